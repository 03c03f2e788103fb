package effigy.termination;

import effigy.ir.Type;
import effigy.loops.Linear;
import effigy.smt.PathSolver;
import effigy.smt.SatResult;
import effigy.smt.Solver;
import effigy.smt.Validity;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Non-termination by a closed recurrence set (Gupta et al.; the "recurrent set" of Ultimate and AProVE's witnesses):
 * a set P of states at the start of a loop's body that contains a reachable state, that no path of the body leaves
 * for the loop's exit, and that every path from it leads back into. A run that reaches P then stays in the loop for
 * ever. P is a conjunction of simple predicates over the loop's variables, found Houdini-style: all the pool's
 * predicates true at a concrete state that a run of a concrete input reached, then those that some path does not
 * keep dropped until the rest is closed. Closure and the exits are checked on the executor's own terms from an
 * arbitrary state ({@link Iteration}), so a set found is a proof in the program's semantics.
 */
final class Recurrence {
    /**
     * A predicate {@code left op right} over the loop's variables (op one of {@code =, <=, <}), or with op
     * {@code mod} a congruence: left mod 2^k = right, 2^k the {@code modulus} (a stride's invariant: an odd counter
     * stepping by 2 never meets an even target).
     */
    record Predicate(Linear left, String op, Linear right, int modulusBits) {
        Predicate(Linear left, String op, Linear right) { this(left, op, right, 0); }

        Term term(Map<String, Term> vars, Map<String, Type> types, TermBuilder tb) {
            Term a = Ranker.evaluate(left, vars, types, tb), b = Ranker.evaluate(right, vars, types, tb);
            if (a == null || b == null) return null;
            if (op.equals("mod")) {
                BigInteger residue = right.constant(), m = BigInteger.TWO.pow(modulusBits);
                if (a.sort() instanceof Sort.IntSort) return tb.eq(tb.mod(a, tb.integer(m)), tb.integer(residue));
                return tb.eq(tb.extract(a, modulusBits - 1, 0), tb.bv(residue.longValue(), modulusBits));
            }
            if (op.equals("=")) return tb.eq(a, b);
            if (op.equals("<=")) return Ranker.le(a, b, tb);
            return Ranker.le(Ranker.plus(a, 1, tb), b, tb);
        }

        @Override public String toString() {
            return op.equals("mod") ? left + " mod " + BigInteger.TWO.pow(modulusBits) + " = " + right : left + " " + op + " " + right;
        }
    }

    private final TermBuilder tb;
    private final PathSolver solver;
    private final Solver raw;
    private final Map<String, Type> types;

    Recurrence(TermBuilder tb, PathSolver solver, Solver raw, Map<String, Type> types) {
        this.tb = tb;
        this.solver = solver;
        this.raw = raw;
        this.types = types;
    }

    /** The integer value of a concrete variable as its C type reads it. */
    static BigInteger number(Term t, Type type) {
        if (t instanceof Term.IntLit i) return i.value();
        if (t instanceof Term.BoolLit b) return b.value() ? BigInteger.ONE : BigInteger.ZERO;
        if (t instanceof Term.BvLit b) return type instanceof Type.BvType bv && bv.signed() ? b.signedValue() : b.value();
        return null;
    }

    /**
     * The interval of each variable over concrete states a run visited ({@code min <= x}, {@code x <= max}), where
     * every state gives it a number.
     */
    List<Predicate> hull(List<String> vars, List<Map<String, Term>> states) {
        List<Predicate> out = new ArrayList<>();
        if (states == null || states.isEmpty()) return out;
        for (String x : vars) {
            BigInteger lo = null, hi = null;
            for (Map<String, Term> st : states) {
                BigInteger v = number(st.get(x), types.get(x));
                if (v == null) { lo = null; break; }
                lo = lo == null ? v : lo.min(v);
                hi = hi == null ? v : hi.max(v);
            }
            if (lo == null) continue;
            out.add(new Predicate(Linear.constant(lo), "<=", Linear.variable(x)));
            out.add(new Predicate(Linear.variable(x), "<=", Linear.constant(hi)));
        }
        return out;
    }

    /**
     * The pool: predicates over {@code vars} that hold at the concrete state {@code seed} (with congruences or
     * without), and {@code extra} (predicates known to hold there too).
     */
    List<Predicate> pool(List<String> vars, Map<String, Term> seed, boolean congruences, List<Predicate> extra) {
        List<Predicate> out = new ArrayList<>();
        Linear zero = Linear.constant(BigInteger.ZERO);
        for (String x : vars) {
            BigInteger v = number(seed.get(x), types.get(x));
            if (v == null) continue;
            Linear lx = Linear.variable(x), c = Linear.constant(v);
            out.add(new Predicate(lx, "=", c));
            out.add(new Predicate(c, "<=", lx));
            out.add(new Predicate(lx, "<=", c));
            if (v.signum() > 0) out.add(new Predicate(zero, "<", lx));
            if (v.signum() >= 0) out.add(new Predicate(zero, "<=", lx));
            if (v.signum() < 0) out.add(new Predicate(lx, "<", zero));
            if (v.signum() <= 0) out.add(new Predicate(lx, "<=", zero));
            // congruences modulo the powers of two below the type's width
            int width = !congruences ? 0 : types.get(x) instanceof Type.BvType bv ? Math.min(bv.width() - 1, 32) : 32;
            for (int k = 1; k <= width; k++) {
                BigInteger m = BigInteger.TWO.pow(k);
                out.add(new Predicate(lx, "mod", Linear.constant(TermBuilder.floorMod(v, m)), k));
            }
            for (String y : vars) {
                if (x.compareTo(y) >= 0) continue;
                BigInteger w = number(seed.get(y), types.get(y));
                if (w == null) continue;
                Linear ly = Linear.variable(y);
                int cmp = v.compareTo(w);
                if (cmp == 0) out.add(new Predicate(lx, "=", ly));
                if (cmp <= 0) out.add(new Predicate(lx, "<=", ly));
                if (cmp < 0) out.add(new Predicate(lx, "<", ly));
                if (cmp >= 0) out.add(new Predicate(ly, "<=", lx));
                if (cmp > 0) out.add(new Predicate(ly, "<", lx));
            }
        }
        out.addAll(extra);   // last: where they say what the others do, the others are shown
        return out;
    }

    /**
     * The largest closed subset of {@code pool} that avoids the exits, or null: every transition from a state where
     * all hold leads to one where all hold, and no exit is possible from such a state.
     */
    List<Predicate> closed(List<Predicate> pool, List<Iteration.Segment> iterations, List<Iteration.Segment> exits, long deadline) {
        List<Predicate> p = inductive(pool, iterations, deadline);
        if (p == null || p.isEmpty()) return null;
        for (Iteration.Segment seg : exits) {
            List<Term> pre = new ArrayList<>();
            for (Predicate q : p) pre.add(q.term(seg.from(), types, tb));
            Validity v = solver.isValid(seg.pc(), tb.not(tb.and(pre)));
            if (!(v instanceof Validity.Valid)) return null;
        }
        return p;
    }

    /**
     * The largest subset of {@code pool} that every transition keeps (Houdini): from a state where all hold, each
     * leads to one where all hold. Null when the solver cannot tell or the time is up, or a predicate has no value.
     */
    List<Predicate> inductive(List<Predicate> pool, List<Iteration.Segment> iterations, long deadline) {
        List<Predicate> p = new ArrayList<>(pool);
        boolean changed = true;
        while (changed && !p.isEmpty()) {
            if (System.nanoTime() - deadline > 0) return null;
            changed = false;
            for (Iteration.Segment seg : iterations) {
                List<Term> pre = new ArrayList<>(seg.pc());
                List<Term> post = new ArrayList<>();
                boolean ok = true;
                for (Predicate q : p) {
                    Term a = q.term(seg.from(), types, tb), b = q.term(seg.to(), types, tb);
                    if (a == null || b == null) { ok = false; break; }
                    pre.add(a);
                    post.add(b);
                }
                if (!ok) return null;
                pre.add(tb.not(tb.and(post)));
                SatResult r = raw.check(pre);
                if (r instanceof SatResult.Unknown) return null;
                if (r instanceof SatResult.Sat sat) {
                    // drop what the counterexample breaks (at least one predicate)
                    Assignment m = sat.model();
                    List<Predicate> kept = new ArrayList<>();
                    for (int i = 0; i < p.size(); i++) {
                        Object v;
                        try { v = Evaluator.eval(post.get(i), m); } catch (RuntimeException e) { v = Boolean.FALSE; }
                        if (Boolean.TRUE.equals(v)) kept.add(p.get(i));
                    }
                    if (kept.size() == p.size()) kept.remove(kept.size() - 1);   // cannot tell which: drop one
                    p = kept;
                    changed = true;
                    break;
                }
            }
        }
        return p;
    }

    /**
     * Invariants at the start of a loop's body from its entries: the candidates (each variable non-negative or
     * positive, at least or at most a constant it enters with, ordered with another variable) that hold on every
     * entry, kept as long as the paths from the header to the first start ({@code firsts}) and the iterations keep
     * them (the paper's knowledge at a generalized loop head). {@code entries} are the header's values on entry,
     * each with its path condition.
     */
    List<Predicate> invariants(List<String> vars, List<Iteration.Segment> entries, List<Iteration.Segment> steps, long deadline) {
        Linear zero = Linear.constant(BigInteger.ZERO);
        List<Predicate> pool = new ArrayList<>();
        List<Term> literals = literals(entries);
        for (String x : vars) {
            Linear lx = Linear.variable(x);
            pool.add(new Predicate(zero, "<=", lx));
            pool.add(new Predicate(zero, "<", lx));
            java.util.Set<BigInteger> constants = new java.util.TreeSet<>();
            for (Iteration.Segment e : entries) {
                BigInteger v = number(e.from().get(x), types.get(x));
                if (v != null) constants.add(v);
            }
            if (!constants.isEmpty()) {
                pool.add(new Predicate(Linear.constant(((java.util.TreeSet<BigInteger>) constants).first()), "<=", lx));
                pool.add(new Predicate(lx, "<=", Linear.constant(((java.util.TreeSet<BigInteger>) constants).last())));
            }
            // the bounds the entries' path conditions compare with (x >= -2147483647 before the loop): kept where every
            // entry implies them and no iteration that goes on breaks them, they rule out a wrap-around the bound excludes
            for (BigInteger c : bounds(literals, types.get(x))) {
                pool.add(new Predicate(Linear.constant(c), "<=", lx));
                pool.add(new Predicate(lx, "<=", Linear.constant(c)));
            }
            for (String y : vars) {
                if (x.equals(y)) continue;
                Linear ly = Linear.variable(y);
                pool.add(new Predicate(lx, "<=", ly));
                pool.add(new Predicate(lx, "<", ly));
            }
        }
        List<Predicate> initial = new ArrayList<>();
        for (Predicate q : new java.util.LinkedHashSet<>(pool)) {
            boolean all = true;
            for (Iteration.Segment e : entries) {
                if (System.nanoTime() - deadline > 0) return List.of();
                Term t = q.term(e.from(), types, tb);
                if (t == null || !(solver.isValid(e.pc(), t) instanceof Validity.Valid)) { all = false; break; }
            }
            if (all) initial.add(q);
        }
        if (initial.isEmpty()) return List.of();
        List<Predicate> kept = inductive(initial, steps, deadline);
        return kept == null ? List.of() : kept;
    }

    /** At most this many constants of the entries' path conditions make bounds of the candidate invariants. */
    private static final int MAX_BOUNDS = 8;

    /** The literals the entries' path conditions hold, each once, in the order first met. */
    private static List<Term> literals(List<Iteration.Segment> entries) {
        java.util.Set<Term> out = new java.util.LinkedHashSet<>();
        java.util.Set<Term> seen = new java.util.HashSet<>();
        java.util.ArrayDeque<Term> work = new java.util.ArrayDeque<>();
        for (Iteration.Segment e : entries) work.addAll(e.pc());
        while (!work.isEmpty()) {
            Term t = work.poll();
            if (!seen.add(t)) continue;
            if (t instanceof Term.IntLit || t instanceof Term.BvLit) out.add(t);
            else work.addAll(t.args());
        }
        return List.copyOf(out);
    }

    /** The nonzero values of {@code literals} read as {@code type} reads them, the first {@value #MAX_BOUNDS}. */
    private static List<BigInteger> bounds(List<Term> literals, Type type) {
        java.util.Set<BigInteger> out = new java.util.LinkedHashSet<>();
        for (Term t : literals) {
            if (out.size() == MAX_BOUNDS) break;
            BigInteger v = number(t, type);
            if (v != null && v.signum() != 0) out.add(v);
        }
        return List.copyOf(out);
    }

    /** The predicates of {@code set} without those the others imply (shown to the user). */
    List<Predicate> simplified(List<Predicate> set, Map<String, Term> vars) {
        List<Predicate> out = new ArrayList<>(set);
        for (int i = out.size() - 1; i >= 0; i--) {
            List<Term> others = new ArrayList<>();
            for (int j = 0; j < out.size(); j++) if (j != i) others.add(out.get(j).term(vars, types, tb));
            if (solver.isValid(others, out.get(i).term(vars, types, tb)) instanceof Validity.Valid) out.remove(i);
        }
        return out;
    }

    static boolean isInteger(Term t) { return t != null && (t.sort() instanceof Sort.BvSort || t.sort() instanceof Sort.IntSort); }
}
