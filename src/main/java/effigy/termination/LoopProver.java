package effigy.termination;

import effigy.exec.Executor;
import effigy.exec.State;
import effigy.ir.Function;
import effigy.ir.Loop;
import effigy.ir.Type;
import effigy.loops.Linear;
import effigy.loops.Ranking;
import effigy.smt.Solver;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The prover of one loop: its iteration from each state entering it ({@link Iteration}), its paths as integer
 * transitions ({@link Transitions}), a ranking function for them ({@link Ranker}), on every state at the header or,
 * failing that, on those the entries reach (invariants found Houdini-style by {@link Recurrence}), checked on the
 * program's own terms. It fills the loop's {@link LoopFacts}: the ranking function, or why there is none.
 */
final class LoopProver {
    /** The most paths one iteration is explored along. */
    static final int PATHS = 4000;
    /** The most states a loop is entered with before it is given up. */
    static final int ENTRIES = 16;

    private final Executor ex;
    private final TermBuilder tb;
    private final Set<Function> recursive;
    private final Set<Function> returning;
    private final boolean instructions;
    private final Consumer<String> progress;

    /**
     * A prover on the analysis' executor; {@code recursive} are the functions of the entry's recursion (their calls
     * are jumped over), {@code returning} those of other recursions proved to end (their calls jumped over too, not
     * recorded), {@code instructions} measures paths in IR instructions instead of statements.
     */
    LoopProver(Executor ex, Set<Function> recursive, Set<Function> returning, boolean instructions, Consumer<String> progress) {
        this.ex = ex;
        this.tb = ex.termBuilder();
        this.recursive = recursive;
        this.returning = returning;
        this.instructions = instructions;
        this.progress = progress;
    }

    /**
     * Explores the loop's iterations from each of its entries ({@code info}'s its, types and integer variables);
     * false, with {@code info}'s why, when they are not all known.
     */
    boolean explore(LoopFacts info, long deadline) {
        Function fn = info.key.function();
        Loop l = info.key.of();
        progress.accept("the loop at line " + info.line() + " of " + fn.name());
        if (info.entries.size() > ENTRIES) { info.why = "entered in more than " + ENTRIES + " ways"; return false; }
        for (State e : info.entries) {
            Iteration it = Iteration.of(ex, e, fn, l, PATHS, deadline, instructions, recursive, returning);
            info.its.add(it);
            if (it.lost != null) { info.why = it.lost; return false; }
        }
        Iteration first = info.its.get(0);
        info.types = Ranking.types(fn);
        List<String> vars = new ArrayList<>();
        for (Map.Entry<String, Term> v : first.header.entrySet()) {
            Type t = info.types.get(v.getKey());
            if (Recurrence.isInteger(v.getValue()) && (t instanceof Type.BvType || t instanceof Type.IntType)) vars.add(v.getKey());
        }
        info.vars = vars;
        return true;
    }

    /**
     * Looks for the ranking function of the loop {@link #explore explored}: sets {@code info}'s ranking, or its why.
     * One function for the transitions of every entry's iteration first; failing that, where the loop has several
     * entries, one per entry (a piecewise ranking function: each holds on the iterations from its entry, with the
     * invariants that entry's states reach, and a run from an entry stays in that entry's iterations). Where no
     * linear, lexicographic or multiphase function holds, a measure over a variable's bits ({@link BitRanking}), then
     * geometric growth ({@link GrowthRanking}), are tried before the per-entry ones.
     */
    void rank(LoopFacts info, Solver raw, long deadline) {
        Ranked joint = rank(info, info.its, info.entries, raw, deadline);
        if (joint.ranking == null && System.nanoTime() - deadline < 0 && info.bits(tb, ex.solver(), deadline) != null) {
            progress.accept("the loop at line " + info.line() + ": ranked by " + info.bits + " over its bits");
            return;
        }
        if (joint.ranking == null && System.nanoTime() - deadline < 0 && (info.growth = GrowthRanking.find(info, tb, ex.solver(), deadline)) != null) {
            info.invariants = info.growth.invariants();
            progress.accept("the loop at line " + info.line() + ": ends by geometric growth: " + info.growth);
            return;
        }
        if (joint.ranking != null || info.its.size() < 2 || System.nanoTime() - deadline > 0) {
            set(info, joint);
            return;
        }
        progress.accept("the loop at line " + info.line() + " again, from each of its " + info.its.size() + " entries apart");
        List<LoopFacts.Piece> pieces = new ArrayList<>();
        for (int e = 0; e < info.its.size(); e++) {
            Ranked one = rank(info, List.of(info.its.get(e)), List.of(info.entries.get(e)), raw, deadline);
            if (one.ranking == null) { set(info, joint); return; }
            pieces.add(new LoopFacts.Piece(one.ranking, one.multiphase));
        }
        info.pieces = pieces;
    }

    private static void set(LoopFacts info, Ranked r) {
        if (r.ranking == null) { info.why = r.why; return; }
        info.ranking = r.ranking;
        info.invariants = r.invariants;
        info.multiphase = r.multiphase;
    }

    /** A ranking function with the invariants it needs, or why there is none. */
    private record Ranked(List<Linear> ranking, boolean multiphase, List<Recurrence.Predicate> invariants, String why) {
        static Ranked none(String why) { return new Ranked(null, false, List.of(), why); }
    }

    /** A ranking function for the iterations {@code its} (from {@code entries}), checked on the program's terms. */
    private Ranked rank(LoopFacts info, List<Iteration> its, List<State> entries, Solver raw, long deadline) {
        List<String> vars = info.vars;
        // the transitions of every entry's iteration (objects the loop does not write keep each entry's contents)
        List<Ranker.Case> cases = new ArrayList<>();
        int segment = 0;
        for (Iteration it : its) {
            for (Iteration.Segment seg : it.iterations) {
                List<List<Encoder.Atom>> cs = info.cases(it, seg, raw, tb);
                if (cs == null) return Ranked.none("the solver could not decide a case of the integer transitions");
                for (List<Encoder.Atom> c : cs) cases.add(new Ranker.Case(c, segment));
                segment++;
            }
        }
        Ranker ranker = new Ranker(tb, raw);
        List<Linear> ranking = ranker.synthesize(cases, vars);
        List<Recurrence.Predicate> invariants = List.of();
        if (ranking == null && System.nanoTime() - deadline < 0) {
            // none on every state at the header: on those the loop's entries can reach (invariants found by Houdini)
            invariants = invariants(raw, info, its, entries, deadline);
            if (!invariants.isEmpty()) {
                progress.accept("the loop at line " + info.line() + " again, with the invariants " + invariants);
                List<Encoder.Atom> known = new ArrayList<>();
                for (Recurrence.Predicate q : invariants) known.add(atom(q));
                List<Ranker.Case> strengthened = new ArrayList<>();
                for (Ranker.Case c : cases) {
                    List<Encoder.Atom> atoms = new ArrayList<>(c.atoms());
                    atoms.addAll(known);
                    strengthened.add(new Ranker.Case(atoms, c.segment()));
                }
                ranker = new Ranker(tb, raw);
                ranking = ranker.synthesize(strengthened, vars);
            }
        }
        if (ranking == null) {
            info.houdini = invariants;   // for the measures tried next (GrowthRanking)
            return Ranked.none(ranker.failure);
        }
        for (Iteration it : its) {
            for (Iteration.Segment seg : it.iterations) {
                if (!invariants.isEmpty()) {
                    List<Term> pc = new ArrayList<>(seg.pc());
                    for (Recurrence.Predicate q : invariants) pc.add(q.term(seg.from(), info.types, tb));
                    seg = new Iteration.Segment(pc, seg.from(), seg.to(), seg.steps());
                }
                String fails = Ranker.holds(ranking, ranker.multiphase, seg, info.types, tb, ex.solver());
                if (fails != null) return Ranked.none("the ranking function " + ranking + " found on the integer transitions does not hold: " + fails);
            }
        }
        return new Ranked(ranking, ranker.multiphase, invariants, null);
    }

    /** Invariants at the start of the loop's body, from {@code entries} through the iterations {@code its} (none when nothing is found). */
    private List<Recurrence.Predicate> invariants(Solver raw, LoopFacts info, List<Iteration> its, List<State> entries, long deadline) {
        List<Iteration.Segment> starts = new ArrayList<>(), steps = new ArrayList<>();
        for (State e : entries) starts.add(new Iteration.Segment(e.pathCondition(), ex.variables(e), null, 0));
        for (Iteration it : its) {
            for (Iteration.Segment f : it.firsts) steps.add(new Iteration.Segment(f.pc(), it.header, f.from(), 0));
            steps.addAll(it.iterations);
        }
        return new Recurrence(tb, ex.solver(), raw, info.types).invariants(info.vars, starts, steps, deadline);
    }

    /** A predicate of the pool as a linear constraint on the variables' values before a transition. */
    private static Encoder.Atom atom(Recurrence.Predicate q) {
        return switch (q.op()) {
            case "=" -> Encoder.Atom.eq(q.left(), q.right());
            case "<=" -> Encoder.Atom.le(q.left(), q.right());
            case "<" -> Encoder.Atom.lt(q.left(), q.right());
            default -> throw new IllegalArgumentException("no linear meaning: " + q);
        };
    }
}
