package effigy.lang.eff;

import effigy.lang.eff.Expr.BinaryOp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigInteger;

import static effigy.lang.eff.EffTesting.error;
import static effigy.lang.eff.EffTesting.expr;
import static effigy.lang.eff.EffTesting.sexp;
import static effigy.lang.eff.EffTesting.src;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

class ExpressionParserTest {

    private static String exprError(String text) { return error(() -> EffParser.parseExpression(src(text))); }

    @Test
    void arithmeticPrecedence() {
        assertEquals("(+ A (* B C))", sexp("A + B * C"));
        assertEquals("(- (- A B) C)", sexp("A - B - C"));
        assertEquals("(/ (* A B) C)", sexp("A * B / C"));
        assertEquals("(* (+ A B) C)", sexp("(A + B) * C"));
        assertEquals("(- (+ (+ X Y) (- B)) B)", sexp("X + Y + -B - B"));
    }

    @Test
    void powerIsRightAssociativeAndBindsTighterThanPrefixMinus() {
        assertEquals("(- (** 2 2))", sexp("-2**2"));
        assertEquals("(** (- 2) 2)", sexp("(-2)**2"));
        assertEquals("(** A (** B C))", sexp("A ** B ** C"));
        assertEquals("(** 2 (- 1))", sexp("2 ** -1"));
        assertEquals("(* (- A) (- B))", sexp("-A * -B"));
        assertEquals("(- (+ (- A)))", sexp("-+-A"));
    }

    @Test
    void logicalPrecedence() {
        assertEquals("(| (& (> X 0) (> Y 0)) (= Z 1))", sexp("X > 0 & Y > 0 | Z = 1"));
        assertEquals("(| A (& B C))", sexp("A | B & C"));
        assertEquals("(¬ (> X 5))", sexp("¬X > 5"));
        assertEquals("(& (¬ (= A 1)) B)", sexp("¬A = 1 & B"));
        assertEquals("(¬ (¬ A))", sexp("¬¬A"));
        assertEquals("(⊃ (| A B) C)", sexp("A | B ⊃ C"));
    }

    @Test
    void impliesIsRightAssociative() {
        assertEquals("(⊃ A (⊃ B C))", sexp("A ⊃ B ⊃ C"));
        assertEquals("(⊃ A (⊃ B C))", sexp("A -> B -> C"));
        assertEquals("(⊃ (⊃ A B) C)", sexp("(A ⊃ B) ⊃ C"));
    }

    @Test
    void comparisonOperandsAreArithmetic() {
        assertEquals("(¬> L U)", sexp("L ¬> U"));
        assertEquals("(& (¬> L U) (= FOUND 0))", sexp("L ¬> U & FOUND = 0"));
        assertEquals("(< X (- 1))", sexp("X<-1"));
        assertEquals("(<= (+ A 1) (* 2 B))", sexp("A + 1 <= 2 * B"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ' ', value = {
            "= EQ", "¬= NE", "^= NE", "!= NE", "≠ NE", "< LT", "> GT", "<= LE", "≤ LE", ">= GE", "≥ GE",
            "¬< NOT_LT", "^< NOT_LT", "!< NOT_LT", "¬> NOT_GT", "^> NOT_GT", "!> NOT_GT",
            "+ ADD", "- SUB", "* MUL", "/ DIV", "** POW", "& AND", "| OR", "⊃ IMPLIES", "-> IMPLIES"})
    void everyBinaryOperatorSpelling(String spelling, BinaryOp op) {
        Expr.Binary b = assertInstanceOf(Expr.Binary.class, expr("A " + spelling + " B"));
        assertEquals(op, b.op());
        assertEquals("A", ((Expr.Name) b.left()).name());
        assertEquals("B", ((Expr.Name) b.right()).name());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ' ', value = {"¬", "^", "!"})
    void everyNotSpelling(String spelling) {
        Expr.Unary u = assertInstanceOf(Expr.Unary.class, expr(spelling + "(A = B)"));
        assertEquals(Expr.UnaryOp.NOT, u.op());
        assertEquals("(= A B)", sexp(u.operand()));
    }

    @Test
    void primaries() {
        assertEquals(new BigInteger("123456789012345678901234567890"),
                ((Expr.IntLit) expr("123456789012345678901234567890")).value());
        assertEquals("(A[] (+ I 1))", sexp("a(i + 1)"));
        assertEquals("(F[])", sexp("F()"));
        assertEquals("(ABS (- X))", sexp("abs(-X)"));
        assertEquals("(MOD A (+ B 1))", sexp("Mod(A, B + 1)"));
        assertEquals("(+ \"N\" 4)", sexp("\"N\" + 4"));
        assertEquals("\"A(1)\"", sexp("\"A(1)\""));
        assertEquals("(+ ABS MOD)", sexp("ABS + MOD"));
        Expr.SymbolLiteral s = assertInstanceOf(Expr.SymbolLiteral.class, expr("\"x\""));
        assertEquals("x", s.name());
    }

    @Test
    void spansCoverTheSourceIncludingParenthesisedOperands() {
        Expr.Binary b = assertInstanceOf(Expr.Binary.class, expr("  (A + B) * C"));
        assertEquals("(A + B) * C", b.span().text());
        assertEquals("A + B", b.left().span().text());
        assertEquals("-2**2", expr("-2**2").span().text());
        Expr.CallOrIndex c = assertInstanceOf(Expr.CallOrIndex.class, expr("A( J )"));
        assertEquals("A( J )", c.span().text());
        assertEquals("A", c.nameSpan().text());
        assertEquals("¬ X > 5", expr("¬ X > 5").span().text());
    }

    @Test
    void errors() {
        assertEquals("1:7: comparisons cannot be chained; use parentheses or '&'", exprError("A < B < C"));
        assertEquals("1:5: a negation inside a comparison or arithmetic must be parenthesised: (¬...)",
                exprError("A = ¬B"));
        assertEquals("1:5: expected an expression", exprError("A + ;"));
        assertEquals("1:1: expected an expression", exprError(""));
        assertEquals("1:5: expected an expression", exprError("A + THEN"));
        assertEquals("1:7: expected ')'", exprError("(A + B"));
        assertEquals("1:5: expected ',' or ')'", exprError("F(A B)"));
        assertEquals("1:1: ABS takes 1 argument", exprError("ABS(A, B)"));
        assertEquals("1:1: MOD takes 2 arguments", exprError("MOD(A)"));
        assertEquals("1:3: unexpected 'B' after expression", exprError("A B"));
        assertEquals("1:1: single quotes are only for INCLUDE file names; write a symbol in double quotes",
                exprError("'A'"));
        assertEquals("1:4: expected an expression", exprError("A |"));
    }
}
