package effigy.cgen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.ir.DataModel;
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
 * Evidence that {@link CProgramGenerator} writes deterministic programs free of undefined behaviour: each
 * program (seeds 1 … N) is compiled with {@code gcc -O0} and with {@code gcc -O2 -fsanitize=undefined
 * -fno-sanitize-recover=all} (plain {@code -O2} when UBSan is unavailable); both binaries must print the
 * same output, end with the same exit status, and the sanitized one must report nothing on standard error.
 *
 * <p>Programs are generated for LP64 (plain gcc) and for ILP32 ({@code gcc -m32}, skipped when it is
 * unavailable; UBSan with {@code -m32} needs the 32-bit libubsan, else plain {@code -O2}). Both builds use
 * {@code -ffp-contract=off}, and {@code -m32} also {@code -msse2 -mfpmath=sse} (strict IEEE single and double
 * precision, no x87 excess precision: see {@link DifferentialGccTest}); UBSan also checks
 * {@code float-cast-overflow} (a floating value converted to an integer type that cannot hold it), which
 * {@code -fsanitize=undefined} leaves out, when it is available.
 *
 * <p>System properties: {@code effigy.cgen.programs} (N, default 200), {@code effigy.cgen.programs32} (N for
 * ILP32, default 150), {@code effigy.cgen.firstSeed}
 * (default 1), {@code effigy.cgen.threads} (default 2), {@code effigy.cgen.asan} (true: AddressSanitizer
 * too, about 20% slower).
 */
class GeneratorGccTest {

    @Test
    void generatedProgramsBehaveTheSameUnderO0AndSanitizedO2(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        checkAll(dir, DataModel.LP64, Integer.getInteger("effigy.cgen.programs", 200));
    }

    @Test
    void ilp32ProgramsBehaveTheSameUnderM32O0AndSanitizedO2(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        Assumptions.assumeTrue(Gcc.m32Available(), Gcc.M32_MISSING);
        checkAll(dir, DataModel.ILP32, Integer.getInteger("effigy.cgen.programs32", 150));
    }

    private static void checkAll(Path dir, DataModel model, int programs) throws Exception {
        long first = Long.getLong("effigy.cgen.firstSeed", 1L);
        int threads = Integer.getInteger("effigy.cgen.threads", 2);
        List<String> optimized = optimizedFlags(dir, model);

        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<String>> results = new ArrayList<>();
        try {
            for (long seed = first; seed < first + programs; seed++) {
                long s = seed;
                results.add(pool.submit(() -> check(dir, s, optimized, model)));
            }
            List<String> failures = new ArrayList<>();
            for (Future<String> f : results) {
                String problem = f.get();
                if (problem != null) failures.add(problem);
            }
            assertTrue(failures.isEmpty(), () -> failures.size() + " of " + programs + " generated " + model + " programs misbehave (flags "
                    + optimized + "); regenerate one with CProgramGenerator.generate(seed, model):\n" + String.join("\n", failures));
        } finally {
            pool.shutdownNow();
        }
    }

    /** The optimizing and sanitizer flags that work here for the model (ASan and UBSan, else UBSan, else none), with -m32 for ILP32. */
    private static List<String> optimizedFlags(Path dir, DataModel model) throws Exception {
        List<String> base = base(model, "-O2");
        List<List<String>> candidates = new ArrayList<>();
        if (Boolean.getBoolean("effigy.cgen.asan")) {
            candidates.add(with(base, "-fsanitize=undefined,float-cast-overflow,address", "-fno-sanitize-recover=all"));
        }
        candidates.add(with(base, "-fsanitize=undefined,float-cast-overflow", "-fno-sanitize-recover=all"));
        candidates.add(with(base, "-fsanitize=undefined", "-fno-sanitize-recover=all"));
        if (Gcc.ubsanAvailable(dir)) {
            for (List<String> flags : candidates) {
                Path src = dir.resolve("probe.c");
                Path exe = dir.resolve("probe");
                Files.writeString(src, CProgramGenerator.generate(0, model));
                if (Gcc.compile(src, exe, with(flags, "-w")).ok() && Gcc.run(exe, 30).stderr().isEmpty()) return flags;
            }
        }
        System.err.println("GeneratorGccTest: gcc's sanitizers are unavailable for " + model + "; comparing -O0 with plain -O2");
        return base;
    }

    /** {@code -m32} (ILP32) followed by {@code flags}. */
    private static List<String> base(DataModel model, String... flags) {
        return model == DataModel.ILP32 ? with(List.of("-m32", "-msse2", "-mfpmath=sse", "-ffp-contract=off"), flags)
                : with(List.of("-ffp-contract=off"), flags);
    }

    private static List<String> with(List<String> flags, String... more) {
        List<String> all = new ArrayList<>(flags);
        all.addAll(List.of(more));
        return all;
    }

    /** Null when program {@code seed} behaves, else a description of what went wrong. */
    private static String check(Path dir, long seed, List<String> optimized, DataModel model) throws Exception {
        String program = CProgramGenerator.generate(seed, model);
        String name = "gen-" + model + "-" + seed;
        Path src = dir.resolve(name + ".c");
        Files.writeString(src, program);
        Path plain = dir.resolve(name + "-O0");
        Path opt = dir.resolve(name + "-O2");
        try {
            Gcc.Outcome c0 = Gcc.compile(src, plain, base(model, "-std=c11", "-O0", "-w"));
            if (!c0.ok()) return "seed " + seed + ": gcc -O0 rejects the program:\n" + c0.stderr();
            Gcc.Outcome c2 = Gcc.compile(src, opt, with(optimized, "-std=c11", "-w"));
            if (!c2.ok()) return "seed " + seed + ": gcc " + optimized + " rejects the program:\n" + c2.stderr();
            Gcc.Outcome r0 = Gcc.run(plain, 20);
            Gcc.Outcome r2 = Gcc.run(opt, 20);
            if (r0.timedOut() || r2.timedOut()) return "seed " + seed + ": timed out";
            if (!r2.stderr().isEmpty()) return "seed " + seed + ": sanitizer report:\n" + r2.stderr();
            if (r0.exit() != r2.exit()) return "seed " + seed + ": exit status " + r0.exit() + " at -O0, " + r2.exit() + " at -O2";
            if (!r0.stdout().equals(r2.stdout())) return "seed " + seed + ": outputs differ:\n-O0:\n" + r0.stdout() + "-O2:\n" + r2.stdout();
            if (!r0.stdout().contains("checksum = ")) return "seed " + seed + ": no checksum line";
            return null;
        } finally {
            Files.deleteIfExists(plain);
            Files.deleteIfExists(opt);
            Files.deleteIfExists(src);
        }
    }
}
