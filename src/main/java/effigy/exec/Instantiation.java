package effigy.exec;

import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values the inputs take in a run: none in a symbolic run; in a concrete run (a test's replay, a fuzzer's
 * input) those given, grown by the {@link Executor.InputSource} as the run reads inputs. A symbol with a value is
 * concrete the moment it is made ({@link #instantiate}): King's commutativity by construction.
 */
final class Instantiation {
    private final TermBuilder tb;
    /** The values; live over {@link #streamed} when an input source gives more. */
    private final Assignment values;
    /** The values the {@link Executor.InputSource} gave, behind a live {@link #values} (a concrete run reading a stream); null without a source. */
    private final java.util.LinkedHashMap<Term.Sym, Object> streamed;
    private final Executor.InputSource source;
    private final BranchPolicy policy;

    Instantiation(TermBuilder tb, Assignment given, Executor.InputSource source, BranchPolicy policy) {
        this.tb = tb;
        this.source = source;
        this.policy = policy;
        if (source != null) {
            streamed = new java.util.LinkedHashMap<>(given.values());
            values = Assignment.live(streamed);
        } else {
            streamed = null;
            values = given;
        }
    }

    /** The values as an assignment (live: it grows as the run reads from its input source). */
    Assignment values() { return values; }

    /** Whether the run has an input source (it then follows one path: never forks). */
    boolean streams() { return source != null; }

    /** The value {@code symbol} has in this run, or null when it is symbolic. */
    Object get(Term.Sym symbol) { return values.get(symbol); }

    /**
     * A new input symbol {@code sym} of {@code bytes} bytes was read: with an input source, it gives the value (a
     * {@code bool} input is 1 where its bytes are not all zero), kept by a policy that follows the input or here.
     */
    void read(Term.Sym sym, long bytes, boolean bool) {
        if (source == null || values.has(sym)) return;
        Object v = source.value(sym, bytes);
        if (bool && v instanceof BigInteger b) v = b.signum() != 0 ? BigInteger.ONE : BigInteger.ZERO;
        if (!policy.read(sym, v)) streamed.put(sym, v); // following the input: the state's model is that input, which grows
    }

    /** The value a term has in this run: itself, or its value where the instantiation covers all its symbols. */
    Term instantiate(Term t) {
        if (values.values().isEmpty()) return t;
        List<Term.Sym> syms = symbolsOf(t);
        for (Term.Sym sym : syms) if (!values.has(sym)) return t;
        return valueTerm(Evaluator.eval(t, values), t.sort());
    }

    /** A concrete value (as the Evaluator gives it) as a term of sort {@code sort}. */
    Term valueTerm(Object value, Sort sort) {
        if (value instanceof BigInteger b) return sort instanceof Sort.BvSort bv ? tb.factory().bv(b, bv.width()) : tb.integer(b);
        if (value instanceof Boolean b) return tb.bool(b);
        ArrayValue a = (ArrayValue) value;
        Sort.ArraySort as = (Sort.ArraySort) sort;
        Term arr = tb.constArray(as.index(), valueTerm(a.defaultValue(), as.element()));
        for (Map.Entry<BigInteger, Object> e : a.elements().entrySet()) {
            arr = tb.store(arr, valueTerm(e.getKey(), as.index()), valueTerm(e.getValue(), as.element()));
        }
        return arr;
    }

    /** The symbols of {@code t}, each once, in the order of a depth-first walk. */
    static List<Term.Sym> symbolsOf(Term t) {
        List<Term.Sym> out = new ArrayList<>();
        collect(t, out, new HashSet<>());
        return out;
    }

    private static void collect(Term t, List<Term.Sym> out, Set<Term> seen) {
        if (!seen.add(t)) return;
        if (t instanceof Term.Sym s) out.add(s);
        for (Term a : t.args()) collect(a, out, seen);
    }
}
