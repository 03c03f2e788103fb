package effigy.lang.c.pp;

import effigy.lang.c.pp.Macro.Item;
import effigy.lang.c.pp.Macro.Literal;
import effigy.lang.c.pp.Macro.Param;
import effigy.lang.c.pp.Macro.Paste;
import effigy.lang.c.pp.Macro.Stringize;
import effigy.lang.c.pp.Token.Origin;
import effigy.source.DiagnosticException;
import effigy.source.Span;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Macro replacement (C99 6.10.3) by hide sets, after Prosser's algorithm: a macro name is expanded unless
 * it is in its own hide set; the replacement gets the invocation's hide set plus the macro (for a
 * function-like macro, the hide sets of the name and the closing parenthesis intersected, plus the macro)
 * and is pushed back in front of the remaining input to be rescanned. Arguments are fully expanded on
 * their own before substitution, except next to {@code #} and {@code ##}.
 *
 * <p>Every token of an expansion gets the {@link Origin} of the outermost invocation. The first token of
 * an expansion takes the white space before the macro name, and a substituted argument the white space
 * before the parameter in the definition, as in gcc (this shows in {@code #} stringizing).
 *
 * <p>Also handled here, as they appear while rescanning: {@code __FILE__} and {@code __LINE__} (from the
 * logical position of the outermost invocation), the {@code _Pragma("…")} operator (becoming a
 * {@link Token.Kind#PRAGMA} token), and in {@code #if} lines the {@code defined} operator.
 */
final class MacroExpander {
    /** Where tokens come from once the pushed-back ones are used up. */
    interface Source {
        /** The next token, or null at the end of the input. */
        Token next();

        /** Reports that the input ended inside the arguments of {@code macro} invoked at {@code at}. */
        default DiagnosticException unterminated(String macro, Span at) {
            return DiagnosticException.at(at, "unterminated argument list invoking macro " + macro);
        }
    }

    private static final Source NOTHING = () -> null;

    private final Map<String, Macro> macros;

    /**
     * The most tokens one macro invocation may expand to (its rescans counted): no real program comes near it, and
     * macros that double at each level ({@code #define A2 (A1 + A1)}) reach it in a second instead of exhausting the
     * time and the heap. gcc has no such limit and runs out of memory.
     */
    static final int MAX_EXPANSION = 1 << 20;

    /**
     * The most macro invocations nested in each other's arguments ({@code F(F(F(...)))}): each level expands its
     * argument again, so the work grows with the square of the depth (gcc takes a minute at 10,000 levels and runs out
     * of memory at 40,000); no real program nests a hundred.
     */
    static final int MAX_ARGUMENT_NESTING = 1_000;

    private int argumentDepth;
    private Origin counted;
    private int expandedTokens;

    MacroExpander(Map<String, Macro> macros) { this.macros = macros; }

    /** Counts a token of the invocation at {@code origin}; an error at the invocation past {@link #MAX_EXPANSION}. */
    private void countExpanded(Origin origin) {
        if (origin != counted) {
            counted = origin;
            expandedTokens = 0;
        }
        if (++expandedTokens > MAX_EXPANSION) {
            throw DiagnosticException.at(origin.span(), "the expansion of macro " + origin.macro() + " is longer than Effigy's maximum of "
                    + MAX_EXPANSION + " tokens");
        }
    }

    /**
     * Expands everything {@code source} yields, appending the result to {@code out}. In an {@code #if}
     * line ({@code ifLine}), {@code defined X} and {@code defined(X)} become {@code 1} or {@code 0}.
     */
    void expand(Source source, boolean ifLine, List<Token> out) {
        new Scan(new ArrayDeque<>(), source, ifLine, out).run();
    }

    /** One rescanning pass: the pushed-back tokens, then the source. */
    private final class Scan {
        private final Deque<Token> pending;
        private final Source source;
        private final boolean ifLine;
        private final List<Token> out;

        Scan(Deque<Token> pending, Source source, boolean ifLine, List<Token> out) {
            this.pending = pending;
            this.source = source;
            this.ifLine = ifLine;
            this.out = out;
        }

        private Token next() { return pending.isEmpty() ? source.next() : pending.pop(); }

        private void pushBack(List<Token> tokens) {
            for (int i = tokens.size() - 1; i >= 0; i--) pending.push(tokens.get(i));
        }

        void run() {
            for (Token t = next(); t != null; t = next()) step(t);
        }

        private void step(Token t) {
            effigy.source.Deadline.poll();   // macros that expand exponentially: --max-time and Ctrl-C still hold
            if (t.origin != null) countExpanded(t.origin);
            if (t.kind != Token.Kind.IDENTIFIER) {
                out.add(t);
                return;
            }
            if (ifLine && t.text.equals("defined")) {
                out.add(defined(t));
                return;
            }
            if (!ifLine && t.text.equals("_Pragma")) {
                out.add(pragmaOperator(t));
                return;
            }
            Macro m = macros.get(t.text);
            if (m == null || t.hideSet.contains(t.text)) {
                out.add(t);
                return;
            }
            if (m.builtin() != null) {
                out.add(builtinValue(m, t));
                return;
            }
            if (!m.functionLike()) {
                Set<String> hide = Token.union(t.hideSet, Set.of(m.name()));
                pushBack(substitute(m, t, List.of(), hide, origin(t, null, m.name())));
                return;
            }
            Token paren = next();
            if (paren == null || !paren.is("(")) {
                if (paren != null) pending.push(paren);
                out.add(t);
                return;
            }
            List<List<Token>> args = new ArrayList<>();
            Token close = collectArguments(m, t, args);
            Origin origin = origin(t, close, m.name());
            checkArgumentCount(m, args, origin.span());
            Set<String> hide = Token.union(Token.intersection(t.hideSet, close.hideSet), Set.of(m.name()));
            pushBack(substitute(m, t, args, hide, origin));
        }

        /** Reads the arguments after {@code (} into {@code args}; returns the closing parenthesis. */
        private Token collectArguments(Macro m, Token name, List<List<Token>> args) {
            List<Token> current = new ArrayList<>();
            int depth = 0;
            while (true) {
                Token a = next();
                if (a == null) throw source.unterminated(m.name(), name.where());
                if (a.is("(")) {
                    depth++;
                } else if (a.is(")")) {
                    if (depth == 0) {
                        args.add(current);
                        return a;
                    }
                    depth--;
                } else if (a.is(",") && depth == 0 && !(m.variadic() && args.size() == m.params().size() - 1)) {
                    args.add(current);
                    current = new ArrayList<>();
                    continue;
                }
                current.add(a);
            }
        }

        /** {@code defined X} or {@code defined ( X )}, read after the {@code defined} token. */
        private Token defined(Token op) {
            Token a = next();
            boolean paren = a != null && a.is("(");
            if (paren) a = next();
            if (a == null || a.kind != Token.Kind.IDENTIFIER) {
                throw DiagnosticException.at((a == null ? op : a).where(), "operator \"defined\" requires an identifier");
            }
            if (paren) {
                Token close = next();
                if (close == null || !close.is(")")) {
                    throw DiagnosticException.at((close == null ? a : close).where(), "missing ')' after \"defined\"");
                }
            }
            String value = macros.containsKey(a.text) ? "1" : "0";
            return new Token(Token.Kind.NUMBER, value, op.span, op.spaceBefore, Set.of(), op.origin);
        }

        /** {@code _Pragma ( string-literal )}, read after the {@code _Pragma} token (C99 6.10.9). */
        private Token pragmaOperator(Token op) {
            Token open = next(), string = open != null && open.is("(") ? next() : null;
            Token close = string != null && string.kind == Token.Kind.STRING ? next() : null;
            if (close == null || !close.is(")") || !(string.text.startsWith("\"") || string.text.startsWith("L\""))) {
                throw DiagnosticException.at(op.where(), "_Pragma takes a parenthesized string literal");
            }
            String body = string.text.substring(string.text.indexOf('"') + 1, string.text.length() - 1);
            Span span = close.span.file() == op.span.file() ? op.span.to(close.span) : op.span;
            return new Token(Token.Kind.PRAGMA, Preprocessor.pragmaText(Preprocessor.unescape(body)), span, op.spaceBefore, Set.of(), op.origin);
        }

        private Token builtinValue(Macro m, Token t) {
            Span at = t.where();
            String text = m.builtin() == Macro.Builtin.LINE
                    ? Integer.toString(at.file().logicalLine(at.start()))
                    : quote(at.file().logicalName(at.start()));
            Token.Kind kind = m.builtin() == Macro.Builtin.LINE ? Token.Kind.NUMBER : Token.Kind.STRING;
            return new Token(kind, text, t.span, t.spaceBefore, t.hideSet, origin(t, null, m.name()));
        }

        /** The replacement of one invocation, before rescanning (C99 6.10.3.1 to 6.10.3.3). */
        private List<Token> substitute(Macro m, Token name, List<List<Token>> args, Set<String> hide, Origin origin) {
            List<Token> result = new ArrayList<>();
            List<List<Token>> expandedArgs = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) expandedArgs.add(null);
            boolean paste = false;
            for (Item item : m.body()) {
                if (item instanceof Paste) {
                    paste = true;
                    continue;
                }
                List<Token> part;
                if (item instanceof Literal lit) {
                    part = List.of(lit.token());
                } else if (item instanceof Stringize s) {
                    part = List.of(stringize(args.get(s.index()), origin).withSpace(s.space()));
                } else {
                    Param p = (Param) item;
                    if (p.nextToPaste()) {
                        part = args.get(p.index()).isEmpty() ? List.of(Token.PLACEMARKER) : args.get(p.index());
                    } else {
                        if (expandedArgs.get(p.index()) == null) expandedArgs.set(p.index(), expandAlone(args.get(p.index()), name));
                        part = expandedArgs.get(p.index());
                    }
                    if (!part.isEmpty() && part.get(0) != Token.PLACEMARKER) {
                        part = new ArrayList<>(part);
                        part.set(0, part.get(0).withSpace(p.space()));
                    }
                }
                if (paste) {
                    paste(result, part, origin);
                    paste = false;
                } else {
                    result.addAll(part);
                }
            }
            List<Token> out = new ArrayList<>(result.size());
            Set<String> lastOwn = null, lastUnion = null;
            for (Token t : result) {
                if (t == Token.PLACEMARKER) continue;
                if (t.hideSet != lastOwn) {
                    lastOwn = t.hideSet;
                    lastUnion = Token.union(t.hideSet, hide);
                }
                Token e = t.expanded(lastUnion, origin);
                out.add(out.isEmpty() ? e.withSpace(name.spaceBefore) : e);
            }
            return out;
        }

        /** An argument of the invocation of {@code name} macro-expanded on its own, as if it were the rest of the file. */
        private List<Token> expandAlone(List<Token> arg, Token name) {
            // each nested argument copies the tokens around it (quadratic in the nesting): checked on every one
            if (arg.size() > 64) effigy.source.Deadline.check();
            if (argumentDepth >= MAX_ARGUMENT_NESTING) {
                throw DiagnosticException.at(name.where(), "macro invocations nested in arguments deeper than Effigy's maximum of "
                        + MAX_ARGUMENT_NESTING);
            }
            argumentDepth++;
            try {
                List<Token> expanded = new ArrayList<>();
                new Scan(new ArrayDeque<>(arg), NOTHING, ifLine, expanded).run();
                return expanded;
            } finally {
                argumentDepth--;
            }
        }

        /** {@code result}'s last token {@code ##} {@code right}'s first token, in place. */
        private void paste(List<Token> result, List<Token> right, Origin origin) {
            Token left = result.remove(result.size() - 1);
            Token first = right.get(0);
            if (left == Token.PLACEMARKER) {
                result.addAll(right);
                return;
            }
            if (first == Token.PLACEMARKER) {
                result.add(left);
                return;
            }
            PPToken glued = CLexer.single(left.text + first.text);
            if (glued == null) {
                throw DiagnosticException.at(origin.span(), "pasting \"" + left.text + "\" and \"" + first.text
                        + "\" does not give a valid preprocessing token");
            }
            Token t = Token.of(glued);
            result.add(new Token(t.kind, t.text, origin.span(), left.spaceBefore,
                    Token.intersection(left.hideSet, first.hideSet), origin));
            result.addAll(right.subList(1, right.size()));
        }
    }

    /** The origin of an expansion of {@code macro} invoked by {@code name} up to {@code close} (null if none). */
    private static Origin origin(Token name, Token close, String macro) {
        if (name.origin != null) return name.origin;
        Span span = name.span;
        if (close != null && close.where().file() == span.file() && close.where().end() >= span.end()) {
            span = span.to(close.where());
        }
        return new Origin(span, macro);
    }

    private static void checkArgumentCount(Macro m, List<List<Token>> args, Span at) {
        int named = m.variadic() ? m.params().size() - 1 : m.params().size();
        if (m.params().isEmpty() && args.size() == 1 && args.get(0).isEmpty()) {
            args.clear();
            return;
        }
        if (m.variadic() && args.size() == named) {
            args.add(List.of());
            return;
        }
        if (m.variadic() ? args.size() < named : args.size() != named) {
            throw DiagnosticException.at(at, "macro " + m.name() + " expects " + (m.variadic() ? "at least " : "")
                    + named + (named == 1 ? " argument" : " arguments") + ", got " + args.size());
        }
    }

    /** C99 6.10.3.2: the spelling of an argument as a string literal. */
    private static Token stringize(List<Token> arg, Origin origin) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < arg.size(); i++) {
            Token t = arg.get(i);
            if (i > 0 && t.spaceBefore) sb.append(' ');
            if (t.kind == Token.Kind.STRING || t.kind == Token.Kind.CHAR) {
                sb.append(t.text.replace("\\", "\\\\").replace("\"", "\\\""));
            } else {
                sb.append(t.text);
            }
        }
        return new Token(Token.Kind.STRING, sb.append('"').toString(), origin.span(), false, Set.of(), origin);
    }

    /** {@code s} as the text of a C string literal. */
    private static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') sb.append('\\');
            sb.append(c);
        }
        return sb.append('"').toString();
    }
}
