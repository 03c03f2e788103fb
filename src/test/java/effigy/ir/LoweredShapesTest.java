package effigy.ir;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** Control-flow shapes King's lowering makes (labels, jumps into and out of loops, dead code) verify and print. */
class LoweredShapesTest {
    static final List<String> SHAPES = List.of(
            "P: PROCEDURE; END;",
            "P: PROCEDURE (X); IF X > 0 THEN ; ELSE ; LAST: END;",
            "P: PROCEDURE (N); LOOP: DO WHILE (N > 0); N = N - 1; IF N = 3 THEN GO TO LOOP; END LOOP; END;",
            "P: PROCEDURE (N); DO I = 1 TO N; IF I = 2 THEN GO TO NEXT; NEXT: END; END;",
            "P: PROCEDURE (N); DO I = 1 TO N; GO TO OUT; END; OUT: RETURN (N); END;",
            "P: PROCEDURE (N); GO TO L; DO WHILE (N > 0); L: N = N - 1; END; END;",
            "P: PROCEDURE (N); DO I = 10 TO 1 BY -2; N = N + I; END; END;",
            "P: PROCEDURE (N); DO I = 1 TO N BY N - 3; N = N + I; END; END;",
            "P: PROCEDURE (X); IF X > 0 THEN RETURN (X); END;",
            "P: PROCEDURE (X); RETURN; X = 1; RETURN; END;");

    @ParameterizedTest
    @FieldSource("SHAPES")
    void verifies(String text) {
        Program p = IrTesting.lower(text);
        assertDoesNotThrow(() -> IrVerifier.verify(p), () -> IrPrinter.print(p));
    }

    @Test
    void codeAfterReturnIsMarkedUnreachable() {
        String dump = IrPrinter.print(IrTesting.lower("P: PROCEDURE (X); RETURN; X = 1; END;"));
        assertTrue(dump.contains("b1 dead:                                    ; unreachable\n  * X := 1"), dump);
    }

    @Test
    void labelOnEndContinuesTheLoop() {
        Function f = IrTesting.lower("P: PROCEDURE (N); DO I = 1 TO N; IF I = 2 THEN GO TO NEXT; NEXT: END; END;").function("P");
        int next = IrTesting.block(f, "NEXT");
        assertEquals(1, f.loops().size());
        assertTrue(f.loops().get(0).latches().contains(next), IrPrinter.print(f));
    }

    @Test
    void gotoToALabelledLoopMakesAnOuterLoop() {
        Function f = IrTesting.lower("P: PROCEDURE (N); LOOP: DO WHILE (N > 0); N = N - 1; IF N = 3 THEN GO TO LOOP; END LOOP; END;")
                .function("P");
        assertEquals(2, f.loops().size(), IrPrinter.print(f));
        Loop outer = f.loops().get(0), inner = f.loops().get(1);
        assertEquals(IrTesting.block(f, "LOOP"), outer.header());
        assertEquals(IrTesting.block(f, "while"), inner.header());
        assertEquals(outer.index(), inner.parent());
        assertEquals(2, inner.depth());
    }
}
