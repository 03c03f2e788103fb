package effigy.wp;

import effigy.term.Op;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.Terms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The weakest-precondition calculus over {@link Trace}s (de Boer and Bonsangue §4, Definition 4.2):
 *
 * <pre>
 *   path(ε)            = true
 *   path(ρ · b)        = path(ρ) ∧ wp(ρ, b)
 *   wp(ε, Q)           = Q
 *   wp(ρ · x := e, Q)  = wp(ρ, Q[x := e])
 *   wp(ρ · a[i] := e, Q) = wp(ρ, Q[a[i] := e])
 *   wp(ρ · b, Q)       = wp(ρ, Q)
 * </pre>
 *
 * (the paper reads the trace from the front, {@code path(h := e · ρ) = path(ρ)[h := e] ∧ δ(h, e)}; reading it
 * from the back as here gives the same formula, since substitution distributes over ∧, and lets a path
 * condition grow one test at a time while the trace is unfolded). The errors δ rules out are recorded in
 * the trace as tests of their own.
 *
 * <p>{@code Q[a[i] := e]} is the paper's conditional substitution for field (array element) updates, which
 * handles aliasing without a symbolic heap: every read {@code a[j]} of the updated array becomes
 * {@code if j' = i then e else a[j'] fi} (with {@code j' = j[a[i] := e]}), because after the update the
 * element read is {@code e} exactly when the index aliases {@code i}. An occurrence of the whole array
 * {@code a} outside a read (an array passed on, or an array output) becomes {@code a} updated at {@code i}
 * ({@code store(a, i, e)}, §2.1's view of an array assignment as {@code a := (a[i] := e)}).
 *
 * <p>Every term is rebuilt through the simplifying {@link TermBuilder}, so a precondition over constants
 * folds ({@code 1 <= 5} is {@code true}, an index test {@code 2 = 1} decides its conditional).
 */
public final class WeakestPreconditions {
    private final TermBuilder tb;

    public WeakestPreconditions(TermBuilder tb) { this.tb = tb; }

    /**
     * {@code wp(ρ, q)}: {@code q} (a condition, or any value) after the trace, expressed over the values
     * before it. For a trace that starts by assigning every variable it reads, the result mentions input
     * symbols only.
     */
    public Term wp(Trace trace, Term q) {
        // the symbols q may mention: a step that assigns none of them leaves q as it is (a conservative set)
        Set<Term.Sym> live = new HashSet<>(Terms.symbols(q));
        for (Trace t = trace; !t.isEmpty(); t = t.before()) {
            Trace.Step s = t.last();
            if (s instanceof Trace.Assign a) {
                if (!live.remove(a.variable())) continue;
                q = assign(q, a.variable(), a.value());
                live.addAll(a.symbols());
            } else if (s instanceof Trace.Update u) {
                if (!live.contains(u.array())) continue;
                q = update(q, u.array(), u.index(), u.value());
                live.addAll(u.symbols());
            }
        }
        return q;
    }

    /** Definition 4.2: the path condition of the whole trace, the conjunction of the preconditions of its tests. */
    public Term pathCondition(Trace trace) {
        return tb.and(pathConditionConjuncts(trace));
    }

    /** The conjuncts of {@link #pathCondition}: {@code wp(ρ_k, b_k)} for each test {@code b_k} after prefix {@code ρ_k}, in trace order. */
    public List<Term> pathConditionConjuncts(Trace trace) {
        List<Term> out = new ArrayList<>();
        for (Trace t = trace; !t.isEmpty(); t = t.before()) {
            if (t.last() instanceof Trace.Test test) out.add(wp(t.before(), test.condition()));
        }
        java.util.Collections.reverse(out);
        return out;
    }

    /** {@code q[x := e]}: every occurrence of the variable {@code x} replaced by {@code e}. */
    public Term assign(Term q, Term.Sym x, Term e) {
        return new Substitution() {
            @Override Term leaf(Term t) { return t == x ? e : null; }
        }.apply(q);
    }

    /**
     * {@code q[a[i] := e]}, the conditional substitution: {@code a[j]} becomes
     * {@code if j' = i then e else a[j'] fi}, and the whole array {@code a} elsewhere {@code a} updated at {@code i}.
     */
    public Term update(Term q, Term.Sym a, Term i, Term e) {
        return new Substitution() {
            @Override Term leaf(Term t) { return t == a ? tb.store(a, i, e) : null; }

            @Override Term select(Term.App read) {
                if (read.arg(0) != a) return null;
                Term j = apply(read.arg(1));
                return tb.ite(tb.eq(j, i), e, tb.select(a, j));
            }
        }.apply(q);
    }

    /** A bottom-up rewrite of a term DAG (each shared subterm rewritten once), rebuilt through the builder. */
    private abstract class Substitution {
        private final Map<Term, Term> memo = new HashMap<>();

        /** The replacement of a leaf or of the whole term {@code t}, or null to descend. */
        abstract Term leaf(Term t);

        /** The replacement of an array read, or null to treat it as any application. */
        Term select(Term.App read) { return null; }

        Term apply(Term t) {
            Term done = memo.get(t);
            if (done != null) return done;
            Term r = leaf(t);
            if (r == null) {
                if (t instanceof Term.App app) {
                    r = app.op() == Op.SELECT ? select(app) : null;
                    if (r == null) {
                        List<Term> args = app.args();
                        List<Term> out = null;
                        for (int k = 0; k < args.size(); k++) {
                            Term x = apply(args.get(k));
                            if (x != args.get(k) && out == null) out = new ArrayList<>(args.subList(0, k));
                            if (out != null) out.add(x);
                        }
                        r = out == null ? t : Terms.rebuild(tb, app, out);
                    }
                } else {
                    r = t;
                }
            }
            memo.put(t, r);
            return r;
        }
    }
}
