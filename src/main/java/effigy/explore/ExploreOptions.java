package effigy.explore;

/**
 * Overall limits of an exhaustive exploration (King's TEST manager). {@code maxPaths} bounds the number
 * of leaves, {@code maxMillis} the wall-clock time (0 = no limit). The per-path step limit lives in
 * {@link effigy.exec.ExecOptions}.
 */
public record ExploreOptions(Search search, long maxPaths, long maxMillis) {
    public static final ExploreOptions DEFAULT = new ExploreOptions(Search.DFS, Long.MAX_VALUE, 0);
}
