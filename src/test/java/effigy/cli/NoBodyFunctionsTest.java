package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Calls of C functions with no body: an integer result is a fresh symbol named after the function and the
 * call's line, a void function does nothing, each with one warning on stderr per function; a function with
 * no body returning a pointer is rejected at its call; {@code ir} prints a program that calls one (in a process of its
 * own). Also gcc's __builtin_unreachable and __builtin_va_start.
 */
class NoBodyFunctionsTest {
    @TempDir
    Path dir;

    private record Result(int code, String out, String err) {}

    private Result effigy(String source, String... args) throws Exception {
        Path file = dir.resolve("p.c");
        Files.writeString(file, source);
        String[] all = new String[args.length + 1];
        all[0] = args[0];
        all[1] = file.toString();
        System.arraycopy(args, 1, all, 2, args.length - 1);
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(all, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(code, out.toString(), err.toString());
    }

    @Test
    void anIntegerResultIsAFreshSymbolAndEachFunctionIsWarnedAboutOnce() throws Exception {
        Result r = effigy("""
                extern int sensor(int);
                extern void log_value(int);
                int main(void) {
                  int a = sensor(1);
                  int b = sensor(2);
                  log_value(a);
                  log_value(b);
                  if (a == 5 && b == 6) return 1;
                  return 0;
                }
                """, "explore");
        assertEquals(0, r.code(), r.err());
        // the inputs by the variables they are read into, in C's notation
        assertTrue(r.out().contains("a == 5") && r.out().contains("b == 6"), r.out());
        assertTrue(r.out().contains("2 returned") || r.out().contains("3 returned"), r.out());
        assertEquals(1, count(r.err(), "warning: function sensor has no body: each call returns a fresh symbolic int (shown by the variable it is read into, else named sensor@<line of the call>)"), r.err());
        assertEquals(1, count(r.err(), "warning: function log_value has no body: its calls do nothing"), r.err());
        assertTrue(r.err().contains("p.c:4:11: warning: function sensor"), r.err());
    }

    @Test
    void runWarnsOnStderr() throws Exception {
        Result r = effigy("extern void hook(void);\nint main(void) { hook(); hook(); return 3; }\n", "run");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("effigy: the program exited with status 3"), r.err());
        assertEquals(1, count(r.err(), "p.c:2:18: warning: function hook has no body: its calls do nothing"), r.err());
    }

    @Test
    void aPointerResultIsRejectedAtTheCall() throws Exception {
        Result r = effigy("extern char *name(void);\nint main(void) {\n  char *p = name();\n  return p != 0;\n}\n", "explore");
        assertEquals(Main.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("p.c:3:13: error: function name has no body and returns 'char *'"), r.err());
    }

    @Test
    void builtinUnreachableIsAnErrorLeaf() throws Exception {
        Result r = effigy("extern int __VERIFIER_nondet_int(void);\nint main(void) {\n  if (__VERIFIER_nondet_int() == 7) __builtin_unreachable();\n  return 0;\n}\n", "explore");
        assertTrue(r.out().contains("unreachable at ") && r.out().contains("__builtin_unreachable() was reached"), r.out());
    }

    @Test
    void variableArgumentsOfAFunctionWithABodyAreRead() throws Exception {
        Result r = effigy("int f(int n, ...) {\n  __builtin_va_list ap;\n  __builtin_va_start(ap, n);\n  int x = __builtin_va_arg(ap, int);\n"
                + "  __builtin_va_end(ap);\n  return n + x;\n}\nint main(void) { return f(1, 2); }\n", "run");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("effigy: the program exited with status 3"), r.err());
    }

    @Test
    void irPrintsAProgramThatCallsAFunctionWithNoBody() throws Exception {
        Path file = dir.resolve("p.c");
        Files.writeString(file, "int g(int); int main(void) { return g(1); }\n");
        CliRun r = CliRun.inOwnProcess(60, "ir", file.toString());
        assertTrue(r.noInternalError(), r.err());
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(r.out().contains("function main() -> i32") && r.out().contains("call g(1:i32)"), r.out());
        assertTrue(r.err().contains("warning: function g has no body: each call returns a fresh symbolic int"), r.err());
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) n++;
        return n;
    }
}
