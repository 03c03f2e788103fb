package effigy.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import effigy.ir.Function;
import effigy.ir.FunctionBuilder;
import effigy.ir.Type;
import effigy.source.Span;
import effigy.term.Assignment;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Forked states share structure and stay independent. */
class StateTest {
    private static Function function() {
        FunctionBuilder fb = new FunctionBuilder("F", Type.VOID, Span.NONE, () -> 0);
        fb.param("X", Type.INT, Span.NONE);
        return fb.build(Span.NONE);
    }

    private static Frame newFrame(effigy.ir.Function f) { return new Frame(f, new Code(f), null); }

    @Test
    void forkSharesFramesUntilWritten() {
        State s = new State(newFrame(function()), Assignment.EMPTY);
        s.top().conc[0] = 1;
        s.top().sym[0] = null;
        State t = s.fork();
        assertSame(s.top(), t.top(), "frames are shared after a fork");
        Frame written = t.writableTop();
        assertNotSame(s.top(), written, "the first write copies the frame");
        written.conc[0] = 2;
        assertEquals(1, s.top().conc[0]);
        assertEquals(2, t.top().conc[0]);
        assertSame(written, t.writableTop(), "an owned frame is not copied again");
    }

    @Test
    void persistentListsShareTails() {
        PList<String> a = PList.<String>empty().add("x").add("y");
        PList<String> b = a.add("z");
        PList<String> c = a.add("w");
        assertEquals(List.of("x", "y"), a.toList());
        assertEquals(List.of("x", "y", "z"), b.toList());
        assertEquals(List.of("x", "y", "w"), c.toList());
        assertEquals("w", c.last());
        assertEquals(3, b.size());
    }
}
