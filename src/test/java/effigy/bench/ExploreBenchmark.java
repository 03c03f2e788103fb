package effigy.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.ir.Function;
import effigy.report.AtomicFiles;
import effigy.smt.PathSolver;
import effigy.smt.SolverStats;
import effigy.smt.Z3Solver;
import effigy.term.Assignment;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Exhaustive-exploration throughput: explores each benchmark program (King's language or C) with each
 * solver strategy and reports completed paths per second and the share of the time spent in Z3. Not a
 * unit test: run it from the shaded jar (or with {@code bench/run}) on a quiet machine.
 *
 * <p>Programs are loaded by {@link Workbench#load}; a {@code .eff} program is entered through a call
 * ({@link Workbench#entry(String)}), a C program through a function ({@link Workbench#cEntry(String, long)},
 * {@code main} by default, with {@code __VERIFIER_nondet_*} and {@code effigy_symbolic} inputs), as the
 * command line does.
 *
 * <p>Strategies: {@code full} is the stack {@link Workbench} builds (model shortcut and independence
 * slicing in the {@link PathSolver}, exact cache and counterexample reuse in the
 * {@link effigy.smt.CachingSolver}, then Z3); {@code naive} is the reference, a
 * {@linkplain PathSolver#naive naive} path solver straight over Z3 (every branch check sent whole, no
 * cache). Every exploration, warm-up or measured, gets a freshly loaded program, term factory and solver
 * stack, so no answer is carried over from one exploration to the next; only the JVM stays warm.
 *
 * <p>Usage: {@code java -cp "$(bench/classpath)" effigy.bench.ExploreBenchmark [options]}; {@code --help}
 * lists the options.
 */
public final class ExploreBenchmark {
    /**
     * The default programs. chain12.c is capped at its first 16 paths: with the Z3 configuration of the time
     * (one solver reused with push/pop) each of its bit-vector queries costs about 0.1 s, so the whole tree
     * (4096 paths) takes about 11 minutes.
     */
    static final List<String> DEFAULT_PROGRAMS = List.of("bench/programs/independent12.eff", "bench/programs/chain12.eff",
            "bench/programs/independent12.c", "bench/programs/chain12.c", "bench/programs/memory10.c");

    enum Strategy {
        FULL("full"), NAIVE("naive");
        final String label;
        Strategy(String label) { this.label = label; }
    }

    /**
     * A program to explore as given by {@code --program FILE[=CALL][@N]}: the file, the call ({@code .eff}: the
     * call text; C: the entry function; null: the default) and the most paths to explore (N, or none).
     */
    record Spec(Path file, String call, long maxPaths) {
        static Spec parse(String spec) {
            long maxPaths = Long.MAX_VALUE;
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(.*)@([0-9]+)").matcher(spec);
            if (m.matches()) {
                spec = m.group(1);
                try {
                    maxPaths = Long.parseLong(m.group(2));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("--program " + spec + "@" + m.group(2) + ": path limit too large");
                }
                if (maxPaths < 1) throw new IllegalArgumentException("--program " + spec + "@0: the path limit must be at least 1");
            }
            int eq = spec.indexOf('=');
            String file = eq < 0 ? spec : spec.substring(0, eq);
            String call = eq < 0 ? null : spec.substring(eq + 1).strip();
            if (file.isEmpty()) throw new IllegalArgumentException("--program needs a file");
            if (call != null && call.isEmpty()) throw new IllegalArgumentException("--program " + spec + ": empty call");
            return new Spec(Path.of(file), call, maxPaths);
        }

        boolean capped() { return maxPaths != Long.MAX_VALUE; }
    }

    /**
     * A program to explore: its name in the report, the file, whether it is C, the call ({@code .eff}: call text,
     * C: entry function), the entry as the report shows it and the most paths to explore.
     */
    record Bench(String name, Path file, boolean c, String call, String entryText, long maxPaths) {
        boolean capped() { return maxPaths != Long.MAX_VALUE; }
    }

    /** One measured exploration. */
    record Sample(long wallNanos, long paths, boolean complete, long statements, long forks,
                  long pathQueries, long modelShortcuts, long stackQueries, long cacheHits,
                  long z3Calls, long z3Nanos, long stackNanos) {}

    /** The measured explorations of one program with one strategy. */
    record Result(Bench bench, Strategy strategy, List<Sample> samples) {
        long medianNanos() {
            long[] t = samples.stream().mapToLong(Sample::wallNanos).sorted().toArray();
            int n = t.length;
            return n % 2 == 1 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
        }
        long minNanos() { return samples.stream().mapToLong(Sample::wallNanos).min().orElse(0); }
        long maxNanos() { return samples.stream().mapToLong(Sample::wallNanos).max().orElse(0); }
        Sample first() { return samples.get(0); }
        long paths() { return first().paths(); }
        double pathsPerSecond() { return paths() / (medianNanos() / 1e9); }
        private double share(java.util.function.ToLongFunction<Sample> part) {
            long p = 0, all = 0;
            for (Sample s : samples) { p += part.applyAsLong(s); all += s.wallNanos(); }
            return all == 0 ? 0 : (double) p / all;
        }
        /** Z3's own time (translation, check, model reading) over the wall time, over all measured runs. */
        double z3Share() { return share(Sample::z3Nanos); }
        /** Time inside the solver stack under the path solver (cache and Z3) over the wall time. */
        double stackShare() { return share(Sample::stackNanos); }
        String msPerZ3Call() {
            long calls = 0, nanos = 0;
            for (Sample s : samples) { calls += s.z3Calls(); nanos += s.z3Nanos(); }
            return calls == 0 ? "-" : String.format(Locale.ROOT, "%.2f", nanos / 1e6 / calls);
        }
        boolean consistent() {
            return samples.stream().allMatch(s -> s.paths() == paths() && s.complete() && s.z3Calls() == first().z3Calls());
        }
    }

    private int reps = 10;
    private int warmup = 1;
    private double warmupSeconds = 5;
    private double rowSeconds = 5;
    private int solverTimeout = 10_000;
    private int maxSteps = 1000;
    private long bufferSize = 4;
    private final List<String> programs = new ArrayList<>();
    private boolean save;
    private Path resultsDir = Path.of("bench/results");
    final List<Bench> benches = new ArrayList<>();
    private List<Strategy> strategies = List.of(Strategy.FULL, Strategy.NAIVE);
    private final PrintStream out = System.out;
    private final PrintStream err = System.err;

    public static void main(String[] args) throws IOException {
        ExploreBenchmark b = new ExploreBenchmark();
        try {
            if (!b.parse(args)) return;
        } catch (IllegalArgumentException e) {
            System.err.println("ExploreBenchmark: " + e.getMessage() + " (try --help)");
            System.exit(2);
        }
        b.run();
    }

    private static final String USAGE = """
            Usage: bench/run [options]   (java -cp "$(bench/classpath)" effigy.bench.ExploreBenchmark [options])
              --program FILE[=CALL][@N]
                                     a program to explore (repeatable), at most N paths of it (depth-first)
                                     when @N is given. FILE.eff: CALL is the entry call, by default the
                                     file's first procedure with every parameter a fresh symbol named after
                                     it. FILE.c (or .i): CALL is the entry function (default main), each
                                     integer parameter a fresh symbol, each pointer parameter pointing to
                                     --buffer-size symbolic bytes; __VERIFIER_nondet_*() and
                                     effigy_symbolic() make further inputs.
                                     Default: %s
              --buffer-size N        C entry functions: symbolic bytes behind each pointer parameter
                                     (default 4, as the CLI)
              --strategy S           full, naive or both (default both)
              --reps N               measured explorations per program and strategy: at most N (default 10),
              --row-seconds S        and none started once the row's measured explorations have taken
                                     S seconds (default 5; 0: always N); at least one
              --warmup N             unmeasured explorations before the first row of each program: at
              --warmup-seconds S     least N (default 1), then more while they fit in S seconds (default
                                     5), so that explorations run JIT-compiled code when measured
              --solver-timeout MS    limit of one Z3 query (default 10000, as the CLI)
              --max-steps N          statements per path (default 1000, as the CLI)
              --save                 also write the results to bench/results/explore-<date>.json
                                     (explore-<date>-2.json, -3, ... when that file exists)
              --results-dir DIR      where --save writes (default bench/results)
            Progress goes to stderr, the report to stdout.
            """;

    /** Reads the options and loads the programs; false when only the usage was asked for. */
    boolean parse(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = null;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0 && !a.startsWith("--program")) { v = a.substring(eq + 1); a = a.substring(0, eq); }
            switch (a) {
                case "-h", "--help" -> { out.printf(USAGE, String.join(", ", DEFAULT_PROGRAMS)); return false; }
                case "--save" -> save = true;
                case "--reps" -> reps = positive(a, v != null ? v : value(args, ++i, a), 1);
                case "--warmup" -> warmup = positive(a, v != null ? v : value(args, ++i, a), 0);
                case "--warmup-seconds" -> warmupSeconds = nonNegative(a, v != null ? v : value(args, ++i, a));
                case "--row-seconds" -> rowSeconds = nonNegative(a, v != null ? v : value(args, ++i, a));
                case "--solver-timeout" -> solverTimeout = positive(a, v != null ? v : value(args, ++i, a), 0);
                case "--max-steps" -> maxSteps = positive(a, v != null ? v : value(args, ++i, a), 1);
                case "--results-dir" -> resultsDir = Path.of(v != null ? v : value(args, ++i, a));
                case "--strategy" -> {
                    String s = v != null ? v : value(args, ++i, a);
                    strategies = switch (s) {
                        case "full" -> List.of(Strategy.FULL);
                        case "naive" -> List.of(Strategy.NAIVE);
                        case "both" -> List.of(Strategy.FULL, Strategy.NAIVE);
                        default -> throw new IllegalArgumentException("unknown strategy " + s);
                    };
                }
                case "--buffer-size" -> bufferSize = positive(a, v != null ? v : value(args, ++i, a), 1);
                case "--program" -> programs.add(value(args, ++i, a));
                default -> {
                    if (a.startsWith("--program=")) programs.add(a.substring("--program=".length()));
                    else throw new IllegalArgumentException("unknown option " + args[i]);
                }
            }
        }
        // after the loop, so that --buffer-size and --solver-timeout apply whatever their place
        for (String p : programs.isEmpty() ? DEFAULT_PROGRAMS : programs) benches.add(bench(p));
        return true;
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) throw new IllegalArgumentException(option + " needs a value");
        return args[i];
    }

    private static int positive(String option, String v, int min) {
        try {
            int n = Integer.parseInt(v);
            if (n < min) throw new IllegalArgumentException(option + " must be at least " + min);
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a number, not " + v);
        }
    }

    private static double nonNegative(String option, String v) {
        try {
            double d = Double.parseDouble(v);
            if (!(d >= 0)) throw new IllegalArgumentException(option + " must not be negative");
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a number, not " + v);
        }
    }

    /** The program of a {@code --program} argument, loaded once to find its default call and check the call. */
    private Bench bench(String text) {
        Spec spec = Spec.parse(text);
        Path file = spec.file();
        if (!Files.isReadable(file)) throw new IllegalArgumentException("cannot read " + file);
        try (Workbench wb = Workbench.load(List.of(file), solverTimeout)) {
            String call = spec.call() != null ? spec.call() : defaultCall(wb);
            Workbench.Entry entry = entry(wb, call);
            String name = file.getFileName().toString();
            if (wb.isC() && spec.call() != null && !call.equals("main")) name += "=" + call;
            return new Bench(name, file, wb.isC(), call, entry.text(), spec.maxPaths());
        } catch (effigy.source.DiagnosticException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }

    /** C: main; King's language: the first procedure of the file, called with a fresh symbol for each parameter. */
    private static String defaultCall(Workbench wb) {
        if (wb.isC()) return "main";
        Function f = wb.program().functions().values().iterator().next();
        return f.name() + "(" + f.params().stream().map(p -> "\"" + p.name() + "\"").collect(Collectors.joining(", ")) + ")";
    }

    /** The entry as the command line builds it: a call for King's language, a function for C. */
    private Workbench.Entry entry(Workbench wb, String call) {
        return wb.isC() ? wb.cEntry(call, bufferSize) : wb.entry(call);
    }

    // ------------------------------------------------------------------ measuring

    private void run() throws IOException {
        ZonedDateTime started = ZonedDateTime.now();
        int rows = benches.size() * strategies.size(), row = 0;
        List<Result> results = new ArrayList<>();
        for (Bench b : benches) {
            boolean warm = false;
            for (Strategy s : strategies) {
                String name = String.format("[%d/%d] %s %s", ++row, rows, b.name(), s.label);
                long warmStart = System.nanoTime(), last = 0;
                int warmed = 0;
                // The program's first row warms the JIT up for all its rows (they run the same engine code):
                // at least --warmup explorations, then more while the next (as long as the last) ends in time.
                while (!warm && (warmed < warmup
                        || (warmupSeconds > 0 && System.nanoTime() - warmStart + last <= warmupSeconds * 1e9))) {
                    warmed++;
                    Sample sample = explore(b, s, name + " warm-up " + warmed);
                    last = sample.wallNanos();
                    if (warmed == 1) show(name + " warm-up 1", sample);
                }
                warm = true;
                if (warmed > 1) err.printf(Locale.ROOT, "%s: %d warm-up explorations in %.1f s%n", name, warmed, (System.nanoTime() - warmStart) / 1e9);
                List<Sample> samples = new ArrayList<>();
                long rowStart = System.nanoTime();
                for (int r = 1; r <= reps; r++) {
                    if (r > 1 && rowSeconds > 0 && System.nanoTime() - rowStart >= rowSeconds * 1e9) {
                        err.printf(Locale.ROOT, "%s: %d measured exploration%s (--row-seconds %s reached)%n", name, r - 1,
                                r == 2 ? "" : "s", fmt(rowSeconds));
                        break;
                    }
                    String what = name + " rep " + r + "/" + reps;
                    Sample sample = explore(b, s, what);
                    show(what, sample);
                    samples.add(sample);
                }
                results.add(new Result(b, s, samples));
            }
        }
        report(started, results);
        if (save) saveJson(started, results);
    }

    private void show(String what, Sample s) {
        err.printf(Locale.ROOT, "%s: %d paths in %.3f s (%.0f paths/s; Z3: %d calls, %.0f%% of the time)%n", what,
                s.paths(), s.wallNanos() / 1e9, s.paths() / (s.wallNanos() / 1e9), s.z3Calls(), 100.0 * s.z3Nanos() / s.wallNanos());
    }

    /** One exploration with a fresh program, term factory and solver stack; only the exploration is timed. */
    private Sample explore(Bench b, Strategy strategy, String what) {
        System.gc();
        ExecOptions exec = ExecOptions.DEFAULT.withMaxSteps(maxSteps);
        Z3Solver naiveZ3 = null;
        try (Workbench wb = Workbench.load(List.of(b.file()), solverTimeout)) {
            Workbench.Entry entry = entry(wb, b.call());
            Executor ex;
            if (strategy == Strategy.FULL) {
                ex = wb.executor(exec, false);
            } else {
                naiveZ3 = new Z3Solver(wb.factory(), solverTimeout);
                ex = new Executor(wb.program(), wb.termBuilder(), PathSolver.naive(naiveZ3), exec, Assignment.EMPTY, null);
            }
            long[] lastShown = {0};
            ExploreOptions options = new ExploreOptions(ExploreOptions.DEFAULT.search(), b.maxPaths(), 0);
            Explorer explorer = new Explorer(ex, options)
                    .progress((leaves, open, nanos) -> {
                        // about every 5 s, and only for long explorations
                        if (open > 0 && nanos - lastShown[0] >= 5_000_000_000L) {
                            lastShown[0] = nanos;
                            err.printf(Locale.ROOT, "  %s: %d paths so far, %d open states, %.0f s%n", what, leaves, open, nanos / 1e9);
                        }
                    });
            long start = System.nanoTime();
            Exploration x = explorer.explore(ex.start(entry.function(), entry.args()));
            long wall = System.nanoTime() - start;
            SolverStats stack = strategy == Strategy.FULL ? wb.solverStack().stats() : naiveZ3.stats();
            PathSolver.Stats ps = ex.solver().stats();
            long unknown = x.count(Leaf.Status.UNKNOWN);
            if (unknown > 0) err.printf("  warning: %d paths ended with the solver undecided%n", unknown);
            long limited = x.count(Leaf.Status.LIMIT);
            if (limited > 0) err.printf("  warning: %d paths reached the step limit (--max-steps %d)%n", limited, maxSteps);
            // a capped exploration counts as complete when it stopped at its cap
            boolean complete = x.complete() || (b.capped() && x.leaves().size() == b.maxPaths());
            return new Sample(wall, x.leaves().size(), complete, ex.stats().statements, ex.stats().forks,
                    ps.queries(), ps.modelShortcuts(), stack.queries, stack.cacheHits,
                    stack.solverCalls, stack.solverNanos, stack.totalNanos);
        } finally {
            if (naiveZ3 != null) naiveZ3.close();
        }
    }

    // ------------------------------------------------------------------ reporting

    private static String machine() {
        Runtime rt = Runtime.getRuntime();
        return String.format(Locale.ROOT, "%d cores, %s, %s %s, Java %s (%s), max heap %d MiB, Z3 %s",
                rt.availableProcessors(), cpuModel(), System.getProperty("os.name"), System.getProperty("os.arch"),
                Runtime.version(), System.getProperty("java.vm.name"), rt.maxMemory() >> 20,
                com.microsoft.z3.Version.getString());
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) return line.substring(line.indexOf(':') + 1).trim();
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable
        }
        return "unknown CPU";
    }

    private static Result reference(List<Result> results, Result r) {
        for (Result o : results) if (o.bench() == r.bench() && o.strategy() == Strategy.NAIVE) return o;
        return null;
    }

    private void report(ZonedDateTime started, List<Result> results) {
        out.println("Effigy exploration benchmark, " + started.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        out.println("machine: " + machine());
        out.printf("per program: warm-up explorations (at least %d, more while they fit in %s s) before its first row;"
                + " per row: up to %d measured explorations (none started after %s s of them); times are wall-clock medians%n%n",
                warmup, fmt(warmupSeconds), reps, rowSeconds > 0 ? fmt(rowSeconds) : "unlimited");
        String[] head = {"program", "strategy", "paths", "runs", "median ms", "min-max ms", "paths/s", "Z3 share", "stack share",
                "Z3 calls", "ms/Z3 call", "queries", "shortcuts", "vs naive"};
        List<String[]> rows = new ArrayList<>();
        for (Result r : results) {
            Sample s = r.first();
            Result ref = reference(results, r);
            String ratio = ref == null ? "-" : r == ref ? "1.00 (ref)"
                    : String.format(Locale.ROOT, "%.1fx", r.pathsPerSecond() / ref.pathsPerSecond());
            rows.add(new String[] {r.bench().name(), r.strategy().label, r.paths() + (r.bench().capped() ? "+" : ""),
                    Integer.toString(r.samples().size()),
                    ms(r.medianNanos()), ms(r.minNanos()) + "-" + ms(r.maxNanos()),
                    String.format(Locale.ROOT, "%.0f", r.pathsPerSecond()), pct(r.z3Share()), pct(r.stackShare()),
                    Long.toString(s.z3Calls()), r.msPerZ3Call(), Long.toString(s.pathQueries()),
                    Long.toString(s.modelShortcuts()), ratio});
        }
        int[] w = new int[head.length];
        for (int i = 0; i < head.length; i++) w[i] = head[i].length();
        for (String[] row : rows) for (int i = 0; i < row.length; i++) w[i] = Math.max(w[i], row[i].length());
        out.println(line(head, w));
        char[] dashes = new char[Arrays.stream(w).sum() + 2 * (w.length - 1)];
        Arrays.fill(dashes, '-');
        out.println(new String(dashes));
        for (String[] row : rows) out.println(line(row, w));
        out.println();
        if (results.stream().anyMatch(r -> r.bench().capped())) {
            out.println("paths N+: the exploration stopped after N paths (--program FILE@N): the first N leaves of the");
            out.println("  depth-first search, not the whole tree.");
        }
        out.println("runs: measured explorations.");
        out.println("paths/s: completed paths / median wall time of one exploration (program loading excluded).");
        out.println("Z3 share: time inside Z3Solver's backend calls (term translation, check, model reading) / wall time.");
        out.println("stack share: time inside the solver under the path solver (cache and Z3) / wall time; the rest is");
        out.println("  the engine (interpreter, path solver's shortcut and slicing, states, leaves).");
        out.println("Z3 calls: queries that reached Z3 (ms/Z3 call: Z3 time per call); queries: the path solver's");
        out.println("  branch checks; shortcuts: those answered by the path condition's model alone (per exploration).");
        out.println("vs naive: this strategy's paths/s over the naive strategy's, same program.");
        for (Result r : results) {
            if (!r.consistent()) out.println("warning: " + r.bench().name() + " " + r.strategy().label
                    + ": the measured explorations differ in paths or Z3 calls, or one was incomplete");
            Result ref = reference(results, r);
            if (ref != null && ref.paths() != r.paths()) out.println("warning: " + r.bench().name()
                    + ": the strategies found different numbers of paths");
        }
    }

    private static String line(String[] cells, int[] w) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) sb.append("  ");
            String c = cells[i];
            boolean left = i < 2;
            String pad = " ".repeat(w[i] - c.length());
            sb.append(left ? c + pad : pad + c);
        }
        return sb.toString().stripTrailing();
    }

    private static String fmt(double d) { return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d); }

    private static String ms(long nanos) { return String.format(Locale.ROOT, "%.0f", nanos / 1e6); }

    private static String pct(double share) { return String.format(Locale.ROOT, "%.1f%%", 100 * share); }

    private void saveJson(ZonedDateTime started, List<Result> results) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("benchmark", "explore");
        root.put("date", started.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        ObjectNode m = root.putObject("machine");
        m.put("cores", Runtime.getRuntime().availableProcessors());
        m.put("cpu", cpuModel());
        m.put("os", System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        m.put("java", Runtime.version().toString());
        m.put("vm", System.getProperty("java.vm.name"));
        m.put("maxHeapMiB", Runtime.getRuntime().maxMemory() >> 20);
        m.put("z3", com.microsoft.z3.Version.getString());
        ObjectNode settings = root.putObject("settings");
        settings.put("warmupAtLeast", warmup);
        settings.put("warmupSeconds", warmupSeconds);
        settings.put("reps", reps);
        settings.put("rowSeconds", rowSeconds);
        settings.put("solverTimeoutMillis", solverTimeout);
        settings.put("maxSteps", maxSteps);
        settings.put("bufferSize", bufferSize);
        ArrayNode rows = root.putArray("results");
        for (Result r : results) {
            ObjectNode o = rows.addObject();
            o.put("program", r.bench().name());
            o.put("file", r.bench().file().toString());
            o.put("language", r.bench().c() ? "c" : "eff");
            o.put("call", r.bench().entryText());
            if (r.bench().capped()) o.put("maxPaths", r.bench().maxPaths());
            o.put("strategy", r.strategy().label);
            o.put("paths", r.paths());
            o.put("medianSeconds", r.medianNanos() / 1e9);
            o.put("minSeconds", r.minNanos() / 1e9);
            o.put("maxSeconds", r.maxNanos() / 1e9);
            o.put("pathsPerSecond", r.pathsPerSecond());
            o.put("z3Share", r.z3Share());
            o.put("stackShare", r.stackShare());
            Result ref = reference(results, r);
            if (ref != null) o.put("speedupOverNaive", r.pathsPerSecond() / ref.pathsPerSecond());
            o.put("consistent", r.consistent());
            ArrayNode samples = o.putArray("samples");
            for (Sample s : r.samples()) {
                Map<String, Object> fields = new LinkedHashMap<>();
                fields.put("wallSeconds", s.wallNanos() / 1e9);
                fields.put("paths", s.paths());
                fields.put("complete", s.complete());
                fields.put("statements", s.statements());
                fields.put("forks", s.forks());
                fields.put("pathQueries", s.pathQueries());
                fields.put("modelShortcuts", s.modelShortcuts());
                fields.put("stackQueries", s.stackQueries());
                fields.put("cacheHits", s.cacheHits());
                fields.put("z3Calls", s.z3Calls());
                fields.put("z3Seconds", s.z3Nanos() / 1e9);
                fields.put("stackSeconds", s.stackNanos() / 1e9);
                samples.addPOJO(fields);
            }
        }
        Path file = resultsDir.resolve("explore-" + LocalDate.from(started) + ".json");
        for (int n = 2; Files.exists(file); n++) file = resultsDir.resolve("explore-" + LocalDate.from(started) + "-" + n + ".json");
        Files.createDirectories(resultsDir);
        AtomicFiles.write(file, mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
        err.println("results written to " + file);
    }
}
