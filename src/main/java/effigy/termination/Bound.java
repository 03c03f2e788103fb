package effigy.termination;

import effigy.loops.Linear;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An upper bound as an expression in the inputs: linear forms combined by max, sums and products, the shape of the
 * paper's {@code max(14, 7*j + 7)}. A bound holds for the values the inputs have when read with their C types.
 */
public sealed interface Bound permits Bound.Lin, Bound.Max, Bound.Sum, Bound.Product, Bound.Bits, Bound.Abs {
    record Lin(Linear e) implements Bound {}
    record Max(List<Bound> parts) implements Bound {}
    record Sum(List<Bound> parts) implements Bound {}
    record Product(Bound a, Bound b) implements Bound {}
    /** The number of binary digits of {@code a}: ⌊log2 a⌋ + 1 where a ≥ 1, else 0 (the iterations of a loop that halves). */
    record Bits(Bound a) implements Bound {}
    /** The absolute value of a variable, {@code |x|}: where a size bound stands in for a value ({@link SizeBounds}). */
    record Abs(String variable) implements Bound {}

    /** |x|. */
    static Bound abs(String x) { return new Abs(x); }

    static Bound constant(long c) { return new Lin(Linear.constant(BigInteger.valueOf(c))); }

    static Bound of(Linear e) { return new Lin(e); }

    /** bits(a), a constant folded (bits(15) is 4). */
    static Bound bits(Bound a) {
        if (a instanceof Lin l && l.e().isConstant()) return constant(l.e().constant().max(BigInteger.ZERO).bitLength());
        return new Bits(a);
    }

    /** max(a, b), with constants folded, a linear part that dominates another kept alone, and nested maxima flattened. */
    static Bound max(List<Bound> parts) {
        List<Bound> flat = new ArrayList<>();
        BigInteger constant = null;
        for (Bound p : parts) {
            List<Bound> inner = p instanceof Max m ? m.parts() : List.of(p);
            for (Bound q : inner) {
                if (q instanceof Lin l && l.e().isConstant()) constant = constant == null ? l.e().constant() : constant.max(l.e().constant());
                else if (!flat.contains(q)) flat.add(q);
            }
        }
        if (constant != null) {
            // a constant another part is always at least (a linear form with nonnegative coefficients over naturals) is dropped
            boolean covered = false;
            for (Bound q : flat) if (q instanceof Lin l && l.e().constant().compareTo(constant) >= 0 && nonnegative(l.e())) covered = true;
            if (!covered) flat.add(0, new Lin(Linear.constant(constant)));
        }
        return flat.size() == 1 ? flat.get(0) : new Max(List.copyOf(flat));
    }

    private static boolean nonnegative(Linear e) {
        for (BigInteger c : e.coefficients().values()) if (c.signum() < 0) return false;
        return false;   // variables may be negative (signed inputs): only a constant is known to dominate
    }

    /** a + b, linear parts added together and a max distributed over a constant. */
    static Bound sum(Bound a, Bound b) {
        if (a instanceof Lin x && b instanceof Lin y) return new Lin(x.e().plus(y.e()));
        if (a instanceof Lin x && x.e().isConstant() && x.e().constant().signum() == 0) return b;
        if (b instanceof Lin y && y.e().isConstant() && y.e().constant().signum() == 0) return a;
        if (b instanceof Lin y && a instanceof Max m) return distribute(m, y);
        if (a instanceof Lin x && b instanceof Max m) return distribute(m, x);
        List<Bound> parts = new ArrayList<>();
        Linear linear = null;   // the linear parts added into one, written last
        for (Bound p : List.of(a, b)) {
            for (Bound q : p instanceof Sum s ? s.parts() : List.of(p)) {
                if (q instanceof Lin l) linear = linear == null ? l.e() : linear.plus(l.e());
                else parts.add(q);
            }
        }
        if (linear != null && !(linear.isConstant() && linear.constant().signum() == 0)) parts.add(new Lin(linear));
        return parts.size() == 1 ? parts.get(0) : new Sum(List.copyOf(parts));
    }

    private static Bound distribute(Max m, Lin x) {
        List<Bound> out = new ArrayList<>();
        for (Bound p : m.parts()) out.add(sum(p, x));
        return max(out);
    }

    /** a · b, with a constant factor multiplied into a linear form. */
    static Bound times(Bound a, Bound b) {
        if (a instanceof Lin x && x.e().isConstant()) return scale(b, x.e().constant());
        if (b instanceof Lin y && y.e().isConstant()) return scale(a, y.e().constant());
        return new Product(a, b);
    }

    private static Bound scale(Bound b, BigInteger k) {
        if (k.signum() == 0) return constant(0);
        if (k.equals(BigInteger.ONE)) return b;
        if (b instanceof Product p && p.a() instanceof Lin c && c.e().isConstant()) return times(new Lin(c.e().times(k)), p.b());
        if (b instanceof Lin l) return new Lin(l.e().times(k));
        if (b instanceof Max m) { List<Bound> out = new ArrayList<>(); for (Bound p : m.parts()) out.add(scale(p, k)); return max(out); }
        if (b instanceof Sum s) { Bound out = constant(0); for (Bound p : s.parts()) out = sum(out, scale(p, k)); return out; }
        return new Product(new Lin(Linear.constant(k)), b);
    }

    /**
     * The growth in the variables as {polynomial degree, power of the logarithm}: {0, 0} constant, {0, 1}
     * logarithmic, {1, 0} linear, {1, 1} n log n, {2, 0} quadratic, ...; the larger of two parts compared degree first.
     */
    static int[] growth(Bound b) {
        if (b instanceof Lin l) return new int[] {l.e().isConstant() ? 0 : 1, 0};
        if (b instanceof Bits x) return new int[] {0, growth(x.a())[0] > 0 ? 1 : 0};
        if (b instanceof Abs) return new int[] {1, 0};
        if (b instanceof Product p) { int[] x = growth(p.a()), y = growth(p.b()); return new int[] {x[0] + y[0], x[1] + y[1]}; }
        int[] g = {0, 0};
        for (Bound q : b instanceof Max m ? m.parts() : ((Sum) b).parts()) {
            int[] h = growth(q);
            if (h[0] > g[0] || h[0] == g[0] && h[1] > g[1]) g = h;
        }
        return g;
    }

    /** The polynomial degree in the variables: 0 constant (or logarithmic), 1 linear, 2 quadratic, ... */
    static int degree(Bound b) { return growth(b)[0]; }

    static String asymptotic(Bound b) {
        int[] g = growth(b);
        String poly = switch (g[0]) {
            case 0 -> "constant";
            case 1 -> "linear";
            case 2 -> "quadratic";
            case 3 -> "cubic";
            default -> "polynomial (degree " + g[0] + ")";
        };
        if (g[1] == 0) return poly;
        String log = g[1] == 1 ? "log n" : "(log n)^" + g[1];
        return g[0] == 0 ? (g[1] == 1 ? "logarithmic" : "polylogarithmic (" + log + ")") : g[0] == 1 ? "n " + log : poly + " times " + log;
    }

    /** The variables the bound is in. */
    static Set<String> variables(Bound b) {
        Set<String> out = new LinkedHashSet<>();
        collect(b, out);
        return out;
    }

    private static void collect(Bound b, Set<String> out) {
        if (b instanceof Lin l) out.addAll(l.e().coefficients().keySet());
        else if (b instanceof Bits x) collect(x.a(), out);
        else if (b instanceof Abs a) out.add(a.variable());
        else if (b instanceof Product p) { collect(p.a(), out); collect(p.b(), out); }
        else for (Bound q : b instanceof Max m ? m.parts() : ((Sum) b).parts()) collect(q, out);
    }

    /** The bound's value at the given values of its variables. */
    static BigInteger evaluate(Bound b, Map<String, BigInteger> values) {
        if (b instanceof Lin l) {
            BigInteger v = l.e().constant();
            for (Map.Entry<String, BigInteger> c : l.e().coefficients().entrySet()) v = v.add(c.getValue().multiply(values.getOrDefault(c.getKey(), BigInteger.ZERO)));
            return v;
        }
        if (b instanceof Product p) return evaluate(p.a(), values).multiply(evaluate(p.b(), values));
        if (b instanceof Bits x) return BigInteger.valueOf(evaluate(x.a(), values).max(BigInteger.ZERO).bitLength());
        if (b instanceof Abs a) return values.getOrDefault(a.variable(), BigInteger.ZERO).abs();
        if (b instanceof Max m) { BigInteger v = null; for (Bound q : m.parts()) { BigInteger x = evaluate(q, values); v = v == null ? x : v.max(x); } return v; }
        BigInteger v = BigInteger.ZERO;
        for (Bound q : ((Sum) b).parts()) v = v.add(evaluate(q, values));
        return v;
    }

    /** The text of the bound: {@code max(14, 7*j + 7)}. */
    static String text(Bound b) {
        if (b instanceof Lin l) return linear(l.e());
        if (b instanceof Bits x) return "bits(" + text(x.a()) + ")";
        if (b instanceof Abs a) return "|" + a.variable() + "|";
        if (b instanceof Product p) return factor(p.a()) + "*" + factor(p.b());
        if (b instanceof Max m) {
            List<String> parts = new ArrayList<>();
            for (Bound q : m.parts()) parts.add(text(q));
            return "max(" + String.join(", ", parts) + ")";
        }
        List<String> parts = new ArrayList<>();
        for (Bound q : ((Sum) b).parts()) parts.add(text(q));
        return String.join(" + ", parts);
    }

    /** The type bounds a large constant is shown in, as the paper's b_umax: 2*UINT_MAX - 2*j + 4, not 8589934594 - 2*j. */
    String[] BOUND_NAMES = {"USHRT_MAX", "INT_MAX", "UINT_MAX", "LONG_MAX", "ULONG_MAX"};
    BigInteger[] BOUND_VALUES = {BigInteger.valueOf(65535), BigInteger.valueOf(Integer.MAX_VALUE),
            BigInteger.valueOf(4294967295L), BigInteger.valueOf(Long.MAX_VALUE), BigInteger.TWO.pow(64).subtract(BigInteger.ONE)};

    /** A linear form, its constant written with a type's bound where it is a small multiple of one plus a little. */
    static String linear(Linear e) {
        BigInteger c = e.constant();
        if (c.abs().compareTo(BigInteger.valueOf(65536)) < 0) return e.toString();
        for (int i = BOUND_VALUES.length - 1; i >= 0; i--) {
            BigInteger[] qr = c.divideAndRemainder(BOUND_VALUES[i]);
            BigInteger k = qr[0], m = qr[1];
            if (k.signum() > 0 && k.compareTo(BigInteger.valueOf(64)) <= 0 && m.abs().compareTo(BigInteger.valueOf(4096)) < 0) {
                String rest = new Linear(e.coefficients(), m).toString();
                String head = (k.equals(BigInteger.ONE) ? "" : k + "*") + BOUND_NAMES[i];
                if (rest.equals("0")) return head;
                return head + (rest.startsWith("-") ? " - " + rest.substring(1) : " + " + rest);
            }
        }
        return e.toString();
    }

    private static String factor(Bound b) {
        String t = text(b);
        return b instanceof Max || b instanceof Bits || b instanceof Abs || (b instanceof Lin l && (l.e().coefficients().size() + (l.e().constant().signum() != 0 ? 1 : 0)) < 2)
                || (b instanceof Product) ? t : "(" + t + ")";
    }
}
