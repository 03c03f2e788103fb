package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;

import effigy.loops.Linear;
import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BoundTest {
    @Test
    void theBitsOfAConstantAreFolded() {
        // a halving loop ranked by a constant (a binary search over 16 places) costs a number, not bits(15)
        assertEquals("4", Bound.text(Bound.bits(Bound.constant(15))));
        assertEquals("0", Bound.text(Bound.bits(Bound.constant(-3))));
        Bound x = Bound.bits(Bound.of(Linear.variable("x")));
        assertEquals("bits(x)", Bound.text(x));
        assertEquals(BigInteger.valueOf(4), Bound.evaluate(x, Map.of("x", BigInteger.valueOf(15))));
        assertEquals(BigInteger.valueOf(5), Bound.evaluate(x, Map.of("x", BigInteger.valueOf(16))));
    }
}
