package effigy.fuzz;

import effigy.analysis.ProgramContext;
import effigy.exec.Executor;
import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a fuzzer's input, a string of bytes as fuzzers keep them, feeds a program's inputs, and back (SAGE's
 * {@code Combine}). Three kinds of entry:
 * <ul>
 *   <li>a libFuzzer target ({@code LLVMFuzzerTestOneInput(data, size)}): the bytes are {@code data}, their
 *       number {@code size}, which a model may change (the input then grows or shrinks);</li>
 *   <li>a function with parameters ({@code --entry}): the bytes fill the parameters in order, a scalar its
 *       width in little-endian bytes, a pointer its buffer's bytes; the rest is the stream below;</li>
 *   <li>the stream: the inputs a run reads ({@code __VERIFIER_nondet_*}, a function with no body,
 *       {@code effigy_symbolic}) take the next bytes in the order read (little-endian), zeros past the end;
 *       a model's value for an input past the end makes the input longer.</li>
 * </ul>
 */
public final class InputLayout {
    private final ProgramContext.Entry entry;
    private final boolean libFuzzer;
    /** Where each entry argument's bytes start (libFuzzer: unused), and where the stream starts. */
    private final long[] offsets;
    private final long streamStart;

    public InputLayout(ProgramContext.Entry entry, boolean libFuzzer) {
        this.entry = entry;
        this.libFuzzer = libFuzzer;
        this.offsets = new long[entry.args().size()];
        long at = 0;
        if (!libFuzzer) {
            for (int i = 0; i < offsets.length; i++) {
                offsets[i] = at;
                at += width(entry.args().get(i));
            }
        }
        this.streamStart = at;
    }

    public ProgramContext.Entry entry() { return entry; }

    public boolean libFuzzer() { return libFuzzer; }

    /** The longest input for a libFuzzer target ({@code --max-len}); for other entries the parameters' bytes. */
    public long capacity() { return libFuzzer ? entry.args().get(0).bufferSize() : streamStart; }

    /** Bytes of an entry argument: its buffer, or its scalar's width. */
    private static long width(Executor.EntryArg a) {
        if (a.bufferSize() >= 0) return a.bufferSize();
        return bytesOf(a.value().sort());
    }

    static int bytesOf(Sort sort) {
        return sort instanceof Sort.BvSort bv ? Math.max(1, bv.width() / 8) : sort instanceof Sort.BoolSort ? 1 : 8;
    }

    /** The values of the entry's symbols for {@code input}. */
    public Assignment entryValues(byte[] input) {
        Map<Term.Sym, Object> m = new LinkedHashMap<>();
        if (libFuzzer) {
            Executor.EntryArg data = entry.args().get(0), size = entry.args().get(1);
            m.put((Term.Sym) data.value(), array(input, 0, input.length));
            m.put((Term.Sym) size.value(), BigInteger.valueOf(input.length));
            return new Assignment(m);
        }
        for (int i = 0; i < offsets.length; i++) {
            Executor.EntryArg a = entry.args().get(i);
            Term.Sym sym = (Term.Sym) a.value();
            m.put(sym, a.bufferSize() >= 0 ? array(input, offsets[i], a.bufferSize()) : scalar(sym.sort(), input, offsets[i], bytesOf(sym.sort())));
        }
        return new Assignment(m);
    }

    /** Where each input read during a run came from in the stream: the symbol, its offset and length. */
    public record Read(Term.Sym symbol, long offset, long bytes) {}

    /** A stream over {@code input}'s bytes after the entry's: each input read takes the next bytes; it records where. */
    public Stream stream(byte[] input) { return new Stream(input, streamStart); }

    /** The stream a run reads: an {@link Executor.InputSource} that remembers which bytes each input took. */
    public static final class Stream implements Executor.InputSource {
        private final byte[] input;
        private long next;
        private final List<Read> reads = new ArrayList<>();

        Stream(byte[] input, long start) {
            this.input = input;
            this.next = start;
        }

        @Override public Object value(Term.Sym symbol, long bytes) {
            reads.add(new Read(symbol, next, bytes));
            Object v = symbol.sort() instanceof Sort.ArraySort ? array(input, next, bytes) : scalar(symbol.sort(), input, next, (int) bytes);
            next += bytes;
            return v;
        }

        /** The inputs read so far, in order. */
        public List<Read> reads() { return reads; }
    }

    /**
     * SAGE's {@code Combine(input, M)}: {@code input} with the values {@code model} gives the entry's symbols and
     * the inputs {@code reads} says where to put; bytes the model does not change stay as they were.
     */
    public byte[] combine(byte[] input, Assignment model, List<Read> reads) {
        byte[] out = input;
        if (libFuzzer) {
            Executor.EntryArg data = entry.args().get(0), size = entry.args().get(1);
            int n = input.length;
            Object sz = model.get((Term.Sym) size.value());
            if (sz != null) n = (int) Math.min(((BigInteger) sz).longValue(), data.bufferSize());
            out = Arrays.copyOf(input, n);
            Object arr = model.get((Term.Sym) data.value());
            if (arr instanceof ArrayValue a) putArray(out, 0, n, a);
            return out;
        }
        out = input.clone();
        for (int i = 0; i < offsets.length; i++) {
            Executor.EntryArg a = entry.args().get(i);
            Object v = model.get((Term.Sym) a.value());
            if (v == null) continue;
            out = ensure(out, offsets[i] + width(a));
            if (v instanceof ArrayValue av) putArray(out, offsets[i], a.bufferSize(), av);
            else put(out, offsets[i], bytesOf(a.value().sort()), v);
        }
        for (Read r : reads) {
            Object v = model.get(r.symbol());
            if (v == null) continue;
            out = ensure(out, r.offset() + r.bytes());
            if (v instanceof ArrayValue av) putArray(out, r.offset(), r.bytes(), av);
            else put(out, r.offset(), (int) r.bytes(), v);
        }
        return out;
    }

    /**
     * For a libFuzzer target, when {@code child} is much longer than {@code parent} (the solver picks sizes at the
     * edge of what is allowed, such as {@code --max-len}): the condition that its size be at most a little more than
     * the parent's, to ask for first; null otherwise.
     */
    public Term preferShorter(byte[] parent, byte[] child) {
        if (!libFuzzer) return null;
        long limit = Math.max(2L * parent.length, parent.length + 16L);
        if (child.length <= limit) return null;
        Term size = entry.args().get(1).value();
        int width = ((Sort.BvSort) size.sort()).width();
        effigy.term.TermBuilder tb = new effigy.term.TermBuilder(size.factory());
        return tb.bvUle(size, tb.bv(limit, width));
    }

    private static byte[] ensure(byte[] b, long length) {
        return b.length >= length ? b : Arrays.copyOf(b, (int) length);
    }

    /** Bytes [at, at + n) of {@code b} (zeros past its end) as a byte array value. */
    static ArrayValue array(byte[] b, long at, long n) {
        ArrayValue a = ArrayValue.constant(BigInteger.ZERO);
        java.util.TreeMap<BigInteger, Object> m = new java.util.TreeMap<>();
        for (long i = 0; i < n; i++) {
            int x = at + i < b.length ? b[(int) (at + i)] & 0xff : 0;
            if (x != 0) m.put(BigInteger.valueOf(i), BigInteger.valueOf(x));
        }
        return m.isEmpty() ? a : new ArrayValue(BigInteger.ZERO, m);
    }

    /** The little-endian value of {@code n} bytes at {@code at} (zeros past the end) for a symbol of {@code sort}. */
    static Object scalar(Sort sort, byte[] b, long at, int n) {
        BigInteger v = BigInteger.ZERO;
        for (int i = n - 1; i >= 0; i--) {
            int x = at + i < b.length ? b[(int) (at + i)] & 0xff : 0;
            v = v.shiftLeft(8).or(BigInteger.valueOf(x));
        }
        if (sort instanceof Sort.BoolSort) return v.signum() != 0;
        if (sort instanceof Sort.BvSort bv && bv.width() < 8 * n) v = v.and(BigInteger.ONE.shiftLeft(bv.width()).subtract(BigInteger.ONE));
        if (sort instanceof Sort.IntSort && v.testBit(8 * n - 1)) v = v.subtract(BigInteger.ONE.shiftLeft(8 * n)); // a mathematical integer: signed
        return v;
    }

    private static void putArray(byte[] out, long at, long n, ArrayValue a) {
        for (long i = 0; i < n && at + i < out.length; i++) out[(int) (at + i)] = ((BigInteger) a.get(BigInteger.valueOf(i))).byteValue();
    }

    private static void put(byte[] out, long at, int n, Object v) {
        BigInteger b = v instanceof Boolean bool ? (bool ? BigInteger.ONE : BigInteger.ZERO) : (BigInteger) v;
        for (int i = 0; i < n && at + i < out.length; i++) out[(int) (at + i)] = b.shiftRight(8 * i).byteValue();
    }
}
