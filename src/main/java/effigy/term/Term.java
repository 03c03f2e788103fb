package effigy.term;

import java.math.BigInteger;
import java.util.List;

/**
 * A symbolic value. Terms are immutable and hash-consed by their {@link TermFactory}: two terms made by
 * the same factory are structurally equal exactly when they are the same object, so {@code ==} and
 * {@code equals} agree and hashing is by identity. Terms know nothing of any solver.
 */
public sealed interface Term permits Term.IntLit, Term.BoolLit, Term.BvLit, Term.Sym, Term.App {

    Sort sort();

    /** Unique within the factory that made it; increases with creation order. */
    int id();

    TermFactory factory();

    default List<Term> args() { return List.of(); }

    default boolean isLiteral() { return this instanceof IntLit || this instanceof BoolLit || this instanceof BvLit; }

    <R, P> R accept(Visitor<R, P> v, P p);

    interface Visitor<R, P> {
        R visitInt(IntLit t, P p);
        R visitBool(BoolLit t, P p);
        R visitBv(BvLit t, P p);
        R visitSym(Sym t, P p);
        R visitApp(App t, P p);
    }

    /** Base of all term classes: identity equality, cached hash, id and owning factory. */
    abstract class Node {
        final int id;
        final TermFactory factory;
        final int hash;

        Node(int id, TermFactory factory, int hash) {
            this.id = id;
            this.factory = factory;
            this.hash = hash;
        }

        public final int id() { return id; }
        public final TermFactory factory() { return factory; }
        @Override public final int hashCode() { return hash; }
        @Override public final boolean equals(Object o) { return this == o; }
        @Override public final String toString() { return TermPrinter.print((Term) this); }
    }

    /** A mathematical integer constant. */
    final class IntLit extends Node implements Term {
        private final BigInteger value;
        IntLit(int id, TermFactory f, BigInteger value) { super(id, f, value.hashCode() * 31 + 1); this.value = value; }
        public BigInteger value() { return value; }
        public Sort sort() { return Sort.INT; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitInt(this, p); }
    }

    /** {@code true} or {@code false}. */
    final class BoolLit extends Node implements Term {
        private final boolean value;
        BoolLit(int id, TermFactory f, boolean value) { super(id, f, value ? 1231 : 1237); this.value = value; }
        public boolean value() { return value; }
        public Sort sort() { return Sort.BOOL; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBool(this, p); }
    }

    /** A bit-vector constant; {@code value} is kept in [0, 2^width). */
    final class BvLit extends Node implements Term {
        private final BigInteger value;
        private final Sort.BvSort sort;
        BvLit(int id, TermFactory f, BigInteger value, Sort.BvSort sort) {
            super(id, f, value.hashCode() * 31 + sort.width());
            this.value = value;
            this.sort = sort;
        }
        public BigInteger value() { return value; }
        public int width() { return sort.width(); }
        /** The value read as a two's-complement signed number. */
        public BigInteger signedValue() {
            return value.testBit(sort.width() - 1) ? value.subtract(BigInteger.ONE.shiftLeft(sort.width())) : value;
        }
        public Sort sort() { return sort; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBv(this, p); }
    }

    /** A free symbol: an input such as King's α, named as the user sees it ({@code X}, {@code A}, {@code N}). */
    final class Sym extends Node implements Term {
        private final String name;
        private final Sort sort;
        Sym(int id, TermFactory f, String name, Sort sort) { super(id, f, name.hashCode() * 17 + sort.hashCode()); this.name = name; this.sort = sort; }
        public String name() { return name; }
        public Sort sort() { return sort; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitSym(this, p); }
    }

    /**
     * An operator applied to arguments. {@code params} carries the integer indices of indexed operators
     * ({@code extract} hi lo, {@code zero_extend} n); it is empty for the others.
     */
    final class App extends Node implements Term {
        private final Op op;
        private final List<Term> args;
        private final int[] params;
        private final Sort sort;
        private final int depth;

        App(int id, TermFactory f, int hash, Op op, List<Term> args, int[] params, Sort sort) {
            super(id, f, hash);
            this.op = op;
            this.args = args;
            this.params = params;
            this.sort = sort;
            int d = 0;
            for (Term a : args) d = Math.max(d, a instanceof App app ? app.depth : 0);
            this.depth = d + 1;
        }
        public Op op() { return op; }
        @Override public List<Term> args() { return args; }
        public Term arg(int i) { return args.get(i); }
        public int param(int i) { return params[i]; }
        public int paramCount() { return params.length; }
        public int depth() { return depth; }
        public Sort sort() { return sort; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitApp(this, p); }
    }
}
