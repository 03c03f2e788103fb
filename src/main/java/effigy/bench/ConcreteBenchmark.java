package effigy.bench;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Stop;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Concrete execution speed: runs C programs without symbolic inputs in the interpreter and reports IR
 * instructions per second, and the time against the same program compiled with {@code gcc -O0}.
 * Usage: {@code java -cp target/effigy.jar effigy.bench.ConcreteBenchmark [--reps N] FILE.c ...}.
 */
public final class ConcreteBenchmark {
    private ConcreteBenchmark() {}

    public static void main(String[] args) throws Exception {
        int reps = 5;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--reps")) reps = Integer.parseInt(args[++i]);
            else files.add(Path.of(args[i]));
        }
        if (files.isEmpty()) {
            // the C programs without symbolic inputs (the others are the exploration benchmark's)
            try (var s = Files.list(Path.of("bench/programs"))) {
                files = s.filter(p -> p.toString().endsWith(".c") && !hasInputs(p)).sorted().toList();
            }
        }
        System.out.printf("machine: %d cores, Java %s%n", Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"));
        System.out.printf("%-12s %14s %10s %12s %12s %10s%n", "program", "IR instrs", "median ms", "instrs/s", "gcc -O0 ms", "vs gcc");
        for (Path f : files) {
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
            double native_ = gccMillis(f, reps);
            System.out.printf("%-12s %14d %10.1f %12.0f %12s %10s%n", f.getFileName().toString().replace(".c", ""), instructions, ms,
                    instructions / (ms / 1000), native_ < 0 ? "n/a" : String.format("%.1f", native_), native_ <= 0 ? "n/a" : String.format("%.0fx", ms / native_));
        }
    }

    private static boolean hasInputs(Path p) {
        try {
            String text = Files.readString(p);
            return text.contains("__VERIFIER_nondet_") || text.contains("effigy_symbolic");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Median wall time of the gcc -O0 binary, or -1 without gcc. */
    private static double gccMillis(Path f, int reps) throws IOException, InterruptedException {
        Path exe = Files.createTempFile("effigy-bench", "");
        Process p = new ProcessBuilder("gcc", "-O0", "-w", "-o", exe.toString(), f.toString()).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        if (p.waitFor() != 0) return -1;
        long[] times = new long[reps];
        for (int r = 0; r < reps; r++) {
            long t0 = System.nanoTime();
            Process run = new ProcessBuilder(exe.toString()).redirectErrorStream(true).start();
            run.getInputStream().readAllBytes();
            run.waitFor();
            times[r] = System.nanoTime() - t0;
        }
        Files.deleteIfExists(exe);
        Arrays.sort(times);
        return times[reps / 2] / 1e6;
    }
}
