package effigy.fuzz;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Global;
import effigy.ir.Instr;
import effigy.ir.Operand;
import effigy.ir.Program;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The cheap half of the hybrid search: blind mutations of inputs that made progress, as AFL++'s havoc stage and
 * libFuzzer's mutators do (bit flips, interesting values, arithmetic, blocks deleted, copied and inserted,
 * splicing with another input, tokens of a dictionary), and AFL++'s input-to-state replacement (RedQueen): where
 * an operand of a comparison the input made appears among its bytes, it is replaced by the other operand. The
 * dictionary starts from the program's constants (the constant operands of its comparisons and its string
 * literals) and grows with the operands the runs compare. Not thread-safe: one per worker.
 */
public final class Mutator {
    private static final long[] INTERESTING = {0, 1, -1, 16, 32, 64, 100, 127, -128, 128, 255, 256, 512, 1000, 1024, 4096,
            32767, -32768, 65535, 65536, Integer.MAX_VALUE, Integer.MIN_VALUE, 0xffffffffL};

    private final SplittableRandom random;
    private final int maxLen;
    private final List<byte[]> dictionary = new ArrayList<>();
    private final Set<Token> tokens = new LinkedHashSet<>();

    private record Token(byte[] b) {
        @Override public boolean equals(Object o) { return o instanceof Token t && Arrays.equals(t.b, b); }
        @Override public int hashCode() { return Arrays.hashCode(b); }
    }

    public Mutator(long seed, int maxLen) {
        this.random = new SplittableRandom(seed);
        this.maxLen = Math.max(1, maxLen);
    }

    public int dictionarySize() { return dictionary.size(); }

    /** Adds a token to the dictionary (2 to 64 bytes; a token already there, or all zeros, is ignored). */
    public void addToken(byte[] token) {
        if (token.length < 1 || token.length > 64 || dictionary.size() >= 4096) return;
        boolean zeros = true;
        for (byte b : token) if (b != 0) { zeros = false; break; }
        if (zeros) return;
        if (tokens.add(new Token(token))) dictionary.add(token);
    }

    /** The program's constants as tokens: the constant operands of comparisons in user code, and read-only string data. */
    public void addConstants(Program program) {
        for (Function f : program.functions().values()) {
            if (Program.isLibrary(f)) continue;
            for (Block b : f.blocks()) {
                for (Instr i : b.instrs()) {
                    if (!(i instanceof Instr.Assign a) || !(a.value() instanceof Rvalue.Binary bin) || !bin.op().isComparison()) continue;
                    for (Operand o : List.of(bin.left(), bin.right())) {
                        if (o instanceof Operand.Const c && c.fitsLong() && c.type() instanceof Type.BvType bv) {
                            int width = Math.max(1, bv.width() / 8);
                            if (c.small() == 0 || (width > 1 && (c.small() & ~0xffL) == 0 && c.small() < 32)) continue;
                            addToken(littleEndian(c.small(), Math.min(width, widthOf(c.small()))));
                        }
                    }
                }
            }
        }
        for (Global g : program.globals().values()) {
            if (!g.readOnly() || g.data() == null || g.span() == null || g.span().file().name().equals(Program.LIBRARY_FILE)) continue;
            int start = 0;
            byte[] d = g.data();
            for (int i = 0; i <= d.length; i++) {
                if (i == d.length || d[i] == 0) {
                    if (i - start >= 2) addToken(Arrays.copyOfRange(d, start, Math.min(i, start + 64)));
                    start = i + 1;
                }
            }
        }
    }

    private static int widthOf(long v) {
        if ((v & ~0xffL) == 0) return 1;
        if ((v & ~0xffffL) == 0) return 2;
        if ((v & ~0xffffffffL) == 0) return 4;
        return 8;
    }

    static byte[] littleEndian(long v, int width) {
        byte[] b = new byte[width];
        for (int i = 0; i < width; i++) b[i] = (byte) (v >>> (8 * i));
        return b;
    }

    /** A havoc mutation of {@code base}: a stack of 1 to 16 random changes; {@code other} (may be null) for splicing. */
    public byte[] havoc(byte[] base, byte[] other) {
        byte[] b = base.length == 0 ? new byte[] {(byte) random.nextInt(256)} : base.clone();
        int ops = 1 << random.nextInt(5);
        for (int k = 0; k < ops; k++) b = once(b, other);
        return b.length > maxLen ? Arrays.copyOf(b, maxLen) : b;
    }

    private byte[] once(byte[] b, byte[] other) {
        int n = b.length;
        switch (random.nextInt(n == 0 ? 1 : 15)) {
            case 0 -> {   // insert random bytes (an input grows)
                int at = random.nextInt(n + 1), len = 1 + random.nextInt(Math.min(16, maxLen));
                byte[] r = new byte[len];
                random.nextBytes(r);
                return insert(b, at, r);
            }
            case 1 -> b[random.nextInt(n)] ^= (byte) (1 << random.nextInt(8));
            case 2 -> b[random.nextInt(n)] = (byte) random.nextInt(256);
            case 3, 4 -> {   // an interesting value, in 1, 2 or 4 bytes, either byte order
                int w = 1 << random.nextInt(3);
                if (w > n) w = 1;
                long v = INTERESTING[random.nextInt(INTERESTING.length)];
                put(b, random.nextInt(n - w + 1), v, w, random.nextBoolean());
            }
            case 5 -> {   // arithmetic on 1, 2 or 4 bytes
                int w = 1 << random.nextInt(3);
                if (w > n) w = 1;
                int at = random.nextInt(n - w + 1);
                boolean big = random.nextBoolean();
                long v = get(b, at, w, big) + (random.nextBoolean() ? 1 : -1) * (1 + random.nextInt(35));
                put(b, at, v, w, big);
            }
            case 6 -> {   // delete a block
                if (n < 2) return b;
                int len = 1 + random.nextInt(Math.min(n - 1, 32)), at = random.nextInt(n - len + 1);
                byte[] r = new byte[n - len];
                System.arraycopy(b, 0, r, 0, at);
                System.arraycopy(b, at + len, r, at, n - at - len);
                return r;
            }
            case 7 -> {   // copy a block over another place
                int len = 1 + random.nextInt(Math.min(n, 32)), from = random.nextInt(n - len + 1), to = random.nextInt(n - len + 1);
                System.arraycopy(b.clone(), from, b, to, len);
            }
            case 8 -> {   // insert a copy of a block
                int len = 1 + random.nextInt(Math.min(n, 32)), from = random.nextInt(n - len + 1);
                return insert(b, random.nextInt(n + 1), Arrays.copyOfRange(b, from, from + len));
            }
            case 9, 10 -> {   // a dictionary token, over or into the bytes
                if (dictionary.isEmpty()) return b;
                byte[] t = dictionary.get(random.nextInt(dictionary.size()));
                if (random.nextBoolean() || t.length > n) return insert(b, random.nextInt(n + 1), t);
                System.arraycopy(t, 0, b, random.nextInt(n - t.length + 1), t.length);
            }
            case 11 -> {   // splice: the head of this input, the tail of another
                if (other == null || other.length < 2) return b;
                int cut = random.nextInt(Math.min(n, other.length) + 1);
                byte[] r = Arrays.copyOf(b, cut + other.length - cut);
                System.arraycopy(other, cut, r, cut, other.length - cut);
                return r;
            }
            case 12 -> {   // a byte set to an ASCII digit, letter or separator (text formats)
                String alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ =[]()+-*/;:,.\n\t\"'#";
                b[random.nextInt(n)] = (byte) alphabet.charAt(random.nextInt(alphabet.length()));
            }
            case 13 -> {   // a piece of another input, into or over this one at any place (libFuzzer's crossover
                // parts: "9/" and "(7)" make "9/(7)", which splicing at one cut cannot)
                if (other == null || other.length == 0) return b;
                int len = 1 + random.nextInt(Math.min(other.length, 32)), from = random.nextInt(other.length - len + 1);
                byte[] piece = Arrays.copyOfRange(other, from, from + len);
                if (random.nextBoolean() || len > n) return insert(b, random.nextInt(n + 1), piece);
                System.arraycopy(piece, 0, b, random.nextInt(n - len + 1), len);
            }
            default -> {   // truncate or grow to a random length
                int len = random.nextInt(Math.min(maxLen, Math.max(2 * n, 8)) + 1);
                return Arrays.copyOf(b, len);
            }
        }
        return b;
    }

    /**
     * AFL's trimming: {@code in} with blocks removed, the largest first (a sixteenth of its length rounded up to a power
     * of two, halved down to 4 bytes), each removal kept when the shorter input's path ({@code pathOf}: the hash of the
     * edges it ran and their hit counts) is still {@code path}. The bytes mutation changes are then those the program
     * reads, and inputs stay short (a parser's input that must be whole no longer carries the junk of earlier
     * mutations). At most {@code maxRuns} calls of {@code pathOf}; a null answer (the run died, or the search stops)
     * ends the trimming with what was kept so far.
     */
    public static byte[] trim(byte[] in, int path, java.util.function.Function<byte[], Integer> pathOf, int maxRuns) {
        byte[] cur = in;
        if (cur.length < 8) return cur;
        int p2 = Integer.highestOneBit(cur.length - 1) << 1;
        int runs = 0;
        for (int remove = Math.max(p2 / 16, 4); remove >= Math.max(p2 / 1024, 4) && runs < maxRuns; remove /= 2) {
            for (int at = 0; at < cur.length && runs < maxRuns; ) {
                int len = Math.min(remove, cur.length - at);
                byte[] shorter = new byte[cur.length - len];
                System.arraycopy(cur, 0, shorter, 0, at);
                System.arraycopy(cur, at + len, shorter, at, cur.length - at - len);
                Integer p = pathOf.apply(shorter);
                runs++;
                if (p == null) return cur;
                if (p == path) cur = shorter;
                else at += remove;
            }
        }
        return cur;
    }

    private static byte[] insert(byte[] b, int at, byte[] what) {
        byte[] r = new byte[b.length + what.length];
        System.arraycopy(b, 0, r, 0, at);
        System.arraycopy(what, 0, r, at, what.length);
        System.arraycopy(b, at, r, at + what.length, b.length - at);
        return r;
    }

    private static long get(byte[] b, int at, int w, boolean bigEndian) {
        long v = 0;
        for (int i = 0; i < w; i++) v |= (b[at + i] & 0xffL) << (8 * (bigEndian ? w - 1 - i : i));
        return v;
    }

    private static void put(byte[] b, int at, long v, int w, boolean bigEndian) {
        for (int i = 0; i < w; i++) b[at + i] = (byte) (v >>> (8 * (bigEndian ? w - 1 - i : i)));
    }

    /**
     * Input-to-state replacement: for each comparison in {@code log} whose one operand appears in {@code input}
     * (as an integer of its width in either byte order, or as a string), the input with it replaced by the other
     * operand (and by the other operand ± 1, for orderings); the other operands also join the dictionary.
     */
    public List<byte[]> inputToState(byte[] input, NativeTarget.CmpLog log) {
        Set<Token> out = new LinkedHashSet<>();
        for (long[] c : log.integers()) {
            int w = (int) c[0];
            for (int side = 0; side < 2; side++) {
                long from = c[1 + side], to = c[2 - side];
                if (w >= 2) addToken(littleEndian(to, w));
                for (boolean big : new boolean[] {false, true}) {
                    if (big && w == 1) continue;
                    for (int at = 0; at + w <= input.length; at++) {
                        if (get(input, at, w, big) != (w == 8 ? from : from & ((1L << (8 * w)) - 1))) continue;
                        for (long d : new long[] {0, 1, -1}) {
                            byte[] r = input.clone();
                            put(r, at, to + d, w, big);
                            out.add(new Token(r));
                        }
                    }
                }
            }
        }
        for (byte[][] s : log.strings()) {
            for (int side = 0; side < 2; side++) {
                byte[] from = s[side], to = s[1 - side];
                addToken(to);
                if (from.length == 0) {
                    continue;
                }
                for (int at = indexOf(input, from, 0); at >= 0; at = indexOf(input, from, at + 1)) {
                    // the same length over it, and the whole other string in its place (then a string's end)
                    byte[] r = input.clone();
                    System.arraycopy(to, 0, r, at, Math.min(to.length, from.length));
                    out.add(new Token(r));
                    byte[] whole = new byte[input.length - from.length + to.length];
                    System.arraycopy(input, 0, whole, 0, at);
                    System.arraycopy(to, 0, whole, at, to.length);
                    System.arraycopy(input, at + from.length, whole, at + to.length, input.length - at - from.length);
                    out.add(new Token(whole));
                }
            }
        }
        List<byte[]> r = new ArrayList<>(out.size());
        for (Token t : out) if (t.b.length <= maxLen && !Arrays.equals(t.b, input)) r.add(t.b);
        return r;
    }

    private static int indexOf(byte[] hay, byte[] needle, int from) {
        outer:
        for (int i = from; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) if (hay[i + j] != needle[j]) continue outer;
            return i;
        }
        return -1;
    }
}
