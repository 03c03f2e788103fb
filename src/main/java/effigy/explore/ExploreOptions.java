package effigy.explore;

/**
 * Overall limits of an exhaustive exploration (King's TEST manager). {@code maxPaths} bounds the number
 * of leaves, {@code maxMillis} the wall-clock time from the exploration's start (0 = no limit), including
 * the time the leaves' consumers take (replay, output); {@code stopOnError} ends the exploration at the
 * first error leaf. {@code seed} seeds {@link Search#RANDOM_PATH}'s choices. {@code jobs} is the number of
 * threads that run states (each with an executor and a solver of its own, sharing one work list; see
 * {@link Explorer}); with more than one the leaves come in an order that varies from run to run. The per-path
 * step limit lives in {@link effigy.exec.ExecOptions}.
 */
public record ExploreOptions(Search search, long maxPaths, long maxMillis, boolean stopOnError, long seed, int jobs) {
    public static final ExploreOptions DEFAULT = new ExploreOptions(Search.DFS, Long.MAX_VALUE, 0, false);

    public ExploreOptions {
        if (jobs < 1) throw new IllegalArgumentException("jobs must be at least 1: " + jobs);
    }

    public ExploreOptions(Search search, long maxPaths, long maxMillis, boolean stopOnError) { this(search, maxPaths, maxMillis, stopOnError, 0, 1); }

    public ExploreOptions(Search search, long maxPaths, long maxMillis) { this(search, maxPaths, maxMillis, false); }

    public ExploreOptions withSearch(Search s) { return new ExploreOptions(s, maxPaths, maxMillis, stopOnError, seed, jobs); }

    public ExploreOptions withSeed(long s) { return new ExploreOptions(search, maxPaths, maxMillis, stopOnError, s, jobs); }

    public ExploreOptions withMaxMillis(long millis) { return new ExploreOptions(search, maxPaths, millis, stopOnError, seed, jobs); }

    public ExploreOptions withJobs(int n) { return new ExploreOptions(search, maxPaths, maxMillis, stopOnError, seed, n); }

    /** The deadline on {@link System#nanoTime()}'s scale for an exploration starting at {@code startNanos}; Long.MAX_VALUE for none. */
    public long deadline(long startNanos) {
        return maxMillis > 0 ? startNanos + maxMillis * 1_000_000L : Long.MAX_VALUE;
    }
}
