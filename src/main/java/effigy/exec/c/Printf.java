package effigy.exec.c;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * C {@code printf} formatting of concrete values, exactly as glibc does it on x86-64 (LP64: {@code int} is
 * 32 bits; {@code long}, {@code long long}, {@code size_t}, {@code intmax_t}, {@code ptrdiff_t} and
 * pointers are 64 bits), or with a {@link effigy.ir.DataModel} argument as on i386 (ILP32: {@code long},
 * {@code size_t}, {@code ptrdiff_t} and pointers are 32 bits, so {@code %ld}, {@code %zu} and {@code %td}
 * take 32-bit arguments; {@code long long} and {@code intmax_t} stay 64).
 *
 * <p>Supported: the conversions {@code d i u x X o c s p %}; the length modifiers {@code hh h l ll z j t}
 * (integer conversions only); the flags {@code - + space # 0} (and glibc's {@code '}, which has no effect
 * in the C locale); field width and precision, each a number or {@code *} taken from the arguments (a
 * negative {@code *} width means the {@code -} flag, a negative {@code *} precision means none). glibc's
 * rules are followed in every interaction: a precision is the minimum number of digits and makes the
 * {@code 0} flag ignored, as does {@code -}; precision 0 prints no digits for the value 0 (except
 * {@code %#o}, which prints {@code 0}); {@code +} and space only affect {@code d i} (and {@code p});
 * {@code #} prefixes {@code 0x}/{@code 0X} to a nonzero hexadecimal value and makes an octal value
 * start with 0; {@code %c} prints the argument converted to {@code unsigned char}; {@code %s} prints at
 * most precision bytes, and {@code (null)} for a null pointer (nothing when the precision is below 6);
 * {@code %p} prints {@code (nil)} for a null pointer and otherwise the value like {@code %#lx} (where
 * glibc, unlike for {@code %x}, honours {@code +} and space); {@code %%} prints {@code %} whatever
 * stands between the two signs. Padding of {@code %c}, {@code %s} and {@code (nil)} is always spaces.
 *
 * <p>The floating conversions {@code f F e E g G a A} print a {@code double} argument (a {@code float}
 * arrives promoted to {@code double}) exactly as glibc does, with the same flags, width and precision, and
 * the length modifier {@code l} (no effect); {@link FloatFormat} has the details. {@code L} (and glibc's
 * synonym {@code ll}) would take a {@code long double}, which is not supported.
 *
 * <p>Anything else — {@code long double}, {@code %n}, {@code %m}, wide characters and strings
 * ({@code %lc}, {@code %ls}), positional arguments ({@code %1$d}), a length modifier on a conversion that
 * does not take one, a format ending inside a conversion, or a field width or precision above
 * {@link #MAX_FIELD} — is an {@link IllegalArgumentException} whose message names the conversion.
 *
 * <p>Text is a sequence of bytes: every {@code char} of the format, of a string argument and of the result
 * is one byte (0–255), as in ISO-8859-1.
 */
public final class Printf {
    private Printf() {}

    /** The largest field width or precision accepted (glibc would print it; we refuse to build huge texts). */
    public static final int MAX_FIELD = 1 << 20;

    /** Where {@link #format} takes its arguments from, one at a time, in order. */
    public interface ArgSource {
        /**
         * The next argument as a raw 64-bit value: an {@code int} argument (also {@code %c}, {@code %hhd},
         * {@code %hd}, a {@code *} width or precision) need only be right in its low 32 bits; the formatter
         * applies the conversion's width and signedness itself. A {@code %p} argument is the address.
         */
        long nextInt();

        /** The next argument, a {@code char *}, as the bytes before its terminating NUL; {@code null} for a null pointer. */
        String nextString();

        /**
         * The next argument, a {@code double} (a {@code float} argument is promoted to {@code double}, as C's
         * default argument promotions do). The default refuses: a source without floating point has none.
         */
        default double nextDouble() {
            throw new IllegalArgumentException("printf: floating-point argument for a floating conversion (%f %e %g %a) is not supported here");
        }

        /**
         * The next argument as a string of which at most {@code maxBytes} bytes are printed ({@code -1}: no
         * limit). glibc reads no byte beyond that limit (the array need not be NUL-terminated), so a source
         * that reads memory should override this; the default reads the whole string and cuts it.
         */
        default String nextString(int maxBytes) {
            String s = nextString();
            return s != null && maxBytes >= 0 && s.length() > maxBytes ? s.substring(0, maxBytes) : s;
        }

        /**
         * Arguments from a list: {@link Number}s (and {@link Character}s) for integers, {@link String}s or null
         * for strings, {@link Double}s (or {@link Float}s) for floating conversions.
         */
        static ArgSource of(Object... args) {
            return new ArgSource() {
                private int next;

                private Object take() {
                    if (next >= args.length) throw new IllegalArgumentException("printf: too few arguments for the format");
                    return args[next++];
                }

                @Override public long nextInt() {
                    Object o = take();
                    if (o instanceof Number n) return n.longValue();
                    if (o instanceof Character c) return c;
                    throw new IllegalArgumentException("printf: argument " + next + " is not an integer: " + o);
                }

                @Override public String nextString() {
                    Object o = take();
                    if (o == null || o instanceof String) return (String) o;
                    throw new IllegalArgumentException("printf: argument " + next + " is not a string: " + o);
                }

                @Override public double nextDouble() {
                    Object o = take();
                    if (o instanceof Double || o instanceof Float) return ((Number) o).doubleValue();
                    throw new IllegalArgumentException("printf: floating-point argument " + next + " is not a double: " + o);
                }
            };
        }
    }

    /** What the C caller passes for one argument consumed by a format. */
    public enum ArgKind {
        /** An {@code int} (or a narrower integer promoted to it, or an {@code unsigned int}). */
        INT,
        /** A 64-bit integer: {@code long}, {@code long long}, {@code size_t}, {@code intmax_t}, {@code ptrdiff_t} and their unsigned forms. */
        LONG,
        /** A {@code char *} read as a NUL-terminated string ({@code %s}). */
        STRING,
        /** A pointer printed as an address ({@code %p}). */
        POINTER,
        /** A {@code double} (or a {@code float}, promoted): {@code %f %e %g %a} and their uppercase forms. */
        DOUBLE
    }

    /** The arguments a format consumes, in order ({@code *} widths and precisions included); throws as {@link #format} does. */
    public static List<ArgKind> argumentKinds(String fmt) { return argumentKinds(fmt, effigy.ir.DataModel.LP64); }

    /** As {@link #argumentKinds(String)}, for a program compiled for {@code model}. */
    public static List<ArgKind> argumentKinds(String fmt, effigy.ir.DataModel model) {
        List<ArgKind> kinds = new ArrayList<>();
        int i = 0;
        while (i < fmt.length()) {
            if (fmt.charAt(i) != '%') { i++; continue; }
            Spec s = parse(fmt, i);
            i = s.end;
            if (s.widthStar) kinds.add(ArgKind.INT);
            if (s.precStar) kinds.add(ArgKind.INT);
            switch (s.conv) {
                case '%' -> { }
                case 's' -> kinds.add(ArgKind.STRING);
                case 'p' -> kinds.add(ArgKind.POINTER);
                case 'c' -> kinds.add(ArgKind.INT);
                case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A' -> kinds.add(ArgKind.DOUBLE);
                default -> kinds.add(s.length.bits(model) == 64 ? ArgKind.LONG : ArgKind.INT);
            }
        }
        return Collections.unmodifiableList(kinds);
    }

    /** The text {@code printf(fmt, args…)} writes. */
    public static String format(String fmt, ArgSource args) { return format(fmt, args, effigy.ir.DataModel.LP64); }

    /** As {@link #format(String, ArgSource)}, for a program compiled for {@code model}. */
    public static String format(String fmt, ArgSource args, effigy.ir.DataModel model) {
        StringBuilder out = new StringBuilder(fmt.length() + 16);
        int i = 0;
        while (i < fmt.length()) {
            char ch = fmt.charAt(i);
            if (ch != '%') { out.append(ch); i++; continue; }
            Spec s = parse(fmt, i);
            i = s.end;
            convert(s, args, out, model);
        }
        return out.toString();
    }

    // ------------------------------------------------------------------------------------------ parsing

    private enum Length {
        NONE("", 32), HH("hh", 8), H("h", 16), L("l", 64), LL("ll", 64), Z("z", 64), J("j", 64), T("t", 64),
        /** {@code long double}: parsed to be rejected clearly. */
        BIG_L("L", 128);

        final String text;
        final int bits;
        Length(String text, int bits) { this.text = text; this.bits = bits; }

        /** The argument's width: {@code l}, {@code z} and {@code t} are {@code long}, {@code size_t} and {@code ptrdiff_t}, 32 bits under ILP32. */
        int bits(effigy.ir.DataModel model) {
            return (this == L || this == Z || this == T) ? 8 * model.longSize() : bits;
        }
    }

    /** One conversion specification {@code %[flags][width][.precision][length]conv} from {@code start} to {@code end}. */
    private static final class Spec {
        String text;
        int end;
        boolean left, plus, space, alt, zero;
        int width = -1;          // -1: none
        boolean widthStar;
        int prec = -1;           // -1: none
        boolean precStar;
        Length length = Length.NONE;
        char conv;
    }

    private static Spec parse(String fmt, int start) {
        Spec s = new Spec();
        int i = start + 1;
        // flags
        for (;; i++) {
            if (i >= fmt.length()) throw incomplete(fmt, start);
            char c = fmt.charAt(i);
            if (c == '-') s.left = true;
            else if (c == '+') s.plus = true;
            else if (c == ' ') s.space = true;
            else if (c == '#') s.alt = true;
            else if (c == '0') s.zero = true;
            else if (c == '\'') { /* thousands grouping: none in the C locale */ }
            else break;
        }
        // width
        if (fmt.charAt(i) == '*') {
            s.widthStar = true;
            i++;
            if (i < fmt.length() && Character.isDigit(fmt.charAt(i))) throw positional(fmt, start, i);
        } else if (Character.isDigit(fmt.charAt(i))) {
            int j = i;
            while (j < fmt.length() && Character.isDigit(fmt.charAt(j))) j++;
            if (j < fmt.length() && fmt.charAt(j) == '$') throw positional(fmt, start, j + 1);
            s.width = field(fmt, start, i, j, "field width");
            i = j;
        }
        if (i >= fmt.length()) throw incomplete(fmt, start);
        // precision
        if (fmt.charAt(i) == '.') {
            i++;
            if (i < fmt.length() && fmt.charAt(i) == '*') {
                s.precStar = true;
                i++;
                if (i < fmt.length() && Character.isDigit(fmt.charAt(i))) throw positional(fmt, start, i);
            } else {
                int j = i;
                while (j < fmt.length() && Character.isDigit(fmt.charAt(j))) j++;
                s.prec = j == i ? 0 : field(fmt, start, i, j, "precision");
                i = j;
            }
        }
        if (i >= fmt.length()) throw incomplete(fmt, start);
        // length modifier
        char c = fmt.charAt(i);
        if (c == 'h' || c == 'l') {
            boolean twice = i + 1 < fmt.length() && fmt.charAt(i + 1) == c;
            s.length = c == 'h' ? (twice ? Length.HH : Length.H) : (twice ? Length.LL : Length.L);
            i += twice ? 2 : 1;
        } else if (c == 'z') { s.length = Length.Z; i++; }
        else if (c == 'j') { s.length = Length.J; i++; }
        else if (c == 't') { s.length = Length.T; i++; }
        else if (c == 'L') { s.length = Length.BIG_L; i++; }
        if (i >= fmt.length()) throw incomplete(fmt, start);
        s.conv = fmt.charAt(i);
        s.end = i + 1;
        s.text = fmt.substring(start, s.end);
        switch (s.conv) {
            case 'd', 'i', 'u', 'x', 'X', 'o' -> {
                if (s.length == Length.BIG_L) {
                    throw new IllegalArgumentException("printf: unsupported conversion " + quote(s.text) + ": length modifier L with %" + s.conv);
                }
            }
            case 'c', 's', 'p', '%' -> {
                if (s.length != Length.NONE) {
                    throw new IllegalArgumentException("printf: unsupported conversion " + quote(s.text) + ": length modifier "
                            + s.length.text + " with %" + s.conv + (s.conv == 'c' || s.conv == 's' ? " (wide characters)" : ""));
                }
                if (s.conv == '%' && (s.widthStar || s.precStar)) {
                    throw new IllegalArgumentException("printf: unsupported conversion " + quote(s.text) + ": '*' in %%");
                }
            }
            case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A' -> {
                if (s.length == Length.BIG_L || s.length == Length.LL) {
                    throw new IllegalArgumentException("printf: unsupported conversion " + quote(s.text) + ": length modifier "
                            + s.length.text + " takes a long double, which is not supported");
                }
                if (s.length != Length.NONE && s.length != Length.L) {
                    throw new IllegalArgumentException("printf: unsupported conversion " + quote(s.text) + ": length modifier "
                            + s.length.text + " with %" + s.conv);
                }
            }
            case 'n' -> throw new IllegalArgumentException("printf: unsupported conversion " + quote(s.text) + ": %n writes to memory");
            default -> throw new IllegalArgumentException("printf: unsupported conversion " + quote(s.text)
                    + " (supported: d i u x X o c s p f F e E g G a A %, length modifiers hh h l ll z j t)");
        }
        return s;
    }

    private static int field(String fmt, int start, int from, int to, String what) {
        String digits = fmt.substring(from, to);
        if (digits.length() > 9 || Integer.parseInt(digits) > MAX_FIELD) {
            throw new IllegalArgumentException("printf: unsupported " + what + " " + digits + " in "
                    + quote(fmt.substring(start, Math.min(fmt.length(), to + 1))) + " (at most " + MAX_FIELD + ")");
        }
        return Integer.parseInt(digits);
    }

    private static IllegalArgumentException incomplete(String fmt, int start) {
        return new IllegalArgumentException("printf: incomplete conversion " + quote(fmt.substring(start)) + " at the end of the format");
    }

    private static IllegalArgumentException positional(String fmt, int start, int end) {
        return new IllegalArgumentException("printf: unsupported conversion " + quote(fmt.substring(start, Math.min(end + 1, fmt.length())))
                + ": positional arguments");
    }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c == '\n') sb.append("\\n");
            else if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 32 || c > 126) sb.append(String.format("\\x%02x", (int) c));
            else sb.append(c);
        }
        return sb.append('"').toString();
    }

    // ------------------------------------------------------------------------------------------ conversion

    private static void convert(Spec s, ArgSource args, StringBuilder out, effigy.ir.DataModel model) {
        if (s.conv == '%') { out.append('%'); return; }
        int width = s.width;
        boolean left = s.left;
        if (s.widthStar) {
            int w = (int) args.nextInt();
            if (w < 0) {
                left = true;
                if (w == Integer.MIN_VALUE) throw tooLarge(s, "field width", w);
                w = -w;
            }
            if (w > MAX_FIELD) throw tooLarge(s, "field width", w);
            width = w;
        }
        int prec = s.prec;
        if (s.precStar) {
            int p = (int) args.nextInt();
            if (p > MAX_FIELD) throw tooLarge(s, "precision", p);
            prec = p < 0 ? -1 : p;
        }
        switch (s.conv) {
            case 'c' -> {
                char c = (char) (args.nextInt() & 0xFF);
                pad(out, String.valueOf(c), width, left);
            }
            case 's' -> {
                String str = args.nextString(prec);
                if (str == null) str = prec == -1 || prec >= 6 ? "(null)" : "";
                else if (prec >= 0 && str.length() > prec) str = str.substring(0, prec);
                pad(out, str, width, left);
            }
            case 'p' -> {
                long v = args.nextInt();
                if (v == 0) pad(out, "(nil)", width, left);
                else number(out, Long.toHexString(v), false, "0x", s.plus, s.space, false, s.zero, left, width, prec);
            }
            case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A' ->
                    out.append(FloatFormat.format(args.nextDouble(), s.conv, left, s.plus, s.space, s.alt, s.zero, width, prec));
            default -> integer(s, args.nextInt(), width, left, prec, out, model);
        }
    }

    private static IllegalArgumentException tooLarge(Spec s, String what, int value) {
        return new IllegalArgumentException("printf: unsupported " + what + " " + value + " (from '*') in " + quote(s.text)
                + " (at most " + MAX_FIELD + ")");
    }

    private static void integer(Spec s, long raw, int width, boolean left, int prec, StringBuilder out, effigy.ir.DataModel model) {
        int bits = s.length.bits(model);
        boolean signed = s.conv == 'd' || s.conv == 'i';
        long v = raw;
        if (bits < 64) {
            v = signed ? (raw << (64 - bits)) >> (64 - bits) : raw & ((1L << bits) - 1);
        }
        boolean negative = signed && v < 0;
        long magnitude = negative ? -v : v;      // Long.MIN_VALUE stays itself: read unsigned below
        String digits;
        String prefix = "";
        switch (s.conv) {
            case 'x' -> { digits = Long.toHexString(magnitude); if (s.alt && v != 0) prefix = "0x"; }
            case 'X' -> { digits = Long.toHexString(magnitude).toUpperCase(java.util.Locale.ROOT); if (s.alt && v != 0) prefix = "0X"; }
            case 'o' -> digits = Long.toOctalString(magnitude);
            default -> digits = Long.toUnsignedString(magnitude);
        }
        number(out, digits, negative, prefix, signed && s.plus, signed && s.space, s.conv == 'o' && s.alt, s.zero, left,
                width, prec);
    }

    /**
     * Lays out a number: [sign][prefix][zeros][digits] padded to the width, as glibc does. {@code digits} is
     * the magnitude's digits ("0" for zero).
     */
    private static void number(StringBuilder out, String digits, boolean negative, String prefix, boolean plus, boolean space,
                               boolean octalAlt, boolean zeroFlag, boolean left, int width, int prec) {
        if (prec == 0 && digits.equals("0")) digits = "";
        if (octalAlt && !digits.startsWith("0")) digits = "0" + digits;
        int zeros = prec > digits.length() ? prec - digits.length() : 0;
        String sign = negative ? "-" : plus ? "+" : space ? " " : "";
        int len = sign.length() + prefix.length() + zeros + digits.length();
        boolean zeroPad = zeroFlag && !left && prec < 0;
        if (zeroPad && width > len) {
            zeros += width - len;
            len = width;
        }
        if (!left) repeat(out, ' ', width - len);
        out.append(sign).append(prefix);
        repeat(out, '0', zeros);
        out.append(digits);
        if (left) repeat(out, ' ', width - len);
    }

    private static void pad(StringBuilder out, String text, int width, boolean left) {
        if (!left) repeat(out, ' ', width - text.length());
        out.append(text);
        if (left) repeat(out, ' ', width - text.length());
    }

    private static void repeat(StringBuilder out, char c, int n) {
        for (int k = 0; k < n; k++) out.append(c);
    }
}
