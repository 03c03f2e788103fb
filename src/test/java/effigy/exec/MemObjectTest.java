package effigy.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The contents of one memory object: pages of what was written over a base (zeros, an array term, a havoc's choice). */
class MemObjectTest {
    private static final Sort OFFSETS = Sort.array(Sort.bv(64), Sort.bv(8));
    private final TermFactory f = new TermFactory();
    private final TermBuilder tb = new TermBuilder(f);

    private static int pages(MemObject o) {
        int[] n = {0};
        o.forEachPage((p, pg) -> n[0]++);
        return n[0];
    }

    private static BigInteger eval(Term t, Map<Term.Sym, Object> model) {
        return (BigInteger) Evaluator.eval(t, new Assignment(model));
    }

    @Test
    void aLargeZeroInitialisedObjectCostsOnlyWhatIsWritten() {
        Memory m = new Memory();
        MemObject o = m.allocate(800_000, 16, "a", MemObject.Kind.STACK);   // int a[200000]
        assertEquals(0, pages(o), "nothing written: no page");
        assertTrue(o.concrete(4 * 123_456, 4));
        assertEquals(0, o.read(4 * 123_456, 4));
        assertEquals(f.bv(0, 8), o.byteTerm(tb, 799_999));
        o.write(4 * 199_999, 4, 0x11223344L);
        assertEquals(1, pages(o), "one int written: one page");
        assertEquals(0x11223344L, o.read(4 * 199_999, 4));
        assertEquals(0x44, o.byteAt(4 * 199_999));
        assertEquals(0x11, o.byteAt(4 * 199_999 + 3));
        for (int i = 0; i < 200_000; i++) o.write(4L * i, 4, i);
        assertEquals((800_000 + MemObject.PAGE - 1) / MemObject.PAGE, pages(o), "every int written: every page");
        assertEquals(123_456, o.read(4 * 123_456, 4));
    }

    @Test
    void anAccessAcrossAPageBoundaryReadsBothPages() {
        MemObject o = new Memory().allocate(3 * MemObject.PAGE, 16, "b", MemObject.Kind.GLOBAL);
        long off = MemObject.PAGE - 2;
        o.write(off, 8, 0x0807060504030201L);
        assertEquals(2, pages(o));
        assertTrue(o.concrete(off, 8));
        assertEquals(0x0807060504030201L, o.read(off, 8));
        assertEquals(0x0403, o.read(off + 2, 2));
    }

    @Test
    void aForkCopiesOnlyThePageItWrites() {
        Memory m = new Memory();
        MemObject o = m.allocate(400_000, 16, "a", MemObject.Kind.GLOBAL);
        for (int i = 0; i < 100_000; i++) o.write(4L * i, 4, i + 1);
        Memory fork = m.copy();
        MemObject w = fork.writable(o.id);
        assertNotSame(o, w, "a shared object is copied before it is written");
        w.write(40, 4, -1);
        assertEquals(11, o.read(40, 4), "the original keeps its contents");
        assertEquals(0xffffffffL, w.read(40, 4));
        assertNotSame(o.page(0), w.page(0), "the written page is the copy's own");
        assertSame(o.page(50), w.page(50), "every other page is still shared");
        assertSame(w.page(0), w.page(0));
        w.write(44, 4, 7);
        assertSame(w, fork.writable(o.id), "an owned object is not copied again");
        assertEquals(12, o.read(44, 4));
    }

    @Test
    void symbolicBytesAndAStoreAtASymbolicOffset() {
        MemObject o = new Memory().allocate(1000, 16, "a", MemObject.Kind.STACK);
        Term x = f.symbol("x", Sort.bv(32));
        for (int i = 0; i < 4; i++) o.writeTerm(8 + i, tb.extract(x, 8 * i + 7, 8 * i));
        assertFalse(o.concrete(8, 4));
        assertSame(tb.extract(x, 15, 8), o.byteTerm(tb, 9));
        o.write(100, 4, 5);
        // a[i] = 9 with i symbolic: the contents become one array term; the pages start empty
        Term i = f.symbol("i", Sort.bv(64));
        Term arr = o.contents(tb);
        arr = tb.store(arr, i, tb.bv(9, 8));
        o.setArray(arr);
        assertTrue(o.hasBase());
        assertEquals(0, pages(o));
        assertFalse(o.concrete(100, 1), "a byte the pages do not set is the array's");
        o.write(200, 1, 3);
        assertTrue(o.concrete(200, 1), "a byte written since is the page's");
        assertTrue(o.isSet(200));
        assertFalse(o.isSet(201));
        Map<Term.Sym, Object> model = new HashMap<>();
        model.put((Term.Sym) x, BigInteger.valueOf(0x01020304));
        model.put((Term.Sym) i, BigInteger.valueOf(100));
        assertEquals(BigInteger.valueOf(9), eval(o.byteTerm(tb, 100), model), "a[100] is the store's when i = 100");
        assertEquals(BigInteger.valueOf(3), eval(o.byteTerm(tb, 9), model), "byte 1 of x");
        assertEquals(BigInteger.valueOf(3), eval(tb.select(o.contents(tb), tb.bv(200, 64)), model));
        model.put((Term.Sym) i, BigInteger.valueOf(101));
        assertEquals(BigInteger.valueOf(5), eval(o.byteTerm(tb, 100), model), "a[100] as written when i = 101");
        assertEquals(BigInteger.ZERO, eval(o.byteTerm(tb, 500), model));
    }

    @Test
    void aHavocsChoiceIsLazyAndReadsEitherSide() {
        MemObject o = new Memory().allocate(400_000, 16, "a", MemObject.Kind.STACK);
        for (int i = 0; i < 1000; i++) o.write(4L * i, 4, 42);
        Term skip = f.symbol("skip", Sort.BOOL);
        Term.Sym any = f.symbol("a@any#1", OFFSETS);
        o.setChoice(skip, any);
        assertEquals(0, pages(o), "no term per byte: the pages before are kept by the choice");
        Term b = o.byteTerm(tb, 400);
        assertSame(tb.ite(skip, tb.select(any, tb.bv(400, 64)), tb.bv(42, 8)), b);
        o.write(400, 1, 7);
        assertSame(tb.bv(7, 8), o.byteTerm(tb, 400));
        Map<Term.Sym, Object> model = new HashMap<>();
        model.put(any, new ArrayValue(BigInteger.valueOf(99), Map.of()));
        model.put((Term.Sym) skip, Boolean.TRUE);
        assertEquals(BigInteger.valueOf(99), eval(o.byteTerm(tb, 404), model));
        assertEquals(BigInteger.valueOf(99), eval(tb.select(o.contents(tb), tb.bv(404, 64)), model));
        assertEquals(BigInteger.valueOf(7), eval(tb.select(o.contents(tb), tb.bv(400, 64)), model));
        model.put((Term.Sym) skip, Boolean.FALSE);
        assertEquals(BigInteger.valueOf(42), eval(o.byteTerm(tb, 404), model));
        assertEquals(BigInteger.valueOf(42), eval(tb.select(o.contents(tb), tb.bv(404, 64)), model));
        assertEquals(BigInteger.ZERO, eval(o.byteTerm(tb, 405), model));
        assertEquals(BigInteger.ZERO, eval(o.byteTerm(tb, 300_000), model), "past what was written: zeros before the havoc");
    }

    @Test
    void exactIntegersAreForgottenWhereOverwritten() {
        MemObject o = new Memory().allocate(64, 16, "c", MemObject.Kind.STACK);
        Term big = f.integer(BigInteger.TEN.pow(30));
        o.putCell(8, new MemObject.Cell(big, 8));
        assertTrue(o.hasCells());
        assertSame(big, o.cell(8).value());
        o.clearCells(12, 1);
        assertNull(o.cell(8), "a write inside the cell's bytes forgets it");
        o.putCell(16, new MemObject.Cell(big, 8));
        o.clearCells(24, 4);
        assertNotNull(o.cell(16), "a write after its bytes does not");
        o.clearAllCells();
        assertNull(o.cell(16));
        assertFalse(o.hasCells());
    }

    @Test
    void aMergeMakesAnIteOnlyWhereTheTwoDiffer() {
        Memory m = new Memory();
        MemObject o = m.allocate(400_000, 16, "a", MemObject.Kind.GLOBAL);
        for (int i = 0; i < 100_000; i++) o.write(4L * i, 4, i);
        Memory left = m.copy(), right = m.copy();
        left.writable(o.id).write(0, 1, 1);
        right.writable(o.id).write(0, 1, 2);
        Term x = f.symbol("x", Sort.bv(8));
        right.writable(o.id).writeTerm(300_000, x);
        Term g = f.symbol("g", Sort.BOOL);
        Memory merged = Merge.mergeMemory(tb, g, left, right);
        assertNotNull(merged);
        MemObject mo = merged.object(o.id);
        assertSame(tb.ite(g, tb.bv(1, 8), tb.bv(2, 8)), mo.byteTerm(tb, 0));
        assertSame(tb.ite(g, tb.bv(0xf8, 8), x), mo.byteTerm(tb, 300_000), "byte 0 of a[75000] (0x124f8) on the left, x on the right");
        assertSame(tb.bv(1, 8), mo.byteTerm(tb, 4), "byte 0 of a[1], the same on both sides");
        assertSame(o.page(40), mo.page(40), "a page neither side wrote stays shared");
    }

    @Test
    void aMergeOverASharedBaseTakesTheBaseWhereOneSideDidNotWrite() {
        Memory m = new Memory();
        MemObject o = m.allocate(4000, 16, "a", MemObject.Kind.GLOBAL);
        Term.Sym any = f.symbol("a@any#1", OFFSETS);
        o.setArray(any);
        Memory left = m.copy(), right = m.copy();
        left.writable(o.id).write(8, 1, 5);
        Term g = f.symbol("g", Sort.BOOL);
        MemObject mo = Merge.mergeMemory(tb, g, left, right).object(o.id);
        assertSame(tb.ite(g, tb.bv(5, 8), tb.select(any, tb.bv(8, 64))), mo.byteTerm(tb, 8));
        assertSame(tb.select(any, tb.bv(9, 64)), mo.byteTerm(tb, 9));
        // different bases: no merge
        right.writable(o.id).setArray(f.symbol("a@any#2", OFFSETS));
        assertNull(Merge.mergeMemory(tb, g, left, right));
    }

    @Test
    void aSizedHeapBlockReservesItsAddressesSparsely() {
        Memory m = new Memory();
        Term n = f.symbol("n", Sort.bv(64));
        MemObject o = m.allocateVariable(MemObject.SIZED_LIMIT_LP64, 40, n, 16, "malloc@3", MemObject.Kind.HEAP);
        o.site = effigy.source.Span.NONE;
        assertEquals(MemObject.SIZED_LIMIT_LP64, o.size);
        assertEquals(40, o.extent());
        o.write(3_000_000_000L, 4, 77);
        assertEquals(77, o.read(3_000_000_000L, 4));
        assertEquals(1, pages(o));
        assertTrue(o.describe().endsWith("(of symbolic size)"), o.describe());
        MemObject next = m.allocate(4, 16, "b", MemObject.Kind.STACK);
        assertTrue(next.base >= o.base + MemObject.SIZED_LIMIT_LP64, "the next object lies past the reserve");
    }
}
