package effigy.term;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Makes every term, and makes each distinct term exactly once (hash-consing): structurally equal terms
 * from one factory are the same object. The factory does not simplify; {@link TermBuilder} is the
 * simplifying layer over it. A factory rejects terms made by another factory. It is safe for concurrent use.
 */
public final class TermFactory {
    private final ConcurrentHashMap<Object, Term> table = new ConcurrentHashMap<>();
    private final AtomicInteger nextId = new AtomicInteger();
    private final Term.BoolLit trueLit;
    private final Term.BoolLit falseLit;

    public TermFactory() {
        trueLit = new Term.BoolLit(nextId.getAndIncrement(), this, true);
        falseLit = new Term.BoolLit(nextId.getAndIncrement(), this, false);
    }

    /** How {@link TermPrinter} prints this factory's terms: King's notation ({@code .eff}) unless the program is C. */
    private volatile TermPrinter.Notation notation = TermPrinter.Notation.KING;

    /** The notation {@link TermPrinter#print(Term)} uses for this factory's terms. */
    public TermPrinter.Notation notation() { return notation; }

    /** Prints this factory's terms in {@code n}: {@link TermPrinter.Notation#C} for a C program's. */
    public void notation(TermPrinter.Notation n) { notation = java.util.Objects.requireNonNull(n); }

    public Term.BoolLit bool(boolean value) { return value ? trueLit : falseLit; }
    public Term.BoolLit trueTerm() { return trueLit; }
    public Term.BoolLit falseTerm() { return falseLit; }

    public Term.IntLit integer(long value) { return integer(BigInteger.valueOf(value)); }

    public Term.IntLit integer(BigInteger value) {
        return (Term.IntLit) table.computeIfAbsent(new IntKey(value), k -> new Term.IntLit(nextId.getAndIncrement(), this, value));
    }

    /** A bit-vector constant; {@code value} is reduced modulo 2^width, so negative values are two's complement. */
    public Term.BvLit bv(BigInteger value, int width) {
        BigInteger v = value.signum() >= 0 && value.bitLength() <= width ? value : value.mod(BigInteger.ONE.shiftLeft(width));
        if (width <= 64 && v.bitLength() < SMALL_BITS) return small(v.intValue(), width);
        return make(v, width);
    }

    /** A bit-vector constant of at most 64 bits; {@code value}'s low {@code width} bits (two's complement for negative values). */
    public Term.BvLit bv(long value, int width) {
        if (width <= 64) {
            long v = width == 64 ? value : value & ((1L << width) - 1);
            if (v >= 0 && v < (1L << SMALL_BITS)) return small((int) v, width);
            if (v >= 0) return make(BigInteger.valueOf(v), width);
        }
        return bv(BigInteger.valueOf(value), width);
    }

    private Term.BvLit make(BigInteger v, int width) {
        return (Term.BvLit) table.computeIfAbsent(new BvKey(v, width),
                k -> new Term.BvLit(nextId.getAndIncrement(), this, v, Sort.bv(width)));
    }

    /** Literals below 2^SMALL_BITS of widths up to 64, by width and value: the ones programs use most, found without hashing. */
    private static final int SMALL_BITS = 8;
    private final Term.BvLit[][] small = new Term.BvLit[65][];

    private Term.BvLit small(int v, int width) {
        Term.BvLit[] row = small[width];
        if (row == null) small[width] = row = new Term.BvLit[1 << SMALL_BITS];
        Term.BvLit lit = row[v];
        // a race fills a slot twice with the same hash-consed literal: harmless
        if (lit == null) row[v] = lit = make(BigInteger.valueOf(v), width);
        return lit;
    }

    /** The symbol with this name and sort; asking twice gives the same symbol. */
    public Term.Sym symbol(String name, Sort sort) {
        Objects.requireNonNull(name);
        return (Term.Sym) table.computeIfAbsent(new SymKey(name, sort), k -> new Term.Sym(nextId.getAndIncrement(), this, name, sort));
    }

    /**
     * The names inputs have in the program's source ({@code x}, {@code a[i]}) where the symbol's own name says where it
     * was made ({@code uchar@12_2}, the second value read at line 12): what the user is shown, while the symbol's name
     * stays what test files, harnesses and replays go by. Kept beside the symbols, as {@link #markFloating} is.
     */
    private final ConcurrentHashMap<Term.Sym, String> sourceNames = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Term.Sym> sourceNamed = new ConcurrentHashMap<>();

    /**
     * Gives {@code s} the source name {@code name}, or {@code fallback} when another symbol has that name already (two
     * call sites that assign the same variable), or neither when both are taken; a symbol keeps its first source
     * name. Returns the name {@code s} is shown by.
     */
    public String nameFromSource(Term.Sym s, String name, String fallback) {
        String had = sourceNames.get(s);
        if (had != null) return had;
        for (String n : fallback == null ? new String[] {name} : new String[] {name, fallback}) {
            if (n == null || n.equals(s.name())) continue;
            Term.Sym owner = sourceNamed.putIfAbsent(n, s);
            // a symbol's own name is taken too: an entry parameter n and an input read into n are two symbols
            if ((owner == null || owner == s) && (table.get(new SymKey(n, s.sort())) == null)) {
                String prev = sourceNames.putIfAbsent(s, n);
                return prev != null ? prev : n;
            }
            if (owner == null) sourceNamed.remove(n, s);
        }
        return s.name();
    }

    /** The source layouts of input objects ({@link InputLayout}): what their bytes are named and how their values read. */
    private final ConcurrentHashMap<Term.Sym, InputLayout> layouts = new ConcurrentHashMap<>();

    /** Records what the input object {@code s} (an array of bytes) holds in the source; the first description stays. */
    public void describe(Term.Sym s, InputLayout layout) { layouts.putIfAbsent(s, Objects.requireNonNull(layout)); }

    /** The layout {@link #describe} recorded for {@code s}, or null. */
    public InputLayout layout(Term.Sym s) { return layouts.isEmpty() ? null : layouts.get(s); }

    /** The element ({@code a[2]}) each symbol was named after by {@link #nameElement}; "" once two paths disagreed. */
    private final ConcurrentHashMap<Term.Sym, String> elementOf = new ConcurrentHashMap<>();

    /**
     * Names {@code s}, read into an element of an array indexed by a variable, after the element ({@code a[2]}, or
     * {@code elementFallback} when that is taken) where the index is concrete ({@code element} not null) and every
     * path that reads {@code s} reads it into the same element; otherwise ({@code element} null, or another path read
     * the same symbol into another element) after the variable ({@code generic}, {@code a[i]_2}, else
     * {@code genericFallback}). Returns the name {@code s} is shown by.
     */
    public synchronized String nameElement(Term.Sym s, String element, String elementFallback, String generic, String genericFallback) {
        String had = elementOf.get(s);
        if (had == null && !sourceNames.containsKey(s)) {
            if (element == null) return nameFromSource(s, generic, genericFallback);
            elementOf.put(s, element);
            return nameFromSource(s, element, elementFallback);
        }
        if (had == null || had.isEmpty() || had.equals(element)) return sourceName(s);
        // another path read this symbol into another element: no element names it
        elementOf.put(s, "");
        String old = sourceNames.remove(s);
        if (old != null) sourceNamed.remove(old, s);
        return nameFromSource(s, generic, genericFallback);
    }

    /** The name {@code s} is shown by: its name in the program's source ({@link #nameFromSource}), else its own. */
    public String sourceName(Term.Sym s) {
        String n = sourceNames.isEmpty() ? null : sourceNames.get(s);
        return n != null ? n : s.name();
    }

    /**
     * Input symbols that hold a C {@code float} or {@code double} (as its IEEE bits, a bit-vector of width 32 or 64):
     * how values are shown to the user, not what they mean, so it is kept beside the symbols, not in them.
     */
    private final java.util.Set<Term.Sym> floating = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** Marks {@code s} (a 32- or 64-bit bit-vector symbol) as holding a floating value's bits; returns it. */
    public Term.Sym markFloating(Term.Sym s) {
        if (!(s.sort() instanceof Sort.BvSort b) || !Ieee754.isFloatWidth(b.width())) throw new IllegalArgumentException(s + " cannot hold a float");
        floating.add(s);
        return s;
    }

    /** Whether {@link #markFloating} was called on {@code s}. */
    public boolean isFloating(Term.Sym s) { return !floating.isEmpty() && floating.contains(s); }

    public Term app(Op op, Term... args) { return app(op, List.of(args), NO_PARAMS); }

    public Term app(Op op, List<Term> args) { return app(op, args, NO_PARAMS); }

    /** The application of {@code op} with indices {@code params} (for extract and extensions) to {@code args}. */
    public Term app(Op op, List<Term> args, int[] params) {
        AppKey probe = new AppKey(op, args, params);
        Term known = table.get(probe);
        if (known != null) return known;   // an existing term: its arguments were checked when it was made
        List<Term> argList = List.copyOf(args);
        for (Term a : argList) {
            if (a.factory() != this) throw new IllegalArgumentException("term " + a + " was made by another factory");
        }
        Sort sort = SortRules.resultSort(op, argList, params);
        AppKey key = new AppKey(op, argList, params.clone());
        return table.computeIfAbsent(key, k -> new Term.App(nextId.getAndIncrement(), this, key.hash, op, argList, key.params, sort));
    }

    /** Number of distinct terms made so far. */
    public int size() { return table.size() + 2; }

    static final int[] NO_PARAMS = new int[0];

    // hash keys with their methods written out: the generated record methods are slow until compiled
    private record IntKey(BigInteger value) {
        @Override public boolean equals(Object o) { return o instanceof IntKey k && k.value.equals(value); }
        @Override public int hashCode() { return value.hashCode(); }
    }
    private record BvKey(BigInteger value, int width) {
        @Override public boolean equals(Object o) { return o instanceof BvKey k && k.width == width && k.value.equals(value); }
        @Override public int hashCode() { return value.hashCode() * 31 + width; }
    }
    private record SymKey(String name, Sort sort) {
        @Override public boolean equals(Object o) { return o instanceof SymKey k && k.name.equals(name) && k.sort.equals(sort); }
        @Override public int hashCode() { return name.hashCode() * 31 + sort.hashCode(); }
    }

    private static final class AppKey {
        final Op op;
        final List<Term> args;
        final int[] params;
        final int hash;

        AppKey(Op op, List<Term> args, int[] params) {
            this.op = op;
            this.args = args;
            this.params = params;
            int h = op.hashCode();
            for (Term a : args) h = h * 31 + System.identityHashCode(a);
            this.hash = h * 31 + Arrays.hashCode(params);
        }

        @Override public int hashCode() { return hash; }

        @Override public boolean equals(Object o) {
            if (!(o instanceof AppKey k) || k.op != op || k.args.size() != args.size() || !Arrays.equals(k.params, params)) return false;
            for (int i = 0; i < args.size(); i++) if (k.args.get(i) != args.get(i)) return false;
            return true;
        }
    }
}
