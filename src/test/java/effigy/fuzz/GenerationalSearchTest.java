package effigy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * SAGE's generational search on the lecture's {@code top} (slides 76-77) and on the project's own targets: the
 * first generation, every input of the slide, the crash, the bound, the same results with two workers, a
 * libFuzzer target's planted bug behind a magic value and a checksum, and inputs read as a stream.
 */
class GenerationalSearchTest {

    /** What a search did: every input (bytes as text, in the order run), the seed's children, the crashes. */
    private static final class Record implements WhiteboxFuzzer.Listener {
        final Map<Long, WhiteboxFuzzer.Input> inputs = Collections.synchronizedMap(new LinkedHashMap<>());
        final Map<Long, Leaf> leaves = Collections.synchronizedMap(new LinkedHashMap<>());
        final List<WhiteboxFuzzer.Crash> crashes = Collections.synchronizedList(new ArrayList<>());
        final List<String> belowBound = Collections.synchronizedList(new ArrayList<>());
        /** When set, the search stops at the first crash; the time it was found. */
        WhiteboxFuzzer stopAtCrash;
        volatile long crashNanos;

        @Override public void input(WhiteboxFuzzer.Input in, Runner.ConcreteRun run) {
            inputs.put(in.id, in);
            leaves.put(in.id, run.leaf());
        }

        @Override public void crash(WhiteboxFuzzer.Crash crash) {
            crashes.add(crash);
            if (crashNanos == 0) crashNanos = System.nanoTime();
            if (stopAtCrash != null) stopAtCrash.stop("the first crash");
        }

        @Override public void negating(WhiteboxFuzzer.Input in, int j) {
            // a seed expands from its bound (0); a child's conjunct at its bound is the negation that made it
            if (in.parent < 0 ? j < in.bound : j <= in.bound) belowBound.add("input " + in.id + " (bound " + in.bound + ") negated PC[" + j + "]");
        }

        Set<String> texts() {
            Set<String> out = new TreeSet<>();
            for (WhiteboxFuzzer.Input in : inputs.values()) out.add(new String(in.bytes, StandardCharsets.ISO_8859_1));
            return out;
        }
    }

    private static Record fuzz(Path program, String entry, List<byte[]> seeds, int jobs, double seconds, Coverage[] coverageOut) throws Exception {
        return fuzz(program, entry, seeds, jobs, seconds, coverageOut, false);
    }

    private static Record fuzz(Path program, String entry, List<byte[]> seeds, int jobs, double seconds, Coverage[] coverageOut,
                               boolean stopAtCrash) throws Exception {
        try (Workbench wb = Workbench.load(List.of(program), 10_000)) {
            boolean libFuzzer = entry == null && wb.isLibFuzzerTarget();
            Workbench.Entry e = libFuzzer ? wb.libFuzzerEntry(4096) : wb.cEntry(entry == null ? "main" : entry, 4);
            InputLayout layout = new InputLayout(e, libFuzzer);
            Coverage coverage = new Coverage(wb.program(), f -> !Workbench.isLibrary(f));
            Record r = new Record();
            WhiteboxFuzzer fuzzer = new WhiteboxFuzzer(wb, layout, ExecOptions.DEFAULT.withMaxSteps(100_000), coverage, false, r);
            if (stopAtCrash) r.stopAtCrash = fuzzer;
            fuzzer.run(seeds, jobs, seconds > 0 ? System.nanoTime() + (long) (seconds * 1e9) : Long.MAX_VALUE);
            if (coverageOut != null) coverageOut[0] = coverage;
            return r;
        }
    }

    private static final Path TOP = Path.of("examples/lecture/top.c");

    private static List<byte[]> seed(String s) { return List.of(s.getBytes(StandardCharsets.ISO_8859_1)); }

    @Test
    void topsFirstGenerationIsTheSlidesFourChildren() throws Exception {
        Record r = fuzz(TOP, "top", seed("good"), 1, 0, null);
        Map<String, Integer> children = new LinkedHashMap<>();
        for (WhiteboxFuzzer.Input in : r.inputs.values()) {
            if (in.parent == 0) children.put(new String(in.bytes, StandardCharsets.ISO_8859_1), in.bound);
        }
        assertEquals(Map.of("bood", 0, "gaod", 1, "godd", 2, "goo!", 3), children);
    }

    /** Slide 77's sixteen inputs: each of b, a, d, ! in place or as in "good". */
    static Set<String> slide77() {
        Set<String> out = new TreeSet<>();
        for (int m = 0; m < 16; m++) {
            out.add("" + ((m & 8) != 0 ? 'b' : 'g') + ((m & 4) != 0 ? 'a' : 'o') + ((m & 2) != 0 ? 'd' : 'o') + ((m & 1) != 0 ? '!' : 'd'));
        }
        return out;
    }

    @Test
    void topReachesAllSixteenInputsAndTheAbortNeverExpandingBelowABound() throws Exception {
        Record r = fuzz(TOP, "top", seed("good"), 1, 0, null);
        assertEquals(slide77(), r.texts());
        assertEquals(16, r.inputs.size(), "each input made once");
        assertEquals(List.of(), r.belowBound);
        // the inputs with three or four of b, a, d, ! in place abort; the crash is told once
        Set<String> aborting = new TreeSet<>();
        for (Map.Entry<Long, Leaf> e : r.leaves.entrySet()) {
            if (e.getValue().status() == Leaf.Status.ERROR) aborting.add(new String(r.inputs.get(e.getKey()).bytes, StandardCharsets.ISO_8859_1));
        }
        assertEquals(new TreeSet<>(List.of("bad!", "badd", "bao!", "bod!", "gad!")), aborting);
        assertEquals(1, r.crashes.size());
        assertEquals("abort", r.crashes.get(0).leaf().error().kind().label());
        assertEquals(14, r.crashes.get(0).leaf().error().span().line());
    }

    @Test
    void twoWorkersFindTheSameInputsCoverageAndCrashes() throws Exception {
        Coverage[] one = new Coverage[1], two = new Coverage[1];
        Record a = fuzz(TOP, "top", seed("good"), 1, 0, one);
        Record b = fuzz(TOP, "top", seed("good"), 2, 0, two);
        assertEquals(a.texts(), b.texts());
        assertEquals(one[0].coveredBlocks(), two[0].coveredBlocks());
        assertEquals(a.crashes.stream().map(WhiteboxFuzzer.Crash::key).toList(), b.crashes.stream().map(WhiteboxFuzzer.Crash::key).toList());
        assertEquals(List.of(), b.belowBound);
    }

    @Test
    void theLibFuzzerTargetsPlantedBugIsFoundWithinAMinuteFromAnEmptySeed() throws Exception {
        long start = System.nanoTime();
        Record r = fuzz(Path.of("examples/fuzz/packet.c"), null, List.of(new byte[0]), 1, 60, null, true);
        double seconds = (r.crashNanos - start) / 1e9;
        assertEquals(1, r.crashes.size(), "the out-of-bounds write behind the magic value and the checksum");
        Leaf leaf = r.crashes.get(0).leaf();
        assertEquals("out-of-bounds", leaf.error().kind().label());
        assertEquals(24, leaf.error().span().line());
        byte[] input = r.crashes.get(0).input().bytes;
        assertEquals("EFGYW", new String(input, 0, 5, StandardCharsets.ISO_8859_1), "the magic and the write command");
        assertTrue(seconds < 60, "found in " + seconds + " s");
    }

    @Test
    void inputsReadAsAStreamGrowTheInput() throws Exception {
        Path p = java.nio.file.Files.createTempFile("stream", ".c");
        java.nio.file.Files.writeString(p, """
                extern int __VERIFIER_nondet_int(void);
                extern unsigned char __VERIFIER_nondet_uchar(void);
                extern void abort(void);
                int main(void) {
                  int x = __VERIFIER_nondet_int();
                  if (x != 0x12345678) return 0;
                  unsigned char c = __VERIFIER_nondet_uchar();
                  if (c == 'Z') abort();
                  return 1;
                }
                """);
        try {
            Record r = fuzz(p, null, List.of(new byte[0]), 1, 30, null, true);
            assertEquals(1, r.crashes.size());
            byte[] in = r.crashes.get(0).input().bytes;
            assertEquals(5, in.length, "four bytes of x, one of c");
            assertEquals(0x12345678, (in[0] & 0xff) | (in[1] & 0xff) << 8 | (in[2] & 0xff) << 16 | (in[3] & 0xff) << 24);
            assertEquals('Z', in[4]);
        } finally {
            java.nio.file.Files.deleteIfExists(p);
        }
    }

    @Test
    void aSearchWithoutNewInputsEndsAfterTheSeed() throws Exception {
        Path p = java.nio.file.Files.createTempFile("const", ".c");
        java.nio.file.Files.writeString(p, "int main(void) { int s = 0; for (int i = 0; i < 10; i++) s += i; return s == 45 ? 0 : 1; }\n");
        try {
            Record r = fuzz(p, null, List.of(new byte[0]), 2, 0, null);
            assertEquals(1, r.inputs.size());
            assertNull(r.leaves.get(0L).error() == null ? null : r.leaves.get(0L).error().kind().label());
        } finally {
            java.nio.file.Files.deleteIfExists(p);
        }
    }
}
