package effigy.explore;

import effigy.exec.Leaf;
import java.util.List;

/**
 * The result of an exploration: the leaves in the order found, whether the whole tree was explored,
 * and if not, why it stopped ({@code "path limit"}, {@code "time limit"}, {@code "interrupted"}).
 */
public record Exploration(List<Leaf> leaves, boolean complete, String stoppedBecause, long infeasible,
                          long openStates, long nanos) {
    public long count(Leaf.Status status) {
        return leaves.stream().filter(l -> l.status() == status).count();
    }
}
