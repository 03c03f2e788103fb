package effigy.lang.c.pp;

import static effigy.lang.c.pp.PPTesting.error;
import static effigy.lang.c.pp.PPTesting.expand;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The directives not covered elsewhere: #error, #warning, the null directive, unknown ones, leftovers. */
class DirectiveTest {
    @Test
    void errorDirective() {
        assertEquals("t.c:2:3: #error: this is \"bad\", don't", error("x\n  #  error this  is \"bad\", /* c */ don't\n"));
        assertEquals("t.c:1:1: #error", error("#error\n"));
    }

    @Test
    void warningDirectivesAreCollected() {
        Preprocessor p = new Preprocessor(IncludeResolver.builtin(), Map.of());
        assertEquals("x", PPTesting.texts(p.run(new SourceFile("t.c", "#warning careful  now\nx\n#warning\n"))));
        assertEquals(List.of("t.c:1:1: #warning: careful now", "t.c:3:1: #warning"),
                p.warnings().stream().map(d -> d.span().where() + ": " + d.message()).toList());
        assertThrows(IllegalStateException.class, () -> p.run(new SourceFile("u.c", "")), "a preprocessor runs once");
    }

    @Test
    void nullDirectiveAndIgnoredLeftovers() {
        assertEquals("a b", expand("#\n  # /* nothing */\na\n#ifdef X junk\n#else junk\nb\n#endif junk\n#undef X junk\n"));
    }

    @Test
    void unknownDirectives() {
        assertEquals("t.c:1:2: invalid preprocessing directive #include_next", error("#include_next <a.h>\n"));
        assertEquals("t.c:1:3: invalid preprocessing directive #\"x\"", error("# \"x\"\n"));
        assertEquals("", expand("#if 0\n#ident \"v1\"\n#endif\n"), "ignored in skipped groups");
    }

    @Test
    void predefinedMacrosMustBeSingleLines() {
        assertThrows(IllegalArgumentException.class,
                () -> new Preprocessor(IncludeResolver.builtin(), Map.of("X", "1\n#define Y 2")));
        assertEquals("<predefined>", assertThrows(DiagnosticException.class, () -> Preprocessor.preprocess(
                new SourceFile("t.c", ""), IncludeResolver.builtin(), Map.of("3", "x"))).diagnostic().span().file().name());
    }
}
