package effigy.bench;

import effigy.bench.Case.Watch;
import effigy.cli.Main;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The reliability campaign as a suite: runs Effigy's commands on generated cases with fixed seeds (mutated programs,
 * hostile files, bad options, interruptions, resource limits, output files in awkward places) and classifies each run:
 * its exit-status class, and the defects that no run may show (a Java stack trace, an internal error, a hang past its
 * limit or more than a second after a signal, a JVM crash, an output file damaged, half written, left behind as a
 * temporary file or a pre-existing file lost). Case {@code i} of seed {@code S} is the same on every machine with the
 * same sources ({@link CaseGenerator}); {@code bench/campaign --seed S --case i} runs it alone.
 *
 * <p>Runs that only check input (mutated programs, bad options) run in this JVM ({@link Main#execute} on a thread of
 * its own, with a watchdog); every case whose class needs a process (signals, limits, files, hostile
 * files that may exhaust memory, standard input) runs {@code java effigy.cli.Main} with the launcher's JVM options.
 * A defect seen in this JVM is confirmed in a process of its own, and the process's outcome is the one reported.
 */
public final class Campaign {
    /** The input classes, in the order of the report. */
    static final List<String> CLASSES = List.of("mutated", "hostile", "options", "signals", "limits", "files");
    /** The defect classes. */
    static final List<String> DEFECTS = List.of("stack-trace", "java-name", "internal-error", "hang", "crash", "damaged-file");

    /** What a campaign runs and where. */
    public static final class Config {
        public int runs = 1000;
        public long seed = 1;
        public int jobs = 2;
        /** Only this case (its index), or -1 for runs 0..runs-1. */
        public int only = -1;
        /** Only the cases of this input class among 0..runs-1, or null for all. */
        public String onlyClass;
        /** The repository root (examples/, src/test/resources/, bench/). */
        public Path root = Path.of("").toAbsolutePath();
        /** Where the cases' files go (a fresh temporary directory when null). */
        public Path work;
        /** The class path of child JVMs (this JVM's when null). */
        public String childClassPath;
        /** A class-data-sharing archive for child JVMs (made for {@link #childClassPath}), or null. */
        public Path jsa;
        /** Seconds a run may exceed its --max-time, and a signalled run may take after the signal. */
        public double grace = 1.0;
        /** The limit of a command that has no --max-time option (seconds of wall time). */
        public double defaultLimit = 30;
        /** Keep every case's files, not only the defective ones'. */
        public boolean keep;
        /** Run every case in a process of its own. */
        public boolean processesOnly;
        public PrintStream progress = System.err;
    }

    /** One run's outcome. */
    record Outcome(Case c, String exitClass, int exit, double seconds, Double afterSignal, List<String> defects,
            String evidence, boolean inProcess) {}

    /** The campaign's result: every outcome, in case order. */
    public record Result(Config config, List<Outcome> outcomes, double seconds, int processes) {
        public List<Outcome> defective() { return outcomes.stream().filter(o -> !o.defects().isEmpty()).toList(); }
    }

    private final Config config;
    private final CaseGenerator generator;
    private final AtomicInteger abandoned = new AtomicInteger();
    private final AtomicInteger processes = new AtomicInteger();

    Campaign(Config config) throws IOException {
        this.config = config;
        if (config.work == null) config.work = Files.createTempDirectory("effigy-campaign");
        this.generator = new CaseGenerator(config.root, config.work, config.seed);
    }

    public static Result run(Config config) throws Exception {
        return new Campaign(config).runAll();
    }

    Result runAll() throws Exception {
        long t0 = System.nanoTime();
        generator.prepare();
        int from = config.only >= 0 ? config.only : 0, to = config.only >= 0 ? config.only + 1 : config.runs;
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, config.jobs), r -> {
            Thread t = new Thread(r, "campaign-worker");
            t.setDaemon(true);
            return t;
        });
        List<Future<Outcome>> futures = new ArrayList<>();
        for (int i = from; i < to; i++) {
            if (config.onlyClass != null && !CaseGenerator.SCHEDULE[i % CaseGenerator.SCHEDULE.length].equals(config.onlyClass)) continue;
            int index = i;
            futures.add(pool.submit(() -> runCase(index)));
        }
        List<Outcome> outcomes = new ArrayList<>();
        int done = 0, defects = 0;
        long lastReport = System.nanoTime();
        for (Future<Outcome> f : futures) {
            Outcome o = f.get();
            outcomes.add(o);
            done++;
            if (!o.defects().isEmpty()) {
                defects++;
                config.progress.println("campaign: DEFECT " + String.join(",", o.defects()) + " in case " + o.c().index
                        + " (" + o.c().kind + ", " + o.c().command + "): " + reproducer(o.c()));
            }
            if (System.nanoTime() - lastReport > 10e9 || done == futures.size()) {
                lastReport = System.nanoTime();
                double s = (lastReport - t0) / 1e9;
                config.progress.printf(Locale.ROOT, "campaign: %d/%d runs, %d defective, %.0f s (%.2f runs/s)%n", done, futures.size(),
                        defects, s, done / s);
            }
        }
        pool.shutdownNow();
        return new Result(config, outcomes, (System.nanoTime() - t0) / 1e9, processes.get());
    }

    /** The command line that runs the case again, and the campaign's own way to make and run it again. */
    String reproducer(Case c) {
        StringBuilder b = new StringBuilder();
        if (c.cwdNote != null) b.append(c.cwdNote).append(' ');
        b.append("effigy ").append(c.command);
        for (String a : c.args) b.append(' ').append(shellQuote(a.length() > 200 ? a.substring(0, 60) + "...(" + a.length() + " chars)" : a));
        if (c.stdin != null) b.append(" <<< ").append(shellQuote(c.stdin));
        if (c.stdoutTo != null) b.append(" > ").append(shellQuote(c.stdoutTo.toString()));
        if (c.signal != null) b.append("  # then kill -").append(c.signal).append(" after ").append(c.signalAfterMs).append(" ms");
        b.append("   [bench/campaign --seed ").append(config.seed).append(" --case ").append(c.index).append(" --keep]");
        return b.toString();
    }

    static String shellQuote(String s) {
        if (!s.isEmpty() && s.chars().allMatch(ch -> Character.isLetterOrDigit(ch) || "-_./=:,@+".indexOf(ch) >= 0)) return s;
        return "'" + s.replace("'", "'\\''") + "'";
    }

    Outcome runCase(int index) {
        Case c;
        try {
            c = generator.generate(index);
        } catch (Exception e) {
            config.progress.println("campaign: could not make case " + index + ": " + e);
            Case broken = new Case(index, CaseGenerator.SCHEDULE[index % CaseGenerator.SCHEDULE.length], config.work.resolve("case-" + index));
            broken.command = "?";
            broken.variant = "harness-error";
            return new Outcome(broken, "harness-error", -1, 0, null, List.of(), e.toString(), false);
        }
        Outcome o;
        try {
            if (c.inProcess && !config.processesOnly && abandoned.get() < 3) {
                o = inProcess(c);
                if (!o.defects().isEmpty()) {
                    Outcome first = o;
                    c = generator.generate(index);      // the files again, as they were before the first run
                    o = inOwnProcess(c);
                    o = new Outcome(o.c(), o.exitClass(), o.exit(), o.seconds(), o.afterSignal(), o.defects(),
                            o.evidence() + " [in-process first: " + String.join(",", first.defects()) + "]", false);
                }
            } else {
                o = inOwnProcess(c);
            }
        } catch (Exception e) {
            // the harness's own failure, not Effigy's: recorded as such, and the campaign goes on
            config.progress.println("campaign: case " + index + " could not be run: " + e);
            return new Outcome(c, "harness-error", -1, 0, null, List.of(), e.toString(), false);
        }
        if (o.defects().isEmpty() && !config.keep) deleteTree(c.dir);
        return o;
    }

    // ---------------------------------------------------------------- running

    private Outcome inProcess(Case c) throws Exception {
        // no lock: the runs in this JVM share only the process clock (effigy.cli.ProcessTime), which a run that starts
        // resets for the others and so lengthens their --max-time; a run that then goes past its limit is confirmed in
        // a process of its own like every other defect, so the sharing can cost time but never report a false hang
        {
            StringWriter out = new StringWriter(), err = new StringWriter();
            int[] code = {-1};
            Throwable[] thrown = {null};
            List<String> args = new ArrayList<>();
            args.add(c.command);
            args.addAll(c.args);
            Thread t = new Thread(null, () -> {
                try {
                    code[0] = Main.execute(args.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
                } catch (Throwable e) {
                    thrown[0] = e;
                }
            }, "campaign-run-" + c.index, 0);
            t.setDaemon(true);
            long t0 = System.nanoTime();
            t.start();
            t.join((long) ((c.limit + config.grace) * 1000) + 1);
            double seconds = (System.nanoTime() - t0) / 1e9;
            List<String> defects = new ArrayList<>();
            String evidence = "";
            if (t.isAlive()) {
                t.interrupt();
                t.join(2000);
                if (t.isAlive()) abandoned.incrementAndGet();
                defects.add("hang");
                evidence = "still running after " + fmt(seconds) + " s (limit " + fmt(c.limit) + " s)";
                return new Outcome(c, "killed", -1, seconds, null, defects, evidence, true);
            }
            String text = out + "\n" + err;
            if (thrown[0] != null) {
                StringWriter sw = new StringWriter();
                thrown[0].printStackTrace(new PrintWriter(sw));
                text += "\nException in thread \"main\" " + sw;
            }
            evidence = textDefects(text, thrown[0] != null ? 1 : code[0], defects);
            return new Outcome(c, thrown[0] != null ? "throwable" : String.valueOf(code[0]), code[0], seconds, null, defects, evidence, true);
        }
    }

    /**
     * Whether coreutils' env can reset signal dispositions. A process started from a background job of a
     * non-interactive shell (nohup, '&', CI runners) inherits SIGINT ignored, and then so does every JVM it starts:
     * the JVM installs no handler for an ignored SIGINT, and a campaign's SIGINT would count as a hang of Effigy's.
     */
    private static final boolean ENV_DEFAULT_SIGNAL = envResetsSignals();

    private static boolean envResetsSignals() {
        try {
            Process p = new ProcessBuilder("env", "--default-signal=INT,TERM", "true").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private List<String> javaCommand(String command) {
        List<String> cmd = new ArrayList<>();
        // env execs java in its own process: the pid the signals go to is the JVM's
        if (ENV_DEFAULT_SIGNAL) cmd.addAll(List.of("env", "--default-signal=INT,TERM"));
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // the launcher's options (./effigy)
        switch (command) {
            case "run", "replay" -> cmd.addAll(List.of("-XX:+UseSerialGC", "-Xms16m"));
            case "fuzz" -> cmd.addAll(List.of("-XX:+UseParallelGC", "-Xmn128m"));
            default -> cmd.addAll(List.of("-XX:+UseSerialGC", "-Xms16m", "-XX:TieredStopAtLevel=1"));
        }
        cmd.addAll(List.of("-Xlog:cds=off", "-Xlog:cds+dynamic=off"));
        if (config.jsa != null && Files.isRegularFile(config.jsa)) cmd.add("-XX:SharedArchiveFile=" + config.jsa);
        cmd.add("-cp");
        cmd.add(config.childClassPath != null ? config.childClassPath : System.getProperty("java.class.path"));
        cmd.add("effigy.cli.Main");
        return cmd;
    }

    private Outcome inOwnProcess(Case c) throws Exception {
        processes.incrementAndGet();
        List<String> cmd = javaCommand(c.command);
        cmd.add(c.command);
        cmd.addAll(c.args);
        Path outFile = c.stdoutTo != null ? c.stdoutTo : c.dir.resolve("campaign.stdout");
        Path errFile = c.dir.resolve("campaign.stderr");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(c.dir.toFile())
                .redirectOutput(outFile.toFile()).redirectError(errFile.toFile());
        pb.environment().remove("EFFIGY_DEBUG");
        List<Thread> readers = new ArrayList<>();
        for (Watch w : c.watches) if (w.kind == Watch.Kind.FIFO) readers.add(FifoDrain.start(w.path));
        long t0 = System.nanoTime();
        Process p = pb.start();
        if (c.stdin != null) {
            try (var in = p.getOutputStream()) {
                in.write(c.stdin.getBytes(StandardCharsets.UTF_8));
            } catch (IOException ignored) {
                // the process did not read its input
            }
        } else {
            p.getOutputStream().close();
        }
        double hardLimit = c.limit + config.grace + 3;
        Long signalNanos = null;
        if (c.signal != null) {
            long wait = c.signalAfterMs;
            if (!p.waitFor(wait, TimeUnit.MILLISECONDS)) {
                signalNanos = System.nanoTime();
                new ProcessBuilder("kill", "-" + c.signal, String.valueOf(p.pid())).start().waitFor();
                hardLimit = (signalNanos - t0) / 1e9 + config.grace + 3;
            }
        }
        boolean ended = p.waitFor((long) (hardLimit * 1000) - (System.nanoTime() - t0) / 1_000_000, TimeUnit.MILLISECONDS);
        long endNanos = System.nanoTime();
        double seconds = (endNanos - t0) / 1e9;
        if (!ended) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor();
        }
        for (Watch w : c.watches) if (w.kind == Watch.Kind.FIFO) FifoDrain.stop(w.path);
        for (Thread t : readers) t.join(2000);
        int exit = p.exitValue();
        List<String> defects = new ArrayList<>();
        List<String> evidence = new ArrayList<>();
        Double afterSignal = signalNanos == null ? null : (endNanos - signalNanos) / 1e9;
        if (!ended) {
            defects.add("hang");
            evidence.add("killed after " + fmt(seconds) + " s" + (signalNanos != null ? ", " + fmt(afterSignal) + " s after SIG" + c.signal : "")
                    + " (limit " + fmt(c.limit) + " s)");
        } else if (afterSignal != null && afterSignal > config.grace) {
            defects.add("hang");
            evidence.add("ended " + fmt(afterSignal) + " s after SIG" + c.signal);
        } else if (signalNanos == null && seconds > c.limit + config.grace) {
            defects.add("hang");
            evidence.add("ran " + fmt(seconds) + " s, limit " + fmt(c.limit) + " s" + (c.limitFromOption ? "" : " (the command has no --max-time)"));
        }
        String text = readCapped(errFile) + "\n" + (c.stdoutTo == null || !Files.isRegularFile(c.stdoutTo) ? readCapped(outFile) : readCapped(c.stdoutTo));
        String t = textDefects(text, exit, defects);
        if (!t.isEmpty()) evidence.add(t);
        if (exit == 134 || exit == 139 || text.contains("A fatal error has been detected by the Java Runtime")) {
            defects.add("crash");
            evidence.add("JVM crash, exit " + exit);
        }
        try (Stream<Path> s = Files.list(c.dir)) {
            List<Path> hs = s.filter(f -> f.getFileName().toString().startsWith("hs_err_pid")).toList();
            if (!hs.isEmpty() && !defects.contains("crash")) {
                defects.add("crash");
                evidence.add("JVM crash log " + hs.get(0).getFileName());
            }
        }
        for (Watch w : c.watches) {
            String damage = w.check(exit, ended);
            if (damage != null) {
                if (!defects.contains("damaged-file")) defects.add("damaged-file");
                evidence.add(damage);
            }
        }
        String exitClass = !ended ? "killed" : String.valueOf(exit);
        return new Outcome(c, exitClass, exit, seconds, afterSignal, defects, String.join("; ", evidence), false);
    }

    private static final Pattern STACK = Pattern.compile("Exception in thread|(^|\\n)\\s*\\tat [\\w$.<>]+\\(|java\\.lang\\.[A-Za-z]*Error\\b");
    private static final Pattern JAVA_NAME = Pattern.compile("\\b(java|javax|com\\.fasterxml|picocli|com\\.microsoft\\.z3|effigy)\\.[\\w.$]*(Exception|Error)\\b");

    /**
     * Effigy's report of an internal error ("effigy: internal error: ...", a fuzzing run "stopped: internal error: ..."):
     * at a line's start or after a colon, not the words inside a line of the program that a diagnostic quotes (case
     * 9149 of seed 23 quoted a comment "stopped with an internal error").
     */
    private static final Pattern INTERNAL = Pattern.compile("(?im)(^|: )internal error");

    /** Adds the defects that the run's text shows and returns its evidence (a line of the text). */
    static String textDefects(String text, int exit, List<String> defects) {
        List<String> evidence = new ArrayList<>();
        var m = STACK.matcher(text);
        if (m.find()) {
            defects.add("stack-trace");
            evidence.add(lineAround(text, m.start()));
        } else {
            var n = JAVA_NAME.matcher(text);
            if (n.find()) {
                defects.add("java-name");
                evidence.add(lineAround(text, n.start()));
            }
        }
        var i = INTERNAL.matcher(text);
        int internal = i.find() ? i.start() : -1;
        if (exit == 3 || internal >= 0) {
            defects.add("internal-error");
            evidence.add("exit " + exit + (internal >= 0 ? ": " + lineAround(text, internal) : ""));
        }
        return String.join("; ", evidence);
    }

    static String lineAround(String text, int at) {
        int s = text.lastIndexOf('\n', at) + 1, e = text.indexOf('\n', at);
        if (e < 0) e = text.length();
        String line = text.substring(s, e).strip();
        if (line.length() < 20 && e < text.length()) {
            int e2 = text.indexOf('\n', e + 1);
            line += " / " + text.substring(e + 1, e2 < 0 ? text.length() : e2).strip();
        }
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }

    static String readCapped(Path f) {
        if (!Files.isRegularFile(f)) return "";
        try (InputStream in = Files.newInputStream(f)) {
            byte[] b = in.readNBytes(8 << 20);
            return new String(b, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            return "";
        }
    }

    static String fmt(double s) { return String.format(Locale.ROOT, "%.1f", s); }

    static void deleteTree(Path dir) {
        if (dir == null || !Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                try {
                    p.toFile().setWritable(true);
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // a directory that was made read-only: its parent was made writable above
                }
            }
        } catch (IOException | java.io.UncheckedIOException ignored) {
            // best effort
        }
    }

    // ---------------------------------------------------------------- the report

    /** The report: the configuration, the outcome classes per input class and command, the defects with reproducers. */
    String report(Result r) {
        StringBuilder b = new StringBuilder();
        Config c = r.config();
        b.append("Effigy campaign: seed ").append(c.seed).append(", ").append(r.outcomes().size()).append(" runs, ")
                .append(c.jobs).append(" jobs, ").append(fmt(r.seconds())).append(" s (")
                .append(String.format(Locale.ROOT, "%.2f", r.outcomes().size() / r.seconds())).append(" runs/s), ")
                .append(r.processes()).append(" processes started (runs and confirmations of in-JVM defects); grace ").append(fmt(c.grace)).append(" s\n\n");
        double inSeconds = r.outcomes().stream().filter(Outcome::inProcess).mapToDouble(Outcome::seconds).sum();
        double procSeconds = r.outcomes().stream().filter(o -> !o.inProcess()).mapToDouble(Outcome::seconds).sum();
        long inRuns = r.outcomes().stream().filter(Outcome::inProcess).count();
        b.append(String.format(Locale.ROOT, "Run time: %d runs in the harness's JVM, %.1f s (%.2f s each); %d in processes, %.1f s (%.2f s each)%n%n",
                inRuns, inSeconds, inSeconds / Math.max(1, inRuns), r.outcomes().size() - inRuns, procSeconds,
                procSeconds / Math.max(1, r.outcomes().size() - inRuns)));
        Map<String, Integer> defectCounts = new LinkedHashMap<>();
        for (String d : DEFECTS) defectCounts.put(d, 0);
        for (Outcome o : r.outcomes()) for (String d : o.defects()) defectCounts.merge(d, 1, Integer::sum);
        b.append("Defects: ").append(r.defective().size()).append(" defective runs");
        defectCounts.forEach((d, n) -> b.append(", ").append(d).append(' ').append(n));
        b.append("\n\nExit-status classes per input class:\n");
        Map<String, Map<String, Integer>> byClass = new TreeMap<>(Comparator.comparingInt(CLASSES::indexOf));
        for (Outcome o : r.outcomes()) byClass.computeIfAbsent(o.c().kind, k -> new TreeMap<>()).merge(o.exitClass(), 1, Integer::sum);
        byClass.forEach((k, m) -> b.append(String.format(Locale.ROOT, "  %-9s %5d runs: %s%n", k, m.values().stream().mapToInt(Integer::intValue).sum(), m)));
        b.append("\nExit-status classes per command:\n");
        Map<String, Map<String, Integer>> byCommand = new TreeMap<>();
        for (Outcome o : r.outcomes()) byCommand.computeIfAbsent(o.c().command, k -> new TreeMap<>()).merge(o.exitClass(), 1, Integer::sum);
        byCommand.forEach((k, m) -> b.append(String.format(Locale.ROOT, "  %-12s %5d runs: %s%n", k, m.values().stream().mapToInt(Integer::intValue).sum(), m)));
        b.append("\nVariants (what each case was made of):\n");
        Map<String, Integer> variants = new TreeMap<>();
        for (Outcome o : r.outcomes()) variants.merge(o.c().kind + "/" + o.c().variant, 1, Integer::sum);
        variants.forEach((k, n) -> b.append(String.format(Locale.ROOT, "  %-40s %5d%n", k, n)));
        List<Outcome> signalled = r.outcomes().stream().filter(o -> o.afterSignal() != null).toList();
        if (!signalled.isEmpty()) {
            double[] after = signalled.stream().mapToDouble(Outcome::afterSignal).sorted().toArray();
            b.append(String.format(Locale.ROOT, "%nSignals delivered: %d; end after the signal: median %.2f s, max %.2f s%n", after.length,
                    after[after.length / 2], after[after.length - 1]));
        }
        List<Outcome> limited = r.outcomes().stream().filter(o -> o.c().kind.equals("limits") && o.c().limitFromOption).toList();
        if (!limited.isEmpty()) {
            double[] over = limited.stream().mapToDouble(o -> o.seconds() - o.c().limit).sorted().toArray();
            b.append(String.format(Locale.ROOT, "Limit runs: %d; wall time minus --max-time: median %.2f s, max %.2f s%n", over.length,
                    over[over.length / 2], over[over.length - 1]));
        }
        b.append("\nDefective runs (reproducers):\n");
        if (r.defective().isEmpty()) b.append("  none\n");
        for (Outcome o : r.defective()) {
            b.append("- case ").append(o.c().index).append(" [").append(String.join(",", o.defects())).append("] ")
                    .append(o.c().kind).append('/').append(o.c().variant).append(", exit ").append(o.exitClass())
                    .append(", ").append(fmt(o.seconds())).append(" s\n    ").append(o.evidence()).append("\n    ")
                    .append(reproducer(o.c())).append('\n');
        }
        return b.toString();
    }

    // ---------------------------------------------------------------- command line

    public static void main(String[] args) throws Exception {
        Config c = new Config();
        Path reportFile = null;
        boolean save = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--runs" -> c.runs = Integer.parseInt(args[++i]);
                case "--seed" -> c.seed = Long.parseLong(args[++i]);
                case "--jobs" -> c.jobs = Integer.parseInt(args[++i]);
                case "--case" -> c.only = Integer.parseInt(args[++i]);
                case "--class" -> c.onlyClass = args[++i];
                case "--grace" -> c.grace = Double.parseDouble(args[++i]);
                case "--work" -> c.work = Path.of(args[++i]).toAbsolutePath();
                case "--child-cp" -> c.childClassPath = args[++i];
                case "--jsa" -> c.jsa = Path.of(args[++i]).toAbsolutePath();
                case "--report" -> reportFile = Path.of(args[++i]);
                case "--save" -> save = true;
                case "--keep" -> c.keep = true;
                case "--processes" -> c.processesOnly = true;
                case "--help", "-h" -> {
                    System.out.println("""
                            Usage: bench/campaign [--runs N] [--seed S] [--jobs J] [--case I] [--keep] [--save | --report FILE]
                              --runs N      cases 0..N-1 (default 1000)
                              --seed S      the seed of the cases (default 1)
                              --jobs J      runs at a time (default 2)
                              --case I      only case I (with --keep: its files stay for a look)
                              --class K     only the cases of input class K among 0..N-1 (mutated, hostile, options,
                                            signals, limits, files)
                              --grace S     seconds past a limit or a signal before a run counts as a hang (default 1)
                              --processes   every case in a process of its own (none in the harness's JVM)
                              --keep        keep every case's files (by default only the defective ones')
                              --work DIR    where the cases' files go (default a fresh temporary directory)
                              --save        write the report to bench/results/campaign-<date>[-N].txt
                              --report FILE write the report to FILE""");
                    return;
                }
                default -> throw new IllegalArgumentException("campaign: unknown option " + a + " (try --help)");
            }
        }
        Campaign campaign = new Campaign(c);
        c.progress.println("campaign: seed " + c.seed + ", " + (c.only >= 0 ? "case " + c.only : c.runs + " runs") + ", " + c.jobs
                + " jobs, files under " + c.work);
        Result r = campaign.runAll();
        String report = campaign.report(r);
        System.out.print(report);
        if (save && reportFile == null) {
            String date = java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString();
            reportFile = c.root.resolve("bench/results/campaign-" + date + ".txt");
            for (int n = 2; Files.exists(reportFile); n++) reportFile = c.root.resolve("bench/results/campaign-" + date + "-" + n + ".txt");
        }
        if (reportFile != null) {
            Files.writeString(reportFile, report);
            c.progress.println("campaign: report written to " + reportFile);
        }
        if (!r.defective().isEmpty()) c.progress.println("campaign: the defective cases' files are under " + c.work);
        else if (!c.keep) deleteTree(c.work);
        System.exit(r.defective().isEmpty() ? 0 : 1);
    }

    /** Drains a FIFO that a run may write in place, so that the writer is never blocked. */
    static final class FifoDrain {
        static Thread start(Path fifo) {
            Thread t = new Thread(() -> {
                try (InputStream in = Files.newInputStream(fifo)) {
                    in.transferTo(java.io.OutputStream.nullOutputStream());
                } catch (IOException ignored) {
                    // the FIFO was replaced or removed: the watch reports it
                }
            }, "campaign-fifo");
            t.setDaemon(true);
            t.start();
            return t;
        }

        /** Opens the FIFO for writing once, so that a reader still waiting for a writer gets its end of file. */
        static void stop(Path fifo) {
            try {
                BasicFileAttributes a = Files.readAttributes(fifo, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                if (!a.isOther()) return;
                Thread t = new Thread(() -> {
                    try (var out = Files.newOutputStream(fifo, java.nio.file.StandardOpenOption.WRITE)) {
                        out.flush();
                    } catch (IOException ignored) {
                        // nothing reads: the reader ended already
                    }
                });
                t.setDaemon(true);
                t.start();
                t.join(1000);
            } catch (IOException | InterruptedException ignored) {
                // gone
            }
        }
    }
}
