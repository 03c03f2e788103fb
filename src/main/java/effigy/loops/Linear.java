package effigy.loops;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.Map;
import java.util.TreeMap;

/**
 * A linear expression over the named variables of a function, {@code c0 + c1·x1 + ...}, as read back from the
 * IR of a loop's exit test: the candidates for ranking functions, and the outer bounds printed from them.
 * Evaluated on a state's variables in wide bit-vectors ({@link #WIDTH} bits, each variable extended by its own
 * signedness), so that sums and differences of a few program integers never wrap.
 */
public record Linear(TreeMap<String, BigInteger> coefficients, BigInteger constant) {
    public static final int WIDTH = 72;

    public static Linear constant(BigInteger c) { return new Linear(new TreeMap<>(), c); }

    public static Linear variable(String name) {
        TreeMap<String, BigInteger> m = new TreeMap<>();
        m.put(name, BigInteger.ONE);
        return new Linear(m, BigInteger.ZERO);
    }

    public Linear plus(Linear o) {
        TreeMap<String, BigInteger> m = new TreeMap<>(coefficients);
        o.coefficients.forEach((k, v) -> m.merge(k, v, BigInteger::add));
        m.values().removeIf(v -> v.signum() == 0);
        return new Linear(m, constant.add(o.constant));
    }

    public Linear times(BigInteger k) {
        TreeMap<String, BigInteger> m = new TreeMap<>();
        if (k.signum() != 0) coefficients.forEach((x, v) -> m.put(x, v.multiply(k)));
        return new Linear(m, constant.multiply(k));
    }

    public Linear minus(Linear o) { return plus(o.times(BigInteger.ONE.negate())); }

    public Linear plus(long c) { return plus(constant(BigInteger.valueOf(c))); }

    public boolean isConstant() { return coefficients.isEmpty(); }

    /**
     * The largest value over every value of the variables' types ({@code types}: the IR type of each), or null when
     * a variable's type is not a bit-vector integer: a bound that holds for every entry, whatever it was entered with.
     */
    public BigInteger maximum(Map<String, Type> types) {
        BigInteger sum = constant;
        for (Map.Entry<String, BigInteger> e : coefficients.entrySet()) {
            if (!(types.get(e.getKey()) instanceof Type.BvType bv)) return null;
            BigInteger lo = bv.signed() ? BigInteger.ONE.shiftLeft(bv.width() - 1).negate() : BigInteger.ZERO;
            BigInteger hi = bv.signed() ? BigInteger.ONE.shiftLeft(bv.width() - 1).subtract(BigInteger.ONE)
                    : BigInteger.ONE.shiftLeft(bv.width()).subtract(BigInteger.ONE);
            sum = sum.add(e.getValue().multiply(e.getValue().signum() > 0 ? hi : lo));
        }
        return sum;
    }

    /** The expression with the variables that {@code values} gives replaced by their expressions. */
    public Linear substituteLinear(Map<String, Linear> values) {
        Linear out = constant(constant);
        for (Map.Entry<String, BigInteger> e : coefficients.entrySet()) {
            Linear v = values.get(e.getKey());
            out = out.plus((v != null ? v : variable(e.getKey())).times(e.getValue()));
        }
        return out;
    }

    /**
     * The value on {@code vars} (a state's named variables) as a {@link #WIDTH}-bit term, or null when one is missing
     * or not an integer, or when the value may not fit in {@link #WIDTH} bits with room for one more (a coefficient or
     * constant as large as a ranking function over wide values can have): a wrapped value would prove nothing.
     */
    public Term evaluate(Map<String, Term> vars, Map<String, Type> types, TermBuilder tb) {
        // the largest magnitude the sum can have, over the variables' types: it must leave the sign bit and 1 to spare
        BigInteger most = constant.abs();
        for (Map.Entry<String, BigInteger> e : coefficients.entrySet()) {
            Type t = types.get(e.getKey());
            int bits = t instanceof Type.BvType bv ? bv.width() : 1;
            most = most.add(e.getValue().abs().shiftLeft(bits));
        }
        if (most.bitLength() >= WIDTH - 1) return null;
        Term sum = tb.factory().bv(constant, WIDTH);
        for (Map.Entry<String, BigInteger> e : coefficients.entrySet()) {
            Term v = vars.get(e.getKey());
            Type t = types.get(e.getKey());
            if (v == null || t == null) return null;
            Term wide;
            if (t instanceof Type.BvType bv && v.sort() instanceof effigy.term.Sort.BvSort s) {
                wide = bv.signed() ? tb.signExtend(v, WIDTH - s.width()) : tb.zeroExtend(v, WIDTH - s.width());
            } else if (t instanceof Type.BoolType) {
                wide = tb.ite(v, tb.bv(1, WIDTH), tb.bv(0, WIDTH));
            } else {
                return null;
            }
            sum = tb.bvAdd(sum, tb.bvMul(tb.factory().bv(e.getValue(), WIDTH), wide));
        }
        return sum;
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        // the positive terms first: m - i, not -i + m
        java.util.List<Map.Entry<String, BigInteger>> terms = new java.util.ArrayList<>(coefficients.entrySet());
        terms.sort(java.util.Comparator.comparingInt((Map.Entry<String, BigInteger> e) -> -e.getValue().signum()));
        for (Map.Entry<String, BigInteger> e : terms) {
            BigInteger c = e.getValue();
            if (sb.length() == 0) sb.append(c.signum() < 0 ? "-" : "");
            else sb.append(c.signum() < 0 ? " - " : " + ");
            if (!c.abs().equals(BigInteger.ONE)) sb.append(c.abs()).append('*');
            sb.append(e.getKey());
        }
        if (sb.length() == 0) return constant.toString();
        if (constant.signum() != 0) sb.append(constant.signum() < 0 ? " - " : " + ").append(constant.abs());
        return sb.toString();
    }

    // ------------------------------------------------------------------ reading a test back from the IR

    /** A comparison {@code left op right} of two linear expressions (op one of LT, LE, GT, GE, EQ, NE). */
    record Relation(Rvalue.BinOp op, Linear left, Linear right) {
        Relation negated() {
            return new Relation(switch (op) {
                case LT -> Rvalue.BinOp.GE; case LE -> Rvalue.BinOp.GT; case GT -> Rvalue.BinOp.LE; case GE -> Rvalue.BinOp.LT;
                case EQ -> Rvalue.BinOp.NE; default -> Rvalue.BinOp.EQ;
            }, left, right);
        }
    }

    /** The value of {@code op} at the end of {@code block} as a linear expression over named variables, or null. */
    static Linear of(Function fn, Block block, Operand op, int depth) {
        if (depth > 32) return null;
        if (op instanceof Operand.Const c) return c.type() instanceof Type.PointerType ? null : constant(c.value());
        if (!(op instanceof Local l)) return null;
        if (!l.isTemp() && !l.name().startsWith("%") && !l.name().startsWith("&")) return variable(l.name());
        Rvalue def = definition(block, l);
        if (def == null) return null;
        if (def instanceof Rvalue.Use u) return of(fn, block, u.operand(), depth + 1);
        if (def instanceof Rvalue.Cast c) return c.type() instanceof Type.BvType || c.type() instanceof Type.IntType ? of(fn, block, c.operand(), depth + 1) : null;
        if (def instanceof Rvalue.Load ld && ld.address() instanceof Local a && a.name().startsWith("&")) return variable(a.name().substring(1));
        if (def instanceof Rvalue.Unary u && u.op() == Rvalue.UnOp.NEG) {
            Linear x = of(fn, block, u.operand(), depth + 1);
            return x == null ? null : x.times(BigInteger.ONE.negate());
        }
        if (def instanceof Rvalue.Binary b) {
            Linear x = of(fn, block, b.left(), depth + 1), y = of(fn, block, b.right(), depth + 1);
            if (x == null || y == null) return null;
            return switch (b.op()) {
                case ADD -> x.plus(y);
                case SUB -> x.minus(y);
                case MUL -> x.isConstant() ? y.times(x.constant) : y.isConstant() ? x.times(y.constant) : null;
                default -> null;
            };
        }
        return null;
    }

    /** The test {@code op} (a boolean, or an integer tested against zero) at the end of {@code block}, or null. */
    static Relation test(Function fn, Block block, Operand op, int depth) {
        if (depth > 32 || !(op instanceof Local l) || !(l.isTemp() || l.name().startsWith("%"))) {
            Linear x = of(fn, block, op, depth + 1);
            return x == null ? null : new Relation(Rvalue.BinOp.NE, x, constant(BigInteger.ZERO));
        }
        Rvalue def = definition(block, l);
        if (def instanceof Rvalue.Use u) return test(fn, block, u.operand(), depth + 1);
        if (def instanceof Rvalue.Cast c) return test(fn, block, c.operand(), depth + 1);
        if (def instanceof Rvalue.Unary u && u.op() == Rvalue.UnOp.NOT) {
            Relation r = test(fn, block, u.operand(), depth + 1);
            return r == null ? null : r.negated();
        }
        if (def instanceof Rvalue.Binary b) {
            switch (b.op()) {
                case LT, LE, GT, GE, EQ, NE -> {
                    // a test of a test against zero, as C's conditions are lowered: (x < y) != 0
                    if ((b.op() == Rvalue.BinOp.NE || b.op() == Rvalue.BinOp.EQ) && isZero(b.right())) {
                        Relation inner = booleanTest(fn, block, b.left(), depth + 1);
                        if (inner != null) return b.op() == Rvalue.BinOp.NE ? inner : inner.negated();
                    }
                    Linear x = of(fn, block, b.left(), depth + 1), y = of(fn, block, b.right(), depth + 1);
                    return x == null || y == null ? null : new Relation(b.op(), x, y);
                }
                default -> {
                    Linear x = of(fn, block, l, depth + 1);
                    return x == null ? null : new Relation(Rvalue.BinOp.NE, x, constant(BigInteger.ZERO));
                }
            }
        }
        return null;
    }

    /** {@link #test} of an operand only when it is (a cast of) a comparison or a negation. */
    private static Relation booleanTest(Function fn, Block block, Operand op, int depth) {
        if (!(op instanceof Local l) || !(l.isTemp() || l.name().startsWith("%"))) return null;
        Rvalue def = definition(block, l);
        if (def instanceof Rvalue.Cast c) return booleanTest(fn, block, c.operand(), depth + 1);
        if (def instanceof Rvalue.Use u) return booleanTest(fn, block, u.operand(), depth + 1);
        if (def instanceof Rvalue.Unary u && u.op() == Rvalue.UnOp.NOT) return test(fn, block, l, depth);
        if (def instanceof Rvalue.Binary b && switch (b.op()) { case LT, LE, GT, GE, EQ, NE -> true; default -> false; }) return test(fn, block, l, depth);
        return null;
    }

    private static boolean isZero(Operand op) { return op instanceof Operand.Const c && c.value().signum() == 0; }

    /** The value last assigned to temporary {@code l} in {@code block}, or null. */
    private static Rvalue definition(Block block, Local l) {
        for (int i = block.instrs().size() - 1; i >= 0; i--) {
            if (block.instrs().get(i) instanceof Instr.Assign a && a.target() == l) return a.value();
        }
        return null;
    }
}
