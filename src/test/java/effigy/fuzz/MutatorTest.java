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
}
