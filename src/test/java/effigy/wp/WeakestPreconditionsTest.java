package effigy.wp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import effigy.driver.Workbench;
import effigy.smt.Validity;
import effigy.source.SourceFile;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The calculus on hand-made traces: substitution, the conditional substitution of §4 (aliasing), Definition 4.2. */
class WeakestPreconditionsTest {
    private final Workbench wb = Workbench.fromSources(List.of(new SourceFile("empty.eff", "P: PROCEDURE; END;\n")), 10_000);
    private final TermBuilder tb = wb.termBuilder();
    private final WeakestPreconditions wp = new WeakestPreconditions(tb);

    // program variables, and the inputs they start from
    private final Term.Sym x = sym("x"), y = sym("y"), i = sym("i"), j = sym("j");
    private final Term.Sym a = (Term.Sym) tb.symbol("a", Sort.array(Sort.INT, Sort.INT));
    private final Term X = tb.symbol("X", Sort.INT), Y = tb.symbol("Y", Sort.INT), I = tb.symbol("I", Sort.INT), J = tb.symbol("J", Sort.INT);
    private final Term A = tb.symbol("A", Sort.array(Sort.INT, Sort.INT));

    @AfterEach
    void close() { wb.close(); }

    private Term.Sym sym(String name) { return (Term.Sym) tb.symbol(name, Sort.INT); }

    private Term n(long v) { return tb.integer(v); }

    private static Trace trace(Trace.Step... steps) {
        Trace t = Trace.EMPTY;
        for (Trace.Step s : steps) t = t.then(s);
        return t;
    }

    private void assertEqualValues(Term expected, Term actual) {
        Validity v = wb.solver().isValid(List.of(), tb.eq(expected, actual));
        if (!(v instanceof Validity.Valid)) fail(TermPrinter.print(actual) + " does not always equal " + TermPrinter.print(expected) + ": " + v);
    }

    private void assertEquivalent(Term expected, Term actual) {
        for (Term[] dir : new Term[][] {{expected, actual}, {actual, expected}}) {
            Validity v = wb.solver().isValid(List.of(dir[0]), dir[1]);
            if (!(v instanceof Validity.Valid)) {
                fail(TermPrinter.print(actual) + " is not equivalent to " + TermPrinter.print(expected) + ": " + v);
            }
        }
    }

    @Test
    void assignmentIsSubstitution() {
        // wp(x := x + 1, x > 5) = x + 1 > 5, i.e. x >= 5
        Term q = wp.wp(trace(new Trace.Assign(x, tb.add(x, n(1)))), tb.gt(x, n(5)));
        assertSame(tb.gt(tb.add(x, n(1)), n(5)), q);
        // the substitution goes back through every assignment to the inputs
        Trace t = trace(new Trace.Assign(x, X), new Trace.Assign(y, Y), new Trace.Assign(x, tb.add(x, y)), new Trace.Assign(y, tb.sub(x, y)));
        assertSame(X, wp.wp(t, y));
        assertSame(tb.add(X, Y), wp.wp(t, x));
    }

    @Test
    void assignmentsTheConditionDoesNotMentionAreSkipped() {
        Trace t = trace(new Trace.Assign(x, X), new Trace.Assign(y, n(7)), new Trace.Test(tb.lt(y, x)));
        assertSame(tb.lt(n(7), X), wp.wp(t.before(), tb.lt(y, x)));
        assertSame(n(7), wp.wp(t, y));
    }

    @Test
    void definition42ConjoinsThePreconditionsOfTheTests() {
        // x := X; test x > 0; x := x - 1; test x > 0   ⟹   X > 0 ∧ X - 1 > 0
        Trace t = trace(new Trace.Assign(x, X), new Trace.Test(tb.gt(x, n(0))), new Trace.Assign(x, tb.sub(x, n(1))), new Trace.Test(tb.gt(x, n(0))));
        assertEquals(List.of(tb.gt(X, n(0)), tb.gt(X, n(1))), wp.pathConditionConjuncts(t));
        assertSame(tb.and(tb.gt(X, n(0)), tb.gt(X, n(1))), wp.pathCondition(t));
        assertSame(tb.bool(true), wp.pathCondition(Trace.EMPTY));
    }

    @Test
    void arrayUpdateIsTheConditionalSubstitutionOfSection4() {
        // (a[j])[a[i] := 5] = if j = i then 5 else a[j] fi
        Term q = wp.update(tb.select(a, j), a, i, n(5));
        assertSame(tb.ite(tb.eq(j, i), n(5), tb.select(a, j)), q);
        // the index is itself substituted first: (a[a[j]])[a[i] := 5] reads a[j'] with j' the substituted inner read
        Term inner = tb.ite(tb.eq(j, i), n(5), tb.select(a, j));
        assertSame(tb.ite(tb.eq(inner, i), n(5), tb.select(a, inner)), wp.update(tb.select(a, tb.select(a, j)), a, i, n(5)));
        // a read of another array, and a variable, are left alone
        Term.Sym b = (Term.Sym) tb.symbol("b", Sort.array(Sort.INT, Sort.INT));
        assertSame(tb.add(tb.select(b, j), x), wp.update(tb.add(tb.select(b, j), x), a, i, n(5)));
    }

    @Test
    void constantIndicesDecideTheAliasing() {
        // a[1] := 5 · a[2] := 6: a[1] is 5, a[2] is 6, a[3] is whatever a held
        Trace t = trace(new Trace.Update(a, n(1), n(5)), new Trace.Update(a, n(2), n(6)));
        assertSame(n(5), wp.wp(t, tb.select(a, n(1))));
        assertSame(n(6), wp.wp(t, tb.select(a, n(2))));
        assertSame(tb.select(a, n(3)), wp.wp(t, tb.select(a, n(3))));
    }

    @Test
    void aliasingOfSymbolicIndices() {
        // a := A; i := I; j := J; a[i] := 1; a[j] := 2; test a[i] = 1   ⟹   I ≠ J
        Trace t = trace(new Trace.Assign(a, A), new Trace.Assign(i, I), new Trace.Assign(j, J),
                new Trace.Update(a, i, n(1)), new Trace.Update(a, j, n(2)), new Trace.Test(tb.eq(tb.select(a, i), n(1))));
        Term pc = wp.pathCondition(t);
        assertEquivalent(tb.ne(I, J), pc);
        // and the element read after both updates is 2 where the indices alias, 1 elsewhere
        Term readI = wp.wp(t, tb.select(a, i));
        assertEqualValues(tb.ite(tb.eq(I, J), n(2), n(1)), readI);
        // a read at a third index K: 2 if K = J, else 1 if K = I, else A(K)
        Term K = tb.symbol("K", Sort.INT);
        Term readK = wp.wp(t, tb.select(a, K));
        assertEqualValues(tb.ite(tb.eq(K, J), n(2), tb.ite(tb.eq(K, I), n(1), tb.select(A, K))), readK);
    }

    @Test
    void theWholeArrayAfterAnUpdateIsTheStoredArray() {
        // an array output (or an array passed on) after a[i] := e is a updated at i (§2.1)
        Trace t = trace(new Trace.Assign(a, A), new Trace.Assign(i, I), new Trace.Update(a, i, tb.add(x, n(1))), new Trace.Assign(x, X));
        // x is assigned after the update: the stored value keeps the x of its time (here unassigned: the variable itself)
        Term out = wp.wp(t.before(), a);
        assertSame(tb.store(A, I, tb.add(x, n(1))), out);
        assertSame(tb.store(A, I, tb.add(x, n(1))), wp.wp(t, a));
    }

    @Test
    void substitutionRebuildsThroughTheSimplifier() {
        // x := 3 makes x * x + 2 * x a number; y := X makes (y + 1) - y one
        assertSame(n(15), wp.assign(tb.add(tb.mul(x, x), tb.mul(n(2), x)), x, n(3)));
        assertSame(n(1), wp.assign(tb.sub(tb.add(y, n(1)), y), y, X));
        assertTrue(wp.assign(tb.lt(x, y), x, y) instanceof Term.BoolLit b && !b.value());
        // bit-vectors too: x + 1 with x := 0xff at 8 bits wraps to 0
        Term bx = tb.symbol("bx", Sort.bv(8));
        assertSame(tb.bv(0, 8), wp.assign(tb.bvAdd(bx, tb.bv(1, 8)), (Term.Sym) bx, tb.bv(255, 8)));
    }
}
