package effigy.wp;

import effigy.term.Op;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.Terms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * {@link WeakestPreconditions#wp} computed with sharing, for the wp engine's value domain ({@link WpExplorer}). Substitution is a homomorphism, so
 * {@code wp(ρ, Q)} is {@code Q} with each variable {@code x} replaced by {@code wp(ρ, x)}, and
 * {@code wp(ρ, x)} is {@code wp(ρ', e)} where {@code x := e} is the last assignment to {@code x} in ρ and ρ'
 * the trace before it. The trace records, for every assignment, where the variables it reads were last
 * assigned (use-definition links), so this backward computation visits each assignment once and keeps its
 * result: the value of {@code y := e} over the inputs is computed the first time a precondition needs it and
 * shared by every later precondition and by every path forked after it.
 *
 * <p>Array reads keep the conditional substitution of §4: {@code wp(ρ, a[J])} after the update
 * {@code a[i] := e} is {@code if J = I then E else wp(ρ', a[J]) fi} (with {@code I}, {@code E} the
 * preconditions of {@code i} and {@code e}), following the array's assignments back to its initial value;
 * the whole array after an update is that value updated at {@code I} ({@code store}).
 *
 * <p>The step-by-step calculus ({@link WeakestPreconditions}) gives equivalent terms; the property tests
 * check the one against the other on every generated program. Without sharing, substituting
 * {@code x := x - 1} into a product of {@code k} factors at each of {@code k} steps re-expands the
 * polynomial every time (a recursive factorial 60 statements deep took 13 s instead of 1 s).
 */
final class SharedPreconditions {
    private final TermBuilder tb;

    SharedPreconditions(TermBuilder tb) { this.tb = tb; }

    static boolean isVariable(Term t) { return t instanceof Term.Sym s && s.name().startsWith(WpExplorer.VARIABLE_PREFIX); }

    /** {@code wp(ρ, q)} where {@code lastAssignment} gives, for each program variable, its last assignment in ρ. */
    Term wp(Term q, Function<Term.Sym, Trace> lastAssignment) {
        if (!(q instanceof Term.App)) return isVariable(q) ? value(definition(lastAssignment, (Term.Sym) q)) : q;
        return apply(q, lastAssignment, new HashMap<>());
    }

    private Term apply(Term t, Function<Term.Sym, Trace> def, Map<Term, Term> memo) {
        Term done = memo.get(t);
        if (done != null) return done;
        Term r;
        if (isVariable(t)) {
            r = value(definition(def, (Term.Sym) t));
        } else if (t instanceof Term.App app) {
            if (app.op() == Op.SELECT && isVariable(app.arg(0))) {
                r = read(definition(def, (Term.Sym) app.arg(0)), apply(app.arg(1), def, memo));
            } else {
                List<Term> args = app.args();
                List<Term> out = null;
                for (int k = 0; k < args.size(); k++) {
                    Term x = apply(args.get(k), def, memo);
                    if (x != args.get(k) && out == null) out = new ArrayList<>(args.subList(0, k));
                    if (out != null) out.add(x);
                }
                r = out == null ? t : Terms.rebuild(tb, app, out);
            }
        } else {
            r = t;
        }
        memo.put(t, r);
        return r;
    }

    private static Trace definition(Function<Term.Sym, Trace> def, Term.Sym variable) {
        Trace d = def.apply(variable);
        if (d == null) throw new IllegalStateException("program variable " + variable.name() + " is read but never assigned");
        return d;
    }

    /**
     * The precondition of the variable (or array) assigned by {@code node}'s last action, over the inputs. A
     * chain of updates is followed back iteratively (an array updated thousands of times in a loop).
     */
    private Term value(Trace node) {
        if (node.value != null) return node.value;
        List<Trace> updates = new ArrayList<>();
        Trace n = node;
        while (n.value == null && n.last() instanceof Trace.Update) {
            updateOperands(n);
            updates.add(n);
            n = arrayDefinition(n);
        }
        Term r = n.value;
        if (r == null) {
            r = apply(((Trace.Assign) n.last()).value(), n::definitionOf, new HashMap<>());
            n.value = r;
        }
        for (int k = updates.size() - 1; k >= 0; k--) {
            Trace u = updates.get(k);
            r = tb.store(r, u.index, u.element);
            u.value = r;
        }
        return r;
    }

    private static Trace arrayDefinition(Trace update) {
        if (update.arrayDefinition == null) {
            throw new IllegalStateException("array " + ((Trace.Update) update.last()).array().name() + " is updated but never assigned");
        }
        return update.arrayDefinition;
    }

    private void updateOperands(Trace node) {
        if (node.index != null) return;
        Trace.Update u = (Trace.Update) node.last();
        Map<Term, Term> memo = new HashMap<>();
        node.index = apply(u.index(), node::definitionOf, memo);
        node.element = apply(u.value(), node::definitionOf, memo);
    }

    /**
     * The precondition of reading the array assigned by {@code node} at index {@code j} (a term over the inputs):
     * back through the updates (iteratively) to one whose index is certainly {@code j}, or to the array's
     * first value, then {@code if j = i then e else …} for each update passed, innermost first.
     */
    private Term read(Trace node, Term j) {
        List<Trace> passed = new ArrayList<>();
        Trace n = node;
        Term r;
        while (true) {
            Term done = n.reads == null ? null : n.reads.get(j);
            if (done != null) { r = done; break; }
            if (n.last() instanceof Trace.Assign a) {
                if (isVariable(a.value())) {
                    passed.add(n);
                    n = definition(n::definitionOf, (Term.Sym) a.value());
                    continue;
                }
                r = remember(n, j, tb.select(value(n), j));
                break;
            }
            updateOperands(n);
            if (tb.eq(j, n.index) instanceof Term.BoolLit same && same.value()) {
                r = remember(n, j, n.element);
                break;
            }
            passed.add(n);
            n = arrayDefinition(n);
        }
        for (int k = passed.size() - 1; k >= 0; k--) {
            Trace p = passed.get(k);
            if (p.last() instanceof Trace.Update) r = tb.ite(tb.eq(j, p.index), p.element, r);
            remember(p, j, r);
        }
        return r;
    }

    private static Term remember(Trace node, Term j, Term read) {
        if (node.reads == null) node.reads = new HashMap<>();
        node.reads.put(j, read);
        return read;
    }
}
