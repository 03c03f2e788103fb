package effigy.bench;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Stop;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Concrete execution speed: runs C programs without symbolic inputs in the interpreter and reports IR
 * instructions per second, the time against the same program compiled with {@code gcc -O0}, and the
 * whole command as a user runs it ({@code ./effigy run FILE}: a cold JVM, the C front end, the run,
 * the output): its wall time and peak resident set size, measured with {@code /usr/bin/time} when
 * that exists (otherwise the wall time alone), and whether its output and exit status are gcc's.
 * Usage: {@code java -cp "$(bench/classpath)" effigy.bench.ConcreteBenchmark [--reps N] [--process-reps N] FILE.c ...},
 * from the repository root (where {@code ./effigy} is); {@code --process-reps 0} skips the whole-process runs.
 */
public final class ConcreteBenchmark {
    private ConcreteBenchmark() {}

    /** One program run as a separate process: its output, exit status, wall time and peak RSS (KB; -1 when unknown). */
    private record ProcessRun(String output, int status, double seconds, long rssKb, String err) {
        /** For {@code ./effigy run}: the program's exit status as Effigy prints it (its own is 0 for a run to the end); -1 when not printed. */
        int programStatus() {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("effigy: the program exited with status (\\d+)").matcher(err);
            return status == 0 && m.find() ? Integer.parseInt(m.group(1)) : -1;
        }
    }

    public static void main(String[] args) throws Exception {
        int reps = 5;
        int processReps = 3;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--reps" -> reps = Integer.parseInt(args[++i]);
                case "--process-reps" -> processReps = Integer.parseInt(args[++i]);
                default -> files.add(Path.of(args[i]));
            }
        }
        if (files.isEmpty()) {
            // the C programs without symbolic inputs (the others are the exploration benchmark's)
            try (var s = Files.list(Path.of("bench/programs"))) {
                files = s.filter(p -> p.toString().endsWith(".c") && !hasInputs(p)).sorted().toList();
            }
        }
        boolean timeTool = Files.isExecutable(Path.of("/usr/bin/time"));
        Path launcher = Path.of("effigy");
        if (processReps > 0 && !Files.isExecutable(launcher)) {
            System.err.println("bench: no ./effigy here (run from the repository root); whole-process runs skipped");
            processReps = 0;
        }
        if (processReps > 0 && !timeTool) System.err.println("bench: /usr/bin/time missing (Debian package 'time'): no peak RSS");
        System.out.printf("machine: %d cores, Java %s%n", Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"));
        System.out.printf("%-12s %11s %10s %11s %11s %7s   %12s %12s %8s %8s%n", "program", "IR instrs", "median ms", "instrs/s",
                "gcc -O0 ms", "vs gcc", "effigy run s", "min-max s", "RSS MB", "= gcc");
        for (Path f : files) {
            System.err.println("bench: " + f);
            long[] times = new long[reps];
            long instructions = 0;
            for (int r = -2; r < reps; r++) {   // two warm-up runs
                try (Workbench wb = Workbench.load(List.of(f), 0)) {
                    Executor ex = wb.concreteExecutor(ExecOptions.DEFAULT.withMaxSteps(Integer.MAX_VALUE), effigy.term.Assignment.EMPTY);
                    Workbench.Entry e = wb.cEntry("main");
                    long t0 = System.nanoTime();
                    Stop stop = ex.run(ex.start(e.function(), e.args()));
                    long t = System.nanoTime() - t0;
                    if (!(stop instanceof Stop.Finished)) throw new IllegalStateException(f + " did not finish concretely: " + stop);
                    if (r >= 0) { times[r] = t; instructions = ex.stats().instructions; }
                }
            }
            Arrays.sort(times);
            double ms = times[reps / 2] / 1e6;

            Path exe = Files.createTempFile("effigy-bench", "");
            List<ProcessRun> gcc = new ArrayList<>();
            if (compile(f, exe)) for (int r = 0; r < reps; r++) gcc.add(run(List.of(exe.toString()), false));
            Files.deleteIfExists(exe);
            double gccMs = gcc.isEmpty() ? -1 : median(gcc.stream().mapToDouble(ProcessRun::seconds).toArray()) * 1000;

            List<ProcessRun> whole = new ArrayList<>();
            for (int r = 0; r < processReps; r++) whole.add(run(List.of("./effigy", "run", f.toString()), timeTool));
            String wall = "n/a", range = "n/a", rss = "n/a", same = "n/a";
            if (!whole.isEmpty()) {
                double[] s = whole.stream().mapToDouble(ProcessRun::seconds).sorted().toArray();
                wall = String.format("%.2f", median(s));
                range = String.format("%.2f-%.2f", s[0], s[s.length - 1]);
                if (timeTool) rss = String.format("%.0f", median(whole.stream().mapToDouble(w -> w.rssKb() / 1024.0).toArray()));
                if (!gcc.isEmpty()) {
                    ProcessRun g = gcc.get(0);
                    same = whole.stream().allMatch(w -> w.output().equals(g.output()) && w.programStatus() == g.status()) ? "yes" : "NO";
                }
                if (whole.stream().anyMatch(w -> w.status() != 0)) System.err.println("bench: " + f + ": ./effigy run exited with status " + whole.get(0).status());
            }
            System.out.printf("%-12s %11d %10.1f %11.0f %11s %7s   %12s %12s %8s %8s%n", f.getFileName().toString().replace(".c", ""),
                    instructions, ms, instructions / (ms / 1000), gccMs < 0 ? "n/a" : String.format("%.1f", gccMs),
                    gccMs <= 0 ? "n/a" : String.format("%.0fx", ms / gccMs), wall, range, rss, same);
        }
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static boolean hasInputs(Path p) {
        try {
            String text = Files.readString(p);
            return text.contains("__VERIFIER_nondet_") || text.contains("effigy_symbolic");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Compiles f with gcc -O0 into exe; false without gcc or when it fails. */
    private static boolean compile(Path f, Path exe) throws InterruptedException {
        try {
            Process p = new ProcessBuilder("gcc", "-O0", "-w", "-I", "src/main/resources/effigy/lang/c/include", "-o", exe.toString(), f.toString())
                    .redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Runs a command, its standard output and error captured, and measures it: with
     * {@code /usr/bin/time} the wall time and peak RSS it reports, otherwise the wall time seen from here.
     */
    private static ProcessRun run(List<String> command, boolean timeTool) throws IOException, InterruptedException {
        Path report = timeTool ? Files.createTempFile("effigy-bench-time", "") : null;
        List<String> cmd = new ArrayList<>();
        if (timeTool) cmd.addAll(List.of("/usr/bin/time", "-f", "%e %M", "-o", report.toString()));
        cmd.addAll(command);
        long t0 = System.nanoTime();
        Path errFile = Files.createTempFile("effigy-bench-err", "");
        Process p = new ProcessBuilder(cmd).redirectError(errFile.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        int status = p.waitFor();
        String err = Files.readString(errFile, StandardCharsets.ISO_8859_1);
        Files.deleteIfExists(errFile);
        double seconds = (System.nanoTime() - t0) / 1e9;
        long rss = -1;
        if (timeTool) {
            // the last line; a line before it says "Command exited with non-zero status N"
            List<String> lines = Files.readAllLines(report);
            Files.deleteIfExists(report);
            String[] parts = lines.isEmpty() ? new String[0] : lines.get(lines.size() - 1).trim().split("\\s+");
            if (parts.length == 2) {
                seconds = Double.parseDouble(parts[0]);
                rss = Long.parseLong(parts[1]);
            }
        }
        return new ProcessRun(out, status, seconds, rss, err);
    }
}
