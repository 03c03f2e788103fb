package effigy.lang.c.pp;

import static effigy.lang.c.pp.PPTesting.error;
import static effigy.lang.c.pp.PPTesting.expand;
import static effigy.lang.c.pp.PPTesting.pp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import effigy.lang.c.CToken;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code #pragma} and {@code _Pragma} become PRAGMA tokens where they stand. */
class PragmaTest {
    private static CToken only(List<CToken> ts, CToken.Kind kind) {
        List<CToken> found = ts.stream().filter(t -> t.kind() == kind).toList();
        assertEquals(1, found.size(), ts.toString());
        return found.get(0);
    }

    @Test
    void pragmaDirective() {
        List<CToken> ts = pp("int i;\n  #  pragma   loopbound   min 1 /* c */ max 4 // trailing\nfor (;;) ;\n");
        assertEquals("int i ; loopbound min 1 max 4 for ( ; ; ) ;", PPTesting.texts(ts));
        CToken p = ts.get(3);
        assertEquals(CToken.Kind.PRAGMA, p.kind());
        assertEquals("t.c:2:3", p.span().where());
        assertEquals("#  pragma   loopbound   min 1 /* c */ max 4", p.span().text());
        assertNull(p.expandedFrom());
    }

    @Test
    void pragmaOperator() {
        List<CToken> ts = pp("x;\n  _Pragma(\"loopbound min 1 max 4\") while (1) ;");
        CToken p = only(ts, CToken.Kind.PRAGMA);
        assertEquals("loopbound min 1 max 4", p.text());
        assertEquals("t.c:2:3", p.span().where());
        assertEquals("_Pragma(\"loopbound min 1 max 4\")", p.span().text());
        assertNull(p.expandedFrom());
        assertEquals("while", ts.get(3).text());
        assertEquals("omp parallel for \"x\" \\n", only(pp("_Pragma(L\"omp parallel for \\\"x\\\" \\\\n\")"), CToken.Kind.PRAGMA).text());
    }

    @Test
    void pragmaOperatorFromMacros() {
        CToken p = only(pp("#define BOUND _Pragma(\"loopbound min 1 max 4\")\nBOUND for"), CToken.Kind.PRAGMA);
        assertEquals("loopbound min 1 max 4", p.text());
        assertEquals("BOUND", p.expandedFrom());
        assertEquals("BOUND", p.span().text());
        CToken q = only(pp("#define P(x) _Pragma(#x)\nP(loopbound  min 1 max 8) y"), CToken.Kind.PRAGMA);
        assertEquals("loopbound min 1 max 8", q.text());
        assertEquals("P(loopbound  min 1 max 8)", q.span().text());
    }

    @Test
    void pragmasThatProduceNoToken() {
        assertEquals("a b", expand("a\n#pragma once\n#pragma\n#if 0\n#pragma loopbound min 1 max 2\n#endif\nb"));
        assertEquals("STDC FP_CONTRACT ON", expand("#pragma STDC FP_CONTRACT ON"));
        assertEquals("message(\"don't\")", expand("#pragma message(\"don't\")"));
        assertEquals("it's", expand("#pragma it's"), "read leniently, like gcc");
    }

    @Test
    void pragmaOperatorErrors() {
        assertEquals("t.c:1:3: _Pragma takes a parenthesized string literal", error("x _Pragma(foo)"));
        assertEquals("t.c:1:1: _Pragma takes a parenthesized string literal", error("_Pragma"));
        assertEquals("t.c:1:1: _Pragma takes a parenthesized string literal", error("_Pragma(\"a\" \"b\")"));
    }
}
