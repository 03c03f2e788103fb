package effigy.lang.c.ast;

import effigy.lang.c.types.IntKind;
import effigy.source.Span;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * An expression as written, before type checking. Every node's span covers its source text from its first
 * to its last token; parentheses around an expression leave no node and are not part of its span.
 */
public sealed interface Expr {
    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of expression. */
    interface Visitor<R, P> {
        R visitIntegerConstant(IntegerConstant e, P p);
        R visitFloatingConstant(FloatingConstant e, P p);
        R visitCharConstant(CharConstant e, P p);
        R visitStringLiteral(StringLiteral e, P p);
        R visitIdentifier(Identifier e, P p);
        R visitUnary(Unary e, P p);
        R visitBinary(Binary e, P p);
        R visitAssign(Assign e, P p);
        R visitConditional(Conditional e, P p);
        R visitCast(Cast e, P p);
        R visitSizeofExpr(SizeofExpr e, P p);
        R visitSizeofType(SizeofType e, P p);
        R visitCall(Call e, P p);
        R visitIndex(Index e, P p);
        R visitMember(Member e, P p);
        R visitOffsetof(Offsetof e, P p);
        R visitStatementExpr(StatementExpr e, P p);
        R visitVaArg(VaArg e, P p);
    }

    /** Prefix and postfix operators. */
    enum UnaryOp {
        PLUS("+"), MINUS("-"), COMPLEMENT("~"), NOT("!"), ADDRESS("&"), DEREF("*"),
        PRE_INC("++"), PRE_DEC("--"), POST_INC("++"), POST_DEC("--");

        private final String symbol;

        UnaryOp(String symbol) { this.symbol = symbol; }

        public String symbol() { return symbol; }
    }

    /** Binary operators, the comma included; assignments are {@link Assign}. */
    enum BinaryOp {
        MUL("*"), DIV("/"), MOD("%"), ADD("+"), SUB("-"), SHL("<<"), SHR(">>"),
        LT("<"), GT(">"), LE("<="), GE(">="), EQ("=="), NE("!="),
        BIT_AND("&"), BIT_XOR("^"), BIT_OR("|"), LOGICAL_AND("&&"), LOGICAL_OR("||"), COMMA(",");

        private final String symbol;

        BinaryOp(String symbol) { this.symbol = symbol; }

        public String symbol() { return symbol; }
    }

    /**
     * An integer constant with its type chosen per C99 6.4.4.1 from its value, base and suffix: e.g.
     * {@code 2147483648} is {@code long}, {@code 0x80000000} is {@code unsigned int}.
     */
    record IntegerConstant(BigInteger value, IntKind kind, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitIntegerConstant(this, p); }
    }

    /** A floating constant: its IEEE bit pattern ({@code type}'s width), and its spelling. */
    record FloatingConstant(long bits, effigy.lang.c.types.FloatingType type, String text, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitFloatingConstant(this, p); }
    }

    /** A character constant; {@code value} is its {@code int} value ({@code '\xff'} is -1: char is signed). */
    record CharConstant(int value, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCharConstant(this, p); }
    }

    /**
     * One or more adjacent string literals, concatenated, escapes decoded. {@code bytes} holds one char per
     * byte (each in 0..255; source characters beyond ASCII as their UTF-8 bytes), without the terminating NUL.
     */
    record StringLiteral(String bytes, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitStringLiteral(this, p); }
    }

    /** A name used as an expression (never a typedef name or keyword). */
    record Identifier(String name, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitIdentifier(this, p); }
    }

    record Unary(UnaryOp op, Expr operand, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitUnary(this, p); }
    }

    record Binary(BinaryOp op, Expr left, Expr right, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBinary(this, p); }
    }

    /**
     * {@code target = value}, or a compound assignment {@code target op= value} when {@code op} is present
     * (one of the arithmetic, shift and bitwise operators).
     */
    record Assign(Optional<BinaryOp> op, Expr target, Expr value, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAssign(this, p); }
    }

    record Conditional(Expr condition, Expr then, Expr otherwise, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitConditional(this, p); }
    }

    record Cast(TypeName type, Expr operand, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCast(this, p); }
    }

    /** {@code sizeof expression}. */
    record SizeofExpr(Expr operand, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitSizeofExpr(this, p); }
    }

    /** {@code sizeof (type-name)}. */
    record SizeofType(TypeName type, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitSizeofType(this, p); }
    }

    record Call(Expr callee, List<Expr> arguments, Span span) implements Expr {
        public Call { arguments = List.copyOf(arguments); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCall(this, p); }
    }

    /** {@code array[index]}. */
    record Index(Expr array, Expr index, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitIndex(this, p); }
    }

    /** {@code base.member}, or {@code base->member} when {@code arrow}; {@code memberSpan} covers the name. */
    record Member(Expr base, String member, Span memberSpan, boolean arrow, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitMember(this, p); }
    }

    /**
     * {@code __builtin_offsetof(type, designator)}: {@code path} starts with a member name and continues with
     * {@code .member} and {@code [index]} steps.
     */
    record Offsetof(TypeName type, List<Initializer.Designator> path, Span span) implements Expr {
        public Offsetof { path = List.copyOf(path); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitOffsetof(this, p); }
    }

    /**
     * A GNU statement expression {@code ({ items })}: the block runs in order, in a scope of its own; the value
     * is that of the last item when it is an expression statement, else the expression is void.
     */
    record StatementExpr(Stmt.Compound body, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitStatementExpr(this, p); }
    }

    /** {@code __builtin_va_arg(list, type)} (<stdarg.h>'s {@code va_arg}): the next variable argument, as a {@code type}. */
    record VaArg(Expr list, TypeName type, Span span) implements Expr {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitVaArg(this, p); }
    }
}
