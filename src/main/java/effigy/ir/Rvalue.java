package effigy.ir;

/** The right-hand side of an {@link Instr.Assign}: an operand, one operator on operands, or an array element. */
public sealed interface Rvalue permits Rvalue.Use, Rvalue.Unary, Rvalue.Binary, Rvalue.Select, Rvalue.Cast,
        Rvalue.Load, Rvalue.AddressOf {

    /** The type of the value produced. */
    Type type();

    record Use(Operand operand) implements Rvalue {
        public Type type() { return operand.type(); }
        @Override public String toString() { return operand.toString(); }
    }

    record Unary(UnOp op, Operand operand, Type type) implements Rvalue {
        @Override public String toString() { return op.spelling() + operand; }
    }

    record Binary(BinOp op, Operand left, Operand right, Type type) implements Rvalue {
        @Override public String toString() { return left + " " + op.spelling() + " " + right; }
    }

    /** Element {@code index} of array local {@code array}; a bounded array's index is checked. */
    record Select(Local array, Operand index, Type type) implements Rvalue {
        @Override public String toString() { return array + "[" + index + "]"; }
    }

    /**
     * Converts a scalar to {@code type}: between bit-vectors it truncates or extends (with sign bits when
     * the source type is signed); to {@code bool} it tests for non-zero; from {@code bool} it gives 0 or 1;
     * pointers convert to and from 64-bit integers unchanged; with mathematical integers it is the identity.
     */
    record Cast(Operand operand, Type type) implements Rvalue {
        @Override public String toString() { return "(" + type + ") " + operand; }
    }

    /**
     * The {@code type} value stored at {@code address} (little-endian bytes). The address must lie, with
     * the whole value, inside one live object: otherwise a null-dereference, out-of-bounds or
     * use-after-free error.
     */
    record Load(Operand address, Type type) implements Rvalue {
        @Override public String toString() { return "load " + type + " [" + address + "]"; }
    }

    /** The address of a global object or of a function (for function pointers), a 64-bit pointer. */
    record AddressOf(String symbol, boolean function, Type type) implements Rvalue {
        @Override public String toString() { return "&" + symbol; }
    }

    enum UnOp {
        NEG("-"), NOT("!"), ABS("abs "), BNOT("~");
        private final String spelling;
        UnOp(String s) { spelling = s; }
        public String spelling() { return spelling; }
    }

    /**
     * Binary operators. On integers DIV truncates toward zero, REM has the dividend's sign, MOD the
     * divisor's (King's MOD); DIV, REM and MOD by zero are runtime errors. POW needs a non-negative
     * exponent. Comparisons yield booleans; AND, OR, IMPLIES take booleans and evaluate both operands.
     * On bit-vectors arithmetic wraps at the width, DIV and REM and comparisons are signed or unsigned by
     * the operands' type, SHR is arithmetic on signed and logical on unsigned operands; SHL, SHR, BAND,
     * BOR, BXOR are for bit-vectors only. A pointer plus or minus a 64-bit integer is byte arithmetic.
     */
    enum BinOp {
        ADD("+"), SUB("-"), MUL("*"), DIV("/"), REM("%"), MOD("mod"), POW("**"),
        EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">="),
        AND("&&"), OR("||"), IMPLIES("->"),
        SHL("<<"), SHR(">>"), BAND("&"), BOR("|"), BXOR("^");
        private final String spelling;
        BinOp(String s) { spelling = s; }
        public String spelling() { return spelling; }
        public boolean isComparison() { return ordinal() >= EQ.ordinal() && ordinal() <= GE.ordinal(); }
        public boolean isLogical() { return this == AND || this == OR || this == IMPLIES; }
        public boolean isBitwise() { return this == SHL || this == SHR || this == BAND || this == BOR || this == BXOR; }
        public boolean isDivision() { return this == DIV || this == REM || this == MOD; }
    }
}
