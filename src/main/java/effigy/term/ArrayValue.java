package effigy.term;

import java.math.BigInteger;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * A concrete array: a default element and the elements that differ from it. Used in models
 * (what the solver says an array symbol is) and by the {@link Evaluator}. Immutable.
 */
public record ArrayValue(Object defaultValue, Map<BigInteger, Object> elements) {
    /** Elements equal to the default are dropped, so equal arrays are equal records (extensionality). */
    public ArrayValue {
        TreeMap<BigInteger, Object> m = new TreeMap<>(elements);
        Object d = defaultValue;
        m.values().removeIf(v -> v.equals(d));
        elements = Collections.unmodifiableMap(m);
    }

    public static ArrayValue constant(Object value) { return new ArrayValue(value, Map.of()); }

    public Object get(BigInteger index) { return elements.getOrDefault(index, defaultValue); }

    public ArrayValue with(BigInteger index, Object value) {
        TreeMap<BigInteger, Object> m = new TreeMap<>(elements);
        if (value.equals(defaultValue)) m.remove(index); else m.put(index, value);
        return new ArrayValue(defaultValue, m);
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder("[");
        elements.forEach((k, v) -> sb.append(k).append(": ").append(v).append(", "));
        return sb.append("default: ").append(defaultValue).append(']').toString();
    }
}
