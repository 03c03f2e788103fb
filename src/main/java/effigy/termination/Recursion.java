package effigy.termination;

import effigy.ir.Function;
import effigy.ir.Type;
import effigy.loops.Linear;
import effigy.search.Verdict;
import effigy.smt.PathSolver;
import effigy.smt.Solver;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Recursion: a ranking function for the calls within a cycle of the call graph ({@link effigy.ir.CallGraph#cycle}),
 * the calls taken as transitions from a function's start to the call's arguments, by parameter position (p0, p1,
 * ...), and ranked as a loop's transitions are. Also the naming of parameters by position that those transitions use.
 */
final class Recursion {
    private final TermBuilder tb;
    private final PathSolver solver;
    /** The ranking function of the recursion over its parameters by position, once {@link #rank} proved one. */
    private List<Linear> ranking;

    Recursion(TermBuilder tb, PathSolver solver) {
        this.tb = tb;
        this.solver = solver;
    }

    /**
     * The recursion through {@code fn} ranked: {@code all} are the explorations of the cycle's functions (their
     * recursive calls jumped over and recorded). Proved with the ranking function in the parameters' names, or
     * unknown with the reason.
     */
    Termination.LoopResult rank(Function fn, List<Iteration> all, Solver raw) {
        int line = fn.span().line();
        Map<String, Type> types = positionalTypes(fn);
        for (Iteration it : all) {
            List<effigy.ir.Local> ps = it.function().params();
            for (int i = 0; i < ps.size(); i++) {
                if (!ps.get(i).type().equals(types.get("p" + i))) return unknown(fn, "the functions of the recursion take different parameters");
            }
        }
        List<String> vars = integers(types);
        List<Ranker.Case> cases = new ArrayList<>();
        for (Iteration it : all) {
            if (it.lost != null) return unknown(fn, it.lost);
            for (Iteration.Segment seg : it.calls) {
                List<List<Encoder.Atom>> cs = Transitions.encode(it, seg, vars, types, raw, tb);
                if (cs == null) return unknown(fn, "the solver could not decide a case");
                for (List<Encoder.Atom> c : cs) cases.add(new Ranker.Case(c, 0));
            }
        }
        Ranker ranker = new Ranker(tb, raw);
        List<Linear> found = ranker.synthesize(cases, vars);
        if (found == null) return unknown(fn, ranker.failure);
        for (Iteration it : all) {
            for (Iteration.Segment seg : it.calls) {
                String fails = Ranker.holds(found, seg, types, tb, solver);
                if (fails != null) return unknown(fn, "the ranking function " + found + " does not hold: " + fails);
            }
        }
        ranking = found;
        Map<String, Linear> names = parameterNames(fn);
        List<String> shown = new ArrayList<>();
        for (Linear r : found) shown.add(r.substituteLinear(names).toString());
        return new Termination.LoopResult(fn.name(), line, 0, Verdict.proved("the ranking function " + shown), shown, null, null);
    }

    /** The recursion of {@code fn} not proved, for {@code why} (null: nothing is said). */
    static Termination.LoopResult unknown(Function fn, String why) {
        return new Termination.LoopResult(fn.name(), fn.span().line(), 0, Verdict.unknown(why == null ? "not proved" : why), List.of(), null, why);
    }

    /** The ranking function {@link #rank} proved, over the parameters by position; null when it proved none. */
    List<Linear> ranking() { return ranking; }

    /** The types of {@code fn}'s parameters by position: p0, p1, ... as the call transitions name them. */
    static Map<String, Type> positionalTypes(Function fn) {
        Map<String, Type> types = new LinkedHashMap<>();
        for (int i = 0; i < fn.params().size(); i++) types.put("p" + i, fn.params().get(i).type());
        return types;
    }

    /** The positions whose type is an integer, in order. */
    static List<String> integers(Map<String, Type> types) {
        List<String> vars = new ArrayList<>();
        types.forEach((p, t) -> { if (t instanceof Type.BvType || t instanceof Type.IntType) vars.add(p); });
        return vars;
    }

    /** Each position (p0, p1, ...) as the name of {@code fn}'s parameter there. */
    static Map<String, Linear> parameterNames(Function fn) {
        Map<String, Linear> names = new HashMap<>();
        for (int i = 0; i < fn.params().size(); i++) names.put("p" + i, Linear.variable(fn.params().get(i).name()));
        return names;
    }

    /** A function's parameters' values named by position (p0, p1, ...), as the call transitions name them. */
    static Map<String, Term> byPosition(Function f, Map<String, Term> byName) {
        Map<String, Term> out = new LinkedHashMap<>();
        for (int i = 0; i < f.params().size(); i++) {
            Term v = byName.get(f.params().get(i).name());
            if (v != null) out.put("p" + i, v);
        }
        return out;
    }
}
