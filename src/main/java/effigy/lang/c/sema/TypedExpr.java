package effigy.lang.c.sema;

import effigy.lang.c.types.CType;
import effigy.lang.c.types.FunctionType;
import effigy.lang.c.types.IntegerType;
import effigy.lang.c.types.PointerType;
import effigy.lang.c.types.StructType;
import effigy.source.Span;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * A type-checked expression with C's rules made explicit, for the lowering to translate without knowing them.
 *
 * <p>Contract of the tree:
 * <ul>
 *   <li>Every node has its {@link #type()} and says whether it {@link #isLvalue() designates an object}. Only
 *       {@link VariableRef}, {@link Deref} and {@link Member} (of an lvalue) are lvalues; their type may be
 *       qualified. Every other node's type is unqualified.</li>
 *   <li>An lvalue never stands where a value is needed: the value is read by a {@link Load}, an array lvalue
 *       becomes a pointer by {@link Cast.Kind#ARRAY_TO_POINTER}, a function designator by
 *       {@link Cast.Kind#FUNCTION_TO_POINTER}. Lvalues stand unconverted only as the operand of
 *       {@link AddressOf}, {@link Load}, a decay cast, the target of {@link Assign} and {@link Update}, and the
 *       base of {@link Member}.</li>
 *   <li>Every conversion is a {@link Cast}: integer promotions, the usual arithmetic conversions, conversion as
 *       if by assignment (assignment, initialization, argument passing, return), default argument promotions,
 *       and tests of a scalar against zero ({@link Cast.Kind#TO_BOOL}, wherever C uses a scalar as a truth
 *       value: conditions, operands of {@code !}, {@code &&}, {@code ||}, {@code ?:}).</li>
 *   <li>Integer constant expressions are folded into {@link IntConstant} (sizes, offsets, enumerators and
 *       casts of constants included), except where the result would be undefined (signed overflow, division
 *       by zero, shifts out of range), which stay unfolded.</li>
 *   <li>Subscripts are {@code *(a + i)}, {@code p->m} is {@code (*p).m}, and {@code &*p} is {@code p}.</li>
 * </ul>
 */
public sealed interface TypedExpr {
    CType type();

    boolean isLvalue();

    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of typed expression. */
    interface Visitor<R, P> {
        R visitIntConstant(IntConstant e, P p);
        R visitFloatConstant(FloatConstant e, P p);
        R visitVariableRef(VariableRef e, P p);
        R visitFunctionRef(FunctionRef e, P p);
        R visitLoad(Load e, P p);
        R visitCast(Cast e, P p);
        R visitUnary(Unary e, P p);
        R visitBinary(Binary e, P p);
        R visitLogical(Logical e, P p);
        R visitPointerArithmetic(PointerArithmetic e, P p);
        R visitPointerDifference(PointerDifference e, P p);
        R visitDeref(Deref e, P p);
        R visitAddressOf(AddressOf e, P p);
        R visitMember(Member e, P p);
        R visitAssign(Assign e, P p);
        R visitUpdate(Update e, P p);
        R visitOldValue(OldValue e, P p);
        R visitConditional(Conditional e, P p);
        R visitComma(Comma e, P p);
        R visitCall(Call e, P p);
        R visitVlaSize(VlaSize e, P p);
        R visitStatementExpr(StatementExpr e, P p);
    }

    /** A floating constant of type {@code float} or {@code double}: its IEEE bit pattern. */
    record FloatConstant(long bits, CType type, Span span) implements TypedExpr {
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitFloatConstant(this, p); }
    }

    /** An integer constant of integer or enum type; {@code value} lies in the type's range. */
    record IntConstant(BigInteger value, CType type, Span span) implements TypedExpr {
        public IntConstant {
            if (!type.isInteger() || type.isConst() || type.isVolatile()) throw new IllegalArgumentException(type.toString());
        }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitIntConstant(this, p); }
    }

    /** The object {@code variable} (an lvalue of the variable's type). */
    record VariableRef(Variable variable, Span span) implements TypedExpr {
        public CType type() { return variable.type(); }
        public boolean isLvalue() { return true; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitVariableRef(this, p); }
    }

    /** The function {@code function}: a function designator (not an lvalue), of the function's type. */
    record FunctionRef(Function function, Span span) implements TypedExpr {
        public CType type() { return function.type(); }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitFunctionRef(this, p); }
    }

    /**
     * Lvalue conversion (C99 6.3.2.1p2): the value stored in the object {@code lvalue} designates, which has a
     * complete non-array type. {@code type} is the lvalue's type unqualified.
     */
    record Load(TypedExpr lvalue, Span span) implements TypedExpr {
        public Load {
            if (!lvalue.isLvalue()) throw new IllegalArgumentException("load of a non-lvalue");
        }
        public CType type() { return lvalue.type().unqualified(); }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitLoad(this, p); }
    }

    /** A conversion, implicit or written, of {@code operand} to {@code type} (unqualified). */
    record Cast(Kind kind, TypedExpr operand, CType type, Span span) implements TypedExpr {
        /** What the conversion does to the representation. */
        public enum Kind {
            /**
             * Integer to integer other than {@code _Bool} (enum types count as {@code int}): truncation to the
             * target width, or sign extension (signed source) or zero extension (unsigned source).
             */
            INTEGER,
            /** To, from or between floating types: IEEE conversion (see the executor's casts). */
            FLOATING,
            /** Scalar (integer or pointer) to {@code _Bool}: 1 if the operand differs from zero/null, else 0. */
            TO_BOOL,
            /** Pointer to integer: the 64-bit address, truncated or kept. */
            POINTER_TO_INTEGER,
            /** Integer to pointer: extended to 64 bits by the source's signedness (0 gives the null pointer). */
            INTEGER_TO_POINTER,
            /** Pointer to pointer: the address is unchanged. */
            POINTER_TO_POINTER,
            /** An array lvalue to the address of its first element (C99 6.3.2.1p3). */
            ARRAY_TO_POINTER,
            /** A function designator to its address (C99 6.3.2.1p4). */
            FUNCTION_TO_POINTER,
            /** Any value (or void expression) to {@code void}: evaluated, the value discarded. */
            TO_VOID
        }

        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCast(this, p); }
    }

    /**
     * {@code -x} and {@code ~x} on an integer operand already promoted, of the operand's type; {@code !x} on a
     * {@code _Bool} operand (the scalar already tested by {@link Cast.Kind#TO_BOOL}), of type {@code int}.
     */
    record Unary(Op op, TypedExpr operand, CType type, Span span) implements TypedExpr {
        public enum Op { NEGATE, COMPLEMENT, NOT }

        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitUnary(this, p); }
    }

    /**
     * A binary operation on integers or pointers.
     * <ul>
     *   <li>Arithmetic and bitwise operators: both operands have {@code type}, the result of the usual
     *       arithmetic conversions; signedness of {@code type} decides division, remainder and overflow.</li>
     *   <li>Shifts: the left operand has {@code type} (its promoted type); the right operand is promoted
     *       separately and may have another integer type (C99 6.5.7p3).</li>
     *   <li>Comparisons: both operands have the same type (an integer type after the usual arithmetic
     *       conversions, which decides signed or unsigned comparison, or a pointer type, compared as unsigned
     *       addresses); {@code type} is {@code int} and the value 0 or 1.</li>
     * </ul>
     */
    record Binary(Op op, TypedExpr left, TypedExpr right, CType type, Span span) implements TypedExpr {
        public enum Op {
            MUL, DIV, REM, ADD, SUB, SHL, SHR, BIT_AND, BIT_XOR, BIT_OR, LT, GT, LE, GE, EQ, NE;

            public boolean isComparison() { return compareTo(LT) >= 0; }

            public boolean isShift() { return this == SHL || this == SHR; }
        }

        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBinary(this, p); }
    }

    /**
     * {@code &&} and {@code ||} with short-circuit evaluation: the right operand is evaluated only when the left
     * does not decide. Both operands are {@code _Bool}; the type is {@code int}.
     */
    record Logical(Op op, TypedExpr left, TypedExpr right, Span span) implements TypedExpr {
        public enum Op { AND, OR }

        public CType type() { return IntegerType.INT; }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitLogical(this, p); }
    }

    /**
     * {@code pointer + offset} or {@code pointer - offset} (when {@code subtract}): the address moves by
     * {@code offset * elementSize} bytes, 64-bit arithmetic. {@code offset} has type {@code long} (the integer
     * operand converted, so sign- or zero-extended by its own signedness); {@code elementSize} is the size of the
     * pointed-to complete object type. The type is the pointer's type.
     */
    record PointerArithmetic(TypedExpr pointer, TypedExpr offset, boolean subtract, long elementSize, Span span)
            implements TypedExpr {
        public CType type() { return pointer.type(); }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitPointerArithmetic(this, p); }
    }

    /**
     * The size in bytes, computed at run time, of a type whose size is not a constant ({@link
     * effigy.lang.c.types.Types#hasVariableSize}): {@code sizeof} of a variable-length array, or the stride of
     * pointer arithmetic over one. Each variable length is the value its declaration computed when it was
     * reached (a length in a type name, as in {@code sizeof(int[n])}, is evaluated where it stands).
     */
    record VlaSize(CType measured, IntegerType type, Span span) implements TypedExpr {
        /** {@code sizeof measured}, of type {@code size_t} of the data model being compiled. */
        public VlaSize(CType measured, Span span) { this(measured, IntegerType.sizeT(), span); }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitVlaSize(this, p); }
    }

    /**
     * {@code left - right} for two pointers to compatible complete object types: the byte distance divided by
     * {@code elementSize}, of type {@code long} ({@code ptrdiff_t}).
     */
    record PointerDifference(TypedExpr left, TypedExpr right, long elementSize, Span span) implements TypedExpr {
        public CType type() { return IntegerType.ptrdiffT(); }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitPointerDifference(this, p); }
    }

    /**
     * {@code *pointer}: the object (an lvalue) or function the pointer points to. {@code type} is the pointee
     * type; the node is an lvalue unless that is a function type or {@code void}.
     */
    record Deref(TypedExpr pointer, CType type, Span span) implements TypedExpr {
        public Deref {
            if (!(pointer.type() instanceof PointerType p) || !p.pointee().equals(type)) {
                throw new IllegalArgumentException("dereference of " + pointer.type() + " as " + type);
            }
        }
        public boolean isLvalue() { return !type.isFunction() && !type.isVoid(); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDeref(this, p); }
    }

    /** {@code &operand}: the address of an lvalue or function designator; {@code type} is a pointer to its type. */
    record AddressOf(TypedExpr operand, CType type, Span span) implements TypedExpr {
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAddressOf(this, p); }
    }

    /**
     * {@code base.field}: {@code base} has (possibly qualified) struct or union type, {@code field} is one of its
     * members (at byte offset {@code field.offset()}); {@code type} is the field's type with the base's
     * qualifiers added. An lvalue exactly when {@code base} is.
     */
    record Member(TypedExpr base, StructType.Field field, CType type, Span span) implements TypedExpr {
        public boolean isLvalue() { return base.isLvalue(); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitMember(this, p); }
    }

    /**
     * {@code target = value}: {@code target} is a modifiable lvalue, {@code value} already converted to its
     * unqualified type. The result is the value stored, of that unqualified type.
     */
    record Assign(TypedExpr target, TypedExpr value, Span span) implements TypedExpr {
        public CType type() { return target.type().unqualified(); }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAssign(this, p); }
    }

    /**
     * A read-modify-write of {@code target}: compound assignment ({@code x op= y}) and {@code ++}/{@code --}. The
     * target (a modifiable scalar lvalue) is evaluated once; its current value is read; {@code newValue} is
     * evaluated with the single {@link OldValue} node inside it standing for that value; the result is stored.
     * {@code newValue} holds every conversion explicitly: from the target's type into {@code operationType} (the
     * type in which the arithmetic happens: the usual arithmetic conversions of both operands, the promoted left
     * operand for shifts, the pointer type for pointer arithmetic), the operation, and the conversion back to
     * the target's type. The expression's value is the old value when {@code yieldsOldValue} (postfix
     * {@code ++}/{@code --}), else the new value.
     */
    record Update(Kind kind, TypedExpr target, TypedExpr newValue, CType operationType, boolean yieldsOldValue, Span span)
            implements TypedExpr {
        /** How the update was written. */
        public enum Kind { COMPOUND_ASSIGN, PRE_INCREMENT, PRE_DECREMENT, POST_INCREMENT, POST_DECREMENT }

        public CType type() { return target.type().unqualified(); }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitUpdate(this, p); }
    }

    /** Inside {@link Update#newValue()}: the value the target held before the update (its unqualified type). */
    record OldValue(CType type, Span span) implements TypedExpr {
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitOldValue(this, p); }
    }

    /**
     * {@code condition ? then : otherwise}: {@code condition} is {@code _Bool}; exactly one branch is evaluated;
     * both branches already converted to {@code type} (which may be {@code void}).
     */
    record Conditional(TypedExpr condition, TypedExpr then, TypedExpr otherwise, CType type, Span span)
            implements TypedExpr {
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitConditional(this, p); }
    }

    /** {@code left, right}: {@code left} evaluated for its effects (value discarded), then {@code right}. */
    record Comma(TypedExpr left, TypedExpr right, Span span) implements TypedExpr {
        public CType type() { return right.type(); }
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitComma(this, p); }
    }

    /**
     * A call through {@code callee}, a pointer to a function of type {@code functionType}. The arguments are
     * already converted: to the parameter types where the prototype gives them, by the default argument
     * promotions otherwise (the variable part of a {@code ...} function, unprototyped functions). The type is
     * the function's return type (unqualified; {@code void} allowed).
     */
    record Call(TypedExpr callee, List<TypedExpr> arguments, FunctionType functionType, Span span) implements TypedExpr {
        public Call { arguments = List.copyOf(arguments); }
        public CType type() { return functionType.returnType().unqualified(); }
        public boolean isLvalue() { return false; }

        /** The function called, when the callee is a function name (after its decay to a pointer). */
        public Optional<Function> directCallee() {
            if (callee instanceof Cast c && c.kind() == Cast.Kind.FUNCTION_TO_POINTER && c.operand() instanceof FunctionRef f) {
                return Optional.of(f.function());
            }
            return Optional.empty();
        }

        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCall(this, p); }
    }

    /**
     * A GNU statement expression {@code ({ ... })}: {@code body} (every item but a final expression statement)
     * runs in order, then {@code result}, the value of that final expression statement (an rvalue, or a void
     * expression), is evaluated and is the value. Without a result the type is {@code void}. Control never
     * leaves {@code body} by a jump (the analysis rejects {@code return}, {@code goto}, and {@code break} or
     * {@code continue} to an enclosing statement), and never enters it but from its start.
     */
    record StatementExpr(TypedStmt.Block body, Optional<TypedExpr> result, CType type, Span span) implements TypedExpr {
        public boolean isLvalue() { return false; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitStatementExpr(this, p); }
    }
}
