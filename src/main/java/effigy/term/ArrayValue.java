package effigy.term;

import java.math.BigInteger;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A concrete array: a default element and the elements that differ from it. Used in models
 * (what the solver says an array symbol is) and by the {@link Evaluator}. Immutable.
 */
public record ArrayValue(Object defaultValue, Map<BigInteger, Object> elements) {
    /** Elements equal to the default are dropped, so equal arrays are equal records (extensionality). */
    public ArrayValue {
        if (!(elements instanceof Canonical)) {
            TreeMap<BigInteger, Object> m = new TreeMap<>(elements);
            Object d = defaultValue;
            m.values().removeIf(v -> v.equals(d));
            elements = new Canonical(m);
        }
    }

    /** The elements of an array value as its constructor leaves them: sorted, none equal to the default, unmodifiable. */
    private static final class Canonical extends java.util.AbstractMap<BigInteger, Object> {
        private final TreeMap<BigInteger, Object> map;
        Canonical(TreeMap<BigInteger, Object> map) { this.map = map; }
        @Override public Set<Entry<BigInteger, Object>> entrySet() { return Collections.unmodifiableMap(map).entrySet(); }
        @Override public Object get(Object key) { return map.get(key); }
        @Override public Object getOrDefault(Object key, Object d) { return map.getOrDefault(key, d); }
        @Override public boolean containsKey(Object key) { return map.containsKey(key); }
        @Override public int size() { return map.size(); }
    }

    public static ArrayValue constant(Object value) { return new ArrayValue(value, Map.of()); }

    public Object get(BigInteger index) { return elements.getOrDefault(index, defaultValue); }

    public ArrayValue with(BigInteger index, Object value) {
        TreeMap<BigInteger, Object> m = new TreeMap<>(((Canonical) elements).map);
        if (value.equals(defaultValue)) m.remove(index); else m.put(index, value);
        return new ArrayValue(defaultValue, new Canonical(m));
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder("[");
        elements.forEach((k, v) -> sb.append(k).append(": ").append(v).append(", "));
        return sb.append("default: ").append(defaultValue).append(']').toString();
    }
}
