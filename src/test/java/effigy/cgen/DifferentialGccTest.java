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
 *
 * <p>About half of the programs compute with {@code float} and {@code double} (IEEE arithmetic with NaN and
 * infinities, mixed integer/floating expressions, conversions, {@code math.h}'s {@code fabs}, {@code sqrt},
 * {@code floor}, {@code ceil}, {@code fmin}, {@code fmax}) and print them with {@code %a} (bit-exact),
 * {@code %.17g}, {@code %e}, {@code %f} and {@code %g}; Effigy must match gcc bit for bit. gcc's flags keep
 * the arithmetic strict IEEE binary32/binary64 with round-to-nearest: {@code -O0} and no
 * {@code -ffast-math}; {@code -ffp-contract=off} so that {@code a * b + c} is never fused into one rounding
 * (gcc's default in GNU mode is {@code -ffp-contract=fast}; plain x86-64 has no FMA instruction, but the flag
 * makes that independent of the target); and for {@code -m32}, {@code -msse2 -mfpmath=sse}, because i386's
 * default x87 unit evaluates {@code float} and {@code double} in 80-bit registers (FLT_EVAL_METHOD 2), so
 * results would be rounded twice, or not at all until a value is stored: with SSE2 each operation is rounded
 * once to its type, as under x86-64 and in Effigy. {@code -lm} links math.h's functions ({@link Gcc#compile}).
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

    /**
     * gcc's flags: {@code -O0 -w -ffp-contract=off}, with {@code -m32 -msse2 -mfpmath=sse} for ILP32 (see the
     * class comment for why).
     */
    static List<String> gccFlags(DataModel model) {
        return model == DataModel.ILP32 ? List.of("-m32", "-msse2", "-mfpmath=sse", "-O0", "-w", "-ffp-contract=off")
                : List.of("-O0", "-w", "-ffp-contract=off");
    }

    private Result compare(long seed, DataModel model) throws IOException {
        String program = CProgramGenerator.generate(seed, model);
        String name = (model == DataModel.ILP32 ? "q" : "p") + seed;
        Path src = work.resolve(name + ".c"), exe = work.resolve(name);
        Files.writeString(src, program);
        Gcc.Outcome build = Gcc.compile(src, exe, gccFlags(model));
        if (!build.ok()) return new Result(seed, "gcc failed: " + build.stderr());
        Gcc.Outcome native_ = Gcc.run(exe, 20);
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(new String[] {"run", "--data-model", model.option(), src.toString()}, new PrintWriter(out, true), new PrintWriter(err, true));
        Files.deleteIfExists(exe);
        // Effigy's own status is 0 for a run to the program's end; the program's status is the one it prints
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("effigy: the program exited with status (\\d+)").matcher(err.toString());
        if (code != Main.OK || !m.find()) return new Result(seed, "effigy exited with " + code + " (the program's status not printed); " + err.toString().strip());
        int status = Integer.parseInt(m.group(1));
        if (status != native_.exit()) return new Result(seed, "exit " + status + " instead of " + native_.exit() + "; " + err.toString().strip());
        if (!out.toString().equals(native_.stdout())) return new Result(seed, "stdout differs; " + err.toString().strip());
        Files.deleteIfExists(src);
        return new Result(seed, null);
    }
}
