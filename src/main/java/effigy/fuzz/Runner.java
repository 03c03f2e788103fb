package effigy.fuzz;

import effigy.analysis.ProgramContext;
import effigy.exec.BranchPolicy;
import effigy.exec.Concolic;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import effigy.exec.ExecConfig;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.exec.Stop;
import effigy.term.Assignment;
import effigy.search.ExplorationLoop;
import java.util.List;

/**
 * One worker's runs of the program on fuzzer inputs, through the one executor: concrete runs (SAGE's
 * {@code Run&Check}: machine values, coverage recorded, a watch on the path digest) and concolic runs (the path
 * condition as an array of conjuncts). Both share one executor's decoded code. Not thread-safe: one per thread.
 */
public final class Runner {
    private final ProgramContext wb;
    private final InputLayout layout;
    /** The executor whose decoded code both kinds of run share ({@link Executor#withInput}); it never calls Z3. */
    private final Executor base;
    private final Coverage.Run coverage;
    private long deadline = Long.MAX_VALUE;

    /** Runs for {@code layout}'s entry; concrete runs record into {@code coverage} (null: none). */
    public Runner(ProgramContext wb, InputLayout layout, ExecOptions options, Coverage.Run coverage) {
        this.wb = wb;
        this.layout = layout;
        this.coverage = coverage;
        // evaluating runs never ask the solver: every decision goes the way the model (the input) takes
        this.base = new Executor(wb.program(), wb.termBuilder(), wb.solver(), options, Assignment.EMPTY, null,
                ExecConfig.builder().policy(BranchPolicy.evaluate()).build());
    }

    /** Runs stop (as {@link Stop.Abandoned}) once {@code deadlineNanos} has passed or the thread is interrupted. */
    public void stopAt(long deadlineNanos) { this.deadline = deadlineNanos; }

    /** A concolic run: what the input did, and its path condition as conjuncts. */
    public record ConcolicRun(Stop stop, Concolic trace, List<InputLayout.Read> reads) {
        /** The leaf the run ended in, or null (an assumption the input violates, or a run stopped from outside). */
        public Leaf leaf() { return stop instanceof Stop.Finished f ? f.leaf() : null; }
    }

    public ConcolicRun concolic(byte[] input) {
        Concolic trace = new Concolic(layout.entryValues(input));
        InputLayout.Stream stream = layout.stream(input);
        Executor ex = base.withInput(Assignment.EMPTY, ExecConfig.builder().policy(BranchPolicy.followInput(trace)).inputSource(stream).build());
        State s = ex.start(layout.entry().function(), layout.entry().args());
        Stop stop;
        if (layout.libFuzzer() && ex.assumeTerm(s, wb.libFuzzerBound(layout.entry()), layout.entry().function().span()) != null) {
            stop = new Stop.Infeasible(List.of());
        } else {
            stop = ExplorationLoop.path(ex, s, deadline);
        }
        return new ConcolicRun(stop, trace, List.copyOf(stream.reads()));
    }

    /** A concrete run: how it ended, the path digest after the watched decision (null when not reached or not watched). */
    public record ConcreteRun(Stop stop, Long watched) {
        public Leaf leaf() { return stop instanceof Stop.Finished f ? f.leaf() : null; }
    }

    /**
     * Runs {@code input} concretely, recording coverage into this runner's record (left for the caller to merge);
     * with {@code watch} ≥ 0, remembers the path digest after that many branch decisions.
     */
    public ConcreteRun run(byte[] input, long watch) {
        Executor ex = base.withInput(layout.entryValues(input),
                ExecConfig.builder().policy(BranchPolicy.evaluate()).inputSource(layout.stream(input)).build());
        if (coverage != null) ex.setCoverage(coverage);
        if (watch >= 0) ex.watch(watch);
        Stop stop = ExplorationLoop.path(ex, ex.start(layout.entry().function(), layout.entry().args()), deadline);
        return new ConcreteRun(stop, ex.watched());
    }

    public Coverage.Run coverage() { return coverage; }

    /**
     * {@code job}'s result, computed on a thread with a large stack (deep terms, such as a hash over a long buffer,
     * are evaluated and translated recursively); its exception or error is rethrown here.
     */
    public static <T> T onLargeStack(java.util.function.Supplier<T> job) throws InterruptedException {
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = job.get();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "effigy-concolic", WhiteboxFuzzer.STACK_BYTES);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            // Ctrl-C: the job is told, and what it ends with (its results so far) is the answer; this thread stays interrupted
            t.interrupt();
            t.join();
            Thread.currentThread().interrupt();
            if (failure[0] == null && result[0] != null) {
                @SuppressWarnings("unchecked") T r = (T) result[0];
                return r;
            }
            if (failure[0] instanceof RuntimeException r) throw r;
            throw e;
        }
        if (failure[0] instanceof RuntimeException r) throw r;
        if (failure[0] instanceof Error e) throw e;
        @SuppressWarnings("unchecked") T r = (T) result[0];
        return r;
    }
}
