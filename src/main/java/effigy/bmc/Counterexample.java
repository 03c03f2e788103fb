package effigy.bmc;

import effigy.analysis.ProgramContext;
import effigy.exec.ExecOptions;
import effigy.exec.ExecConfig;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.exec.Stop;
import effigy.ir.Type;
import effigy.report.LeafReport;
import effigy.source.Span;
import effigy.term.Assignment;
import effigy.term.Ieee754;
import effigy.term.Term;
import effigy.term.TermPrinter;
import effigy.search.ExplorationLoop;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A counterexample of bounded model checking, replayed: the model's inputs given to a concrete run of the
 * program (the executor with the inputs' values), which must reach the error the formula said it would; on the
 * way, every change of a variable's value is recorded with its file, line and function, as CBMC's
 * {@code --trace} shows them: for the first {@value #TRACED} statements ({@code traceCut} when the run went on; a run of
 * millions of statements over arrays of 100,000 elements would otherwise spend its time reading them after each one).
 */
public record Counterexample(Assignment inputs, List<Step> steps, List<Read> reads, Leaf leaf, String errorFunction, boolean reproduces,
                             String abandoned, boolean traceCut) {
    /** The statements whose changes the trace records. */
    public static final int TRACED = 1_000;

    /** A variable of {@code function} got {@code value} by the statement at {@code span}. */
    public record Step(Span span, String function, String variable, String value) {}

    /** The call at {@code call}, in {@code function}, returned the input {@code input} (of value {@code value}), in the order of the run. */
    public record Read(Span call, String function, Term.Sym input, Type type, Object value) {}

    public String inputsText() { return inputs.values().isEmpty() ? "none" : LeafReport.inputsText(inputs); }

    /** The trace as CBMC's {@code --trace} prints it: the inputs, then each change of a variable with its place. */
    public List<String> traceLines() {
        List<String> lines = new ArrayList<>();
        lines.add("  inputs: " + inputsText());
        for (Step s : steps) lines.add("  State " + s.span().where() + " function " + s.function() + ": " + s.variable() + " = " + s.value());
        if (traceCut) lines.add("  (the trace stops after the first " + TRACED + " statements; the run went on to the error)");
        return lines;
    }

    /**
     * Whether the replay was stopped before the path's end (a signal, the time or the memory limit: {@link #abandoned()}
     * says which): it neither confirms nor contradicts the violation, which is then no answer, never an internal error.
     */
    public boolean wasAbandoned() { return abandoned != null; }

    /** What the replay reached, for a report when it is not the expected error. */
    public String replayed() {
        if (leaf == null) return "no leaf";
        return leaf.status().label() + (leaf.error() != null ? " " + leaf.error().kind() + " at " + leaf.error().span().where() : "");
    }

    /** Replays {@code violation}'s model on {@code entry}. */
    public static Counterexample replay(ProgramContext wb, ProgramContext.Entry entry, ExecOptions options, BoundedModelChecker.Violation violation) {
        List<Step> steps = new ArrayList<>();
        Map<Integer, Map<String, Term>> seen = new HashMap<>();
        Span[] last = new Span[1];
        String[] lastFunction = new String[1];
        String[] lastProgramFunction = new String[1];   // of the last statement outside Effigy's C library
        int[] lastDepth = new int[1];
        List<Read> reads = new ArrayList<>();
        long[] statements = new long[1];
        Executor[] running = new Executor[1];   // the hook records the variables through the executor it is given to
        Executor ex = wb.concreteExecutor(options.withMaxSteps(Integer.MAX_VALUE), violation.counterexample(), ExecConfig.builder()
                .inputSites((s, input, type, call) -> reads.add(new Read(call, s.functionName(), input, type, violation.counterexample().valueOf(input))))
                .hook((State s, Span statement) -> {
                    if (++statements[0] <= TRACED) record(running[0], s, seen, steps, last[0], lastFunction[0], lastDepth[0]);
                    last[0] = statement;
                    lastFunction[0] = s.functionName();
                    if (!statement.file().name().equals(effigy.ir.Program.LIBRARY_FILE)) lastProgramFunction[0] = s.functionName();
                    lastDepth[0] = s.depth();
                    return false;
                }).build());
        running[0] = ex;
        // within the process's time limit (a replay of millions of statements stops there, neither confirming nor
        // contradicting the violation: abandoned)
        Stop stop = ExplorationLoop.path(ex, ex.start(entry.function(), entry.args()), effigy.source.Deadline.stopNanos());
        Leaf leaf = null;
        for (Leaf l : stop.emitted()) if (leaf == null && l.status() == Leaf.Status.ERROR) leaf = l;
        if (leaf == null && stop instanceof Stop.Finished f) leaf = f.leaf();
        Leaf.ErrorInfo want = violation.error();
        boolean ok = leaf != null && leaf.status() == Leaf.Status.ERROR && leaf.error().kind().equals(want.kind())
                && leaf.error().span().equals(want.span());
        // the inputs the run read (the model may name symbols of other paths too)
        Map<Term.Sym, Object> used = new LinkedHashMap<>();
        if (leaf != null) for (Term.Sym sym : leaf.inputs()) used.put(sym, violation.counterexample().valueOf(sym));
        // an error inside the library is the program's at its call into it: in the function that made the call
        String errorFunction = leaf != null && leaf.error() != null && leaf.error().library() != null && lastProgramFunction[0] != null
                ? lastProgramFunction[0] : lastFunction[0];
        return new Counterexample(new Assignment(used), steps, reads, leaf, errorFunction, ok,
                !ok && stop instanceof Stop.Abandoned a ? a.why() : null, statements[0] > TRACED);
    }

    /** The variables of the frame that just ran {@code at} whose values changed since that frame's last statement. */
    private static void record(Executor ex, State s, Map<Integer, Map<String, Term>> seen, List<Step> steps, Span at, String function, int depth) {
        if (s.depth() < depth) seen.keySet().removeIf(d -> d > s.depth());   // returned: the callee's values are gone
        if (at == null || s.depth() != depth) return;
        Map<String, Term> now = ex.variables(s);
        Map<String, Term> before = seen.getOrDefault(depth, Map.of());
        for (Map.Entry<String, Term> e : now.entrySet()) {
            if (e.getValue() != before.get(e.getKey())) steps.add(new Step(at, function, e.getKey(), show(ex, s, e.getKey(), e.getValue())));
        }
        seen.put(depth, now);
    }

    /** A value as its C type reads: unsigned or signed, a float as a number, a pointer in hexadecimal. */
    static String show(Executor ex, State s, String variable, Term v) {
        Type t = ex.inspection().variableType(s, variable);
        if (v instanceof Term.BvLit lit) {
            if (t instanceof Type.FloatType ft) return Ieee754.show(lit.value().longValue(), ft.width());
            if (t instanceof Type.PointerType) return "0x" + lit.value().toString(16);
            if (t instanceof Type.BvType bt && !bt.signed()) return lit.value().toString();
            return lit.signedValue().toString();
        }
        return TermPrinter.print(v);
    }
}
