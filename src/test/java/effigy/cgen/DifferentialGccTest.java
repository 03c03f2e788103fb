package effigy.cgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Differential testing against gcc: for generated deterministic C programs (seeds 1..N, N from
 * {@code -Deffigy.diff.programs}, default 1000), {@code effigy run} prints exactly what the gcc-compiled
 * program prints and exits with the same status. Each failure names the seed, so the program can be
 * regenerated with {@link CProgramGenerator#generate(long)}.
 */
class DifferentialGccTest {
    @TempDir Path work;

    private record Result(long seed, String mismatch) {}

    @Test
    void effigyRunAgreesWithGcc() throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        int programs = Integer.getInteger("effigy.diff.programs", 1000);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Result>> results = new ArrayList<>();
        for (long seed = 1; seed <= programs; seed++) {
            long s = seed;
            results.add(pool.submit(() -> compare(s)));
        }
        List<String> mismatches = new ArrayList<>();
        for (Future<Result> f : results) {
            Result r = f.get();
            if (r.mismatch() != null) mismatches.add("seed " + r.seed() + ": " + r.mismatch());
        }
        pool.shutdown();
        assertTrue(mismatches.isEmpty(), mismatches.size() + " of " + programs + " programs differ:\n" + String.join("\n", mismatches.subList(0, Math.min(10, mismatches.size()))));
        assertEquals(programs, results.size());
    }

    private Result compare(long seed) throws IOException {
        String program = CProgramGenerator.generate(seed);
        Path src = work.resolve("p" + seed + ".c"), exe = work.resolve("p" + seed);
        Files.writeString(src, program);
        Gcc.Outcome build = Gcc.compile(src, exe, List.of("-O0", "-w"));
        if (!build.ok()) return new Result(seed, "gcc failed: " + build.stderr());
        Gcc.Outcome native_ = Gcc.run(exe, 20);
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(new String[] {"run", src.toString()}, new PrintWriter(out, true), new PrintWriter(err, true));
        Files.deleteIfExists(exe);
        if (code != native_.exit()) return new Result(seed, "exit " + code + " instead of " + native_.exit() + "; " + err.toString().strip());
        if (!out.toString().equals(native_.stdout())) return new Result(seed, "stdout differs; " + err.toString().strip());
        Files.deleteIfExists(src);
        return new Result(seed, null);
    }
}
