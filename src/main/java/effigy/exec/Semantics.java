package effigy.exec;

import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.term.Op;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;

/**
 * The meaning of the IR's operations on terms, in one place: the {@link Executor}'s symbolic case, whose
 * terms are over the inputs, or over program variables with a {@link Binder} (the weakest-precondition
 * engine). Each
 * method is the value of an operation, or the condition a runtime check requires (the engine decides what
 * to do with it: fork an error leaf, require it, or skip it when the check is off). The executor's
 * concrete fast path on machine longs stays in the executor; it must agree with these terms.
 */
public final class Semantics {
    private Semantics() {}

    // ------------------------------------------------------------------ mathematical integers

    /**
     * {@code l op r} on mathematical integers (and King's Booleans). Division's divisor must have been checked
     * ({@link #nonZeroInt}); POW and the bitwise operators are not here (they need a concrete operand).
     */
    public static Term mathBinary(TermBuilder tb, Rvalue.BinOp op, Term l, Term r) {
        return switch (op) {
            case ADD -> tb.add(l, r);
            case SUB -> tb.sub(l, r);
            case MUL -> tb.mul(l, r);
            case DIV -> tb.div(l, r);
            case REM -> tb.rem(l, r);
            case MOD -> tb.mod(l, r);
            case EQ -> tb.eq(l, r);
            case NE -> tb.ne(l, r);
            case LT -> tb.lt(l, r);
            case LE -> tb.le(l, r);
            case GT -> tb.gt(l, r);
            case GE -> tb.ge(l, r);
            case AND -> tb.and(l, r);
            case OR -> tb.or(l, r);
            case IMPLIES -> tb.implies(l, r);
            case POW, SHL, SHR, BAND, BOR, BXOR -> throw new IllegalStateException(op + " is not a plain operation on mathematical integers");
        };
    }

    /** Whether {@code op} divides (its divisor must not be zero). */
    public static boolean divides(Rvalue.BinOp op) {
        return op == Rvalue.BinOp.DIV || op == Rvalue.BinOp.REM || op == Rvalue.BinOp.MOD;
    }

    /** The condition of an integer division: the divisor is not zero. */
    public static Term nonZeroInt(TermBuilder tb, Term divisor) { return tb.ne(divisor, tb.integer(0)); }

    /** {@code base ** n} for a concrete exponent {@code n} (a negative one truncates 1 / base^|n| toward zero; base must not be 0). */
    public static Term power(TermBuilder tb, Term base, BigInteger n) {
        if (n.signum() >= 0) return tb.pow(base, n.intValueExact());
        Term one = tb.integer(1), minusOne = tb.integer(-1);
        Term odd = tb.integer(n.testBit(0) ? -1 : 1);
        return tb.ite(tb.eq(base, one), one, tb.ite(tb.eq(base, minusOne), odd, tb.integer(0)));
    }

    /**
     * C's bitwise operator {@code op} under {@code --ints=math} on the values {@code l} and {@code r}, on the
     * integers' infinite two's-complement representation: exact on literals; on a symbolic value, the
     * operations that are arithmetic ({@code x << k} = x·2^k, {@code x >> k} = ⌊x / 2^k⌋,
     * {@code x & (2^k - 1)} = x mod 2^k) are done as such; null for the rest, which have no exact
     * integer-arithmetic form. A shift amount must be a literal {@code 0 <= k} (the caller checks it).
     */
    public static Term mathBitwise(TermBuilder tb, Rvalue.BinOp op, Term l, Term r) {
        if (op == Rvalue.BinOp.SHL || op == Rvalue.BinOp.SHR) {
            int k = ((Term.IntLit) r).value().intValueExact();
            if (l instanceof Term.IntLit x) return tb.integer(op == Rvalue.BinOp.SHL ? x.value().shiftLeft(k) : x.value().shiftRight(k));
            Term power = tb.integer(BigInteger.ONE.shiftLeft(k));
            if (op == Rvalue.BinOp.SHL) return tb.mul(l, power);
            return tb.div(tb.sub(l, tb.mod(l, power)), power); // floor division: an exact division after subtracting the floor remainder
        }
        if (l instanceof Term.IntLit x && r instanceof Term.IntLit y) {
            return tb.integer(switch (op) {
                case BAND -> x.value().and(y.value());
                case BOR -> x.value().or(y.value());
                default -> x.value().xor(y.value());
            });
        }
        if (op == Rvalue.BinOp.BAND) {
            Term mask = l instanceof Term.IntLit ? l : r instanceof Term.IntLit ? r : null;
            if (mask != null) {
                BigInteger m = ((Term.IntLit) mask).value();
                if (m.signum() >= 0 && m.add(BigInteger.ONE).bitCount() == 1) return tb.mod(mask == l ? r : l, tb.integer(m.add(BigInteger.ONE)));
            }
        }
        return null;
    }

    /** A unary operator on a mathematical integer or Boolean. */
    public static Term mathUnary(TermBuilder tb, Rvalue.UnOp op, Term t) {
        return switch (op) {
            case NEG -> tb.neg(t);
            case NOT -> tb.not(t);
            case ABS -> tb.abs(t);
            case BNOT -> tb.sub(tb.neg(t), tb.integer(1)); // C's ~ under --ints=math: -v - 1, exactly
        };
    }

    // ------------------------------------------------------------------ bit-vectors and pointers

    /**
     * {@code x op y} on C's fixed-width values ({@code lt}, {@code rt} the operand types): wrap-around,
     * signed or unsigned division, comparison and right shift by the left type, byte arithmetic on pointers.
     * A division by zero has SMT-LIB's value; a shift amount outside the width shifts every bit out.
     */
    public static Term bitsBinary(TermBuilder tb, Rvalue.BinOp op, Term x, Term y, Type lt, Type rt) {
        int w = Bits.width(lt);
        boolean signed = Bits.signed(lt);
        return switch (op) {
            case ADD -> tb.bvAdd(x, y);
            case SUB -> tb.bvSub(x, y);
            case MUL -> tb.bvMul(x, y);
            case DIV -> signed ? tb.bvSdiv(x, y) : tb.bvUdiv(x, y);
            case REM -> signed ? tb.bvSrem(x, y) : tb.bvUrem(x, y);
            case SHL, SHR -> {
                Term amount = tb.resize(y, w, false);
                yield op == Rvalue.BinOp.SHL ? tb.bvShl(x, amount) : signed ? tb.bvAshr(x, amount) : tb.bvLshr(x, amount);
            }
            case BAND -> tb.bvAnd(x, y);
            case BOR -> tb.bvOr(x, y);
            case BXOR -> tb.bvXor(x, y);
            case EQ -> tb.eq(x, y);
            case NE -> tb.ne(x, y);
            case LT -> signed ? tb.bvSlt(x, y) : tb.bvUlt(x, y);
            case LE -> signed ? tb.bvSle(x, y) : tb.bvUle(x, y);
            case GT -> signed ? tb.bvSlt(y, x) : tb.bvUlt(y, x);
            case GE -> signed ? tb.bvSle(y, x) : tb.bvUle(y, x);
            default -> throw new IllegalStateException(op + " on bit-vectors");
        };
    }

    /** The condition of a bit-vector division or remainder: the divisor {@code y} (of type {@code rt}) is not zero. */
    public static Term nonZeroBits(TermBuilder tb, Term y, Type rt) { return tb.ne(y, tb.bv(0, Bits.width(rt))); }

    /** The condition of a shift of a {@code w}-bit value: the amount {@code y} (of type {@code rt}) is in 0..w-1. */
    public static Term shiftInRange(TermBuilder tb, Term y, int w, Type rt) {
        int rw = Bits.width(rt);
        return Bits.signed(rt) ? tb.and(tb.bvSle(tb.bv(0, rw), y), tb.bvSlt(y, tb.bv(w, rw))) : tb.bvUlt(y, tb.bv(w, rw));
    }

    /** Whether {@code op} on a signed {@code w}-bit type can overflow (--check-overflow checks it). */
    public static boolean canOverflow(Rvalue.BinOp op) {
        return op == Rvalue.BinOp.ADD || op == Rvalue.BinOp.SUB || op == Rvalue.BinOp.MUL || op == Rvalue.BinOp.DIV;
    }

    /**
     * The condition that the signed {@code w}-bit operation does not overflow: exactly, by doing it in twice
     * the width and comparing with the sign-extended result ({@code INT_MIN / -1} for division).
     */
    public static Term noSignedOverflow(TermBuilder tb, Rvalue.BinOp op, Term x, Term y, int w) {
        if (op == Rvalue.BinOp.DIV) {
            return tb.not(tb.and(tb.eq(x, minSigned(tb, w)), tb.eq(y, tb.bv(-1, w))));
        }
        Term wx = tb.signExtend(x, w), wy = tb.signExtend(y, w);
        Term full = op == Rvalue.BinOp.ADD ? tb.bvAdd(wx, wy) : op == Rvalue.BinOp.SUB ? tb.bvSub(wx, wy) : tb.bvMul(wx, wy);
        return tb.eq(tb.signExtend(tb.extract(full, w - 1, 0), w), full);
    }

    /**
     * The condition that the signed {@code w}-bit {@code x << y} does not overflow (C11 6.5.7p4: x must not be
     * negative and the value x·2^y must be representable, else the behaviour is undefined, as gcc's UBSan reports it;
     * SV-COMP's no-overflow counts it): x is not negative and shifting back arithmetically gives x. An amount outside
     * 0..w-1 is not an overflow here; the shift check is about it.
     */
    public static Term shlNoSignedOverflow(TermBuilder tb, Term x, Term y, int w, Type rt) {
        Term amount = tb.resize(y, w, false);
        return tb.or(tb.not(shiftInRange(tb, y, w, rt)),
                tb.and(tb.bvSle(tb.bv(0, w), x), tb.eq(tb.bvAshr(tb.bvShl(x, amount), amount), x)));
    }

    /** Whether the signed {@code w}-bit {@code l << amount} (0 <= amount < w) overflows: l is negative or l·2^amount does not fit. */
    public static boolean shlOverflows(long l, long amount, int w) {
        long x = Bits.sx(l, w);
        return x < 0 || Bits.sx(Bits.norm(l << amount, w), w) >> amount != x;
    }

    /** The condition that negating the signed {@code w}-bit {@code t} does not overflow ({@code t} is not the minimum). */
    public static Term negationNoOverflow(TermBuilder tb, Term t, int w) { return tb.ne(t, minSigned(tb, w)); }

    private static Term minSigned(TermBuilder tb, int w) { return tb.factory().bv(BigInteger.ONE.shiftLeft(w - 1), w); }

    /** A unary operator on a bit-vector of type {@code type}. */
    public static Term bitsUnary(TermBuilder tb, Rvalue.UnOp op, Term t, Type type) {
        int w = Bits.width(type);
        return switch (op) {
            case NEG -> tb.bvNeg(t);
            case BNOT -> tb.bvNot(t);
            case ABS -> tb.ite(tb.bvSlt(t, tb.bv(0, w)), tb.bvNeg(t), t);
            case NOT -> tb.eq(t, tb.bv(0, w));
        };
    }

    // ------------------------------------------------------------------ floating point

    /**
     * {@code x op y} on C's float or double, kept as IEEE bit patterns: arithmetic and comparisons of
     * {@link effigy.term.Ieee754} (round to nearest even, x86's NaN rules; {@code !=} is true for a NaN).
     */
    public static Term floatBinary(TermBuilder tb, Rvalue.BinOp op, Term x, Term y) {
        return switch (op) {
            case ADD -> tb.fpArith(Op.FP_ADD, x, y);
            case SUB -> tb.fpArith(Op.FP_SUB, x, y);
            case MUL -> tb.fpArith(Op.FP_MUL, x, y);
            case DIV -> tb.fpArith(Op.FP_DIV, x, y);
            case EQ -> tb.fpCompare(Op.FP_EQ, x, y);
            case NE -> tb.not(tb.fpCompare(Op.FP_EQ, x, y));
            case LT -> tb.fpCompare(Op.FP_LT, x, y);
            case LE -> tb.fpCompare(Op.FP_LE, x, y);
            case GT -> tb.fpCompare(Op.FP_LT, y, x);
            case GE -> tb.fpCompare(Op.FP_LE, y, x);
            default -> throw new IllegalStateException(op + " on floating values");
        };
    }

    /** Negation flips the sign bit and {@code fabs} clears it, as gcc's {@code xorps}/{@code andps} do (a NaN keeps its payload). */
    public static Term floatUnary(TermBuilder tb, Rvalue.UnOp op, Term t, int w) {
        long sign = effigy.term.Ieee754.signBit(w);
        return switch (op) {
            case NEG -> tb.bvXor(t, tb.bv(sign, w));
            case ABS -> tb.bvAnd(t, tb.bv(~sign, w));
            default -> throw new IllegalStateException(op + " on a floating value");
        };
    }

    /**
     * A cast to or from a floating type (see {@code Executor.floatCast} for the concrete case): between floating
     * types and from integers rounded to nearest even, to an integer truncated (its range checked first with
     * {@link #floatFitsInteger}), to bool non-zero. Mathematical integers ({@code --ints=math}) convert through 64 bits.
     */
    public static Term floatCast(TermBuilder tb, Term t, Type from, Type to) {
        if (from instanceof Type.FloatType ff) {
            if (to instanceof Type.FloatType tf) return tb.fpConvert(t, tf.width());
            if (to instanceof Type.BoolType) return nonZero(tb, t, from);
            IntegerTarget target = IntegerTarget.of(to);
            Term r = tb.fpToInt(t, target.signed(), target.width());
            return to instanceof Type.IntType ? tb.bvToInt(r, target.signed()) : r;
        }
        int w = ((Type.FloatType) to).width();
        if (from instanceof Type.BoolType) return tb.ite(t, tb.bv(effigy.term.Ieee754.fromInteger(1, 32, true, w), w), tb.bv(0, w));
        if (from instanceof Type.IntType) return tb.fpFromInt(tb.intToBv(t, 64), true, w);
        return tb.fpFromInt(t, Bits.signed(from), w);
    }

    /**
     * The integer a floating value converts to for the type {@code to}: its width and signedness; a mathematical
     * integer with no C layout ({@code --ints=math}) converts through a signed 64-bit one.
     */
    public record IntegerTarget(int width, boolean signed) {
        public static IntegerTarget of(Type to) {
            if (to instanceof Type.IntType it) return it.hasLayout() ? new IntegerTarget(it.width(), it.signed()) : new IntegerTarget(64, true);
            return new IntegerTarget(Bits.width(to), Bits.signed(to));
        }
    }

    /** The condition that the {@code w}-bit floating {@code t} truncated toward zero is in the range of the integer type {@code to}. */
    public static Term floatFitsInteger(TermBuilder tb, Term t, int w, Type to) {
        IntegerTarget target = IntegerTarget.of(to);
        int n = target.width();
        boolean signed = target.signed();
        Term truncated = tb.fpRound(t, effigy.term.Ieee754.RTZ);
        return tb.and(tb.fpCompare(Op.FP_LE, tb.bv(effigy.term.Ieee754.integerLow(n, signed, w), w), truncated),
                tb.fpCompare(Op.FP_LT, truncated, tb.bv(effigy.term.Ieee754.integerLimit(n, signed, w), w)));
    }

    // ------------------------------------------------------------------ casts

    /** A cast between scalar types (see {@link Rvalue.Cast}). */
    public static Term cast(TermBuilder tb, Term t, Type from, Type to) {
        if (Bits.isBits(to) && from instanceof Type.IntType) return tb.intToBv(t, Bits.width(to));
        if (to instanceof Type.IntType && Bits.isBits(from)) return tb.bvToInt(t, Bits.signed(from));
        if (to instanceof Type.BoolType) {
            return from instanceof Type.BoolType ? t : Bits.isBits(from) ? tb.ne(t, tb.bv(0, Bits.width(from))) : tb.ne(t, tb.integer(0));
        }
        if (from instanceof Type.BoolType) {
            return Bits.isBits(to) ? tb.ite(t, tb.bv(1, Bits.width(to)), tb.bv(0, Bits.width(to))) : tb.ite(t, tb.integer(1), tb.integer(0));
        }
        if (Bits.isBits(from) && Bits.isBits(to)) return tb.resize(t, Bits.width(to), Bits.signed(from));
        return t;
    }

    /** The condition that a value is not zero (C's truth of a scalar; a Boolean is itself). */
    public static Term nonZero(TermBuilder tb, Term t, Type type) {
        if (type instanceof Type.BoolType) return t;
        if (type instanceof Type.FloatType ft) return tb.not(tb.fpCompare(Op.FP_EQ, t, tb.bv(0, ft.width())));
        if (Bits.isBits(type)) return tb.ne(t, tb.bv(0, Bits.width(type)));
        return tb.ne(t, tb.integer(0));
    }
}
