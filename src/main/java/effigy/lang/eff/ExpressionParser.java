package effigy.lang.eff;

import effigy.lang.eff.Expr.BinaryOp;
import effigy.lang.eff.Expr.Builtin;
import effigy.lang.eff.Token.Kind;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses expressions with PL/I precedence, loosest first:
 * <pre>
 * implies  := or [ '⊃' implies ]                       right-associative
 * or       := and { '|' and }
 * and      := not { '&amp;' not }
 * not      := '¬' not | relation
 * relation := additive [ relop additive ]              not associative
 * additive := multiplicative { ('+' | '-') multiplicative }
 * multiplicative := prefix { ('*' | '/') prefix }
 * prefix   := ('+' | '-') prefix | power
 * power    := primary [ '**' prefix ]                  right-associative; -2**2 is -(2**2)
 * primary  := integer | "symbol" | name [ '(' args ')' ] | '(' implies ')'
 * </pre>
 */
final class ExpressionParser {
    private final TokenStream ts;

    ExpressionParser(TokenStream ts) { this.ts = ts; }

    Expr expression() {
        ts.enter();
        Expr e = expressionHere();
        ts.leave();
        return e;
    }

    private Expr expressionHere() {
        Token start = ts.peek();
        Expr left = or();
        if (!ts.accept(Kind.IMPLIES)) return left;
        Expr right = expression();
        return new Expr.Binary(BinaryOp.IMPLIES, left, right, ts.spanFrom(start));
    }

    private Expr or() {
        Token start = ts.peek();
        Expr e = and();
        while (ts.accept(Kind.OR)) e = new Expr.Binary(BinaryOp.OR, e, and(), ts.spanFrom(start));
        return e;
    }

    private Expr and() {
        Token start = ts.peek();
        Expr e = not();
        while (ts.accept(Kind.AND)) e = new Expr.Binary(BinaryOp.AND, e, not(), ts.spanFrom(start));
        return e;
    }

    private Expr not() {
        Token start = ts.peek();
        if (!ts.accept(Kind.NOT)) return relation();
        ts.enter();
        Expr operand = not();
        ts.leave();
        return new Expr.Unary(Expr.UnaryOp.NOT, operand, ts.spanFrom(start));
    }

    private Expr relation() {
        Token start = ts.peek();
        Expr left = additive();
        BinaryOp op = relationalOp(ts.peek());
        if (op == null) return left;
        ts.next();
        Expr right = additive();
        if (relationalOp(ts.peek()) != null) {
            throw TokenStream.error(ts.peek(), "comparisons cannot be chained; use parentheses or '&'");
        }
        return new Expr.Binary(op, left, right, ts.spanFrom(start));
    }

    private static BinaryOp relationalOp(Token t) {
        return switch (t.kind()) {
            case EQ -> BinaryOp.EQ;
            case NE -> BinaryOp.NE;
            case LT -> BinaryOp.LT;
            case GT -> BinaryOp.GT;
            case LE -> BinaryOp.LE;
            case GE -> BinaryOp.GE;
            case NOT_LT -> BinaryOp.NOT_LT;
            case NOT_GT -> BinaryOp.NOT_GT;
            default -> null;
        };
    }

    private Expr additive() {
        Token start = ts.peek();
        Expr e = multiplicative();
        while (ts.at(Kind.PLUS) || ts.at(Kind.MINUS)) {
            BinaryOp op = ts.next().is(Kind.PLUS) ? BinaryOp.ADD : BinaryOp.SUB;
            e = new Expr.Binary(op, e, multiplicative(), ts.spanFrom(start));
        }
        return e;
    }

    private Expr multiplicative() {
        Token start = ts.peek();
        Expr e = prefix();
        while (ts.at(Kind.STAR) || ts.at(Kind.SLASH)) {
            BinaryOp op = ts.next().is(Kind.STAR) ? BinaryOp.MUL : BinaryOp.DIV;
            e = new Expr.Binary(op, e, prefix(), ts.spanFrom(start));
        }
        return e;
    }

    private Expr prefix() {
        Token start = ts.peek();
        if (ts.at(Kind.PLUS) || ts.at(Kind.MINUS)) {
            Expr.UnaryOp op = ts.next().is(Kind.PLUS) ? Expr.UnaryOp.PLUS : Expr.UnaryOp.NEG;
            ts.enter();
            Expr operand = prefix();
            ts.leave();
            return new Expr.Unary(op, operand, ts.spanFrom(start));
        }
        return power();
    }

    private Expr power() {
        Token start = ts.peek();
        Expr base = primary();
        if (!ts.accept(Kind.POWER)) return base;
        ts.enter();
        Expr exponent = prefix();
        ts.leave();
        return new Expr.Binary(BinaryOp.POW, base, exponent, ts.spanFrom(start));
    }

    private Expr primary() {
        Token t = ts.peek();
        switch (t.kind()) {
            case INTEGER -> {
                ts.next();
                return new Expr.IntLit(new BigInteger(t.text()), t.span());
            }
            case SYMBOL -> {
                ts.next();
                return new Expr.SymbolLiteral(t.text(), t.span());
            }
            case STRING -> throw TokenStream.error(t,
                    "single quotes are only for INCLUDE file names; write a symbol in double quotes");
            case LPAREN -> {
                ts.next();
                Expr inner = expression();
                ts.expect(Kind.RPAREN, "expected ')'");
                return inner;
            }
            case NOT -> throw TokenStream.error(t,
                    "a negation inside a comparison or arithmetic must be parenthesised: (" + t.text() + "...)");
            case IDENT -> {
                if (TokenStream.isReserved(t)) throw TokenStream.error(t, "expected an expression");
                return nameOrCall();
            }
            default -> throw TokenStream.error(t, "expected an expression");
        }
    }

    private Expr nameOrCall() {
        Token name = ts.next();
        if (!ts.accept(Kind.LPAREN)) return new Expr.Name(name.text(), name.span());
        List<Expr> args = argumentsAfterParen();
        Builtin builtin = builtin(name);
        if (builtin == null) return new Expr.CallOrIndex(name.text(), name.span(), args, ts.spanFrom(name));
        if (args.size() != builtin.arity()) {
            String count = builtin.arity() == 1 ? "1 argument" : builtin.arity() + " arguments";
            throw TokenStream.error(name, builtin + " takes " + count);
        }
        return new Expr.BuiltinCall(builtin, args, ts.spanFrom(name));
    }

    private static Builtin builtin(Token name) {
        for (Builtin b : Builtin.values()) {
            if (b.name().equals(name.text())) return b;
        }
        return null;
    }

    /** Whether {@code t} is the name of a built-in function. */
    static boolean isBuiltinName(Token t) { return builtin(t) != null; }

    /**
     * A variable or an array element ({@code NAME(i)}, exactly one subscript); {@code what} names the place
     * for messages, e.g. "a variable".
     */
    Expr.Ref reference(String what) {
        Token start = ts.peek();
        Ident name = ts.ident(what);
        if (!ts.at(Kind.LPAREN)) return new Expr.Name(name.name(), name.span());
        if (isBuiltinName(start)) throw TokenStream.error(start, name.name() + " is a built-in function, not an array");
        ts.next();
        List<Expr> subscripts = argumentsAfterParen();
        if (subscripts.size() != 1) throw TokenStream.error(start, "an array element has exactly one subscript");
        return new Expr.CallOrIndex(name.name(), name.span(), subscripts, ts.spanFrom(start));
    }

    /** {@code [e {, e}] ')'}, the opening parenthesis already consumed. */
    List<Expr> argumentsAfterParen() {
        List<Expr> args = new ArrayList<>();
        if (ts.accept(Kind.RPAREN)) return args;
        do {
            args.add(expression());
        } while (ts.accept(Kind.COMMA));
        ts.expect(Kind.RPAREN, "expected ',' or ')'");
        return args;
    }
}
