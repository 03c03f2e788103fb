package effigy.cgen;

import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * <p>System properties: {@code effigy.cgen.programs} (N, default 200), {@code effigy.cgen.firstSeed}
 * (default 1), {@code effigy.cgen.threads} (default 2), {@code effigy.cgen.asan} (true: AddressSanitizer
 * too, about 20% slower).
 */
class GeneratorGccTest {

    @Test
    void generatedProgramsBehaveTheSameUnderO0AndSanitizedO2(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        int programs = Integer.getInteger("effigy.cgen.programs", 200);
        long first = Long.getLong("effigy.cgen.firstSeed", 1L);
        int threads = Integer.getInteger("effigy.cgen.threads", 2);
        List<String> optimized = optimizedFlags(dir);

        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<String>> results = new ArrayList<>();
        try {
            for (long seed = first; seed < first + programs; seed++) {
                long s = seed;
                results.add(pool.submit(() -> check(dir, s, optimized)));
            }
            List<String> failures = new ArrayList<>();
            for (Future<String> f : results) {
                String problem = f.get();
                if (problem != null) failures.add(problem);
            }
            assertTrue(failures.isEmpty(), () -> failures.size() + " of " + programs + " generated programs misbehave (flags "
                    + optimized + "); regenerate one with CProgramGenerator.generate(seed):\n" + String.join("\n", failures));
        } finally {
            pool.shutdownNow();
        }
    }

    /** The sanitizer flags that work here (ASan and UBSan, else UBSan, else none). */
    private static List<String> optimizedFlags(Path dir) throws Exception {
        List<List<String>> candidates = new ArrayList<>();
        if (Boolean.getBoolean("effigy.cgen.asan")) {
            candidates.add(List.of("-O2", "-fsanitize=undefined,address", "-fno-sanitize-recover=all"));
        }
        candidates.add(List.of("-O2", "-fsanitize=undefined", "-fno-sanitize-recover=all"));
        if (Gcc.ubsanAvailable(dir)) {
            for (List<String> flags : candidates) {
                Path src = dir.resolve("probe.c");
                Path exe = dir.resolve("probe");
                Files.writeString(src, CProgramGenerator.generate(0));
                if (Gcc.compile(src, exe, with(flags, "-w")).ok() && Gcc.run(exe, 30).stderr().isEmpty()) return flags;
            }
        }
        System.err.println("GeneratorGccTest: gcc's sanitizers are unavailable; comparing -O0 with plain -O2");
        return List.of("-O2");
    }

    private static List<String> with(List<String> flags, String... more) {
        List<String> all = new ArrayList<>(flags);
        all.addAll(List.of(more));
        return all;
    }

    /** Null when program {@code seed} behaves, else a description of what went wrong. */
    private static String check(Path dir, long seed, List<String> optimized) throws Exception {
        String program = CProgramGenerator.generate(seed);
        Path src = dir.resolve("gen" + seed + ".c");
        Files.writeString(src, program);
        Path plain = dir.resolve("gen" + seed + "-O0");
        Path opt = dir.resolve("gen" + seed + "-O2");
        try {
            Gcc.Outcome c0 = Gcc.compile(src, plain, List.of("-std=c11", "-O0", "-w"));
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
