package effigy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** The hybrid search's mutations: havoc stays within the longest input, input-to-state puts the other operand in place. */
class MutatorTest {
    @Property(tries = 200)
    void havocNeverMakesAnInputLongerThanTheLongest(@ForAll @Size(max = 64) List<Byte> base, @ForAll @IntRange(min = 1, max = 40) int maxLen,
                                                     @ForAll long seed) {
        byte[] b = new byte[base.size()];
        for (int i = 0; i < b.length; i++) b[i] = base.get(i);
        Mutator m = new Mutator(seed, maxLen);
        m.addToken("level".getBytes(StandardCharsets.US_ASCII));
        for (int i = 0; i < 50; i++) {
            byte[] out = m.havoc(b, b);
            assertTrue(out.length <= maxLen, out.length + " > " + maxLen);
        }
    }

    @Test
    void aMagicValueComparedWithTheInputsBytesReplacesThem() {
        byte[] input = {'A', 'B', 'C', 'D', 'W', 2};
        long seen = 0x44434241L, magic = 0x59474645L;   // "ABCD" read little-endian, compared with "EFGY"
        NativeTarget.CmpLog log = new NativeTarget.CmpLog(List.<long[]>of(new long[] {4, seen, magic}), List.of());
        List<byte[]> out = new Mutator(1, 64).inputToState(input, log);
        assertTrue(out.stream().anyMatch(b -> Arrays.equals(b, new byte[] {'E', 'F', 'G', 'Y', 'W', 2})), "EFGY in place");
    }

    @Test
    void aStringComparedWithStrcmpReplacesTheInputsStringWholeAndJoinsTheDictionary() {
        byte[] input = "[abc]\n".getBytes(StandardCharsets.US_ASCII);
        NativeTarget.CmpLog log = new NativeTarget.CmpLog(List.of(), List.<byte[][]>of(new byte[][] {"abc".getBytes(), "logging".getBytes()}));
        Mutator m = new Mutator(1, 64);
        List<byte[]> out = m.inputToState(input, log);
        assertTrue(out.stream().anyMatch(b -> new String(b, StandardCharsets.US_ASCII).equals("[logging]\n")), "the whole string in place");
        assertEquals(2, m.dictionarySize(), "both strings in the dictionary");
    }

    /** A path that depends on the first two bytes and on whether the input has at least two: what trimming must keep. */
    private static int prefixPath(byte[] b) { return b.length < 2 ? -1 : (b[0] & 0xff) * 256 + (b[1] & 0xff); }

    @Property(tries = 200)
    void trimmingKeepsThePathAndRemovesWhatItDoesNotRead(@ForAll @Size(min = 2, max = 300) List<Byte> bytes) {
        byte[] in = new byte[bytes.size()];
        for (int i = 0; i < in.length; i++) in[i] = bytes.get(i);
        int path = prefixPath(in);
        int[] runs = {0};
        byte[] out = Mutator.trim(in, path, b -> { runs[0]++; return prefixPath(b); }, 10_000);
        assertEquals(path, prefixPath(out), "the same path");
        assertTrue(out.length <= Math.max(in.length < 8 ? in.length : 2 + 3, 2), out.length + " bytes left of " + in.length);
        assertTrue(Arrays.equals(Arrays.copyOf(out, 2), Arrays.copyOf(in, 2)), "the bytes read are kept");
        assertTrue(runs[0] <= 2 * in.length, runs[0] + " runs");
    }

    @Test
    void trimmingStopsWhereARunDiesOrItsBudgetEnds() {
        byte[] in = new byte[64];
        int[] runs = {0};
        byte[] died = Mutator.trim(in, 0, b -> ++runs[0] == 3 ? null : 0, 100);
        assertEquals(3, runs[0]);
        assertEquals(64 - 2 * 4, died.length, "two removals of 4 bytes kept before the run that died");
        runs[0] = 0;
        byte[] budget = Mutator.trim(in, 0, b -> { runs[0]++; return 0; }, 5);
        assertEquals(5, runs[0]);
        assertEquals(64 - 5 * 4, budget.length);
    }

    @Test
    void crossoverPutsAPieceOfAnotherInputAnywhere() {
        byte[] base = "9/".getBytes(StandardCharsets.US_ASCII), other = "(7)".getBytes(StandardCharsets.US_ASCII);
        Mutator m = new Mutator(7, 64);
        boolean made = false;
        for (int i = 0; i < 200_000 && !made; i++) made = new String(m.havoc(base, other), StandardCharsets.US_ASCII).equals("9/(7)");
        assertTrue(made, "\"9/\" with \"(7)\" inserted at its end, which splicing at one cut point cannot make");
    }
}
