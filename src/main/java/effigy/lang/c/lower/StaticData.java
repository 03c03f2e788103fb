package effigy.lang.c.lower;

import effigy.ir.Global;
import effigy.lang.c.sema.TypedExpr;
import effigy.lang.c.sema.TypedInitializer;
import effigy.lang.c.types.StructType;
import effigy.lang.c.types.Types;
import effigy.source.DiagnosticException;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * The initial contents of an object with static storage: its initializer written into the bytes of the
 * {@link Global} (integer and floating constants) and the pointers in it (address constants: the address of
 * a static object or function, possibly converted and offset by a constant).
 */
final class StaticData extends InitializerWrite {
    private final CLowering lowering;
    private final byte[] data;
    private final List<Global.Pointer> pointers;

    StaticData(CLowering lowering, byte[] data, List<Global.Pointer> pointers) {
        this.lowering = lowering;
        this.data = data;
        this.pointers = pointers;
    }

    @Override public Void visitString(TypedInitializer.StringInit s, Long offset) {
        for (int i = 0; i < s.bytes().length() && offset + i < data.length; i++) data[(int) (long) offset + i] = (byte) s.bytes().charAt(i);
        return null;
    }

    @Override public Void visitScalar(TypedInitializer.Scalar s, Long offset) {
        TypedExpr e = s.value();
        int n = (int) Types.sizeOf(e.type());
        Optional<BigInteger> k = constant(e);
        if (k.isPresent()) {
            BigInteger v = k.get();
            for (int i = 0; i < n; i++) data[(int) (long) offset + i] = v.shiftRight(8 * i).byteValue();
            return null;
        }
        Global.Pointer p = new AddressConstant(offset).of(e, 0);
        if (p == null) throw DiagnosticException.at(e.span(), "this initializer of an object with static storage is not a constant");
        pointers.add(p);
        return null;
    }

    @Override void bitField(TypedInitializer.Scalar s, long window, StructType.Field field) {
        Optional<BigInteger> k = constant(s.value());
        if (k.isEmpty()) {
            throw DiagnosticException.at(s.span(), "this initializer of the bit-field '" + field.name() + "' is not an integer constant");
        }
        int n = field.windowSize();
        BigInteger bits = BigInteger.ZERO;
        for (int i = n - 1; i >= 0; i--) bits = bits.shiftLeft(8).or(BigInteger.valueOf(data[(int) window + i] & 0xff));
        BigInteger mask = BigInteger.ONE.shiftLeft(field.bitWidth()).subtract(BigInteger.ONE).shiftLeft(field.bitOffset());
        bits = bits.andNot(mask).or(k.get().shiftLeft(field.bitOffset()).and(mask));
        for (int i = 0; i < n; i++) data[(int) window + i] = bits.shiftRight(8 * i).byteValue();
    }

    // ------------------------------------------------------------------ constants

    /** The bits of an integer or floating constant, through integer conversions; empty for anything else. */
    private static Optional<BigInteger> constant(TypedExpr e) { return e.accept(CONSTANT, null); }

    private static final Constant CONSTANT = new Constant();

    private static final class Constant implements TypedExpr.Visitor<Optional<BigInteger>, Void> {
        @Override public Optional<BigInteger> visitIntConstant(TypedExpr.IntConstant c, Void p) { return Optional.of(c.value()); }

        @Override public Optional<BigInteger> visitFloatConstant(TypedExpr.FloatConstant c, Void p) {
            return Optional.of(new BigInteger(Long.toUnsignedString(c.bits())));
        }

        @Override public Optional<BigInteger> visitCast(TypedExpr.Cast c, Void p) {
            if (c.kind() == TypedExpr.Cast.Kind.INTEGER_TO_POINTER || c.kind() == TypedExpr.Cast.Kind.INTEGER) return constant(c.operand());
            return Optional.empty();
        }

        private static Optional<BigInteger> none() { return Optional.empty(); }

        @Override public Optional<BigInteger> visitVariableRef(TypedExpr.VariableRef e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitFunctionRef(TypedExpr.FunctionRef e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitLoad(TypedExpr.Load e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitUnary(TypedExpr.Unary e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitBinary(TypedExpr.Binary e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitLogical(TypedExpr.Logical e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitPointerArithmetic(TypedExpr.PointerArithmetic e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitPointerDifference(TypedExpr.PointerDifference e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitDeref(TypedExpr.Deref e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitAddressOf(TypedExpr.AddressOf e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitMember(TypedExpr.Member e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitAssign(TypedExpr.Assign e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitUpdate(TypedExpr.Update e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitOldValue(TypedExpr.OldValue e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitConditional(TypedExpr.Conditional e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitComma(TypedExpr.Comma e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitCall(TypedExpr.Call e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitVlaSize(TypedExpr.VlaSize e, Void p) { return none(); }
        @Override public Optional<BigInteger> visitStatementExpr(TypedExpr.StatementExpr e, Void p) { return none(); }
    }

    // ------------------------------------------------------------------ address constants

    /**
     * An address constant stored at byte {@code at} of the global: &global, an array or function decayed, plus a
     * constant offset (the visitors' parameter is the offset added so far); null for anything else.
     */
    private final class AddressConstant implements TypedExpr.Visitor<Global.Pointer, Long> {
        private final long at;
        private final LvalueAddress lvalue = new LvalueAddress();

        AddressConstant(long at) { this.at = at; }

        Global.Pointer of(TypedExpr e, long addend) { return e.accept(this, addend); }

        private Global.Pointer function(TypedExpr.FunctionRef f, long addend) {
            return new Global.Pointer(at, lowering.functionName(f.function()), true, addend);
        }

        @Override public Global.Pointer visitCast(TypedExpr.Cast c, Long addend) {
            switch (c.kind()) {
                case POINTER_TO_POINTER -> { return of(c.operand(), addend); }
                case ARRAY_TO_POINTER -> { return c.operand().accept(lvalue, addend); }
                case FUNCTION_TO_POINTER -> {
                    return c.operand() instanceof TypedExpr.FunctionRef f ? function(f, addend) : null;
                }
                default -> { return null; }
            }
        }

        @Override public Global.Pointer visitAddressOf(TypedExpr.AddressOf a, Long addend) {
            if (a.operand() instanceof TypedExpr.FunctionRef f) return function(f, addend);
            return a.operand().accept(lvalue, addend);
        }

        @Override public Global.Pointer visitPointerArithmetic(TypedExpr.PointerArithmetic p, Long addend) {
            Optional<BigInteger> k = constant(p.offset());
            if (k.isEmpty()) return null;
            long delta = k.get().longValue() * p.elementSize();
            return of(p.pointer(), addend + (p.subtract() ? -delta : delta));
        }

        @Override public Global.Pointer visitIntConstant(TypedExpr.IntConstant e, Long addend) { return null; }
        @Override public Global.Pointer visitFloatConstant(TypedExpr.FloatConstant e, Long addend) { return null; }
        @Override public Global.Pointer visitVariableRef(TypedExpr.VariableRef e, Long addend) { return null; }
        @Override public Global.Pointer visitFunctionRef(TypedExpr.FunctionRef e, Long addend) { return null; }
        @Override public Global.Pointer visitLoad(TypedExpr.Load e, Long addend) { return null; }
        @Override public Global.Pointer visitUnary(TypedExpr.Unary e, Long addend) { return null; }
        @Override public Global.Pointer visitBinary(TypedExpr.Binary e, Long addend) { return null; }
        @Override public Global.Pointer visitLogical(TypedExpr.Logical e, Long addend) { return null; }
        @Override public Global.Pointer visitPointerDifference(TypedExpr.PointerDifference e, Long addend) { return null; }
        @Override public Global.Pointer visitDeref(TypedExpr.Deref e, Long addend) { return null; }
        @Override public Global.Pointer visitMember(TypedExpr.Member e, Long addend) { return null; }
        @Override public Global.Pointer visitAssign(TypedExpr.Assign e, Long addend) { return null; }
        @Override public Global.Pointer visitUpdate(TypedExpr.Update e, Long addend) { return null; }
        @Override public Global.Pointer visitOldValue(TypedExpr.OldValue e, Long addend) { return null; }
        @Override public Global.Pointer visitConditional(TypedExpr.Conditional e, Long addend) { return null; }
        @Override public Global.Pointer visitComma(TypedExpr.Comma e, Long addend) { return null; }
        @Override public Global.Pointer visitCall(TypedExpr.Call e, Long addend) { return null; }
        @Override public Global.Pointer visitVlaSize(TypedExpr.VlaSize e, Long addend) { return null; }
        @Override public Global.Pointer visitStatementExpr(TypedExpr.StatementExpr e, Long addend) { return null; }

        /** The address of a static lvalue (a global, a member of one, an element through a constant pointer), or null. */
        private final class LvalueAddress implements TypedExpr.Visitor<Global.Pointer, Long> {
            @Override public Global.Pointer visitVariableRef(TypedExpr.VariableRef v, Long addend) {
                if (!v.variable().hasStaticStorage()) return null;
                return new Global.Pointer(at, lowering.globalName(v.variable()), false, addend);
            }

            @Override public Global.Pointer visitMember(TypedExpr.Member m, Long addend) { return m.base().accept(this, addend + m.field().offset()); }
            @Override public Global.Pointer visitDeref(TypedExpr.Deref d, Long addend) { return of(d.pointer(), addend); }

            @Override public Global.Pointer visitIntConstant(TypedExpr.IntConstant e, Long addend) { return null; }
            @Override public Global.Pointer visitFloatConstant(TypedExpr.FloatConstant e, Long addend) { return null; }
            @Override public Global.Pointer visitFunctionRef(TypedExpr.FunctionRef e, Long addend) { return null; }
            @Override public Global.Pointer visitLoad(TypedExpr.Load e, Long addend) { return null; }
            @Override public Global.Pointer visitCast(TypedExpr.Cast e, Long addend) { return null; }
            @Override public Global.Pointer visitUnary(TypedExpr.Unary e, Long addend) { return null; }
            @Override public Global.Pointer visitBinary(TypedExpr.Binary e, Long addend) { return null; }
            @Override public Global.Pointer visitLogical(TypedExpr.Logical e, Long addend) { return null; }
            @Override public Global.Pointer visitPointerArithmetic(TypedExpr.PointerArithmetic e, Long addend) { return null; }
            @Override public Global.Pointer visitPointerDifference(TypedExpr.PointerDifference e, Long addend) { return null; }
            @Override public Global.Pointer visitAddressOf(TypedExpr.AddressOf e, Long addend) { return null; }
            @Override public Global.Pointer visitAssign(TypedExpr.Assign e, Long addend) { return null; }
            @Override public Global.Pointer visitUpdate(TypedExpr.Update e, Long addend) { return null; }
            @Override public Global.Pointer visitOldValue(TypedExpr.OldValue e, Long addend) { return null; }
            @Override public Global.Pointer visitConditional(TypedExpr.Conditional e, Long addend) { return null; }
            @Override public Global.Pointer visitComma(TypedExpr.Comma e, Long addend) { return null; }
            @Override public Global.Pointer visitCall(TypedExpr.Call e, Long addend) { return null; }
            @Override public Global.Pointer visitVlaSize(TypedExpr.VlaSize e, Long addend) { return null; }
            @Override public Global.Pointer visitStatementExpr(TypedExpr.StatementExpr e, Long addend) { return null; }
        }
    }
}
