package effigy.explore;

import effigy.exec.Leaf;
import java.util.List;

/**
 * The result of an exploration: how many leaves it found of each status, the leaves themselves in the
 * order found when they were collected ({@link Explorer#explore(effigy.exec.State)}; empty when they were
 * streamed to a consumer instead), whether the whole tree was explored, and if not, why it stopped
 * ({@code "path limit"}, {@code "time limit"}, {@code "interrupted"}, the first error leaf).
 */
public record Exploration(List<Leaf> leaves, long paths, long[] statusCounts, boolean complete, String stoppedBecause,
                          long infeasible, long openStates, long nanos) {
    public long count(Leaf.Status status) { return statusCounts[status.ordinal()]; }
}
