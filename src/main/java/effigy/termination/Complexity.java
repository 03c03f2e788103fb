package effigy.termination;

import effigy.analysis.ProgramContext;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.loops.LoopAnalysis;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A bound measured: concrete runs of the entry on growing inputs and on the deepest witnesses of the loop-bound
 * analysis' search, their statements counted, the input that comes nearest to the bound picked, and the paper's
 * plot of measured runs against the bound.
 */
public final class Complexity {
    /** The input among those run whose statement count is the largest share of the bound at it. */
    public record Nearest(Map<String, Object> input, long measured, BigInteger bound) {}

    private record Measured(Map<String, Object> input, BigInteger size, long steps, BigInteger bound, boolean capped) {}

    private static final long LARGEST = 2_000_000;

    private final ProgramContext wb;
    private final ExecOptions options;
    private final ProgramContext.Entry entry;
    private final List<Term.Sym> inputs = new ArrayList<>();
    private final Map<Term.Sym, String> labels = new LinkedHashMap<>();
    private List<Measured> growing;
    private boolean instructions;

    /** Count IR instructions instead of statements. */
    public Complexity instructions(boolean on) { this.instructions = on; return this; }

    public Complexity(ProgramContext wb, ExecOptions options, ProgramContext.Entry entry) {
        this.wb = wb;
        this.options = options;
        this.entry = entry;
        for (Executor.EntryArg a : entry.args()) {
            if (a.value() instanceof Term.Sym s && a.bufferSize() < 0) { inputs.add(s); labels.put(s, a.label()); }
        }
    }

    /** The statements a concrete run with {@code input} executes (its step limit, when it reaches it); every value read is 0. */
    private Measured run(Assignment input, BigInteger size, Bound bound) { return run(input, size, bound, BigInteger.ZERO, new int[1]); }

    /**
     * The statements a concrete run with {@code input} executes (its step limit, when it reaches it), every value it
     * reads ({@code __VERIFIER_nondet_int()}, a function with no body) being {@code read}, counted in {@code reads[0]}.
     */
    private Measured run(Assignment input, BigInteger size, Bound bound, BigInteger read, int[] reads) {
        Executor ex = wb.concreteExecutor(options, input, effigy.exec.ExecConfig.builder().inputSource((sym, bytes) -> {
            reads[0]++;
            if (sym.sort() instanceof Sort.BoolSort) return read.signum() != 0;
            return sym.sort() instanceof Sort.BvSort w ? read.mod(BigInteger.TWO.pow(w.width())) : read;
        }).build());
        Starts r = Starts.run(ex, ex.start(entry.function(), entry.args()), null, Long.MAX_VALUE, Long.MAX_VALUE);
        Map<String, Object> shown = new LinkedHashMap<>();
        Map<String, BigInteger> values = new LinkedHashMap<>();
        for (Term.Sym s : inputs) {
            Object v = input.valueOf(s);
            shown.put(labels.get(s), v instanceof BigInteger b ? signedIfNeeded(s, b) : v);
            if (v instanceof BigInteger b) values.put(labels.get(s), signedIfNeeded(s, b));
        }
        return new Measured(shown, size, instructions ? ex.stats().instructions : r.steps, Bound.evaluate(bound, values), r.ended.contains("limit") || r.ended.contains("too large"));
    }

    private BigInteger signedIfNeeded(Term.Sym s, BigInteger b) { return signedIfNeeded(entry, s, b); }

    /** An input's value as its C type reads it: a signed parameter's bits as a negative number where the sign bit is set. */
    static BigInteger signedIfNeeded(ProgramContext.Entry entry, Term.Sym s, BigInteger b) {
        Executor.EntryArg arg = null;
        for (Executor.EntryArg a : entry.args()) if (a.value() == s) arg = a;
        effigy.ir.Type t = null;
        if (arg != null) for (effigy.ir.Local l : entry.function().params()) if (l.name().equals(arg.label())) t = l.type();
        if (t instanceof effigy.ir.Type.BvType bv && bv.signed() && s.sort() instanceof Sort.BvSort w && b.testBit(w.width() - 1)) {
            return b.subtract(BigInteger.TWO.pow(w.width()));
        }
        return b;
    }

    /** Every input set to v, for v = 0, 1, 2, 4, ... while the bound stays below two million statements. */
    private List<Measured> growing(Bound bound, long deadline) {
        if (growing != null) return growing;
        growing = new ArrayList<>();
        // no further than every input's type holds (a short stops at 16384)
        BigInteger most = BigInteger.ONE.shiftLeft(20);
        for (Term.Sym s : inputs) {
            if (s.sort() instanceof Sort.BvSort w) most = most.min(signedIfNeeded(s, BigInteger.TWO.pow(w.width() - 1)).signum() < 0
                    ? BigInteger.TWO.pow(w.width() - 1).subtract(BigInteger.ONE) : BigInteger.TWO.pow(w.width()).subtract(BigInteger.ONE));
        }
        for (long v = 0; BigInteger.valueOf(v).compareTo(most) <= 0; v = v == 0 ? 1 : v * 2) {
            if (System.nanoTime() - deadline > 0) break;
            Assignment a = Assignment.EMPTY;
            for (Term.Sym s : inputs) a = a.with(s, BigInteger.valueOf(v));
            // the values the run reads: 0, and where it reads any, 1 and v too (a loop steered by them runs longest with
            // one of these: amir1's x1 grows by x2 on every pass only where nondet() is not 0); the longest run is kept
            int[] reads = new int[1];
            Measured m = checked(run(a, BigInteger.valueOf(v), bound, BigInteger.ZERO, reads), bound);
            if (reads[0] > 0) {
                for (long read : new long[] {1, v}) {
                    Measured other = checked(run(a, BigInteger.valueOf(v), bound, BigInteger.valueOf(read), new int[1]), bound);
                    if (m.capped() || !other.capped() && other.steps() > m.steps()) m = other;
                }
            }
            growing.add(m);
            if (m.capped() || m.bound().compareTo(BigInteger.valueOf(LARGEST)) > 0 || inputs.isEmpty()) break;
        }
        return growing;
    }

    /** The input, among the growing ones and the loop-bound search's witnesses, whose run comes nearest to the bound. */
    public Nearest nearest(Bound bound, long deadline) {
        List<Measured> all = new ArrayList<>(growing(bound, deadline));
        long left = deadline - System.nanoTime();
        if (left > 0 && !inputs.isEmpty()) {
            LoopAnalysis.Report report = new LoopAnalysis(wb, options).recurrences(false).analyse(entry, System.nanoTime() + Math.min(left / 2, 5_000_000_000L));
            for (LoopAnalysis.Result r : report.loops()) {
                LoopAnalysis.Witness w = r.inner().witness();
                if (w == null) continue;
                Assignment a = Assignment.EMPTY;
                for (Term.Sym s : inputs) {
                    Object v = w.inputs().get(s.factory().sourceName(s)); // the witness names inputs as the source does
                    a = a.with(s, v == null ? BigInteger.ZERO : v);
                }
                all.add(run(a, null, bound));
            }
        }
        Measured best = null;
        double bestShare = -1;
        for (Measured m : all) {
            checked(m, bound);
            if (m.capped() || m.bound().signum() <= 0) continue;
            double share = m.steps() / m.bound().doubleValue();
            if (share > bestShare) { bestShare = share; best = m; }
        }
        return best == null ? null : new Nearest(best.input(), best.steps(), best.bound());
    }

    /** {@code m}, once its statements are seen to be within the bound (a run above it is an internal error). */
    private static Measured checked(Measured m, Bound bound) {
        if (!m.capped() && BigInteger.valueOf(m.steps()).compareTo(m.bound()) > 0) {
            throw new Termination.ReplayMismatch("the bound " + Bound.text(bound) + " is " + m.bound() + " for " + m.input()
                    + ", but a concrete run with it executes " + m.steps());
        }
        return m;
    }

    /** The SVG of the growing inputs' runs against the bound. */
    public String plot(Bound bound, Nearest nearest, String function) {
        List<Plot.Point> points = new ArrayList<>();
        for (Measured m : growing(bound, Long.MAX_VALUE)) {
            points.add(new Plot.Point(String.join(", ", m.input().entrySet().stream().map(e -> e.getKey() + " = " + e.getValue()).toList()),
                    m.size(), m.steps(), m.capped() ? null : m.bound()));
        }
        String unit = instructions ? "IR instructions" : "statements";
        return Plot.svg(function + ": " + unit + " executed and the bound " + Bound.text(bound),
                inputs.isEmpty() ? "run" : "value of every input (" + String.join(", ", labels.values()) + ")", unit, points);
    }
}
