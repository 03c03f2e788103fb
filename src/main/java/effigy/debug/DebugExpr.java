package effigy.debug;

import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.Map;

/**
 * The expressions typed at the debugger ({@code print}, {@code set}, {@code assume}, {@code prove}),
 * evaluated at once to a term over the path's input symbols. One small grammar serves both
 * languages, with King's and C's spellings: {@code = ==}, {@code ¬= ~= !=}, {@code & &&},
 * {@code | ||}, {@code ¬ ~ !}, {@code ⊃ ->} (implication), {@code A(i)} and {@code a[i]} for array
 * elements; {@code + - * / %} ({@code /} and {@code %} truncate, as in both languages), comparisons,
 * parentheses, integer literals and variable names, and King's quoted input symbols ({@code "a"}: the
 * path's input of that name). On C values (bit-vectors) arithmetic wraps at the operands' width and
 * comparisons are signed, as for {@code int}.
 */
final class DebugExpr {
    private final String text;
    private final Map<String, Term> variables;
    private final Map<String, Term> symbols;
    private final TermBuilder tb;
    private int pos;

    private DebugExpr(String text, Map<String, Term> variables, Map<String, Term> symbols, TermBuilder tb) {
        this.text = text;
        this.variables = variables;
        this.symbols = symbols;
        this.tb = tb;
    }

    /** Thrown for text that is not an expression, or names no variable; the message says where. */
    static final class BadExpression extends RuntimeException {
        BadExpression(String message) { super(message, null, false, false); }
    }

    /** Evaluates {@code text} with {@code variables} (name to value; names are case-insensitive for King's language). */
    static Term evaluate(String text, Map<String, Term> variables, TermBuilder tb) {
        return evaluate(text, variables, Map.of(), tb);
    }

    /** As {@link #evaluate(String, Map, TermBuilder)}; {@code "name"} is the input symbol {@code symbols} names so. */
    static Term evaluate(String text, Map<String, Term> variables, Map<String, Term> symbols, TermBuilder tb) {
        DebugExpr p = new DebugExpr(text, variables, symbols, tb);
        Term t = p.implication();
        p.skip();
        if (p.pos < text.length()) throw p.error("unexpected '" + text.substring(p.pos) + "'");
        return t;
    }

    private BadExpression error(String message) {
        return new BadExpression(message + " (at column " + (pos + 1) + " of '" + text + "')");
    }

    private void skip() { while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) pos++; }

    private boolean eat(String... spellings) {
        skip();
        for (String s : spellings) {   // callers list the longer spellings first ("&&" before "&")
            if (text.startsWith(s, pos)) {
                pos += s.length();
                return true;
            }
        }
        return false;
    }

    private Term implication() {
        Term l = or();
        if (eat("⊃", "->")) return tb.implies(bool(l), bool(implication()));
        return l;
    }

    private Term or() {
        Term l = and();
        while (eat("||", "|")) l = tb.or(bool(l), bool(and()));
        return l;
    }

    private Term and() {
        Term l = comparison();
        while (eat("&&", "&")) l = tb.and(bool(l), bool(comparison()));
        return l;
    }

    private Term comparison() {
        Term l = sum();
        if (eat("¬=", "~=", "!=")) return tb.not(eq(l, sum()));
        if (eat("==", "=")) return eq(l, sum());
        if (eat("<=", "¬>", "~>")) return compare(l, sum(), false);
        if (eat(">=", "¬<", "~<")) return compare(sum(), l, false);
        if (eat("<")) return compare(l, sum(), true);
        if (eat(">")) return compare(sum(), l, true);
        return l;
    }

    private Term sum() {
        Term l = product();
        while (true) {
            if (eat("+")) l = arith('+', l, product());
            else if (peekMinus()) l = arith('-', l, product());
            else return l;
        }
    }

    private boolean peekMinus() {
        skip();
        if (pos < text.length() && text.charAt(pos) == '-' && !text.startsWith("->", pos)) { pos++; return true; }
        return false;
    }

    private Term product() {
        Term l = unary();
        while (true) {
            if (eat("*")) l = arith('*', l, unary());
            else if (eat("/")) l = arith('/', l, unary());
            else if (eat("%")) l = arith('%', l, unary());
            else return l;
        }
    }

    private Term unary() {
        if (eat("¬", "~", "!")) {
            skip();
            if (pos < text.length() && text.charAt(pos) == '=') throw error("unexpected '='");
            return tb.not(bool(unary()));
        }
        if (peekMinus()) {
            Term t = unary();
            return t.sort() instanceof Sort.BvSort ? tb.bvNeg(t) : tb.neg(t);
        }
        return primary();
    }

    private Term primary() {
        skip();
        if (pos >= text.length()) throw error("an expression is missing");
        char c = text.charAt(pos);
        if (c == '(') {
            pos++;
            Term t = implication();
            if (!eat(")")) throw error("')' expected");
            return t;
        }
        if (c == '"') {
            int end = text.indexOf('"', pos + 1);
            if (end < 0) throw error("closing '\"' expected");
            String name = text.substring(pos + 1, end);
            pos = end + 1;
            Term s = symbols.get(name);
            if (s == null) throw error("no input symbol \"" + name + "\" on this path" + (symbols.isEmpty() ? "" : " (there are " + String.join(", ", symbols.keySet()) + ")"));
            return s;
        }
        if (Character.isDigit(c)) {
            int start = pos;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) pos++;
            return tb.integer(new BigInteger(text.substring(start, pos)));
        }
        if (Character.isLetter(c) || c == '_') {
            int start = pos;
            while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) pos++;
            String name = text.substring(start, pos);
            Term v = lookup(name);
            if (v == null) throw error("no variable " + name + " here" + (variables.isEmpty() ? "" : " (there are " + String.join(", ", variables.keySet()) + ")"));
            if (eat("(", "[")) {
                char close = text.charAt(pos - 1) == '(' ? ')' : ']';
                Term index = implication();
                if (!eat(String.valueOf(close))) throw error("'" + close + "' expected");
                if (!(v.sort() instanceof Sort.ArraySort as)) throw error(name + " is not an array");
                return tb.select(v, fit(index, as.index()));
            }
            return v;
        }
        throw error("unexpected '" + c + "'");
    }

    private Term lookup(String name) {
        Term v = variables.get(name);
        if (v != null) return v;
        for (Map.Entry<String, Term> e : variables.entrySet()) if (e.getKey().equalsIgnoreCase(name)) return e.getValue();
        return null;
    }

    // ---- typing: integers, C's bit-vectors (a literal takes the other operand's width), booleans

    private Term bool(Term t) {
        if (t.sort().equals(Sort.BOOL)) return t;
        if (t.sort() instanceof Sort.BvSort bv) return tb.ne(t, tb.bv(0, bv.width()));
        if (t.sort().equals(Sort.INT)) return tb.ne(t, tb.integer(0));
        throw error("an array is not a condition");
    }

    private Term fit(Term t, Sort to) {
        Term converted = convert(tb, t, to);
        if (converted == null) throw error("cannot use a " + t.sort() + " value where a " + to + " is expected");
        return converted;
    }

    /**
     * {@code t} as a value of sort {@code to}: integers and bit-vectors convert (a literal or an integer
     * modulo 2^w; a bit-vector resized with its sign, or read as a signed integer); null when they cannot.
     */
    static Term convert(TermBuilder tb, Term t, Sort to) {
        if (t.sort().equals(to)) return t;
        if (to instanceof Sort.BvSort bv) {
            if (t instanceof Term.IntLit lit) return tb.factory().bv(lit.value().mod(BigInteger.ONE.shiftLeft(bv.width())), bv.width());
            if (t.sort() instanceof Sort.BvSort) return tb.resize(t, bv.width(), true);
            if (t.sort().equals(Sort.INT)) return tb.intToBv(t, bv.width());
        }
        if (to.equals(Sort.INT) && t.sort() instanceof Sort.BvSort) return tb.bvToInt(t, true);
        return null;
    }

    /** The sort two operands are brought to: the wider bit-vector if either is one, else integers. */
    private Sort common(Term l, Term r) {
        if (l.sort() instanceof Sort.BvSort a && r.sort() instanceof Sort.BvSort b) return a.width() >= b.width() ? a : b;
        if (l.sort() instanceof Sort.BvSort a && r instanceof Term.IntLit) return a;
        if (r.sort() instanceof Sort.BvSort b && l instanceof Term.IntLit) return b;
        if (l.sort() instanceof Sort.BvSort || r.sort() instanceof Sort.BvSort) return Sort.INT;
        if (l.sort().equals(Sort.BOOL) || r.sort().equals(Sort.BOOL)) throw error("a condition is not a number");
        return Sort.INT;
    }

    private Term eq(Term l, Term r) {
        if (l.sort().equals(Sort.BOOL) || r.sort().equals(Sort.BOOL)) return tb.eq(bool(l), bool(r));
        Sort s = common(l, r);
        return tb.eq(fit(l, s), fit(r, s));
    }

    /** {@code l < r} (strict) or {@code l <= r}. */
    private Term compare(Term l, Term r, boolean strict) {
        Sort s = common(l, r);
        Term a = fit(l, s), b = fit(r, s);
        if (s instanceof Sort.BvSort) return strict ? tb.bvSlt(a, b) : tb.bvSle(a, b);
        return strict ? tb.lt(a, b) : tb.le(a, b);
    }

    private Term arith(char op, Term l, Term r) {
        Sort s = common(l, r);
        Term a = fit(l, s), b = fit(r, s);
        if (s instanceof Sort.BvSort) {
            return switch (op) {
                case '+' -> tb.bvAdd(a, b);
                case '-' -> tb.bvSub(a, b);
                case '*' -> tb.bvMul(a, b);
                case '/' -> tb.bvSdiv(a, b);
                default -> tb.bvSrem(a, b);
            };
        }
        return switch (op) {
            case '+' -> tb.add(a, b);
            case '-' -> tb.sub(a, b);
            case '*' -> tb.mul(a, b);
            case '/' -> tb.div(a, b);
            default -> tb.rem(a, b);
        };
    }
}
