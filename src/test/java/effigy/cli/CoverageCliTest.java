package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --coverage FILE.info} on {@code run} and {@code explore}: the lcov tracefile, its summary, its failures. */
class CoverageCliTest {
    @TempDir Path tmp;

    private static final String CLASSIFY = "src/test/resources/coverage/classify.c";
    private static final String LOOP = "src/test/resources/coverage/loop.c";

    /** The tracefile with the working directory taken off its SF paths (which are absolute). */
    private static String relative(Path info) throws Exception {
        return Files.readString(info).replace("SF:" + Path.of("").toAbsolutePath() + "/", "SF:");
    }

    /** classify.c explored: the golden tracefile (classify.info), its counts checked by hand. */
    @Test
    void exploredCProgramMatchesTheGoldenTracefile() throws Exception {
        Path info = tmp.resolve("classify.info");
        CliRun r = CliRun.of("explore", CLASSIFY, "--coverage", info.toString());
        assertEquals(0, r.code(), r.err());
        // main: x, n, s once; n < 0 || n > 2 forks twice (3 ways), 2 of them call sign, which forks on x < 0
        // each time; the 3 others (n = 0, 1, 2) run the loop: its test 3 times (2 true, 3 false over the
        // tree), its body twice; s > 5 never holds, so never() is not called and its ?: is '-'
        assertEquals(Files.readString(Path.of("src/test/resources/coverage/classify.info")), relative(info));
        assertTrue(r.out().contains("coverage written to " + info + ": 12/14 lines (85.7%), 9/12 branches (75.0%)\n"), r.out());
        try (Stream<Path> files = Files.list(tmp)) {
            assertEquals(List.of(info), files.toList(), "no temporary file is left beside it");
        }
    }

    /** loop.c run concretely: counts as executions, by hand. */
    @Test
    void concreteRunCountsEachExecution() throws Exception {
        Path info = tmp.resolve("loop.info");
        CliRun r = CliRun.of("run", LOOP, "--coverage", info.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("18\n", r.out(), "the program's output alone on stdout");
        assertTrue(r.err().contains("effigy: coverage written to " + info + ": 9/9 lines (100.0%), 5/6 branches (83.3%)"), r.err());
        assertEquals("""
                TN:
                SF:src/test/resources/coverage/loop.c
                FN:5,sq
                FN:9,main
                FNDA:3,sq
                FNDA:1,main
                FNF:2
                FNH:2
                BRDA:11,2,0,5
                BRDA:11,2,1,1
                BRDA:12,3,0,3
                BRDA:12,3,1,2
                BRDA:17,9,0,0
                BRDA:17,9,1,1
                BRF:6
                BRH:5
                DA:6,3
                DA:10,1
                DA:11,12
                DA:12,5
                DA:13,3
                DA:15,2
                DA:17,1
                DA:18,1
                DA:19,1
                LF:9
                LH:9
                end_of_record
                """, relative(info));
        // sq is called for i = 0, 2, 4: FNDA 3 and its return 3 times. Line 11 is three statements: the
        // initialization once, the test 6 times (5 true, 1 false), the increment 5 times: 12. The if on
        // line 12 runs 5 times (3 true, 2 false); s > 100 is tested once (s = 18), false.
    }

    @Test
    void effRunPrintsTheSummaryAndJsonCarriesTheTotals() throws Exception {
        Path info = tmp.resolve("power.info");
        CliRun r = CliRun.of("run", "examples/king/power.eff", "--call", "POWER(2, 3)", "--coverage", info.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().endsWith("coverage written to " + info + ": 7/7 lines (100.0%), 2/2 branches (100.0%)\n"), r.out());
        assertTrue(relative(info).contains("SF:examples/king/power.eff\nFN:7,POWER\nFNDA:1,POWER\n"), relative(info));
        assertTrue(relative(info).contains("DA:10,4\n"), "the test at LAB: Y >= J for J = 1, 2, 3, 4");

        CliRun j = CliRun.of("explore", CLASSIFY, "--json", "--coverage", info.toString());
        assertEquals(0, j.code(), j.err());
        JsonNode c = j.json().get("coverage");
        assertEquals(info.toString(), c.get("file").asText());
        assertEquals(14, c.get("lines").asInt());
        assertEquals(12, c.get("linesHit").asInt());
        assertEquals(12, c.get("branches").asInt());
        assertEquals(9, c.get("branchesHit").asInt());
        assertEquals(3, c.get("functions").asInt());
        assertEquals(2, c.get("functionsHit").asInt());
    }

    /** A stopped exploration still writes a whole tracefile of what it ran. */
    @Test
    void stoppedExplorationsWriteACompleteFile() throws Exception {
        Path many = tmp.resolve("many.c");
        Files.writeString(many, """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                    int c = 0;
                    for (int i = 0; i < 40; i++)
                        if (__VERIFIER_nondet_int() > 0)
                            c++;
                    return c;
                }
                """);
        Path info = tmp.resolve("out/many.info");
        CliRun paths = CliRun.of("explore", many.toString(), "--max-paths", "5", "--coverage", info.toString());
        assertEquals(Main.UNKNOWN, paths.code(), "stopped by the path limit: " + paths.err());
        assertTrue(paths.out().contains("stopped by path limit"), paths.out());
        String text = Files.readString(info);
        assertTrue(text.endsWith("end_of_record\n"), text);
        assertTrue(text.contains("DA:6,"), text);

        CliRun time = CliRun.of("explore", many.toString(), "--max-time", "1", "--coverage", info.toString());
        assertEquals(Main.UNKNOWN, time.code(), "stopped by the time limit: " + time.err());
        assertTrue(time.out().contains("stopped by time limit"), time.out());
        assertTrue(time.out().contains("coverage written to " + info + ": 5/5 lines (100.0%), 4/4 branches (100.0%)"), time.out());
        assertTrue(Files.readString(info).endsWith("end_of_record\n"));
    }

    @Test
    void anUnwritablePathIsBadInputBeforeAnythingRuns() throws Exception {
        Path file = Files.writeString(tmp.resolve("plain"), "x");
        for (String command : List.of("run", "explore")) {
            CliRun r = CliRun.of(command, LOOP, "--coverage", file.resolve("x.info").toString());
            assertEquals(2, r.code(), r.err());
            assertEquals("effigy: error: cannot write " + file.resolve("x.info") + ": " + file + " is not a directory\n", r.err());
            assertEquals("", r.out(), "nothing ran");
        }
        CliRun dir = CliRun.of("run", LOOP, "--coverage", tmp.toString());
        assertEquals(2, dir.code());
        assertEquals("effigy: error: cannot write " + tmp + ": it is a directory\n", dir.err());

        CliRun wp = CliRun.of("explore", CLASSIFY, "--pc-engine", "wp", "--coverage", tmp.resolve("w.info").toString());
        assertEquals(2, wp.code());
        assertTrue(wp.err().startsWith("effigy: --coverage is for the forward engine"), wp.err());
        assertFalse(Files.exists(tmp.resolve("w.info")));
    }

    /** genhtml (Debian's lcov package) renders the tracefile of an explored corpus program, branches included. */
    @Test
    void genhtmlRendersTheTracefile() throws Exception {
        Assumptions.assumeTrue(onPath("genhtml"), "genhtml is not on PATH: install Debian's lcov package (apt-get install lcov) to run this test");
        Path info = tmp.resolve("switch.info");
        CliRun r = CliRun.of("explore", "src/test/resources/c/expect-leaves/switch-symbolic.c", "--coverage", info.toString());
        assertEquals(0, r.code(), r.err());
        Path html = tmp.resolve("html");
        List<String> cmd = new ArrayList<>(List.of("genhtml", "-o", html.toString(), info.toString(), "--branch-coverage"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "genhtml did not finish");
        assertEquals(0, p.exitValue(), output);
        assertTrue(Files.exists(html.resolve("index.html")), output);
        assertTrue(output.contains("lines......: 100.0% (12 of 12 lines)"), output);
        assertTrue(output.contains("branches...: 90.0% (9 of 10 branches)"), output);
    }

    static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) return true;
        }
        return false;
    }
}
