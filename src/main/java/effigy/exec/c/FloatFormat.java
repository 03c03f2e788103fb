package effigy.exec.c;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * printf's floating conversions {@code f F e E g G a A} of a {@code double}, exactly as glibc 2.36 prints
 * them on x86-64 in the default rounding mode (round to nearest, ties to even, applied to the exact binary
 * value: {@code printf("%.2f", 0.125)} is {@code 0.12}, because 0.125 is exact; {@code 0.15} is
 * {@code 0.1499999…} and prints {@code 0.1}).
 *
 * <ul>
 * <li>{@code %f}: {@code [-]ddd.ddd} with precision digits after the point (default 6; none and no point
 *     for precision 0 unless {@code #}).
 * <li>{@code %e}: {@code [-]d.ddde±dd}, one digit before the point, the exponent at least two digits.
 * <li>{@code %g}: C99 7.19.6.1: P is the precision (6 if none, 1 if 0), X the exponent {@code %e} would
 *     print with precision P−1; {@code %f} with precision P−1−X if P &gt; X ≥ −4, otherwise {@code %e} with
 *     precision P−1; then trailing zeros (and a trailing point) are removed unless {@code #}. One glibc
 *     quirk is kept: with {@code #}, a value whose exponent is P−1 but rounds up to 10^P prints as
 *     {@code 1.e+P} ({@code %#g} of 999999.5 is {@code 1.e+06}, where C99 asks for {@code 1.00000e+06}).
 * <li>{@code %a}: {@code [-]0xh.hhhp±d}: a normal number with a leading 1 and its 52-bit fraction as 13 hex
 *     digits (trailing zeros removed when there is no precision), a subnormal number with a leading 0 and
 *     exponent −1022, zero as {@code 0x0p+0}; a precision rounds the hex digits (to nearest, ties to even),
 *     which can make the leading digit 2 ({@code %.0a} of 1.9 is {@code 0x2p+0}), as glibc does.
 * <li>Infinity and NaN: {@code inf}, {@code nan} ({@code -nan} when the sign bit is set); uppercase for
 *     {@code F E G A}; the precision, {@code #} and {@code 0} do not apply (padding is spaces).
 * </ul>
 * Flags: {@code -} left-justifies; {@code +} and space give a nonnegative value a sign ({@code +} wins);
 * {@code #} keeps the point (and for {@code %g} the trailing zeros); {@code 0} pads with zeros after the sign
 * (and after {@code 0x}), ignored with {@code -}. Unlike integer conversions a precision does not cancel
 * {@code 0}.
 */
public final class FloatFormat {
    private FloatFormat() {}

    /**
     * The text of one conversion. {@code width} and {@code precision} are {@code -1} when absent; the
     * caller has made a negative {@code *} width into {@code left}.
     */
    public static String format(double value, char conversion, boolean left, boolean plus, boolean space, boolean alt,
                                boolean zero, int width, int precision) {
        boolean upper = Character.isUpperCase(conversion);
        boolean negative = Double.doubleToRawLongBits(value) < 0;
        String sign = negative ? "-" : plus ? "+" : space ? " " : "";
        String body;
        String prefix = "";
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            body = Double.isNaN(value) ? "nan" : "inf";
            if (upper) body = body.toUpperCase(java.util.Locale.ROOT);
            return pad(sign, "", body, left, false, width);
        }
        double mag = Math.abs(value);
        switch (Character.toLowerCase(conversion)) {
            case 'f' -> body = fixed(mag, precision < 0 ? 6 : precision, alt);
            case 'e' -> body = exponential(mag, precision < 0 ? 6 : precision, alt, upper);
            case 'g' -> body = general(mag, precision, alt, upper);
            case 'a' -> {
                prefix = upper ? "0X" : "0x";
                body = hex(mag, precision, alt, upper);
            }
            default -> throw new IllegalArgumentException("printf: not a floating conversion: %" + conversion);
        }
        return pad(sign, prefix, body, left, zero, width);
    }

    private static String pad(String sign, String prefix, String body, boolean left, boolean zero, int width) {
        int len = sign.length() + prefix.length() + body.length();
        int fill = Math.max(0, width - len);
        StringBuilder sb = new StringBuilder(len + fill);
        if (left) {
            sb.append(sign).append(prefix).append(body);
            repeat(sb, ' ', fill);
        } else if (zero) {
            sb.append(sign).append(prefix);
            repeat(sb, '0', fill);
            sb.append(body);
        } else {
            repeat(sb, ' ', fill);
            sb.append(sign).append(prefix).append(body);
        }
        return sb.toString();
    }

    private static void repeat(StringBuilder sb, char c, int n) {
        for (int k = 0; k < n; k++) sb.append(c);
    }

    // ------------------------------------------------------------------------------------------ %f

    /** {@code mag} (finite, ≥ 0) with {@code prec} digits after the point. */
    static String fixed(double mag, int prec, boolean alt) {
        BigDecimal x = new BigDecimal(mag);
        if (x.scale() < 0) x = x.setScale(0);
        int padZeros = 0;
        if (x.scale() > prec) {
            x = x.setScale(prec, RoundingMode.HALF_EVEN);
        } else {
            padZeros = prec - x.scale();
        }
        String digits = x.unscaledValue().toString();
        int scale = x.scale();
        StringBuilder sb = new StringBuilder(digits.length() + padZeros + 3);
        if (digits.length() <= scale) {
            sb.append('0');
            if (scale > 0 || alt) sb.append('.');
            repeat(sb, '0', scale - digits.length());
            sb.append(digits);
        } else {
            sb.append(digits, 0, digits.length() - scale);
            if (prec > 0 || alt) sb.append('.');
            sb.append(digits, digits.length() - scale, digits.length());
        }
        repeat(sb, '0', padZeros);
        return sb.toString();
    }

    // ------------------------------------------------------------------------------------------ %e

    /** The {@code n} significant decimal digits of {@code mag} (finite, &gt; 0), rounded, and its decimal exponent. */
    private record Digits(String digits, int exponent) {}

    private static Digits significant(double mag, int n) {
        BigDecimal x = new BigDecimal(mag);
        if (x.precision() > n) x = x.round(new MathContext(n, RoundingMode.HALF_EVEN));
        String d = x.unscaledValue().toString();
        int exponent = d.length() - x.scale() - 1;
        if (d.length() > n) d = d.substring(0, n);     // only zeros are cut (the value had trailing zeros)
        return new Digits(d, exponent);
    }

    static String exponential(double mag, int prec, boolean alt, boolean upper) {
        String d;
        int exponent;
        if (mag == 0) {
            d = "0";
            exponent = 0;
        } else {
            Digits s = significant(mag, prec + 1);
            d = s.digits;
            exponent = s.exponent;
        }
        return mantissaExponent(d, prec + 1, exponent, alt, upper, false);
    }

    /** {@code d[0].d[1..]} padded with zeros to {@code n} digits (or stripped of them), then the exponent. */
    private static String mantissaExponent(String d, int n, int exponent, boolean alt, boolean upper, boolean strip) {
        StringBuilder sb = new StringBuilder(n + 8);
        sb.append(d.charAt(0));
        StringBuilder frac = new StringBuilder(n);
        frac.append(d, 1, d.length());
        if (strip) {
            int end = frac.length();
            while (end > 0 && frac.charAt(end - 1) == '0') end--;
            frac.setLength(end);
        } else {
            repeat(frac, '0', n - d.length());
        }
        if (frac.length() > 0 || alt) sb.append('.');
        sb.append(frac);
        sb.append(upper ? 'E' : 'e').append(exponent < 0 ? '-' : '+');
        int a = Math.abs(exponent);
        if (a < 10) sb.append('0');
        sb.append(a);
        return sb.toString();
    }

    // ------------------------------------------------------------------------------------------ %g

    static String general(double mag, int precision, boolean alt, boolean upper) {
        int p = precision < 0 ? 6 : precision == 0 ? 1 : precision;
        int x;
        String d;
        if (mag == 0) {
            d = "0";
            x = 0;
        } else {
            Digits s = significant(mag, p);
            d = s.digits;
            x = s.exponent;
        }
        if (p > x && x >= -4) {
            String f = fixed(mag, p - 1 - x, alt);
            if (!alt && f.indexOf('.') >= 0) {
                int end = f.length();
                while (f.charAt(end - 1) == '0') end--;
                if (f.charAt(end - 1) == '.') end--;
                f = f.substring(0, end);
            }
            return f;
        }
        if (alt && x == p && mag != 0 && exponentOf(mag) == p - 1) {
            // glibc's quirk: it chose %f with no fraction digits by the unrounded exponent (P - 1), rounding made
            // P integer digits, and it switched to the exponential form keeping no fraction digits: %#g of
            // 999999.5 is 1.e+06, not 1.00000e+06 (without # the zeros go anyway)
            return mantissaExponent("1", 1, x, true, upper, false);
        }
        return mantissaExponent(d, p, x, alt, upper, !alt);
    }

    /** The decimal exponent of {@code mag} (finite, &gt; 0) before any rounding. */
    private static int exponentOf(double mag) {
        BigDecimal x = new BigDecimal(mag);
        return x.precision() - x.scale() - 1;
    }

    // ------------------------------------------------------------------------------------------ %a

    static String hex(double mag, int precision, boolean alt, boolean upper) {
        long bits = Double.doubleToRawLongBits(mag);
        int biased = (int) (bits >>> 52) & 0x7FF;
        long fraction = bits & ((1L << 52) - 1);
        long lead;
        int exponent;
        if (biased == 0) {
            lead = 0;
            exponent = fraction == 0 ? 0 : -1022;
        } else {
            lead = 1;
            exponent = biased - 1023;
        }
        String digits;       // the fraction's hex digits
        if (precision < 0) {
            digits = hex13(fraction);
            int end = digits.length();
            while (end > 0 && digits.charAt(end - 1) == '0') end--;
            digits = digits.substring(0, end);
        } else if (precision >= 13) {
            StringBuilder sb = new StringBuilder(precision).append(hex13(fraction));
            repeat(sb, '0', precision - 13);
            digits = sb.toString();
        } else {
            long v = (lead << 52) | fraction;
            int shift = 52 - 4 * precision;
            long q = v >>> shift;
            long rem = v & ((1L << shift) - 1);
            long half = 1L << (shift - 1);
            if (rem > half || (rem == half && (q & 1) == 1)) q++;
            lead = q >>> (4 * precision);
            long f = q & ((1L << (4 * precision)) - 1);
            String h = Long.toHexString(f);
            StringBuilder sb = new StringBuilder(precision);
            repeat(sb, '0', precision - h.length());
            digits = precision == 0 ? "" : sb.append(h).toString();
        }
        StringBuilder out = new StringBuilder(digits.length() + 8);
        out.append(Long.toHexString(lead));
        if (!digits.isEmpty() || alt) out.append('.');
        out.append(digits);
        out.append('p').append(exponent < 0 ? '-' : '+').append(Math.abs(exponent));
        String s = out.toString();
        return upper ? s.toUpperCase(java.util.Locale.ROOT) : s;
    }

    private static String hex13(long fraction) {
        String h = Long.toHexString(fraction);
        return "0".repeat(13 - h.length()) + h;
    }
}
