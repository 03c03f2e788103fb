package effigy.lang.eff;

import effigy.source.Span;

import java.math.BigInteger;
import java.util.List;

/**
 * An expression of King's PL/I-style language. Nodes are immutable; every node's {@link #span()} covers
 * its source text (for a binary or prefix expression, from its first to its last token, including any
 * parentheses around its operands; a parenthesised expression itself has no node of its own).
 * Identifiers are normalised to upper case.
 */
public sealed interface Expr {

    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of expression. */
    interface Visitor<R, P> {
        R visitIntLit(IntLit e, P p);
        R visitSymbolLiteral(SymbolLiteral e, P p);
        R visitName(Name e, P p);
        R visitCallOrIndex(CallOrIndex e, P p);
        R visitBuiltinCall(BuiltinCall e, P p);
        R visitUnary(Unary e, P p);
        R visitBinary(Binary e, P p);
    }

    /**
     * An expression that may denote a storage location: a variable or an array element. Assignment targets
     * and {@code READ} arguments are references.
     */
    sealed interface Ref extends Expr permits Name, CallOrIndex {
        /** The referenced variable or array (or, for a {@link CallOrIndex}, possibly a procedure), upper case. */
        String name();
    }

    /** A non-negative integer constant of any size (a minus sign is a {@link Unary} around it). */
    record IntLit(BigInteger value, Span span) implements Expr {
        public IntLit {
            if (value.signum() < 0) throw new IllegalArgumentException("negative literal " + value);
        }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitIntLit(this, p); }
    }

    /**
     * A double-quoted string such as {@code "A"}: in a session or debugger command, a fresh symbolic value
     * named by its text; as a {@code WRITE} argument, a message. Any other use in a program is for a later
     * stage to reject. {@code name} is the text between the quotes, exactly as written (case kept, a doubled
     * {@code ""} read as one quote).
     */
    record SymbolLiteral(String name, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitSymbolLiteral(this, p); }
    }

    /** A variable (or, in a session's arguments, an array passed whole): an identifier, upper case. */
    record Name(String name, Span span) implements Ref {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitName(this, p); }
    }

    /**
     * {@code NAME(args)}: an array element or a function-procedure call, which the parser cannot tell apart;
     * the lowering decides from the declarations. {@code NAME()} has no arguments. {@code nameSpan} covers
     * just the name.
     */
    record CallOrIndex(String name, Span nameSpan, List<Expr> arguments, Span span) implements Ref {
        public CallOrIndex { arguments = List.copyOf(arguments); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCallOrIndex(this, p); }
    }

    /**
     * A call of one of King's built-in operators {@code ABS(e)} and {@code MOD(a, b)}. The parser checks the
     * number of arguments; {@code ABS} and {@code MOD} followed by {@code (} are always built-in calls.
     */
    record BuiltinCall(Builtin function, List<Expr> arguments, Span span) implements Expr {
        public BuiltinCall { arguments = List.copyOf(arguments); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBuiltinCall(this, p); }
    }

    /** A prefix operator applied to an operand. */
    record Unary(UnaryOp op, Expr operand, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitUnary(this, p); }
    }

    /** A binary operator applied to two operands. */
    record Binary(BinaryOp op, Expr left, Expr right, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBinary(this, p); }
    }

    /** King's built-in functions. */
    enum Builtin {
        /** Absolute value. */
        ABS(1),
        /** Remainder with the sign of the divisor (PL/I's MOD). */
        MOD(2);

        private final int arity;

        Builtin(int arity) { this.arity = arity; }

        /** The number of arguments the function takes. */
        public int arity() { return arity; }
    }

    /** Prefix operators; {@link #symbol()} is the canonical spelling used by {@link EffPrinter}. */
    enum UnaryOp {
        /** Logical not: {@code ¬}, {@code ^} or {@code !}. */
        NOT("¬"),
        /** Arithmetic negation. */
        NEG("-"),
        /** Prefix plus (the identity on integers). */
        PLUS("+");

        private final String symbol;

        UnaryOp(String symbol) { this.symbol = symbol; }

        public String symbol() { return symbol; }
    }

    /**
     * Binary operators. The negated comparisons {@code ¬<} and {@code ¬>} are kept as written
     * ({@link #NOT_LT}, {@link #NOT_GT}); on integers they mean {@code >=} and {@code <=}.
     * {@link #symbol()} is the canonical spelling used by {@link EffPrinter}.
     */
    enum BinaryOp {
        IMPLIES("⊃"), OR("|"), AND("&"),
        EQ("="), NE("¬="), LT("<"), GT(">"), LE("<="), GE(">="), NOT_LT("¬<"), NOT_GT("¬>"),
        ADD("+"), SUB("-"), MUL("*"), DIV("/"), POW("**");

        private final String symbol;

        BinaryOp(String symbol) { this.symbol = symbol; }

        public String symbol() { return symbol; }

        /** {@code ⊃ | &}: operands and result are truth values. */
        public boolean isLogical() { return this == IMPLIES || this == OR || this == AND; }

        /** The comparisons: integer operands, truth-value result. */
        public boolean isRelational() { return compareTo(EQ) >= 0 && compareTo(NOT_GT) <= 0; }

        /** {@code + - * / **}: integer operands and result. */
        public boolean isArithmetic() { return compareTo(ADD) >= 0; }
    }
}
