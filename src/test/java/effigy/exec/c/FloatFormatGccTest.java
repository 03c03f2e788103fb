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
 * Differential test of printf's floating conversions ({@link FloatFormat} through {@link Printf}) against
 * gcc + glibc: random doubles from random bit patterns of every class (normal, subnormal, zeros, infinities,
 * NaNs with either sign, values near powers of ten and rounding ties) under random formats (flags, widths,
 * precisions, {@code *}, {@code l}, every conversion), one C program printing each, compared line by line.
 * Deterministic (fixed seed); the number of lines is the system property {@code effigy.printf.float.cases}
 * (default 4000). Skipped, saying so, when gcc is missing.
 */
class FloatFormatGccTest {
    private static final long SEED = 0xF10A7_2024L;
    private static final String CONVS = "fFeEgGaA";

    /** One printf call: the C text of its arguments, and the arguments as {@link Printf} receives them. */

    @Test
    void randomFloatingFormatsMatchGlibc(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        int n = Integer.getInteger("effigy.printf.float.cases", 4000);
        Random rnd = new Random(SEED);
        List<GlibcPrintf.Case> cases = new ArrayList<>();
        for (int i = 0; i < n; i++) cases.add(randomCase(rnd));

        GlibcPrintf.assertSameAsGlibc(dir, "printf_float_cases", "#include <stdio.h>\n#include <string.h>\n\nstatic double d(unsigned long long b) { double x; memcpy(&x, &b, sizeof x); return x; }\n", cases, 120);
    }

    private static GlibcPrintf.Case randomCase(Random rnd) {
        StringBuilder fmt = new StringBuilder();
        StringBuilder cArgs = new StringBuilder();
        List<Object> args = new ArrayList<>();
        int convs = 1 + rnd.nextInt(2);
        for (int k = 0; k < convs; k++) {
            if (rnd.nextInt(3) == 0) fmt.append(new String[]{"x=", " ", "[", "ab"}[rnd.nextInt(4)]);
            fmt.append('%');
            int nflags = rnd.nextInt(4);
            for (int f = 0; f < nflags; f++) fmt.append("-+ #0".charAt(rnd.nextInt(5)));
            switch (rnd.nextInt(6)) {
                case 0, 1, 2 -> { }
                case 3, 4 -> fmt.append(1 + rnd.nextInt(rnd.nextInt(8) == 0 ? 400 : 30));
                default -> {
                    fmt.append('*');
                    int w = rnd.nextInt(61) - 30;
                    cArgs.append(", ").append(w);
                    args.add((long) w);
                }
            }
            switch (rnd.nextInt(8)) {
                case 0, 1 -> { }
                case 2 -> fmt.append('.');
                case 3, 4 -> fmt.append('.').append(rnd.nextInt(21));
                case 5 -> fmt.append('.').append(rnd.nextInt(rnd.nextBoolean() ? 60 : 1200));
                default -> {
                    fmt.append(".*");
                    int p = rnd.nextInt(36) - 5;
                    cArgs.append(", ").append(p);
                    args.add((long) p);
                }
            }
            if (rnd.nextInt(6) == 0) fmt.append('l');
            fmt.append(CONVS.charAt(rnd.nextInt(CONVS.length())));
            long bits = randomBits(rnd);
            cArgs.append(", d(0x").append(Long.toHexString(bits)).append("ULL)");
            args.add(Double.longBitsToDouble(bits));
        }
        return new GlibcPrintf.Case(fmt.toString(), cArgs.toString(), args);
    }

    private static final double[] EDGES = {0.5, 1.5, 2.5, 0.125, 0.375, 0.05, 0.15, 0.25, 0.35, 1e-5, 1e-4, 9.5, 99.5, 999999.5,
            9999995, 0.000099995, 1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 123456.789, 1.0 / 3, 2.0 / 3, Math.PI, Math.E, 1.9, 1.03125,
            Double.MAX_VALUE, Double.MIN_NORMAL, Double.MIN_VALUE, 0x1.fffffffffffffp-1, 0x1.8p0, 0x1.08p0, 0x1.28p0, 0x1.0000000000008p0, 999.7, 99.97, 9.96, 9999.5, 0.99999996, 9.9999996e-5, 0.5e-4};

    /** A double's bits: from every class, sign random. */
    private static long randomBits(Random rnd) {
        long sign = rnd.nextBoolean() ? Long.MIN_VALUE : 0;
        long mant = rnd.nextLong() & ((1L << 52) - 1);
        if (rnd.nextInt(3) == 0) mant &= ~((1L << (4 * rnd.nextInt(14))) - 1);     // fewer significant hex digits
        return switch (rnd.nextInt(12)) {
            case 0 -> sign;                                                          // ±0
            case 1 -> sign | (0x7FFL << 52);                                         // ±inf
            case 2 -> sign | (0x7FFL << 52) | (mant == 0 ? 1 : mant);                // NaN, any payload
            case 3 -> sign | mant;                                                   // subnormal (or zero)
            case 4 -> sign | Double.doubleToRawLongBits(EDGES[rnd.nextInt(EDGES.length)]);
            case 5 -> sign | Double.doubleToRawLongBits(Math.pow(10, rnd.nextInt(40) - 20) * (1 + rnd.nextInt(9)));
            case 6 -> sign | Double.doubleToRawLongBits((rnd.nextInt(20001) - 10000) / Math.pow(2, rnd.nextInt(12)));
            case 7, 8 -> sign | ((long) (1023 + rnd.nextInt(81) - 40) << 52) | mant; // moderate magnitudes
            default -> sign | ((long) (1 + rnd.nextInt(0x7FE)) << 52) | mant;        // any normal number
        };
    }
}
