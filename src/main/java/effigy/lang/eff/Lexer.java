package effigy.lang.eff;

import effigy.lang.eff.Token.Kind;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.source.Span;

import java.util.List;
import java.util.Locale;

/**
 * Splits an {@code .eff} file into tokens. Whitespace and {@code /* ... *}{@code /} comments separate
 * tokens; identifiers are an ASCII letter followed by letters, digits, {@code _ # @ $}. Each ASCII and
 * Unicode operator spelling maps to one {@link Kind}. The first malformed input raises a
 * {@link DiagnosticException} at its position.
 */
final class Lexer {
    private record Operator(String spelling, Kind kind) {}

    /** Every operator and punctuation spelling; two-character spellings come first (longest match). */
    private static final List<Operator> OPERATORS = List.of(
            new Operator("**", Kind.POWER), new Operator("->", Kind.IMPLIES),
            new Operator("<=", Kind.LE), new Operator(">=", Kind.GE),
            new Operator("¬=", Kind.NE), new Operator("^=", Kind.NE), new Operator("!=", Kind.NE),
            new Operator("¬<", Kind.NOT_LT), new Operator("^<", Kind.NOT_LT), new Operator("!<", Kind.NOT_LT),
            new Operator("¬>", Kind.NOT_GT), new Operator("^>", Kind.NOT_GT), new Operator("!>", Kind.NOT_GT),
            new Operator("(", Kind.LPAREN), new Operator(")", Kind.RPAREN), new Operator(",", Kind.COMMA),
            new Operator(";", Kind.SEMI), new Operator(":", Kind.COLON), new Operator("=", Kind.EQ),
            new Operator("+", Kind.PLUS), new Operator("-", Kind.MINUS), new Operator("*", Kind.STAR),
            new Operator("/", Kind.SLASH), new Operator("<", Kind.LT), new Operator(">", Kind.GT),
            new Operator("&", Kind.AND), new Operator("|", Kind.OR),
            new Operator("¬", Kind.NOT), new Operator("^", Kind.NOT), new Operator("!", Kind.NOT),
            new Operator("≠", Kind.NE), new Operator("≤", Kind.LE), new Operator("≥", Kind.GE),
            new Operator("⊃", Kind.IMPLIES), new Operator("←", Kind.ARROW));

    private final SourceFile file;
    private final String text;
    private int pos;
    /** End offset of the last token produced; where the EOF token sits. */
    private int lastEnd;

    Lexer(SourceFile file) {
        this.file = file;
        this.text = file.text();
    }

    /**
     * The next token; after the last one, {@link Kind#EOF} (zero-width, just after the last token) on every
     * call. Lexing is on demand, so errors surface in source order together with the parser's.
     */
    Token next() {
        effigy.source.Deadline.poll();   // --max-time and Ctrl-C hold while a large file is lexed
        skipBlanksAndComments();
        if (pos >= text.length()) return new Token(Kind.EOF, "", file.span(lastEnd, lastEnd));
        Token t = lexToken();
        lastEnd = t.span().end();
        return t;
    }

    private void skipBlanksAndComments() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '/' && pos + 1 < text.length() && text.charAt(pos + 1) == '*') {
                int close = text.indexOf("*/", pos + 2);
                if (close < 0) throw DiagnosticException.at(file.span(pos, pos + 2), "unterminated comment");
                pos = close + 2;
            } else {
                return;
            }
        }
    }

    private Token lexToken() {
        int start = pos;
        char c = text.charAt(pos);
        if (isAsciiLetter(c)) {
            while (pos < text.length() && isIdentChar(text.charAt(pos))) pos++;
            return token(Kind.IDENT, text.substring(start, pos).toUpperCase(Locale.ROOT), start);
        }
        if (c >= '0' && c <= '9') {
            while (pos < text.length() && isDigit(text.charAt(pos))) pos++;
            if (pos < text.length() && isIdentChar(text.charAt(pos))) {
                while (pos < text.length() && isIdentChar(text.charAt(pos))) pos++;
                throw DiagnosticException.at(file.span(start, pos),
                        "malformed number '" + text.substring(start, pos) + "'");
            }
            return token(Kind.INTEGER, text.substring(start, pos), start);
        }
        if (c == '"' || c == '\'') return lexQuoted(c);
        return lexOperator();
    }

    private Token lexQuoted(char quote) {
        int start = pos++;
        StringBuilder content = new StringBuilder();
        while (true) {
            if (pos >= text.length() || text.charAt(pos) == '\n' || text.charAt(pos) == '\r') {
                throw DiagnosticException.at(file.span(start, start + 1), "unterminated string");
            }
            char c = text.charAt(pos++);
            if (c == quote) {
                if (pos < text.length() && text.charAt(pos) == quote) {
                    pos++;
                } else {
                    break;
                }
            }
            content.append(c);
        }
        return token(quote == '"' ? Kind.SYMBOL : Kind.STRING, content.toString(), start);
    }

    private Token lexOperator() {
        for (Operator op : OPERATORS) {
            if (text.startsWith(op.spelling(), pos)) {
                int start = pos;
                pos += op.spelling().length();
                return token(op.kind(), op.spelling(), start);
            }
        }
        if (file.invalidByte(pos) >= 0) throw file.invalidByteError(pos);
        int cp = text.codePointAt(pos);
        Span span = file.span(pos, pos + Character.charCount(cp));
        throw DiagnosticException.at(span, "unexpected character " + describe(cp));
    }

    private Token token(Kind kind, String tokenText, int start) {
        return new Token(kind, tokenText, file.span(start, pos));
    }

    private static String describe(int cp) {
        if (cp < 0x20 || cp == 0x7f || Character.isWhitespace(cp) || Character.isISOControl(cp)) {
            return String.format("U+%04X", cp);
        }
        return "'" + new String(Character.toChars(cp)) + "'";
    }

    private static boolean isAsciiLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
    private static boolean isDigit(char c) { return c >= '0' && c <= '9'; }

    private static boolean isIdentChar(char c) {
        return isAsciiLetter(c) || isDigit(c) || c == '_' || c == '#' || c == '@' || c == '$';
    }
}
