package effigy.loops;

import effigy.exec.State;
import effigy.ir.Function;
import effigy.ir.Loop;
import effigy.ir.LoopSite;
import effigy.source.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * One loop as the analysis reports it: a natural loop of a function in one calling context. The context is the
 * chain of calls that reached the loop's activation, outermost first, each as the calling function and the
 * call's line and column ({@code main:21:7 > g:7:12}); empty for a loop of the entry function. Bounds are per context, as
 * WCET tools give them for a function called from several places with different arguments.
 */
public record LoopId(Function function, Loop loop, String context) {

    /** The loop of frame {@code frame} of {@code s}, in the context of the frames below it. */
    public static LoopId of(State s, int frame, Function fn, Loop l) {
        List<String> calls = new ArrayList<>();
        for (int i = 1; i <= frame; i++) {
            Span call = s.frameCall(i);
            calls.add(s.frameFunction(i - 1).name() + ":" + (call == null ? "?" : call.line() + ":" + call.column()));
        }
        return new LoopId(fn, l, String.join(" > ", calls));
    }

    /**
     * {@link #of}, remembering the last activation asked about: a loop's iterations ask again and again for the
     * same activation, whose context (a string of its calls) is then built once.
     */
    static final class Cache {
        private Object token;
        private LoopId[] ids;

        LoopId of(State s, int frame, Function fn, Loop l) {
            Object t = s.frameToken(frame);
            if (t != token) {
                token = t;
                ids = new LoopId[fn.loops().size()];
            }
            LoopId id = ids[l.index()];
            if (id == null) ids[l.index()] = id = LoopId.of(s, frame, fn, l);
            return id;
        }
    }

    /** The innermost loop {@code s} is in (its innermost frame that is inside a loop), or null when it is in none. */
    public static LoopId innermost(State s) {
        for (int i = s.depth() - 1; i >= 0; i--) {
            Function fn = s.frameFunction(i);
            int l = fn.innermostLoop(s.frameBlock(i));
            if (l >= 0) return of(s, i, fn, fn.loops().get(l));
        }
        return null;
    }

    /** The loop statement's source position, or the header's branch for a loop without a statement. */
    public Span span() {
        LoopSite site = function.site(loop);
        return site != null ? site.span() : function.block(loop.header()).terminator().span();
    }

    public int line() { return span().line(); }

    /** The same loop with no context: what annotations and unwinding bounds are given for. */
    public LoopId statement() { return new LoopId(function, loop, ""); }

    @Override public boolean equals(Object o) {
        return o instanceof LoopId x && x.function == function && x.loop.index() == loop.index() && x.context.equals(context);
    }

    @Override public int hashCode() { return (System.identityHashCode(function) * 31 + loop.index()) * 31 + context.hashCode(); }
}
