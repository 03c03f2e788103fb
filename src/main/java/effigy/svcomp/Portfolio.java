package effigy.svcomp;

import effigy.bmc.BoundedModelChecker;
import effigy.bmc.Counterexample;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.explore.Search;
import effigy.search.Verdict;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * An SV-COMP verification run of one property: Effigy's engines one after the other within one time limit, each
 * able to settle the answer. First exploration (fast at finding bugs; a proof when it finishes every path), then
 * bounded model checking with the bound deepened (1, 2, 4, ...; a proof when no path reaches a bound), with
 * k-induction after each bound that is reachable. A {@code false} is the violation's error leaf, replayed
 * concretely (the replay must reach it); a {@code true} needs an engine that covered every input with nothing
 * approximated. Anything else is {@code unknown}: a wrong {@code true} is the worst answer.
 *
 * <p>What an error leaf means depends on the property ({@link #role}): the property's violations; ends of the
 * path that violate nothing (an {@code abort()}, a failed {@code assert} when the property is about
 * {@code reach_error}); and undefined behaviour the property does not speak of, which makes a proof impossible
 * but is not a violation.
 */
public final class Portfolio {
    /** The witness of a {@code false}: the error reached, and its counterexample replayed concretely to it. */
    public record Violation(Leaf.ErrorInfo error, Counterexample counterexample) {}

    /**
     * The answer: the verdict ({@link Verdict.True} says how it was proved, {@link Verdict.Unknown} why there is none,
     * {@link Verdict.False} carries the {@link Violation}), the (sub)property violated (for a false one), the engine that
     * settled it ({@code none} when none did), and what each engine took.
     */
    public record Outcome(Verdict<Violation> verdict, String violated, String engine, Map<String, Object> stats) {
        static Outcome proved(String engine, String how, Map<String, Object> stats) {
            return new Outcome(Verdict.proved(how), null, engine, stats);
        }

        public static Outcome unknown(String engine, String why, Map<String, Object> stats) {
            return new Outcome(Verdict.unknown(why), null, engine, stats);
        }

        /** As SV-COMP writes it: {@code true}, {@code false(unreach-call)}, {@code unknown}. */
        public String result() {
            return verdict.isTrue() ? "true" : verdict.isFalse() ? "false(" + violated + ")" : "unknown";
        }

        /** In words: how it was proved, why it is unknown, or the violation's message. */
        public String reason() {
            if (verdict instanceof Verdict.True<Violation> t) return t.how();
            if (verdict instanceof Verdict.Unknown<Violation> u) return u.why();
            return error().message();
        }

        /** The error of a violation, or null. */
        public Leaf.ErrorInfo error() { return verdict instanceof Verdict.False<Violation> f ? f.witness().error() : null; }

        /** The replayed counterexample of a violation, or null. */
        public Counterexample counterexample() { return verdict instanceof Verdict.False<Violation> f ? f.witness().counterexample() : null; }
    }

    /** Thrown when a counterexample does not reach its error when replayed: Effigy's defect, not the program's. */
    public static final class ReplayMismatch extends RuntimeException {
        ReplayMismatch(String message) { super(message); }
    }

    private final Workbench wb;
    private final Property property;
    private final Consumer<String> progress;

    /**
     * A run over {@code wb}'s program; {@code progress} hears what each engine did (for a user watching a long
     * run). The program's {@code reach_error} loses its body (its call is the violation).
     */
    public Portfolio(Workbench wb, Property property, Consumer<String> progress) {
        this.wb = wb;
        this.property = property;
        this.progress = progress;
        if (property.kind() == Property.Kind.UNREACH_CALL) wb.dropBodies(Set.of(property.function()));
    }

    /** The checks the property needs: signed overflow is undefined behaviour for every property (and no-overflow's violation), leaks valid-memtrack's. */
    public ExecOptions options(int maxSteps) {
        return property.execOptions(ExecOptions.DEFAULT.withMaxSteps(maxSteps).withCheckOverflow(true));
    }

    /** Whether this property can be checked at all. */
    public String unsupported() {
        return switch (property.kind()) {
            case VALID_MEMCLEANUP -> "valid-memcleanup is not checked";
            default -> null;
        };
    }

    /** What an error of {@code kind} means for the property. */
    public BoundedModelChecker.Role role(String kind) {
        return violated(kind) != null ? BoundedModelChecker.Role.VIOLATION
                : isEnd(kind) ? BoundedModelChecker.Role.END : BoundedModelChecker.Role.UNDEFINED;
    }

    /** The (sub)property an error of {@code kind} violates, or null. */
    public String violated(String kind) {
        return switch (property.kind()) {
            case UNREACH_CALL -> kind.equals("reach-error") ? property.name() : null;
            case NO_OVERFLOW -> kind.equals("signed-overflow") ? property.name() : null;
            case VALID_MEMSAFETY -> switch (kind) {
                case "null-dereference", "out-of-bounds", "use-after-free" -> memsafety("valid-deref");
                case "invalid-free", "double-free" -> memsafety("valid-free");
                case "memory-leak" -> memsafety("valid-memtrack");
                default -> null;
            };
            case VALID_MEMCLEANUP, TERMINATION -> null;
        };
    }

    private String memsafety(String sub) { return property.subproperties().contains(sub) ? sub : null; }

    /** Ends of a path that violate nothing: the program stops (abort, a failed assert; reach_error unless it is the target). */
    private boolean isEnd(String kind) {
        return kind.equals("abort") || kind.equals("assertion") || kind.equals("reach-error");
    }

    /** Runs the engines until one settles the answer or {@code deadlineNanos} (on {@link System#nanoTime()}'s scale). */
    public Outcome check(Workbench.Entry entry, long deadlineNanos) {
        Map<String, Object> stats = new LinkedHashMap<>();
        String why = unsupported();
        if (why != null) return Outcome.unknown("none", why, stats);
        long start = System.nanoTime();
        // exploration: a quarter of the time, at most 30 s, unless it is the only engine left
        long exploreBudget = Math.min(30_000_000_000L, Math.max(1_000_000_000L, (deadlineNanos - start) / 4));
        Outcome explored = explore(entry, Math.min(deadlineNanos, start + exploreBudget), stats);
        if (!explored.verdict().isUnknown()) return explored;
        if (effigy.source.Deadline.interrupted() || Thread.currentThread().isInterrupted()) return explored;   // Ctrl-C: no next engine
        Outcome bounded = bmc(entry, deadlineNanos, stats);
        if (!bounded.verdict().isUnknown()) return bounded;
        return new Outcome(new Verdict.Unknown<>(List.of("exploration: " + explored.reason(), "bmc: " + bounded.reason())), null, "none", stats);
    }

    private static final class Found extends RuntimeException {
        final Leaf leaf;
        Found(Leaf leaf) { super(null, null, false, false); this.leaf = leaf; }
    }

    /** Depth-first exploration until a violation (false), every path explored with nothing lost (true), or its time is up. */
    private Outcome explore(Workbench.Entry entry, long deadlineNanos, Map<String, Object> stats) {
        long start = System.nanoTime();
        ExecOptions exec = options(100_000);
        Executor ex = wb.executor(exec, false);
        long millis = Math.max(1, (deadlineNanos - start) / 1_000_000L);
        Explorer explorer = new Explorer(ex, new ExploreOptions(Search.DFS, Long.MAX_VALUE, millis));
        String[] blocker = new String[1];
        long[] paths = new long[1];
        Exploration e;
        try {
            e = explorer.explore(ex.start(entry.function(), entry.args()), leaf -> {
                paths[0]++;
                if (leaf.status() == Leaf.Status.ERROR) {
                    switch (role(leaf.error().kind().label())) {
                        case VIOLATION -> throw new Found(leaf);
                        case UNDEFINED -> { if (blocker[0] == null) blocker[0] = leaf.error().kind() + " at " + leaf.error().span().where(); }
                        case END -> { }
                    }
                } else if (leaf.status() != Leaf.Status.RETURNED && blocker[0] == null) {
                    blocker[0] = leaf.status().label() + (leaf.error() != null ? ": " + leaf.error().message() : "");
                }
            }, start);
        } catch (Found f) {
            stats.put("exploreSeconds", seconds(start));
            stats.put("explorePaths", paths[0]);
            progress.accept("exploration found " + f.leaf.error().kind() + " at " + f.leaf.error().span().where() + " after " + paths[0] + " paths");
            return violation(entry, exec, f.leaf.error(), f.leaf.test(), "explore", stats);
        }
        stats.put("exploreSeconds", seconds(start));
        stats.put("explorePaths", paths[0]);
        String reason;
        if (!e.complete()) reason = ("interrupted".equals(e.stoppedBecause()) ? "interrupted" : "stopped by the " + e.stoppedBecause())
                + " after " + paths[0] + " paths";
        else if (blocker[0] != null) reason = "every path explored, but " + blocker[0];
        else if (ex.stats().concretizations > 0) reason = "every path explored, but symbolic values were fixed to one value";
        else {
            progress.accept("exploration covered every path (" + paths[0] + ") with no violation");
            return Outcome.proved("explore", "every path explored", stats);
        }
        progress.accept("exploration: " + reason);
        return Outcome.unknown("explore", reason, stats);
    }

    /**
     * Bounded model checking with the bound deepened until a verdict or the deadline, and k-induction's step after each
     * reachable bound (not for termination: the step proves safety). One solver, each query limited to the time left.
     */
    private Outcome bmc(Workbench.Entry entry, long deadlineNanos, Map<String, Object> stats) {
        long start = System.nanoTime();
        ExecOptions exec = options(Integer.MAX_VALUE);
        try (effigy.smt.Solver solver = wb.newSolver(millisLeft(deadlineNanos))) {
            BoundedModelChecker bmc = new BoundedModelChecker(wb.program(), wb.termBuilder(), solver, e -> role(e.kind().label()));
            BoundedModelChecker.Deepening d = bmc.deepen(entry.function(), entry.args(), exec, 1, false, Map.of(),
                    property.kind() != Property.Kind.TERMINATION, deadlineNanos, msg -> {
                        solver.timeLimit(millisLeft(deadlineNanos));   // said before each next bound or step
                        progress.accept("bmc: " + msg);
                    });
            BoundedModelChecker.Result r = d.result();
            stats.put("bmcSeconds", seconds(start));
            stats.put("unwind", r.unwind());
            stats.put("encodingSeconds", d.encodingSeconds());
            stats.put("solvingSeconds", d.solvingSeconds());
            if (r.verdict() instanceof Verdict.False<BoundedModelChecker.Violation> f) {
                return violation(entry, exec, f.witness().error(), f.witness().counterexample(), "bmc", stats);
            }
            if (r.verdict().isTrue()) {
                return d.inducted()
                        ? Outcome.proved("k-induction", "no violation within the bound " + r.unwind() + ", and none follows "
                                + r.unwind() + " iterations from an arbitrary state", stats)
                        : Outcome.proved("bmc", "no violation, and no path reaches the bound " + r.unwind(), stats);
            }
            Verdict.Unknown<BoundedModelChecker.Violation> u = (Verdict.Unknown<BoundedModelChecker.Violation>) r.verdict();
            String reason = r.reachableBounds().isEmpty() ? u.why() : "the time limit, at bound " + r.unwind();
            return Outcome.unknown("bmc", reason, stats);
        }
    }

    /** A violation found by {@code engine}, replayed concretely; a replay that does not reach it is an internal error. */
    private Outcome violation(Workbench.Entry entry, ExecOptions exec, Leaf.ErrorInfo error, effigy.term.Assignment model, String engine,
                              Map<String, Object> stats) {
        Counterexample cex = Counterexample.replay(wb, entry, exec, new BoundedModelChecker.Violation(error, model));
        if (!cex.reproduces()) {
            // a replay stopped by the memory limit (looked at while it runs) did not disagree: no answer, not a defect
            if (effigy.search.MemoryGuard.exceeded()) {
                return Outcome.unknown(engine, "the replay of the " + error.kind() + " found stopped at the " + effigy.search.MemoryGuard.describe(), stats);
            }
            throw new ReplayMismatch("the counterexample " + engine + " found does not reach " + error.kind() + " at " + error.span().where()
                    + " when replayed concretely: " + cex.replayed());
        }
        return new Outcome(Verdict.refuted(new Violation(error, cex)), violated(error.kind().label()), engine, stats);
    }

    private static int millisLeft(long deadlineNanos) {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, (deadlineNanos - System.nanoTime()) / 1_000_000L));
    }

    private static double seconds(long start) { return (System.nanoTime() - start) / 1e9; }

}
