package effigy.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.driver.Workbench;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import effigy.fuzz.InputLayout;
import effigy.fuzz.NativeTarget;
import effigy.fuzz.Runner;
import effigy.fuzz.WhiteboxFuzzer;
import effigy.report.AtomicFiles;
import effigy.report.CHarness;
import effigy.report.LeafReport;
import effigy.report.TestFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "fuzz", mixinStandardHelpOptions = true,
        header = "Whitebox-fuzz a C function (SAGE's generational search).",
        description = {"Whitebox fuzzing with SAGE's generational search: each input is run concolically, every conjunct of its path"
                + " condition from the input's bound on is negated, the solver's model is combined into the input, and each new input is"
                + " run concretely and scored by the blocks it covers first; the best-scoring input is expanded next.",
                "Inputs: a libFuzzer target (int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size), found by name), an entry"
                        + " function's parameters (--entry, pointers to --buffer-size bytes), or the values the program reads"
                        + " (__VERIFIER_nondet_*, functions with no body, effigy_symbolic), in that order from the input's bytes."})
final class FuzzCommand implements Callable<Integer> {
    @Mixin ProgramOptions program;
    @Spec CommandSpec spec;

    @Option(names = "--seed-dir", paramLabel = "DIR", description = "Seed inputs: every file in DIR (raw bytes).")
    Path seedsDir;

    /** The old name of --seed-dir, kept for scripts (hidden). */
    @Option(names = "--seeds", paramLabel = "DIR", hidden = true) void seedsAlias(Path dir) { seedsDir = dir; }

    @Option(names = "--seed-string", paramLabel = "S", description = "A seed input: the bytes of S (UTF-8); may be repeated.")
    List<String> seedStrings = new ArrayList<>();

    /** {@code --output-dir}, required, or its old name {@code --out} (hidden): a group, so that either one satisfies it. */
    static final class OutputDir {
        @Option(names = "--output-dir", paramLabel = "DIR", required = true,
                description = "Where results go, as fuzzers write them: queue/ (each input that added coverage), crashes/ (one per distinct crash:"
                        + " the input, its test for 'effigy replay' and a C harness), fuzzer_stats.")
        Path dir;

        /** The old name of --output-dir, kept for scripts (hidden). */
        @Option(names = "--out", paramLabel = "DIR", hidden = true, required = true) void outAlias(Path d) { dir = d; }
    }

    @picocli.CommandLine.ArgGroup(exclusive = true, multiplicity = "1") OutputDir output;

    /** The results directory ({@link #output}'s). */
    Path outDir;

    @Mixin MaxTimeOption limit;

    @Option(names = "--jobs", paramLabel = "N", description = "Workers sharing the work list and the coverage map (default: the machine's cores, ${sys:effigy.cores:-the number of processors}).")
    Integer jobs;

    @Option(names = "--max-len", paramLabel = "N", defaultValue = "4096", description = "libFuzzer targets: the longest input in bytes (default ${DEFAULT-VALUE}).")
    long maxLen;

    @Mixin CoverageOption coverageOption;

    @Option(names = "--stop-on-error", description = "Stop at the first crash (as libFuzzer does); by default the search goes on, as AFL++'s does.")
    boolean stopOnCrash;

    @Option(names = "--no-native", description = "libFuzzer targets: run every input in Effigy's interpreter only (no native build with gcc or clang,"
            + " no mutation): SAGE's generational search alone, which ends when its work list is empty.")
    boolean noNative;

    @Option(names = "--hang-ms", paramLabel = "MS", defaultValue = "1000", converter = OptionValues.PositiveInt.class,
            description = "Native runs: an input running longer than MS milliseconds is a hang (default ${DEFAULT-VALUE}).")
    int hangMillis;

    /** The old name of --stop-on-error, kept for scripts (hidden). */
    @Option(names = "--stop-on-crash", hidden = true) void stopOnCrashAlias(boolean stop) { stopOnCrash = stop; }

    /** The names fuzz gives the files of queue/ and crashes/ ({@code id:000004,gen:1,...}). */
    static final java.util.function.Predicate<String> RESULT_FILE = java.util.regex.Pattern.compile("id:[0-9]{6},.*").asMatchPredicate();

    @Override public Integer call() throws Exception {
        outDir = output.dir;
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (Files.exists(outDir) && !Files.isDirectory(outDir)) {
            throw new ParameterException(spec.commandLine(), "--output-dir " + outDir + ": not a directory (fuzz writes queue/, crashes/ and fuzzer_stats into it)");
        }
        long deadline = limit.start();
        ShutdownGuard guard = ShutdownGuard.protect();
        effigy.smt.Z3Solver.loadInBackground();
        // the native build runs beside the front end (a compiler takes about as long); used for libFuzzer targets only
        java.util.concurrent.CompletableFuture<Object> build = noNative || !mayBeLibFuzzerTarget() ? null
                : java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                    try {
                        return NativeTarget.build(program.files);
                    } catch (NativeTarget.BuildFailed e) {
                        return e.getMessage();
                    }
                });
        try {
            return fuzz(deadline, guard, build, out, err);
        } finally {
            if (build != null) build.thenAccept(b -> { if (b instanceof NativeTarget.Build nb) nb.delete(); });
        }
    }

    private Integer fuzz(long deadline, ShutdownGuard guard, java.util.concurrent.CompletableFuture<Object> build, PrintWriter out, PrintWriter err)
            throws Exception {
        try (guard; Workbench wb = program.load(err)) {
            if (!wb.isC()) throw new ParameterException(spec.commandLine(), "fuzz is for C programs");
            int workers = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
            if (workers < 1 || workers > 256) throw new ParameterException(spec.commandLine(), "--jobs must be a number of workers from 1 to 256");
            if (maxLen < 0 || maxLen > effigy.exec.MemObject.VLA_LIMIT) {
                throw new ParameterException(spec.commandLine(), "--max-len must be between 0 and " + effigy.exec.MemObject.VLA_LIMIT);
            }
            boolean libFuzzer = program.entry == null && wb.isLibFuzzerTarget();
            Workbench.Entry entry = libFuzzer ? wb.libFuzzerEntry(maxLen) : program.entry(wb, spec.commandLine());
            ExecOptions exec = program.execOptions(1_000_000, spec.commandLine());
            InputLayout layout = new InputLayout(entry, libFuzzer);
            List<byte[]> seeds = seeds(layout);
            coverageOption.checkWritable();
            Coverage coverage = new Coverage(wb.program(), f -> !Workbench.isLibrary(f));
            // an earlier run's inputs and crashes (the files named id:NNNNNN,... and nothing else) go before this run
            // writes its own, so that queue/ and crashes/ hold this run's alone
            for (String sub : List.of("queue", "crashes", "unconfirmed")) {
                AtomicFiles.removeStale(AtomicFiles.directory(outDir.resolve(sub)), RESULT_FILE, java.util.Set.of());
            }
            Output output = new Output(wb, entry, exec, libFuzzer);
            WhiteboxFuzzer.Native nat = null;
            if (!libFuzzer) {
                runCheck = "Run&Check in the interpreter";
            } else if (build == null) {
                runCheck = "Run&Check in the interpreter" + (noNative ? " (--no-native)" : "");
            } else if (build.get() instanceof NativeTarget.Build nb) {
                nat = new WhiteboxFuzzer.Native(nb, userFiles(), hangMillis, 1, program.solverTimeout == 0 ? QUERY_MILLIS : Math.min(program.solverTimeout, QUERY_MILLIS));
                runCheck = "Run&Check native (" + nb.compiler() + ", AddressSanitizer and UBSan) and in the interpreter; hybrid search";
            } else {
                runCheck = "Run&Check in the interpreter (no native build: " + build.get() + ")";
            }
            WhiteboxFuzzer fuzzer = new WhiteboxFuzzer(wb, layout, exec, coverage, coverageOption.requested(), output, nat);
            if (stopOnCrash) output.stopAtCrash = fuzzer;
            Thread status = statusThread(fuzzer, err);
            status.start();
            try {
                fuzzer.run(seeds, workers, deadline);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                status.interrupt();
                status.join();
            }
            WhiteboxFuzzer.Stats st = fuzzer.stats();
            double seconds = ProcessTime.elapsedSeconds();
            String stopped = fuzzer.stoppedBecause();
            AtomicFiles.write(outDir.resolve("fuzzer_stats"), statsFile(st, seconds, workers, stopped, entry));
            effigy.report.Lcov.Totals totals = coverageOption.requested() ? coverageOption.write(coverage) : null;
            if (program.json) {
                ObjectNode o = json(st, seconds, workers, stopped, entry, output, fuzzer);
                if (totals != null) coverageOption.json(o, totals);
                return JsonOutput.print(out, "fuzz", exitCode(st, stopped), o);
            } else {
                out.println("fuzz " + entry.text() + " from " + seeds.size() + " seed" + (seeds.size() == 1 ? "" : "s") + ", " + workers + " worker" + (workers == 1 ? "" : "s"));
                out.println(runCheck);
                out.println(stopped == null ? "search complete: every conjunct of every input expanded" : "stopped: " + stopped);
                if (fuzzer.isNative()) {
                    out.printf("inputs %d (%d in queue/) · generations %d · executions %d (%d native, %d mutated; %d concrete, %d concolic in Effigy), %.0f/s%n",
                            st.inputs(), output.queued, st.generation(), st.executions(), st.nativeRuns(), st.mutations(), st.concreteRuns(), st.concolicRuns(),
                            st.executions() / Math.max(seconds, 1e-9));
                    out.printf("coverage: blocks %d/%d, branches %d/%d, native edges %d%n", st.blocksCovered(), st.blocks(), st.branchesCovered(), st.branches(), st.edges());
                } else {
                    out.printf("inputs %d (%d in queue/) · generations %d · executions %d (%d concrete, %d concolic), %.0f/s%n",
                            st.inputs(), output.queued, st.generation(), st.executions(), st.concreteRuns(), st.concolicRuns(), st.executions() / Math.max(seconds, 1e-9));
                    out.printf("coverage: blocks %d/%d, branches %d/%d%n", st.blocksCovered(), st.blocks(), st.branchesCovered(), st.branches());
                }
                out.printf("crashes %d · divergences %d · hangs %d · solver queries %d (%d unknown) · duplicate inputs %d%n",
                        st.crashes(), st.divergences(), st.hangs(), st.queries(), st.unknown(), st.duplicates());
                for (String line : output.crashLines) out.println("  " + line);
                if (!output.findingLines.isEmpty()) {
                    out.println("errors Effigy found that the native sanitized build does not show (not crashes; inputs in unconfirmed/):");
                    for (String line : output.findingLines) out.println("  " + line);
                }
                if (fuzzer.isNative()) {
                    out.printf("worker time: native runs %.3f s, concrete runs %.3f s, concolic runs %.3f s, solver %.3f s (%.0f%%; %d optimistic)%n",
                            st.nativeSeconds(), st.concreteSeconds(), st.concolicSeconds(), st.solverSeconds(), 100 * st.solverShare(), st.optimistic());
                } else {
                    out.printf("worker time: concrete runs %.3f s, concolic runs %.3f s, solver %.3f s%n", st.concreteSeconds(), st.concolicSeconds(), st.solverSeconds());
                }
                out.println("results in " + outDir);
                if (totals != null) out.println(coverageOption.summary(totals));
                out.printf("time %.3f s%n", seconds);
            }
            out.flush();
            return exitCode(st, stopped);
        }
    }

    /** Whether the program may be a libFuzzer target (worth building natively): no --entry, and a source names the function. */
    private boolean mayBeLibFuzzerTarget() {
        if (program.entry != null) return false;
        for (Path p : program.files) {
            try {
                if (Files.readString(p, StandardCharsets.ISO_8859_1).contains("LLVMFuzzerTestOneInput")) return true;
            } catch (IOException | RuntimeException e) {
                return false;   // the front end says what is wrong with the file
            }
        }
        return false;
    }

    /** What Run&Check runs on, for the summary. */
    private String runCheck;

    /** The solver's time per query in a hybrid search, at most: a query that takes longer is left for mutation and for the next input. */
    static final int QUERY_MILLIS = 1000;

    /** The user's files as a sanitizer names them (absolute paths), each to the name the user gave. */
    private java.util.function.Function<String, String> userFiles() {
        java.util.Map<String, String> names = new java.util.HashMap<>();
        for (Path p : program.files) names.put(p.toAbsolutePath().normalize().toString(), p.toString());
        return f -> {
            String n = names.get(f);
            if (n != null) return n;
            try {
                return names.get(Path.of(f).toAbsolutePath().normalize().toString());
            } catch (java.nio.file.InvalidPathException e) {
                return null;
            }
        };
    }

    /** A fuzzer never claims a complete search: no crash is 0; an internal error that stopped it is 3. */
    private static int exitCode(WhiteboxFuzzer.Stats st, String stopped) {
        if (stopped != null && stopped.startsWith("internal error")) return Main.INTERNAL;
        return st.crashes() > 0 ? Main.FOUND_ERROR : Main.OK;
    }

    /** The seeds: files of --seed-dir, --seed-string values; with none, one input of zeros (the entry's bytes; empty for a stream or libFuzzer). */
    private List<byte[]> seeds(InputLayout layout) {
        List<byte[]> seeds = new ArrayList<>();
        if (seedsDir != null) {
            if (!Files.isDirectory(seedsDir)) throw new ParameterException(spec.commandLine(), "--seed-dir " + seedsDir + ": not a directory");
            try (var files = Files.list(seedsDir)) {
                for (Path p : files.filter(Files::isRegularFile).sorted().toList()) seeds.add(Files.readAllBytes(p));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException("cannot read seeds from " + seedsDir + ": " + e.getMessage(), e);
            }
        }
        for (String s : seedStrings) seeds.add(s.getBytes(StandardCharsets.UTF_8));
        if (seeds.isEmpty()) seeds.add(new byte[layout.libFuzzer() ? 0 : (int) layout.capacity()]);
        if (layout.libFuzzer()) {
            for (int i = 0; i < seeds.size(); i++) {
                if (seeds.get(i).length > layout.capacity()) seeds.set(i, java.util.Arrays.copyOf(seeds.get(i), (int) layout.capacity()));
            }
        }
        return seeds;
    }

    /** Once a second on standard error: what the search has done so far. */
    private static Thread statusThread(WhiteboxFuzzer fuzzer, PrintWriter err) {
        Thread t = new Thread(() -> {
            long last = 0;
            try {
                while (true) {
                    Thread.sleep(1000);
                    WhiteboxFuzzer.Stats st = fuzzer.stats();
                    double s = ProcessTime.elapsedSeconds();
                    err.printf("effigy fuzz: %.0f s · %d execs (%.0f/s) · gen %d · work list %d · blocks %d/%d · branches %d/%d%s · crashes %d · divergences %d"
                                    + " · solver %.0f%% · last new %.0f s ago%n",
                            s, st.executions(), (st.executions() - last) / 1.0, st.generation(), st.workList(), st.blocksCovered(), st.blocks(),
                            st.branchesCovered(), st.branches(), fuzzer.isNative() ? " · edges " + st.edges() : "", st.crashes(), st.divergences(),
                            100 * st.solverShare(), st.sinceProgress());
                    err.flush();
                    last = st.executions();
                }
            } catch (InterruptedException e) {
                // done
            }
        }, "effigy-fuzz-status");
        t.setDaemon(true);
        return t;
    }

    private String statsFile(WhiteboxFuzzer.Stats st, double seconds, int workers, String stopped, Workbench.Entry entry) {
        StringBuilder sb = new StringBuilder();
        java.util.function.BiConsumer<String, Object> line = (k, v) -> sb.append(String.format("%-18s: %s%n", k, v));
        line.accept("fuzzer", "effigy fuzz (SAGE generational search)");
        line.accept("target", entry.text());
        line.accept("run_time", String.format("%.3f", seconds));
        line.accept("workers", workers);
        line.accept("execs_done", st.executions());
        line.accept("concrete_runs", st.concreteRuns());
        line.accept("concolic_runs", st.concolicRuns());
        line.accept("execs_per_sec", String.format("%.1f", st.executions() / Math.max(seconds, 1e-9)));
        line.accept("inputs_total", st.inputs());
        line.accept("generations", st.generation());
        line.accept("work_list", st.workList());
        line.accept("blocks_covered", st.blocksCovered() + "/" + st.blocks());
        line.accept("branches_covered", st.branchesCovered() + "/" + st.branches());
        line.accept("unique_crashes", st.crashes());
        line.accept("divergences", st.divergences());
        line.accept("hangs", st.hangs());
        line.accept("solver_queries", st.queries());
        line.accept("solver_unknown", st.unknown());
        line.accept("duplicate_inputs", st.duplicates());
        line.accept("concrete_seconds", String.format("%.3f", st.concreteSeconds()));
        line.accept("concolic_seconds", String.format("%.3f", st.concolicSeconds()));
        line.accept("solver_seconds", String.format("%.3f", st.solverSeconds()));
        line.accept("solver_share", String.format("%.3f", st.solverShare()));
        line.accept("since_last_new", String.format("%.1f", st.sinceProgress()));
        line.accept("run_check", runCheck);
        line.accept("native_runs", st.nativeRuns());
        line.accept("mutations", st.mutations());
        line.accept("native_seconds", String.format("%.3f", st.nativeSeconds()));
        line.accept("edges_covered", st.edges());
        line.accept("unconfirmed", st.unconfirmed());
        line.accept("optimistic", st.optimistic());
        line.accept("length_relaxed", st.lengthRelaxed());
        line.accept("stopped", stopped == null ? "work list empty" : stopped);
        return sb.toString();
    }

    private ObjectNode json(WhiteboxFuzzer.Stats st, double seconds, int workers, String stopped, Workbench.Entry entry, Output output, WhiteboxFuzzer fuzzer) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("target", entry.text());
        o.put("workers", workers);
        o.put("complete", stopped == null);
        if (stopped != null) o.put("stopped", stopped);
        o.put("executions", st.executions());
        o.put("concreteRuns", st.concreteRuns());
        o.put("concolicRuns", st.concolicRuns());
        o.put("inputs", st.inputs());
        o.put("queued", output.queued);
        o.put("generations", st.generation());
        o.put("blocksCovered", st.blocksCovered());
        o.put("blocks", st.blocks());
        o.put("branchesCovered", st.branchesCovered());
        o.put("branches", st.branches());
        o.put("divergences", st.divergences());
        o.put("hangs", st.hangs());
        o.put("solverQueries", st.queries());
        o.put("solverUnknown", st.unknown());
        o.put("duplicates", st.duplicates());
        o.put("seconds", seconds);
        ObjectNode time = o.putObject("workerTime");
        time.put("concreteRuns", st.concreteSeconds());
        time.put("concolicRuns", st.concolicSeconds());
        time.put("solver", st.solverSeconds());
        time.put("nativeRuns", st.nativeSeconds());
        o.put("solverShare", st.solverShare());
        o.put("sinceLastNew", st.sinceProgress());
        o.put("runCheck", runCheck);
        o.put("native", fuzzer.isNative());
        o.put("nativeRuns", st.nativeRuns());
        o.put("mutations", st.mutations());
        o.put("edges", st.edges());
        o.put("optimistic", st.optimistic());
        o.put("lengthRelaxed", st.lengthRelaxed());
        o.set("crashes", output.crashJson);
        o.set("unconfirmed", output.findingJson);
        return o;
    }

    /** Writes the queue and the crashes as they come (each file whole or absent). Called one at a time by the fuzzer. */
    private final class Output implements WhiteboxFuzzer.Listener {
        final Workbench wb;
        final Workbench.Entry entry;
        final ExecOptions exec;
        final boolean libFuzzer;
        final LeafReport report;
        final String programText;
        int queued;
        final List<String> crashLines = new ArrayList<>();
        final ArrayNode crashJson = JsonNodeFactory.instance.arrayNode();
        final List<String> findingLines = new ArrayList<>();
        final ArrayNode findingJson = JsonNodeFactory.instance.arrayNode();
        WhiteboxFuzzer stopAtCrash;

        Output(Workbench wb, Workbench.Entry entry, ExecOptions exec, boolean libFuzzer) {
            this.wb = wb;
            this.entry = entry;
            this.exec = exec;
            this.libFuzzer = libFuzzer;
            this.report = new LeafReport(wb.termBuilder());
            this.programText = String.join(" ", program.files.stream().map(Object::toString).toList());
        }

        @Override public void input(WhiteboxFuzzer.Input in, Runner.ConcreteRun run) {
            // a crashing input stays out of queue/ (a fuzzer loading it as its corpus would stop at it)
            if (in.crashed() || (in.parent >= 0 && in.score() == 0 && in.newBranches() == 0)) return;
            queued++;
            AtomicFiles.write(outDir.resolve("queue").resolve(String.format("id:%06d,gen:%d,bound:%d,score:%d%s", in.id, in.generation, in.bound,
                    in.score(), in.parent < 0 ? ",orig" : ",src:" + String.format("%06d", in.parent))), in.bytes);
        }

        @Override public void crash(WhiteboxFuzzer.Crash crash) {
            WhiteboxFuzzer.Input in = crash.input();
            effigy.exec.Leaf leaf = crash.leaf();
            String name = String.format("id:%06d,kind:%s,line:%d", in.id, crash.kind(), crash.line());
            Path dir = outDir.resolve("crashes");
            AtomicFiles.write(dir.resolve(name), in.bytes);
            boolean error = leaf != null && leaf.status() == effigy.exec.Leaf.Status.ERROR;
            if (error) AtomicFiles.write(dir.resolve(name + ".json"), TestFiles.write(program.files, entry.text(), program.maxSteps(1_000_000), leaf, report, settings()));
            if (leaf != null) AtomicFiles.write(dir.resolve(name + ".c"), CHarness.write(programText, entry.function(), entry.args(), leaf, (int) in.id, wb.program()));
            if (crash.report() != null) AtomicFiles.write(dir.resolve(name + ".txt"), crash.report().getBytes(StandardCharsets.UTF_8));
            crashLines.add(describe(crash, in) + " -> crashes/" + name);
            if (crash.inner() != null) crashLines.add("  in " + crash.inner());
            json(crashJson.addObject(), crash, in, dir.resolve(name));
            if (stopAtCrash != null) stopAtCrash.stop("the first crash (--stop-on-error)");
        }

        @Override public void unconfirmed(WhiteboxFuzzer.Crash finding) {
            WhiteboxFuzzer.Input in = finding.input();
            String name = String.format("id:%06d,kind:%s,line:%d", in.id, finding.kind(), finding.line());
            Path dir = outDir.resolve("unconfirmed");
            AtomicFiles.write(dir.resolve(name), in.bytes);
            AtomicFiles.write(dir.resolve(name + ".json"), TestFiles.write(program.files, entry.text(), program.maxSteps(1_000_000), finding.leaf(), report, settings()));
            findingLines.add(describe(finding, in) + " -> unconfirmed/" + name);
            if (finding.inner() != null) findingLines.add("  in " + finding.inner());
            json(findingJson.addObject(), finding, in, dir.resolve(name));
        }

        private ObjectNode settings() {
            ObjectNode settings = program.settingsJson(entry, exec);
            if (libFuzzer) {
                settings.put("libFuzzer", true);
                settings.put("maxLen", maxLen);
            }
            return settings;
        }

        private String describe(WhiteboxFuzzer.Crash c, WhiteboxFuzzer.Input in) {
            return c.key() + ": " + c.message() + " (input " + show(in.bytes) + ", generation " + in.generation + ")";
        }

        private void json(ObjectNode c, WhiteboxFuzzer.Crash crash, WhiteboxFuzzer.Input in, Path file) {
            c.put("kind", crash.kind());
            c.put("where", crash.where());
            if (crash.inner() != null) c.put("inner", crash.inner());
            if (crash.leaf() != null && crash.leaf().error() != null && crash.leaf().error().library() != null) {
                c.set("library", LeafReport.libraryJson(crash.leaf().error().library()));
            }
            c.put("message", crash.message());
            c.put("confirmed", crash.confirmed());
            c.put("input", java.util.HexFormat.of().formatHex(in.bytes));
            c.put("generation", in.generation);
            c.put("file", file.toString());
        }
    }

    /** Input bytes for people: a quoted string when printable, else hex. */
    static String show(byte[] b) {
        if (b.length > 32) return b.length + " bytes";
        boolean printable = true;
        for (byte x : b) if (x < 0x20 || x > 0x7e) { printable = false; break; }
        return printable ? "\"" + new String(b, StandardCharsets.US_ASCII) + "\"" : "0x" + java.util.HexFormat.of().formatHex(b);
    }
}
