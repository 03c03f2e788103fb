package effigy.ir;

import java.util.Set;

/**
 * A natural loop: {@code header} dominates every block in {@code body} (which includes the header),
 * {@code latches} are the blocks with a back edge to the header, {@code exits} the blocks outside the
 * body that a body block can go to. {@code parent} is the innermost enclosing loop's index or -1.
 */
public record Loop(int index, int header, Set<Integer> body, Set<Integer> latches, Set<Integer> exits, int parent, int depth) {
    public boolean contains(int block) { return body.contains(block); }
}
