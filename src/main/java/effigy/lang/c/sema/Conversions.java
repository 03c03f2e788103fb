package effigy.lang.c.sema;

import effigy.lang.c.sema.TypedExpr.Binary;
import effigy.lang.c.sema.TypedExpr.Cast;
import effigy.lang.c.sema.TypedExpr.IntConstant;
import effigy.lang.c.types.ArrayType;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.IntKind;
import effigy.lang.c.types.IntegerType;
import effigy.lang.c.types.PointerType;
import effigy.lang.c.types.Types;
import effigy.lang.c.types.VoidType;
import effigy.source.DiagnosticException;
import effigy.source.Span;

import java.math.BigInteger;

/**
 * Building blocks of the typed tree that encode C's conversion rules: lvalue conversion and decay, the
 * explicit {@link Cast} for a conversion between two types, conversion as if by assignment with its
 * constraints (C99 6.5.16.1), null pointer constants, and folding of integer constant expressions.
 */
final class Conversions {
    private Conversions() {}

    /**
     * The value of an expression (C99 6.3.2.1): an array designator decays to a pointer to its first element,
     * a function designator to a pointer to the function, another lvalue is read by a {@link TypedExpr.Load}.
     * Non-lvalues are returned unchanged. The caller has rejected lvalues of incomplete non-array type.
     */
    static TypedExpr rvalue(TypedExpr e) {
        CType t = e.type().unqualified();
        if (t instanceof ArrayType a) {
            return new Cast(Cast.Kind.ARRAY_TO_POINTER, e, new PointerType(a.element()), e.span());
        }
        if (t.isFunction()) return new Cast(Cast.Kind.FUNCTION_TO_POINTER, e, new PointerType(t), e.span());
        if (e.isLvalue()) return bitFieldPromotion(e, new TypedExpr.Load(e, e.span()));
        return e;
    }

    /**
     * {@code value}, the value read from or stored in {@code lvalue}, as gcc types it when {@code lvalue} is a
     * bit-field: a bit-field narrower than {@code int} has type {@code int} after the integer promotions, whatever
     * its declared type ({@code unsigned}, {@code long}, {@code _Bool}, an enum; C11 6.3.1.1p2, gcc), so its value
     * is converted to {@code int} (it always fits); a 32-bit bit-field of a wider type ({@code long x : 32}) is as
     * {@code int} or {@code unsigned int} of its signedness. Otherwise {@code value} itself. (A bit-field of more
     * than 32 bits keeps its declared type: gcc computes with such a field in a type of the field's width, so
     * arithmetic that wraps around differs.)
     */
    static TypedExpr bitFieldPromotion(TypedExpr lvalue, TypedExpr value) {
        if (!(lvalue instanceof TypedExpr.Member m) || !m.field().isBitField()) return value;
        int width = m.field().bitWidth();
        int intBits = IntKind.INT.bits();
        CType to;
        if (width < intBits) to = IntegerType.INT;
        else if (width == intBits && Types.sizeOf(value.type()) > IntKind.INT.size()) {
            to = Types.intKind(value.type()).isSigned() ? IntegerType.INT : IntegerType.of(IntKind.UINT);
        } else return value;
        return value.type().equals(to) ? value : new Cast(Cast.Kind.INTEGER, value, to, value.span());
    }

    /**
     * {@code value} (an rvalue) converted to {@code target}'s unqualified type with the {@link Cast} that says
     * how: no node if the types are already equal; constants folded. The caller has checked that C allows the
     * conversion (integer and pointer types among themselves, anything to void).
     *
     * @throws IllegalArgumentException for a pair of types no conversion exists between
     */
    static TypedExpr convert(TypedExpr value, CType target, Span span) {
        CType to = target.unqualified();
        CType from = value.type();
        if (to.isVoid()) return from.isVoid() ? value : new Cast(Cast.Kind.TO_VOID, value, VoidType.VOID, span);
        if (from.equals(to)) return value;
        Cast.Kind kind;
        if (to.equals(IntegerType.BOOL) && from.isScalar()) kind = Cast.Kind.TO_BOOL;
        else if (to.isFloating() && from.isArithmetic() || to.isArithmetic() && from.isFloating()) kind = Cast.Kind.FLOATING;
        else if (to.isInteger() && from.isInteger()) kind = Cast.Kind.INTEGER;
        else if (to.isInteger() && from.isPointer()) kind = Cast.Kind.POINTER_TO_INTEGER;
        else if (to.isPointer() && from.isInteger()) kind = Cast.Kind.INTEGER_TO_POINTER;
        else if (to.isPointer() && from.isPointer()) kind = Cast.Kind.POINTER_TO_POINTER;
        else throw new IllegalArgumentException("no conversion from " + from + " to " + to);
        return fold(new Cast(kind, value, to, span));
    }

    /**
     * Conversion as if by assignment (C99 6.5.16.1) of {@code value} (an rvalue) to {@code target}, used for
     * assignment, initialization, argument passing and return. Allowed: arithmetic to arithmetic; the same
     * struct or union type; a pointer to {@code _Bool}; to a pointer, a null pointer constant, or a pointer whose
     * pointee is compatible with the target's (ignoring qualifiers) or either pointee being {@code void}, as long
     * as the target's pointee has every qualifier of the value's.
     *
     * @param context how the conversion arises, for messages: "assignment", "initialization",
     *     "argument 1 of 'f'", "return"
     * @throws DiagnosticException at {@code span} if the conversion violates a constraint
     */
    static TypedExpr assign(TypedExpr value, CType target, Span span, String context) {
        CType to = target.unqualified();
        CType from = value.type();
        if (from.isVoid()) throw DiagnosticException.at(span, "a void value cannot be used in " + context);
        if ((to.isArithmetic() && from.isArithmetic()) || (to.equals(IntegerType.BOOL) && from.isPointer())) {
            return convert(value, to, span);
        }
        if (to.isStructOrUnion() && from.equals(to)) return value;
        if (to instanceof PointerType tp) {
            if (isNullPointerConstant(value)) return convert(value, to, span);
            if (from instanceof PointerType fp) {
                CType tt = tp.pointee();
                CType ft = fp.pointee();
                boolean voidOk = (tt.isVoid() && !ft.isFunction()) || (ft.isVoid() && !tt.isFunction());
                if (!voidOk && !Types.compatible(tt.unqualified(), ft.unqualified())) {
                    throw DiagnosticException.at(span, "incompatible pointer types in " + context + ": '"
                            + from.spelling() + "' to '" + to.spelling() + "'");
                }
                if ((ft.isConst() && !tt.isConst()) || (ft.isVolatile() && !tt.isVolatile())) {
                    throw DiagnosticException.at(span, context + " of '" + to.spelling() + "' from '" + from.spelling()
                            + "' discards qualifiers of the pointed-to type");
                }
                return convert(value, to, span);
            }
            if (from.isInteger()) {
                throw DiagnosticException.at(span, "incompatible integer to pointer conversion in " + context + ": '"
                        + from.spelling() + "' to '" + to.spelling() + "'");
            }
        }
        if (to.isInteger() && from.isPointer()) {
            throw DiagnosticException.at(span, "incompatible pointer to integer conversion in " + context + ": '"
                    + from.spelling() + "' to '" + to.spelling() + "'");
        }
        throw DiagnosticException.at(span, "cannot convert '" + from.spelling() + "' to '" + to.spelling() + "' in "
                + context);
    }

    /**
     * A null pointer constant (C99 6.3.2.3p3): an integer constant expression with value 0 (folded to an
     * {@link IntConstant}), or one cast to {@code void *}.
     */
    static boolean isNullPointerConstant(TypedExpr e) {
        if (e instanceof IntConstant c) return c.value().signum() == 0;
        return e instanceof Cast c && c.kind() == Cast.Kind.INTEGER_TO_POINTER
                && ((PointerType) c.type()).pointee().equals(VoidType.VOID)
                && c.operand() instanceof IntConstant k && k.value().signum() == 0;
    }

    /**
     * {@code e} with a constant result computed, when all its operands are {@link IntConstant}s and C defines the
     * result: casts between integer types, unary and binary arithmetic without signed overflow, division or
     * remainder by a non-zero value, shifts by less than the width (no negative left operand, no overflow, for
     * signed left shifts), comparisons, {@code &&}, {@code ||} and {@code ?:}. Otherwise {@code e} itself.
     */
    static TypedExpr fold(TypedExpr e) {
        if (e instanceof Cast c && c.kind() == Cast.Kind.FLOATING && c.type().isFloating()) {
            // constant conversions to a floating type, as gcc folds them (round to nearest even)
            int w = Types.sizeOf(c.type()) == 4 ? 32 : 64;
            if (c.operand() instanceof TypedExpr.FloatConstant k) {
                int fw = Types.sizeOf(k.type()) == 4 ? 32 : 64;
                return new TypedExpr.FloatConstant(effigy.ir.FloatBits.bits(effigy.ir.FloatBits.value(k.bits(), fw), w), c.type(), e.span());
            }
            if (c.operand() instanceof IntConstant k && k.value().bitLength() < 64) {
                return new TypedExpr.FloatConstant(effigy.ir.FloatBits.fromInteger(k.value().longValue(), true, w), c.type(), e.span());
            }
        }
        if (e instanceof Cast c && c.kind() == Cast.Kind.FLOATING && c.type().isInteger() && !c.type().unqualified().equals(IntegerType.BOOL)
                && c.operand() instanceof TypedExpr.FloatConstant k) {
            // a constant in the target's range folds (truncated toward zero); out of range, it is left to the run's check
            IntKind kind = Types.intKind(c.type());
            Long v = effigy.ir.FloatBits.toInteger(k.bits(), Types.sizeOf(k.type()) == 4 ? 32 : 64, kind.isSigned(), kind.bits());
            if (v != null) {
                BigInteger b = new BigInteger(Long.toUnsignedString(v));
                return new IntConstant(kind.isSigned() ? kind.wrap(b) : b, c.type(), e.span());
            }
        }
        if (e instanceof Cast c && c.kind() == Cast.Kind.TO_BOOL && c.operand() instanceof TypedExpr.FloatConstant k) {
            double x = effigy.ir.FloatBits.value(k.bits(), Types.sizeOf(k.type()) == 4 ? 32 : 64);
            return new IntConstant(x != 0 ? BigInteger.ONE : BigInteger.ZERO, c.type(), e.span());
        }
        if (e instanceof TypedExpr.Unary u && u.op() == TypedExpr.Unary.Op.NEGATE && u.operand() instanceof TypedExpr.FloatConstant k) {
            return new TypedExpr.FloatConstant(effigy.ir.FloatBits.negate(k.bits(), Types.sizeOf(k.type()) == 4 ? 32 : 64), k.type(), e.span());
        }
        if (e instanceof Cast c && c.operand() instanceof IntConstant k
                && (c.kind() == Cast.Kind.INTEGER || c.kind() == Cast.Kind.TO_BOOL)) {
            return new IntConstant(Types.intKind(c.type()).wrap(k.value()), c.type(), e.span());
        }
        if (e instanceof TypedExpr.Unary u && u.operand() instanceof IntConstant k) {
            IntKind kind = Types.intKind(u.type());
            BigInteger r;
            switch (u.op()) {
                case NEGATE: r = k.value().negate(); break;
                case COMPLEMENT: r = k.value().not(); break;
                default: r = k.value().signum() == 0 ? BigInteger.ONE : BigInteger.ZERO; break;
            }
            return inRange(r, kind, u.type(), e.span(), e);
        }
        if (e instanceof Binary b && b.left() instanceof IntConstant l && b.right() instanceof IntConstant r) {
            return foldBinary(b, l.value(), r.value());
        }
        if (e instanceof TypedExpr.Logical g && g.left() instanceof IntConstant l && g.right() instanceof IntConstant r) {
            boolean a = l.value().signum() != 0;
            boolean b = r.value().signum() != 0;
            boolean v = g.op() == TypedExpr.Logical.Op.AND ? a && b : a || b;
            return new IntConstant(v ? BigInteger.ONE : BigInteger.ZERO, IntegerType.INT, e.span());
        }
        if (e instanceof TypedExpr.Conditional c && c.condition() instanceof IntConstant k
                && c.then() instanceof IntConstant t && c.otherwise() instanceof IntConstant f) {
            return new IntConstant((k.value().signum() != 0 ? t : f).value(), c.type(), e.span());
        }
        return e;
    }

    /**
     * An arithmetic constant expression of a static initializer (C11 6.6p8) evaluated as gcc folds it: integer
     * and floating constants, casts between arithmetic types, unary and binary arithmetic, comparisons,
     * {@code !}, {@code &&}, {@code ||} and {@code ?:}. Floating operations are IEEE binary32/binary64 with
     * round to nearest even, in the operand type after the usual arithmetic conversions (a {@code float}
     * operation computes in {@code float}: FLT_EVAL_METHOD 0, as gcc on x86-64). A floating value converted to
     * an integer type is truncated toward zero; one out of the target's range (or NaN) is not a constant and
     * is reported. Anything else is left as it is (the caller rejects what is still not constant).
     *
     * <p>This is only for static initializers: integer constant expressions (array sizes, case labels,
     * enumerators, bit-field widths) keep using {@link #fold}, which folds a floating operand only when it
     * is a floating constant cast to an integer type (C11 6.6p6), so {@code (int)(1.0 + 2.0)} is not one.
     */
    static TypedExpr foldStatic(TypedExpr e) {
        if (e instanceof Cast c) {
            switch (c.kind()) {
                case INTEGER, FLOATING, TO_BOOL, INTEGER_TO_POINTER, POINTER_TO_POINTER -> { }
                default -> { return e; }
            }
            TypedExpr operand = foldStatic(c.operand());
            if (c.kind() == Cast.Kind.FLOATING && c.type().isFloating() && operand instanceof IntConstant k
                    && !Types.intKind(k.type()).isSigned() && k.value().bitLength() == 64) {
                // an unsigned 64-bit value of 2^63 or more (fold handles the values that fit a long)
                return new TypedExpr.FloatConstant(effigy.ir.FloatBits.fromInteger(k.value().longValue(), false,
                        width(c.type())), c.type(), e.span());
            }
            TypedExpr folded = fold(operand == c.operand() ? c : new Cast(c.kind(), operand, c.type(), c.span()));
            if (c.kind() == Cast.Kind.FLOATING && c.type().isInteger() && folded instanceof Cast
                    && operand instanceof TypedExpr.FloatConstant k) {
                throw DiagnosticException.at(e.span(), "floating value " + spell(k) + " is out of the range of '"
                        + c.type().spelling() + "': not a compile-time constant");
            }
            return folded;
        }
        if (e instanceof TypedExpr.Unary u) {
            TypedExpr operand = foldStatic(u.operand());
            return fold(operand == u.operand() ? u : new TypedExpr.Unary(u.op(), operand, u.type(), u.span()));
        }
        if (e instanceof Binary b) {
            TypedExpr l = foldStatic(b.left());
            TypedExpr r = foldStatic(b.right());
            if (l instanceof TypedExpr.FloatConstant x && r instanceof TypedExpr.FloatConstant y) {
                int w = width(x.type());
                if (w != width(y.type())) return b;   // cannot happen: the operands have the common type
                if (b.op().isComparison()) {
                    boolean v = effigy.ir.FloatBits.compare(irOp(b.op()), x.bits(), y.bits(), w);
                    return new IntConstant(v ? BigInteger.ONE : BigInteger.ZERO, IntegerType.INT, e.span());
                }
                return switch (b.op()) {
                    case ADD, SUB, MUL, DIV -> new TypedExpr.FloatConstant(arith(b.op(), x.bits(), y.bits(), w), b.type(), e.span());
                    default -> b;
                };
            }
            return fold(l == b.left() && r == b.right() ? b : new Binary(b.op(), l, r, b.type(), b.span()));
        }
        if (e instanceof TypedExpr.Logical g) {
            TypedExpr l = foldStatic(g.left());
            TypedExpr r = foldStatic(g.right());
            return fold(l == g.left() && r == g.right() ? g : new TypedExpr.Logical(g.op(), l, r, g.span()));
        }
        if (e instanceof TypedExpr.Conditional c) {
            TypedExpr k = foldStatic(c.condition());
            if (k instanceof IntConstant v) {
                // only the chosen operand is evaluated (gcc folds the other one away, even if it is not constant)
                return foldStatic(v.value().signum() != 0 ? c.then() : c.otherwise());
            }
            return e;
        }
        return e;
    }

    /**
     * {@code x op y} as gcc folds it (its real.c): IEEE round to nearest even, and a NaN result as gcc makes
     * it rather than as the machine does: a NaN operand is the result (the left one if both are; made quiet,
     * its sign kept, also for {@code x - NaN}), and an invalid operation on non-NaN operands gives the
     * canonical quiet NaN, positive for {@code inf - inf}, with the sign of the product or quotient of the
     * operands' signs for {@code 0 * inf}, {@code 0 / 0} and {@code inf / inf} (x86's SSE would give its
     * negative default NaN in every such case).
     */
    private static long arith(Binary.Op op, long x, long y, int w) {
        long sign = w == 32 ? 0x80000000L : Long.MIN_VALUE;
        long quiet = w == 32 ? 0x00400000L : 0x0008000000000000L;
        if (Double.isNaN(effigy.ir.FloatBits.value(x, w))) return x | quiet;
        if (Double.isNaN(effigy.ir.FloatBits.value(y, w))) return y | quiet;
        long r = effigy.ir.FloatBits.arith(irOp(op), x, y, w);
        if (!Double.isNaN(effigy.ir.FloatBits.value(r, w))) return r;
        long nan = w == 32 ? 0x7fc00000L : 0x7ff8000000000000L;
        boolean negative = (op == Binary.Op.MUL || op == Binary.Op.DIV) && ((x ^ y) & sign) != 0;
        return negative ? nan | sign : nan;
    }

    private static int width(CType floating) { return Types.sizeOf(floating) == 4 ? 32 : 64; }

    private static String spell(TypedExpr.FloatConstant k) {
        double v = effigy.ir.FloatBits.value(k.bits(), width(k.type()));
        return width(k.type()) == 32 ? Float.toString((float) v) : Double.toString(v);
    }

    private static effigy.ir.Rvalue.BinOp irOp(Binary.Op op) {
        return switch (op) {
            case ADD -> effigy.ir.Rvalue.BinOp.ADD;
            case SUB -> effigy.ir.Rvalue.BinOp.SUB;
            case MUL -> effigy.ir.Rvalue.BinOp.MUL;
            case DIV -> effigy.ir.Rvalue.BinOp.DIV;
            case LT -> effigy.ir.Rvalue.BinOp.LT;
            case GT -> effigy.ir.Rvalue.BinOp.GT;
            case LE -> effigy.ir.Rvalue.BinOp.LE;
            case GE -> effigy.ir.Rvalue.BinOp.GE;
            case EQ -> effigy.ir.Rvalue.BinOp.EQ;
            case NE -> effigy.ir.Rvalue.BinOp.NE;
            default -> throw new IllegalArgumentException(op + " on floating values");
        };
    }

    private static TypedExpr foldBinary(Binary b, BigInteger x, BigInteger y) {
        Span span = b.span();
        if (b.op().isComparison()) {
            int cmp = x.compareTo(y);
            boolean v;
            switch (b.op()) {
                case LT: v = cmp < 0; break;
                case GT: v = cmp > 0; break;
                case LE: v = cmp <= 0; break;
                case GE: v = cmp >= 0; break;
                case EQ: v = cmp == 0; break;
                default: v = cmp != 0; break;
            }
            return new IntConstant(v ? BigInteger.ONE : BigInteger.ZERO, IntegerType.INT, span);
        }
        IntKind kind = Types.intKind(b.type());
        BigInteger r;
        switch (b.op()) {
            case MUL: r = x.multiply(y); break;
            case ADD: r = x.add(y); break;
            case SUB: r = x.subtract(y); break;
            case DIV:
            case REM:
                if (y.signum() == 0 || !kind.contains(x.divide(y))) return b;
                r = b.op() == Binary.Op.DIV ? x.divide(y) : x.remainder(y);
                break;
            case SHL:
            case SHR: {
                if (y.signum() < 0 || y.compareTo(BigInteger.valueOf(kind.bits())) >= 0) return b;
                int n = y.intValue();
                if (b.op() == Binary.Op.SHR) {
                    r = x.shiftRight(n);
                } else {
                    if (kind.isSigned() && x.signum() < 0) return b;
                    r = x.shiftLeft(n);
                }
                break;
            }
            case BIT_AND: r = x.and(y); break;
            case BIT_XOR: r = x.xor(y); break;
            default: r = x.or(y); break;
        }
        return inRange(r, kind, b.type(), span, b);
    }

    /** {@code r} as a constant of {@code type}: wrapped if unsigned; if signed and out of range, {@code unfolded}. */
    private static TypedExpr inRange(BigInteger r, IntKind kind, CType type, Span span, TypedExpr unfolded) {
        if (!kind.isSigned()) return new IntConstant(kind.wrap(r), type, span);
        return kind.contains(r) ? new IntConstant(r, type, span) : unfolded;
    }
}
