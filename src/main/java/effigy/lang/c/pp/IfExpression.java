package effigy.lang.c.pp;

import effigy.source.DiagnosticException;
import effigy.source.Span;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Evaluates the controlling expression of {@code #if} and {@code #elif} (C99 6.10.1) after macro
 * expansion and {@code defined}: identifiers left over count as 0, signed values are {@code intmax_t}
 * (64 bits) and unsigned ones {@code uintmax_t}, with the usual arithmetic conversions, wrap-around, and
 * short-circuit {@code && || ?:} (an unevaluated operand may divide by zero). Character constants have
 * gcc's x86-64 values ({@code char} signed, multi-character constants packed big-endian into an int).
 * Errors are {@link DiagnosticException}s at the offending token, e.g. {@code division by zero in #if}.
 */
final class IfExpression {
    /** A value of type intmax_t ({@code unsigned} false) or uintmax_t. */
    private record Value(long v, boolean unsigned) {
        boolean isTrue() { return v != 0; }
    }

    private static final Map<String, Integer> PRECEDENCE = Map.ofEntries(
            Map.entry("||", 1), Map.entry("&&", 2), Map.entry("|", 3), Map.entry("^", 4), Map.entry("&", 5),
            Map.entry("==", 6), Map.entry("!=", 6), Map.entry("<", 7), Map.entry(">", 7), Map.entry("<=", 7),
            Map.entry(">=", 7), Map.entry("<<", 8), Map.entry(">>", 8), Map.entry("+", 9), Map.entry("-", 9),
            Map.entry("*", 10), Map.entry("/", 10), Map.entry("%", 10));
    private static final Set<String> OTHER_OPERATORS = Set.of("(", ")", "?", ":", ",", "!", "~");
    private static final Pattern INTEGER_SUFFIX = Pattern.compile("[uU]?(l|L|ll|LL)?|(l|L|ll|LL)[uU]");
    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

    private final List<Token> tokens;
    private final String directive;
    private int i;

    private IfExpression(List<Token> tokens, String directive) {
        this.tokens = tokens;
        this.directive = directive;
    }

    /**
     * Whether the expression {@code tokens} (macro-expanded, {@code defined} replaced) is nonzero.
     * {@code directive} ({@code #if} or {@code #elif}) and {@code at} serve an empty expression's message.
     */
    static boolean evaluate(List<Token> tokens, String directive, Span at) {
        if (tokens.isEmpty()) throw DiagnosticException.at(at, directive + " with no expression");
        IfExpression e = new IfExpression(tokens, directive);
        Value v = e.comma(true);
        if (e.i < tokens.size()) {
            Token t = tokens.get(e.i);
            if (t.is(")")) throw DiagnosticException.at(t.where(), "missing '(' in " + directive + " expression");
            if (!e.valid(t)) throw e.invalid(t);
            throw DiagnosticException.at(t.where(), "missing binary operator before token \"" + t.text + "\"");
        }
        return v.isTrue();
    }

    private Token peek() { return i < tokens.size() ? tokens.get(i) : null; }

    private boolean at(String p) { return peek() != null && peek().is(p); }

    private DiagnosticException endError() {
        Token last = tokens.get(tokens.size() - 1);
        return DiagnosticException.at(last.where(), directive + " expression ends after \"" + last.text + "\"");
    }

    private Value comma(boolean live) {
        Value v = conditional(live);
        while (at(",")) {
            i++;
            v = conditional(live);
        }
        return v;
    }

    private Value conditional(boolean live) {
        Value c = binary(1, live);
        if (!at("?")) return c;
        Token q = tokens.get(i++);
        Value a = comma(live && c.isTrue());
        if (!at(":")) {
            throw peek() == null ? DiagnosticException.at(q.where(), "'?' without ':' in " + directive + " expression")
                    : DiagnosticException.at(peek().where(), "expected ':' in " + directive + " expression");
        }
        i++;
        Value b = conditional(live && !c.isTrue());
        boolean unsigned = a.unsigned() || b.unsigned();
        return new Value(c.isTrue() ? a.v() : b.v(), unsigned);
    }

    /** Precedence climbing over the binary operators of level {@code min} and above. */
    private Value binary(int min, boolean live) {
        Value left = unary(live);
        while (true) {
            Token op = peek();
            Integer level = op != null && op.kind == Token.Kind.PUNCTUATOR ? PRECEDENCE.get(PPToken.canonical(op.text)) : null;
            if (level == null || level < min) return left;
            i++;
            String o = PPToken.canonical(op.text);
            if (o.equals("&&")) {
                Value right = binary(level + 1, live && left.isTrue());
                left = bool(left.isTrue() && right.isTrue());
            } else if (o.equals("||")) {
                Value right = binary(level + 1, live && !left.isTrue());
                left = bool(left.isTrue() || right.isTrue());
            } else {
                left = apply(o, left, binary(level + 1, live), op, live);
            }
        }
    }

    private Value unary(boolean live) {
        Token t = peek();
        if (t == null) throw endError();
        i++;
        if (t.is("+")) return unary(live);
        if (t.is("-")) {
            Value v = unary(live);
            return new Value(-v.v(), v.unsigned());
        }
        if (t.is("~")) {
            Value v = unary(live);
            return new Value(~v.v(), v.unsigned());
        }
        if (t.is("!")) return bool(!unary(live).isTrue());
        if (t.is("(")) {
            Value v = comma(live);
            if (!at(")")) {
                throw DiagnosticException.at(peek() == null ? t.where() : peek().where(), "missing ')' in " + directive + " expression");
            }
            i++;
            return v;
        }
        if (t.kind == Token.Kind.IDENTIFIER) return new Value(0, false);
        if (t.kind == Token.Kind.NUMBER) return number(t);
        if (t.kind == Token.Kind.CHAR) return character(t);
        throw invalid(t);
    }

    /** Whether {@code t} may appear in an {@code #if} expression at all. */
    private boolean valid(Token t) {
        if (t.kind != Token.Kind.PUNCTUATOR) return t.kind == Token.Kind.IDENTIFIER || t.kind == Token.Kind.NUMBER || t.kind == Token.Kind.CHAR;
        String p = PPToken.canonical(t.text);
        return PRECEDENCE.containsKey(p) || OTHER_OPERATORS.contains(p);
    }

    private DiagnosticException invalid(Token t) {
        return DiagnosticException.at(t.where(), "token \"" + t.text + "\" is not valid in " + directive + " expressions");
    }

    private static Value bool(boolean b) { return new Value(b ? 1 : 0, false); }

    private Value apply(String op, Value a, Value b, Token opToken, boolean live) {
        boolean u = a.unsigned() || b.unsigned();
        switch (op) {
            case "*": return new Value(a.v() * b.v(), u);
            case "/":
            case "%":
                if (b.v() == 0) {
                    if (live) throw DiagnosticException.at(opToken.where(), "division by zero in " + directive);
                    return new Value(0, u);
                }
                if (op.equals("/")) return new Value(u ? Long.divideUnsigned(a.v(), b.v()) : a.v() / b.v(), u);
                return new Value(u ? Long.remainderUnsigned(a.v(), b.v()) : a.v() % b.v(), u);
            case "+": return new Value(a.v() + b.v(), u);
            case "-": return new Value(a.v() - b.v(), u);
            case "<<":
            case ">>": return shift(op.equals("<<"), a, b);
            case "<": return bool(compare(a, b, u) < 0);
            case ">": return bool(compare(a, b, u) > 0);
            case "<=": return bool(compare(a, b, u) <= 0);
            case ">=": return bool(compare(a, b, u) >= 0);
            case "==": return bool(a.v() == b.v());
            case "!=": return bool(a.v() != b.v());
            case "&": return new Value(a.v() & b.v(), u);
            case "^": return new Value(a.v() ^ b.v(), u);
            case "|": return new Value(a.v() | b.v(), u);
            default: throw new IllegalStateException("operator " + op);
        }
    }

    private static int compare(Value a, Value b, boolean unsigned) {
        return unsigned ? Long.compareUnsigned(a.v(), b.v()) : Long.compare(a.v(), b.v());
    }

    /** Shifts as gcc does: the result has the left operand's type; a negative count shifts the other way. */
    private static Value shift(boolean left, Value a, Value b) {
        long n = b.v();
        boolean tooFar;
        if (b.unsigned()) {
            tooFar = Long.compareUnsigned(n, 64) >= 0;
        } else {
            if (n < 0) {
                left = !left;
                n = -n;
            }
            tooFar = n >= 64 || n < 0;
        }
        if (left) return new Value(tooFar ? 0 : a.v() << n, a.unsigned());
        if (a.unsigned()) return new Value(tooFar ? 0 : a.v() >>> n, true);
        return new Value(tooFar ? (a.v() < 0 ? -1 : 0) : a.v() >> n, false);
    }

    /** An integer constant (C99 6.4.4.1); decimal constants beyond intmax_t are unsigned, as in gcc. */
    private Value number(Token t) {
        String s = t.text;
        boolean hex = s.startsWith("0x") || s.startsWith("0X");
        if (s.contains(".") || (hex ? s.matches(".*[pP].*") : s.matches(".*[eE].*"))) {
            throw DiagnosticException.at(t.where(), "floating constant in " + directive + " expression");
        }
        int start = hex ? 2 : 0, end = start;
        while (end < s.length() && Character.digit(s.charAt(end), hex ? 16 : 10) >= 0) end++;
        String digits = s.substring(start, end), suffix = s.substring(end);
        if (!INTEGER_SUFFIX.matcher(suffix).matches() || digits.isEmpty()) {
            throw DiagnosticException.at(t.where(), "invalid integer constant \"" + s + "\"");
        }
        int radix = hex ? 16 : s.startsWith("0") ? 8 : 10;
        if (radix == 8) {
            for (char c : digits.toCharArray()) {
                if (c > '7') throw DiagnosticException.at(t.where(), "invalid digit \"" + c + "\" in octal constant");
            }
        }
        BigInteger value = new BigInteger(digits, radix);
        if (value.compareTo(TWO_TO_64) >= 0) {
            throw DiagnosticException.at(t.where(), "integer constant \"" + s + "\" is too large for its type");
        }
        return new Value(value.longValue(), suffix.indexOf('u') >= 0 || suffix.indexOf('U') >= 0 || value.bitLength() == 64);
    }

    /** A character constant: {@code int}, or for {@code u} and {@code U} prefixes an unsigned type. */
    private Value character(Token t) {
        String s = t.text;
        int quote = s.indexOf('\'');
        String prefix = s.substring(0, quote);
        List<long[]> units = decode(s.substring(quote + 1, s.length() - 1), t);
        long last = units.get(units.size() - 1)[0];
        switch (prefix) {
            case "L": return new Value((int) last, false);
            case "u": return new Value(last & 0xffff, true);
            case "U": return new Value(last & 0xffffffffL, true);
            default:
                List<Integer> bytes = new ArrayList<>();
                for (long[] unit : units) {
                    if (unit[1] == 1) {
                        if (unit[0] > 0xff) throw DiagnosticException.at(t.where(), "escape sequence out of range");
                        bytes.add((int) unit[0]);
                    } else {
                        for (byte b : new String(Character.toChars((int) unit[0])).getBytes(StandardCharsets.UTF_8)) {
                            bytes.add(b & 0xff);
                        }
                    }
                }
                if (bytes.size() == 1) return new Value((byte) (int) bytes.get(0), false);
                int packed = 0;
                for (int b : bytes) packed = (packed << 8) | b;
                return new Value(packed, false);
        }
    }

    /**
     * The characters of a character constant's body: each as {value, 1 if it was a numeric escape (a byte
     * value) or 0 if a character (a code point)}.
     */
    private static List<long[]> decode(String body, Token t) {
        List<long[]> units = new ArrayList<>();
        for (int k = 0; k < body.length(); ) {
            int c = body.codePointAt(k);
            if (c != '\\') {
                units.add(new long[] {c, 0});
                k += Character.charCount(c);
                continue;
            }
            char e = body.charAt(k + 1);
            k += 2;
            if (e >= '0' && e <= '7') {
                long v = e - '0';
                for (int d = 0; d < 2 && k < body.length() && body.charAt(k) >= '0' && body.charAt(k) <= '7'; d++) {
                    v = v * 8 + body.charAt(k++) - '0';
                }
                units.add(new long[] {v, 1});
            } else if (e == 'x' || e == 'u' || e == 'U') {
                int from = k;
                int max = e == 'x' ? Integer.MAX_VALUE : e == 'u' ? 4 : 8;
                while (k < body.length() && k - from < max && Character.digit(body.charAt(k), 16) >= 0) k++;
                if (k == from) throw DiagnosticException.at(t.where(), "\\" + e + " used with no following hex digits");
                BigInteger v = new BigInteger(body.substring(from, k), 16);
                if (v.bitLength() > 32) throw DiagnosticException.at(t.where(), "hex escape sequence out of range");
                units.add(new long[] {v.longValue(), e == 'x' ? 1 : 0});
            } else {
                int v = switch (e) {
                    case 'a' -> 7;
                    case 'b' -> 8;
                    case 'f' -> 12;
                    case 'n' -> 10;
                    case 'r' -> 13;
                    case 't' -> 9;
                    case 'v' -> 11;
                    case 'e', 'E' -> 27;
                    default -> e;
                };
                units.add(new long[] {v, 0});
            }
        }
        return units;
    }
}
