package effigy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Native Run&amp;Check on a target built here (skipped without gcc or clang and their sanitizers): which inputs add
 * coverage, which input of a batch crashed or hung, the comparisons a logged run made, and the next batch after a
 * death running in a new process.
 */
class NativeTargetTest {
    @TempDir static Path dir;
    static NativeTarget.Build build;

    /**
     * 'C' writes past a 4-byte heap buffer; 'H' loops forever; 'X' exits; "MAGIC" reaches a branch by memcmp; byte 0 = 200
     * by a comparison; each '(' of a run at the start is a level of recursion.
     */
    private static final String TARGET = """
            #include <stdint.h>
            #include <stddef.h>
            #include <stdlib.h>
            #include <string.h>
            static volatile int sink;
            static int nest(const uint8_t *p, size_t n) {
              volatile char frame[32];
              frame[0] = (char) p[0];
              int depth = n > 1 && p[1] == '(' ? nest(p + 1, n - 1) : 0;
              return depth + 1 + frame[0] - '(';
            }
            int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
              if (size == 0) return 0;
              if (data[0] == '(') return nest(data, size);
              if (data[0] == 'C') { char *p = malloc(4); p[size] = 1; free(p); }
              if (data[0] == 'H') { volatile int x = 1; while (x) { } }
              if (data[0] == 'X') exit(3);
              if (size >= 5 && memcmp(data, "MAGIC", 5) == 0) return 2;
              if (data[0] == 200) { sink = 7; return 1; }
              return 0;
            }
            """;

    @BeforeAll
    static void buildIt() throws Exception {
        Path src = dir.resolve("target.c");
        Files.writeString(src, TARGET);
        try {
            build = NativeTarget.build(List.of(src));
        } catch (NativeTarget.BuildFailed e) {
            Assumptions.abort("no native build: " + e.getMessage());
        }
    }

    @AfterAll
    static void delete() {
        if (build != null) build.delete();
    }

    private static byte[] b(String s) { return s.getBytes(StandardCharsets.ISO_8859_1); }

    @Test
    void newCoverageIsToldOnceAndACrashNamesItsInputAndTheNextBatchRuns() {
        try (NativeTarget t = new NativeTarget(build, 0, 1000)) {
            NativeTarget.Batch first = t.run(List.of(b("a"), b("a"), b("\u00c8")), false);
            assertNull(first.death());
            assertEquals(3, first.ran().size());
            assertTrue(first.ran().get(0).progress(), "the first input's edges are new");
            assertTrue(!first.ran().get(1).progress(), "the same path again adds nothing");
            assertTrue((first.ran().get(2).added() & NativeTarget.NEW_EDGE) != 0, "byte 200 takes a new branch");
            NativeTarget.Batch crash = t.run(List.of(b("b"), b("Cxxxx"), b("d")), false);
            assertNotNull(crash.death());
            assertEquals(1, crash.death().index());
            assertEquals(NativeTarget.Death.Kind.CRASH, crash.death().kind());
            // UBSan's object-size check or AddressSanitizer: either names the line
            assertTrue(SanitizerReport.isCrash(crash.death().report()) && crash.death().report().contains("target.c:15"), crash.death().report());
            assertEquals(1, crash.ran().size());
            NativeTarget.Batch after = t.run(List.of(b("e")), false);
            assertNull(after.death());
            assertEquals(1, after.ran().size());
            assertEquals(2, t.restarts());
        }
    }

    @Test
    void aHangIsKilledAndAnExitIsNoCrash() {
        try (NativeTarget t = new NativeTarget(build, 1, 300)) {
            NativeTarget.Batch hang = t.run(List.of(b("f"), b("H")), false);
            assertNotNull(hang.death());
            assertEquals(1, hang.death().index());
            assertEquals(NativeTarget.Death.Kind.HANG, hang.death().kind());
            NativeTarget.Batch exit = t.run(List.of(b("X")), false);
            assertEquals(NativeTarget.Death.Kind.EXIT, exit.death().kind());
            assertEquals(3, exit.death().exitCode());
        }
    }

    @Test
    void aLoggedRunGivesTheOperandsOfItsComparisonsAndTwoBatchesMayBeInFlight() {
        try (NativeTarget t = new NativeTarget(build, 2, 1000)) {
            NativeTarget.CmpLog log = t.run(List.of(b("MAGIX")), true).ran().get(0).log();
            assertTrue(log.strings().stream().anyMatch(s -> new String(s[1], StandardCharsets.ISO_8859_1).equals("MAGIC")
                    || new String(s[0], StandardCharsets.ISO_8859_1).equals("MAGIC")), "memcmp's operands are logged");
            assertTrue(log.integers().stream().anyMatch(c -> c[0] == 1 && (c[1] == 200 || c[2] == 200)), "byte 0 compared with 200");
            List<byte[]> many = new ArrayList<>();
            for (int i = 0; i < 1000; i++) many.add(new byte[] {(byte) 'z', (byte) i});
            t.send(many, false);
            t.send(List.of(b("Cyyyy"), b("z")), false);
            assertEquals(1000, t.receive().ran().size());
            NativeTarget.Batch second = t.receive();
            assertEquals(0, second.death().index());
            assertEquals(NativeTarget.Death.Kind.CRASH, second.death().kind());
        }
    }

    @Test
    void aRunWithADeeperStackThanAnyBeforeIsToldThoughItRunsNoNewEdge() {
        try (NativeTarget t = new NativeTarget(build, 3, 1000)) {
            NativeTarget.Batch b = t.run(List.of(b("((((("), b("(((((("), b("((((((")), false);
            assertNull(b.death());
            assertTrue((b.ran().get(0).added() & NativeTarget.NEW_EDGE) != 0);
            NativeTarget.Ran deeper = b.ran().get(1);
            // five and six calls (four and five recursive ones) fall in one hit-count bucket, 4-7: the edges and their counts are those seen
            assertEquals(0, deeper.added() & (NativeTarget.NEW_EDGE | NativeTarget.NEW_COUNT), "no new edge or count");
            assertTrue((deeper.added() & NativeTarget.DEEPER) != 0, "a level deeper");
            assertTrue(!deeper.progress(), "a score, not progress");
            assertEquals(0, b.ran().get(2).added() & NativeTarget.DEEPER, "as deep as the deepest is not deeper");
        }
    }

    @Test
    void thePathIsTheSameForInputsThatRunTheSameEdgesWhateverWasSeenBefore() {
        try (NativeTarget t = new NativeTarget(build, 0, 1000)) {
            NativeTarget.Batch b = t.run(List.of(b("ab"), b("ac"), b("ab"), b("\u00c8b"), b("MAGIC"), b("MAGIX")), false);
            assertNull(b.death());
            int ab = b.ran().get(0).path();
            assertEquals(ab, b.ran().get(1).path(), "byte 1 is read by no branch");
            assertEquals(ab, b.ran().get(2).path(), "the same input again, with its edges seen by now");
            assertTrue(ab != b.ran().get(3).path(), "byte 0 = 200 takes another branch");
            assertTrue(b.ran().get(4).path() != b.ran().get(5).path(), "memcmp's match and mismatch end differently");
        }
    }

    @Test
    void theRuntimesObjectIsCompiledOnceIntoTheCacheAndReused(@TempDir Path cache) throws Exception {
        Path src = dir.resolve("target.c");
        String before = System.getProperty("effigy.cache");
        System.setProperty("effigy.cache", cache.toString());
        try {
            NativeTarget.Build first = NativeTarget.build(List.of(src));
            first.delete();
            List<Path> kept;
            try (var files = Files.list(cache)) { kept = files.toList(); }
            assertEquals(1, kept.size(), kept.toString());
            assertTrue(kept.get(0).getFileName().toString().matches("native-runtime-[0-9a-f]{24}\\.o"), kept.toString());
            long size = Files.size(kept.get(0));
            assertTrue(size > 0);
            NativeTarget.Build second = NativeTarget.build(List.of(src));
            try (NativeTarget t = new NativeTarget(second, 0, 1000)) {
                NativeTarget.Batch b = t.run(List.of(b("a"), b("Cxxxx")), false);
                assertEquals(1, b.ran().size());
                assertNotNull(b.death(), "the build with the cached runtime runs and reports the crash");
            } finally {
                second.delete();
            }
            assertEquals(size, Files.size(kept.get(0)), "reused, not rewritten");
        } finally {
            if (before == null) System.clearProperty("effigy.cache");
            else System.setProperty("effigy.cache", before);
        }
    }
}
