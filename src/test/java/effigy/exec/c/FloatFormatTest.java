package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.exec.c.Printf.ArgKind;
import effigy.exec.c.Printf.ArgSource;
import java.util.List;
import org.junit.jupiter.api.Test;

/** printf's floating conversions ({@link FloatFormat} through {@link Printf}), case by case, each expected text printed by glibc 2.36. */
class FloatFormatTest {
    private static String f(String fmt, Object... args) {
        return Printf.format(fmt, ArgSource.of(args));
    }

    private static double bits(long b) { return Double.longBitsToDouble(b); }

    private static final double INF = Double.POSITIVE_INFINITY;
    private static final double NAN = Double.NaN;
    private static final double NEG_NAN = bits(0xfff8000000000000L);

    @Test
    void eachConversion() {
        assertEquals("[1.500000][-1.500000][1.234568e+03][1.234568E+03][0.0001234][1E-05][0x1p+0][-0X1.8P+1]",
                f("[%f][%F][%e][%E][%g][%G][%a][%A]", 1.5, -1.5, 1234.5678, 1234.5678, 0.0001234, 1e-5, 1.0, -3.0));
        assertEquals("[1.500000][1.500000e+00][1.5][0x1.8p+0]", f("[%lf][%le][%lg][%la]", 1.5, 1.5, 1.5, 1.5));
        assertEquals("x = 2.50, n = 3", f("x = %.2f, n = %d", 2.5f, 3));
    }

    @Test
    void zerosAndSpecialValues() {
        assertEquals("[0.000000][0.000000e+00][0][0x0p+0][-0.000000][-0.000000e+00][-0][-0x0p+0]",
                f("[%f][%e][%g][%a][%f][%e][%g][%a]", 0.0, 0.0, 0.0, 0.0, -0.0, -0.0, -0.0, -0.0));
        assertEquals("[inf][INF][-inf][-INF][nan][NAN][-nan][-NAN]",
                f("[%f][%F][%e][%E][%g][%G][%a][%A]", INF, INF, -INF, -INF, NAN, NAN, NEG_NAN, bits(0xfff8000000000001L)));
        assertEquals("[       inf][nan       |][+inf][ nan][-nan]", f("[%010f][%-10f|][%+f][% f][%+ f]", INF, NAN, INF, NAN, NEG_NAN));
        assertEquals("[  inf][inf][-INF]", f("[%#5.3e][%.0g][%.30A]", INF, INF, -INF));
    }

    @Test
    void flags() {
        assertEquals("[-1.500e+00][+0x01.8p+0][3.][3.e+00][100000.][1.00][0x1.p+0][0x1.p+0]",
                f("[%010.3e][%+010a][%#.0f][%#.0e][%#g][%#.3g][%#a][%#.0a]", -1.5, 1.5, 3.0, 3.0, 100000.0, 1.0, 1.0, 1.0));
        assertEquals("[  3.1][3.14e+04|][-0003.14][3.14    |][ 0003.14][+3.14][      2.50][2.500000]",
                f("[%5.1f][%-8.2e|][%08.2f][%-08.2f|][% 08.2f][%+.3g][%*.*f][%.*f]", 3.14159, 31415.9, -3.14159, 3.14159, 3.14159,
                        3.14159, 10, 2, 2.5, -1, 2.5));
        assertEquals("[2.5   ]", f("[%*g]", -6, 2.5));
    }

    @Test
    void roundingIsToNearestEvenOnTheExactValue() {
        assertEquals("[0.12][0.38][2][4][0][0.1]", f("[%.2f][%.2f][%.0f][%.0f][%.0f][%.1f]", 0.125, 0.375, 2.5, 3.5, 0.5, 0.05));
        assertEquals("[0.2][0.3][0.5][1.00]", f("[%.1f][%.1f][%.1f][%.2f]", 0.25, 0.35, 0.45, 1.005));
        assertEquals("[1.000000e+01][1e+01][1.798e+308][2.225074e-308][4.940656e-324][1.00000000000000005551e-01]",
                f("[%e][%.0e][%.3e][%e][%e][%.20e]", 9.9999996, 9.5, Double.MAX_VALUE, Double.MIN_NORMAL, Double.MIN_VALUE, 0.1));
        assertEquals("-0.001", f("%.3f", -0.0005));
    }

    @Test
    void general() {
        assertEquals("[100000][1e+06][1e+06][0.0001][1e-05][1.23457e+08][0.5][1e+01][0.3333333333][1e+100][0.00000]",
                f("[%g][%g][%g][%g][%g][%g][%.0g][%.1g][%.10g][%g][%#g]", 100000.0, 1000000.0, 999999.5, 0.0001, 0.00001,
                        123456789.0, 0.5, 9.5, 1.0 / 3, 1e100, 0.0));
        // glibc's quirk: a value of exponent P-1 that rounds to 10^P keeps no fraction digits under #
        assertEquals("[1.e+06][1.e+06][1.0e+06][1.00e+06][1.e+03][1.0e+03][1.e+02][100.][1.00000e+07][99999.5][1e+06]",
                f("[%#g][%#.1g][%#.2g][%#.3g][%#.3g][%#.2g][%#.2g][%#.3g][%#g][%#g][%g]", 999999.5, 999999.5, 999999.5, 999999.5,
                        999.7, 999.7, 99.97, 99.97, 9999995.0, 99999.5, 999999.5));
    }

    @Test
    void hexadecimal() {
        assertEquals("[0x1p-1022][0x0.0000000000001p-1022][0x0.fffffffffffffp-1022][0x2p+0][0x1.0p+0][0x1p+0][0x2p+0][0x1.00p-1022]"
                        + "[0x1.199999999999a00p+0][0X1.FFFFFFFFFFFFFP+1023]",
                f("[%a][%a][%a][%.0a][%.1a][%.0a][%.0a][%.2a][%.15a][%A]", Double.MIN_NORMAL, Double.MIN_VALUE, bits(0x000fffffffffffffL),
                        1.5, 1.03125, 1.25, 1.9, bits(0x000fffffffffffffL), 1.1, Double.MAX_VALUE));
        assertEquals("[0x0p-1022][0x1p-1022][0x2p-1022][0x1.0p-1022]", f("[%.0a][%.0a][%.0a][%.1a]", bits(0x0008000000000000L),
                bits(0x0008000000000001L), bits(0x0018000000000000L), bits(0x000ff80000000000L)));
    }

    @Test
    void largeValuesAndPrecisions() {
        assertEquals("[0.100000000000000005551115123126][0.000000000000000000000004940656458412465701173670780956059869]"
                        + "[10000000000000000000000.000000]",
                f("[%.30f][%.60f][%f]", 0.1, Double.MIN_VALUE * 1e300, 1e22));
        assertEquals("179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368.000000",
                f("%f", Double.MAX_VALUE));
        String tiny = f("%.1100f", Double.MIN_VALUE);
        assertEquals(1102, tiny.length());
        assertTrue(tiny.startsWith("0.000") && tiny.contains("49406564584124654417656879286822137236505980") && tiny.endsWith("18265533447265625" + "0".repeat(26)) && tiny.endsWith("0000"), tiny);
        assertEquals("4.9406564584124654417656879286822137236505980e-324", f("%.43e", Double.MIN_VALUE));
        String big = f("%." + Printf.MAX_FIELD + "f", 0.5);
        assertEquals(2 + Printf.MAX_FIELD, big.length());
        assertEquals(Printf.MAX_FIELD + 6, f("%." + Printf.MAX_FIELD + "e", 1.0).length());
        assertEquals(Printf.MAX_FIELD + 7, f("%." + Printf.MAX_FIELD + "a", 1.0).length());
        assertEquals(Printf.MAX_FIELD, f("%" + Printf.MAX_FIELD + "g", 1.0).length());
    }

    @Test
    void longDoubleAndBadArgumentsAreRejected() {
        for (String fmt : List.of("%Lf", "%Le", "%LG", "%La", "%llf")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f(fmt, 1.0), fmt);
            assertTrue(e.getMessage().contains("long double") && e.getMessage().contains(fmt), e.getMessage());
        }
        for (String fmt : List.of("%hf", "%zg", "%Ld")) assertThrows(IllegalArgumentException.class, () -> f(fmt, 1.0), fmt);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f("%f", 1));
        assertTrue(e.getMessage().startsWith("printf: floating-point argument"), e.getMessage());
        ArgSource noDoubles = new ArgSource() {
            @Override public long nextInt() { return 0; }
            @Override public String nextString() { return ""; }
        };
        e = assertThrows(IllegalArgumentException.class, () -> Printf.format("%g", noDoubles));
        assertTrue(e.getMessage().startsWith("printf: floating-point argument"), e.getMessage());
        assertEquals(List.of(ArgKind.DOUBLE, ArgKind.INT, ArgKind.DOUBLE, ArgKind.DOUBLE, ArgKind.LONG),
                Printf.argumentKinds("%f %*e %la %ld"));
    }
}
