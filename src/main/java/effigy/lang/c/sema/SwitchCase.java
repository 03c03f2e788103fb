package effigy.lang.c.sema;

import effigy.source.Span;

import java.math.BigInteger;
import java.util.Optional;

/**
 * A {@code case} or {@code default} label of one switch statement; identity is the label. {@code value} is the
 * case's constant converted to the promoted type of the controlling expression (C99 6.8.4.2p5), and is empty
 * for {@code default}.
 */
public final class SwitchCase {
    private final Optional<BigInteger> value;
    private final Span span;

    SwitchCase(Optional<BigInteger> value, Span span) {
        this.value = value;
        this.span = span;
    }

    public Optional<BigInteger> value() { return value; }

    public boolean isDefault() { return value.isEmpty(); }

    /** {@code case value:} or {@code default:}. */
    public Span span() { return span; }

    @Override public String toString() { return value.map(v -> "case " + v).orElse("default"); }
}
