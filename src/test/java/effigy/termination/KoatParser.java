package effigy.termination;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A strict reader of KoAT's input format (the Termination Competition's integer transition systems with
 * costs), for tests that check what Effigy writes. The grammar follows KoAT2's own parser
 * (aprove-developers/KoAT2-Releases, src/parser/koat/koat_parser.mly and koat_lexer.mll):
 * <ul>
 *   <li>the sections come in the order {@code (GOAL COMPLEXITY)} (here also {@code TERMINATION}, as in the
 *       ANTLR grammar Koat.g4), {@code (STARTTERM (FUNCTIONSYMBOLS f))}, {@code (VAR x ...)} (may be empty),
 *       {@code (RULES ...)}; KoAT2's optional {@code RETURNLOCATIONS} and probabilistic goals are not read;</li>
 *   <li>comments run from {@code #} to the end of the line (KoAT2 has no {@code //} or block comments);</li>
 *   <li>a rule is {@code f(x1,...,xn) ARROW rhs [guard]}: the left-hand side's arguments are variables only;
 *       {@code ARROW} is {@code ->} (cost 1), {@code -{w}>} with a polynomial cost {@code w} in the variables,
 *       or {@code -{w1, w2}>} (KoAT2 reads the first as the upper bound, Koat.g4 as the lower one: kept as
 *       written); KoAT2's brace-less {@code - w >} is not read;</li>
 *   <li>the right-hand side is one call {@code g(e1,...,en)} or {@code Com_k(g1(...), ..., gk(...))}; KoAT2
 *       takes any name there, this reader insists on exactly k calls;</li>
 *   <li>a guard is {@code :|: a1 && a2 ...} or {@code [a1 && a2 ...]}, {@code /\} being the same as
 *       {@code &&}; an atom compares two polynomials with {@code = != < <= > >=} ({@code ==} is Koat.g4's,
 *       not KoAT2's, and rejected); {@code ||} is not allowed in a rule's guard;</li>
 *   <li>polynomials have integers, variables, {@code + - *}, unary minus, parentheses and {@code ^} or
 *       {@code **} to a literal natural exponent.</li>
 * </ul>
 * A variable of a rule that is not one of its left-hand side's arguments is a temporary: a fresh,
 * non-deterministic value ("guards and assignments ... might depend on temporary variables that are not set
 * by the state"); KoAT2's exports declare them in {@code VAR} too, so {@code VAR} may be longer than the
 * arity. Not confirmed in KoAT2's parser, and checked here as this project's convention: every function
 * symbol, on either side, has one arity for the whole file, and the left-hand side's arguments are distinct
 * variables declared in {@code VAR}. Errors are {@link IllegalArgumentException}s starting "line N: ".
 */
final class KoatParser {
    /** The parsed system. */
    record Program(String goal, String start, List<String> variables, List<Rule> rules) {}

    /** One call {@code symbol(args)}, the arguments as normalised text. */
    record Call(String symbol, List<String> args) {}

    /** One comparison of a guard. */
    record Atom(String left, String relation, String right) {}

    /** One rule, with the variables it uses that are not its left-hand side's arguments. */
    record Rule(int line, String symbol, List<String> params, String weight, List<Call> targets, List<Atom> guard,
            Set<String> temporaries) {}

    private final List<Token> tokens;
    private int pos;
    private Set<String> used;

    private KoatParser(String text) {
        this.tokens = Lexer.tokens(text);
    }

    static Program parse(String text) {
        return new KoatParser(text).program();
    }

    private Program program() {
        open("GOAL");
        Token goal = expect(Kind.ID, "COMPLEXITY or TERMINATION");
        if (!goal.text().equals("COMPLEXITY") && !goal.text().equals("TERMINATION")) {
            throw error(goal, "the goal is COMPLEXITY or TERMINATION, not " + goal.text());
        }
        close();
        open("STARTTERM");
        expectText("(");
        expectKeyword("FUNCTIONSYMBOLS");
        Token start = expect(Kind.ID, "the start symbol");
        close();
        close();
        open("VAR");
        List<String> vars = new ArrayList<>();
        while (peek().kind() == Kind.ID) {
            Token v = next();
            if (vars.contains(v.text())) throw error(v, "variable " + v.text() + " declared twice");
            vars.add(v.text());
        }
        close();
        open("RULES");
        List<Rule> rules = new ArrayList<>();
        while (!peek().text().equals(")")) {
            if (peek().kind() == Kind.EOF) throw error(peek(), "RULES is not closed");
            rules.add(rule(vars));
        }
        close();
        if (peek().kind() != Kind.EOF) throw error(peek(), "text after RULES: " + peek().text());
        checkArities(rules);
        if (rules.stream().noneMatch(r -> r.symbol().equals(start.text()))) {
            throw error(start, "the start symbol " + start.text() + " is no rule's left-hand side");
        }
        return new Program(goal.text(), start.text(), List.copyOf(vars), List.copyOf(rules));
    }

    private Rule rule(List<String> vars) {
        Token head = expect(Kind.ID, "a rule's left-hand side");
        expectText("(");
        List<String> params = new ArrayList<>();
        while (!peek().text().equals(")")) {
            if (!params.isEmpty()) expectText(",");
            Token p = expect(Kind.ID, "a variable (a left-hand side has variables only)");
            if (!vars.contains(p.text())) throw error(p, "left-hand side argument " + p.text() + " is not declared in VAR");
            if (params.contains(p.text())) throw error(p, "left-hand side argument " + p.text() + " occurs twice");
            params.add(p.text());
        }
        expectText(")");
        used = new LinkedHashSet<>();
        String weight = arrow();
        List<Call> targets = rhs();
        List<Atom> guard = guard();
        Set<String> temporaries = new LinkedHashSet<>(used);
        temporaries.removeAll(params);
        return new Rule(head.line(), head.text(), List.copyOf(params), weight, List.copyOf(targets), List.copyOf(guard),
                Set.copyOf(temporaries));
    }

    private String arrow() {
        if (peek().text().equals("->")) {
            next();
            return "1";
        }
        expectText("-");
        expectText("{");
        String weight = expr();
        if (peek().text().equals(",")) {
            next();
            weight += ", " + expr();
        }
        expectText("}");
        expectText(">");
        return weight;
    }

    private List<Call> rhs() {
        Token name = expect(Kind.ID, "a right-hand side");
        if (!name.text().matches("Com_[0-9]+")) return List.of(call(name));
        int k = Integer.parseInt(name.text().substring(4));
        expectText("(");
        List<Call> calls = new ArrayList<>();
        do {
            if (!calls.isEmpty()) expectText(",");
            calls.add(call(expect(Kind.ID, "a call in " + name.text())));
        } while (peek().text().equals(","));
        expectText(")");
        if (calls.size() != k) throw error(name, name.text() + " has " + calls.size() + " calls");
        return calls;
    }

    private Call call(Token name) {
        expectText("(");
        List<String> args = new ArrayList<>();
        while (!peek().text().equals(")")) {
            if (!args.isEmpty()) expectText(",");
            args.add(expr());
        }
        expectText(")");
        return new Call(name.text(), List.copyOf(args));
    }

    private List<Atom> guard() {
        boolean bracket = peek().text().equals("[");
        if (!bracket && !peek().text().equals(":|:")) return List.of();
        next();
        List<Atom> atoms = new ArrayList<>();
        do {
            if (!atoms.isEmpty()) next();
            String left = expr();
            Token rel = next();
            if (!List.of("=", "!=", "<", "<=", ">", ">=").contains(rel.text())) {
                throw error(rel, "expected a comparison (= != < <= > >=), found " + rel.text());
            }
            atoms.add(new Atom(left, rel.text(), expr()));
        } while (peek().text().equals("&&") || peek().text().equals("/\\"));
        if (peek().text().equals("||")) throw error(peek(), "a rule's guard is a conjunction: || is not allowed");
        if (bracket) expectText("]");
        return atoms;
    }

    /** sum := product (('+' | '-') product)*. */
    private String expr() {
        StringBuilder sb = new StringBuilder(product());
        while (peek().text().equals("+") || peek().text().equals("-")) {
            sb.append(' ').append(next().text()).append(' ').append(product());
        }
        return sb.toString();
    }

    /** product := unary ('*' unary)*. */
    private String product() {
        StringBuilder sb = new StringBuilder(unary());
        while (peek().text().equals("*")) {
            next();
            sb.append(" * ").append(unary());
        }
        return sb.toString();
    }

    /** unary := '-' unary | atom ('^' nat)?. */
    private String unary() {
        if (peek().text().equals("-")) {
            next();
            return "-" + unary();
        }
        String base = primary();
        if (peek().text().equals("^") || peek().text().equals("**")) {
            next();
            base += "^" + expect(Kind.INT, "a natural exponent").text();
        }
        return base;
    }

    private String primary() {
        Token t = next();
        switch (t.kind()) {
            case INT:
                return t.text();
            case ID:
                if (peek().text().equals("(")) throw error(t, "a call " + t.text() + "(...) inside an expression");
                used.add(t.text());
                return t.text();
            default:
                if (t.text().equals("(")) {
                    String inner = expr();
                    expectText(")");
                    return "(" + inner + ")";
                }
                throw error(t, "expected an expression, found " + describe(t));
        }
    }

    private void open(String keyword) {
        expectText("(");
        expectKeyword(keyword);
    }

    private void close() {
        expectText(")");
    }

    private void expectKeyword(String keyword) {
        Token t = next();
        if (!t.text().equals(keyword)) throw error(t, "expected " + keyword + ", found " + describe(t));
    }

    private void expectText(String text) {
        Token t = next();
        if (!t.text().equals(text) || t.kind() == Kind.EOF) {
            throw error(t, "expected '" + text + "', found " + describe(t));
        }
    }

    private Token expect(Kind kind, String what) {
        Token t = next();
        if (t.kind() != kind) throw error(t, "expected " + what + ", found " + describe(t));
        return t;
    }

    private Token peek() {
        return tokens.get(pos);
    }

    private Token next() {
        Token t = tokens.get(pos);
        if (t.kind() != Kind.EOF) pos++;
        return t;
    }

    private static String describe(Token t) {
        return t.kind() == Kind.EOF ? "the end of the input" : "'" + t.text() + "'";
    }

    /** Every function symbol has the arity it first had, on either side of a rule. */
    private static void checkArities(List<Rule> rules) {
        Map<String, int[]> seen = new HashMap<>();
        for (Rule r : rules) {
            List<Call> calls = new ArrayList<>();
            calls.add(new Call(r.symbol(), r.params()));
            calls.addAll(r.targets());
            for (Call c : calls) {
                int[] first = seen.putIfAbsent(c.symbol(), new int[] {c.args().size(), r.line()});
                if (first != null && first[0] != c.args().size()) {
                    throw new IllegalArgumentException("line " + r.line() + ": " + c.symbol() + " has " + c.args().size()
                            + " arguments here but " + first[0] + " at line " + first[1]);
                }
            }
        }
    }

    static IllegalArgumentException error(Token t, String message) {
        return new IllegalArgumentException("line " + t.line() + ": " + message);
    }

    enum Kind { ID, INT, SYMBOL, EOF }

    /** A token and the line it starts on. */
    record Token(Kind kind, String text, int line) {}

    /** Splits KoAT text into tokens, skipping white space and {@code #} comments. */
    static final class Lexer {
        private static final List<String> SYMBOLS = List.of(":|:", "->", "**", "<=", ">=", "!=", "==", "&&", "||", "/\\",
                "(", ")", "{", "}", "[", "]", ",", "+", "-", "*", "^", "=", "<", ">");

        private Lexer() {}

        static List<Token> tokens(String text) {
            List<Token> out = new ArrayList<>();
            int line = 1, i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (c == '\n') {
                    line++;
                    i++;
                } else if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '#') {
                    while (i < text.length() && text.charAt(i) != '\n') i++;
                } else if (Character.isLetter(c) || c == '_') {
                    int j = i + 1;
                    while (j < text.length() && (Character.isLetterOrDigit(text.charAt(j)) || "_.'".indexOf(text.charAt(j)) >= 0)) j++;
                    out.add(new Token(Kind.ID, text.substring(i, j), line));
                    i = j;
                } else if (Character.isDigit(c)) {
                    int j = i + 1;
                    while (j < text.length() && Character.isDigit(text.charAt(j))) j++;
                    out.add(new Token(Kind.INT, text.substring(i, j), line));
                    i = j;
                } else {
                    String symbol = symbolAt(text, i);
                    if (symbol == null) throw new IllegalArgumentException("line " + line + ": unexpected character '" + c + "'");
                    if (symbol.equals("==")) throw new IllegalArgumentException("line " + line + ": KoAT writes equality as =, not ==");
                    out.add(new Token(Kind.SYMBOL, symbol, line));
                    i += symbol.length();
                }
            }
            out.add(new Token(Kind.EOF, "", line));
            return out;
        }

        private static String symbolAt(String text, int i) {
            for (String s : SYMBOLS) {
                if (text.startsWith(s, i)) return s;
            }
            return null;
        }
    }
}
