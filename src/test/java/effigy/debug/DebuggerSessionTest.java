package effigy.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Scripted {@code effigy debug} sessions (commands on standard input, as a user would type them): King's
 * walkthroughs of §6 (the IF X > 5 example narrowed with ASSUME, SEARCH with SAVE/RESTORE, POWER traced
 * with values) and the debugger's commands on C.
 */
class DebuggerSessionTest {
    /** Runs {@code effigy debug ARGS} with {@code script} as standard input; returns the transcript. */
    static String session(String script, String... args) {
        List<String> all = new ArrayList<>(List.of("debug"));
        all.addAll(List.of(args));
        StringWriter out = new StringWriter(), err = new StringWriter();
        java.io.InputStream saved = effigy.cli.DebugCommandInput.get();
        effigy.cli.DebugCommandInput.set(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)));
        try {
            int code = Main.execute(all.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
            assertEquals(Main.OK, code, () -> "exit " + code + ": " + err + out);
        } finally {
            effigy.cli.DebugCommandInput.set(saved);
        }
        return out.toString();
    }

    private static void contains(String transcript, String... parts) {
        int from = 0;
        for (String p : parts) {
            int at = transcript.indexOf(p, from);
            assertTrue(at >= 0, () -> "expected, in order, '" + p + "' in:\n" + transcript);
            from = at + p.length();
        }
    }

    @Test
    void kingsIfExampleNarrowedByAssume() {
        String t = session("go\nassume (X > 10); go\n", "src/test/resources/debug/ifx.eff", "--call", "IFX(\"a\")");
        contains(t, "paused before line 6", "fork at line 7: a > 5", "true:  pc a > 5", "false: pc a <= 5",
                "assumed; the branch goes true: pc a > 10", "leaf 1: returned  pc a > 10", "return = 2*a + 2");
    }

    @Test
    void symbolicSetAndQuotedInputSymbols() {
        String t = session("set X = \"b\"\nprint X + 1\ngo\nassume (\"b\" > 10)\ngo\n", "src/test/resources/debug/ifx.eff", "--call", "IFX(\"a\")");
        contains(t, "X = b", "X + 1 = b + 1", "fork at line 7: b > 5", "assumed; the branch goes true: pc b > 10", "return = 2*b + 2");
    }

    @Test
    void searchWithSaveAndRestore() {
        String t = session("go\nsave 1; go true\nrestore 1; go false\ngo true\ngo true\n",
                "examples/king/search.eff", "--call", "SEARCH(A, 1, 5, \"X\", FOUND, J)");
        contains(t, "fork at line 30: X = A(3)", "saved 1",
                "leaf 1: returned  pc X = A(3)", "FOUND = 1", "J = 3",
                "restored 1", "fork at line 31: X < A(3)",
                "fork at line 30: X = A(1)",
                "leaf 2: returned  pc X = A(1) & X < A(3)", "FOUND = 1", "J = 1");
    }

    @Test
    void powerTwoIterationsTracedWithValues() {
        String t = session("trace values\ngo\ngo true\ngo true\ngo false\n", "examples/king/power.eff", "--call", "POWER(\"X\", \"Y\")");
        contains(t, "tracing values", "[POWER line 8] Z = 1;", "[POWER line 9] J = 1;", "Z = 1",
                "fork at line 10: Y >= 1", "[POWER line 12] J = J + 1;", "Z = X, J = 1",
                "fork at line 10: Y >= 2", "Z = X * X, J = 2",
                "fork at line 10: Y >= 3", "leaf 1: returned  pc Y = 2", "return = X * X", "3 open states");
    }

    @Test
    void statesSwitchTreeSolveProveWhere() {
        String t = session("go\ngo true\nstates\nswitch 1\ntree\nsolve\nprove (FOUND = 0)\nprove (X < A(3))\nwhere\n",
                "examples/king/search.eff", "--call", "SEARCH(A, 1, 5, \"X\", FOUND, J)");
        contains(t, "leaf 1: returned  pc X = A(3)", "1 open state", "1: line 31 in SEARCH, pc X ¬= A(3)",
                "paused before line 31", "line 30 false: X ¬= A(3)", "[* current, line 31]", "leaf 1: returned, pc X = A(3)",
                "input: ", "proved: pc ⊃ (FOUND = 0)", "not proved: X < A(3) fails for ", "#0  SEARCH at line 31");
    }

    @Test
    void cBreakpointPrintSetNextAndErrors() {
        String t = session("break 16\nbreak\ngo\ngo false\nprint y - x\nset x = 3\nprint x + 1\nprint nosuch\nfrob\ndelete 1\nnext\ngo false\n",
                "examples/lecture/foo.c", "--entry", "foo");
        contains(t, "paused before line 12 in foo: if (x > y) {", "breakpoint 1 at line 16", "1: line 16",
                "fork at line 12: y < x", "breakpoint 1, line 16", "paused before line 16",
                "y - x = y - 2 * x", "x = 3", "x + 1 = 4", "error: no variable nosuch here", "unknown command 'frob'",
                "breakpoint 1 deleted", "fork at line 16", "leaf 1: returned  pc x <= y && y - x <= 7", "return = y - x + 3");
    }

    @Test
    void breakAfterALineAndVariablesInMemory() {
        String t = session("break after 8\ngo\nprint\n", "src/test/resources/debug/calls.c", "--entry", "main");
        contains(t, "breakpoint 1 at after line 8", "breakpoint 1, after line 8", "paused before line 9 in main", "a = 2");
        String m = session("break 6\ngo\nprint x\nset x = 1\n", "src/test/resources/debug/memory.c", "--entry", "main");
        contains(m, "paused before line 6", "x = 7", "error: x lives in memory");
    }

    @Test
    void cArraysInMemoryShownElementByElement() {
        String t = session("break 9\ngo\nprint\nprint a[1] + a[3]\nprint bytes[2]\n", "src/test/resources/debug/arrays.c", "--entry", "main");
        // the input int x = __VERIFIER_nondet_int() is shown as x
        contains(t, "a = {10, x, 30, 40}", "bytes = {1, 2, 3}", "x = x", "p = 0x", "a[1] + a[3] = x + 40", "bytes[2] = 3");
    }

    @Test
    void listAndRestart() {
        String t = session("next\nlist\nrestart\nlist 3\n", "src/test/resources/debug/calls.c", "--entry", "main");
        contains(t, "paused before line 8", "=>   8    a = twice(a);", "restarted main()", "paused before line 7", "     3    return v + v;", "=>   7");
    }

    @Test
    void stepNextAndFinishAcrossCalls() {
        String t = session("step\nstep\nwhere\nfinish\nnext\n", "src/test/resources/debug/calls.c", "--entry", "main");
        contains(t, "paused before line 8 in main", "paused before line 3 in twice", "#0  twice at line 3", "#1  main at line 8",
                "paused before line 9 in main", "paused before line 10 in main");
    }

    @Test
    void floatingVariablesPrintAsNumbers() {
        String t = session("step\nstep\nprint\nprint x\n", "src/test/resources/debug/floats.c", "--entry", "main");
        contains(t, "x = 1.5f", "y = 3.0", "x = 1.5f");
    }
}
