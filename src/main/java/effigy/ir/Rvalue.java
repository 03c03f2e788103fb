package effigy.ir;

/** The right-hand side of an {@link Instr.Assign}: an operand, one operator on operands, or an array element. */
public sealed interface Rvalue permits Rvalue.Use, Rvalue.Unary, Rvalue.Binary, Rvalue.Select {

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

    enum UnOp {
        NEG("-"), NOT("!"), ABS("abs ");
        private final String spelling;
        UnOp(String s) { spelling = s; }
        public String spelling() { return spelling; }
    }

    /**
     * Binary operators. On integers DIV truncates toward zero, REM has the dividend's sign, MOD the
     * divisor's (King's MOD); DIV, REM and MOD by zero are runtime errors. POW needs a non-negative
     * exponent. Comparisons yield booleans; AND, OR, IMPLIES take booleans and evaluate both operands.
     */
    enum BinOp {
        ADD("+"), SUB("-"), MUL("*"), DIV("/"), REM("%"), MOD("mod"), POW("**"),
        EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">="),
        AND("&"), OR("|"), IMPLIES("->");
        private final String spelling;
        BinOp(String s) { spelling = s; }
        public String spelling() { return spelling; }
        public boolean isComparison() { return ordinal() >= EQ.ordinal() && ordinal() <= GE.ordinal(); }
        public boolean isLogical() { return this == AND || this == OR || this == IMPLIES; }
        public boolean isDivision() { return this == DIV || this == REM || this == MOD; }
    }
}
