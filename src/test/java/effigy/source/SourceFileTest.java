package effigy.source;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SourceFileTest {
    @Test
    void linesAndColumns() {
        SourceFile f = new SourceFile("t.eff", "ab\ncd\r\n\nxyz");
        assertEquals(1, f.line(0));
        assertEquals(2, f.column(1));
        assertEquals(2, f.line(3));
        assertEquals(1, f.column(3));
        assertEquals("cd", f.lineText(2));
        assertEquals("", f.lineText(3));
        assertEquals(4, f.line(9));
        assertEquals("xyz", f.lineText(4));
    }

    @Test
    void diagnosticRendersPositionLineAndCaret() {
        SourceFile f = new SourceFile("p.eff", "P: PROC;\n\tX = ;\nEND;\n");
        Diagnostic d = Diagnostic.at(f.span(13, 14), "expected an expression");
        assertEquals("p.eff:2:5: error: expected an expression\n\tX = ;\n\t   ^", d.render());
        assertEquals("effigy: error: nothing here", Diagnostic.noPosition("nothing here").render());
    }
}
