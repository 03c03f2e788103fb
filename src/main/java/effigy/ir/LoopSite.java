package effigy.ir;

import effigy.source.Span;
import java.util.List;

/**
 * A loop statement of the source (C's {@code while}, {@code do}, {@code for}), as the front end lowered it:
 * {@code body} is the block where each iteration's body starts (an iteration is one start of the body, the
 * count WCET annotations give), {@code span} the statement's keyword, and {@code pragmas} the text of the
 * pragmas written directly before it (TACLeBench's {@code loopbound min A max B}). A natural loop of the
 * function ({@link Function#site(Loop)}) is the loop statement whose body block it contains innermost.
 */
public record LoopSite(int body, Span span, String keyword, List<String> pragmas) {
    public LoopSite { pragmas = List.copyOf(pragmas); }
}
