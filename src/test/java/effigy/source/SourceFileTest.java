package effigy.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SourceFileTest {
    /** Millions of short lines (a generated 10 MB source): every line start kept, without a boxed number per line. */
    @Test
    void millionsOfLinesAreIndexed() {
        SourceFile f = new SourceFile("big.c", "x++;\n".repeat(2_500_000) + "end");
        assertEquals(2_500_001, f.line(f.text().length() - 1));
        assertEquals(1_250_001, f.line(5 * 1_250_000));
        assertEquals(2, f.column(5 * 1_250_000 + 1));
    }

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

    @Test
    void bytesThatAreNotUtf8AreKeptAsLatin1WithTheirOffsets() {
        byte[] bytes = {'a', (byte) 0xE9, 'b', (byte) 0xC3, (byte) 0xA9, (byte) 0xC0, (byte) 0x80, (byte) 0xED, (byte) 0xA0, (byte) 0x80, '\n', (byte) 0xFF};
        SourceFile f = SourceFile.decode("x.c", bytes);
        // a lone E9, then a valid é (C3 A9), then an overlong NUL (C0 80) and a surrogate (ED A0 80), byte by byte
        assertEquals("a\u00e9b\u00e9\u00c0\u0080\u00ed\u00a0\u0080\n\u00ff", f.text());
        assertEquals(0xE9, f.invalidByte(1));
        assertEquals(-1, f.invalidByte(3));
        assertEquals(0xC0, f.invalidByte(4));
        assertEquals(0xED, f.invalidByte(6));
        assertEquals(0xFF, f.invalidByte(10));
        assertEquals("x.c:2:1: error: invalid UTF-8 byte 0xFF", f.invalidByteError(10).diagnostic().render().lines().findFirst().orElseThrow());
        assertEquals(-1, SourceFile.decode("y.c", "caf\u00e9".getBytes(java.nio.charset.StandardCharsets.UTF_8)).invalidByte(3));
    }

    @Test
    void onlyRegularFilesAreRead() {
        DiagnosticException e = assertThrows(DiagnosticException.class, () -> SourceFile.read(java.nio.file.Path.of("/dev/null")));
        assertEquals("effigy: error: /dev/null: not a regular file", e.diagnostic().render());
        SourceFile.requireRegularFile(java.nio.file.Path.of("/no/such/file")); // the reader reports a missing file
    }
}
