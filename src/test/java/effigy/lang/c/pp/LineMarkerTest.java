package effigy.lang.c.pp;

import static effigy.lang.c.pp.PPTesting.error;
import static effigy.lang.c.pp.PPTesting.expand;
import static effigy.lang.c.pp.PPTesting.pp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import effigy.lang.c.CToken;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code #line}, gcc's line markers in {@code .i} files, and the logical positions they give spans. */
class LineMarkerTest {
    @Test
    void sourceFileLineMappings() {
        SourceFile f = new SourceFile("x.i", "a\nb\nc\nd\ne\n");
        assertEquals("x.i", f.logicalName(2));
        assertEquals(2, f.logicalLine(2));
        f.mapLines(2, "orig.c", 40);
        f.mapLines(4, "hdr.h", 1);
        assertEquals("x.i", f.logicalName(0));
        assertEquals(1, f.logicalLine(0));
        assertEquals("orig.c", f.logicalName(2));
        assertEquals(40, f.logicalLine(2));
        assertEquals(41, f.logicalLine(4));
        assertEquals("hdr.h", f.logicalName(6));
        assertEquals(2, f.logicalLine(8));
        assertEquals("orig.c:41:1", f.span(4, 5).where());
        assertEquals(41, f.span(4, 5).line());
        assertEquals(3, f.line(4), "physical lines are unchanged");
        f.mapLines(4, "hdr.h", 7);
        assertEquals(7, f.logicalLine(6), "a mapping at the same line replaces the earlier one");
    }

    @Test
    void preprocessedFileReportsOriginalPositions() {
        SourceFile i = SourceFile.read(Path.of("src/test/resources/c-pp/marked.i"));
        List<CToken> ts = Preprocessor.preprocess(i, IncludeResolver.builtin(), Map.of());
        assertEquals("int h ; int main ( void ) { return h ; }", PPTesting.texts(ts));
        assertEquals("hdr.h:1:5", ts.get(1).span().where());
        assertEquals("prog.c:3:5", ts.get(4).span().where());
        assertEquals("prog.c:10:3", ts.get(9).span().where());
        assertEquals(11, i.line(ts.get(9).span().start()), "the physical line in the .i file");
    }

    @Test
    void diagnosticsShowTheLogicalPositionAndThePhysicalLine() {
        Diagnostic d = assertThrows(DiagnosticException.class, () -> pp("# 1 \"orig.c\"\n# 40 \"orig.c\"\nint x = \"abc;\n"))
                .diagnostic();
        assertEquals("orig.c:40:9: error: unterminated string literal\nint x = \"abc;\n        ^", d.render());
    }

    @Test
    void lineDirective() {
        List<CToken> ts = pp("#line 100\nx\n#line 7 \"other.c\"\ny __LINE__ __FILE__\n#define L 50\n#line L\n__LINE__ __FILE__");
        assertEquals("x y 7 \"other.c\" 50 \"other.c\"", PPTesting.texts(ts));
        assertEquals("t.c:100:1", ts.get(0).span().where());
        assertEquals("other.c:7:1", ts.get(1).span().where());
        assertEquals("\"a\\\\b.c\"", expand("#line 1 \"a\\\\b.c\"\n__FILE__"));
        assertEquals("4", expand("#line 3 /* a \n comment */\n\n__LINE__"), "the directive ends after the comment");
        assertEquals("3", expand("# 3 \"m.c\" 1 3 4\n__LINE__"));
    }

    @Test
    void lineDirectiveErrors() {
        assertEquals("t.c:1:7: \"x\" after #line is not a positive integer", error("#line x\n"));
        assertEquals("t.c:1:7: \"-\" after #line is not a positive integer", error("#line -1\n"));
        assertEquals("t.c:1:1: #line requires a line number", error("#line\n"));
        assertEquals("t.c:1:7: line number out of range in #line", error("#line 99999999999\n"));
        assertEquals("t.c:1:9: invalid file name \"foo\" in #line", error("#line 5 foo\n"));
        assertEquals("t.c:1:9: invalid flag \"9\" in line marker", error("# 5 \"f\" 9\n"));
        assertEquals("t.c:1:3: \"0x10\" after line marker is not a positive integer", error("# 0x10\n"));
    }
}
