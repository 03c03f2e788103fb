package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;

import effigy.loops.Linear;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** A recurrence set's predicates as the C expression of a non-termination witness's recurrence condition. */
class RecurrenceConditionTest {
    private static Linear x() { return Linear.variable("x"); }

    private static Linear c(long v) { return Linear.constant(BigInteger.valueOf(v)); }

    @Test
    void boundsAndEqualitiesReadEachVariableAsItsTypeDoesWithNoWrapAround() {
        assertEquals("(1LL <= (long long)x)", NonTermination.cExpression(new Recurrence.Predicate(c(1), "<=", x())));
        assertEquals("((long long)x == 7LL)", NonTermination.cExpression(new Recurrence.Predicate(x(), "=", c(7))));
        assertEquals("((long long)x < 2LL * (long long)y - 3LL)",
                NonTermination.cExpression(new Recurrence.Predicate(x(), "<", Linear.variable("y").times(BigInteger.TWO).plus(-3))));
        assertEquals("(-(long long)x <= 4294967295LL)", NonTermination.cExpression(new Recurrence.Predicate(x().times(BigInteger.ONE.negate()), "<=", c(4294967295L))));
    }

    @Test
    void aCongruenceIsOnTheLowBits() {
        assertEquals("(((long long)x) & 1LL) == 1LL", NonTermination.cExpression(new Recurrence.Predicate(x(), "mod", c(1), 1)));
        assertEquals("(((long long)x + (long long)y) & 3LL) == 2LL",
                NonTermination.cExpression(new Recurrence.Predicate(x().plus(Linear.variable("y")), "mod", c(2), 2)));
    }
}
