package effigy.term;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The simplifying layer over a {@link TermFactory}: every operation folds constants and returns a
 * canonical form, so that equal values often become the same term and printed values read as King's
 * did ({@code A + B + C}, {@code X * X}, {@code (2*N)/2} is {@code N}). All simplifications here are
 * valid over mathematical integers; nothing is assumed about the path.
 *
 * <p>Canonical forms: integer terms are polynomials ({@link Polynomial}); comparisons are
 * {@code P op Q + c} with positive coefficients on both sides, the first monomial on the left with a
 * positive coefficient and common factors divided out; negation is pushed to atoms ({@code ¬(a < b)}
 * is {@code b <= a}); conjunctions and disjunctions are flattened, deduplicated and sorted.
 */
public final class TermBuilder {
    private final TermFactory f;
    private final BvBuilder bv;

    public TermBuilder(TermFactory factory) {
        this.f = factory;
        this.bv = new BvBuilder(factory);
    }

    public TermFactory factory() { return f; }

    public Term integer(long v) { return f.integer(v); }
    public Term integer(BigInteger v) { return f.integer(v); }
    public Term bool(boolean v) { return f.bool(v); }
    public Term symbol(String name, Sort sort) { return f.symbol(name, sort); }

    // ---- integer arithmetic

    public Term add(Term a, Term b) { return Polynomial.of(a).add(Polynomial.of(b)).toTerm(f); }

    public Term sub(Term a, Term b) { return Polynomial.of(a).add(Polynomial.of(b).negate()).toTerm(f); }

    public Term neg(Term a) { return Polynomial.of(a).negate().toTerm(f); }

    public Term mul(Term a, Term b) {
        Polynomial p = Polynomial.of(a).mul(Polynomial.of(b));
        if (p != null) return p.toTerm(f);
        List<Term> args = new ArrayList<>(List.of(a, b));
        args.sort(TermOrder.INSTANCE);
        return f.app(Op.MUL, args);
    }

    /** Division truncating toward zero. The caller has established that {@code b} is not zero. */
    public Term div(Term a, Term b) {
        if (a instanceof Term.IntLit x && b instanceof Term.IntLit y && y.value().signum() != 0) {
            return f.integer(x.value().divide(y.value())); // BigInteger.divide truncates
        }
        if (b instanceof Term.IntLit y && y.value().signum() != 0) {
            BigInteger k = y.value();
            if (k.equals(BigInteger.ONE)) return a;
            if (k.equals(BigInteger.ONE.negate())) return neg(a);
            Polynomial p = Polynomial.of(a);
            if (p.divisibleBy(k)) return p.exactDivide(k).toTerm(f);
        }
        if (a instanceof Term.IntLit x && x.value().signum() == 0) return a;
        return f.app(Op.DIV, a, b);
    }

    /** Remainder with the sign of the dividend (C's {@code %}). The caller has established {@code b != 0}. */
    public Term rem(Term a, Term b) {
        if (a instanceof Term.IntLit x && b instanceof Term.IntLit y && y.value().signum() != 0) {
            return f.integer(x.value().remainder(y.value()));
        }
        if (b instanceof Term.IntLit y && y.value().signum() != 0 && Polynomial.of(a).divisibleBy(y.value())) return f.integer(0);
        return f.app(Op.REM, a, b);
    }

    /** Modulus with the sign of the divisor (King's {@code MOD}: MOD(-7, 2) = 1, MOD(7, -2) = -1). */
    public Term mod(Term a, Term b) {
        if (a instanceof Term.IntLit x && b instanceof Term.IntLit y && y.value().signum() != 0) {
            return f.integer(floorMod(x.value(), y.value()));
        }
        if (b instanceof Term.IntLit y && y.value().signum() != 0 && Polynomial.of(a).divisibleBy(y.value())) return f.integer(0);
        return f.app(Op.MOD, a, b);
    }

    public static BigInteger floorMod(BigInteger a, BigInteger b) {
        BigInteger r = a.remainder(b);
        if (r.signum() != 0 && r.signum() != b.signum()) r = r.add(b);
        return r;
    }

    /** {@code a} to the power {@code n}, for a non-negative exponent. */
    public Term pow(Term a, int n) {
        Term r = f.integer(1);
        for (int i = 0; i < n; i++) r = mul(r, a);
        return r;
    }

    public Term abs(Term a) {
        if (a instanceof Term.IntLit x) return f.integer(x.value().abs());
        return ite(lt(a, f.integer(0)), neg(a), a);
    }

    // ---- bit-vectors (C's fixed-width integers; see BvBuilder for the canonical forms)

    public Term bv(long value, int width) { return f.bv(value, width); }
    public Term bvAdd(Term a, Term b) { return bv.add(a, b); }
    public Term bvSub(Term a, Term b) { return bv.sub(a, b); }
    public Term bvNeg(Term a) { return bv.neg(a); }
    public Term bvMul(Term a, Term b) { return bv.mul(a, b); }
    /** Unsigned division; the caller has established that {@code b} is not zero. */
    public Term bvUdiv(Term a, Term b) { return bv.divRem(Op.BV_UDIV, a, b); }
    public Term bvUrem(Term a, Term b) { return bv.divRem(Op.BV_UREM, a, b); }
    /** Signed division truncating toward zero (C's {@code /}); the caller has checked {@code b != 0}. */
    public Term bvSdiv(Term a, Term b) { return bv.divRem(Op.BV_SDIV, a, b); }
    /** Signed remainder with the dividend's sign (C's {@code %}). */
    public Term bvSrem(Term a, Term b) { return bv.divRem(Op.BV_SREM, a, b); }
    public Term bvAnd(Term a, Term b) { return bv.bitwise(Op.BV_AND, a, b); }
    public Term bvOr(Term a, Term b) { return bv.bitwise(Op.BV_OR, a, b); }
    public Term bvXor(Term a, Term b) { return bv.bitwise(Op.BV_XOR, a, b); }
    public Term bvNot(Term a) { return bv.not(a); }
    public Term bvShl(Term a, Term amount) { return bv.shift(Op.BV_SHL, a, amount); }
    public Term bvLshr(Term a, Term amount) { return bv.shift(Op.BV_LSHR, a, amount); }
    public Term bvAshr(Term a, Term amount) { return bv.shift(Op.BV_ASHR, a, amount); }
    public Term bvSlt(Term a, Term b) { return bv.compare(Op.BV_SLT, a, b); }
    public Term bvSle(Term a, Term b) { return bv.compare(Op.BV_SLE, a, b); }
    public Term bvUlt(Term a, Term b) { return bv.compare(Op.BV_ULT, a, b); }
    public Term bvUle(Term a, Term b) { return bv.compare(Op.BV_ULE, a, b); }
    /** Bits {@code hi..lo} of {@code a}. */
    public Term extract(Term a, int hi, int lo) { return bv.extract(a, hi, lo); }
    /** {@code high} followed by {@code low} (high bits first, as SMT-LIB's concat). */
    public Term concat(Term high, Term low) { return bv.concat(high, low); }
    public Term zeroExtend(Term a, int by) { return bv.zeroExtend(a, by); }
    public Term signExtend(Term a, int by) { return bv.signExtend(a, by); }

    // ---- floating point: C's float and double as their IEEE bit patterns (32- and 64-bit bit-vectors), with the
    // operations of Ieee754; literals fold with the very functions the executor computes concrete values with

    /** {@code a op b} for {@link Op#FP_ADD}, {@code FP_SUB}, {@code FP_MUL}, {@code FP_DIV}. */
    public Term fpArith(Op op, Term a, Term b) {
        if (a instanceof Term.BvLit x && b instanceof Term.BvLit y) return f.bv(Ieee754.arith(op, bits(x), bits(y), x.width()), x.width());
        return f.app(op, a, b);
    }

    public Term fpSqrt(Term a) {
        if (a instanceof Term.BvLit x) return f.bv(Ieee754.sqrt(bits(x), x.width()), x.width());
        return f.app(Op.FP_SQRT, a);
    }

    /** {@code a} rounded to an integral value in the direction {@code mode} ({@link Ieee754#RNE} ... {@link Ieee754#RTZ}). */
    public Term fpRound(Term a, int mode) {
        if (a instanceof Term.BvLit x) return f.bv(Ieee754.round(bits(x), x.width(), mode), x.width());
        return f.app(Op.FP_ROUND, List.of(a), new int[] {mode});
    }

    /** The IEEE comparison {@link Op#FP_EQ}, {@code FP_LT} or {@code FP_LE} (false when either side is a NaN). */
    public Term fpCompare(Op op, Term a, Term b) {
        if (a instanceof Term.BvLit x && b instanceof Term.BvLit y) return f.bool(Ieee754.compare(op, bits(x), bits(y), x.width()));
        return f.app(op, a, b);
    }

    /** Whether the floating value {@code a} is a NaN: its magnitude bits exceed infinity's. */
    public Term fpIsNaN(Term a) {
        int w = BvBuilder.width(a);
        return bvUlt(bv(Ieee754.infinity(w), w), bvAnd(a, bv(~Ieee754.signBit(w), w)));
    }

    /** The floating value {@code a} in the format of width {@code to}. */
    public Term fpConvert(Term a, int to) {
        int from = BvBuilder.width(a);
        if (from == to) return a;
        if (a instanceof Term.BvLit x) return f.bv(Ieee754.convert(bits(x), from, to), to);
        return f.app(Op.FP_CONVERT, List.of(a), new int[] {to});
    }

    /** The integer bit-vector {@code a} (signed or unsigned) as a floating value of width {@code to}. */
    public Term fpFromInt(Term a, boolean signed, int to) {
        if (a instanceof Term.BvLit x) return f.bv(Ieee754.fromInteger(bits(x), x.width(), signed, to), to);
        return f.app(signed ? Op.FP_FROM_SBV : Op.FP_FROM_UBV, List.of(a), new int[] {to});
    }

    /**
     * The floating value {@code a} truncated to an {@code n}-bit integer; where C leaves that undefined (a NaN, a
     * value out of range) the term is 0: the caller checks the range first.
     */
    public Term fpToInt(Term a, boolean signed, int n) {
        if (a instanceof Term.BvLit x) {
            Long r = Ieee754.toInteger(bits(x), x.width(), signed, n);
            return f.bv(r == null ? 0 : r, n);
        }
        return f.app(signed ? Op.FP_TO_SBV : Op.FP_TO_UBV, List.of(a), new int[] {n});
    }

    /** An operation of {@link Ieee754} on bit patterns, {@code original}'s operator and parameters on new arguments. */
    Term fp(Term.App original, List<Term> a) {
        return switch (original.op()) {
            case FP_ADD, FP_SUB, FP_MUL, FP_DIV -> fpArith(original.op(), a.get(0), a.get(1));
            case FP_EQ, FP_LT, FP_LE -> fpCompare(original.op(), a.get(0), a.get(1));
            case FP_SQRT -> fpSqrt(a.get(0));
            case FP_ROUND -> fpRound(a.get(0), original.param(0));
            case FP_CONVERT -> fpConvert(a.get(0), original.param(0));
            case FP_FROM_SBV, FP_FROM_UBV -> fpFromInt(a.get(0), original.op() == Op.FP_FROM_SBV, original.param(0));
            case FP_TO_SBV, FP_TO_UBV -> fpToInt(a.get(0), original.op() == Op.FP_TO_SBV, original.param(0));
            default -> throw new IllegalArgumentException(original.op() + " is not an operation on floating bit patterns");
        };
    }

    private static long bits(Term.BvLit x) { return x.value().longValue(); }

    /** The integer the bit-vector {@code a} denotes: unsigned ({@code bv2int}), or two's complement ({@code sbv2int}). */
    public Term bvToInt(Term a, boolean signed) {
        int w = BvBuilder.width(a);
        if (a instanceof Term.BvLit x) {
            BigInteger v = x.value();
            return f.integer(signed && v.testBit(w - 1) ? v.subtract(BigInteger.ONE.shiftLeft(w)) : v);
        }
        return f.app(signed ? Op.SBV2INT : Op.BV2INT, a);
    }

    /**
     * The integer {@code a} modulo 2^{@code width}, as a bit-vector. Taking the remainder distributes over
     * sums and products, so a polynomial is converted monomial by monomial, and {@code bv2int(x)} converts
     * back to {@code x}: a value read as an integer and stored again keeps its bits.
     */
    public Term intToBv(Term a, int width) {
        Polynomial p = Polynomial.of(a);
        Term sum = f.bv(p.constant.mod(BigInteger.ONE.shiftLeft(width)), width);
        for (java.util.Map.Entry<Polynomial.Monomial, BigInteger> e : p.terms.entrySet()) {
            Term product = f.bv(e.getValue().mod(BigInteger.ONE.shiftLeft(width)), width);
            for (Term atom : e.getKey().atoms()) {
                Term bits = atom instanceof Term.App app && (app.op() == Op.BV2INT || app.op() == Op.SBV2INT)
                        ? resize(app.arg(0), width, app.op() == Op.SBV2INT)
                        : f.app(Op.INT2BV, List.of(atom), new int[] {width});
                product = bvMul(product, bits);
            }
            sum = bvAdd(sum, product);
        }
        return sum;
    }

    /** {@code a} resized to {@code width} bits: truncated, or extended with sign bits when {@code signed}. */
    public Term resize(Term a, int width, boolean signed) {
        int w = BvBuilder.width(a);
        if (width < w) return extract(a, width - 1, 0);
        return signed ? signExtend(a, width - w) : zeroExtend(a, width - w);
    }

    // ---- comparisons

    public Term lt(Term a, Term b) { return compare(Rel.LT, a, b); }
    public Term le(Term a, Term b) { return compare(Rel.LE, a, b); }
    public Term gt(Term a, Term b) { return compare(Rel.LT, b, a); }
    public Term ge(Term a, Term b) { return compare(Rel.LE, b, a); }

    public Term eq(Term a, Term b) {
        if (a.isLiteral() && b instanceof Term.App app && app.op() == Op.ITE) { Term t = a; a = b; b = t; }
        // ite(c, k1, k2) = k with literal branches: the condition itself (C's comparisons and _Bool conversions)
        if (a instanceof Term.App ite && ite.op() == Op.ITE && b.isLiteral() && ite.arg(1).isLiteral() && ite.arg(2).isLiteral()) {
            boolean whenTrue = ite.arg(1) == b, whenFalse = ite.arg(2) == b;
            if (whenTrue && whenFalse) return f.trueTerm();
            if (whenTrue) return ite.arg(0);
            if (whenFalse) return not(ite.arg(0));
            return f.falseTerm();
        }
        if (a.sort().equals(Sort.INT)) return compare(Rel.EQ, a, b);
        if (a == b) return f.trueTerm();
        if (a.isLiteral() && b.isLiteral()) return f.bool(false);
        if (a.sort() instanceof Sort.BvSort && a instanceof Term.BvLit && !(b instanceof Term.BvLit)) { Term t = a; a = b; b = t; }
        // linear forms that differ by a constant (4x + 3 = 4x): equal exactly when the constant is 0
        if (a.sort() instanceof Sort.BvSort && !(b instanceof Term.BvLit) && bv.sub(a, b) instanceof Term.BvLit d) return f.bool(d.value().signum() == 0);
        // (ext)x = k: compare x with k's low bits when k is what extending them gives, else never equal
        if (a instanceof Term.App ext && (ext.op() == Op.BV_ZEXT || ext.op() == Op.BV_SEXT) && b instanceof Term.BvLit k) {
            int w = ((Sort.BvSort) ext.arg(0).sort()).width();
            Term low = bv.extract(k, w - 1, 0);
            Term back = ext.op() == Op.BV_ZEXT ? bv.zeroExtend(low, ext.param(0)) : bv.signExtend(low, ext.param(0));
            return back == k ? eq(ext.arg(0), low) : f.falseTerm();
        }
        if (a.sort().equals(Sort.BOOL)) {
            if (a instanceof Term.BoolLit x) return x.value() ? b : not(b);
            if (b instanceof Term.BoolLit y) return y.value() ? a : not(a);
        }
        return TermOrder.INSTANCE.compare(a, b) <= 0 ? f.app(Op.EQ, a, b) : f.app(Op.EQ, b, a);
    }

    public Term ne(Term a, Term b) { return not(eq(a, b)); }

    private enum Rel { LT, LE, EQ }

    /** Canonical comparison {@code a rel b} over integers; see the class comment. */
    private Term compare(Rel rel, Term a, Term b) {
        Polynomial d = Polynomial.of(a).add(Polynomial.of(b).negate());   // a - b rel 0
        if (d.isConstant()) {
            int s = d.constant.signum();
            return f.bool(switch (rel) { case LT -> s < 0; case LE -> s <= 0; case EQ -> s == 0; });
        }
        boolean flipped = d.leadingSign() < 0;                               // -d rel' 0 with rel' reversed
        if (flipped) d = d.negate();
        BigInteger g = d.contentGcd();
        Polynomial form = d.withoutConstant();
        BigInteger k = d.constant.negate();                                  // form rel k  (or form rel' k)
        if (g.compareTo(BigInteger.ONE) > 0) {
            form = form.exactDivide(g);
            BigInteger[] qr = k.divideAndRemainder(g);
            if (qr[1].signum() == 0) {
                k = qr[0];
            } else {
                if (rel == Rel.EQ) return f.falseTerm();
                // form * g < k (not integral): form <= floor(k/g); form * g > k: form >= ceil(k/g)
                BigInteger floor = floorDiv(k, g);
                if (!flipped) return build(Rel.LE, false, form, floor);
                return build(Rel.LE, true, form, floor.add(BigInteger.ONE));
            }
        }
        return build(rel, flipped, form, k);
    }

    private static BigInteger floorDiv(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }

    /** Builds {@code form rel k} ({@code form rel^-1 k} when reversed) with each side's coefficients positive. */
    private Term build(Rel rel, boolean reversed, Polynomial form, BigInteger k) {
        Polynomial left = Polynomial.constant(BigInteger.ZERO), right = Polynomial.constant(k);
        for (var e : form.terms.entrySet()) {
            Polynomial part = Polynomial.of(Polynomial.monomialTerm(f, e.getKey(), e.getValue().abs()));
            if (e.getValue().signum() > 0) left = left.add(part); else right = right.add(part);
        }
        Term l = left.toTerm(f), r = right.toTerm(f);
        return switch (rel) {
            case EQ -> f.app(Op.EQ, l, r);
            case LT -> reversed ? f.app(Op.LT, r, l) : f.app(Op.LT, l, r);
            case LE -> reversed ? f.app(Op.LE, r, l) : f.app(Op.LE, l, r);
        };
    }

    // ---- booleans

    public Term not(Term a) {
        if (a instanceof Term.BoolLit x) return f.bool(!x.value());
        if (a instanceof Term.App app) {
            switch (app.op()) {
                case NOT: return app.arg(0);
                case LT: if (app.arg(0).sort().equals(Sort.INT)) return f.app(Op.LE, app.arg(1), app.arg(0)); break;
                case LE: if (app.arg(0).sort().equals(Sort.INT)) return f.app(Op.LT, app.arg(1), app.arg(0)); break;
                case BV_SLT: return f.app(Op.BV_SLE, app.arg(1), app.arg(0));
                case BV_SLE: return f.app(Op.BV_SLT, app.arg(1), app.arg(0));
                case BV_ULT: return f.app(Op.BV_ULE, app.arg(1), app.arg(0));
                case BV_ULE: return f.app(Op.BV_ULT, app.arg(1), app.arg(0));
                case AND: return or(app.args().stream().map(this::not).toList());
                case OR: return and(app.args().stream().map(this::not).toList());
                default: break;
            }
        }
        return f.app(Op.NOT, a);
    }

    public Term and(Term a, Term b) { return and(List.of(a, b)); }
    public Term or(Term a, Term b) { return or(List.of(a, b)); }
    public Term implies(Term a, Term b) { return or(not(a), b); }

    public Term and(List<Term> parts) { return junction(Op.AND, parts); }
    public Term or(List<Term> parts) { return junction(Op.OR, parts); }

    private Term junction(Op op, List<Term> parts) {
        boolean isAnd = op == Op.AND;
        Set<Term> flat = new LinkedHashSet<>();
        for (Term p : parts) {
            if (p instanceof Term.BoolLit b) {
                if (b.value() != isAnd) return b;      // false in AND, true in OR
                continue;
            }
            if (p instanceof Term.App app && app.op() == op) flat.addAll(app.args()); else flat.add(p);
        }
        for (Term p : flat) {
            // a part and its complement: false in AND, true in OR. Only for parts whose negation is one step
            // (negating a conjunction or disjunction rebuilds it whole, recursively: merged guards nest deeply)
            if (p instanceof Term.App app && (app.op() == Op.AND || app.op() == Op.OR)) continue;
            if (flat.contains(not(p))) return f.bool(!isAnd);
        }
        if (flat.isEmpty()) return f.bool(isAnd);
        if (flat.size() == 1) return flat.iterator().next();
        List<Term> sorted = new ArrayList<>(flat);
        sorted.sort(TermOrder.INSTANCE);
        return f.app(op, sorted);
    }

    public Term ite(Term c, Term a, Term b) {
        if (c instanceof Term.BoolLit x) return x.value() ? a : b;
        if (a == b) return a;
        if (a.sort().equals(Sort.BOOL) && a instanceof Term.BoolLit x && b instanceof Term.BoolLit y) return x.value() ? c : not(c);
        if (c instanceof Term.App app && app.op() == Op.NOT) return f.app(Op.ITE, app.arg(0), b, a);
        return f.app(Op.ITE, c, a, b);
    }

    // ---- arrays

    public Term select(Term array, Term index) {
        Term a = array;
        while (a instanceof Term.App app) {
            if (app.op() == Op.STORE) {
                Term i = app.arg(1);
                if (i == index) return app.arg(2);
                if (!definitelyDifferent(i, index)) break;
                a = app.arg(0);
            } else if (app.op() == Op.CONST_ARRAY) {
                return app.arg(1);
            } else {
                break;
            }
        }
        return f.app(Op.SELECT, a, index);
    }

    public Term store(Term array, Term index, Term value) {
        if (array instanceof Term.App app && app.op() == Op.STORE && app.arg(1) == index) array = app.arg(0);
        return f.app(Op.STORE, array, index, value);
    }

    /** The array with every element {@code value}, over index sort {@code indexSort}. */
    public Term constArray(Sort indexSort, Term value) {
        Term witness = indexSort.equals(Sort.INT) ? f.integer(0) : indexSort.equals(Sort.BOOL) ? f.falseTerm()
                : f.bv(0, ((Sort.BvSort) indexSort).width());
        return f.app(Op.CONST_ARRAY, witness, value);
    }

    private boolean definitelyDifferent(Term i, Term j) {
        if (i.sort() instanceof Sort.BvSort) return bv.sub(i, j) instanceof Term.BvLit d && d.value().signum() != 0;
        if (!i.sort().equals(Sort.INT)) return i.isLiteral() && j.isLiteral() && i != j;
        Polynomial d = Polynomial.of(i).add(Polynomial.of(j).negate());
        return d.isConstant() && d.constant.signum() != 0;
    }
}
