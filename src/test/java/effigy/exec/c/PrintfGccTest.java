package effigy.exec.c;


import effigy.cgen.Gcc;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Differential test of {@link Printf} against gcc + glibc: random format strings (flags, widths, precisions,
 * {@code *}, length modifiers, every supported conversion) with random arguments, one C program printing
 * each, compared line by line with {@link Printf#format}. Deterministic (fixed seed); the number of lines
 * is the system property {@code effigy.printf.cases} (default 600).
 */
class PrintfGccTest {
    private static final long SEED = 0x5EED_F0_2024L;
    private static final String[] STRINGS = {"", "a", "hello", "abc def", "0123456789ABCDEF", "x%y", "tab\there", "Zz"};
    private static final String CONVS = "diuxXocsp";
    private static final String[] LENGTHS = {"", "hh", "h", "l", "ll", "z", "j", "t"};

    /** One printf call: the C text of the call, and the arguments as {@link Printf} receives them. */

    @Test
    void randomFormatsMatchGlibc(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        int n = Integer.getInteger("effigy.printf.cases", 600);
        Random rnd = new Random(SEED);
        List<GlibcPrintf.Case> cases = new ArrayList<>();
        for (int i = 0; i < n; i++) cases.add(randomCase(rnd));

        GlibcPrintf.assertSameAsGlibc(dir, "printf_cases", "#include <stdio.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <sys/types.h>\n", cases, 60);
    }

    private static GlibcPrintf.Case randomCase(Random rnd) {
        StringBuilder fmt = new StringBuilder();
        StringBuilder cArgs = new StringBuilder();
        List<Object> args = new ArrayList<>();
        int convs = 1 + rnd.nextInt(3);
        for (int k = 0; k < convs; k++) {
            if (rnd.nextInt(3) == 0) fmt.append(new String[]{"x=", " ", "[", "ab", "--"}[rnd.nextInt(5)]);
            if (rnd.nextInt(25) == 0) {
                fmt.append(rnd.nextBoolean() ? "%%" : "%" + rnd.nextInt(6) + "%");
                continue;
            }
            fmt.append('%');
            int nflags = rnd.nextInt(4);
            for (int f = 0; f < nflags; f++) fmt.append("-+ #0".charAt(rnd.nextInt(5)));
            switch (rnd.nextInt(6)) {
                case 0, 1, 2 -> { }
                case 3, 4 -> fmt.append(1 + rnd.nextInt(20));
                default -> {
                    fmt.append('*');
                    int w = rnd.nextInt(41) - 20;
                    cArgs.append(", ").append(w);
                    args.add((long) w);
                }
            }
            switch (rnd.nextInt(7)) {
                case 0, 1, 2 -> { }
                case 3 -> fmt.append('.');
                case 4, 5 -> fmt.append('.').append(rnd.nextInt(21));
                default -> {
                    fmt.append(".*");
                    int p = rnd.nextInt(26) - 5;
                    cArgs.append(", ").append(p);
                    args.add((long) p);
                }
            }
            char conv = CONVS.charAt(rnd.nextInt(CONVS.length()));
            switch (conv) {
                case 'c' -> {
                    long v = (randomValue(rnd) & ~0xFFL) | (32 + rnd.nextInt(95));
                    fmt.append('c');
                    cArgs.append(", (int)").append(hex(v));
                    args.add(v);
                }
                case 's' -> {
                    fmt.append('s');
                    if (rnd.nextInt(12) == 0) {
                        cArgs.append(", (char *)0");
                        args.add(null);
                    } else {
                        String s = STRINGS[rnd.nextInt(STRINGS.length)];
                        cArgs.append(", ").append(GlibcPrintf.cString(s));
                        args.add(s);
                    }
                }
                case 'p' -> {
                    long v = rnd.nextInt(6) == 0 ? 0 : randomValue(rnd);
                    fmt.append('p');
                    cArgs.append(", (void *)").append(hex(v));
                    args.add(v);
                }
                default -> {
                    String len = LENGTHS[rnd.nextInt(LENGTHS.length)];
                    long v = randomValue(rnd);
                    fmt.append(len).append(conv);
                    cArgs.append(", (").append(cType(len, conv == 'd' || conv == 'i')).append(')').append(hex(v));
                    args.add(v);
                }
            }
        }
        return new GlibcPrintf.Case(fmt.toString(), cArgs.toString(), args);
    }

    private static String cType(String len, boolean signed) {
        return switch (len) {
            case "", "hh", "h" -> signed ? "int" : "unsigned int";
            case "l" -> signed ? "long" : "unsigned long";
            case "ll" -> signed ? "long long" : "unsigned long long";
            case "z" -> signed ? "ssize_t" : "size_t";
            case "j" -> signed ? "intmax_t" : "uintmax_t";
            case "t" -> signed ? "ptrdiff_t" : "size_t";
            default -> throw new IllegalArgumentException(len);
        };
    }

    private static final long[] EDGES = {0, 1, -1, 7, 8, 9, 10, 15, 16, 42, 100, 127, 128, 255, 256, 300, -128, -129, 32767, 32768,
            65535, 65536, -32768, Integer.MAX_VALUE, Integer.MIN_VALUE, 0xFFFFFFFFL, 0x1_0000_0000L, Long.MAX_VALUE, Long.MIN_VALUE};

    private static long randomValue(Random rnd) {
        return switch (rnd.nextInt(5)) {
            case 0 -> EDGES[rnd.nextInt(EDGES.length)];
            case 1 -> rnd.nextInt(601) - 300;
            case 2 -> rnd.nextInt();
            case 3 -> rnd.nextInt() & 0xFFFFFFFFL;
            default -> rnd.nextLong();
        };
    }

    private static String hex(long v) {
        return "0x" + Long.toHexString(v) + "ULL";
    }

}
