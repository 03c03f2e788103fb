package effigy.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Concrete values (test inputs, models) to and from JSON and text. Integers are JSON numbers, booleans
 * JSON booleans, arrays {@code {"default": 0, "elements": {"3": 7}}}.
 */
public final class Values {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private Values() {}

    public static JsonNode toJson(Object value) {
        if (value instanceof BigInteger b) return JSON.numberNode(b);
        if (value instanceof Boolean b) return JSON.booleanNode(b);
        ArrayValue a = (ArrayValue) value;
        ObjectNode o = JSON.objectNode();
        o.set("default", toJson(a.defaultValue()));
        ObjectNode el = o.putObject("elements");
        a.elements().forEach((k, v) -> el.set(k.toString(), toJson(v)));
        return o;
    }

    public static Object fromJson(JsonNode node, Sort sort) {
        if (sort instanceof Sort.ArraySort as) {
            if (!node.isObject() || !node.has("default")) throw new IllegalArgumentException("an array value needs \"default\" and \"elements\"");
            Map<BigInteger, Object> elements = new TreeMap<>();
            JsonNode el = node.get("elements");
            if (el != null) {
                for (Iterator<Map.Entry<String, JsonNode>> it = el.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    elements.put(new BigInteger(e.getKey()), fromJson(e.getValue(), as.element()));
                }
            }
            return new ArrayValue(fromJson(node.get("default"), as.element()), elements);
        }
        if (sort instanceof Sort.BoolSort) {
            if (!node.isBoolean()) throw new IllegalArgumentException("expected a boolean, found " + node);
            return node.booleanValue();
        }
        if (!node.isIntegralNumber()) throw new IllegalArgumentException("expected an integer, found " + node);
        return node.bigIntegerValue();
    }

    /** {@code {"X": 3, "A": {...}}} for an assignment, each input by its source name ({@link effigy.term.TermFactory#sourceName}). */
    public static ObjectNode toJson(Assignment a) {
        ObjectNode o = JSON.objectNode();
        a.values().forEach((sym, v) -> o.set(sym.factory().sourceName(sym), toJson(v)));
        return o;
    }

    /** Reads {@code [{"name": …, "sort": …, "value": …}]} as written by {@link #inputsJson}. */
    public static Assignment inputsFromJson(JsonNode list, TermFactory f) {
        Map<Term.Sym, Object> m = new LinkedHashMap<>();
        for (JsonNode item : list) {
            Sort sort = parseSort(item.path("sort").asText());
            // "symbol" where the input is shown by its source name ("name"), else "name"
            Term.Sym s = f.symbol(item.has("symbol") ? item.path("symbol").asText() : item.path("name").asText(), sort);
            if (item.has("floating")) f.markFloating(s);
            m.put(s, fromJson(item.get("value"), sort));
        }
        return new Assignment(m);
    }

    public static com.fasterxml.jackson.databind.node.ArrayNode inputsJson(Assignment a) {
        var arr = JSON.arrayNode();
        a.values().forEach((sym, v) -> {
            ObjectNode o = arr.addObject();
            String shown = sym.factory().sourceName(sym);
            o.put("name", shown);
            if (!shown.equals(sym.name())) o.put("symbol", sym.name());
            o.put("sort", sym.sort().smt2());
            o.set("value", toJson(v));
            String floating = floatingText(sym, v);
            if (floating != null) o.put("floating", floating);
            Map<String, Object> named = named(sym, v);
            if (named != null) putAll(o.putObject("named"), named); // its bytes by their source names: {"a[1]": 7}
        });
        return arr;
    }

    /** Parses the SMT-LIB sorts this project writes: Int, Bool, (_ BitVec n), (Array S T). */
    public static Sort parseSort(String s) {
        s = s.trim();
        if (s.equals("Int")) return Sort.INT;
        if (s.equals("Bool")) return Sort.BOOL;
        if (s.startsWith("(_ BitVec ") && s.endsWith(")")) return Sort.bv(Integer.parseInt(s.substring(10, s.length() - 1).trim()));
        if (s.startsWith("(Array ") && s.endsWith(")")) {
            String inner = s.substring(7, s.length() - 1).trim();
            int split = splitPoint(inner);
            return Sort.array(parseSort(inner.substring(0, split)), parseSort(inner.substring(split)));
        }
        throw new IllegalArgumentException("unknown sort " + s);
    }

    private static int splitPoint(String s) {
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') depth++;
            else if (c == ')') depth--;
            else if (c == ' ' && depth == 0) return i + 1;
        }
        throw new IllegalArgumentException("bad array sort " + s);
    }

    /**
     * The value of a symbol that holds a C float or double ({@link TermFactory#markFloating}) as the number its bits
     * are ({@code 1.5}, {@code 1.0E-45f}, {@code -inf}; a NaN with its bits, {@code nan (0x7fc00001)}); null for
     * any other symbol.
     */
    public static String floatingText(Term.Sym s, Object v) {
        if (!(v instanceof BigInteger b) || !s.factory().isFloating(s)) return null;
        int w = ((Sort.BvSort) s.sort()).width();
        long bits = b.longValue();
        String text = effigy.term.Ieee754.show(bits, w);
        return effigy.term.Ieee754.isNaN(bits, w) ? text + " (0x" + Long.toHexString(bits) + ")" : text;
    }

    /**
     * The scalars an input object with a source layout ({@link effigy.term.InputLayout}, an entry function's
     * {@code int *a} or {@code struct S *s}) holds where {@code v} sets any of their bytes, by their source names and
     * as their C types read them ({@code a[1]} = -3, {@code s->len} = 3, {@code s->f} = 1.5 as text), in order of offset; a set byte no scalar
     * covers (padding) as {@code ((char *)s)[5]}. Null for any other symbol or value.
     */
    public static Map<String, Object> named(Term.Sym s, Object v) {
        effigy.term.InputLayout layout = s.factory().layout(s);
        if (layout == null || !(v instanceof ArrayValue a) || !(a.defaultValue() instanceof BigInteger dflt)) return null;
        String base = s.factory().sourceName(s);
        Map<String, Object> out = new LinkedHashMap<>();
        java.util.TreeSet<BigInteger> set = new java.util.TreeSet<>(a.elements().keySet());
        java.util.Set<Long> done = new java.util.HashSet<>();
        for (BigInteger key : set) {
            if (key.signum() < 0 || key.bitLength() > 62) continue;
            long i = key.longValue();
            long start = i - i % layout.elementSize();
            effigy.term.InputLayout.Leaf leaf = null;
            for (effigy.term.InputLayout.Leaf l : layout.leaves()) {
                if (l.offset() <= i - start && i - start < l.offset() + l.size()) { leaf = l; break; }
            }
            if (leaf == null) {
                out.put("((char *)" + base + ")[" + i + "]", byteAt(a, dflt, i));
                continue;
            }
            long at = start + leaf.offset();
            if (!done.add(at)) continue;
            BigInteger bits = BigInteger.ZERO;
            for (int b = leaf.size() - 1; b >= 0; b--) bits = bits.shiftLeft(8).or(byteAt(a, dflt, at + b));
            out.put(layout.name(base, at, leaf.size()), layout.read(at, leaf.size(), bits));
        }
        return out;
    }

    private static BigInteger byteAt(ArrayValue a, BigInteger dflt, long i) {
        Object b = a.elements().get(BigInteger.valueOf(i));
        return (b instanceof BigInteger x ? x : dflt).and(BigInteger.valueOf(0xff));
    }

    /** {@code {"a[1]": 7, "s->len": 3}}: the {@link #named} scalars of every input of {@code a} that has them. */
    public static ObjectNode namedJson(Assignment a) {
        ObjectNode o = JSON.objectNode();
        a.values().forEach((sym, v) -> {
            Map<String, Object> named = named(sym, v);
            if (named != null) putAll(o, named);
        });
        return o;
    }

    /** Numbers as JSON numbers, a floating value's text ({@code "1.5"}, {@code "nan (0x7fc00001)"}) as a string. */
    private static void putAll(ObjectNode o, Map<String, Object> named) {
        named.forEach((k, x) -> {
            if (x instanceof BigInteger n) o.put(k, n); else o.put(k, String.valueOf(x));
        });
    }

    /** Text such as {@code 3}, {@code true} or {@code [3: 7, default: 0]} (array elements as A(3) = 7 in tables). */
    public static String text(Object v) {
        if (v instanceof ArrayValue a) {
            StringBuilder sb = new StringBuilder();
            a.elements().forEach((k, x) -> sb.append(k).append(": ").append(text(x)).append(", "));
            return "[" + sb + "others: " + text(a.defaultValue()) + "]";
        }
        return String.valueOf(v);
    }
}
