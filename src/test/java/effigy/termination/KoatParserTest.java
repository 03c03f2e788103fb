package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The KoAT reader takes the format's example apart and rejects malformed systems naming the line. */
class KoatParserTest {
    private static final String EXAMPLE = String.join("\n",
            "(GOAL COMPLEXITY)",
            "(STARTTERM (FUNCTIONSYMBOLS l0))",
            "(VAR x y b_umax32)",
            "(RULES",
            "  l0(x, y, b_umax32) -> l1(x, 0, b_umax32)",
            "  l1(x, y, b_umax32) -{7}> l1(x, y + 1, b_umax32) :|: y < x && x >= 0 && y >= 0",
            "  l1(x, y, b_umax32) -{3}> l2(x, y, b_umax32) :|: y >= x",
            "  l2(x, y, b_umax32) -> Com_2(l3(x, y, b_umax32), l4(x, y, b_umax32))",
            ")",
            "");

    @Test
    void theExampleHasFourRules() {
        KoatParser.Program p = KoatParser.parse(EXAMPLE);
        assertEquals("COMPLEXITY", p.goal());
        assertEquals("l0", p.start());
        assertEquals(List.of("x", "y", "b_umax32"), p.variables());
        assertEquals(4, p.rules().size());

        KoatParser.Rule r0 = p.rules().get(0);
        assertEquals(5, r0.line());
        assertEquals("l0", r0.symbol());
        assertEquals(List.of("x", "y", "b_umax32"), r0.params());
        assertEquals("1", r0.weight());
        assertEquals(List.of(new KoatParser.Call("l1", List.of("x", "0", "b_umax32"))), r0.targets());
        assertEquals(List.of(), r0.guard());

        KoatParser.Rule r1 = p.rules().get(1);
        assertEquals("7", r1.weight());
        assertEquals(List.of(new KoatParser.Call("l1", List.of("x", "y + 1", "b_umax32"))), r1.targets());
        assertEquals(List.of(new KoatParser.Atom("y", "<", "x"), new KoatParser.Atom("x", ">=", "0"),
                new KoatParser.Atom("y", ">=", "0")), r1.guard());
        assertEquals(Set.of(), r1.temporaries());

        assertEquals("3", p.rules().get(2).weight());
        assertEquals(List.of(new KoatParser.Atom("y", ">=", "x")), p.rules().get(2).guard());

        KoatParser.Rule r3 = p.rules().get(3);
        assertEquals(8, r3.line());
        assertEquals(List.of("l3", "l4"), r3.targets().stream().map(KoatParser.Call::symbol).toList());
    }

    @Test
    void polynomialWeightsBracketGuardsCommentsAndTemporaries() {
        KoatParser.Program p = KoatParser.parse(String.join("\n",
                "# a comment line",
                "(GOAL COMPLEXITY)",
                "(STARTTERM (FUNCTIONSYMBOLS f)) # trailing comment",
                "(VAR n i)",
                "(RULES",
                "  f(n, i) -{2 * n^2 + -(3 - i)}> f(n, nondet) [ i < n /\\ nondet != i ]",
                "  f(n, i) -{n ** 2, 1}> g(n - 1, i * (n + 1))",
                ")"));
        KoatParser.Rule r0 = p.rules().get(0);
        assertEquals("2 * n^2 + -(3 - i)", r0.weight());
        assertEquals(List.of("n", "nondet"), r0.targets().get(0).args());
        assertEquals(List.of(new KoatParser.Atom("i", "<", "n"), new KoatParser.Atom("nondet", "!=", "i")), r0.guard());
        assertEquals(Set.of("nondet"), r0.temporaries());
        KoatParser.Rule r1 = p.rules().get(1);
        assertEquals("n^2, 1", r1.weight());
        assertEquals(List.of("n - 1", "i * (n + 1)"), r1.targets().get(0).args());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "missing RULES          | 4 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(f(x) -> f(x))",
        "sections out of order  | 2 | (GOAL COMPLEXITY)\\n(VAR x)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(RULES f(x) -> f(x))",
        "arity mismatch         | 6 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x y)\\n(RULES\\n  f(x, y) -> g(x, y)\\n  g(x) -> f(x, x)\\n)",
        "undeclared lhs arg     | 5 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES\\n  f(z) -> f(z)\\n)",
        "bad expression         | 5 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES\\n  f(x) -> f(x + * 1)\\n)",
        "unbalanced parentheses | 6 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES\\n  f(x) -> f((x + 1)\\n  :|: x > 0\\n)",
        "unclosed ( in a guard  | 5 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES\\n  f(x) -> f(x) :|: (x > 0\\n)",
        "disjunctive guard      | 5 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES\\n  f(x) -> f(x) :|: x > 0 || x < 0\\n)",
        "double equals          | 5 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES\\n  f(x) -> f(x) :|: x == 0\\n)",
        "expression on the lhs  | 5 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES\\n  f(x + 1) -> f(x)\\n)",
        "start never a lhs      | 2 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS main))\\n(VAR x)\\n(RULES\\n  f(x) -> f(x)\\n)",
        "Com_k with wrong count | 5 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES\\n  f(x) -> Com_3(f(x), f(x))\\n)",
        "C++ comment            | 4 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n// no\\n(RULES f(x) -> f(x))",
        "unknown goal           | 1 | (GOAL RUNTIME)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES f(x) -> f(x))",
        "text after RULES       | 5 | (GOAL COMPLEXITY)\\n(STARTTERM (FUNCTIONSYMBOLS f))\\n(VAR x)\\n(RULES f(x) -> f(x))\\n)",
    })
    void malformedInputIsRejectedAtItsLine(String what, int line, String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> KoatParser.parse(text.replace("\\n", "\n")), what);
        assertTrue(e.getMessage().startsWith("line " + line + ": "), what + ": " + e.getMessage());
    }
}
