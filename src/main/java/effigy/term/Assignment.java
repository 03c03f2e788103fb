package effigy.term;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Concrete values for symbols: a model from the solver, or a test input. Integer and bit-vector values
 * are {@link BigInteger} (bit-vectors unsigned, in [0, 2^w)), booleans {@link Boolean}, arrays
 * {@link ArrayValue}. A symbol without a value is unconstrained; {@link #valueOf} gives it the default
 * (0, false, all-zero array), the same choice the solver's model completion makes. Immutable.
 */
public final class Assignment {
    public static final Assignment EMPTY = new Assignment(Map.of());

    private final Map<Term.Sym, Object> values;

    public Assignment(Map<Term.Sym, Object> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** Takes ownership of a map nobody else holds (no copy). */
    private Assignment(LinkedHashMap<Term.Sym, Object> owned, boolean owns) {
        this.values = Collections.unmodifiableMap(owned);
    }

    /**
     * A read-only view of {@code values}, which its owner may go on adding to (an input read value by value while a run
     * goes on, where copying the assignment at every value would cost time quadratic in the values): not immutable,
     * so the owner gives it to nothing that keeps it beyond what the additions mean to it.
     */
    public static Assignment live(LinkedHashMap<Term.Sym, Object> values) { return new Assignment(values, true); }

    public Map<Term.Sym, Object> values() { return values; }

    public boolean has(Term.Sym s) { return values.containsKey(s); }

    public Object get(Term.Sym s) { return values.get(s); }

    /** The symbol's value, or the default value of its sort when unassigned. */
    public Object valueOf(Term.Sym s) {
        Object v = values.get(s);
        return v != null ? v : defaultValue(s.sort());
    }

    public static Object defaultValue(Sort sort) {
        if (sort instanceof Sort.ArraySort a) return ArrayValue.constant(defaultValue(a.element()));
        if (sort instanceof Sort.BoolSort) return Boolean.FALSE;
        return BigInteger.ZERO;
    }

    /** This assignment with {@code other}'s values added; {@code other} wins where both assign. */
    public Assignment merge(Assignment other) {
        if (other.values.isEmpty()) return this;
        if (values.isEmpty()) return other;
        LinkedHashMap<Term.Sym, Object> m = new LinkedHashMap<>(values);
        m.putAll(other.values);
        return new Assignment(m, true);
    }

    public Assignment with(Term.Sym s, Object value) {
        LinkedHashMap<Term.Sym, Object> m = new LinkedHashMap<>(values);
        m.put(s, value);
        return new Assignment(m, true);
    }

    @Override public String toString() { return values.toString(); }
}
