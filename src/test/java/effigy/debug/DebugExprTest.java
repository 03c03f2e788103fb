package effigy.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import effigy.term.TermPrinter;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The debugger's expressions: King's and C's spellings, evaluated to simplified terms. */
class DebugExprTest {
    private final TermFactory f = new TermFactory();
    private final TermBuilder tb = new TermBuilder(f);
    private final Map<String, Term> vars = new LinkedHashMap<>();

    private String eval(String text) { return TermPrinter.print(DebugExpr.evaluate(text, vars, tb)); }

    @Test
    void kingsSpellingsOnIntegers() {
        vars.put("X", f.symbol("a", Sort.INT));
        vars.put("A", f.symbol("A", Sort.array(Sort.INT, Sort.INT)));
        vars.put("J", tb.integer(3));
        assertEquals("a > 10", eval("X > 10"));
        assertEquals("a > 10", eval("x > 10"), "King's names are case-insensitive");
        assertEquals("a = A(3)", eval("X = A(J)"));
        assertEquals("a ¬= A(3)", eval("X ¬= A(J)"));
        assertEquals(eval("X != A[J]"), eval("X ~= A(J)"));
        assertEquals("2*a + 2", eval("(X + 1) * 2"));
        assertEquals(eval("X > 0 -> X > 5"), eval("X > 0 ⊃ X > 5"));
        assertEquals(eval("¬(X > 0)"), eval("!(X > 0)"));
    }

    @Test
    void cValuesAreBitVectors() {
        vars.put("x", f.symbol("x", Sort.bv(32)));
        Term t = DebugExpr.evaluate("x + 1 == 5", vars, tb);
        assertEquals(Sort.BOOL, t.sort());
        assertEquals(Sort.bv(32), DebugExpr.evaluate("x * 2 - 1", vars, tb).sort());
        assertEquals("7", eval("3 + 4"));
    }

    @Test
    void errorsSayWhat() {
        vars.put("X", f.symbol("a", Sort.INT));
        DebugExpr.BadExpression e = assertThrows(DebugExpr.BadExpression.class, () -> eval("Y + 1"));
        assertTrue(e.getMessage().contains("no variable Y here (there are X)"), e.getMessage());
        assertTrue(assertThrows(DebugExpr.BadExpression.class, () -> eval("(X + 1")).getMessage().contains("')' expected"));
        assertTrue(assertThrows(DebugExpr.BadExpression.class, () -> eval("X + ")).getMessage().contains("missing"));
        assertTrue(assertThrows(DebugExpr.BadExpression.class, () -> eval("X(1)")).getMessage().contains("not an array"));
    }
}
