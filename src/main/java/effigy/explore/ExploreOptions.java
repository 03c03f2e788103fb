package effigy.explore;

/**
 * Overall limits of an exhaustive exploration (King's TEST manager). {@code maxPaths} bounds the number
 * of leaves, {@code maxMillis} the wall-clock time from the exploration's start (0 = no limit), including
 * the time the leaves' consumers take (replay, output); {@code stopOnError} ends the exploration at the
 * first error leaf. The per-path step limit lives in {@link effigy.exec.ExecOptions}.
 */
public record ExploreOptions(Search search, long maxPaths, long maxMillis, boolean stopOnError) {
    public static final ExploreOptions DEFAULT = new ExploreOptions(Search.DFS, Long.MAX_VALUE, 0, false);

    public ExploreOptions(Search search, long maxPaths, long maxMillis) { this(search, maxPaths, maxMillis, false); }

    /** The deadline on {@link System#nanoTime()}'s scale for an exploration starting at {@code startNanos}; Long.MAX_VALUE for none. */
    public long deadline(long startNanos) {
        return maxMillis > 0 ? startNanos + maxMillis * 1_000_000L : Long.MAX_VALUE;
    }
}
