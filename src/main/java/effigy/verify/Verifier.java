package effigy.verify;

import effigy.analysis.ProgramContext;
import effigy.exec.ErrorKind;
import effigy.exec.ExecOptions;
import effigy.exec.ExecConfig;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.ProofOutcome;
import effigy.exec.State;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Loop;
import effigy.report.LeafReport;
import effigy.search.Verdict;
import effigy.source.DiagnosticException;
import effigy.source.Span;
import effigy.term.Assignment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Program proofs by symbolic execution (King §8). The assertion sites of the program get their roles:
 * King's {@code ASSERT} as the first statement of the entry procedure is its input predicate (assumed);
 * an {@code ASSERT} inside a loop body, or C's {@code effigy_invariant(c)}, is that loop's inductive
 * assertion, a cut point; every other {@code ASSERT} (the output predicate among them) and C's
 * {@code __VERIFIER_assert} is a proof obligation; C's {@code assert}, {@code reach_error()} and the
 * runtime checks are obligations too (an error leaf refutes them); {@code __VERIFIER_assume} stays an
 * assumption.
 *
 * <p>Floyd's method: the exploration starts at the entry; a path that reaches a cut point proves the
 * cut's assertion there (a verification condition) and ends; the first time a cut is reached, a path
 * segment starts at it with every variable (and memory object) fresh and its assertion assumed. So
 * every path between cut points is executed symbolically, and each assertion at its end is proved by
 * the solver, exactly as King describes. Without cut points the exploration is exhaustive; when the
 * tree is finite that alone proves the obligations (King's remark); when it is not, a loop without an
 * inductive assertion is an error that names the loop.
 */
public final class Verifier {
    public enum Method { EXHAUSTIVE, FLOYD }

    /** One verification condition: an obligation at {@code site} on one path (from the entry or a cut point). */
    public record Condition(String what, Span site, String from, String pc, ProofOutcome.Verdict verdict,
                            Assignment counterexample, String detail) {}

    /** {@code paths}: the paths explored (from the entry and from every cut point). */
    public record Result(String call, Method method, List<Integer> cutLines, List<Condition> conditions, long paths) {
        public long count(ProofOutcome.Verdict v) { return conditions.stream().filter(c -> c.verdict() == v).count(); }

        /**
         * The program's verdict over all its conditions: {@link Verdict.False} with the first refuted condition (its
         * counterexample, when it has one, is the refuting input); otherwise {@link Verdict.Unknown} with each undecided
         * condition as a reason; otherwise {@link Verdict.True}: every condition proved (or none to prove, and no path
         * ended in a runtime error).
         */
        public Verdict<Condition> verdict() {
            List<String> undecided = new ArrayList<>();
            for (Condition c : conditions) {
                if (c.verdict() == ProofOutcome.Verdict.REFUTED) return Verdict.refuted(c);
                if (c.verdict() == ProofOutcome.Verdict.UNKNOWN) {
                    undecided.add("line " + c.site().line() + ": " + c.what() + (c.detail() == null ? "" : ": " + c.detail()));
                }
            }
            if (!undecided.isEmpty()) return new Verdict.Unknown<>(undecided);
            return Verdict.proved(method == Method.FLOYD ? "Floyd's method" : "exhaustive exploration of a finite execution tree");
        }
    }

    private final ProgramContext wb;
    private final Executor ex;
    private final LeafReport report;
    private final Map<Instr, Executor.AssertRole> roles = new IdentityHashMap<>();
    private final Set<Instr> started = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Deque<Segment> todo = new ArrayDeque<>();
    /** What each assertion site is, by its span (a proof outcome names its site by span): "inductive assertion (P)" etc. */
    private final Map<Span, String> sitePredicates = new java.util.HashMap<>();

    private record Segment(State start, String from) {}

    private Verifier(ProgramContext wb, ProgramContext.Entry entry, ExecOptions options) {
        this.wb = wb;
        this.ex = wb.executor(options, false, ExecConfig.builder().assertions(new Executor.Assertions() {
            @Override public Executor.AssertRole role(Instr site) { return roles.getOrDefault(site, Executor.AssertRole.CHECK); }
            @Override public void cutReached(State s, Instr site) {
                if (started.add(site)) todo.add(new Segment(ex.havoc(s, site), "the inductive assertion at line " + site.span().line()));
            }
        }).build());
        this.report = new LeafReport(wb.termBuilder());
        assignRoles(entry.function());
    }

    /**
     * Verifies the entry call. Throws a {@link DiagnosticException} (bad input) when the execution tree is
     * not finite within the step limit and a loop on the way has no inductive assertion.
     */
    public static Result verify(ProgramContext wb, ProgramContext.Entry entry, ExecOptions options, ExploreOptions explore, Explorer.Progress progress) {
        return new Verifier(wb, entry, options).run(entry, options, explore, progress, Long.MAX_VALUE);
    }

    /**
     * As {@link #verify(ProgramContext, ProgramContext.Entry, ExecOptions, ExploreOptions, Explorer.Progress)}, within
     * {@code deadlineNanos} on {@link System#nanoTime()}'s scale (Long.MAX_VALUE: none): a segment not explored
     * completely by then is an unknown condition ("the exploration stopped: time limit").
     */
    public static Result verify(ProgramContext wb, ProgramContext.Entry entry, ExecOptions options, ExploreOptions explore, Explorer.Progress progress,
                                long deadlineNanos) {
        return new Verifier(wb, entry, options).run(entry, options, explore, progress, deadlineNanos);
    }

    private Result run(ProgramContext.Entry entry, ExecOptions options, ExploreOptions explore, Explorer.Progress progress, long deadlineNanos) {
        List<Condition> conditions = new ArrayList<>();
        Set<ProofOutcome> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean limited = false;
        long paths = 0;
        todo.add(new Segment(ex.start(entry.function(), entry.args()), "the entry"));
        while (!todo.isEmpty()) {
            Segment seg = todo.poll();
            if (deadlineNanos != Long.MAX_VALUE) {
                // each segment's exploration gets the time left (at least a millisecond: it then stops at once)
                long left = Math.max(1, (deadlineNanos - System.nanoTime()) / 1_000_000L);
                explore = explore.withMaxMillis(explore.maxMillis() > 0 ? Math.min(explore.maxMillis(), left) : left);
            }
            Explorer explorer = new Explorer(ex, explore);
            if (progress != null) explorer.progress(progress);
            Exploration e = explorer.explore(seg.start());
            paths += e.leaves().size();
            for (Leaf leaf : e.leaves()) {
                boolean explained = false;
                for (ProofOutcome p : leaf.proofs()) {
                    if (!seen.add(p)) { explained |= p.verdict() == ProofOutcome.Verdict.REFUTED; continue; }
                    conditions.add(new Condition(describe(p.span()), p.span(), seg.from(), report.pcText(leaf), p.verdict(),
                            p.counterexample(), p.unknownReason()));
                    explained |= p.verdict() == ProofOutcome.Verdict.REFUTED;
                }
                switch (leaf.status()) {
                    // a path at something Effigy does not support is Effigy's limit: undecided, not refuted
                    case UNSUPPORTED -> conditions.add(new Condition("path", leaf.error().span(), seg.from(), report.pcText(leaf),
                            ProofOutcome.Verdict.UNKNOWN, null, leaf.error().message()));
                    case ERROR -> {
                        // an obligation's refuting side is already reported by its proof; any other error leaf refutes correctness
                        if (!(explained && leaf.error().kind() == ErrorKind.ASSERTION)) {
                            conditions.add(new Condition(leaf.error().kind().label(), leaf.error().span(), seg.from(), report.pcText(leaf),
                                    ProofOutcome.Verdict.REFUTED, leaf.test(), leaf.error().message()));
                        }
                    }
                    case UNKNOWN -> conditions.add(new Condition("path", leaf.error().span(), seg.from(), report.pcText(leaf),
                            ProofOutcome.Verdict.UNKNOWN, null, leaf.error().message()));
                    case LIMIT -> limited = true;
                    default -> { }
                }
            }
            if (!e.complete() && !limited) {
                conditions.add(new Condition("exploration", entry.function().span(), seg.from(), "", ProofOutcome.Verdict.UNKNOWN, null,
                        "the exploration stopped: " + e.stoppedBecause()));
            }
        }
        if (limited) loopsWithoutAssertion(options);
        List<Integer> cutLines = new ArrayList<>();
        for (Instr c : started) cutLines.add(c.span().line());
        Collections.sort(cutLines);
        return new Result(entry.text(), started.isEmpty() ? Method.EXHAUSTIVE : Method.FLOYD, cutLines, conditions, paths);
    }

    private String describe(Span site) { return sitePredicates.getOrDefault(site, "assertion"); }

    // ------------------------------------------------------------------ roles

    private void assignRoles(Function entry) {
        for (Function f : wb.program().functions().values()) {
            for (Block b : f.blocks()) {
                boolean inLoop = f.loops().stream().anyMatch(l -> l.contains(b.index()));
                for (int i = 0; i < b.instrs().size(); i++) {
                    Instr in = b.instrs().get(i);
                    if (in instanceof Instr.Assert) {
                        if (inLoop) role(in, Executor.AssertRole.CUT, "inductive assertion");
                        else if (f == entry && isFirstStatement(f, b, i)) role(in, Executor.AssertRole.ASSUME, "input predicate");
                        else role(in, Executor.AssertRole.PROVE, f == entry && isLastStatement(f, b, i) ? "output predicate" : "assertion");
                    } else if (in instanceof Instr.Call c && c.callee().equals("effigy_invariant")) {
                        role(in, inLoop ? Executor.AssertRole.CUT : Executor.AssertRole.PROVE, inLoop ? "inductive assertion" : "invariant");
                    } else if (in instanceof Instr.Call c && c.callee().equals("__VERIFIER_assert")) {
                        role(in, Executor.AssertRole.PROVE, "assertion");
                    }
                }
            }
        }
    }

    private void role(Instr site, Executor.AssertRole role, String what) {
        roles.put(site, role);
        String text = site.span().text().strip();
        if (text.endsWith(";")) text = text.substring(0, text.length() - 1).strip();
        if (text.regionMatches(true, 0, "ASSERT", 0, 6)) text = text.substring(6).strip();
        sitePredicates.put(site.span(), what + " " + text);
    }

    /** No statement begins before instruction {@code i} of the entry block. */
    private static boolean isFirstStatement(Function f, Block b, int i) {
        if (b.index() != 0) return false;
        for (int k = 1; k <= i; k++) if (b.instrs().get(k).stmt()) return false;
        return true;
    }

    /** The block ends the procedure and no statement follows instruction {@code i} in it but the return. */
    private static boolean isLastStatement(Function f, Block b, int i) {
        if (!(b.terminator() instanceof effigy.ir.Terminator.Return)) return false;
        for (int k = i + 1; k < b.instrs().size(); k++) if (b.instrs().get(k).stmt()) return false;
        return true;
    }

    /** The tree is not finite within the limit: the loops without an inductive assertion are to blame. */
    private void loopsWithoutAssertion(ExecOptions options) {
        List<String> loops = new ArrayList<>();
        Span first = null;
        for (Function f : wb.program().functions().values()) {
            if (ProgramContext.isLibrary(f)) continue; // the user cannot annotate Effigy's own library
            for (Loop l : f.loops()) {
                boolean hasCut = false;
                for (int b : l.body()) for (Instr in : f.block(b).instrs()) if (roles.get(in) == Executor.AssertRole.CUT) hasCut = true;
                if (hasCut) continue;
                Span at = headerSpan(f, l);
                if (first == null) first = at;
                loops.add("line " + at.line() + (wb.program().functions().size() > 1 ? " (in " + f.name() + ")" : ""));
            }
        }
        if (first == null) {
            throw new DiagnosticException(effigy.source.Diagnostic.noPosition("the execution tree is not finite within " + options.maxSteps()
                    + " steps although every loop has an inductive assertion (recursion?); raise --max-steps or add assertions"));
        }
        throw DiagnosticException.at(first, "the loop at " + String.join(", the loop at ", new LinkedHashSet<>(loops))
                + " has no inductive assertion (an ASSERT in its body; in C, effigy_invariant(c) as the body's first statement),"
                + " and the execution tree is not finite within " + options.maxSteps() + " steps");
    }

    private static Span headerSpan(Function f, Loop l) {
        Block h = f.block(l.header());
        for (Instr in : h.instrs()) if (!in.span().isNone()) return in.span();
        return h.terminator().span();
    }
}
