package effigy.svcomp;

import effigy.bmc.BoundedModelChecker;
import effigy.bmc.Counterexample;
import effigy.driver.Workbench;
import effigy.exec.ErrorKind;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.invariants.InvariantProver;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.explore.Search;
import effigy.search.Verdict;
import effigy.termination.Termination;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * An SV-COMP verification run of one property: Effigy's engines one after the other within one time limit, each
 * able to settle the answer. First exploration (fast at finding bugs; a proof when it finishes every path), then
 * probes ({@link Probes}: every input where a run reads few bits, a proof when every run ends well; else concrete runs
 * on simple inputs, which only find violations), then for {@code termination} the termination engine ({@link Termination}: ranking functions, or a closed recurrence
 * set reached by a replayed run), then bounded model checking with the bound deepened (1, 2, 4, ...; a proof when
 * no path reaches a bound), with k-induction after each bound that is reachable (not for termination). A
 * {@code false} is the violation's error leaf, replayed concretely (the replay must reach it), or for termination
 * the run that never ends; a {@code true} needs an engine that covered every input with nothing approximated.
 * Anything else is {@code unknown}: a wrong {@code true} is the worst answer.
 *
 * <p>Undefined behaviour as SV-COMP's tools treat it ({@link #options}): for {@code unreach-call} and
 * {@code termination} signed overflow wraps around (two's complement, as {@code gcc -fwrapv}: the competition's
 * expected verdicts are computed so); for {@code no-overflow} it is the violation; for the memory-safety
 * properties it stays undefined behaviour.
 *
 * <p>What an error leaf means depends on the property ({@link #role}): the property's violations; ends of the
 * path that violate nothing (an {@code abort()}, a failed {@code assert} when the property is about
 * {@code reach_error}); and undefined behaviour the property does not speak of, which makes a proof impossible
 * but is not a violation.
 */
public final class Portfolio {
    /**
     * The witness of a {@code false}: the error reached, and its counterexample replayed concretely to it; or, for
     * {@code termination}, the run that never ends ({@code nonTermination}; error and counterexample null).
     */
    public record Violation(Leaf.ErrorInfo error, Counterexample counterexample, Termination.Witness nonTermination) {
        public Violation(Leaf.ErrorInfo error, Counterexample counterexample) { this(error, counterexample, null); }
    }

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
            Termination.Witness w = nonTermination();
            if (w != null) return w.recursion() ? "the recursion of " + w.function() + " never returns"
                    : "the loop at line " + w.line() + " (" + w.function() + ") never ends";
            return error().message();
        }

        /** The run that never ends of a {@code false(termination)}, or null. */
        public Termination.Witness nonTermination() {
            return verdict instanceof Verdict.False<Violation> f ? f.witness().nonTermination() : null;
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

    /**
     * The checks the property needs, with SV-COMP's rule for signed overflow: for {@code no-overflow} it is the
     * violation; for every other property it wraps around (the checks off, as {@code gcc -fwrapv}: SV-COMP's expected
     * verdicts are computed so, e.g. {@code loops/sum01-1} expects {@code false(unreach-call)} after an overflow, and
     * {@code termination-crafted/Gothenburg-1} {@code true} for {@code valid-memsafety} where its counters can
     * overflow). Leaks are valid-memtrack's. A variable read before it is assigned holds an arbitrary value, as the
     * competition's tools take it (no property covers it): {@code list-properties/list_search-1} passes an unassigned
     * pointer to a function that overwrites it and expects {@code false(unreach-call)}.
     */
    public ExecOptions options(int maxSteps) {
        return property.execOptions(ExecOptions.DEFAULT.withMaxSteps(maxSteps).withCheckOverflow(checksOverflow(property.kind()))
                .withDisabledChecks(Set.of(ErrorKind.UNINITIALIZED.label())));
    }

    /** Whether signed overflow is checked (a violation or undefined behaviour) for {@code kind}; else it wraps around. */
    static boolean checksOverflow(Property.Kind kind) {
        return switch (kind) {
            case NO_OVERFLOW -> true;
            default -> false;
        };
    }

    /** Why this property gets no verdict at all, or null when it can be checked. */
    public String unsupported() {
        if (property.kind().coverage()) {
            return property.name() + " is Test-Comp's test-generation property (a test suite covering "
                    + switch (property.kind()) {
                        case COVERAGE_ERROR_CALL -> "a call of " + property.function();
                        case COVERAGE_BRANCHES -> "every branch";
                        case COVERAGE_CONDITIONS -> "every condition's outcomes";
                        default -> "every statement";
                    } + "), not a verdict: 'effigy explore --tests DIR' writes a test per path (with --coverage FILE.info, the lines and branches they cover)";
        }
        return null;
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
            case VALID_MEMCLEANUP -> kind.equals("unfreed-memory") ? property.name() : null;
            case TERMINATION, COVERAGE_ERROR_CALL, COVERAGE_BRANCHES, COVERAGE_CONDITIONS, COVERAGE_STATEMENTS -> null;
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
        Outcome explored = explore(entry, Math.min(deadlineNanos, start + exploreBudget), deadlineNanos, stats);
        if (!explored.verdict().isUnknown()) return explored;
        if (stopped()) return explored;   // Ctrl-C: no next engine
        List<String> reasons = new ArrayList<>(List.of("exploration: " + explored.reason()));
        // probes: every input where there are few (up to a quarter of what is left: a proof), else concrete runs on
        // simple inputs, a tenth of what is left (a violation the solver could not reach)
        Outcome probed = probe(entry, deadlineNanos, stats);
        if (!probed.verdict().isUnknown()) return probed;
        if (stopped()) return explored;
        if (property.kind() == Property.Kind.TERMINATION) {
            // the termination engine, leaving a third of what is left to bmc (a loop whose bound it reaches) and to the
            // engine's last solver query, which may run past its deadline by its own time limit
            long now = System.nanoTime();
            Outcome terminates = termination(entry, now + (deadlineNanos - now) * 2 / 3, stats);
            if (!terminates.verdict().isUnknown()) return terminates;
            reasons.add("termination: " + terminates.reason());
            if (stopped() || abandoned) return new Outcome(new Verdict.Unknown<>(reasons), null, "none", stats);
        } else {
            // the invariant engine: half of what is left, the rest bmc's
            Outcome invariants = invariants(entry, System.nanoTime() + (deadlineNanos - System.nanoTime()) / 2, stats);
            if (!invariants.verdict().isUnknown()) return invariants;
            reasons.add("invariants: " + invariants.reason());
            if (stopped()) return new Outcome(new Verdict.Unknown<>(reasons), null, "none", stats);
        }
        Outcome bounded = bmc(entry, deadlineNanos, stats);
        if (!bounded.verdict().isUnknown()) return bounded;
        reasons.add("bmc: " + bounded.reason());
        return new Outcome(new Verdict.Unknown<>(reasons), null, "none", stats);
    }

    /**
     * The invariant engine alone until {@code deadlineNanos}: a proof that the property holds (true), or unknown; no
     * violation is looked for. For a caller that needs the property only as the premise of another proof ({@code effigy
     * termination}: no signed operation overflows), where a violation would not change its answer.
     */
    public Outcome prove(Workbench.Entry entry, long deadlineNanos) {
        Map<String, Object> stats = new LinkedHashMap<>();
        String why = unsupported();
        if (why != null) return Outcome.unknown("none", why, stats);
        // no query past the deadline (the engine's last check asks a clause whole for seconds): the caller answers after it
        long processDeadline = effigy.smt.Z3Solver.deadline();
        effigy.smt.Z3Solver.deadline(Math.min(processDeadline, deadlineNanos));
        try {
            return invariants(entry, deadlineNanos, stats);
        } finally {
            effigy.smt.Z3Solver.deadline(processDeadline);
        }
    }

    /** Whether the termination engine was left running past its deadline: it shares the term builder, so nothing runs after it. */
    private boolean abandoned;

    private static boolean stopped() {
        return effigy.source.Deadline.interrupted() || Thread.currentThread().isInterrupted();
    }

    /**
     * The termination engine ({@link Termination}, as {@code effigy termination} runs it on C's bit-vectors) until
     * {@code deadlineNanos}: {@code terminates} is {@code true}; a run that never ends, found and replayed by the
     * engine, is {@code false(termination)}; anything else is unknown. A witness the engine's replay contradicts is
     * Effigy's defect ({@link ReplayMismatch}).
     */
    private Outcome termination(Workbench.Entry entry, long deadlineNanos, Map<String, Object> stats) {
        long start = System.nanoTime();
        // C's semantics: a signed overflow is an error that ends a run, so that a witness is a run of C's (not a loop kept
        // going by wrapping a signed value around, which C leaves undefined: termination-crafted's aaron1 expects true)
        ExecOptions exec = options(1_000_000).withCheckOverflow(true);
        Termination engine = new Termination(wb, exec).progress(m -> progress.accept("termination: " + m));
        // no query of the engine's runs past its deadline (its ranking search asks many in a row, and does not look at
        // the clock between them): what is left is bmc's
        long processDeadline = effigy.smt.Z3Solver.deadline();
        effigy.smt.Z3Solver.deadline(Math.min(processDeadline, deadlineNanos));
        Object[] result = new Object[1];
        Thread worker = new Thread(null, () -> {
            try {
                result[0] = engine.analyse(entry, deadlineNanos);
            } catch (Throwable e) {
                result[0] = e;
            }
        }, "effigy-termination", 1L << 28);   // a large stack: the engine's exploration recurses
        worker.setDaemon(true);
        worker.start();
        try {
            // a query Z3 does not give up at once may keep it past its deadline: waited for two seconds more at most,
            // and then left behind (it shares the term builder: no engine runs after it)
            long graceNanos = Math.min(2_000_000_000L, Math.max(0, effigy.source.Deadline.stopNanos() - deadlineNanos));
            worker.join(Math.max(1, (deadlineNanos + graceNanos - System.nanoTime()) / 1_000_000L));
            if (worker.isAlive()) {
                worker.interrupt();
                // stop its query in Z3 and let it leave the native code before the process exits (a JVM that exits with a
                // thread inside Z3 can abort: CampaignTest case 28, exit 134); nothing queries after this
                effigy.smt.Z3Solver.interruptAll();
                worker.join(1000);
                abandoned = true;
                stats.put("terminationSeconds", seconds(start));
                return Outcome.unknown("termination", "the time limit (the engine did not stop at its deadline)", stats);
            }
        } catch (InterruptedException e) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            abandoned = true;
            return Outcome.unknown("termination", "interrupted", stats);
        } finally {
            effigy.smt.Z3Solver.deadline(processDeadline);
        }
        if (result[0] instanceof Termination.ReplayMismatch e) throw new ReplayMismatch(e.getMessage());
        if (result[0] instanceof effigy.smt.SolverInterrupted || result[0] instanceof effigy.source.LimitReached) {
            boolean signal = result[0] instanceof effigy.smt.SolverInterrupted || ((effigy.source.LimitReached) result[0]).interrupt();
            stats.put("terminationSeconds", seconds(start));
            return Outcome.unknown("termination", signal ? "interrupted" : "the time limit", stats);
        }
        if (result[0] instanceof RuntimeException e) throw e;
        if (result[0] instanceof Error e) throw e;
        Termination.Result r = (Termination.Result) result[0];
        stats.put("terminationSeconds", seconds(start));
        if (r.verdict().isTrue()) {
            // the proof covers the runs up to a signed overflow: C's answer needs a proof that none occurs
            Property noOverflow = new Property(Property.Kind.NO_OVERFLOW, property.entry(), null, List.of(), property.span());
            Outcome none = new Portfolio(wb, noOverflow, m -> progress.accept("termination: no signed overflow: " + m))
                    .prove(entry, Math.max(deadlineNanos, System.nanoTime() + 1_000_000_000L));
            stats.put("terminationSeconds", seconds(start));
            if (!none.verdict().isTrue()) {
                return Outcome.unknown("termination", "it terminates up to a signed overflow, and no proof that none occurs ("
                        + none.reason() + ")", stats);
            }
            progress.accept("termination: " + Termination.word(r.verdict()) + ", and no signed operation overflows");
            return Outcome.proved("termination", r.verdict() instanceof Verdict.True<Termination.Witness> t ? t.how() : "terminates", stats);
        }
        Termination.Witness w = r.witness();
        if (w != null) {
            progress.accept("termination: does not terminate (" + (w.recursion() ? "the recursion of " + w.function() : "the loop at line " + w.line()) + ")");
            return new Outcome(Verdict.refuted(new Violation(null, null, w)), property.name(), "termination", stats);
        }
        return Outcome.unknown("termination", r.why() == null ? "not proved" : r.why(), stats);
    }

    private static final class Found extends RuntimeException {
        final Leaf leaf;
        Found(Leaf leaf) { super(null, null, false, false); this.leaf = leaf; }
    }

    /**
     * Exploration until a violation (false), every path explored with nothing lost (true), or its time is up: depth
     * first for half of the time (deep loops driven by inputs), then, when that found nothing and did not finish, KLEE's
     * random-path search for the rest (depth first can spend its time in the first loop whose exit is an input, e.g.
     * {@code memsafety-ext2/split_list_test05-1}, which reads characters until one is not {@code '<'}). When depth
     * first explored every path but cut some at its step limit, random-path search may run until the middle of the time
     * to {@code lastDeadline}: {@code array-examples/standard_copy2_ground-1} reads 200,000 inputs before its assertion.
     */
    private Outcome explore(Workbench.Entry entry, long deadlineNanos, long lastDeadline, Map<String, Object> stats) {
        long start = System.nanoTime();
        String[] blocker = new String[1];
        long[] paths = new long[1];
        boolean[] limited = new boolean[1];
        Exploration e = null;
        Executor ex = null;
        ExecOptions exec = null;
        try {
            for (Search search : List.of(Search.DFS, Search.RANDOM_PATH)) {
                // depth first: paths of at most 10^5 statements, so that it leaves a path that loops on inputs; random-path
                // search picks shallow states itself, and gives a path 10^7 (a program with no inputs that fills arrays of
                // 100,000 elements, e.g. array-examples/standard_init6_ground-1, runs millions)
                exec = options(search == Search.DFS ? 100_000 : 10_000_000);
                ex = wb.executor(exec, false);
                // depth first that explored every path but cut some at the step limit met runs longer than 10^5 statements
                // with no input-driven loop: random-path search then has up to half of all the time, for the long runs
                long phaseEnd = search == Search.DFS ? start + (deadlineNanos - start) / 2
                        : e != null && e.complete() ? Math.max(deadlineNanos, start + (lastDeadline - start) / 2) : deadlineNanos;
                long millis = Math.max(1, (phaseEnd - System.nanoTime()) / 1_000_000L);
                Explorer explorer = new Explorer(ex, new ExploreOptions(search, Long.MAX_VALUE, millis));
                blocker[0] = null;
                limited[0] = false;
                e = explorer.explore(ex.start(entry.function(), entry.args()), leaf -> {
                    paths[0]++;
                    if (leaf.status() == Leaf.Status.LIMIT) limited[0] = true;
                    if (leaf.status() == Leaf.Status.ERROR) {
                        switch (role(leaf.error().kind().label())) {
                            case VIOLATION -> throw new Found(leaf);
                            case UNDEFINED -> { if (blocker[0] == null) blocker[0] = leaf.error().kind() + " at " + leaf.error().span().where(); }
                            case END -> { }
                        }
                    } else if (leaf.status() != Leaf.Status.RETURNED && blocker[0] == null) {
                        blocker[0] = leaf.status().label() + (leaf.error() != null ? ": " + leaf.error().message() : "");
                    }
                }, System.nanoTime());
                if (e.complete() && !limited[0] || "interrupted".equals(e.stoppedBecause()) || stopped() || search != Search.DFS) break;
                progress.accept("exploration: depth first found nothing in " + paths[0] + " paths" + (e.complete() ? " (some cut by the step limit)" : "")
                        + "; random-path search for the rest of its time");
            }
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
     * Concrete runs ({@link Probes}): where a run reads at most 18 bits of input, every input, one run each, for up to a
     * quarter of the time to {@code deadlineNanos}, which is a proof when every run ends with no violation (for
     * termination: every run ends); otherwise runs on simple inputs for a tenth of what is left, whose violation,
     * replayed, is the answer (they prove nothing). Each run is cut at 10^7 statements.
     */
    private Outcome probe(Workbench.Entry entry, long deadlineNanos, Map<String, Object> stats) {
        long start = System.nanoTime();
        ExecOptions exec = options(10_000_000);
        Probes probes = new Probes(wb, exec, e -> violated(e.kind().label()) != null);
        // few inputs: every one of them, a run each (at most 2^18 runs), which proves the property when each run ends well
        Probes.Exhaustion all = probes.exhaust(entry, 18, e -> role(e.kind().label()) == BoundedModelChecker.Role.END,
                start + (deadlineNanos - start) / 4);
        Probes.Hit hit = all.hit();
        // termination has no violation to meet: only every input's run ending says anything
        if (!all.complete() && hit == null && property.kind() != Property.Kind.TERMINATION) {
            hit = probes.run(entry, System.nanoTime() + (deadlineNanos - System.nanoTime()) / 10);
        }
        stats.put("probeSeconds", seconds(start));
        stats.put("probes", probes.runs());
        if (all.complete()) {
            progress.accept("probes: every input run (" + all.runs() + " runs), no violation");
            return Outcome.proved("enumeration", "every input run concretely (" + all.runs() + " runs), each ending with no violation", stats);
        }
        if (hit != null) {
            progress.accept("probe " + hit.probe() + " found " + hit.leaf().error().kind() + " at " + hit.leaf().error().span().where());
            return violation(entry, exec, hit.leaf().error(), hit.inputs(), "probe", stats);
        }
        if (property.kind() == Property.Kind.TERMINATION) return Outcome.unknown("probe", "not every input run: " + all.why(), stats);
        progress.accept("probes: no violation in " + probes.runs() + " runs");
        return Outcome.unknown("probe", "no violation in " + probes.runs() + " runs", stats);
    }

    /** The invariants found by Horn clause solving and checked ({@link InvariantProver}), until {@code deadlineNanos}. */
    private Outcome invariants(Workbench.Entry entry, long deadlineNanos, Map<String, Object> stats) {
        InvariantProver prover = new InvariantProver(wb, options(100_000), e -> role(e.kind().label()) != BoundedModelChecker.Role.END)
                .progress(progress);
        InvariantProver.Result r = prover.prove(entry, deadlineNanos);
        stats.putAll(r.stats());
        lastInvariants = r.invariants();
        if (r.verdict().isTrue()) return Outcome.proved("invariants", ((Verdict.True<Void>) r.verdict()).how(), stats);
        return Outcome.unknown("invariants", ((Verdict.Unknown<Void>) r.verdict()).why(), stats);
    }

    private List<InvariantProver.LoopInvariant> lastInvariants = List.of();

    /** The loop invariants of the last proof by invariants (empty when another engine settled it, or none did). */
    public List<InvariantProver.LoopInvariant> invariants() { return lastInvariants; }

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
            // a replay stopped by a signal, the time or the memory limit did not disagree: no answer, not a defect
            if (cex.wasAbandoned()) {
                return Outcome.unknown(engine, "the replay of the " + error.kind() + " found was stopped: " + cex.abandoned(), stats);
            }
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
