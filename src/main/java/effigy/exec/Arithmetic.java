package effigy.exec;

import effigy.ir.FloatBits;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.source.Span;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.Map;

/**
 * The arithmetic of operations: unary and binary operators and casts on mathematical integers, C's bit-vectors and
 * pointers, and IEEE floating values, each on concrete machine longs (the fast path, no terms) or on terms
 * ({@link Semantics} builds those). Each operation puts its result in a frame slot; the runtime checks it needs
 * (division by zero, signed overflow, shift amounts, float-to-integer range) are {@link Checks}'.
 */
final class Arithmetic {
    private final Executor ex;
    private final TermBuilder tb;
    private final ExecOptions options;
    private final Checks checks;

    Arithmetic(Executor ex, Checks checks) {
        this.ex = ex;
        this.tb = ex.termBuilder();
        this.options = ex.options();
        this.checks = checks;
    }

    void unary(State s, Frame f, int slot, Rvalue.Unary u, Span span) {
        Type type = u.operand().type();
        if (type instanceof Type.FloatType ft) {
            if (!ex.eval(f, u.operand())) { Executor.setTerm(f, slot, Semantics.floatUnary(tb, u.op(), ex.tv, ft.width())); return; }
            long v = ex.cv;
            if (u.op() == Rvalue.UnOp.NEG) Executor.setConc(f, slot, FloatBits.negate(v, ft.width()));
            else if (u.op() == Rvalue.UnOp.ABS) Executor.setConc(f, slot, v & ~FloatBits.negate(0, ft.width()));
            else throw new IllegalStateException(u.op() + " on a floating value");
            return;
        }
        if (Bits.isBits(type)) {
            int w = Bits.width(type);
            boolean negatable = !(u.op() == Rvalue.UnOp.NEG && Bits.signed(type) && options.checkOverflow());
            if (ex.eval(f, u.operand())) {
                long v = ex.cv;
                if (!negatable && v == Bits.norm(1L << (w - 1), w)) throw ex.error(s, ErrorKind.SIGNED_OVERFLOW, "signed overflow in -(" + Bits.sx(v, w) + ")", span);
                Executor.setConc(f, slot, switch (u.op()) {
                    case NEG -> Bits.norm(-v, w);
                    case BNOT -> Bits.norm(~v, w);
                    case ABS -> Bits.norm(Math.abs(Bits.sx(v, w)), w);
                    case NOT -> v == 0 ? 1 : 0;
                });
            } else {
                Term t = ex.tv;
                if (!negatable) {
                    checks.check(s, Semantics.negationNoOverflow(tb, t, w), ErrorKind.SIGNED_OVERFLOW, "signed overflow in -(" + ex.show(s, t) + ")", span);
                }
                Executor.setTerm(f, slot, Semantics.bitsUnary(tb, u.op(), t, type));
            }
            return;
        }
        if (ex.eval(f, u.operand())) {
            long v = ex.cv;
            switch (u.op()) {
                case NEG -> { if (v != Long.MIN_VALUE) Executor.setConc(f, slot, -v); else Executor.setTerm(f, slot, tb.neg(tb.integer(v))); }
                case NOT -> Executor.setConc(f, slot, v == 0 ? 1 : 0);
                case ABS -> { if (v != Long.MIN_VALUE) Executor.setConc(f, slot, Math.abs(v)); else Executor.setTerm(f, slot, tb.abs(tb.integer(v))); }
                case BNOT -> Executor.setConc(f, slot, ~v); // C's integers under --ints=math: ~v = -v - 1, exactly
            }
            return;
        }
        Executor.setTerm(f, slot, Semantics.mathUnary(tb, u.op(), ex.tv));
    }

    void binary(State s, Frame f, int slot, Rvalue.Binary b, Span span) {
        if (b.left().type() instanceof Type.FloatType ft) {
            boolean lc = ex.eval(f, b.left());
            long l = ex.cv;
            boolean rc = ex.eval(f, b.right());
            long r = ex.cv;
            if (!lc || !rc) {
                Term x = lc ? ex.concTerm(l, b.left().type()) : ex.term(f, b.left());
                Term y = rc ? ex.concTerm(r, b.right().type()) : ex.term(f, b.right());
                Executor.setTerm(f, slot, Semantics.floatBinary(tb, b.op(), x, y));
                return;
            }
            if (b.op().isComparison()) Executor.setConc(f, slot, FloatBits.compare(b.op(), l, r, ft.width()) ? 1 : 0);
            else Executor.setConc(f, slot, FloatBits.arith(b.op(), l, r, ft.width()));
            return;
        }
        if (Bits.isBits(b.left().type())) {
            bitsBinary(s, f, slot, b, span);
            return;
        }
        if (b.op().isBitwise()) {
            Executor.setTerm(f, slot, mathBitwise(s, f, b, span));
            return;
        }
        boolean lc = ex.eval(f, b.left());
        long l = ex.cv;
        Term lt = ex.tv;
        boolean rc = ex.eval(f, b.right());
        long r = ex.cv;
        if (lc && rc) {
            if (concreteBinary(s, f, slot, b.op(), l, r, span)) return;
            lt = ex.concTerm(l, b.left().type());
            ex.tv = ex.concTerm(r, b.right().type());
        } else if (lc) {
            lt = ex.concTerm(l, b.left().type());
        } else if (rc) {
            ex.tv = ex.concTerm(r, b.right().type());
        }
        Executor.setTerm(f, slot, symbolicBinary(s, b.op(), lt, ex.tv, span));
    }

    /**
     * A bitwise operator on C integers under {@code --ints=math}, on the integers' infinite two's-complement
     * representation: exact on concrete values; on a symbolic value, the operations that are arithmetic
     * ({@code x << k} = x·2^k, {@code x >> k} = ⌊x / 2^k⌋, {@code x & (2^k - 1)} = x mod 2^k) are done as
     * such, and the rest end the path as {@code unsupported} (they have no exact integer-arithmetic form).
     */
    private Term mathBitwise(State s, Frame f, Rvalue.Binary b, Span span) {
        Term l = ex.term(f, b.left()), r = ex.term(f, b.right());
        int width = ((Type.IntType) b.left().type()).width();
        Rvalue.BinOp op = b.op();
        if (op == Rvalue.BinOp.SHL || op == Rvalue.BinOp.SHR) {
            if (!(r instanceof Term.IntLit amount)) {
                throw new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(ErrorKind.UNSUPPORTED, "the shift amount "
                        + ex.show(s, r) + " is symbolic; with --ints=math a shift needs a concrete amount", span), Map.of()));
            }
            BigInteger k = amount.value();
            if (k.signum() < 0 || k.compareTo(BigInteger.valueOf(width)) >= 0) {
                if (options.enabled(ErrorKind.INVALID_SHIFT)) throw checks.invalidShift(s, span, k.toString(), width);
                if (k.signum() < 0) return tb.integer(0);
            }
        }
        Term v = Semantics.mathBitwise(tb, op, l, r);
        if (v != null) return v;
        throw new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(ErrorKind.UNSUPPORTED, "'" + op.spelling().trim() + "' on the symbolic value "
                + ex.show(s, l instanceof Term.IntLit ? r : l) + " has no exact meaning on mathematical integers (--ints=math);"
                + " run with --ints=bv for bit-precise semantics", span), Map.of()));
    }

    /** The concrete fast path; returns false when the result does not fit in a long (then terms take over). */
    private boolean concreteBinary(State s, Frame f, int slot, Rvalue.BinOp op, long l, long r, Span span) {
        try {
            long v;
            switch (op) {
                case ADD -> v = Math.addExact(l, r);
                case SUB -> v = Math.subtractExact(l, r);
                case MUL -> v = Math.multiplyExact(l, r);
                case DIV -> {
                    if (r == 0) throw checks.divisionByZero(s, span);
                    if (l == Long.MIN_VALUE && r == -1) return false;
                    v = l / r;
                }
                case REM -> { if (r == 0) throw checks.divisionByZero(s, span); v = r == -1 ? 0 : l % r; }
                case MOD -> { if (r == 0) throw checks.divisionByZero(s, span); v = r == -1 ? 0 : Math.floorMod(l, r); }
                case POW -> { return false; }
                case EQ -> v = l == r ? 1 : 0;
                case NE -> v = l != r ? 1 : 0;
                case LT -> v = l < r ? 1 : 0;
                case LE -> v = l <= r ? 1 : 0;
                case GT -> v = l > r ? 1 : 0;
                case GE -> v = l >= r ? 1 : 0;
                case AND -> v = (l != 0 && r != 0) ? 1 : 0;
                case OR -> v = (l != 0 || r != 0) ? 1 : 0;
                case IMPLIES -> v = (l == 0 || r != 0) ? 1 : 0;
                default -> throw new IllegalStateException(op + " on mathematical integers");
            }
            Executor.setConc(f, slot, v);
            return true;
        } catch (ArithmeticException overflow) {
            return false;
        }
    }

    private Term symbolicBinary(State s, Rvalue.BinOp op, Term l, Term r, Span span) {
        if (op == Rvalue.BinOp.POW) return power(s, l, r, span);
        if (Semantics.divides(op)) checks.nonZero(s, r, span);
        return Semantics.mathBinary(tb, op, l, r);
    }

    // ------------------------------------------------------------------ bit-vectors and pointers

    /**
     * C's fixed-width arithmetic: wrap-around at the width, signed or unsigned division, comparison and
     * right shift by the operand type, byte arithmetic on pointers. Division by zero and shift amounts
     * outside 0..width-1 are error leaves.
     */
    void bitsBinary(State s, Frame f, int slot, Rvalue.Binary b, Span span) {
        Type lt = b.left().type(), rt = b.right().type();
        boolean lc = ex.eval(f, b.left());
        long l = ex.cv;
        Term lterm = ex.tv;
        boolean rc = ex.eval(f, b.right());
        long r = ex.cv;
        Term rterm = ex.tv;
        Rvalue.BinOp op = b.op();
        int w = Bits.width(lt);
        boolean signed = Bits.signed(lt);
        if (lc && rc) {
            long v;
            switch (op) {
                case ADD -> { v = Bits.norm(l + r, w); if (signed) checks.overflow(s, Bits.sx(l, w) + Bits.sx(r, w), w, span, l, r, op); }
                case SUB -> { v = Bits.norm(l - r, w); if (signed) checks.overflow(s, Bits.sx(l, w) - Bits.sx(r, w), w, span, l, r, op); }
                case MUL -> { v = Bits.norm(l * r, w); if (signed) checks.overflow(s, Bits.sx(l, w) * Bits.sx(r, w), w, span, l, r, op); }
                case DIV, REM -> {
                    if (r == 0) {
                        if (options.enabled(ErrorKind.DIVISION_BY_ZERO)) throw checks.divisionByZero(s, span);
                        // SMT-LIB's values, as the symbolic path has them: x % 0 = x; x / 0 = all ones, except a
                        // signed negative x, where bvsdiv divides |x| and negates: -(all ones) = 1
                        v = op == Rvalue.BinOp.REM ? l : signed && Bits.sx(l, w) < 0 ? 1 : Bits.mask(w);
                    } else if (signed) {
                        long x = Bits.sx(l, w), y = Bits.sx(r, w);
                        if (op == Rvalue.BinOp.DIV && y == -1 && x == Bits.sx(1L << (w - 1), w) && options.checkOverflow()) {
                            throw ex.error(s, ErrorKind.SIGNED_OVERFLOW, "signed overflow in " + x + " / -1", span);
                        }
                        v = Bits.norm(op == Rvalue.BinOp.DIV ? (y == -1 ? -x : x / y) : (y == -1 ? 0 : x % y), w);
                    } else {
                        v = op == Rvalue.BinOp.DIV ? Long.divideUnsigned(l, r) : Long.remainderUnsigned(l, r);
                    }
                }
                case SHL, SHR -> {
                    long amount = Bits.sx(r, Bits.width(rt));
                    if (amount < 0 || amount >= w) {
                        if (options.enabled(ErrorKind.INVALID_SHIFT)) throw checks.invalidShift(s, span, Long.toString(amount), w);
                        v = op == Rvalue.BinOp.SHR && signed && Bits.sx(l, w) < 0 ? Bits.mask(w) : 0;
                    } else {
                        if (op == Rvalue.BinOp.SHL && signed && options.checkOverflow() && Semantics.shlOverflows(l, amount, w)) {
                            throw ex.error(s, ErrorKind.SIGNED_OVERFLOW, "signed overflow in " + Bits.sx(l, w) + " << " + amount, span);
                        }
                        v = op == Rvalue.BinOp.SHL ? Bits.norm(l << amount, w) : signed ? Bits.norm(Bits.sx(l, w) >> amount, w) : l >>> amount;
                    }
                }
                case BAND -> v = l & r;
                case BOR -> v = l | r;
                case BXOR -> v = l ^ r;
                case EQ -> v = l == r ? 1 : 0;
                case NE -> v = l != r ? 1 : 0;
                case LT, LE, GT, GE -> {
                    int c = signed ? Long.compare(Bits.sx(l, w), Bits.sx(r, w)) : Long.compareUnsigned(l, r);
                    boolean t = switch (op) { case LT -> c < 0; case LE -> c <= 0; case GT -> c > 0; default -> c >= 0; };
                    v = t ? 1 : 0;
                }
                default -> throw new IllegalStateException(op + " on bit-vectors");
            }
            Executor.setConc(f, slot, v);
            return;
        }
        Term x = lc ? ex.concTerm(l, lt) : lterm, y = rc ? ex.concTerm(r, rt) : rterm;
        if ((op == Rvalue.BinOp.DIV || op == Rvalue.BinOp.REM) && options.enabled(ErrorKind.DIVISION_BY_ZERO)) {
            checks.check(s, Semantics.nonZeroBits(tb, y, rt), ErrorKind.DIVISION_BY_ZERO, "division by zero", span);
        }
        if (signed && Semantics.canOverflow(op)) checks.noOverflow(s, x, y, op, w, span);
        if (signed && op == Rvalue.BinOp.SHL && options.checkOverflow()) {
            checks.check(s, Semantics.shlNoSignedOverflow(tb, x, y, w, rt), ErrorKind.SIGNED_OVERFLOW,
                    "signed overflow in " + ex.show(s, x) + " << " + ex.show(s, y), span);
        }
        if ((op == Rvalue.BinOp.SHL || op == Rvalue.BinOp.SHR) && options.enabled(ErrorKind.INVALID_SHIFT)) {
            checks.check(s, Semantics.shiftInRange(tb, y, w, rt), ErrorKind.INVALID_SHIFT, "shift amount " + ex.show(s, y) + " may be outside 0.." + (w - 1), span);
        }
        Term v = Semantics.bitsBinary(tb, op, x, y, lt, rt);
        Executor.setTerm(f, slot, v);
    }

    /**
     * A cast to or from a floating type: between floating types by IEEE conversion (round to nearest even);
     * from an integer, rounded to nearest even; to an integer, truncated toward zero, and a NaN or a value out
     * of the target's range (undefined in C) is the error leaf {@code float-to-int-overflow}; to bool, non-zero.
     */
    void floatCast(State s, Frame f, int slot, Rvalue.Cast c, Span span) {
        Type from = c.operand().type(), to = c.type();
        if (!ex.eval(f, c.operand())) {
            // --ints=math: an exact integer beyond a long converts directly (BigInteger's conversions round to nearest even)
            if (ex.tv instanceof Term.IntLit lit && to instanceof Type.FloatType tf) {
                Executor.setConc(f, slot, tf.width() == 32 ? FloatBits.ofFloat(lit.value().floatValue()) : FloatBits.ofDouble(lit.value().doubleValue()));
                return;
            }
            Term t = ex.tv;
            if (from instanceof Type.FloatType ff && !(to instanceof Type.FloatType) && !(to instanceof Type.BoolType)) {
                checks.check(s, Semantics.floatFitsInteger(tb, t, ff.width(), to), ErrorKind.FLOAT_TO_INT_OVERFLOW,
                        "the floating value " + ex.show(s, t) + " can be outside the range of " + to + " (undefined behaviour)", span);
            }
            Executor.setTerm(f, slot, Semantics.floatCast(tb, t, from, to));
            return;
        }
        long v = ex.cv;
        if (from instanceof Type.FloatType ff) {
            double x = FloatBits.value(v, ff.width());
            if (to instanceof Type.FloatType tf) { Executor.setConc(f, slot, effigy.term.Ieee754.convert(v, ff.width(), tf.width())); return; }
            if (to instanceof Type.BoolType) { Executor.setConc(f, slot, x != 0 ? 1 : 0); return; }
            Semantics.IntegerTarget target = Semantics.IntegerTarget.of(to);
            int w = target.width();
            boolean signed = target.signed();
            Long r = FloatBits.toInteger(v, ff.width(), signed, w);
            if (r == null) {
                throw ex.error(s, ErrorKind.FLOAT_TO_INT_OVERFLOW, "the floating value " + FloatBits.show(v, ff.width())
                        + " is outside the range of " + (signed ? "i" : "u") + w + " (undefined behaviour)", span);
            }
            long iv = r;
            if (to instanceof Type.IntType) {
                if (signed) iv = Bits.sx(iv, w);
                else if (iv < 0) { Executor.setTerm(f, slot, tb.integer(new BigInteger(Long.toUnsignedString(iv)))); return; }
            }
            Executor.setConc(f, slot, iv);
            return;
        }
        Type.FloatType tf = (Type.FloatType) to;
        if (from instanceof Type.BoolType) { Executor.setConc(f, slot, FloatBits.fromInteger(v != 0 ? 1 : 0, true, tf.width())); return; }
        if (from instanceof Type.IntType) { Executor.setConc(f, slot, FloatBits.fromInteger(v, true, tf.width())); return; }
        boolean signed = Bits.signed(from);
        Executor.setConc(f, slot, FloatBits.fromInteger(signed ? Bits.sx(v, Bits.width(from)) : v, signed, tf.width()));
    }

    /** A cast between scalar types; see {@link Rvalue.Cast}. */
    void cast(Frame f, int slot, Rvalue.Cast c) {
        Type from = c.operand().type(), to = c.type();
        if (ex.eval(f, c.operand())) {
            long v = ex.cv;
            if (to instanceof Type.BoolType) Executor.setConc(f, slot, v != 0 ? 1 : 0);
            else if (Bits.isBits(to) && from instanceof Type.IntType) Executor.setConc(f, slot, Bits.norm(v, Bits.width(to)));
            else if (to instanceof Type.IntType && Bits.isBits(from) && !Bits.signed(from) && Bits.width(from) == 64 && v < 0) {
                Executor.setTerm(f, slot, tb.integer(new BigInteger(Long.toUnsignedString(v))));
            } else if (to instanceof Type.IntType && Bits.isBits(from)) Executor.setConc(f, slot, Bits.signed(from) ? Bits.sx(v, Bits.width(from)) : v);
            else if (from instanceof Type.BoolType || !Bits.isBits(to) || !Bits.isBits(from)) Executor.setConc(f, slot, v);
            else Executor.setConc(f, slot, Bits.norm(Bits.signed(from) ? Bits.sx(v, Bits.width(from)) : v, Bits.width(to)));
            return;
        }
        Executor.setTerm(f, slot, Semantics.cast(tb, ex.tv, from, to));
    }

    private Term power(State s, Term base, Term exponent, Span span) {
        if (!(exponent instanceof Term.IntLit e)) {
            throw new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(ErrorKind.UNSUPPORTED,
                    "exponent " + ex.show(s, exponent) + " is symbolic; ** needs a concrete exponent", span), Map.of()));
        }
        BigInteger n = e.value();
        if (n.signum() >= 0) {
            if (n.bitLength() > 20) {
                throw new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(ErrorKind.UNSUPPORTED, "exponent " + n + " is too large", span), Map.of()));
            }
            return Semantics.power(tb, base, n);
        }
        // negative exponent: 1 / base^|n|, truncated toward zero
        checks.nonZero(s, base, span);
        return Semantics.power(tb, base, n);
    }
}
