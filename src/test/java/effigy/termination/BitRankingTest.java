package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;

import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The measures of {@link BitRanking} as terms mean what their names say, on every width the solver sees. */
class BitRankingTest {
    private final TermBuilder tb = new TermBuilder(new TermFactory());

    @Property(tries = 300)
    void theMeasuresCountBits(@ForAll long value) {
        for (int w : new int[] {8, 16, 32, 64}) {
            long v = w == 64 ? value : value & ((1L << w) - 1);
            Term.Sym x = tb.factory().symbol("x", Sort.bv(w));
            Assignment a = new Assignment(Map.of(x, new BigInteger(Long.toUnsignedString(v))));
            assertEquals(Long.bitCount(v), eval(BitRanking.measure("popcount", x, w, tb), a), "popcount of " + v);
            assertEquals(64 - Long.numberOfLeadingZeros(v), eval(BitRanking.measure("bitlength", x, w, tb), a), "bit length of " + v);
            assertEquals(v == 0 ? 0 : w - Long.numberOfTrailingZeros(v), eval(BitRanking.measure("lowbits", x, w, tb), a), "low bits of " + v);
        }
    }

    private static int eval(Term t, Assignment a) { return ((BigInteger) Evaluator.eval(t, a)).intValue(); }
}
