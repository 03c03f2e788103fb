package effigy.exec;

import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * A memory object's contents agree with a plain byte array: a random sequence of stores (concrete values at concrete
 * offsets, symbolic bytes, stores at a symbolic offset, whole havocs, k-induction's havoc choice, forks that write on
 * after the fork) is applied to a {@link MemObject} and, under a model that gives every symbol a value, to a byte
 * array; every byte then reads the same from both (at a concrete offset, through the whole contents as an array term,
 * and as a concrete read where the object says its bytes are concrete), in the object and in every copy made on the
 * way, which must keep the contents it had when it was made.
 */
class MemObjectProperties {
    private static final Sort OFFSETS = Sort.array(Sort.bv(64), Sort.bv(8));

    /** A copy made on the way and the reference contents it must keep. */
    private record Snapshot(MemObject object, byte[] expected) {}

    @Property(tries = 300)
    void theContentsReadAsAPlainByteArray(@ForAll @IntRange(min = 1, max = 20_000) int size, @ForAll long seed) {
        Random r = new Random(seed);
        TermFactory f = new TermFactory();
        TermBuilder tb = new TermBuilder(f);
        Map<Term.Sym, Object> model = new HashMap<>();
        Memory memory = new Memory();
        MemObject o = memory.allocate(size, 16, "a", MemObject.Kind.STACK);
        byte[] ref = new byte[size];
        List<Snapshot> snapshots = new ArrayList<>();
        int steps = 1 + r.nextInt(40);
        for (int step = 0; step < steps; step++) {
            int kind = r.nextInt(100);
            if (kind < 40) {
                // a concrete value of 1, 2, 4 or 8 bytes at a concrete offset (often near a page's end)
                int n = 1 << r.nextInt(4);
                if (n > size) n = 1;
                long off = offset(r, size, n);
                long v = r.nextLong();
                o.write(off, n, v);
                for (int i = 0; i < n; i++) ref[(int) off + i] = (byte) (v >>> (8 * i));
            } else if (kind < 60) {
                // a symbolic value's bytes
                int n = 1 << r.nextInt(3);
                if (n > size) n = 1;
                long off = offset(r, size, n);
                Term.Sym x = f.symbol("x" + step, Sort.bv(8 * n));
                BigInteger xv = new BigInteger(8 * n, r);
                model.put(x, xv);
                for (int i = 0; i < n; i++) {
                    o.writeTerm(off + i, tb.extract(x, 8 * i + 7, 8 * i));
                    ref[(int) off + i] = xv.shiftRight(8 * i).byteValue();
                }
            } else if (kind < 72) {
                // a byte at a symbolic offset, as MemoryModel.store does it
                Term.Sym i = f.symbol("i" + step, Sort.bv(64));
                long iv = r.nextInt(size);
                model.put(i, BigInteger.valueOf(iv));
                byte b = (byte) r.nextInt(256);
                o.setArray(tb.store(o.contents(tb), i, tb.bv(b & 0xff, 8)));
                ref[(int) iv] = b;
            } else if (kind < 78) {
                // every byte arbitrary (verification's havoc)
                Term.Sym any = f.symbol("any" + step, OFFSETS);
                ArrayValue av = randomArray(r, size);
                model.put(any, av);
                o.setArray(any);
                for (int k = 0; k < size; k++) ref[k] = ((BigInteger) av.get(BigInteger.valueOf(k))).byteValue();
            } else if (kind < 88) {
                // k-induction's havoc: skip ? A' : the contents now
                Term.Sym skip = f.symbol("skip" + step, Sort.BOOL);
                Term.Sym any = f.symbol("a@any#" + step, OFFSETS);
                boolean sv = r.nextBoolean();
                ArrayValue av = randomArray(r, size);
                model.put(skip, sv);
                model.put(any, av);
                o.setChoice(skip, any);
                if (sv) for (int k = 0; k < size; k++) ref[k] = ((BigInteger) av.get(BigInteger.valueOf(k))).byteValue();
            } else {
                // a fork: the state before keeps its object, the one that goes on writes a copy
                snapshots.add(new Snapshot(o, ref.clone()));
                Memory fork = memory.copy();
                memory = fork;
                o = fork.writable(o.id);
            }
        }
        Assignment a = new Assignment(model);
        check(tb, a, o, ref, r);
        for (Snapshot s : snapshots) check(tb, a, s.object(), s.expected(), r);
    }

    /** An offset for an {@code n}-byte access, one time in three across or near a page boundary. */
    private static long offset(Random r, int size, int n) {
        if (size > MemObject.PAGE && r.nextInt(3) == 0) {
            int pages = size / MemObject.PAGE;
            long off = (long) (1 + r.nextInt(pages)) * MemObject.PAGE - r.nextInt(n + 1);
            if (off >= 0 && off + n <= size) return off;
        }
        return r.nextInt(size - n + 1);
    }

    private static ArrayValue randomArray(Random r, int size) {
        Map<BigInteger, Object> elements = new HashMap<>();
        for (int k = r.nextInt(8); k > 0; k--) elements.put(BigInteger.valueOf(r.nextInt(size)), BigInteger.valueOf(r.nextInt(256)));
        return new ArrayValue(BigInteger.valueOf(r.nextInt(256)), elements);
    }

    private static void check(TermBuilder tb, Assignment a, MemObject o, byte[] ref, Random r) {
        Term contents = o.contents(tb);
        int size = ref.length;
        // every byte of a small object, some hundreds of a large one, and the page boundaries
        List<Integer> offsets = new ArrayList<>();
        if (size <= 600) for (int k = 0; k < size; k++) offsets.add(k);
        else {
            for (int k = 0; k < 300; k++) offsets.add(r.nextInt(size));
            for (int p = MemObject.PAGE; p < size; p += MemObject.PAGE) { offsets.add(p - 1); offsets.add(p); }
        }
        for (int k : offsets) {
            int want = ref[k] & 0xff;
            int direct = ((BigInteger) Evaluator.eval(o.byteTerm(tb, k), a)).intValue();
            if (direct != want) throw new AssertionError("byte " + k + " of " + size + ": " + direct + ", not " + want);
            int viaArray = ((BigInteger) Evaluator.eval(tb.select(contents, tb.bv(k, 64)), a)).intValue();
            if (viaArray != want) throw new AssertionError("byte " + k + " of " + size + " through the array: " + viaArray + ", not " + want);
            if (o.concrete(k, 1) && o.byteAt(k) != want) throw new AssertionError("concrete byte " + k + ": " + o.byteAt(k) + ", not " + want);
            if (k + 4 <= size && o.concrete(k, 4)) {
                long v = o.read(k, 4);
                long w = (ref[k] & 0xffL) | (ref[k + 1] & 0xffL) << 8 | (ref[k + 2] & 0xffL) << 16 | (ref[k + 3] & 0xffL) << 24;
                if (v != w) throw new AssertionError("concrete int at " + k + ": " + v + ", not " + w);
            }
        }
    }
}
