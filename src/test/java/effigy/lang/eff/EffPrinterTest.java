package effigy.lang.eff;

import effigy.source.SourceFile;
import effigy.source.Span;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static effigy.lang.eff.EffTesting.assertSameShape;
import static effigy.lang.eff.EffTesting.expr;
import static effigy.lang.eff.EffTesting.resource;
import static effigy.lang.eff.EffTesting.src;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EffPrinterTest {

    private static final List<String> PROGRAMS =
            Stream.concat(EffTesting.EXAMPLE_PROGRAMS.stream(), Stream.of("allforms.eff")).toList();

    /** parse(print(parse(x))) == parse(x) up to spans, and printing is idempotent. */
    @ParameterizedTest
    @FieldSource("PROGRAMS")
    void programsRoundTrip(String file) {
        Program parsed = EffParser.parseProgram(resource(file));
        String printed = EffPrinter.print(parsed);
        Program reparsed = EffParser.parseProgram(new SourceFile("printed-" + file, printed));
        assertSameShape(parsed.procedures(), reparsed.procedures());
        assertEquals(printed, EffPrinter.print(reparsed));
    }

    @Test
    void sessionRoundTrips() {
        List<Command> parsed = EffParser.parseSession(resource("session.eff"));
        String printed = EffPrinter.printSession(parsed);
        assertSameShape(parsed, EffParser.parseSession(src(printed)));
        assertEquals("""
                INCLUDE 'sum.eff';
                INCLUDE 'power.eff';
                INCLUDE 'search.eff';
                CALL SUM(1, 3, 5);
                CALL SUM("A", "B", "C");
                CALL SUM("A", 3, 5);
                TEST(200) SEARCH(A, 1, 5, "X", FOUND, J);
                TEST(200) SEARCH(A, "N", "N", "X", FOUND, J);
                TEST(60) POWER("X", "Y");
                """, printed);
    }

    @Test
    void sessionWithInlineProcedureAndQuotesRoundTrips() {
        List<Command> parsed = EffParser.parseSession(src(
                "INCLUDE \"it's.eff\"; P: PROC (X); WRITE (\"say \"\"hi\"\"\"); END; CALL P; TEST(3) P(\"A\");"));
        assertSameShape(parsed, EffParser.parseSession(src(EffPrinter.printSession(parsed))));
    }

    @Test
    void canonicalLayout() {
        assertEquals("""
                SEARCH: PROCEDURE (A, L, U, X, FOUND, J);
                  DCL A(*) INTEGER;
                  DCL (L, U, X, FOUND, J) INTEGER;
                  FOUND = 0;
                  DO WHILE (L ¬> U & FOUND = 0);
                    J = (L + U) / 2;
                    IF X = A(J) THEN FOUND = 1;
                    ELSE IF X < A(J) THEN U = J - 1;
                    ELSE L = J + 1;
                  END;
                  IF FOUND = 0 THEN J = L - 1;
                END;
                """, EffPrinter.print(EffParser.parseProgram(resource("search.eff"))));
        assertEquals("""
                POWER: PROCEDURE (X, Y);
                  Z = 1;
                  J = 1;
                  LAB: IF Y >= J THEN DO;
                    Z = Z * X;
                    J = J + 1;
                    GO TO LAB;
                  END;
                  RETURN (Z);
                END;
                """, EffPrinter.print(EffParser.parseProgram(resource("power.eff"))));
    }

    @Test
    void anIfAsThenBranchGetsItsOwnLineSoElseLinesUpWithItsIf() {
        assertEquals("IF A THEN\n  IF B THEN X = 1;\n  ELSE X = 2;\n",
                EffPrinter.print(EffTesting.stmt("IF A THEN IF B THEN X = 1; ELSE X = 2;")));
        assertEquals("""
                IF A THEN
                  L: IF B THEN X = 1;
                  ELSE X = 3;
                ELSE X = 2;
                """, EffPrinter.print(EffTesting.stmt("IF A THEN L: IF B THEN X = 1; ELSE X = 3; ELSE X = 2;")));
    }

    @Test
    void declarationsPrintCanonically() {
        Procedure p = EffTesting.program("""
                P: PROC; dcl (a(*), b(2:n)) fixed bin (31, 0) auto init (1, -2), c static;
                DCL D BINARY FIXED (15); END;""").procedures().get(0);
        assertEquals("DCL (A(*), B(2:N)) FIXED BINARY (31, 0) AUTOMATIC INITIAL (1, -2), C STATIC;\n"
                + "DCL D FIXED BINARY (15);\n", EffPrinter.print(p.body().get(0)) + EffPrinter.print(p.body().get(1)));
    }

    @Test
    void expressionsGetOnlyTheParenthesesTheyNeed() {
        assertEquals("A + B * C", EffPrinter.print(expr("(A + (B * C))")));
        assertEquals("(A + B) * C", EffPrinter.print(expr("(A + B) * C")));
        assertEquals("A - (B - C)", EffPrinter.print(expr("A - (B - C)")));
        assertEquals("A - B - C", EffPrinter.print(expr("(A - B) - C")));
        assertEquals("-2 ** 2", EffPrinter.print(expr("-(2 ** 2)")));
        assertEquals("(-2) ** 2", EffPrinter.print(expr("(-2) ** 2")));
        assertEquals("A ** B ** C", EffPrinter.print(expr("A ** (B ** C)")));
        assertEquals("(A ** B) ** C", EffPrinter.print(expr("(A ** B) ** C")));
        assertEquals("A ⊃ B ⊃ C", EffPrinter.print(expr("A -> (B -> C)")));
        assertEquals("(A ⊃ B) ⊃ C", EffPrinter.print(expr("(A -> B) -> C")));
        assertEquals("¬X > 5", EffPrinter.print(expr("^(X > 5)")));
        assertEquals("¬(A & B)", EffPrinter.print(expr("!(A & B)")));
        assertEquals("(A = B) = C", EffPrinter.print(expr("(A = B) = C")));
        assertEquals("A = (¬B)", EffPrinter.print(expr("A = (¬B)")));
        assertEquals("X & Y | Z", EffPrinter.print(expr("(X & Y) | Z")));
        assertEquals("X & (Y | Z)", EffPrinter.print(expr("X & (Y | Z)")));
        assertEquals("--A", EffPrinter.print(expr("-(-A)")));
        assertEquals("L ¬> U & X ¬< 1 & Y ¬= 2", EffPrinter.print(expr("L !> U & X ^< 1 & Y ≠ 2")));
        assertEquals("MOD(ABS(X), 3) + F() + A(I)", EffPrinter.print(expr("mod(abs(x), 3) + f() + a(i)")));
        assertEquals("\"a \"\"b\"\"\"", EffPrinter.print(expr("\"a \"\"b\"\"\"")));
    }

    @Test
    void thenBranchEndingInAnOpenIfIsWrappedWhenThereIsAnElse() {
        Span none = Span.NONE;
        Expr a = new Expr.Name("A", none);
        Stmt assign = new Stmt.Assign(new Expr.Name("X", none), new Expr.IntLit(BigInteger.ONE, none), none);
        Stmt open = new Stmt.If(a, assign, Optional.empty(), none);
        Stmt outer = new Stmt.If(a, open, Optional.of(assign), none);
        String printed = EffPrinter.print(outer);
        assertEquals("IF A THEN DO;\n  IF A THEN X = 1;\nEND;\nELSE X = 1;\n", printed);
        Stmt reparsed = EffTesting.stmt(printed);
        Stmt.If i = assertInstanceOf(Stmt.If.class, reparsed);
        assertTrue(i.elseBranch().isPresent());
        assertInstanceOf(Stmt.DoGroup.class, i.thenBranch());
    }
}
