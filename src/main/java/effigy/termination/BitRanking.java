package effigy.termination;

import effigy.smt.PathSolver;
import effigy.smt.Validity;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.List;

/**
 * A ranking function over the bits of one bit-vector variable: a measure with values 0 to the variable's width w
 * that every iteration of the loop makes smaller, so that no entry makes more than w + 1 body starts. Such loops
 * have no useful linear ranking function: {@code while (x != 0) x &= x - 1;} clears one set bit an iteration (its
 * linear bound, x, is 2^32 where 32 iterations are the most), {@code while (x != 0) x <<= 1;} ends only by shifting
 * every bit out.
 *
 * <p>The measures: {@code popcount(x)} (the set bits), {@code bitlength(x)} (the position of the highest set bit,
 * plus one; 0 for 0), and {@code lowbits(x)} (w minus the trailing zeros; 0 for 0). Each is checked exactly on every
 * path of the loop's iteration, on the program's own terms; the first that decreases on all of them is the proof.
 */
record BitRanking(String measure, String variable, int width) {
    /** The measures tried, in order. */
    private static final List<String> MEASURES = List.of("popcount", "bitlength", "lowbits");

    /** How the output names it: {@code popcount(x)}. */
    @Override public String toString() { return measure + "(" + variable + ")"; }

    /** The iterations one entry can make at most, as the output says it. */
    String iterations() { return "at most " + (width + 1) + " (the " + width + " bits of " + variable + ")"; }

    /**
     * The first measure over a bit-vector variable of {@code info}'s loop that every iteration path decreases, or null
     * (none, a variable with no bit-vector value, or the solver could not decide).
     */
    static BitRanking find(LoopFacts info, TermBuilder tb, PathSolver solver, long deadline) {
        if (info.vars == null || info.its.isEmpty()) return null;
        for (String x : info.vars) {
            Term h = info.its.get(0).header.get(x);
            if (h == null || !(h.sort() instanceof Sort.BvSort bv) || bv.width() > 64) continue;
            // a variable the loop never changes cannot rank it
            if (unchanged(info, x)) continue;
            for (String m : MEASURES) {
                if (System.nanoTime() - deadline > 0) return null;
                if (decreases(info, x, m, bv.width(), tb, solver)) return new BitRanking(m, x, bv.width());
            }
        }
        return null;
    }

    private static boolean unchanged(LoopFacts info, String x) {
        for (Iteration it : info.its) {
            Term h = it.header.get(x);
            for (Iteration.Segment s : it.iterations) if (s.to().get(x) != h) return false;
        }
        return true;
    }

    /** Whether measure {@code m} of {@code x} is smaller after every iteration path than before it. */
    private static boolean decreases(LoopFacts info, String x, String m, int w, TermBuilder tb, PathSolver solver) {
        boolean any = false;
        for (Iteration it : info.its) {
            for (Iteration.Segment s : it.iterations) {
                Term from = s.from().get(x), to = s.to().get(x);
                if (from == null || to == null || !(from.sort() instanceof Sort.BvSort) || !from.sort().equals(to.sort())) return false;
                Term claim = tb.bvUlt(measure(m, to, w, tb), measure(m, from, w, tb));
                if (!(solver.isValid(s.pc(), claim) instanceof Validity.Valid)) return false;
                any = true;
            }
        }
        return any;
    }

    /** The measure {@code m} of the {@code w}-bit value {@code v}, as an 8-bit value (0 to w). */
    static Term measure(String m, Term v, int w, TermBuilder tb) {
        Term zero = tb.bv(0, 8);
        switch (m) {
            case "popcount" -> {
                Term sum = zero;
                for (int i = 0; i < w; i++) sum = tb.bvAdd(sum, tb.zeroExtend(tb.extract(v, i, i), 7));
                return sum;
            }
            case "bitlength" -> {
                // the highest set bit decides: tested from the lowest up, each later test overriding
                Term out = zero;
                for (int i = 0; i < w; i++) out = tb.ite(tb.eq(tb.extract(v, i, i), tb.bv(1, 1)), tb.bv(i + 1, 8), out);
                return out;
            }
            case "lowbits" -> {
                // the lowest set bit decides: tested from the highest down, each later test overriding
                Term out = zero;
                for (int i = w - 1; i >= 0; i--) out = tb.ite(tb.eq(tb.extract(v, i, i), tb.bv(1, 1)), tb.bv(w - i, 8), out);
                return out;
            }
            default -> throw new IllegalArgumentException(m);
        }
    }
}
