package effigy.cgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cli.Main;
import effigy.ir.DataModel;
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
 * Differential testing against gcc: for generated deterministic C programs (seeds 1..N), {@code effigy run}
 * prints exactly what the gcc-compiled program prints and exits with the same status. LP64: N from
 * {@code -Deffigy.diff.programs} (default 1000) against plain gcc; ILP32: N from
 * {@code -Deffigy.diff.programs32} (default 300) generated for ILP32 and run with {@code --data-model ILP32}
 * against {@code gcc -m32} (skipped when it is unavailable). Each failure names the seed, so the program can be
 * regenerated with {@link CProgramGenerator#generate(long, DataModel)}.
 */
class DifferentialGccTest {
    @TempDir Path work;

    private record Result(long seed, String mismatch) {}

    @Test
    void effigyRunAgreesWithGcc() throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        differential(DataModel.LP64, Integer.getInteger("effigy.diff.programs", 1000));
    }

    @Test
    void effigyRunWithIlp32AgreesWithGccM32() throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        Assumptions.assumeTrue(Gcc.m32Available(), Gcc.M32_MISSING);
        differential(DataModel.ILP32, Integer.getInteger("effigy.diff.programs32", 300));
    }

    private void differential(DataModel model, int programs) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Result>> results = new ArrayList<>();
        for (long seed = 1; seed <= programs; seed++) {
            long s = seed;
            results.add(pool.submit(() -> compare(s, model)));
        }
        List<String> mismatches = new ArrayList<>();
        for (Future<Result> f : results) {
            Result r = f.get();
            if (r.mismatch() != null) mismatches.add("seed " + r.seed() + ": " + r.mismatch());
        }
        pool.shutdown();
        assertTrue(mismatches.isEmpty(), mismatches.size() + " of " + programs + " programs differ (" + model + "):\n" + String.join("\n", mismatches.subList(0, Math.min(10, mismatches.size()))));
        assertEquals(programs, results.size());
    }

    private Result compare(long seed, DataModel model) throws IOException {
        String program = CProgramGenerator.generate(seed, model);
        String name = (model == DataModel.ILP32 ? "q" : "p") + seed;
        Path src = work.resolve(name + ".c"), exe = work.resolve(name);
        Files.writeString(src, program);
        Gcc.Outcome build = Gcc.compile(src, exe, model == DataModel.ILP32 ? List.of("-m32", "-O0", "-w") : List.of("-O0", "-w"));
        if (!build.ok()) return new Result(seed, "gcc failed: " + build.stderr());
        Gcc.Outcome native_ = Gcc.run(exe, 20);
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(new String[] {"run", "--data-model", model.option(), src.toString()}, new PrintWriter(out, true), new PrintWriter(err, true));
        Files.deleteIfExists(exe);
        if (code != native_.exit()) return new Result(seed, "exit " + code + " instead of " + native_.exit() + "; " + err.toString().strip());
        if (!out.toString().equals(native_.stdout())) return new Result(seed, "stdout differs; " + err.toString().strip());
        Files.deleteIfExists(src);
        return new Result(seed, null);
    }
}
