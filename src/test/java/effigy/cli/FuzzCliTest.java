package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code effigy fuzz} and {@code effigy run --concolic} as a user runs them: outputs, files, replays, bad input. */
class FuzzCliTest {
    private static final String TOP = "examples/lecture/top.c";
    private static final String PACKET = "examples/fuzz/packet.c";

    private static List<Path> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void topFromGoodWritesTheQueueTheCrashAndTheStats(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("out");
        CliRun r = CliRun.of("fuzz", TOP, "--entry", "top", "--seed-string", "good", "--output-dir", out.toString(), "--jobs", "1");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        assertTrue(r.out().contains("search complete: every conjunct of every input expanded"), r.out());
        assertTrue(r.out().contains("inputs 16 "), r.out());
        assertTrue(r.out().contains("abort at " + TOP + ":14:17"), r.out());
        // the queue: the seed and every input that covered something new, raw bytes
        List<Path> queue = files(out.resolve("queue"));
        assertTrue(queue.get(0).getFileName().toString().endsWith(",orig"));
        assertEquals("good", Files.readString(queue.get(0)));
        List<String> firstGeneration = queue.stream().filter(p -> p.getFileName().toString().contains(",gen:1,"))
                .map(p -> { try { return Files.readString(p); } catch (Exception e) { throw new RuntimeException(e); } }).toList();
        assertEquals(List.of("bood", "gaod", "godd", "goo!"), firstGeneration);
        // one crash: the input, its test and its C harness
        List<Path> crashes = files(out.resolve("crashes"));
        assertEquals(3, crashes.size(), crashes.toString());
        Path raw = crashes.get(0), c = crashes.get(1), json = crashes.get(2);
        assertTrue(raw.getFileName().toString().contains("kind:abort,line:14"));
        assertTrue(c.toString().endsWith(".c") && json.toString().endsWith(".json"));
        String bytes = Files.readString(raw, StandardCharsets.ISO_8859_1);
        assertEquals(4, bytes.length());
        CliRun replay = CliRun.of("replay", TOP, json.toString());
        assertEquals(Main.FOUND_ERROR, replay.code(), replay.out() + replay.err());
        assertTrue(replay.out().contains("reaches the recorded leaf (error"), replay.out());
        String stats = Files.readString(out.resolve("fuzzer_stats"));
        for (String key : List.of("execs_done", "execs_per_sec", "generations", "unique_crashes", "divergences", "blocks_covered", "stopped")) {
            assertTrue(stats.contains(key + " "), key + " in " + stats);
        }
        assertTrue(stats.contains("unique_crashes    : 1"), stats);
        // nothing half-written: no temporary files left
        try (Stream<Path> all = Files.walk(out)) {
            assertFalse(all.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")));
        }
    }

    @Test
    void inTheInterpreterTheLibFuzzerTargetsCrashReplaysAndItsHarnessUsesTheHeap(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("out");
        CliRun r = CliRun.of("fuzz", PACKET, "--output-dir", out.toString(), "--jobs", "1", "--stop-on-error", "--max-time", "60", "--json", "--no-native");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals("LLVMFuzzerTestOneInput(data, size)", j.path("target").asText());
        assertEquals("the first crash (--stop-on-error)", j.path("stopped").asText());
        assertFalse(j.path("native").asBoolean());
        JsonNode crash = j.path("crashes").get(0);
        assertEquals("out-of-bounds", crash.path("kind").asText());
        assertTrue(crash.path("where").asText().endsWith("packet.c:24:17"), crash.toString());
        Path json = Path.of(crash.path("file").asText() + ".json");
        CliRun replay = CliRun.of("replay", PACKET, json.toString());
        assertEquals(Main.FOUND_ERROR, replay.code(), replay.out() + replay.err());
        assertTrue(replay.out().contains("reaches the recorded leaf"), replay.out());
        String harness = Files.readString(Path.of(crash.path("file").asText() + ".c"));
        assertTrue(harness.contains("malloc(") && harness.contains("LLVMFuzzerTestOneInput("), harness);
        assertNoCrashInQueue(out, crash);
    }

    /**
     * With gcc and its sanitizers: Run&Check is native, the crash is the sanitized build's (its report saved beside it),
     * its C harness built with AddressSanitizer and UBSan crashes at the same line, and queue/ holds no crashing input.
     */
    @Test
    void nativelyTheCrashIsTheSanitizedBuildsAndItsHarnessReproducesIt(@TempDir Path tmp) throws Exception {
        assumeNativeBuild();
        Path out = tmp.resolve("out");
        CliRun r = CliRun.of("fuzz", PACKET, "--output-dir", out.toString(), "--jobs", "1", "--stop-on-error", "--max-time", "60", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode j = r.json();
        assertTrue(j.path("native").asBoolean(), j.toString());
        assertTrue(j.path("runCheck").asText().startsWith("Run&Check native (gcc"), j.toString());
        JsonNode crash = j.path("crashes").get(0);
        assertTrue(crash.path("confirmed").asBoolean(), crash.toString());
        assertTrue(crash.path("where").asText().startsWith(PACKET + ":24:"), crash.toString());
        String report = Files.readString(Path.of(crash.path("file").asText() + ".txt"));
        assertTrue(report.contains("packet.c:24"), report);
        Path harness = Path.of(crash.path("file").asText() + ".c");
        Path exe = tmp.resolve("harness");
        Process cc = new ProcessBuilder("gcc", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-o", exe.toString(),
                harness.toString(), PACKET).redirectErrorStream(true).start();
        String ccOut = new String(cc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, cc.waitFor(), ccOut);
        Process run = new ProcessBuilder(exe.toString()).redirectErrorStream(true).start();
        String runOut = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(run.waitFor() != 0 && runOut.contains("packet.c:24"), runOut);
        assertNoCrashInQueue(out, crash);
        String stats = Files.readString(out.resolve("fuzzer_stats"));
        for (String key : List.of("solver_share", "since_last_new", "native_runs", "mutations", "edges_covered")) {
            assertTrue(stats.contains(key + " "), key + " in " + stats);
        }
    }

    /**
     * An error only Effigy's interpreter sees (a variable used before it is assigned) is no crash natively: it is listed
     * as unconfirmed, its input in unconfirmed/, and the exit status says no crash; the status line on standard error
     * has the solver's share and the time since the last new coverage.
     */
    @Test
    void anErrorTheNativeBuildDoesNotShowIsUnconfirmedAndTheStatusLineSaysTheSolversShare(@TempDir Path tmp) throws Exception {
        assumeNativeBuild();
        Path out = tmp.resolve("out");
        CliRun r = CliRun.of("fuzz", "src/test/resources/fuzz/uninit.c", "--output-dir", out.toString(), "--jobs", "1", "--max-time", "3", "--json");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals(0, j.path("crashes").size(), j.toString());
        JsonNode finding = j.path("unconfirmed").get(0);
        assertEquals("uninitialized", finding.path("kind").asText(), j.toString());
        assertFalse(finding.path("confirmed").asBoolean());
        assertTrue(Files.exists(Path.of(finding.path("file").asText())), finding.toString());
        assertTrue(files(out.resolve("crashes")).isEmpty());
        assertTrue(r.err().contains(" · solver ") && r.err().contains(" · last new "), r.err());
    }

    /**
     * A checksum over a long input: the solver is asked near the input (every byte but those the negated branch reads
     * kept), and the checksum's bytes are mended by evaluation; the whole question over 160 bytes times out. The crash
     * input has the checksum right.
     */
    @Test
    void aChecksumOverALongInputIsMendedNotSolved(@TempDir Path tmp) throws Exception {
        assumeNativeBuild();
        Path out = tmp.resolve("out");
        CliRun r = CliRun.of("fuzz", "src/test/resources/fuzz/long-checksum.c", "--output-dir", out.toString(), "--jobs", "1",
                "--stop-on-error", "--max-time", "60", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode crash = r.json().path("crashes").get(0);
        assertTrue(crash.path("where").asText().contains("long-checksum.c:18:"), crash.toString());
        byte[] in = Files.readAllBytes(Path.of(crash.path("file").asText()));
        assertTrue(in.length > 160 && in[150] == 'Z' && in[151] == 'Q', crash.toString());
        int a = 0, b = 0;
        for (int i = 3; i < in.length; i++) {
            a = (a + (in[i] & 0xff)) % 255;
            b = (b + a) % 255;
        }
        assertEquals(a, in[1] & 0xff);
        assertEquals(b, in[2] & 0xff);
    }

    /** Skips the test where the machine cannot build a libFuzzer target natively (no gcc or clang, no sanitizers). */
    static void assumeNativeBuild() {
        try {
            effigy.fuzz.NativeTarget.build(List.of(Path.of(PACKET))).delete();
        } catch (effigy.fuzz.NativeTarget.BuildFailed e) {
            org.junit.jupiter.api.Assumptions.abort("no native build: " + e.getMessage());
        }
    }

    /** queue/ holds no input equal to the crash's (libFuzzer or AFL++ loading it as a corpus would stop at it). */
    private static void assertNoCrashInQueue(Path out, JsonNode crash) throws Exception {
        byte[] crashing = java.util.HexFormat.of().parseHex(crash.path("input").asText());
        for (Path q : files(out.resolve("queue"))) assertFalse(java.util.Arrays.equals(crashing, Files.readAllBytes(q)), q.toString());
    }

    @Test
    void overflowsInsideMemcpyFromTwoCallsAreTwoCrashesAtTheCalls(@TempDir Path tmp) throws Exception {
        String program = "src/test/resources/fuzz/memcpy-two-calls.c";
        Path out = tmp.resolve("out");
        CliRun r = CliRun.of("fuzz", program, "--output-dir", out.toString(), "--jobs", "1", "--max-time", "60", "--json", "--no-native");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode crashes = r.json().path("crashes");
        assertEquals(2, crashes.size(), crashes.toString());
        List<String> where = new java.util.ArrayList<>();
        for (JsonNode crash : crashes) {
            assertEquals("out-of-bounds", crash.path("kind").asText(), crash.toString());
            where.add(crash.path("where").asText());
            // the crash's test names the call's line and keeps memcpy's place; it replays
            Path json = Path.of(crash.path("file").asText() + ".json");
            JsonNode expect = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile()).path("expect");
            assertEquals("memcpy", expect.path("library").path("function").asText(), expect.toString());
            assertEquals("<effigy libc>", expect.path("library").path("file").asText(), expect.toString());
            CliRun replay = CliRun.of("replay", program, json.toString());
            assertEquals(Main.FOUND_ERROR, replay.code(), replay.out() + replay.err());
            assertTrue(replay.out().contains("reaches the recorded leaf"), replay.out());
            assertTrue(replay.out().contains("in memcpy at <effigy libc>:"), replay.out());
        }
        java.util.Collections.sort(where);
        assertEquals(List.of(program + ":11:23", program + ":12:28"), where);
    }

    /** Natively too, a crash inside memcpy is at the user's call, with the library's frame second; crashes are told apart by call. */
    @Test
    void nativelyAnOverflowInsideMemcpyIsAtTheCallWithTheLibraryFrameSecond(@TempDir Path tmp) throws Exception {
        assumeNativeBuild();
        String program = "src/test/resources/fuzz/memcpy-two-calls.c";
        Path out = tmp.resolve("out");
        CliRun r = CliRun.of("fuzz", program, "--output-dir", out.toString(), "--jobs", "1", "--max-time", "10", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        java.util.Set<String> lines = new java.util.TreeSet<>();
        for (JsonNode crash : r.json().path("crashes")) {
            assertTrue(crash.path("confirmed").asBoolean(), crash.toString());
            assertTrue(crash.path("inner").asText().contains("memcpy"), crash.toString());
            lines.add(crash.path("where").asText().replaceAll("^(.*?:\\d+)(:\\d+)?$", "$1"));
        }
        assertEquals(java.util.Set.of(program + ":11", program + ":12"), lines, r.json().path("crashes").toString());
    }

    @Test
    void aConcolicRunPrintsItsConjuncts() {
        CliRun r = CliRun.of("run", "--concolic", "--entry", "top", "--input-string", "bad!", TOP);
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        assertTrue(r.out().contains("concolic run of top(input) on \"bad!\" (4 bytes)"), r.out());
        assertTrue(r.out().contains("PC[0]  " + TOP + ":10:7  branch true  input[0] == 98"), r.out());
        assertTrue(r.out().contains("PC[3]  " + TOP + ":13:7  branch true  input[3] == 33"), r.out());
        assertTrue(r.out().contains("leaf: error: abort at " + TOP + ":14:17"), r.out());
    }

    @Test
    void aConcolicRunInJsonHasEachConjunctWithItsPlaceAndTheConcretizations(@TempDir Path tmp) throws Exception {
        Path in = tmp.resolve("in");
        Files.write(in, new byte[] {'E', 'F', 'G', 'Y', 'R', 1, 7, 0});
        CliRun r = CliRun.of("run", "--concolic", "--input", in.toString(), PACKET, "--json");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals("4546475952010700", j.path("input").asText());
        JsonNode pc = j.path("conjuncts");
        assertEquals("assume", pc.get(0).path("kind").asText());
        assertEquals("size <=u 4096", pc.get(0).path("term").path("text").asText());
        boolean magic = false;
        for (JsonNode c : pc) {
            assertTrue(c.path("line").asInt() > 0);
            if (c.path("kind").asText().equals("branch") && c.path("line").asInt() == 37) magic = true;
        }
        assertTrue(magic, "the magic comparison is a conjunct");
        assertEquals("returned", j.path("leaf").path("status").asText());
        assertEquals(0, j.path("concretizations").asInt());
    }

    @Test
    void aConcretizedValueIsSaid(@TempDir Path tmp) throws Exception {
        Path p = tmp.resolve("conc.c");
        Files.writeString(p, """
                #include <stdlib.h>
                extern unsigned char __VERIFIER_nondet_uchar(void);
                int main(void) {
                  unsigned char n = __VERIFIER_nondet_uchar();
                  char *b = malloc(1);
                  b = realloc(b, n + 1);  /* realloc's size is fixed to one value (malloc's stays symbolic) */
                  b[0] = 1;
                  free(b);
                  return n > 10;
                }
                """);
        CliRun r = CliRun.of("run", "--concolic", "--input-string", "A", p.toString());
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(r.out().contains("concretized at " + p + ":6:"), r.out());
        assertTrue(r.out().contains("fixed to its value in this run"), r.out());
    }

    @Test
    void printfsCountOfASymbolicValueIsTheConcreteOne(@TempDir Path tmp) throws Exception {
        Path p = tmp.resolve("pf.c");
        Files.writeString(p, """
                #include <stdio.h>
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int x = __VERIFIER_nondet_int();
                  int n = printf("%d\\n", x);
                  if (n > 3) return 1;
                  return 0;
                }
                """);
        Path in = tmp.resolve("in");
        Files.write(in, new byte[] {0x40, 0x42, 0x0f, 0x00});   // 1000000: eight characters with the newline
        CliRun r = CliRun.of("run", "--concolic", "--input", in.toString(), p.toString());
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(r.out().contains("printf@5 == 8"), r.out());
        assertTrue(r.out().contains("branch true") && r.out().contains("3 < printf@5"), r.out());
        assertTrue(r.out().contains("output: 1000000"), r.out());
        assertTrue(r.out().contains("return = 1"), r.out());
    }

    @Test
    void badOptionsAreBadInput(@TempDir Path tmp) {
        String out = tmp.resolve("o").toString();
        CliRun noOut = CliRun.of("fuzz", TOP, "--entry", "top");
        assertEquals(Main.BAD_INPUT, noOut.code());
        assertTrue(noOut.err().contains("--output-dir"), noOut.err());
        CliRun jobs = CliRun.of("fuzz", TOP, "--entry", "top", "--output-dir", out, "--jobs", "0");
        assertEquals(Main.BAD_INPUT, jobs.code());
        assertTrue(jobs.err().contains("--jobs must be a number of workers from 1 to 256"), jobs.err());
        CliRun tooMany = CliRun.of("fuzz", TOP, "--entry", "top", "--output-dir", out, "--jobs", "100000");
        assertEquals(Main.BAD_INPUT, tooMany.code());
        assertTrue(tooMany.err().contains("--jobs must be a number of workers from 1 to 256"), tooMany.err());
        CliRun seeds = CliRun.of("fuzz", TOP, "--entry", "top", "--output-dir", out, "--seed-dir", tmp.resolve("none").toString());
        assertEquals(Main.BAD_INPUT, seeds.code());
        assertTrue(seeds.err().contains("not a directory"), seeds.err());
        CliRun noInput = CliRun.of("run", "--concolic", "--entry", "top", TOP);
        assertEquals(Main.BAD_INPUT, noInput.code());
        assertTrue(noInput.err().contains("--concolic needs one of --input FILE and --input-string S"), noInput.err());
        CliRun missing = CliRun.of("run", "--concolic", "--entry", "top", "--input", tmp.resolve("missing").toString(), TOP);
        assertEquals(Main.BAD_INPUT, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
        CliRun eff = CliRun.of("fuzz", "examples/king/sum.eff", "--call", "SUM(A, B, C)", "--output-dir", out);
        assertEquals(Main.BAD_INPUT, eff.code());
        assertFalse(eff.err().contains("Exception"), eff.err());
    }

    @Test
    void coverageOfTheSearchIsAnLcovFile(@TempDir Path tmp) throws Exception {
        Path info = tmp.resolve("top.info");
        CliRun r = CliRun.of("fuzz", TOP, "--entry", "top", "--seed-string", "good", "--output-dir", tmp.resolve("o").toString(), "--jobs", "2",
                "--coverage", info.toString());
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        String lcov = Files.readString(info);
        assertTrue(lcov.contains("SF:"), lcov);
        // line 14 holds the test (sixteen runs) and abort() (five of them): its branch is taken five times
        assertTrue(lcov.contains("DA:14,21"), lcov);
        assertTrue(lcov.contains("BRDA:14,8,0,5"), "abort() ran for five of the sixteen inputs: " + lcov);
        assertTrue(lcov.contains("BRH:10"), lcov);
        assertTrue(r.out().contains("coverage written to " + info), r.out());
    }
}
