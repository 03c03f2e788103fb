package effigy.explore;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.exec.Output;
import effigy.explore.CommutativityPrograms.GenProgram;
import effigy.smt.PathSolver;
import effigy.smt.Validity;
import effigy.source.SourceFile;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import effigy.wp.WpExplorer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * The two ways to a path condition agree (de Boer and Bonsangue: forward symbolic execution, §2-3, and
 * weakest preconditions of symbolic traces, §4), on the random programs of {@link CommutativityPrograms}
 * (here for the generator's package; the engine under test is {@link WpExplorer}): both find the same
 * number of paths; every forward leaf has a weakest-precondition path with the same branch digest, status,
 * error and step count; their path conditions are equivalent ({@code pc_fwd ⇔ pc_wp} valid, checked by the
 * solver where they are not the same terms); their outputs and WRITE records are equal wherever the path
 * condition holds; and the leaf's path condition is equivalent to Definition 4.2 computed afresh from the
 * whole trace (the unfolder grows it one test at a time).
 */
class WpForwardProperties {
    static final int SOLVER_TIMEOUT_MS = 2_000;
    /** Caps on a program's exploration: the generator's step limit (300, or a small one) and the commutativity test's path limit. */
    static final int MAX_STEPS = 300;
    static final long MAX_PATHS = 400;

    private static final PropertyCounters COUNTERS = new PropertyCounters("wp-vs-forward counters");

    private static void count(String what, long n) { COUNTERS.count(what, n); }

    @AfterContainer
    static void report() { COUNTERS.report(); }

    @Provide
    Arbitrary<GenProgram> programs() { return new CommutativityProperties().programs(); }

    @Property(tries = 1000, shrinking = ShrinkingMode.BOUNDED, edgeCases = EdgeCasesMode.NONE)
    void forwardAndWeakestPreconditionEnginesAgree(@ForAll("programs") GenProgram p) {
        long start = System.nanoTime();
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("gen.eff", p.text())), SOLVER_TIMEOUT_MS)) {
            Workbench.Entry entry = wb.entry(p.call());
            ExecOptions options = new ExecOptions(Math.min(p.stepLimit(), MAX_STEPS), p.depthLimit());
            Exploration forward = wb.explore(wb.executor(options, false), entry, new ExploreOptions(Search.DFS, MAX_PATHS, 0));
            WpExplorer.Result wp = new WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), options)
                    .explore(entry.function(), entry.args(), Search.DFS, MAX_PATHS, 0);
            count("programs", 1);
            if (forward.count(Leaf.Status.UNKNOWN) > 0 || wp.leaves().stream().anyMatch(l -> l.status() == Leaf.Status.UNKNOWN)) {
                count("programs skipped: solver unknown", 1);
                return;
            }
            new Check(wb, p, forward, wp).run();
            collect("leaves", forward.leaves().size() <= 1 ? "0-1" : forward.leaves().size() <= 9 ? "2-9" : forward.leaves().size() <= 49 ? "10-49" : "50+");
        } finally {
            count("milliseconds", (System.nanoTime() - start) / 1_000_000);
        }
    }

    private static void collect(String label, Object value) {
        try {
            Statistics.label(label).collect(value);
        } catch (RuntimeException outsideJqwik) {
            // no current property
        }
    }

    /** The comparison of one program's two sets of leaves. */
    private static final class Check {
        final GenProgram p;
        final TermBuilder tb;
        final PathSolver solver;
        final effigy.wp.WeakestPreconditions calculus;
        final Exploration forward;
        final WpExplorer.Result wp;

        Check(Workbench wb, GenProgram p, Exploration forward, WpExplorer.Result wp) {
            this.p = p;
            this.tb = wb.termBuilder();
            this.solver = wb.solver();
            this.calculus = new effigy.wp.WeakestPreconditions(tb);
            this.forward = forward;
            this.wp = wp;
        }

        AssertionError fail(String what) {
            StringBuilder sb = new StringBuilder(what).append('\n').append(p);
            sb.append("forward leaves:\n");
            for (Leaf l : forward.leaves()) sb.append("  ").append(describe(l)).append('\n');
            sb.append("wp leaves:\n");
            for (Leaf l : wp.leaves()) sb.append("  ").append(describe(l)).append('\n');
            return new AssertionError(sb.toString());
        }

        void run() {
            if (forward.complete() != wp.complete()) throw fail("forward complete " + forward.complete() + ", wp complete " + wp.complete());
            if (forward.leaves().size() != wp.paths().size()) {
                throw fail(forward.leaves().size() + " forward leaves, " + wp.paths().size() + " wp paths");
            }
            // match by branch digest, status, error kind and place (and order among equal keys)
            Map<String, ArrayDeque<WpExplorer.WpPath>> byKey = new LinkedHashMap<>();
            for (WpExplorer.WpPath w : wp.paths()) byKey.computeIfAbsent(key(w.leaf()), k -> new ArrayDeque<>()).add(w);
            int checkedTraces = 0;
            for (Leaf f : forward.leaves()) {
                ArrayDeque<WpExplorer.WpPath> candidates = byKey.get(key(f));
                if (candidates == null || candidates.isEmpty()) throw fail("no wp path matches forward leaf " + describe(f));
                WpExplorer.WpPath w = candidates.poll();
                compare(f, w.leaf());
                count("leaves compared", 1);
                count("leaves " + f.status().label(), 1);
                if (checkedTraces++ < 4) definition42(w);
            }
        }

        static String key(Leaf l) {
            return l.pathHash() + "/" + l.status() + "/" + (l.error() == null ? "-" : l.error().kind() + "@" + l.error().span().where());
        }

        void compare(Leaf f, Leaf w) {
            if (f.steps() != w.steps()) throw fail("steps " + w.steps() + " instead of " + f.steps() + " at " + describe(f));
            if (!f.inputs().equals(w.inputs())) throw fail("inputs " + w.inputs() + " instead of " + f.inputs() + " at " + describe(f));
            noProgramVariables(w);
            Term pf = tb.and(f.pathCondition()), pw = tb.and(w.pathCondition());
            if (pf == pw) {
                count("path conditions identical terms", 1);
            } else {
                valid(f.pathCondition(), pw, "the forward path condition implies the wp one", f, w);
                valid(w.pathCondition(), pf, "the wp path condition implies the forward one", f, w);
                count("path conditions equivalent by the solver", 1);
            }
            if (!f.outputs().keySet().equals(w.outputs().keySet())) {
                throw fail("outputs " + w.outputs().keySet() + " instead of " + f.outputs().keySet() + " at " + describe(f));
            }
            for (Map.Entry<String, Term> e : f.outputs().entrySet()) {
                equalUnder(f, w, e.getValue(), w.outputs().get(e.getKey()), "output " + e.getKey());
            }
            if (f.writes().size() != w.writes().size()) throw fail(w.writes().size() + " WRITE records instead of " + f.writes().size());
            for (int i = 0; i < f.writes().size(); i++) {
                Output a = f.writes().get(i), b = w.writes().get(i);
                if (a.items().size() != b.items().size()) throw fail("WRITE record " + (i + 1) + " differs");
                for (int j = 0; j < a.items().size(); j++) {
                    Object x = a.items().get(j), y = b.items().get(j);
                    if (x instanceof Term tx && y instanceof Term ty) equalUnder(f, w, tx, ty, "WRITE " + (i + 1) + " item " + (j + 1));
                    else if (!Objects.equals(x, y)) throw fail("WRITE " + (i + 1) + " item " + (j + 1) + ": " + y + " instead of " + x);
                }
            }
            if (f.proofs().size() != w.proofs().size()) throw fail("PROVE outcomes differ");
            for (int i = 0; i < f.proofs().size(); i++) {
                if (f.proofs().get(i).verdict() != w.proofs().get(i).verdict()) throw fail("PROVE " + (i + 1) + " verdict differs");
            }
        }

        void equalUnder(Leaf f, Leaf w, Term a, Term b, String what) {
            if (a == b) { count("values identical terms", 1); return; }
            valid(f.pathCondition(), tb.eq(a, b), () -> what + ": " + printable(a) + " = " + printable(b), f, w);
            count("values equal by the solver", 1);
        }

        void valid(List<Term> pc, Term claim, String what, Leaf f, Leaf w) { valid(pc, claim, () -> what, f, w); }

        /** The message is made only on failure: the terms of generated programs can be DAGs too large to print as trees. */
        void valid(List<Term> pc, Term claim, java.util.function.Supplier<String> what, Leaf f, Leaf w) {
            Validity v = solver.isValid(pc, claim);
            if (v instanceof Validity.Invalid inv) {
                throw fail(what.get() + " fails, e.g. " + inv.counterexample() + "\n  forward " + describe(f) + "\n  wp      " + describe(w));
            }
            if (v instanceof Validity.Unknown u) count("validity unknown (not counted as failure): " + u.reason(), 1);
        }

        /** The leaf's path condition (its informative conjuncts) is equivalent to path(ρ) of Definition 4.2 from the whole trace. */
        void definition42(WpExplorer.WpPath w) {
            Term whole = calculus.pathCondition(w.trace());
            Term listed = tb.and(w.leaf().pathCondition());
            if (whole == listed) { count("Definition 4.2 identical", 1); return; }
            valid(w.leaf().pathCondition(), whole, "the leaf's path condition implies path(trace)", w.leaf(), w.leaf());
            valid(List.of(whole), listed, "path(trace) implies the leaf's path condition", w.leaf(), w.leaf());
            count("Definition 4.2 equivalent by the solver", 1);
        }

        void noProgramVariables(Leaf w) {
            List<Term> all = new ArrayList<>(w.pathCondition());
            all.addAll(w.outputs().values());
            Set<Term> seen = new HashSet<>();
            ArrayDeque<Term> stack = new ArrayDeque<>(all);
            while (!stack.isEmpty()) {
                Term t = stack.pop();
                if (!seen.add(t)) continue;
                if (t instanceof Term.Sym s && s.name().startsWith("%wp ")) throw fail("program variable " + s.name() + " left in " + describe(w));
                stack.addAll(t.args());
            }
        }

        static String describe(Leaf l) {
            List<String> pc = new ArrayList<>();
            for (Term t : l.pathCondition()) pc.add(printable(t));
            Map<String, String> out = new LinkedHashMap<>();
            l.outputs().forEach((k, v) -> out.put(k, printable(v)));
            return l.status().label() + (l.error() != null ? " " + l.error().kind() + "@" + l.error().span().where() : "")
                    + " steps " + l.steps() + " hash " + Long.toHexString(l.pathHash()) + " pc [" + String.join(" & ", pc) + "] out " + out;
        }
    }

    /** {@code t} printed, or its size when printing it as a tree would take more than 10,000 nodes. */
    static String printable(Term t) {
        long n = treeSize(t, new java.util.IdentityHashMap<>());
        return n <= 10_000 ? TermPrinter.print(t) : "<a term of " + (n >= Long.MAX_VALUE / 4 ? "more than 10^18" : String.valueOf(n)) + " nodes as a tree>";
    }

    private static long treeSize(Term t, java.util.Map<Term, Long> memo) {
        Long known = memo.get(t);
        if (known != null) return known;
        long n = 1;
        for (Term a : t.args()) n = Math.min(Long.MAX_VALUE / 4, n + treeSize(a, memo));
        memo.put(t, n);
        return n;
    }
}
