package effigy.lang.eff;

import effigy.source.Span;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One item of a {@code DCL} statement: a name, or a parenthesised (factored) list of names, and the
 * attributes that apply to each of them. {@code DCL (L, U) INTEGER, A(*) INTEGER;} holds two declarations.
 */
public record Declaration(List<Declarator> names, Attributes attributes, Span span) {
    public Declaration { names = List.copyOf(names); }

    /** A declared name, with its array dimension if it is an array. */
    public record Declarator(Ident name, Optional<Dimension> dimension, Span span) {}

    /**
     * The bounds of a one-dimensional array. {@code (*)}: both empty (bounds taken from the argument).
     * {@code (n)}: only {@code upper} (the lower bound is 1). {@code (lo:hi)}: both present.
     */
    public record Dimension(Optional<Expr> lower, Optional<Expr> upper, Span span) {
        /** {@code (*)}. */
        public boolean isStar() { return upper.isEmpty(); }
    }

    /**
     * The attributes, each at most once, in whatever order they were written. An absent type means the
     * language's only type, the integer. {@code initial} is empty when there is no {@code INITIAL}
     * attribute; otherwise it holds one value per array element from the first (a scalar takes one).
     * {@code span} covers the attributes (zero-width where there are none).
     */
    public record Attributes(Optional<IntegerType> type, Optional<StorageClass> storage, List<Expr> initial,
                             Span span) {
        public Attributes { initial = List.copyOf(initial); }
    }

    /**
     * {@code INTEGER} or {@code FIXED BINARY [(precision [, scale])]} ({@code BIN} for {@code BINARY}; the
     * two words in either order). Both spellings mean the same unbounded integer type; the precision and
     * scale are recorded as written. {@code INTEGER} never has them.
     */
    public record IntegerType(Spelling spelling, OptionalInt precision, OptionalInt scale, Span span) {
        public enum Spelling { INTEGER, FIXED_BINARY }
    }

    /** {@code STATIC}, or {@code AUTOMATIC} (also spelled {@code AUTO}). */
    public enum StorageClass { STATIC, AUTOMATIC }
}
