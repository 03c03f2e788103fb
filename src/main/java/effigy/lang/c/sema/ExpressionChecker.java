package effigy.lang.c.sema;

import effigy.lang.c.ast.Expr;
import effigy.lang.c.ast.Expr.BinaryOp;
import effigy.lang.c.ast.Initializer;
import effigy.lang.c.sema.TypedExpr.Cast;
import effigy.lang.c.sema.TypedExpr.IntConstant;
import effigy.lang.c.sema.TypedExpr.Update;
import effigy.lang.c.types.ArrayType;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.FunctionType;
import effigy.lang.c.types.IntKind;
import effigy.lang.c.types.IntegerType;
import effigy.lang.c.types.PointerType;
import effigy.lang.c.types.StructType;
import effigy.lang.c.types.Types;
import effigy.lang.c.types.VoidType;
import effigy.source.DiagnosticException;
import effigy.source.Span;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Type-checks expressions: resolves names through the {@link Sema}'s scopes, applies C99's conversions (see the
 * contract of {@link TypedExpr}) and rejects constraint violations with a {@link DiagnosticException} at the
 * offending expression. {@link #check} gives the expression as it designates (lvalues stay lvalues);
 * {@link #value} gives its value.
 */
final class ExpressionChecker implements Expr.Visitor<TypedExpr, Void> {
    private final Sema sema;

    ExpressionChecker(Sema sema) { this.sema = sema; }

    /** The typed expression, lvalues and designators not yet converted. */
    TypedExpr check(Expr e) { return e.accept(this, null); }

    /** The value of {@code e} (see {@link Conversions#rvalue}); a void expression is returned as it is. */
    TypedExpr value(Expr e) { return valueOf(check(e)); }

    TypedExpr valueOf(TypedExpr t) {
        CType type = t.type();
        if (t.isLvalue() && !type.isArray() && !type.isComplete()) {
            throw DiagnosticException.at(t.span(), "expression has incomplete type '" + type.spelling() + "'");
        }
        return Conversions.rvalue(t);
    }

    /** The value of {@code e}, which must have scalar type, tested against zero: a {@code _Bool}. */
    TypedExpr condition(Expr e) { return toBool(value(e)); }

    private static TypedExpr toBool(TypedExpr v) {
        if (!v.type().isScalar()) {
            throw DiagnosticException.at(v.span(), "'" + v.type().spelling() + "' used where a scalar value is required");
        }
        return Conversions.convert(v, IntegerType.BOOL, v.span());
    }

    /** The value of an integer constant expression, which {@code e} must be; {@code what} names it in messages. */
    BigInteger constant(Expr e, String what) {
        TypedExpr t = value(e);
        if (!t.type().isInteger()) {
            throw DiagnosticException.at(e.span(), what + " has non-integer type '" + t.type().spelling() + "'");
        }
        if (!(t instanceof IntConstant c)) {
            throw DiagnosticException.at(e.span(), what + " is not an integer constant expression");
        }
        return c.value();
    }

    // --------------------------------------------------------------------------------------------- primaries

    @Override public TypedExpr visitIntegerConstant(Expr.IntegerConstant e, Void p) {
        return new IntConstant(e.value(), IntegerType.of(e.kind()), e.span());
    }

    @Override public TypedExpr visitFloatingConstant(Expr.FloatingConstant e, Void p) {
        return new TypedExpr.FloatConstant(e.bits(), e.type(), e.span());
    }

    @Override public TypedExpr visitCharConstant(Expr.CharConstant e, Void p) {
        return new IntConstant(BigInteger.valueOf(e.value()), IntegerType.INT, e.span());
    }

    @Override public TypedExpr visitStringLiteral(Expr.StringLiteral e, Void p) {
        return new TypedExpr.VariableRef(sema.stringLiteral(e.bytes(), e.span()), e.span());
    }

    @Override public TypedExpr visitIdentifier(Expr.Identifier e, Void p) {
        Sema.Binding b = sema.lookup(e.name());
        if (b == null) {
            if (e.name().equals("__func__") || e.name().equals("__FUNCTION__") || e.name().equals("__PRETTY_FUNCTION__")) {
                Optional<Variable> f = sema.functionName(e.span());
                if (f.isPresent()) return new TypedExpr.VariableRef(f.get(), e.span());
            }
            sema.longDoubleUse(e.name(), e.span());
            throw DiagnosticException.at(e.span(), "undeclared identifier '" + e.name() + "'");
        }
        if (b instanceof Sema.ObjectBinding o) return new TypedExpr.VariableRef(o.variable(), e.span());
        if (b instanceof Sema.FunctionBinding f) return new TypedExpr.FunctionRef(f.function(), e.span());
        if (b instanceof Sema.EnumeratorBinding c) return new IntConstant(c.value(), IntegerType.INT, e.span());
        throw DiagnosticException.at(e.span(), "unexpected type name '" + e.name() + "': expected expression");
    }

    // ------------------------------------------------------------------------------------------ unary forms

    @Override public TypedExpr visitUnary(Expr.Unary e, Void p) {
        Span span = e.span();
        switch (e.op()) {
            case PRE_INC: return increment(Update.Kind.PRE_INCREMENT, e);
            case PRE_DEC: return increment(Update.Kind.PRE_DECREMENT, e);
            case POST_INC: return increment(Update.Kind.POST_INCREMENT, e);
            case POST_DEC: return increment(Update.Kind.POST_DECREMENT, e);
            case ADDRESS: return addressOf(e);
            case DEREF: {
                TypedExpr v = value(e.operand());
                if (!(v.type() instanceof PointerType pt)) {
                    throw DiagnosticException.at(span, "indirection requires a pointer operand ('"
                            + v.type().spelling() + "' invalid)");
                }
                return new TypedExpr.Deref(v, pt.pointee(), span);
            }
            case NOT:
                return Conversions.fold(new TypedExpr.Unary(TypedExpr.Unary.Op.NOT,
                        toBool(requireOperand(value(e.operand()), e, true)), IntegerType.INT, span));
            default: {
                boolean integerOnly = e.op() == Expr.UnaryOp.COMPLEMENT;
                TypedExpr v = requireOperand(value(e.operand()), e, false);
                if (integerOnly ? !v.type().isInteger() : !v.type().isArithmetic()) throw invalidUnary(v, e);
                CType promoted = Types.promoteArithmetic(v.type());
                TypedExpr operand = Conversions.convert(v, promoted, v.span());
                if (e.op() == Expr.UnaryOp.PLUS) return operand;
                TypedExpr.Unary.Op op = integerOnly ? TypedExpr.Unary.Op.COMPLEMENT : TypedExpr.Unary.Op.NEGATE;
                return Conversions.fold(new TypedExpr.Unary(op, operand, promoted, span));
            }
        }
    }

    private static TypedExpr requireOperand(TypedExpr v, Expr.Unary e, boolean scalar) {
        if (scalar ? !v.type().isScalar() : !v.type().isArithmetic()) throw invalidUnary(v, e);
        return v;
    }

    private static DiagnosticException invalidUnary(TypedExpr v, Expr.Unary e) {
        return DiagnosticException.at(e.span(), "invalid argument type '" + v.type().spelling() + "' to unary '"
                + e.op().symbol() + "'");
    }

    private TypedExpr addressOf(Expr.Unary e) {
        TypedExpr o = check(e.operand());
        if (o instanceof TypedExpr.Deref d) return d.pointer();
        if (o.type().isFunction()) return new TypedExpr.AddressOf(o, new PointerType(o.type()), e.span());
        if (!o.isLvalue()) {
            throw DiagnosticException.at(e.span(), "cannot take the address of an rvalue of type '"
                    + o.type().spelling() + "'");
        }
        if (o instanceof TypedExpr.Member m && m.field().isBitField()) {
            throw DiagnosticException.at(e.span(), "cannot take the address of the bit-field '" + m.field().name() + "'");
        }
        if (o instanceof TypedExpr.VariableRef v && sema.isRegister(v.variable())) {
            throw DiagnosticException.at(e.span(), "cannot take the address of the register variable '"
                    + v.variable().name() + "'");
        }
        return new TypedExpr.AddressOf(o, new PointerType(o.type()), e.span());
    }

    private TypedExpr increment(Update.Kind kind, Expr.Unary e) {
        boolean increment = kind == Update.Kind.PRE_INCREMENT || kind == Update.Kind.POST_INCREMENT;
        String verb = increment ? "increment" : "decrement";
        TypedExpr target = check(e.operand());
        requireModifiable(target, verb);
        if (!target.type().isScalar()) {
            throw DiagnosticException.at(e.span(), "cannot " + verb + " a value of type '" + target.type().spelling() + "'");
        }
        TypedExpr one = new IntConstant(BigInteger.ONE, IntegerType.INT, e.span());
        BinaryOp op = increment ? BinaryOp.ADD : BinaryOp.SUB;
        boolean post = kind == Update.Kind.POST_INCREMENT || kind == Update.Kind.POST_DECREMENT;
        return update(kind, target, op, one, e.span(), e.op().symbol(), post);
    }

    /** The read-modify-write {@code target op= operand} (see {@link Update}). */
    private TypedExpr update(Update.Kind kind, TypedExpr target, BinaryOp op, TypedExpr operand, Span span,
                             String spelling, boolean post) {
        CType type = target.type().unqualified();
        TypedExpr old = Conversions.bitFieldPromotion(target, new TypedExpr.OldValue(type, target.span()));
        TypedExpr result = binary(op, old, operand, span, spelling);
        TypedExpr newValue = Conversions.assign(result, type, span, "assignment");
        return Conversions.bitFieldPromotion(target, new Update(kind, target, newValue, result.type(), post, span));
    }

    /** Checks that {@code target} is a modifiable lvalue (C99 6.3.2.1p1); {@code verb} says what is done to it. */
    private static void requireModifiable(TypedExpr target, String verb) {
        Span span = target.span();
        CType type = target.type();
        if (!target.isLvalue()) throw DiagnosticException.at(span, "expression is not assignable");
        if (type.isArray()) {
            throw DiagnosticException.at(span, "array type '" + type.spelling() + "' is not assignable");
        }
        if (!type.isComplete()) {
            throw DiagnosticException.at(span, "expression has incomplete type '" + type.spelling() + "'");
        }
        String what = target instanceof TypedExpr.VariableRef v ? "variable '" + v.variable().name() + "'"
                : target instanceof TypedExpr.Member m ? "member '" + m.field().name() + "'" : "a read-only location";
        if (type.isConst()) {
            throw DiagnosticException.at(span, "cannot " + verb + " " + what + " with const-qualified type '"
                    + type.spelling() + "'");
        }
        if (hasConstMember(type)) {
            throw DiagnosticException.at(span, "cannot " + verb + " " + what + ": its type '" + type.spelling()
                    + "' has a const-qualified member");
        }
    }

    private static boolean hasConstMember(CType type) {
        if (!(type.unqualified() instanceof StructType s)) return false;
        for (StructType.Field f : s.fields()) {
            CType ft = f.type();
            while (ft instanceof ArrayType a) ft = a.element();
            if (ft.isConst() || hasConstMember(ft)) return true;
        }
        return false;
    }

    @Override public TypedExpr visitSizeofExpr(Expr.SizeofExpr e, Void p) {
        TypedExpr t = sema.unevaluated(() -> check(e.operand()));
        rejectBitField(t, "sizeof", e.span());
        return sizeOf(t.type(), e.span());
    }

    /** gcc's error for {@code sizeof} and {@code typeof} of a bit-field, whose type is not that of an object. */
    static void rejectBitField(TypedExpr t, String operator, Span span) {
        if (t instanceof TypedExpr.Member m && m.field().isBitField()) {
            throw DiagnosticException.at(span, "'" + operator + "' applied to the bit-field '" + m.field().name() + "'");
        }
    }

    @Override public TypedExpr visitSizeofType(Expr.SizeofType e, Void p) {
        return sizeOf(sema.typeName(e.type()), e.span());
    }

    /**
     * {@code sizeof} of a type; as GNU C (gcc warns only with {@code -Wpointer-arith}), {@code void} and a function
     * type have size 1.
     */
    private static TypedExpr sizeOf(CType type, Span span) {
        if (type.isFunction() || type.isVoid()) return new IntConstant(BigInteger.ONE, IntegerType.sizeT(), span);
        if (!type.isComplete()) {
            throw DiagnosticException.at(span, "invalid application of 'sizeof' to an incomplete type '"
                    + type.spelling() + "'");
        }
        if (Types.hasVariableSize(type)) return new TypedExpr.VlaSize(type.unqualified(), span);
        return new IntConstant(BigInteger.valueOf(Types.sizeOf(type)), IntegerType.sizeT(), span);
    }

    @Override public TypedExpr visitOffsetof(Expr.Offsetof e, Void p) {
        CType type = sema.typeName(e.type());
        if (!type.isStructOrUnion()) {
            throw DiagnosticException.at(e.type().span(), "__builtin_offsetof requires a struct or union type, not '"
                    + type.spelling() + "'");
        }
        long offset = 0;
        for (Initializer.Designator d : e.path()) {
            CType u = type.unqualified();
            if (d instanceof Initializer.FieldDesignator f) {
                List<StructType.Field> path = u instanceof StructType st && st.isComplete() ? fieldPath(st, f.name()) : null;
                if (path == null) path = List.of(field(u, f.name(), f.span()));
                for (StructType.Field step : path.subList(0, path.size() - 1)) offset += step.offset();
                StructType.Field field = path.get(path.size() - 1);
                if (field.isBitField()) {
                    throw DiagnosticException.at(f.span(), "cannot take the offset of the bit-field '" + f.name() + "'");
                }
                offset += field.offset();
                type = field.type();
            } else {
                Initializer.IndexDesignator i = (Initializer.IndexDesignator) d;
                if (!(u instanceof ArrayType a)) {
                    throw DiagnosticException.at(d.span(), "'" + type.spelling() + "' is not an array type");
                }
                BigInteger index = constant(i.index(), "array index");
                BigInteger bytes = index.multiply(BigInteger.valueOf(Types.sizeOf(a.element())));
                if (!IntKind.LONG.contains(bytes.add(BigInteger.valueOf(offset)))) {
                    throw DiagnosticException.at(d.span(), "array index " + index + " is out of range");
                }
                offset += bytes.longValue();
                type = a.element();
            }
        }
        return new IntConstant(BigInteger.valueOf(offset), IntegerType.sizeT(), e.span());
    }

    /** The fields from {@code s} to its member {@code name} through anonymous struct or union members, or null. */
    private static List<StructType.Field> fieldPath(StructType s, String name) {
        for (StructType.Field f : s.fields()) {
            if (f.name().equals(name)) return List.of(f);
            if (StructType.isAnonymous(f) && f.type().unqualified() instanceof StructType inner) {
                List<StructType.Field> rest = fieldPath(inner, name);
                if (rest != null) {
                    List<StructType.Field> path = new ArrayList<>(List.of(f));
                    path.addAll(rest);
                    return path;
                }
            }
        }
        return null;
    }

    /** The member {@code name} of the struct or union {@code type}, which must be complete. */
    private static StructType.Field field(CType type, String name, Span span) {
        if (!(type.unqualified() instanceof StructType s)) {
            throw DiagnosticException.at(span, "member reference base type '" + type.spelling()
                    + "' is not a struct or union");
        }
        if (!s.isComplete()) {
            throw DiagnosticException.at(span, "incomplete definition of type '" + type.spelling() + "'");
        }
        return s.field(name).orElseThrow(() -> DiagnosticException.at(span, "no member named '" + name + "' in '"
                + s.spelling() + "'"));
    }

    @Override public TypedExpr visitCast(Expr.Cast e, Void p) {
        CType target = sema.typeName(e.type());
        TypedExpr v = valueOf(check(e.operand()));
        if (target.isVoid()) return Conversions.convert(v, VoidType.VOID, e.span());
        if (!target.isScalar()) {
            throw DiagnosticException.at(e.type().span(), "cannot cast to non-scalar type '" + target.spelling() + "'");
        }
        if (!v.type().isScalar()) {
            throw DiagnosticException.at(e.operand().span(), "cannot cast '" + v.type().spelling() + "' to '"
                    + target.spelling() + "'");
        }
        if (v.type().equals(target.unqualified())) return v;
        if ((target.isFloating() && v.type().isPointer()) || (target.isPointer() && v.type().isFloating())) {
            throw DiagnosticException.at(e.span(), "cannot cast '" + v.type().spelling() + "' to '" + target.spelling() + "'");
        }
        return Conversions.convert(v, target, e.span());
    }

    // --------------------------------------------------------------------------------------- binary forms

    @Override public TypedExpr visitBinary(Expr.Binary e, Void p) {
        if (e.op() == BinaryOp.COMMA) {
            TypedExpr left = discarded(check(e.left()));
            TypedExpr right = valueOf(check(e.right()));
            return new TypedExpr.Comma(left, right, e.span());
        }
        return binary(e.op(), value(e.left()), value(e.right()), e.span(), e.op().symbol());
    }

    /** An expression evaluated only for its effects: its value, or itself if it is void. */
    TypedExpr discarded(TypedExpr t) { return t.type().isVoid() ? t : valueOf(t); }

    /**
     * The binary operation {@code op} on two values, with the operand conversions C99 6.5.5-6.5.14 prescribe;
     * {@code spelling} is the operator as the user wrote it (also {@code +=} and {@code ++}), for messages.
     */
    TypedExpr binary(BinaryOp op, TypedExpr l, TypedExpr r, Span span, String spelling) {
        CType lt = l.type();
        CType rt = r.type();
        switch (op) {
            case LOGICAL_AND:
            case LOGICAL_OR: {
                if (!lt.isScalar() || !rt.isScalar()) throw invalidOperands(l, r, span, spelling);
                TypedExpr.Logical.Op lop = op == BinaryOp.LOGICAL_AND ? TypedExpr.Logical.Op.AND : TypedExpr.Logical.Op.OR;
                return Conversions.fold(new TypedExpr.Logical(lop, toBool(l), toBool(r), span));
            }
            case ADD:
                if (lt.isPointer() && rt.isInteger()) return pointerArithmetic(l, r, false, span);
                if (lt.isInteger() && rt.isPointer()) return pointerArithmetic(r, l, false, span);
                return arithmetic(op, l, r, span, spelling, false);
            case SUB:
                if (lt.isPointer() && rt.isInteger()) return pointerArithmetic(l, r, true, span);
                if (lt.isPointer() && rt.isPointer()) return pointerDifference(l, r, span);
                return arithmetic(op, l, r, span, spelling, false);
            case MUL:
            case DIV:
                return arithmetic(op, l, r, span, spelling, false);
            case MOD:
            case BIT_AND:
            case BIT_XOR:
            case BIT_OR:
                return arithmetic(op, l, r, span, spelling, true);
            case SHL:
            case SHR: {
                if (!lt.isInteger() || !rt.isInteger()) throw invalidOperands(l, r, span, spelling);
                IntegerType type = Types.promote(lt);
                TypedExpr left = Conversions.convert(l, type, l.span());
                TypedExpr right = Conversions.convert(r, Types.promote(rt), r.span());
                return Conversions.fold(new TypedExpr.Binary(typedOp(op), left, right, type, span));
            }
            case LT:
            case GT:
            case LE:
            case GE:
            case EQ:
            case NE:
                return comparison(op, l, r, span, spelling);
            default:
                throw new IllegalArgumentException("not a value operator: " + op);
        }
    }

    private TypedExpr arithmetic(BinaryOp op, TypedExpr l, TypedExpr r, Span span, String spelling, boolean integerOnly) {
        boolean ok = integerOnly ? l.type().isInteger() && r.type().isInteger()
                : l.type().isArithmetic() && r.type().isArithmetic();
        if (!ok) throw invalidOperands(l, r, span, spelling);
        CType type = Types.usualArithmeticAll(l.type(), r.type());
        TypedExpr left = Conversions.convert(l, type, l.span());
        TypedExpr right = Conversions.convert(r, type, r.span());
        return Conversions.fold(new TypedExpr.Binary(typedOp(op), left, right, type, span));
    }

    private static TypedExpr.Binary.Op typedOp(BinaryOp op) {
        switch (op) {
            case MUL: return TypedExpr.Binary.Op.MUL;
            case DIV: return TypedExpr.Binary.Op.DIV;
            case MOD: return TypedExpr.Binary.Op.REM;
            case ADD: return TypedExpr.Binary.Op.ADD;
            case SUB: return TypedExpr.Binary.Op.SUB;
            case SHL: return TypedExpr.Binary.Op.SHL;
            case SHR: return TypedExpr.Binary.Op.SHR;
            case BIT_AND: return TypedExpr.Binary.Op.BIT_AND;
            case BIT_XOR: return TypedExpr.Binary.Op.BIT_XOR;
            case BIT_OR: return TypedExpr.Binary.Op.BIT_OR;
            case LT: return TypedExpr.Binary.Op.LT;
            case GT: return TypedExpr.Binary.Op.GT;
            case LE: return TypedExpr.Binary.Op.LE;
            case GE: return TypedExpr.Binary.Op.GE;
            case EQ: return TypedExpr.Binary.Op.EQ;
            case NE: return TypedExpr.Binary.Op.NE;
            default: throw new IllegalArgumentException(op.toString());
        }
    }

    private static DiagnosticException invalidOperands(TypedExpr l, TypedExpr r, Span span, String spelling) {
        return DiagnosticException.at(span, "invalid operands to binary '" + spelling + "' ('" + l.type().spelling()
                + "' and '" + r.type().spelling() + "')");
    }

    /**
     * The size of the complete object type a pointer used in arithmetic points to; 1 for {@code void} and for a
     * function type, as GNU C does ({@code void *p; p + 1} is one byte further).
     */
    private static long elementSize(PointerType pt, Span span) {
        CType pointee = pt.pointee();
        if (pointee.isFunction() || pointee.isVoid()) return 1;
        if (!pointee.isComplete()) {
            throw DiagnosticException.at(span, "arithmetic on a pointer to the incomplete type '" + pointee.spelling() + "'");
        }
        if (Types.hasVariableSize(pointee)) return -1;
        return Types.sizeOf(pointee);
    }

    private TypedExpr pointerArithmetic(TypedExpr pointer, TypedExpr offset, boolean subtract, Span span) {
        long size = elementSize((PointerType) pointer.type(), span);
        TypedExpr index = Conversions.convert(offset, IntegerType.LONG, offset.span());
        if (size < 0) {
            // a pointer to a variable-length array: the stride is its run-time size, the offset counted in bytes
            TypedExpr stride = Conversions.convert(new TypedExpr.VlaSize(((PointerType) pointer.type()).pointee().unqualified(), span), IntegerType.LONG, span);
            index = new TypedExpr.Binary(TypedExpr.Binary.Op.MUL, index, stride, IntegerType.LONG, span);
            size = 1;
        }
        return new TypedExpr.PointerArithmetic(pointer, index, subtract, size, span);
    }

    private TypedExpr pointerDifference(TypedExpr l, TypedExpr r, Span span) {
        PointerType lp = (PointerType) l.type();
        PointerType rp = (PointerType) r.type();
        if (!Types.compatible(lp.pointee().unqualified(), rp.pointee().unqualified())) {
            throw DiagnosticException.at(span, "subtraction of pointers to incompatible types ('" + lp.spelling()
                    + "' and '" + rp.spelling() + "')");
        }
        long size = elementSize(lp, span);
        if (size < 0) throw DiagnosticException.at(span, "subtraction of pointers to variable-length arrays is not supported");
        return new TypedExpr.PointerDifference(l, r, size, span);
    }

    private TypedExpr comparison(BinaryOp op, TypedExpr l, TypedExpr r, Span span, String spelling) {
        CType lt = l.type();
        CType rt = r.type();
        TypedExpr.Binary.Op bop = typedOp(op);
        if (lt.isArithmetic() && rt.isArithmetic()) {
            CType type = Types.usualArithmeticAll(lt, rt);
            return Conversions.fold(new TypedExpr.Binary(bop, Conversions.convert(l, type, l.span()),
                    Conversions.convert(r, type, r.span()), IntegerType.INT, span));
        }
        boolean equality = op == BinaryOp.EQ || op == BinaryOp.NE;
        if (lt instanceof PointerType lp && rt instanceof PointerType rp) {
            CType a = lp.pointee();
            CType b = rp.pointee();
            if (Types.compatible(a.unqualified(), b.unqualified())) {
                if (!equality && a.isFunction()) {
                    throw DiagnosticException.at(span, "ordered comparison of function pointers ('" + lt.spelling()
                            + "' and '" + rt.spelling() + "')");
                }
                return new TypedExpr.Binary(bop, l, Conversions.convert(r, lt, r.span()), IntegerType.INT, span);
            }
            if (equality && (a.isVoid() && !b.isFunction() || b.isVoid() && !a.isFunction())) {
                CType type = a.isVoid() ? lt : rt;
                return new TypedExpr.Binary(bop, Conversions.convert(l, type, l.span()),
                        Conversions.convert(r, type, r.span()), IntegerType.INT, span);
            }
            if (equality && Conversions.isNullPointerConstant(r)) {
                return new TypedExpr.Binary(bop, l, Conversions.convert(r, lt, r.span()), IntegerType.INT, span);
            }
            if (equality && Conversions.isNullPointerConstant(l)) {
                return new TypedExpr.Binary(bop, Conversions.convert(l, rt, l.span()), r, IntegerType.INT, span);
            }
            throw DiagnosticException.at(span, "comparison of distinct pointer types ('" + lt.spelling() + "' and '"
                    + rt.spelling() + "')");
        }
        if (equality && lt.isPointer() && Conversions.isNullPointerConstant(r)) {
            return new TypedExpr.Binary(bop, l, Conversions.convert(r, lt, r.span()), IntegerType.INT, span);
        }
        if (equality && rt.isPointer() && Conversions.isNullPointerConstant(l)) {
            return new TypedExpr.Binary(bop, Conversions.convert(l, rt, l.span()), r, IntegerType.INT, span);
        }
        if ((lt.isPointer() && rt.isInteger()) || (lt.isInteger() && rt.isPointer())) {
            throw DiagnosticException.at(span, "comparison between pointer and integer ('" + lt.spelling() + "' and '"
                    + rt.spelling() + "')");
        }
        throw invalidOperands(l, r, span, spelling);
    }

    @Override public TypedExpr visitAssign(Expr.Assign e, Void p) {
        TypedExpr target = check(e.target());
        requireModifiable(target, "assign to");
        TypedExpr value = value(e.value());
        if (e.op().isPresent()) {
            BinaryOp op = e.op().get();
            return update(Update.Kind.COMPOUND_ASSIGN, target, op, value, e.span(), op.symbol() + "=", false);
        }
        TypedExpr converted = Conversions.assign(value, target.type(), e.value().span(), "assignment");
        return Conversions.bitFieldPromotion(target, new TypedExpr.Assign(target, converted, e.span()));
    }

    @Override public TypedExpr visitConditional(Expr.Conditional e, Void p) {
        TypedExpr c = condition(e.condition());
        TypedExpr t = value(e.then());
        TypedExpr f = value(e.otherwise());
        CType tt = t.type();
        CType ft = f.type();
        CType type;
        if (tt.isArithmetic() && ft.isArithmetic()) {
            type = Types.usualArithmeticAll(tt, ft);
        } else if (tt.isVoid() && ft.isVoid()) {
            type = VoidType.VOID;
        } else if (tt.isStructOrUnion() && tt.equals(ft)) {
            type = tt;
        } else if (tt.isPointer() && Conversions.isNullPointerConstant(f)) {
            type = tt;
        } else if (ft.isPointer() && Conversions.isNullPointerConstant(t)) {
            type = ft;
        } else if (tt instanceof PointerType tp && ft instanceof PointerType fp) {
            CType a = tp.pointee();
            CType b = fp.pointee();
            boolean isConst = a.isConst() || b.isConst();
            boolean isVolatile = a.isVolatile() || b.isVolatile();
            if (a.isVoid() || b.isVoid()) {
                type = new PointerType(Types.qualify(VoidType.VOID, isConst, isVolatile));
            } else if (Types.compatible(a.unqualified(), b.unqualified())) {
                type = new PointerType(Types.qualify(Types.composite(a.unqualified(), b.unqualified()), isConst, isVolatile));
            } else {
                throw DiagnosticException.at(e.span(), "pointer type mismatch in conditional expression ('"
                        + tt.spelling() + "' and '" + ft.spelling() + "')");
            }
        } else {
            throw DiagnosticException.at(e.span(), "incompatible operand types in conditional expression ('"
                    + tt.spelling() + "' and '" + ft.spelling() + "')");
        }
        TypedExpr then = type.isStructOrUnion() ? t : Conversions.convert(t, type, t.span());
        TypedExpr otherwise = type.isStructOrUnion() ? f : Conversions.convert(f, type, f.span());
        return Conversions.fold(new TypedExpr.Conditional(c, then, otherwise, type, e.span()));
    }

    // -------------------------------------------------------------------------------------- postfix forms

    @Override public TypedExpr visitCall(Expr.Call e, Void p) {
        TypedExpr callee;
        if (e.callee() instanceof Expr.Identifier id && sema.lookup(id.name()) == null && !id.name().equals("__func__")) {
            TypedExpr folded = foldedBuiltin(id, e);
            if (folded != null) return folded;
            Function builtin = sema.builtinFunction(id.name(), id.span());
            callee = new TypedExpr.FunctionRef(builtin != null ? builtin : sema.implicitFunction(id.name(), id.span()), id.span());
        } else {
            callee = check(e.callee());
        }
        callee = valueOf(callee);
        if (!(callee.type() instanceof PointerType pt) || !(pt.pointee().unqualified() instanceof FunctionType ft)) {
            throw DiagnosticException.at(e.callee().span(), "called object type '" + callee.type().spelling()
                    + "' is not a function or function pointer");
        }
        String name = e.callee() instanceof Expr.Identifier id ? "'" + id.name() + "'" : "the function";
        int given = e.arguments().size();
        int declared = ft.parameters().size();
        if (ft.prototyped() && (given < declared || (given > declared && !ft.variadic()))) {
            String which = given < declared ? "too few" : "too many";
            Span at = given < declared ? e.span() : e.arguments().get(declared).span();
            throw DiagnosticException.at(at, which + " arguments to function " + name + " (expected "
                    + (ft.variadic() ? "at least " : "") + declared + ", have " + given + ")");
        }
        List<TypedExpr> args = new ArrayList<>();
        for (int i = 0; i < given; i++) {
            Expr a = e.arguments().get(i);
            TypedExpr v = value(a);
            if (ft.prototyped() && i < declared) {
                args.add(Conversions.assign(v, ft.parameters().get(i), a.span(), "argument " + (i + 1) + " of " + name));
            } else {
                if (v.type().isVoid()) throw DiagnosticException.at(a.span(), "a void value cannot be passed as an argument");
                if (!v.type().isScalar() && !(v.type().isStructOrUnion() && v.type().isComplete())) {
                    throw DiagnosticException.at(a.span(), "argument of type '" + v.type().spelling() + "' cannot be passed");
                }
                args.add(Conversions.convert(v, Types.defaultArgumentPromotion(v.type()), a.span()));
            }
        }
        CType ret = ft.returnType();
        if (!ret.isVoid() && !ret.isComplete()) {
            throw DiagnosticException.at(e.span(), "calling a function with incomplete return type '"
                    + ret.spelling() + "'");
        }
        return new TypedExpr.Call(callee, args, ft, e.span());
    }

    /**
     * The builtins gcc folds, when {@code id} names one (else null): {@code __builtin_expect(e, c)} is
     * {@code e} as a {@code long}; {@code __builtin_constant_p(e)} is 1 when {@code e} is an integer constant
     * expression and 0 otherwise (gcc may say 1 of more, after optimisation; 0 is always allowed), and
     * does not evaluate {@code e}; {@code __builtin_inf(f)()} and {@code __builtin_huge_val(f)()} are +infinity,
     * {@code __builtin_nan(f)("")} the positive quiet NaN (math.h's {@code INFINITY}, {@code HUGE_VAL},
     * {@code NAN}). {@code __builtin_va_start}, {@code __builtin_va_end} and {@code __builtin_va_copy} become
     * assignments of {@code va_list}s (see {@link #visitVaArg}); {@code __builtin_va_arg_pack} is rejected.
     */
    private TypedExpr foldedBuiltin(Expr.Identifier id, Expr.Call e) {
        String name = id.name();
        switch (name) {
            case "__builtin_expect": {
                builtinArity(id, e, 2);
                TypedExpr c = value(e.arguments().get(1));
                Conversions.assign(c, IntegerType.LONG, c.span(), "argument 2 of '__builtin_expect'");
                TypedExpr v = value(e.arguments().get(0));
                return Conversions.assign(v, IntegerType.LONG, v.span(), "argument 1 of '__builtin_expect'");
            }
            case "__builtin_constant_p": {
                builtinArity(id, e, 1);
                TypedExpr v = sema.unevaluated(() -> value(e.arguments().get(0)));
                return new IntConstant(v instanceof IntConstant ? BigInteger.ONE : BigInteger.ZERO, IntegerType.INT, e.span());
            }
            case "__builtin_inf", "__builtin_huge_val":
                builtinArity(id, e, 0);
                return new TypedExpr.FloatConstant(0x7ff0000000000000L, effigy.lang.c.types.FloatingType.DOUBLE, e.span());
            case "__builtin_inff", "__builtin_huge_valf":
                builtinArity(id, e, 0);
                return new TypedExpr.FloatConstant(0x7f800000L, effigy.lang.c.types.FloatingType.FLOAT, e.span());
            case "__builtin_nan", "__builtin_nanf": {
                builtinArity(id, e, 1);
                if (!(e.arguments().get(0) instanceof Expr.StringLiteral str) || !str.bytes().isEmpty()) {
                    throw DiagnosticException.at(e.arguments().get(0).span(), name + " is supported only with the argument \"\"");
                }
                return name.equals("__builtin_nan")
                        ? new TypedExpr.FloatConstant(0x7ff8000000000000L, effigy.lang.c.types.FloatingType.DOUBLE, e.span())
                        : new TypedExpr.FloatConstant(0x7fc00000L, effigy.lang.c.types.FloatingType.FLOAT, e.span());
            }
            case "__builtin_va_start": {
                // va_start(ap, last): ap gets the address of this function's variable-argument area
                if (e.arguments().isEmpty() || e.arguments().size() > 2) builtinArity(id, e, 2);
                TypedExpr list = vaList(e.arguments().get(0), "va_start", true);
                Variable area = sema.variableArguments("va_start", id.span());
                if (e.arguments().size() == 2) sema.unevaluated(() -> value(e.arguments().get(1)));
                TypedExpr set = new TypedExpr.Assign(list, new TypedExpr.Load(new TypedExpr.VariableRef(area, e.span()), e.span()), e.span());
                return new Cast(Cast.Kind.TO_VOID, set, VoidType.VOID, e.span());
            }
            case "__builtin_va_end": {
                // nothing to release: the area belongs to the caller's frame
                builtinArity(id, e, 1);
                vaList(e.arguments().get(0), "va_end", true);
                return new Cast(Cast.Kind.TO_VOID, zero(e.span()), VoidType.VOID, e.span());
            }
            case "__builtin_va_copy": {
                builtinArity(id, e, 2);
                TypedExpr to = vaList(e.arguments().get(0), "va_copy", true);
                TypedExpr from = vaList(e.arguments().get(1), "va_copy", false);
                return new Cast(Cast.Kind.TO_VOID, new TypedExpr.Assign(to, Conversions.convert(from, to.type(), e.span()), e.span()),
                        VoidType.VOID, e.span());
            }
            case "__builtin_va_arg_pack":
                throw DiagnosticException.at(id.span(), name + " is not supported");
            default:
                return null;
        }
    }

    @Override public TypedExpr visitStatementExpr(Expr.StatementExpr e, Void p) { return sema.statementExpression(e); }

    /**
     * {@code __builtin_va_arg(ap, T)}: reads a {@code T} from the slot {@code ap} points to and moves {@code ap}
     * to the next 8-byte slot of the variable-argument area, as {@code *(T *)(ap++ by 8 bytes)}. {@code T} must
     * be a type that the default argument promotions leave alone: an integer type of rank {@code int} or more,
     * an enum, a pointer or {@code double} ({@code char}, {@code short}, {@code _Bool} and {@code float} are
     * promoted, as gcc says); structs and unions are not supported.
     */
    @Override public TypedExpr visitVaArg(Expr.VaArg e, Void p) {
        Span span = e.span();
        TypedExpr list = vaList(e.list(), "va_arg", true);
        CType t = sema.typeName(e.type());
        CType u = t.unqualified();
        if (u.isStructOrUnion()) {
            throw DiagnosticException.at(e.type().span(), "va_arg of type '" + t.spelling() + "' is not supported (only scalar types)");
        }
        if (!u.isScalar() || !u.isComplete()) {
            throw DiagnosticException.at(e.type().span(), "invalid type '" + t.spelling() + "' for va_arg");
        }
        if (!(u instanceof effigy.lang.c.types.EnumType) && !Types.defaultArgumentPromotion(u).equals(u)) {
            throw DiagnosticException.at(e.type().span(), "'" + t.spelling() + "' is promoted to '"
                    + Types.defaultArgumentPromotion(u).spelling() + "' when passed through '...'");
        }
        CType vaListType = list.type().unqualified();
        PointerType bytes = new PointerType(IntegerType.CHAR);
        TypedExpr next = new TypedExpr.PointerArithmetic(new Cast(Cast.Kind.POINTER_TO_POINTER,
                new TypedExpr.OldValue(vaListType, span), bytes, span),
                new IntConstant(BigInteger.valueOf(FunctionDefinition.VARIABLE_ARGUMENT_SLOT), IntegerType.LONG, span), false, 1, span);
        TypedExpr advance = new Update(Update.Kind.POST_INCREMENT, list,
                new Cast(Cast.Kind.POINTER_TO_POINTER, next, vaListType, span), bytes, true, span);
        TypedExpr slot = new Cast(Cast.Kind.POINTER_TO_POINTER, advance, new PointerType(u), span);
        return new TypedExpr.Load(new TypedExpr.Deref(slot, u, span), span);
    }

    /** The operand of a {@code __builtin_va_*} builtin, which must have the type {@code va_list}; an lvalue when {@code lvalue}. */
    private TypedExpr vaList(Expr e, String what, boolean lvalue) {
        TypedExpr t = check(e);
        if (!(t.type().unqualified() instanceof PointerType pt) || !pt.pointee().isVoid() || t.type().isArray()) {
            throw DiagnosticException.at(e.span(), "first argument to '" + what + "' not of type 'va_list'");
        }
        if (lvalue) {
            if (!t.isLvalue()) throw DiagnosticException.at(e.span(), "the 'va_list' argument of '" + what + "' is not an lvalue");
            requireModifiable(t, "assign to");
            return t;
        }
        return valueOf(t);
    }

    private static void builtinArity(Expr.Identifier id, Expr.Call e, int n) {
        if (e.arguments().size() != n) {
            throw DiagnosticException.at(e.span(), (e.arguments().size() < n ? "too few" : "too many") + " arguments to function '"
                    + id.name() + "' (expected " + n + ", have " + e.arguments().size() + ")");
        }
    }

    @Override public TypedExpr visitIndex(Expr.Index e, Void p) {
        TypedExpr a = value(e.array());
        TypedExpr i = value(e.index());
        TypedExpr pointer;
        TypedExpr index;
        if (a.type().isPointer() && i.type().isInteger()) {
            pointer = a;
            index = i;
        } else if (a.type().isInteger() && i.type().isPointer()) {
            pointer = i;
            index = a;
        } else if (!a.type().isPointer() && !i.type().isPointer()) {
            throw DiagnosticException.at(e.array().span(), "subscripted value of type '" + a.type().spelling()
                    + "' is not an array or pointer");
        } else {
            throw DiagnosticException.at(e.index().span(), "array subscript of type '" + i.type().spelling()
                    + "' is not an integer");
        }
        PointerType pt = (PointerType) pointer.type();
        TypedExpr address = pointerArithmetic(pointer, index, false, e.span());
        return new TypedExpr.Deref(address, pt.pointee(), e.span());
    }

    @Override public TypedExpr visitMember(Expr.Member e, Void p) {
        TypedExpr base;
        if (e.arrow()) {
            TypedExpr v = value(e.base());
            if (!(v.type() instanceof PointerType pt) || !pt.pointee().isStructOrUnion()) {
                throw DiagnosticException.at(e.base().span(), "member reference type '" + v.type().spelling()
                        + "' is not a pointer to a struct or union");
            }
            base = new TypedExpr.Deref(v, pt.pointee(), e.base().span());
        } else {
            base = check(e.base());
            if (!base.type().isStructOrUnion()) {
                throw DiagnosticException.at(e.base().span(), "member reference base type '" + base.type().spelling()
                        + "' is not a struct or union");
            }
        }
        if (!base.type().isComplete()) {
            throw DiagnosticException.at(e.base().span(), "incomplete definition of type '" + base.type().spelling() + "'");
        }
        StructType.Field f;
        if (base.type().unqualified() instanceof StructType s && s.field(e.member()).isEmpty()) {
            // a member of an anonymous struct or union member (C11): through each anonymous level in turn
            List<StructType.Field> path = fieldPath(s, e.member());
            if (path == null) field(base.type(), e.member(), e.memberSpan());   // the error
            for (StructType.Field step : path.subList(0, path.size() - 1)) {
                base = new TypedExpr.Member(base, step, Types.qualify(step.type(), base.type().isConst(), base.type().isVolatile()), e.span());
            }
            f = path.get(path.size() - 1);
        } else {
            f = field(base.type(), e.member(), e.memberSpan());
        }
        CType type = Types.qualify(f.type(), base.type().isConst(), base.type().isVolatile());
        return new TypedExpr.Member(base, f, type, e.span());
    }

    /** The {@code int} constant 0 (for the empty initializer {@code {}} of a scalar). */
    static IntConstant zero(Span span) { return new IntConstant(BigInteger.ZERO, IntegerType.INT, span); }

    /** Whether a typed scalar is a valid initializer of an object with static storage (C99 6.6p7-9). */
    static boolean isConstantInitializer(TypedExpr e) {
        if (e instanceof IntConstant || e instanceof TypedExpr.FloatConstant) return true;
        if (e instanceof Cast c) {
            switch (c.kind()) {
                case INTEGER_TO_POINTER: return c.operand() instanceof IntConstant;
                case POINTER_TO_POINTER: return isConstantInitializer(c.operand());
                case ARRAY_TO_POINTER: return isStaticLvalue(c.operand());
                case FUNCTION_TO_POINTER: return c.operand() instanceof TypedExpr.FunctionRef;
                default: return false;
            }
        }
        if (e instanceof TypedExpr.AddressOf a) return a.operand() instanceof TypedExpr.FunctionRef || isStaticLvalue(a.operand());
        if (e instanceof TypedExpr.PointerArithmetic pa) {
            return pa.offset() instanceof IntConstant && isConstantInitializer(pa.pointer());
        }
        return false;
    }

    private static boolean isStaticLvalue(TypedExpr e) {
        if (e instanceof TypedExpr.VariableRef v) return v.variable().hasStaticStorage();
        if (e instanceof TypedExpr.Member m) return isStaticLvalue(m.base());
        if (e instanceof TypedExpr.Deref d) return isConstantInitializer(d.pointer());
        return false;
    }
}
