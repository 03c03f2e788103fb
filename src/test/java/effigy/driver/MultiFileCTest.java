package effigy.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * Several C files form one program: external names meet across files (a global defined in one and
 * declared extern in the other, functions called across files), while static functions and file-scope
 * statics of the same name stay apart, one per file. gcc compiles the same pair to the same output
 * (src/test/resources/c-multi; the expected text below is gcc's).
 */
class MultiFileCTest {
    private static final String DIR = "src/test/resources/c-multi/";

    private record Result(int code, String out, String err) {}

    private static Result run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(code, out.toString(), err.toString());
    }

    @Test
    void twoFilesRunAsOneProgram() {
        Result r = run("run", DIR + "main.c", DIR + "counter.c");
        assertEquals("counter=8 total=2008 calls=7\n", r.out(), r.err());
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void staticNamesAreQualifiedByTheirFileInTheIr() {
        Result r = run("ir", DIR + "main.c", DIR + "counter.c");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("main.c:helper") && r.out().contains("counter.c:helper"), r.out());
        assertTrue(r.out().contains("main.c:calls") && r.out().contains("counter.c:calls"), r.out());
    }

    @Test
    void anExternalFunctionDefinedTwiceIsAnError() {
        Result r = run("run", DIR + "main.c", DIR + "counter.c", DIR + "dup.c");
        assertEquals(Main.BAD_INPUT, r.code());
        assertTrue(r.err().contains("dup.c:1:1: error: function bump is defined twice"), r.err());
    }
}
