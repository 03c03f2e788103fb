package effigy.lang.c.pp;

import effigy.source.DiagnosticException;
import effigy.source.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * A macro definition: its parameters and its replacement list, parsed into {@link Item}s so that
 * expansion need not re-examine {@code #} and {@code ##}.
 *
 * @param params     parameter names; a variadic macro's last one is {@code __VA_ARGS__}
 * @param body       the replacement list
 * @param tokens     the replacement list as written, to tell an identical redefinition from a different one
 * @param builtin    for {@code __FILE__} and {@code __LINE__}, which the expander computes; else null
 */
record Macro(String name, boolean functionLike, List<String> params, boolean variadic, List<Item> body,
             List<Token> tokens, Span definedAt, Builtin builtin) {

    enum Builtin { FILE, LINE }

    /** A part of a replacement list. {@code space}: whether white space precedes it in the definition. */
    sealed interface Item permits Literal, Param, Stringize, Paste {}

    /** A token copied as is. */
    record Literal(Token token) implements Item {}

    /** A parameter: replaced by its argument, macro-expanded unless {@code nextToPaste}. */
    record Param(int index, boolean space, boolean nextToPaste) implements Item {}

    /** {@code # parameter}: replaced by the argument's spelling as a string literal. */
    record Stringize(int index, boolean space) implements Item {}

    /** The {@code ##} operator. */
    record Paste() implements Item {}

    static Macro builtin(String name, Builtin kind) {
        return new Macro(name, false, List.of(), false, List.of(), List.of(), Span.NONE, kind);
    }

    /**
     * Parses the operands of a {@code #define} directive ({@code line}: the tokens after {@code define});
     * {@code directive} is where to report a missing name.
     */
    static Macro parse(List<Token> line, Span directive) {
        if (line.isEmpty()) throw DiagnosticException.at(directive, "no macro name given in #define directive");
        Token nameToken = line.get(0);
        checkName(nameToken);
        int i = 1;
        List<String> params = new ArrayList<>();
        boolean functionLike = line.size() > 1 && line.get(1).is("(") && !line.get(1).spaceBefore;
        boolean variadic = false;
        if (functionLike) {
            i = 2;
            while (true) {
                Token t = i < line.size() ? line.get(i) : null;
                if (t == null) throw DiagnosticException.at(nameToken.span, "missing ')' in macro parameter list");
                if (t.is(")") && params.isEmpty()) break;
                if (t.is("...")) {
                    variadic = true;
                    params.add("__VA_ARGS__");
                    i++;
                    if (i >= line.size() || !line.get(i).is(")")) {
                        throw DiagnosticException.at(t.span, "missing ')' after \"...\" in macro parameter list");
                    }
                    break;
                }
                if (t.kind != Token.Kind.IDENTIFIER || t.text.equals("__VA_ARGS__")) {
                    throw DiagnosticException.at(t.span, "expected a parameter name, found \"" + t.text + "\"");
                }
                if (params.contains(t.text)) {
                    throw DiagnosticException.at(t.span, "duplicate macro parameter \"" + t.text + "\"");
                }
                params.add(t.text);
                i++;
                Token sep = i < line.size() ? line.get(i) : null;
                if (sep != null && sep.is(")")) break;
                if (sep == null) throw DiagnosticException.at(t.span, "missing ')' in macro parameter list");
                if (!sep.is(",")) throw DiagnosticException.at(sep.span, "expected ',' or ')' in macro parameter list");
                i++;
            }
            i++;
        }
        List<Token> tokens = List.copyOf(line.subList(i, line.size()));
        return new Macro(nameToken.text, functionLike, List.copyOf(params), variadic,
                items(tokens, functionLike, params, variadic), tokens, nameToken.span, null);
    }

    /** Checks the operand of {@code #define} or {@code #undef}. */
    static void checkName(Token name) {
        if (name.kind != Token.Kind.IDENTIFIER) throw DiagnosticException.at(name.span, "macro names must be identifiers");
        if (name.text.equals("defined")) {
            throw DiagnosticException.at(name.span, "\"defined\" cannot be used as a macro name");
        }
        if (name.text.equals("__VA_ARGS__")) {
            throw DiagnosticException.at(name.span, "__VA_ARGS__ cannot be used as a macro name");
        }
    }

    private static List<Item> items(List<Token> tokens, boolean functionLike, List<String> params, boolean variadic) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.isIdentifier("__VA_ARGS__") && !variadic) {
                throw DiagnosticException.at(t.span, "__VA_ARGS__ can only appear in the expansion of a variadic macro");
            }
            if (t.is("##")) {
                if (i == 0 || i == tokens.size() - 1) {
                    throw DiagnosticException.at(t.span, "'##' cannot appear at either end of a macro expansion");
                }
                items.add(new Paste());
            } else if (functionLike && t.is("#")) {
                int index = i + 1 < tokens.size() && tokens.get(i + 1).kind == Token.Kind.IDENTIFIER
                        ? params.indexOf(tokens.get(i + 1).text) : -1;
                if (index < 0) throw DiagnosticException.at(t.span, "'#' is not followed by a macro parameter");
                items.add(new Stringize(index, t.spaceBefore));
                i++;
            } else if (t.kind == Token.Kind.IDENTIFIER && params.contains(t.text)) {
                boolean nextToPaste = (i > 0 && tokens.get(i - 1).is("##"))
                        || (i + 1 < tokens.size() && tokens.get(i + 1).is("##"));
                items.add(new Param(params.indexOf(t.text), t.spaceBefore, nextToPaste));
            } else {
                items.add(new Literal(t));
            }
        }
        return List.copyOf(items);
    }

    /** Whether {@code other} is the same definition (C99 6.10.3p2: same parameters, same replacement list). */
    boolean sameAs(Macro other) {
        if (functionLike != other.functionLike || variadic != other.variadic || !params.equals(other.params)
                || tokens.size() != other.tokens.size() || builtin != other.builtin) {
            return false;
        }
        for (int i = 0; i < tokens.size(); i++) {
            Token a = tokens.get(i), b = other.tokens.get(i);
            if (!a.text.equals(b.text) || (i > 0 && a.spaceBefore != b.spaceBefore)) return false;
        }
        return true;
    }
}
