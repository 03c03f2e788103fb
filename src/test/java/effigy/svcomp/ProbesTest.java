package effigy.svcomp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.bmc.Counterexample;
import effigy.bmc.BoundedModelChecker;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.source.SourceFile;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Probes ({@link Probes}): concrete runs on simple inputs find violations behind a floating-point polynomial and behind
 * 65,536 loop iterations (each found run replays), and find none in a program with none; every input of a program
 * that reads few bits is run once each (the odometer makes exactly as many runs as there are input sequences), which
 * proves it, finds its one violating input, or stops with a reason (an int read, a run cut by the step limit, an
 * undefined operation).
 */
class ProbesTest {
    private static final String HEAD = "extern void reach_error(void);\n"
            + "extern int __VERIFIER_nondet_int(void);\nextern _Bool __VERIFIER_nondet_bool(void);\n"
            + "extern char __VERIFIER_nondet_char(void);\nextern float __VERIFIER_nondet_float(void);\n"
            + "extern void abort(void);\n";

    private static final Predicate<Leaf.ErrorInfo> REACH = e -> e.kind().label().equals("reach-error");
    private static final Predicate<Leaf.ErrorInfo> ENDS = e -> e.kind().label().equals("abort");

    private static <T> T with(String source, Function<Workbench, T> job) {
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("t.c", HEAD + source)), 10_000)) {
            return job.apply(wb);
        }
    }

    private static long seconds(double s) { return System.nanoTime() + (long) (s * 1e9); }

    /** The probes' first hit, checked to replay as the portfolio replays it; null when none within the time. */
    private static Probes.Hit probe(String source, ExecOptions options, Predicate<Leaf.ErrorInfo> violation) {
        return with(source, wb -> {
            Workbench.Entry entry = wb.cEntry("main");
            Probes.Hit hit = new Probes(wb, options, violation).run(entry, seconds(3));
            if (hit != null) {
                Counterexample cex = Counterexample.replay(wb, entry, options, new BoundedModelChecker.Violation(hit.leaf().error(), hit.inputs()));
                assertTrue(cex.reproduces(), "the probe's run replays: " + cex.replayed());
            }
            return hit;
        });
    }

    private static Probes.Exhaustion exhaust(String source, ExecOptions options) {
        return with(source, wb -> new Probes(wb, options, REACH).exhaust(wb.cEntry("main"), 18, ENDS, seconds(20)));
    }

    @Test
    void aFloatingPointPolynomialAboveItsBoundNearOneIsMetByAProbe() {
        // the polynomial passes 1.39 only for x above about 0.98: a solver's floating-point query, a probe's uniform real
        Probes.Hit hit = probe("""
                int main(void) {
                  float x = __VERIFIER_nondet_float();
                  if (!(x >= 0.0f && x < 1.0f)) abort();
                  float r = 1.0f + 0.5f*x - 0.125f*x*x + 0.0625f*x*x*x - 0.0390625f*x*x*x*x;
                  if (!(r < 1.39f)) reach_error();
                  return 0;
                }
                """, ExecOptions.DEFAULT, REACH);
        assertNotNull(hit);
        assertTrue(hit.probe() >= 2, "not all zeros or all ones: probe " + hit.probe());
    }

    @Test
    void aLoopThatGoesOnWhileABoolSaysSoOverflowsOnAProbeThatGivesItsSiteOne() {
        // 65,536 iterations: the probe that gives the loop's read 1 and the int reads 0 overflows i
        Probes.Hit hit = probe("""
                int main(void) {
                  int x = 0, i = __VERIFIER_nondet_int();
                  if (i != 0) return 0;
                  while (__VERIFIER_nondet_bool()) { x++; i += x; }
                  return i;
                }
                """, ExecOptions.DEFAULT.withMaxSteps(10_000_000).withCheckOverflow(true), e -> e.kind().label().equals("signed-overflow"));
        assertNotNull(hit);
        assertEquals(0, hit.probe() % 2, "a probe that gives each call site one value: " + hit.probe());
    }

    @Test
    void aProgramWithNoViolationGivesNoHit() {
        assertNull(probe("""
                int main(void) {
                  int x = __VERIFIER_nondet_int();
                  if (x > 10 && x < 5) reach_error();
                  return 0;
                }
                """, ExecOptions.DEFAULT, REACH));
    }

    @Test
    void everyPairOfCharsIsRunOnceAndProvesThatEuclidsDivisorDividesBoth() {
        Probes.Exhaustion all = exhaust("""
                extern unsigned char __VERIFIER_nondet_uchar(void);
                unsigned char euclid(unsigned char m, unsigned char n) {
                  while (n != 0) { unsigned char r = m % n; m = n; n = r; }
                  return m;
                }
                int main(void) {
                  unsigned char a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();
                  unsigned char d = euclid(a, b);
                  if (d != 0 && (a % d != 0 || b % d != 0)) reach_error();
                  return 0;
                }
                """, ExecOptions.DEFAULT.withMaxSteps(100_000));
        assertTrue(all.complete(), all.why());
        assertNull(all.hit());
        assertEquals(65_536, all.runs());
    }

    @Test
    void theOdometerMakesOneRunPerInputSequenceWhenTheReadsDependOnTheValues() {
        // a bool, and a char only when it is true: 1 + 256 sequences
        Probes.Exhaustion all = exhaust("""
                int main(void) {
                  if (__VERIFIER_nondet_bool()) {
                    char c = __VERIFIER_nondet_char();
                    if (c == 300) reach_error();
                  }
                  return 0;
                }
                """, ExecOptions.DEFAULT);
        assertTrue(all.complete(), all.why());
        assertEquals(257, all.runs());
    }

    @Test
    void theOneViolatingPairOfCharsIsFound() {
        Probes.Exhaustion all = exhaust("""
                int main(void) {
                  char a = __VERIFIER_nondet_char(), b = __VERIFIER_nondet_char();
                  if (a == 'q' && b == -7) reach_error();
                  return 0;
                }
                """, ExecOptions.DEFAULT);
        assertFalse(all.complete());
        assertNotNull(all.hit());
        assertEquals(List.of(113, -7), all.hit().inputs().values().values().stream().map(v -> ((java.math.BigInteger) v).byteValue() + 0).toList());
    }

    @Test
    void anIntReadARunCutByTheStepLimitAndAnUndefinedOperationAreNoProof() {
        Probes.Exhaustion wide = exhaust("int main(void) { int x = __VERIFIER_nondet_int(); return x; }", ExecOptions.DEFAULT);
        assertFalse(wide.complete());
        assertTrue(wide.why().contains("makes 32"), wide.why());

        Probes.Exhaustion cut = exhaust("int main(void) { char c = __VERIFIER_nondet_char(); while (c == 5) { } return 0; }",
                ExecOptions.DEFAULT.withMaxSteps(10_000));
        assertFalse(cut.complete());
        assertTrue(cut.why().contains("limit"), cut.why());

        Probes.Exhaustion undefined = exhaust("int main(void) { char c = __VERIFIER_nondet_char(); return 10 / (c - 3); }", ExecOptions.DEFAULT);
        assertFalse(undefined.complete());
        assertTrue(undefined.why().contains("division"), undefined.why());
    }
}
