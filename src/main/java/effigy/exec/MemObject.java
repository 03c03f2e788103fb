package effigy.exec;

import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;

/**
 * One memory object (a global, a stack variable whose address is taken, a heap block, a string literal):
 * {@code size} bytes at address {@code base}.
 *
 * <p><b>Contents.</b> What was stored at concrete offsets is kept in pages of {@value #PAGE} bytes (concrete bytes,
 * with per-byte terms where a symbolic value was stored, and under {@code --ints=math} the exact integers), held
 * in a radix tree of {@value #FAN} children a node; a page that was never written is absent, so an object costs
 * memory in proportion to what was written to it, not to its size (an {@code int a[100000]} that a loop fills
 * costs its 400 KB; one that is only declared costs nothing). Beneath the pages lies the object's <i>base</i>: all
 * zeros when there is none; else an SMT array over offsets, of sort (Array (_ BitVec 64) (_ BitVec 8)) (made
 * once a store at a symbolic offset happened: then the contents so far become a store chain, and the pages start
 * empty again; or a fresh array after a havoc), read where the pages do not set a byte; or a havoc's choice
 * {@code ite(skip, A', before)} between a fresh array and the contents before it, kept lazily: a read at a
 * concrete offset makes the byte's {@code ite} only, the whole array term is made only for an access at a
 * symbolic offset. {@link #contents} is the whole contents as one array term.
 *
 * <p>Copy-on-write like frames: {@link #copy} shares the tree with the original (which, being shared, is never
 * written again) and takes a new owner token; a node or page is written in place only by the object that owns it,
 * and copied (one page and the nodes above it) on the first write after a fork.
 *
 * <p>A variable-length array whose length is symbolic has a size that is a term ({@code sizeTerm}, bv64 over
 * the inputs), as has a heap block of symbolic size: the object reserves that many bytes of addresses
 * ({@code size}: {@link #VLA_LIMIT} for an array, {@link #sizedReserve} for a heap block) and every access is
 * checked against the term ({@code 0 <= offset} and {@code offset + n <= sizeTerm} on the path, so an access at
 * index n is an error exactly where the path allows it).
 */
public final class MemObject {
    public enum Kind { GLOBAL, READ_ONLY, STACK, HEAP }

    /** The largest variable-length array, in bytes: a bound or size above it is a {@code vla-size} error leaf. */
    public static final long VLA_LIMIT = 1L << 24;

    /**
     * The largest object of concrete size, in bytes (256 MiB, the same as {@code Sema.MAX_OBJECT_BYTES} for declared
     * variables). A larger allocation is an unsupported leaf.
     */
    public static final long MAX_SIZE = 1L << 28;

    /** The addresses a heap block of symbolic size reserves with 64-bit pointers (4 GiB): a size above it is an unsupported leaf. */
    public static final long SIZED_LIMIT_LP64 = 1L << 32;

    /** The addresses a heap block of symbolic size reserves when pointers have {@code pointerSize} bytes. */
    public static long sizedReserve(int pointerSize) { return pointerSize >= 8 ? SIZED_LIMIT_LP64 : VLA_LIMIT; }

    static final int PAGE_BITS = 8;
    /** Bytes a page. */
    static final int PAGE = 1 << PAGE_BITS;
    static final int FAN_BITS = 6;
    /** Children a node of the page tree. */
    static final int FAN = 1 << FAN_BITS;

    public final int id;
    public final long base;
    public final long size;
    public final String name;
    public final Kind kind;
    public boolean alive = true;
    boolean shared;
    /** A variable-length array's or sized heap block's size when symbolic (a bv64 term); null when {@code size} is the size. */
    Term sizeTerm;
    /** Where a heap block was allocated by malloc, calloc or realloc (the leak check's candidates); null for any other object. */
    effigy.source.Span site;

    /** The pages: a {@link Page} when {@link #depth} is 0, else a {@link Node} (or null: nothing written). */
    private Object root;
    /** Levels of nodes above the pages. */
    private final int depth;
    /** Which nodes and pages this object may write in place. */
    private Object owner = new Object();
    /** The base under the pages: an array term, or null (zeros, or the havoc's choice below). */
    private Term array;
    /** A havoc's base {@code ite(skip, fresh, before's contents)} when {@link #before} is not null. */
    private Term skip, fresh;
    private MemObject before;
    /** Whether exact integers (--ints=math) may be stored (set by the first, cleared when the pages are). */
    private boolean cells;
    /** {@link #contents}, as last made (null when a write happened since). */
    private Term folded;
    /**
     * How far concrete accesses reached (at least the size a variable-size object had on its path when made): the
     * bytes the leak check looks at for pointers when the contents are an array term.
     */
    private long extent;

    /** An exact integer stored in {@code size} bytes (see {@link #cell}). */
    record Cell(Term value, int size) {}

    /** {@value #PAGE} bytes (fewer at the end of an object), owned by one object until shared. */
    static final class Page {
        final Object owner;
        final byte[] bytes;
        /** Per byte, its term where a symbolic value was stored (null while none is). */
        Term[] sym;
        /** Per byte, the exact integer stored from there (--ints=math; null while none is). */
        Cell[] cells;
        /** With a base: the bytes this page sets (the others are the base's); null while none is. */
        long[] set;

        Page(Object owner, int n) { this.owner = owner; this.bytes = new byte[n]; }

        private Page(Object owner, Page o) {
            this.owner = owner;
            this.bytes = o.bytes.clone();
            this.sym = o.sym == null ? null : o.sym.clone();
            this.cells = o.cells == null ? null : o.cells.clone();
            this.set = o.set == null ? null : o.set.clone();
        }

        boolean isSet(int i) { return set != null && (set[i >>> 6] & (1L << i)) != 0; }
    }

    private static final class Node {
        final Object owner;
        final Object[] kids;
        Node(Object owner) { this.owner = owner; this.kids = new Object[FAN]; }
        Node(Object owner, Node o) { this.owner = owner; this.kids = o.kids.clone(); }
    }

    MemObject(int id, long base, long size, String name, Kind kind) {
        this.id = id;
        this.base = base;
        this.size = size;
        this.name = name;
        this.kind = kind;
        this.depth = depthFor(size);
        this.extent = size;
    }

    MemObject(int id, long base, long reserve, long capacity, Term sizeTerm, String name, Kind kind) {
        this.id = id;
        this.base = base;
        this.size = reserve;
        this.name = name;
        this.kind = kind;
        this.sizeTerm = sizeTerm;
        this.depth = depthFor(reserve);
        this.extent = Math.min(capacity, reserve);
    }

    private MemObject(MemObject o) {
        this.id = o.id;
        this.base = o.base;
        this.size = o.size;
        this.name = o.name;
        this.kind = o.kind;
        this.alive = o.alive;
        this.sizeTerm = o.sizeTerm;
        this.site = o.site;
        this.root = o.root;
        this.depth = o.depth;
        this.array = o.array;
        this.skip = o.skip;
        this.fresh = o.fresh;
        this.before = o.before;
        this.cells = o.cells;
        this.folded = o.folded;
        this.extent = o.extent;
        this.cache = o.cache;
    }

    private static int depthFor(long size) {
        long pages = (size + PAGE - 1) >>> PAGE_BITS;
        int d = 0;
        for (long cover = 1; cover < pages; cover <<= FAN_BITS) d++;
        return d;
    }

    /** A copy sharing this object's pages (this one, being shared, is not written again). */
    MemObject copy() { return new MemObject(this); }

    /** Notes that concrete accesses reached {@code end} bytes (the leak check's extent; a no-op otherwise). */
    void ensure(long end) { if (end > extent) extent = Math.min(end, size); }

    /** How many bytes the leak check looks at when the contents are an array term. */
    long extent() { return extent; }

    // ------------------------------------------------------------------ pages

    private int pageLength(long p) { return (int) Math.min(PAGE, size - (p << PAGE_BITS)); }

    /** The page last looked up or written, with its index: one reference, so a racy read of a shared object sees a pair. */
    private record PageRef(long p, Page page) {}
    private PageRef cache;

    /** Page {@code p}, or null when nothing was written there. */
    Page page(long p) {
        PageRef c = cache;
        if (c != null && c.p == p) return c.page;
        Object n = root;
        for (int d = depth; d > 0 && n != null; d--) n = ((Node) n).kids[(int) (p >>> ((d - 1) * FAN_BITS)) & (FAN - 1)];
        Page pg = (Page) n;
        cache = new PageRef(p, pg);
        return pg;
    }

    /** Page {@code p}, made or copied so that this object owns it (and the nodes above it). */
    private Page writablePage(long p) {
        folded = null;
        PageRef c = cache;
        // an owned page: so are the nodes above it (only this method makes them)
        if (c != null && c.p == p && c.page != null && c.page.owner == owner) return c.page;
        Page pg = walkWritable(p);
        cache = new PageRef(p, pg);
        return pg;
    }

    private Page walkWritable(long p) {
        if (depth == 0) {
            Page pg = (Page) root;
            if (pg == null) root = pg = new Page(owner, pageLength(p));
            else if (pg.owner != owner) root = pg = new Page(owner, pg);
            return pg;
        }
        Node n = (Node) root;
        if (n == null) root = n = new Node(owner);
        else if (n.owner != owner) root = n = new Node(owner, n);
        for (int d = depth; d > 1; d--) {
            int k = (int) (p >>> ((d - 1) * FAN_BITS)) & (FAN - 1);
            Node c = (Node) n.kids[k];
            if (c == null) n.kids[k] = c = new Node(owner);
            else if (c.owner != owner) n.kids[k] = c = new Node(owner, c);
            n = c;
        }
        int k = (int) p & (FAN - 1);
        Page pg = (Page) n.kids[k];
        if (pg == null) n.kids[k] = pg = new Page(owner, pageLength(p));
        else if (pg.owner != owner) n.kids[k] = pg = new Page(owner, pg);
        return pg;
    }

    /** What {@link #forEachPage} and {@link #diff} hand over: page {@code p} (null where absent). */
    interface PageVisitor { void visit(long p, Page page); }

    /** Every present page, in increasing order of offset. */
    void forEachPage(PageVisitor v) { walk(root, depth, 0, v); }

    private static void walk(Object n, int d, long prefix, PageVisitor v) {
        if (n == null) return;
        if (d == 0) { v.visit(prefix, (Page) n); return; }
        Object[] kids = ((Node) n).kids;
        for (int k = 0; k < FAN; k++) if (kids[k] != null) walk(kids[k], d - 1, (prefix << FAN_BITS) | k, v);
    }

    /** What {@link #diff} hands over: page {@code p} of each (null where absent), which are not the same page. */
    interface PairVisitor { void visit(long p, Page x, Page y); }

    /** The pages where two objects of the same size may differ (subtrees they share are skipped). */
    static void diff(MemObject x, MemObject y, PairVisitor v) {
        if (x.depth != y.depth) throw new IllegalArgumentException("objects of different sizes");
        diff(x.root, y.root, x.depth, 0, v);
    }

    private static void diff(Object a, Object b, int d, long prefix, PairVisitor v) {
        if (a == b) return;
        if (d == 0) { v.visit(prefix, (Page) a, (Page) b); return; }
        Object[] ka = a == null ? null : ((Node) a).kids, kb = b == null ? null : ((Node) b).kids;
        for (int k = 0; k < FAN; k++) diff(ka == null ? null : ka[k], kb == null ? null : kb[k], d - 1, (prefix << FAN_BITS) | k, v);
    }

    /** Length of page {@code p} in bytes. */
    int lengthOf(long p) { return pageLength(p); }

    // ------------------------------------------------------------------ bytes

    /** Whether the contents have a base other than zeros (an array term or a havoc's choice). */
    boolean hasBase() { return array != null || before != null; }

    /** Whether this object's base is {@code other}'s (both none, the same array term, or the same havoc's choice). */
    boolean sameBase(MemObject other) {
        return array == other.array && before == other.before && skip == other.skip && fresh == other.fresh;
    }

    /** Whether the byte at {@code off} is one the pages set (not the base's). */
    boolean isSet(long off) {
        if (!hasBase()) return true;
        Page pg = page(off >>> PAGE_BITS);
        return pg != null && pg.isSet((int) off & (PAGE - 1));
    }

    /** The term stored at {@code off} where it is symbolic and set, else null. */
    Term symAt(long off) {
        Page pg = page(off >>> PAGE_BITS);
        return pg == null || pg.sym == null ? null : pg.sym[(int) off & (PAGE - 1)];
    }

    /** The concrete byte at {@code off} (0 where nothing was written), unsigned. */
    int byteAt(long off) {
        Page pg = page(off >>> PAGE_BITS);
        return pg == null ? 0 : pg.bytes[(int) off & (PAGE - 1)] & 0xff;
    }

    /** Whether the {@code n} bytes at {@code off} are set and concrete (then {@link #read} gives their value). */
    boolean concrete(long off, int n) {
        long p = off >>> PAGE_BITS;
        int i = (int) off & (PAGE - 1);
        if (i + n <= PAGE) {
            Page pg = page(p);
            if (pg == null) return !hasBase();
            if (pg.sym != null) for (int k = 0; k < n; k++) if (pg.sym[i + k] != null) return false;
            if (hasBase()) for (int k = 0; k < n; k++) if (!pg.isSet(i + k)) return false;
            return true;
        }
        for (int k = 0; k < n; k++) if (symAt(off + k) != null || !isSet(off + k)) return false;
        return true;
    }

    /** The {@code n}-byte little-endian value at {@code off}, zero-extended (its bytes concrete: {@link #concrete}). */
    long read(long off, int n) {
        int i = (int) off & (PAGE - 1);
        if (i + n <= PAGE) {
            Page pg = page(off >>> PAGE_BITS);
            return pg == null ? 0 : readLittleEndian(pg.bytes, i, n);
        }
        long v = 0;
        for (int k = n - 1; k >= 0; k--) v = (v << 8) | byteAt(off + k);
        return v;
    }

    /** Stores the low {@code n} bytes of {@code v} little-endian at {@code off}. */
    void write(long off, int n, long v) {
        int i = (int) off & (PAGE - 1);
        if (i + n <= PAGE) {
            Page pg = writablePage(off >>> PAGE_BITS);
            writeLittleEndian(pg.bytes, i, n, v);
            if (pg.sym != null) java.util.Arrays.fill(pg.sym, i, i + n, null);
            if (hasBase()) for (int k = 0; k < n; k++) mark(pg, i + k);
            return;
        }
        for (int k = 0; k < n; k++) writeByte(off + k, (byte) (v >>> (8 * k)));
    }

    /** Stores {@code n} bytes of {@code src} (from its start) at offset 0, making no page for a run of zeros in an object without a base. */
    void writeBytes(byte[] src, int n) {
        for (int start = 0; start < n; start += PAGE) {
            int end = Math.min(n, start + PAGE);
            boolean zero = !hasBase();
            for (int i = start; zero && i < end; i++) zero = src[i] == 0;
            if (zero) continue;
            for (int i = start; i < end; i++) writeByte(i, src[i]);
        }
    }

    /** Stores the concrete byte {@code b} at {@code off}. */
    void writeByte(long off, byte b) {
        Page pg = writablePage(off >>> PAGE_BITS);
        int i = (int) off & (PAGE - 1);
        pg.bytes[i] = b;
        if (pg.sym != null) pg.sym[i] = null;
        if (hasBase()) mark(pg, i);
    }

    /** Stores the byte term {@code t} (bv8) at {@code off}: a literal as a concrete byte. */
    void writeTerm(long off, Term t) {
        if (t instanceof Term.BvLit lit) { writeByte(off, (byte) lit.value().intValue()); return; }
        Page pg = writablePage(off >>> PAGE_BITS);
        int i = (int) off & (PAGE - 1);
        if (pg.sym == null) pg.sym = new Term[pg.bytes.length];
        pg.sym[i] = t;
        if (hasBase()) mark(pg, i);
    }

    private static void mark(Page pg, int i) {
        if (pg.set == null) pg.set = new long[(pg.bytes.length + 63) >>> 6];
        pg.set[i >>> 6] |= 1L << i;
    }

    /** The byte at the concrete offset {@code off} as a term (bv8). */
    Term byteTerm(TermBuilder tb, long off) {
        Page pg = page(off >>> PAGE_BITS);
        int i = (int) off & (PAGE - 1);
        if (pg != null && (!hasBase() || pg.isSet(i))) {
            Term t = pg.sym == null ? null : pg.sym[i];
            return t != null ? t : tb.bv(pg.bytes[i] & 0xff, 8);
        }
        return baseByte(tb, off);
    }

    /** The base's byte at {@code off}. */
    private Term baseByte(TermBuilder tb, long off) {
        if (array != null) return tb.select(array, tb.bv(off, 64));
        if (before != null) return tb.ite(skip, tb.select(fresh, tb.bv(off, 64)), before.byteTerm(tb, off));
        return tb.bv(0, 8);
    }

    /** The whole contents as an SMT array over offsets: the base, with a store for each byte the pages set (in increasing order). */
    Term contents(TermBuilder tb) {
        if (folded != null) return folded;
        Term base = array != null ? array : before != null ? tb.ite(skip, fresh, before.contents(tb)) : zeros(tb);
        boolean hasBase = hasBase();
        Term[] arr = {base};
        forEachPage((p, pg) -> {
            long first = p << PAGE_BITS;
            for (int i = 0; i < pg.bytes.length; i++) {
                if (hasBase ? !pg.isSet(i) : (pg.sym == null || pg.sym[i] == null) && pg.bytes[i] == 0) continue;
                Term b = pg.sym != null && pg.sym[i] != null ? pg.sym[i] : tb.bv(pg.bytes[i] & 0xff, 8);
                arr[0] = tb.store(arr[0], tb.bv(first + i, 64), b);
            }
        });
        return folded = arr[0];
    }

    static Term zeros(TermBuilder tb) { return tb.constArray(Sort.bv(64), tb.bv(0, 8)); }

    /** The base's array term when it is one (null otherwise): a binder's array variable is set here as a marker. */
    Term array() { return array; }

    /** Makes the array term {@code a} the whole contents (the pages and exact integers are dropped). */
    void setArray(Term a) {
        root = null;
        cache = null;
        array = a;
        skip = fresh = null;
        before = null;
        cells = false;
        folded = null;
    }

    /**
     * A havoc's choice: the contents become {@code ite(skip, fresh, the contents now)}, kept lazily (see the class
     * comment); the pages start empty.
     */
    void setChoice(Term skip, Term fresh) {
        MemObject now = copy();
        now.shared = true;
        owner = new Object();   // `now` holds the pages: never written through this object again
        root = null;
        cache = null;
        array = null;
        this.skip = skip;
        this.fresh = fresh;
        this.before = now;
        cells = false;
        folded = null;
    }

    // ------------------------------------------------------------------ exact integers (--ints=math)

    /** Whether exact integers may be stored in the object. */
    boolean hasCells() { return cells; }

    /** The exact integer stored from {@code off}, or null. */
    Cell cell(long off) {
        if (!cells) return null;
        Page pg = page(off >>> PAGE_BITS);
        return pg == null || pg.cells == null ? null : pg.cells[(int) off & (PAGE - 1)];
    }

    /** Records the exact integer {@code c} stored from {@code off} (its bytes are written separately). */
    void putCell(long off, Cell c) {
        Page pg = writablePage(off >>> PAGE_BITS);
        if (pg.cells == null) pg.cells = new Cell[pg.bytes.length];
        pg.cells[(int) off & (PAGE - 1)] = c;
        cells = true;
    }

    /** Forgets the exact integers of cells that overlap bytes [off, off + n): those bytes are written. */
    void clearCells(long off, long n) {
        if (!cells) return;
        for (long i = Math.max(0, off - 7); i < off + n && i < size; i++) {
            Page pg = page(i >>> PAGE_BITS);
            if (pg == null || pg.cells == null || pg.cells[(int) i & (PAGE - 1)] == null) continue;
            writablePage(i >>> PAGE_BITS).cells[(int) i & (PAGE - 1)] = null;
        }
    }

    /** Forgets every exact integer. */
    void clearAllCells() {
        if (!cells) return;
        java.util.List<Long> with = new java.util.ArrayList<>();
        forEachPage((p, pg) -> { if (pg.cells != null) with.add(p); });
        for (long p : with) writablePage(p).cells = null;
        cells = false;
    }

    // ------------------------------------------------------------------ little-endian access

    private static final java.lang.invoke.VarHandle LE_SHORT = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(short[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
    private static final java.lang.invoke.VarHandle LE_INT = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(int[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
    private static final java.lang.invoke.VarHandle LE_LONG = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

    /** The {@code n}-byte little-endian value at {@code off}, zero-extended. */
    static long readLittleEndian(byte[] b, int off, int n) {
        switch (n) {
            case 1: return b[off] & 0xffL;
            case 2: return (short) LE_SHORT.get(b, off) & 0xffffL;
            case 4: return (int) LE_INT.get(b, off) & 0xffffffffL;
            case 8: return (long) LE_LONG.get(b, off);
            default: {
                long v = 0;
                for (int i = n - 1; i >= 0; i--) v = (v << 8) | (b[off + i] & 0xff);
                return v;
            }
        }
    }

    /** Writes the low {@code n} bytes of {@code v} little-endian at {@code off}. */
    static void writeLittleEndian(byte[] b, int off, int n, long v) {
        switch (n) {
            case 1: b[off] = (byte) v; break;
            case 2: LE_SHORT.set(b, off, (short) v); break;
            case 4: LE_INT.set(b, off, (int) v); break;
            case 8: LE_LONG.set(b, off, v); break;
            default: for (int i = 0; i < n; i++) b[off + i] = (byte) (v >>> (8 * i));
        }
    }

    public boolean contains(long address) { return Long.compareUnsigned(address - base, size) < 0; }

    public String describe() {
        return switch (kind) {
            case GLOBAL -> "global " + name;
            case READ_ONLY -> name;
            case STACK -> "local " + name;
            case HEAP -> "heap block " + name;
        } + (sizeTerm != null ? (kind == Kind.HEAP && site != null ? " (of symbolic size)" : " (a variable-length array)")
                : " (" + size + " byte" + (size == 1 ? "" : "s") + ")");
    }
}
