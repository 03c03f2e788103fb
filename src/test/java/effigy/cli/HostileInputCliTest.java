package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Deep, long, huge and malformed input, each run as a user runs {@code effigy} (a process of its own): a program Effigy
 * can handle is handled, anything else ends with a diagnostic at its position and status 2, or with the results so far
 * and status 4 (memory), never with a Java stack trace. The inputs are generated here.
 */
class HostileInputCliTest {
    @TempDir Path dir;

    private Path write(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private static String repeat(String s, int n) { return s.repeat(n); }

    /** Nothing on standard error that looks like a Java exception or stack trace. */
    private static void noTrace(CliRun r) {
        for (String bad : List.of("Exception", "\tat ", "Error:", "java.lang.")) {
            assertFalse(r.err().contains(bad) || r.out().contains(bad), "a trace (" + bad + "):\n" + r.err());
        }
    }

    private static void diagnostic(CliRun r, String where, String message) {
        noTrace(r);
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(where + ": error: " + message), r.err());
    }

    @Test void aThousandNestedParenthesesRun() throws Exception {
        Path f = write("paren.c", "int main(void) { int x = 1; return " + repeat("(", 1000) + "x" + repeat(")", 1000) + "; }\n");
        CliRun r = CliRun.inOwnProcess(60, "explore", f.toString());
        noTrace(r);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("returned"), r.out());
    }

    @Test void tenThousandNestedBlocksRunAndDeeperIsAnErrorAtItsBrace() throws Exception {
        Path ok = write("blocks.c", "int main(void) { " + repeat("{", 10_000) + repeat("}", 10_000) + " return 0; }\n");
        CliRun r = CliRun.inOwnProcess(60, "explore", ok.toString());
        noTrace(r);
        assertEquals(0, r.code(), r.err());
        Path deep = write("deep.c", "int main(void) { " + repeat("{", 20_000) + repeat("}", 20_000) + " return 0; }\n");
        // the 10,001st nested brace: "int main(void) { " is 17 columns
        diagnostic(CliRun.inOwnProcess(60, "ir", deep.toString()), deep + ":1:" + (18 + 10_000), "nesting level exceeds Effigy's maximum of 10000");
    }

    @Test void tenThousandBracesInAnInitializerAreAnErrorAtTheirPosition() throws Exception {
        Path f = write("init.c", "int a[1] = " + repeat("{", 10_000) + "1" + repeat("}", 10_000) + ";\nint main(void) { return 0; }\n");
        diagnostic(CliRun.inOwnProcess(60, "explore", f.toString()), f + ":1:" + (12 + 10_000), "nesting level exceeds");
    }

    @Test void fiveThousandNestedIfsRun() throws Exception {
        Path f = write("ifs.c", "int main(int x) { " + repeat("if (x) ", 5000) + "x++; return 0; }\n");
        CliRun r = CliRun.inOwnProcess(60, "explore", "--max-steps", "20000", f.toString());
        noTrace(r);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("2 leaves"), r.out());
    }

    @Test void aFlatSumOfTwoHundredThousandTermsRuns() throws Exception {
        Path f = write("sum.c", "int main(int a) { int x = " + String.join(" + ", java.util.Collections.nCopies(200_000, "a")) + "; return x; }\n");
        CliRun r = CliRun.inOwnProcess(120, "explore", f.toString());
        noTrace(r);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("returned"), r.out());
    }

    @Test void deepEffExpressionsAndDoGroups() throws Exception {
        Path expr = write("expr.eff", "P: PROCEDURE (A);\n  X = " + repeat("(", 5000) + "A" + repeat(")", 5000) + ";\n  RETURN (X);\nEND;\n");
        CliRun r = CliRun.inOwnProcess(60, "explore", "--call", "P(\"A\")", expr.toString());
        noTrace(r);
        assertEquals(0, r.code(), r.err());
        Path dos = write("do.eff", "P: PROCEDURE (A);\n" + repeat("DO;\n", 20_000) + "X = A;\n" + repeat("END;\n", 20_000) + "RETURN (X);\nEND;\n");
        // the 10,001st DO: line 10,002
        diagnostic(CliRun.inOwnProcess(60, "explore", "--call", "P(\"A\")", dos.toString()), dos + ":10002:1", "nesting level exceeds");
    }

    @Test void aDeepCallIsAnErrorInTheCallAtItsColumn() throws Exception {
        Path f = write("p.eff", "P: PROCEDURE (A);\n  RETURN (A);\nEND;\n");
        String call = "P(" + repeat("(", 20_000) + "1" + repeat(")", 20_000) + ")";
        diagnostic(CliRun.inOwnProcess(60, "explore", "--call", call, f.toString()), "--call:1:" + (3 + 10_000), "nesting level exceeds");
    }

    @Test void arraysLargerThanTheMemoryModelHoldsAreErrorsAtTheirDeclarations() throws Exception {
        Path global = write("global.c", "int a[1000000000000];\nint main(void) { return a[0]; }\n");
        diagnostic(CliRun.inOwnProcess(60, "explore", global.toString()), global + ":1:5", "variable 'a' is 4000000000000 bytes, larger than");
        Path local = write("local.c", "int main(void) {\n  char a[2147483647];\n  a[0] = 1;\n  return a[0];\n}\n");
        diagnostic(CliRun.inOwnProcess(60, "run", local.toString()), local + ":2:8", "variable 'a' is 2147483647 bytes");
    }

    @Test void aHugeMallocIsAnUnsupportedLeafNotAnOutOfMemoryError() throws Exception {
        Path f = write("malloc.c", "#include <stdlib.h>\nint main(void) { char *p = malloc(2147483648u); return p != 0; }\n");
        CliRun r = CliRun.inOwnProcess(60, "explore", f.toString());
        noTrace(r);
        assertEquals(4, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("more than Effigy's limit of 268435456"), r.out());
    }

    @Test void devicesDirectoriesAndFifosAreNotPrograms() throws Exception {
        for (String path : List.of("/dev/zero", dir.toString())) {
            CliRun r = CliRun.inOwnProcess(60, "explore", path);
            noTrace(r);
            assertEquals(2, r.code(), r.err());
            assertTrue(r.err().contains("effigy: error: " + path + ": not a regular file"), r.err());
        }
        Path fifo = dir.resolve("fifo.c");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mk.waitFor() == 0, "mkfifo is not available");
        CliRun r = CliRun.inOwnProcess(60, "ir", fifo.toString());
        noTrace(r);
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(fifo + ": not a regular file"), r.err());
        // input files of options: a test to replay, an SV-COMP property, a concolic run's input
        Path c = write("p.c", "int main(void) { return 0; }\n");
        for (List<String> args : List.of(List.of("replay", c.toString(), "/dev/zero"), List.of("svcomp", "--property", "/dev/zero", c.toString()),
                List.of("run", "--concolic", "--input", "/dev/zero", c.toString()))) {
            CliRun input = CliRun.inOwnProcess(60, args.get(0), args.subList(1, args.size()).toArray(new String[0]));
            noTrace(input);
            assertEquals(2, input.code(), args + ": " + input.err());
            assertTrue(input.err().contains("/dev/zero: not a regular file"), args + ": " + input.err());
        }
    }

    @Test void sizeOptionsOutOfRangeAreUsageErrors() throws Exception {
        Path f = write("f.c", "int f(char *p) { return p[0]; }\n");
        for (List<String> args : List.of(List.of("--buffer-size", "1000000000"), List.of("--max-memory", "0"))) {
            List<String> all = new java.util.ArrayList<>(args);
            all.addAll(List.of("--entry", "f", f.toString()));
            CliRun r = CliRun.inOwnProcess(60, "explore", all.toArray(new String[0]));
            noTrace(r);
            assertEquals(2, r.code(), r.err());
            assertTrue(r.err().contains("Invalid value for option '" + args.get(0) + "'"), r.err());
        }
    }

    @Test void invalidUtf8IsReportedWhereItMattersAndAcceptedInCommentsAndStrings() throws Exception {
        Path bad = dir.resolve("bad.c");
        Files.write(bad, "int main(void) {\n  int \u00e9x = 0;\n  return 0;\n}\n".replace("\u00e9", "\u0001").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        byte[] bytes = Files.readAllBytes(bad);
        for (int i = 0; i < bytes.length; i++) if (bytes[i] == 1) bytes[i] = (byte) 0xE9;
        Files.write(bad, bytes);
        diagnostic(CliRun.inOwnProcess(60, "explore", bad.toString()), bad + ":2:7", "invalid UTF-8 byte 0xE9");

        Path latin = dir.resolve("latin.c");
        byte[] text = "/* caf\u0001 by M\u0001ller */\nint main(void) { char *s = \"na\u0001ve\"; return s[0] == 'n' ? 0 : 1; }\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        for (int i = 0; i < text.length; i++) if (text[i] == 1) text[i] = (byte) 0xE9;
        Files.write(latin, text);
        CliRun r = CliRun.inOwnProcess(60, "explore", latin.toString());
        noTrace(r);
        assertEquals(0, r.code(), r.err());
    }

    @Test void theMemoryLimitStopsTheExplorationWithTheResultsSoFar() throws Exception {
        // breadth first, each open state with its own copy of a 1 MiB global: 64 MB of heap fills after some 40 states
        Path f = write("mem.c", "char big[1 << 20];\nint f(unsigned x, unsigned y) {\n  int n = 0;\n"
                + "  for (int i = 0; i < 32; i++) {\n    if (x & (1u << i)) { big[i] = 1; n++; }\n    if (y & (1u << i)) { big[i + 32] = 1; n++; }\n  }\n"
                + "  return n;\n}\n");
        CliRun r = CliRun.inOwnProcess(120, List.of("-Xmx64m", "-XX:+UseSerialGC"), "explore", "--search", "bfs", "--entry", "f", f.toString());
        noTrace(r);
        assertEquals(4, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("stopped by memory limit"), r.out());
        CliRun json = CliRun.inOwnProcess(120, List.of("-Xmx256m", "-XX:+UseSerialGC"), "explore", "--max-memory", "40", "--search", "bfs", "--entry", "f", "--json", f.toString());
        noTrace(json);
        assertEquals(4, json.code(), json.out() + json.err());
        assertFalse(json.json().path("complete").asBoolean(true), json.out());
    }

    @Test void aHeapTooSmallForTheInputIsAMessageNotATrace() throws Exception {
        // the front end's tokens of a 200,000-term sum do not fit 24 MB
        Path sum = write("sum.c", "int main(int a) { return " + String.join(" + ", java.util.Collections.nCopies(200_000, "a")) + "; }\n");
        CliRun r = CliRun.inOwnProcess(60, List.of("-Xmx24m", "-XX:+UseSerialGC"), "explore", sum.toString());
        noTrace(r);
        assertEquals(4, r.code(), r.err());
        assertTrue(r.err().contains("effigy: out of memory: the Java heap of "), r.err());
    }

    @Test void aStackTooSmallForTheInputIsAMessageNotATrace() throws Exception {
        // a command stack of 1 MB instead of 512: the parser reports where it was, the C front end's later passes the
        // function; past the front end (here the .eff program's lowering), what happened
        Path parens = write("parens.c", "int main(void) { return " + repeat("(", 9000) + "0" + repeat(")", 9000) + "; }\n");
        CliRun p = CliRun.inOwnProcess(60, List.of("-Deffigy.stackMegabytes=1"), "ir", parens.toString());
        noTrace(p);
        assertEquals(2, p.code(), p.err());
        assertTrue(p.err().startsWith(parens + ":1:") && p.err().contains(": error: nested too deeply for Effigy's stack"), p.err());
        Path sum = write("sum.c", "int main(int a) { return " + String.join(" + ", java.util.Collections.nCopies(50_000, "a")) + "; }\n");
        diagnostic(CliRun.inOwnProcess(60, List.of("-Deffigy.stackMegabytes=1"), "explore", sum.toString()), sum + ":1:1",
                "this function is nested or chained too deeply for Effigy's stack");
        Path eff = write("sum.eff", "P: PROCEDURE (A);\n  X = " + String.join(" + ", java.util.Collections.nCopies(50_000, "A")) + ";\n  RETURN (X);\nEND;\n");
        CliRun s = CliRun.inOwnProcess(60, List.of("-Deffigy.stackMegabytes=1"), "explore", "--call", "P(\"A\")", eff.toString());
        noTrace(s);
        assertEquals(2, s.code(), s.err());
        assertTrue(s.err().contains("effigy: error: the input is nested or chained too deeply for Effigy"), s.err());
    }
}
