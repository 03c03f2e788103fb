package effigy.loops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import effigy.driver.Workbench;
import effigy.ir.Function;
import effigy.source.SourceFile;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The ranking-function candidates read back from loops' exit tests, printed as the bounds show them, and the entry's constants. */
class RankingCandidatesTest {
    private static List<String> candidates(String body) {
        String c = "extern int __VERIFIER_nondet_int(void);\nint main(void) {\n  int n = __VERIFIER_nondet_int(), x = n, a = n, b = 3;\n"
                + body + "\n  return 0;\n}\n";
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("t.c", c)), 1000)) {
            Function f = wb.program().function("main");
            return Ranking.candidates(f, f.loops().get(0)).stream().map(Linear::toString).toList();
        }
    }

    @Test
    void eachComparisonGivesTheDistanceToItsLimit() {
        assertEquals(List.of("n - i"), candidates("for (int i = 0; i < n; i++) { }"));
        assertEquals(List.of("n - i + 1"), candidates("for (int i = 0; i <= n; i++) { }"));
        assertEquals(List.of("x - 1"), candidates("while (x > 1) x = x / 2;"));
        assertEquals(List.of("x"), candidates("while (x >= 1) x--;"));
        assertEquals(List.of("b - a", "a - b"), candidates("while (a != b) { if (a > b) a -= b; else b -= a; }"));
        assertEquals(List.of("-x", "x"), candidates("while (x) x--;"));
        assertEquals(List.of("n - 2*i"), candidates("for (int i = 0; 2 * i < n; i++) { }"));
    }

    @Test
    void theEntrysValuesTurnAnExpressionIntoANumber() {
        String c = "int main(void) {\n  int s = 0;\n  for (int i = 2; i < 10; i++) s++;\n  return s;\n}\n";
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("t.c", c)), 1000)) {
            Function f = wb.program().function("main");
            Map<String, Linear> at = Ranking.entryValues(f, f.loops().get(0));
            assertEquals(Linear.constant(BigInteger.TWO), at.get("i"));
            Linear r = Ranking.candidates(f, f.loops().get(0)).get(0);
            assertEquals(BigInteger.valueOf(8), r.substituteLinear(at).constant());
        }
    }
}
