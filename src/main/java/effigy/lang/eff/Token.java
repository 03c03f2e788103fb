package effigy.lang.eff;

import effigy.source.Span;

/**
 * A token of an {@code .eff} file. {@code text} is the identifier in upper case for {@link Kind#IDENT}, the
 * digits for {@link Kind#INTEGER}, the content between the quotes (doubled quotes undone) for
 * {@link Kind#SYMBOL} and {@link Kind#STRING}, and the source text otherwise.
 */
record Token(Kind kind, String text, Span span) {

    enum Kind {
        IDENT, INTEGER,
        /** A double-quoted string. */
        SYMBOL,
        /** A single-quoted string. */
        STRING,
        LPAREN, RPAREN, COMMA, SEMI, COLON,
        EQ, NE, LT, GT, LE, GE, NOT_LT, NOT_GT,
        PLUS, MINUS, STAR, SLASH, POWER,
        AND, OR, NOT, IMPLIES,
        /** {@code ←}; the ASCII {@code <-} is a {@code <} directly followed by a {@code -}. */
        ARROW,
        /** End of input: zero-width, just after the last token. */
        EOF
    }

    boolean is(Kind k) { return kind == k; }

    /** Whether this is the identifier {@code word} (given in upper case). */
    boolean isWord(String word) { return kind == Kind.IDENT && text.equals(word); }

    /** How a message names this token: its source text in quotes, or "end of input". */
    String describe() { return kind == Kind.EOF ? "end of input" : "'" + span.text() + "'"; }
}
