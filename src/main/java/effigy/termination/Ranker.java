package effigy.termination;

import effigy.ir.Type;
import effigy.loops.Linear;
import effigy.smt.SatResult;
import effigy.smt.Solver;
import effigy.smt.Validity;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Ranking functions for a loop's transitions (the ITS's cycle), found by the solver with Farkas' lemma as
 * Podelski and Rybalchenko do: a linear r over the loop's variables with r ≥ 0 and r − r' ≥ 1 on every case of
 * every transition, the coefficients and Farkas multipliers the unknowns of one linear problem; where none exists,
 * a lexicographic tuple built component by component (Alias et al.): each component never increases on the cases
 * left and decreases on as many as the solver finds, which are then removed. The solution holds over the rationals
 * and hence over the integers; the integer relations over-approximate the bit-vector steps ({@link Encoder}).
 *
 * <p>A tuple found this way is then checked on the executor's own terms ({@link #holds}): on every path from one
 * start of the body to the next, some component decreases by at least 1 from a value ≥ 0 while those before it do
 * not increase. That check, exact in the program's semantics, is the proof.
 */
final class Ranker {
    /** A transition case: its constraints over the loop's variables x (at one start), x' (at the next) and auxiliaries. */
    record Case(List<Encoder.Atom> atoms, int segment) {}

    private final TermBuilder tb;
    private final Solver solver;
    private int unknowns;
    String failure;

    Ranker(TermBuilder tb, Solver solver) {
        this.tb = tb;
        this.solver = solver;
    }

    /**
     * A lexicographic ranking function (one component: a linear one) over {@code vars}, or null. With
     * {@code boundedAfter}, the single component must also be ≥ 0 after each transition, so that a loop entered with
     * r = v makes at most v + 1 iterations.
     */
    List<Linear> synthesize(List<Case> cases, List<String> vars) {
        if (cases.isEmpty()) return new ArrayList<>();
        // small coefficients first (n - i rather than UINT_MAX - i where both rank the loop: a bound in the inputs;
        // a lexicographic pair rather than one linear function with a huge coefficient), bounded after the
        // transition first (a tighter bound)
        long[] small = {2, 4}, medium = {64, 1024};
        for (long[] limits : new long[][] {small, medium}) {
            for (boolean after : new boolean[] {true, false}) {
                Linear r = solve(cases, vars, null, after, limits, false);
                if (r != null) return new ArrayList<>(List.of(r));
                if (undecided) return null;
            }
        }
        List<Linear> lex = lexicographic(cases, vars, small, false);
        if (lex == null && !undecided) lex = lexicographic(cases, vars, medium, false);
        if (lex != null || undecided) return lex;
        // one linear function with any coefficients (a bound) before a tuple bounded only where it decreases
        for (boolean after : new boolean[] {true, false}) {
            Linear r = solve(cases, vars, null, after, null, false);
            if (r != null) return new ArrayList<>(List.of(r));
            if (undecided) return null;
        }
        lex = lexicographic(cases, vars, small, true);
        if (lex == null && !undecided) lex = lexicographic(cases, vars, medium, true);
        if (lex != null || undecided) return lex;
        lex = lexicographic(cases, vars, null, false);
        if (lex == null && !undecided) lex = lexicographic(cases, vars, null, true);
        if (lex != null || undecided) return lex;
        // phases: a tuple whose first component decreases until it is negative, which then makes the second decrease
        for (int depth = 2; depth <= MAX_PHASES; depth++) {
            for (long[] limits : new long[][] {small, medium, null}) {
                List<Linear> phases = multiphase(cases, vars, depth, limits);
                if (phases != null) { multiphase = true; return phases; }
                if (undecided) return null;
            }
        }
        failure = "no linear, lexicographic or multiphase ranking function";
        return null;
    }

    /** The most phases of a multiphase ranking function looked for. */
    static final int MAX_PHASES = 3;

    /** Whether the tuple {@link #synthesize} returned is a multiphase ranking function rather than a lexicographic one. */
    boolean multiphase;

    /**
     * A multiphase ranking function of {@code depth} phases, as Leike and Heizmann's nested ranking functions (a
     * sufficient condition for Ben-Amram and Genaim's multiphase ones, found by one linear problem): on every case,
     * f1 − f1' ≥ 1, f(i−1) + fi − fi' ≥ 1 for each later phase i, and fd ≥ 0. No run is infinite: f1 falls below 0 and
     * stays there, from then on f2 decreases by at least 1, and so on, until fd, which is never negative, decreases
     * for ever. Null when there is none (or the solver cannot tell, with {@link #failure} set).
     */
    private List<Linear> multiphase(List<Case> cases, List<String> vars, int depth, long[] limits) {
        List<Term> constraints = new ArrayList<>();
        List<Template> phases = new ArrayList<>();
        Term zero = tb.integer(0), one = tb.integer(1);
        for (int i = 0; i < depth; i++) phases.add(template(vars, limits, constraints));
        for (Case k : cases) {
            List<Encoder.Atom> atoms = k.atoms();
            for (int i = 0; i < depth; i++) {
                // fi(x') − fi(x) − f(i−1)(x) + 1 ≤ 0 (no f0 for the first phase)
                Map<String, Term> dec = new TreeMap<>();
                TreeMap<String, Term> c = phases.get(i).c();
                for (String x : vars) {
                    dec.put(x + "'", c.get(x));
                    dec.put(x, i == 0 ? tb.sub(zero, c.get(x)) : tb.sub(tb.sub(zero, c.get(x)), phases.get(i - 1).c().get(x)));
                }
                constraints.addAll(farkas(atoms, dec, i == 0 ? one : tb.sub(one, phases.get(i - 1).c0())));
            }
            // fd(x) ≥ 0:  −fd(x) ≤ 0
            Template last = phases.get(depth - 1);
            Map<String, Term> bounded = new TreeMap<>();
            for (String x : vars) bounded.put(x, tb.sub(zero, last.c().get(x)));
            constraints.addAll(farkas(atoms, bounded, tb.sub(zero, last.c0())));
        }
        SatResult r = solver.check(constraints);
        if (r instanceof SatResult.Unknown u) { undecided = true; failure = "the solver could not decide a ranking problem (" + u.reason() + ")"; return null; }
        if (!(r instanceof SatResult.Sat sat)) return null;
        // not normalized: the phases' conditions relate their values, which dividing one of them would break
        return phases.stream().map(t -> t.in(sat.model())).toList();
    }

    /** A linear function with unknown coefficients {@code c} (by variable) and constant {@code c0}. */
    private record Template(TreeMap<String, Term> c, Term c0) {
        /** Its value in the model {@code m}: the coefficients that are not 0, and the constant. */
        Linear in(Assignment m) {
            TreeMap<String, BigInteger> coefficients = new TreeMap<>();
            c.forEach((x, k) -> {
                BigInteger v = value(m, k);
                if (v.signum() != 0) coefficients.put(x, v);
            });
            return new Linear(coefficients, value(m, c0));
        }
    }

    /**
     * A fresh {@link Template} over {@code vars}; with {@code limits}, its coefficients in [-limits[0], limits[0]] and its
     * constant in [-limits[1], limits[1]], added to {@code constraints}.
     */
    private Template template(List<String> vars, long[] limits, List<Term> constraints) {
        TreeMap<String, Term> c = new TreeMap<>();
        for (String x : vars) c.put(x, unknown("c"));
        Term c0 = unknown("c0");
        if (limits != null) {
            for (Term k : c.values()) { constraints.add(tb.le(tb.integer(-limits[0]), k)); constraints.add(tb.le(k, tb.integer(limits[0]))); }
            constraints.add(tb.le(tb.integer(-limits[1]), c0));
            constraints.add(tb.le(c0, tb.integer(limits[1])));
        }
        return new Template(c, c0);
    }

    /** Whether the solver could not decide a ranking problem (then {@link #failure} says so). */
    private boolean undecided;

    /**
     * A lexicographic tuple of at least two components, built one component at a time, or null. Each component is
     * bounded on every case left and decreases on as many as the solver finds (Alias et al.); or, with
     * {@code whereDecreasing}, it need be bounded only on the cases it decreases (Bradley, Manna and Sipma's
     * definition, which {@link #holds} checks), those cases taken greedily one at a time while every other case left
     * does not increase it: tuples such as (a, b, c) for a counter whose lower digits are not known to be
     * non-negative where a higher one moves.
     */
    private List<Linear> lexicographic(List<Case> cases, List<String> vars, long[] limits, boolean whereDecreasing) {
        List<Case> remaining = new ArrayList<>(cases);
        List<Linear> components = new ArrayList<>();
        while (!remaining.isEmpty()) {
            if (components.size() > vars.size() + 1) return null;
            boolean[] strict = new boolean[remaining.size()];
            Linear best = whereDecreasing ? greedyComponent(remaining, vars, strict, limits) : component(remaining, vars, strict, limits);
            if (undecided || best == null) return null;
            components.add(best);
            List<Case> next = new ArrayList<>();
            for (int k = 0; k < remaining.size(); k++) if (!strict[k]) next.add(remaining.get(k));
            remaining = next;
        }
        return components;
    }

    /** One component bounded on every case, decreasing on the cases {@code strict} is set for (as many as found). */
    private Linear component(List<Case> remaining, List<String> vars, boolean[] strict, long[] limits) {
        Linear best = null;
        while (true) {
            Linear r = solve(remaining, vars, strict, false, limits, false);
            if (r == null) return best;
            best = r;
            boolean grew = false;
            for (int k = 0; k < remaining.size(); k++) {
                if (!strict[k] && lastDelta.get(k)) { strict[k] = true; grew = true; }
            }
            if (!grew) return best;
        }
    }

    /** One component bounded and decreasing on the cases {@code strict} is set for, added one case at a time. */
    private Linear greedyComponent(List<Case> remaining, List<String> vars, boolean[] strict, long[] limits) {
        Linear best = null;
        for (int k = 0; k < remaining.size(); k++) {
            strict[k] = true;
            Linear r = solve(remaining, vars, strict, false, limits, true);
            if (undecided) return null;
            if (r == null) strict[k] = false;
            else best = r;
        }
        return best;
    }

    /** Which cases the last solution of a lexicographic step decreases. */
    private List<Boolean> lastDelta = List.of();

    /**
     * One component: with {@code strict} null, r ≥ 0 and r − r' ≥ 1 on every case (and r' ≥ 0 with {@code after});
     * otherwise r ≥ 0 and r − r' ≥ δ on every case, δ = 1 where {@code strict} says, else δ ∈ {0, 1} with at least one
     * more case decreasing. With {@code whereDecreasing}, r ≥ 0 only on the strict cases and the others merely do not
     * increase it. Null when there is none (or the solver cannot tell, with {@link #failure} set).
     */
    private Linear solve(List<Case> cases, List<String> vars, boolean[] strict, boolean after, long[] limits, boolean whereDecreasing) {
        List<Term> constraints = new ArrayList<>();
        Template r0 = template(vars, limits, constraints);
        TreeMap<String, Term> c = r0.c();
        Term c0 = r0.c0();
        Term zero = tb.integer(0), one = tb.integer(1);
        List<Term> deltas = new ArrayList<>();
        List<Term> newlyStrict = new ArrayList<>();
        for (int k = 0; k < cases.size(); k++) {
            List<Encoder.Atom> atoms = cases.get(k).atoms();
            // r(x) ≥ 0:  -r(x) ≤ 0
            boolean mustBound = !whereDecreasing || strict[k];
            Map<String, Term> bounded = new TreeMap<>();
            for (String x : vars) bounded.put(x, tb.sub(zero, c.get(x)));
            if (mustBound) constraints.addAll(farkas(atoms, bounded, tb.sub(zero, c0)));
            if (after) {
                Map<String, Term> b2 = new TreeMap<>();
                for (String x : vars) b2.put(x + "'", tb.sub(zero, c.get(x)));
                constraints.addAll(farkas(atoms, b2, tb.sub(zero, c0)));
            }
            // r(x') - r(x) + δ ≤ 0
            Term delta;
            if (strict == null || strict[k]) {
                delta = one;
            } else if (whereDecreasing) {
                delta = zero;
            } else {
                delta = unknown("d");
                constraints.add(tb.le(zero, delta));
                constraints.add(tb.le(delta, one));
                newlyStrict.add(delta);
            }
            deltas.add(delta);
            Map<String, Term> dec = new TreeMap<>();
            for (String x : vars) { dec.put(x + "'", c.get(x)); dec.put(x, tb.sub(zero, c.get(x))); }
            constraints.addAll(farkas(atoms, dec, delta));
        }
        if (strict != null && !whereDecreasing) {
            if (newlyStrict.isEmpty()) return null;
            Term sum = zero;
            for (Term d : newlyStrict) sum = tb.add(sum, d);
            constraints.add(tb.le(one, sum));
        }
        SatResult r = solver.check(constraints);
        if (r instanceof SatResult.Unknown u) { undecided = true; failure = "the solver could not decide a ranking problem (" + u.reason() + ")"; return null; }
        if (!(r instanceof SatResult.Sat sat)) return null;
        Assignment m = sat.model();
        List<Boolean> ds = new ArrayList<>();
        for (Term d : deltas) ds.add(d == one || value(m, d).signum() > 0);
        lastDelta = ds;
        return normalized(r0.in(m));
    }

    private static BigInteger value(Assignment m, Term t) {
        if (!(t instanceof Term.Sym s) || !m.has(s)) return BigInteger.ZERO;
        Object v = m.valueOf(s);
        return v instanceof BigInteger b ? b : BigInteger.valueOf(((Number) v).longValue());
    }

    /**
     * r divided by the gcd g of its variables' coefficients, the constant rounded down: on integers r − r' ≥ 1 makes
     * (r − r')/g a positive integer, and r ≥ 0 makes r/g ≥ floor(c0/g) − c0/g, so both obligations still hold.
     */
    static Linear normalized(Linear r) {
        BigInteger g = BigInteger.ZERO;
        for (BigInteger v : r.coefficients().values()) g = g.gcd(v);
        if (g.signum() == 0 || g.equals(BigInteger.ONE)) return r;
        TreeMap<String, BigInteger> m = new TreeMap<>();
        BigInteger gg = g;
        r.coefficients().forEach((x, v) -> m.put(x, v.divide(gg)));
        BigInteger[] qr = r.constant().divideAndRemainder(g);
        BigInteger floor = qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
        return new Linear(m, floor);
    }

    private Term unknown(String base) { return tb.factory().symbol("rank!" + base + (unknowns++), Sort.INT); }

    /**
     * Farkas' lemma for {@code atoms ⇒ t ≤ 0}, t = Σ target(z)·z + constant: multipliers λ (≥ 0 for inequalities)
     * with Σ λ·e = t − μ for some μ ≥ 0, coefficient by coefficient. Sound for any case; complete (over the
     * rationals) for a satisfiable one.
     */
    private List<Term> farkas(List<Encoder.Atom> atoms, Map<String, Term> target, Term constant) {
        List<Term> out = new ArrayList<>();
        Term zero = tb.integer(0);
        List<Term> lambda = new ArrayList<>();
        for (Encoder.Atom a : atoms) {
            Term l = unknown("l");
            if (!a.eq()) out.add(tb.le(zero, l));
            lambda.add(l);
        }
        Set<String> vars = new LinkedHashSet<>(target.keySet());
        for (Encoder.Atom a : atoms) vars.addAll(a.e().coefficients().keySet());
        for (String z : vars) {
            Term sum = zero;
            for (int i = 0; i < atoms.size(); i++) {
                BigInteger k = atoms.get(i).e().coefficients().get(z);
                if (k != null) sum = tb.add(sum, tb.mul(tb.integer(k), lambda.get(i)));
            }
            out.add(tb.eq(sum, target.getOrDefault(z, zero)));
        }
        Term sum = zero;
        for (int i = 0; i < atoms.size(); i++) {
            BigInteger k = atoms.get(i).e().constant();
            if (k.signum() != 0) sum = tb.add(sum, tb.mul(tb.integer(k), lambda.get(i)));
        }
        out.add(tb.le(constant, sum));
        return out;
    }

    // ------------------------------------------------------------------ the proof on the program's own terms

    /** The value of {@code r} on a state's variables: a 72-bit term (bit-vectors, without wrapping) or an integer term. */
    /**
     * Facts of unsigned division and remainder by a divisor that is not a constant (y ≠ 0 ⇒ x % y &lt; y; x % y ≤ x;
     * x / y ≤ x; where y = 0 nothing), added to a check's hypotheses: theorems of bit-vector arithmetic that a bit-blasting solver
     * cannot find for itself in time (they are properties of a divider circuit).
     */
    private static void divisionFacts(Term t, TermBuilder tb, List<Term> out, java.util.Set<Term> seen) {
        if (!(t instanceof Term.App a) || !seen.add(t)) return;
        for (Term x : a.args()) divisionFacts(x, tb, out, seen);
        if ((a.op() == effigy.term.Op.BV_UREM || a.op() == effigy.term.Op.BV_UDIV) && !(a.arg(1) instanceof Term.BvLit)) {
            int n = ((Sort.BvSort) a.sort()).width();
            Term nonZero = tb.not(tb.eq(a.arg(1), tb.bv(0, n)));
            out.add(tb.implies(nonZero, tb.bvUle(a, a.arg(0))));
            if (a.op() == effigy.term.Op.BV_UREM) out.add(tb.implies(nonZero, tb.bvUlt(a, a.arg(1))));
        }
    }

    static Term evaluate(Linear r, Map<String, Term> vars, Map<String, Type> types, TermBuilder tb) {
        boolean ints = false;
        for (String x : r.coefficients().keySet()) {
            Term v = vars.get(x);
            if (v == null) return null;
            if (v.sort() instanceof Sort.IntSort) ints = true;
        }
        if (r.isConstant()) for (Term v : vars.values()) if (v.sort() instanceof Sort.IntSort) ints = true;
        if (!ints) return r.evaluate(vars, types, tb);
        Term sum = tb.integer(r.constant());
        for (Map.Entry<String, BigInteger> e : r.coefficients().entrySet()) {
            Term v = vars.get(e.getKey());
            if (!(v.sort() instanceof Sort.IntSort)) return null;
            sum = tb.add(sum, tb.mul(tb.integer(e.getValue()), v));
        }
        return sum;
    }

    /** a ≤ b on values {@link #evaluate} made. */
    static Term le(Term a, Term b, TermBuilder tb) {
        return a.sort() instanceof Sort.IntSort ? tb.le(a, b) : tb.bvSle(a, b);
    }

    static Term plus(Term a, long k, TermBuilder tb) {
        return a.sort() instanceof Sort.IntSort ? tb.add(a, tb.integer(k)) : tb.bvAdd(a, tb.bv(k, Linear.WIDTH));
    }

    static Term zero(Term like, TermBuilder tb) {
        return like.sort() instanceof Sort.IntSort ? tb.integer(0) : tb.bv(0, Linear.WIDTH);
    }

    /**
     * Whether the tuple ranks the transition {@code seg} exactly: its path condition implies that some component i
     * has r_i ≥ 0 and r_i' ≤ r_i − 1 while r_j' ≤ r_j for j &lt; i. Null when it does; else why not.
     */
    static String holds(List<Linear> tuple, Iteration.Segment seg, Map<String, Type> types, TermBuilder tb, effigy.smt.PathSolver solver) {
        return holds(tuple, false, seg, types, tb, solver);
    }

    /**
     * {@link #holds(List, Iteration.Segment, Map, TermBuilder, effigy.smt.PathSolver)}, or with {@code multiphase} the
     * conditions of a multiphase ranking function ({@link #multiphase}): f1' ≤ f1 − 1, fi' ≤ fi + f(i−1) − 1 for each
     * later phase, and fd ≥ 0, on the program's own terms.
     */
    static String holds(List<Linear> tuple, boolean multiphase, Iteration.Segment seg, Map<String, Type> types, TermBuilder tb,
                        effigy.smt.PathSolver solver) {
        if (multiphase) {
            List<Term> all = new ArrayList<>();
            Term previous = null;
            for (Linear r : tuple) {
                Term before = evaluate(r, seg.from(), types, tb), after = evaluate(r, seg.to(), types, tb);
                if (before == null || after == null) return "a variable of " + r + " has no integer value, or its value may not fit in " + Linear.WIDTH + " bits";
                all.add(le(plus(after, 1, tb), previous == null ? before : add(before, previous, tb), tb));
                previous = before;
            }
            all.add(le(zero(previous, tb), previous, tb));
            return valid(seg, tb.and(all), tb, solver);
        }
        List<Term> alternatives = new ArrayList<>();
        List<Term> kept = new ArrayList<>();
        for (Linear r : tuple) {
            Term before = evaluate(r, seg.from(), types, tb), after = evaluate(r, seg.to(), types, tb);
            if (before == null || after == null) return "a variable of " + r + " has no integer value, or its value may not fit in " + Linear.WIDTH + " bits";
            List<Term> here = new ArrayList<>(kept);
            here.add(le(zero(before, tb), before, tb));
            here.add(le(plus(after, 1, tb), before, tb));
            alternatives.add(tb.and(here));
            kept.add(le(after, before, tb));
        }
        return valid(seg, tb.or(alternatives), tb, solver);
    }

    /** Null when {@code seg}'s path condition implies {@code claim}; else why not. */
    private static String valid(Iteration.Segment seg, Term claim, TermBuilder tb, effigy.smt.PathSolver solver) {
        List<Term> known = new ArrayList<>(seg.pc());
        java.util.Set<Term> seen = new java.util.HashSet<>();
        for (Term t : seg.to().values()) divisionFacts(t, tb, known, seen);
        Validity v = solver.isValid(known, claim);
        if (v instanceof Validity.Valid) return null;
        return v instanceof Validity.Unknown u ? "the solver could not decide (" + u.reason() + ")" : "a path does not decrease it";
    }

    /** a + b on values {@link #evaluate} made (72 bits hold the sum of two of them without wrapping). */
    private static Term add(Term a, Term b, TermBuilder tb) {
        return a.sort() instanceof Sort.IntSort ? tb.add(a, b) : tb.bvAdd(a, b);
    }
}
