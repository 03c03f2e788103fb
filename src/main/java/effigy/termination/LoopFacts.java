package effigy.termination;

import effigy.exec.State;
import effigy.ir.Type;
import effigy.loops.Linear;
import effigy.loops.LoopId;
import effigy.search.Verdict;
import effigy.smt.Solver;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What is known of one loop (in one context: the loop it is in, the entry) as the analysis goes: the states entering
 * it, its iteration from each, its integer transitions, and then a ranking function ({@link LoopProver}) or a run that
 * never leaves it ({@link NonTermination}), and its cost ({@link BoundComposer}). Its verdict follows from these.
 */
final class LoopFacts {
    final Iteration.LoopKey key;
    /** The loop's iteration from each entry, in the order of {@link #entries}. */
    final List<Iteration> its = new ArrayList<>();
    final List<State> entries;
    /** The ranking function, once proved (empty: at most one iteration per entry); null while it is not. */
    List<Linear> ranking;
    /** A run that never leaves the loop, once found; null while none is. */
    Termination.Witness witness;
    /** Why no ranking function was found; null while nothing is said. */
    String why;
    /** In the values at the loop's entry, by variable name; null if none. */
    Bound cost;
    String iterations;
    Map<String, Type> types;
    /** The integer variables of the loop's transitions (null until its iterations are explored). */
    List<String> vars;
    /** The loop whose iteration enters this one, or null for a loop entered from the function's start. */
    LoopFacts parent;
    /** The invariants the ranking function needed (none: it holds on every state at the header). */
    List<Recurrence.Predicate> invariants = List.of();
    /**
     * A piecewise ranking function, where no one function holds from every entry: one per entry of {@link #entries}
     * (in its order), each on that entry's iterations with the invariants of that entry alone; null when there is
     * none. Exclusive with {@link #ranking}.
     */
    List<Piece> pieces;

    /** One entry's ranking function, multiphase or not. */
    record Piece(List<Linear> ranking, boolean multiphase) {
        String form() { return LoopFacts.form(ranking, multiphase); }
    }
    /**
     * A ranking function over the bits of a variable ({@link BitRanking}), where no linear one was found (then the
     * loop's proof) or one was found that does not halve (then the bound, constant in the width, is the tighter class);
     * null when none was found or none was looked for.
     */
    BitRanking bits;
    /** Whether a {@link #bits} ranking was looked for (it is looked for once). */
    boolean bitsTried;
    /** Geometric growth that ends the loop ({@link GrowthRanking}), where no other ranking was found; null when none was. */
    GrowthRanking growth;
    /** The invariants found where no linear ranking function was (Houdini's, at the body's start); empty when none were sought. */
    List<Recurrence.Predicate> houdini = List.of();
    /** Whether {@link #ranking} is a multiphase ranking function ({@link Ranker#multiphase}) rather than a lexicographic one. */
    boolean multiphase;
    /** Each path's cases as integer constraints, once encoded (null: the solver could not decide one). */
    private final Map<Iteration.Segment, List<List<Encoder.Atom>>> encoded = new IdentityHashMap<>();

    LoopFacts(Iteration.LoopKey key, List<State> entries) {
        this.key = key;
        this.entries = entries;
    }

    /** Proved with {@link #ranking}, refuted with {@link #witness}, or unknown with {@link #why} (or "not proved"). */
    Verdict<Termination.Witness> verdict() {
        if (pieces != null) return Verdict.proved("a ranking function per entry " + pieces.stream().map(Piece::ranking).toList());
        if (ranking == null && bits != null) return Verdict.proved("the ranking function " + bits + " over the bits of " + bits.variable());
        if (ranking == null && growth != null) return Verdict.proved("geometric growth: " + growth);
        if (ranking != null) return Verdict.proved(ranking.isEmpty() ? "at most one iteration per entry"
                : (multiphase ? "the multiphase ranking function " : "the ranking function ") + ranking);
        if (witness != null) return Verdict.refuted(witness);
        return Verdict.unknown(why == null ? "not proved" : why);
    }

    /**
     * How the loop's ranking function is made, as the output says it: linear, lexicographic, multiphase, per-entry
     * (a piecewise one), bits (over the bits of a variable) or growth ({@link GrowthRanking}); null when there is none or the loop runs at most once per entry.
     */
    String form() {
        if (pieces != null) return "per-entry";
        if (ranking == null && bits != null) return "bits";
        if (ranking == null && growth != null) return "growth";
        return ranking == null ? null : form(ranking, multiphase);
    }

    /** The form of a ranking function's components: null for none, linear, multiphase or lexicographic. */
    static String form(List<Linear> ranking, boolean multiphase) {
        if (ranking.isEmpty()) return null;
        return ranking.size() == 1 ? "linear" : multiphase ? "multiphase" : "lexicographic";
    }

    /** Whether a ranking function (one, or one per entry) was proved. */
    boolean proved() { return ranking != null || pieces != null || bits != null || growth != null; }

    /** {@link #bits}, looked for the first time it is asked for. */
    BitRanking bits(TermBuilder tb, effigy.smt.PathSolver solver, long deadline) {
        if (!bitsTried) {
            bitsTried = true;
            bits = BitRanking.find(this, tb, solver, deadline);
        }
        return bits;
    }

    /** The line of the loop's header in the source. */
    int line() { return new LoopId(key.function(), key.of(), "").line(); }

    /** {@link Transitions#encode} of a path of the loop's iteration {@code it}, made once. */
    List<List<Encoder.Atom>> cases(Iteration it, Iteration.Segment seg, Solver raw, TermBuilder tb) {
        if (!encoded.containsKey(seg)) encoded.put(seg, Transitions.encode(it, seg, vars, types, raw, tb));
        return encoded.get(seg);
    }
}
