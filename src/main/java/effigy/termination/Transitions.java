package effigy.termination;

import effigy.ir.Type;
import effigy.loops.Linear;
import effigy.smt.Solver;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The paths of the symbolic execution graph as integer transitions: a path's cases as linear constraints on the
 * variables before (x) and after (x') it, with the paper's rules for bit-vectors ({@link Encoder}); and the values
 * that have a linear form in named symbols. Loops and recursion are ranked, and the ITS is written, from these.
 */
final class Transitions {
    /** The most cases one path is split into. */
    private static final int CASES = 64;

    private Transitions() {}

    /** A transition's cases: the path condition, x = its value at the first start, x' = at the next. */
    static List<List<Encoder.Atom>> encode(Iteration it, Iteration.Segment seg, List<String> vars, Map<String, Type> types, Solver raw, TermBuilder tb) {
        Encoder enc = encoder(it, types);
        for (Term t : seg.pc()) enc.assume(t);
        for (String x : vars) {
            Encoder.View view = view(types.get(x));
            // a variable a state does not hold (a global the path never touched at that point) is left unconstrained
            // there: the cases then allow more than the path does, which a ranking function must also fit (sound)
            Term from = seg.from().get(x), to = seg.to() == null ? null : seg.to().get(x);
            if (from != null) enc.equate(Linear.variable(x), enc.value(from, view));
            if (to != null) enc.equate(Linear.variable(x + "'"), enc.value(to, view));
        }
        return enc.cases(raw, tb, CASES);
    }

    /** An encoder that names the header's values h_x and reads every symbol of a variable with that variable's type. */
    static Encoder encoder(Iteration it, Map<String, Type> types) {
        Map<Term.Sym, String> names = new HashMap<>();
        for (Map.Entry<String, Term> v : it.header.entrySet()) if (v.getValue() instanceof Term.Sym s) names.put(s, "h_" + v.getKey());
        Map<Term.Sym, Boolean> signed = new SignednessByName(types);
        return new Encoder(names, signed);
    }

    /** Whether a symbol is signed: the C type of the variable its name starts with ({@code x@header#3} is x's value). */
    private static final class SignednessByName extends HashMap<Term.Sym, Boolean> {
        private final Map<String, Type> types;
        SignednessByName(Map<String, Type> types) { this.types = types; }
        @Override public Boolean get(Object key) {
            if (!(key instanceof Term.Sym s)) return null;
            String name = s.name();
            int at = name.indexOf('@');
            Type t = types.get(at < 0 ? name : name.substring(0, at));
            return t instanceof Type.BvType bv && bv.signed();
        }
    }

    static Encoder.View view(Type t) { return t instanceof Type.BvType bv && bv.signed() ? Encoder.View.S : Encoder.View.U; }

    /** A value as a linear expression: a literal, or a symbol {@code names} names; null for any other term. */
    static Linear linear(Term t, Map<Term.Sym, String> names) {
        if (t instanceof Term.BvLit b) return Linear.constant(b.value());
        if (t instanceof Term.IntLit i) return Linear.constant(i.value());
        if (t instanceof Term.Sym s && names.containsKey(s)) return Linear.variable(names.get(s));
        return null;
    }
}
