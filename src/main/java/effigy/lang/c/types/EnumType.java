package effigy.lang.c.types;

import effigy.source.Span;

import java.util.Optional;

/**
 * An enumerated type. Each {@code enum} definition makes a distinct type (identity equality). As the
 * project's contract, every enum type is compatible with {@code int}: same size, alignment, range and
 * conversion rank; its constants have type {@code int} (C99 6.7.2.2). (gcc would pick {@code unsigned int}
 * for an enum without negative constants; programs that depend on that choice are not supported.)
 */
public final class EnumType implements CType {
    private final Optional<String> tag;
    private final Span span;
    private boolean negativeConstant;

    /** @param span where the enum is defined (its {@code enum} keyword through the closing brace) */
    public EnumType(Optional<String> tag, Span span) {
        this.tag = tag;
        this.span = span;
    }

    public Optional<String> tag() { return tag; }
    public Span span() { return span; }

    /**
     * Whether one of the enum's constants is negative (set once, by semantic analysis, as its constants are
     * defined). gcc gives an enum without one the type {@code unsigned int}; only a bit-field of the enum's type
     * shows the difference here: its bits read as an unsigned number (see {@link StructType.Field#signedBits()}).
     */
    public boolean hasNegativeConstant() { return negativeConstant; }

    /** Records that a constant of the enum is negative. */
    public void markNegativeConstant() { negativeConstant = true; }

    /** The integer type with which this enum type is compatible: always {@code int}. */
    public IntKind kind() { return IntKind.INT; }

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitEnum(this, p); }

    @Override public String toString() { return spelling(); }
}
