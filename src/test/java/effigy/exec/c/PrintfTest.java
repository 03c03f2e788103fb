package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.exec.c.Printf.ArgKind;
import effigy.exec.c.Printf.ArgSource;
import java.util.List;
import org.junit.jupiter.api.Test;

/** glibc's printf on x86-64, case by case (each expected text checked against glibc 2.36). */
class PrintfTest {
    private static String f(String fmt, Object... args) {
        return Printf.format(fmt, ArgSource.of(args));
    }

    @Test
    void plainTextAndPercent() {
        assertEquals("hello, world\n", f("hello, world\n"));
        assertEquals("100%", f("100%%"));
        assertEquals("[%][%][%][%]", f("[%5%][%-5%][%05%][%.3%]"));
    }

    @Test
    void signedDecimal() {
        assertEquals("42 -42 0", f("%d %i %d", 42, -42, 0));
        assertEquals("-2147483648", f("%d", Integer.MIN_VALUE));
        assertEquals("2147483647", f("%d", Integer.MAX_VALUE));
        assertEquals("-1", f("%d", 0xFFFFFFFFL), "int: only the low 32 bits count");
        assertEquals("1", f("%d", 0x1_0000_0001L));
        assertEquals("-9223372036854775808", f("%ld", Long.MIN_VALUE));
        assertEquals("-9223372036854775808", f("%lld", Long.MIN_VALUE));
        assertEquals("4294967295", f("%ld", 0xFFFFFFFFL));
        assertEquals("-1 -1 -1", f("%zd %jd %td", -1L, -1L, -1L));
    }

    @Test
    void lengthModifiersTruncate() {
        assertEquals("44", f("%hhd", 300));
        assertEquals("-56", f("%hhd", 200));
        assertEquals("200", f("%hhu", 200));
        assertEquals("44", f("%hhu", 300));
        assertEquals("ff", f("%hhx", -1));
        assertEquals("-32768", f("%hd", 32768));
        assertEquals("65535", f("%hu", -1));
        assertEquals("1", f("%hd", 65537));
        assertEquals("177777", f("%ho", -1));
    }

    @Test
    void unsignedConversions() {
        assertEquals("4294967295", f("%u", -1));
        assertEquals("18446744073709551615", f("%lu", -1L));
        assertEquals("18446744073709551615", f("%llu", -1L));
        assertEquals("18446744073709551615", f("%zu", -1L));
        assertEquals("ffffffff FFFFFFFF 37777777777", f("%x %X %o", -1, -1, -1));
        assertEquals("ffffffffffffffff", f("%lx", -1L));
        assertEquals("1777777777777777777777", f("%llo", -1L));
        assertEquals("7fffffff", f("%x", Integer.MAX_VALUE));
        assertEquals("0 0 0", f("%x %o %u", 0, 0, 0));
        assertEquals("deadbeef DEADBEEF", f("%x %X", 0xDEADBEEFL, 0xDEADBEEFL));
    }

    @Test
    void flagsOnSignedConversions() {
        assertEquals("+42 -42 +0", f("%+d %+d %+d", 42, -42, 0));
        assertEquals(" 42 -42  0", f("% d % d % d", 42, -42, 0));
        assertEquals("+42", f("%+ d", 42), "+ wins over space");
        assertEquals("+42", f("% +d", 42));
        assertEquals("42   |", f("%-5d|", 42));
        assertEquals("   42", f("%5d", 42));
        assertEquals("00042", f("%05d", 42));
        assertEquals("-0042", f("%05d", -42));
        assertEquals("+0042", f("%+05d", 42));
        assertEquals(" 0042", f("% 05d", 42));
        assertEquals("42   ", f("%-05d", 42), "0 is ignored with -");
        assertEquals("123456", f("%3d", 123456), "the width is a minimum");
    }

    @Test
    void plusAndSpaceAreIgnoredOnUnsigned() {
        assertEquals("[5][5][5]", f("[%+u][% x][%+o]", 5, 5, 5));
    }

    @Test
    void precisionOnIntegers() {
        assertEquals("042", f("%.3d", 42));
        assertEquals("-042", f("%.3d", -42));
        assertEquals("     042", f("%08.3d", 42), "0 is ignored with a precision");
        assertEquals("  -042", f("%06.3d", -42));
        assertEquals("042  |", f("%-5.3d|", 42));
        assertEquals("", f("%.0d", 0), "precision 0 and value 0: no digits");
        assertEquals("", f("%.d", 0), "a lone '.' is precision 0");
        assertEquals("     ", f("%5.0d", 0));
        assertEquals("+", f("%+.0d", 0));
        assertEquals(" ", f("% .0d", 0));
        assertEquals("", f("%.0x", 0));
        assertEquals("", f("%.0u", 0));
        assertEquals("7", f("%.0d", 7));
        assertEquals("00000000ff", f("%.10x", 255));
    }

    @Test
    void alternateForms() {
        assertEquals("0xff 0XFF 0377", f("%#x %#X %#o", 255, 255, 255));
        assertEquals("0 0", f("%#x %#o", 0, 0), "no prefix for zero; octal zero is just 0");
        assertEquals("0", f("%#.0o", 0), "%#o always prints a 0");
        assertEquals("", f("%#.0x", 0));
        assertEquals("010", f("%#.3o", 8), "the precision already gives the leading zero");
        assertEquals("0010", f("%#.4o", 8));
        assertEquals("  010", f("%#5o", 8));
        assertEquals("0x0000ff", f("%#08x", 255), "zeros go after the prefix");
        assertEquals("0x000ff", f("%#.5x", 255));
        assertEquals("0xff    |", f("%#-8x|", 255));
        assertEquals("42", f("%#d", 42), "# does nothing to decimal");
    }

    @Test
    void starWidthAndPrecision() {
        assertEquals("   42", f("%*d", 5, 42));
        assertEquals("42   |", f("%*d|", -5, 42), "a negative width is the - flag");
        assertEquals("00042", f("%.*d", 5, 42));
        assertEquals("42", f("%.*d", -3, 42), "a negative precision is none");
        assertEquals("00042", f("%05.*d", -3, 42), "... so the 0 flag applies again");
        assertEquals("   00042", f("%*.*d", 8, 5, 42));
        assertEquals("ab   |", f("%-*.*s|", 5, 2, "abcdef"));
        assertEquals("   abc", f("%*s", 6, "abc"));
    }

    @Test
    void characters() {
        assertEquals("A", f("%c", 65));
        assertEquals("A", f("%c", 256 + 65), "converted to unsigned char");
        assertEquals("\u00c8", f("%c", 200));
        assertEquals("\u00ff", f("%c", -1));
        assertEquals("    a", f("%5c", 'a'));
        assertEquals("a    ", f("%-5c", 'a'));
        assertEquals("    a", f("%05c", 'a'), "glibc pads %c with spaces even with 0");
        assertEquals("a", f("%.0c", 'a'), "the precision does not apply to %c");
        assertEquals("\0", f("%c", 0));
    }

    @Test
    void strings() {
        assertEquals("hello", f("%s", "hello"));
        assertEquals("abc", f("%.3s", "abcdef"));
        assertEquals("        ab", f("%10.2s", "abc"));
        assertEquals("ab        |", f("%-10.2s|", "abc"));
        assertEquals("   xy", f("%05s", "xy"), "glibc pads %s with spaces even with 0");
        assertEquals("", f("%s", ""));
        assertEquals("", f("%.0s", "abc"));
        assertEquals("(null)", f("%s", (Object) null));
        assertEquals("(null)", f("%.6s", (Object) null));
        assertEquals("", f("%.5s", (Object) null), "glibc prints nothing when (null) does not fit the precision");
        assertEquals("    (null)", f("%10s", (Object) null));
        assertEquals("50%", f("%s", "50%"), "a % in an argument is not a conversion");
    }

    @Test
    void pointers() {
        assertEquals("(nil)", f("%p", 0));
        assertEquals("     (nil)", f("%10p", 0));
        assertEquals("(nil)     ", f("%-10p", 0));
        assertEquals("(nil)", f("%.3p", 0), "(nil) is never cut");
        assertEquals("(nil)", f("%05p", 0));
        assertEquals("0x1234", f("%p", 0x1234));
        assertEquals("0x7ffc0000beef", f("%p", 0x7ffc0000beefL));
        assertEquals("0xffffffffffffffff", f("%p", -1L));
        assertEquals("+0x1234", f("%+p", 0x1234), "glibc honours + and space for %p");
        assertEquals(" 0x1234", f("% p", 0x1234));
        assertEquals("0x0000000012", f("%.10p", 0x12));
        assertEquals("0x00000012", f("%010p", 0x12));
        assertEquals("0x12      |", f("%-10p|", 0x12));
    }

    @Test
    void thousandsFlagDoesNothingInTheCLocale() {
        assertEquals("1234567", f("%'d", 1234567));
    }

    @Test
    void unsupportedConversionsAreRejectedClearly() {
        for (String fmt : List.of("%f", "%5.2e", "%g", "%a", "%lf", "%n", "%m", "%ls", "%lc", "%hs", "%1$d", "%*1$d", "%k",
                "%", "abc %", "%5", "%l", "%.")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f(fmt, 1, 2, 3), fmt);
            assertTrue(e.getMessage().startsWith("printf: "), e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f("x = %Lf\n", 1.0));
        assertTrue(e.getMessage().contains("\"%Lf\"") && e.getMessage().contains("long double"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> f("%99999999d", 1));
        assertThrows(IllegalArgumentException.class, () -> f("%*d", 2_000_000_000, 1));
        assertThrows(IllegalArgumentException.class, () -> f("%d %d", 1), "too few arguments");
    }

    @Test
    void argumentKinds() {
        assertEquals(List.of(ArgKind.INT, ArgKind.LONG, ArgKind.STRING, ArgKind.POINTER, ArgKind.INT, ArgKind.INT,
                        ArgKind.INT, ArgKind.INT, ArgKind.LONG, ArgKind.LONG, ArgKind.INT),
                Printf.argumentKinds("%d %ld %s %p %c %% %*.*hhd %zu %llx %hu"));
        assertEquals(List.of(), Printf.argumentKinds("no conversions, 100%%"));
        assertThrows(IllegalArgumentException.class, () -> Printf.argumentKinds("%Lf"));
    }

    @Test
    void stringSourcesMayReadOnlyUpToThePrecision() {
        int[] asked = {-2};
        ArgSource src = new ArgSource() {
            @Override public long nextInt() { throw new AssertionError(); }
            @Override public String nextString() { throw new AssertionError("must ask with the limit"); }
            @Override public String nextString(int maxBytes) { asked[0] = maxBytes; return "abc"; }
        };
        assertEquals("abc", Printf.format("%.3s", src));
        assertEquals(3, asked[0]);
        assertEquals("abc", Printf.format("%s", src));
        assertEquals(-1, asked[0]);
    }
}
