package effigy.lang.eff;

import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import org.junit.jupiter.api.Test;

import static effigy.lang.eff.EffTesting.programError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Malformed programs: the first error, its message, and the exact line:column it points at. */
class DiagnosticTest {

    private static String inBody(String text) { return programError("P: PROC;\n" + text + "\nEND;"); }

    @Test
    void missingSemicolonPointsAtTheNextToken() {
        assertEquals("3:3: expected ';' after statement", programError("""
                SUM: PROCEDURE (A, B, C);
                  X = A + B
                  Y = B + C;
                END;
                """));
    }

    @Test
    void missingSemicolonAtEndOfInputPointsJustAfterTheLastToken() {
        assertEquals("1:15: expected ';' after statement", programError("P: PROC; X = 1\n\n"));
    }

    @Test
    void renderedDiagnosticShowsFileLineColumnAndCaret() {
        SourceFile file = new SourceFile("sum.eff", "SUM: PROCEDURE (A, B, C);\n  X = A + B\n  Y = B + C;\nEND;\n");
        DiagnosticException e = assertThrows(DiagnosticException.class, () -> EffParser.parseProgram(file));
        assertEquals("""
                sum.eff:3:3: error: expected ';' after statement
                  Y = B + C;
                  ^""", e.diagnostic().render());
    }

    @Test
    void errorsAreReportedInSourceOrder() {
        assertEquals("3:3: expected ';' after statement", inBody("X = 1\n  Y = 2 % 3;"));
    }

    @Test
    void lexicalErrors() {
        assertEquals("3:5: unterminated comment", inBody("X = 1;\n    /* never closed\nY = 2;"));
        assertEquals("2:7: unexpected character '%'", inBody("X = 1 % 2;"));
        assertEquals("2:5: unterminated string", inBody("X = \"A;"));
    }

    @Test
    void ifErrors() {
        assertEquals("3:1: ELSE without IF", inBody("IF X > 0 THEN Y = 1;;\nELSE Y = 2;"));
        assertEquals("2:10: expected THEN", inBody("IF X > 0 Y = 1;"));
        assertEquals("2:11: expected a statement after THEN", inBody("IF X THEN ELSE Y = 1;"));
        assertEquals("3:1: expected a statement after ELSE", inBody("IF X THEN Y = 1; ELSE\nEND;"));
        assertEquals("2:14: expected a statement after THEN", inBody("IF X THEN L: END;"));
    }

    @Test
    void missingEnd() {
        assertEquals("1:1: missing END for procedure SUM", programError("SUM: PROCEDURE (A);\n  RETURN (A);\n"));
        assertEquals("2:3: missing END for DO group", programError("P: PROC;\n  DO WHILE (X > 0);\n X = X - 1;\n"));
        assertEquals("3:1: missing END for procedure P before procedure Q",
                programError("P: PROC;\nX = 1;\nQ: PROC; END;"));
    }

    @Test
    void endErrors() {
        assertEquals("2:5: END Q does not match procedure P", programError("P: PROC;\nEND Q;"));
        assertEquals("2:9: END OUTER does not match a label of this DO group", inBody("DO; END OUTER;"));
        assertEquals("2:6: expected ';' after END", programError("P: PROC;\nEND P\n"));
        assertEquals("3:1: END Q does not match procedure P", programError("P: PROC;\nEND\nQ: PROC; END;"));
        assertEquals("1:1: END without DO or PROCEDURE", programError("END;"));
        assertEquals("3:1: END without DO or PROCEDURE", programError("P: PROC;\nEND;\nEND;"));
    }

    @Test
    void doErrors() {
        assertEquals("2:9: expected TO in DO loop", inBody("DO I = 1; END;"));
        assertEquals("2:15: TO is already given", inBody("DO I = 1 TO 2 TO 3; END;"));
        assertEquals("2:5: the control variable of a DO loop must be a simple variable", inBody("DO A(1) = 1 TO 2; END;"));
        assertEquals("2:6: expected '=' after the DO control variable", inBody("DO I 1 TO 2; END;"));
        assertEquals("2:10: expected '(' after WHILE", inBody("DO WHILE X > 0; END;"));
        assertEquals("2:4: expected ';', WHILE or a control variable after DO", inBody("DO = 1;"));
    }

    @Test
    void statementErrors() {
        assertEquals("2:4: expected TO after GO", inBody("GO LAB;"));
        assertEquals("2:8: expected '(' after ASSUME", inBody("ASSUME X > 0;"));
        assertEquals("2:1: an array element has exactly one subscript", inBody("A(1, 2) = 3;"));
        assertEquals("2:1: ABS is a built-in function, not an array", inBody("ABS(1) = 3;"));
        assertEquals("2:7: expected '=' after PRINT", inBody("PRINT X;"));
        assertEquals("2:5: expected an expression", inBody("X = IF;"));
        assertEquals("2:1: unexpected THEN", inBody("THEN X = 1;"));
        assertEquals("2:7: expected a variable to read, found keyword END", inBody("READ (END);"));
        assertEquals("2:7: expected a label, found keyword THEN", inBody("GO TO THEN;"));
        assertEquals("2:1: expected a statement", inBody(") = 1;"));
        assertEquals("2:4: a declaration cannot have a label", inBody("L: DCL X;"));
    }

    @Test
    void programLevelErrors() {
        assertEquals("1:1: expected a procedure (NAME: PROCEDURE ...)", programError("X = 1;"));
        assertEquals("1:4: expected a procedure (NAME: PROCEDURE ...)", programError("   X: Y;"));
        assertEquals("2:1: procedure P is already defined", programError("P: PROC; END;\np: PROC; END;"));
        assertEquals("1:16: parameter A appears twice", programError("P: PROC (A, B, a); END;"));
        assertEquals("1:9: expected ';' after the procedure heading", programError("P: PROC X; END;"));
        assertEquals("1:10: expected a parameter name", programError("P: PROC (1); END;"));
        assertEquals("1:1: ABS is a built-in function and cannot name a procedure", programError("ABS: PROC; END;"));
    }
}
