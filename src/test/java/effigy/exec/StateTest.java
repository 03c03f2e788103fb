package effigy.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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

    /** A state that recurs (non-termination of loops over memory) is told by snapshots: equal exactly when the states are. */
    @Test
    void snapshotsAreEqualForEqualStatesAndTellEveryDifferenceApart() {
        effigy.term.TermBuilder tb = new effigy.term.TermBuilder(new effigy.term.TermFactory());
        State s = new State(newFrame(function()), Assignment.EMPTY);
        s.top().conc[0] = 1;
        s.top().sym[0] = null;
        MemObject o = s.writableMemory().allocate(8, 8, "p", MemObject.Kind.HEAP);
        State same = s.fork();
        assertEquals(s.snapshot(tb, 1 << 20), same.snapshot(tb, 1 << 20), "a fork is the same state");
        State written = s.fork();
        written.writableMemory().writable(o.id).writeByte(3, (byte) 7);
        assertNotEquals(s.snapshot(tb, 1 << 20), written.snapshot(tb, 1 << 20), "a byte of memory");
        State assigned = s.fork();
        assigned.writableTop().conc[0] = 2;
        assertNotEquals(s.snapshot(tb, 1 << 20), assigned.snapshot(tb, 1 << 20), "a variable");
        State unassigned = s.fork();
        unassigned.writableTop().sym[0] = Frame.UNDEFINED;
        assertNotEquals(s.snapshot(tb, 1 << 20), unassigned.snapshot(tb, 1 << 20), "a variable no longer assigned");
        State allocated = s.fork();
        allocated.writableMemory().allocate(4, 4, "q", MemObject.Kind.HEAP);
        assertNotEquals(s.snapshot(tb, 1 << 20), allocated.snapshot(tb, 1 << 20), "an allocation");
        State freed = s.fork();
        freed.writableMemory().writable(o.id).alive = false;
        assertNotEquals(s.snapshot(tb, 1 << 20), freed.snapshot(tb, 1 << 20), "a free");
        State moved = s.fork();
        moved.writableTop().index++;
        assertNotEquals(s.snapshot(tb, 1 << 20), moved.snapshot(tb, 1 << 20), "the place in the code");
        assertNull(s.snapshot(tb, 4), "more memory than a snapshot covers");
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

    @Test
    void listsThatExtendOneAnotherShareTheirElementsAndStayImmutable() {
        PList<Integer> a = PList.<Integer>empty().add(1).add(2);
        assertEquals(List.of(1, 2), a.toList());
        PList<Integer> b = a.add(3).add(4), c = a.add(5);
        assertEquals(List.of(1, 2, 3, 4), b.toList());
        assertEquals(List.of(1, 2, 5), c.toList(), "a list that diverged from the array's extension");
        assertEquals(List.of(1, 2), a.toList());
        assertEquals(List.of(1, 2, 3), b.tail().toList());
        assertSame(b.toList(), b.toList(), "made once");
        assertEquals(List.of(), PList.empty().toList());
        org.junit.jupiter.api.Assertions.assertThrows(UnsupportedOperationException.class, () -> b.toList().add(9));
        org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class, () -> b.toList().get(4));
        // a random tree of lists, their elements asked for in a random order, against copies made element by element
        java.util.Random r = new java.util.Random(7);
        List<PList<Integer>> lists = new java.util.ArrayList<>(List.of(PList.empty()));
        List<List<Integer>> expected = new java.util.ArrayList<>(List.of(List.of()));
        for (int i = 0; i < 3000; i++) {
            int from = r.nextInt(lists.size());
            if (r.nextInt(3) == 0) {
                assertEquals(expected.get(from), lists.get(from).toList());
                continue;
            }
            int v = r.nextInt(1000);
            lists.add(lists.get(from).add(v));
            List<Integer> e = new java.util.ArrayList<>(expected.get(from));
            e.add(v);
            expected.add(e);
        }
        for (int i = lists.size() - 1; i >= 0; i--) assertEquals(expected.get(i), lists.get(i).toList());
    }
}
