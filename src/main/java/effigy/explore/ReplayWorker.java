package effigy.explore;

import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.ir.Function;
import effigy.ir.Program;
import effigy.smt.PathSolver;
import effigy.smt.Solver;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Replays leaves on a thread of its own while the exploration goes on, so that the check that every
 * test reaches its leaf costs the exploration little wall time on a machine with a second core. Leaves
 * wait in a bounded queue (the exploration blocks when the replays fall that far behind, so memory stays
 * flat); {@link #finish()} waits for the queue to drain.
 *
 * <p>Solvers are not thread-safe: the replays have a solver of their own ({@code solver}, closed by
 * {@link #finish()}); a concrete run seldom asks it (a PROVE on concrete values), so it is made lazily.
 * Terms are made by the shared factory, which is thread-safe.
 */
public final class ReplayWorker {
    private static final Object END = new Object();

    /** A leaf to replay and its number in the exploration. */
    private record Job(long index, Leaf leaf) {}

    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(1024);
    private final Thread thread;
    private final Solver solver;
    private final List<String> failures = Collections.synchronizedList(new ArrayList<>());
    private volatile long replayed, busyNanos;
    private volatile String abandoned;
    private long waitNanos;

    /** Starts the worker; its replays are abandoned past {@code deadlineNanos} ({@link System#nanoTime()} scale). */
    public ReplayWorker(Program program, TermBuilder tb, Solver solver, ExecOptions options, Function function, List<Executor.EntryArg> args,
                        long deadlineNanos) {
        this.solver = solver;
        Replayer replayer = new Replayer(program, tb, new PathSolver(solver), options).stopAt(deadlineNanos);
        thread = new Thread(null, () -> work(replayer, function, args), "effigy-replay", 256L << 20);   // a large stack: terms are evaluated recursively
        thread.setDaemon(true);
        thread.start();
    }

    private void work(Replayer replayer, Function function, List<Executor.EntryArg> args) {
        try {
            while (true) {
                Object o = queue.take();
                if (o == END) return;
                Job job = (Job) o;
                if (abandoned != null) continue;
                long t0 = System.nanoTime();
                try {
                    Replayer.Replay r = replayer.replay(function, args, job.leaf());
                    if (r.abandoned() != null) {
                        abandoned = r.abandoned();
                    } else {
                        replayed++;
                        if (!r.matches()) failures.add("leaf " + job.index() + ": " + r.mismatch());
                    }
                } catch (RuntimeException e) {
                    failures.add("leaf " + job.index() + ": the replay failed: " + e);
                } catch (OutOfMemoryError e) {
                    // not a failure of the leaf: the replays stop, the queue is still drained (a dead worker would leave
                    // submit and finish waiting on a full queue)
                    abandoned = "out of memory";
                } catch (StackOverflowError e) {
                    abandoned = "the replay of leaf " + job.index() + " nested too deeply for its stack";
                }
                busyNanos += System.nanoTime() - t0;
            }
        } catch (InterruptedException e) {
            if (abandoned == null) abandoned = "interrupted";
        }
    }

    /** Queues leaf number {@code index} for its replay (when {@link Replayer#replayable}); waits while the queue is full. */
    public void submit(long index, Leaf leaf) {
        if (!Replayer.replayable(leaf)) return;
        long t0 = System.nanoTime();
        try {
            queue.put(new Job(index, leaf));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();   // the exploration sees it and stops; finish() stops the replays
        } finally {
            waitNanos += System.nanoTime() - t0;
        }
    }

    /**
     * Waits until every queued leaf is replayed, or (when the calling thread is interrupted, or the deadline
     * passes and the replays are abandoned) until the worker stops.
     */
    public void finish() {
        long t0 = System.nanoTime();
        try {
            boolean interrupted = Thread.currentThread().isInterrupted();
            if (interrupted) {
                abandoned = "interrupted";
                thread.interrupt();
            } else {
                queue.put(END);
            }
            thread.join();
        } catch (InterruptedException e) {
            abandoned = "interrupted";
            thread.interrupt();
            Thread.currentThread().interrupt();
        } finally {
            waitNanos += System.nanoTime() - t0;
            if (!thread.isAlive()) solver.close();
        }
    }

    public long replayed() { return replayed; }
    public List<String> failures() { synchronized (failures) { return List.copyOf(failures); } }
    /** Why replays stopped before the queue was empty, or null. */
    public String abandoned() { return abandoned; }
    /** Seconds the exploration's thread waited for replays (a full queue, the final drain). */
    public double waitSeconds() { return waitNanos / 1e9; }
    /** Seconds the worker spent replaying. */
    public double busySeconds() { return busyNanos / 1e9; }

}
