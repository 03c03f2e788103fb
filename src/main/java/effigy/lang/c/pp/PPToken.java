package effigy.lang.c.pp;

import effigy.source.Span;
import java.util.Map;

/**
 * A C preprocessing token (C99 6.4) as {@link CLexer} reads it.
 *
 * <p>{@code text} is the token's spelling with line splices (backslash-newline) removed; everything else,
 * including the prefix and quotes of literals and the spelling of digraphs, is kept as written. {@code span}
 * covers the token in its file (splices included). {@code atLineStart} is true for the first token of a
 * line (only a real newline counts, not one inside a block comment), which is how directives are
 * recognised; {@code spaceBefore} is true when white space, a comment or a newline precedes the token,
 * which matters for {@code #} stringizing and for telling {@code #define F(x)} from {@code #define F (x)}.
 */
public record PPToken(Kind kind, String text, Span span, boolean atLineStart, boolean spaceBefore) {
    public enum Kind {
        IDENTIFIER,
        /** A preprocessing number (C99 6.4.8): integers and floating constants alike, not yet converted. */
        NUMBER,
        CHAR,
        STRING,
        PUNCTUATOR,
        /** {@code <name>} or {@code "name"} after {@code #include}, read by {@link CLexer#headerName()}. */
        HEADER_NAME,
        /** A character that starts no other token, such as {@code @} or a stray backslash. */
        OTHER,
        EOF
    }

    /** Digraph spellings and the punctuators they stand for. */
    private static final Map<String, String> DIGRAPHS =
            Map.of("<:", "[", ":>", "]", "<%", "{", "%>", "}", "%:", "#", "%:%:", "##");

    /** The punctuator a spelling stands for: itself, or for a digraph the punctuator it replaces. */
    public static String canonical(String punctuator) {
        if (punctuator.length() < 2) return punctuator;
        char c = punctuator.charAt(0);
        return c == '<' || c == '%' || c == ':' ? DIGRAPHS.getOrDefault(punctuator, punctuator) : punctuator;
    }

    /** Whether this is the punctuator {@code p}, digraphs counting as what they stand for. */
    public boolean is(String p) { return kind == Kind.PUNCTUATOR && canonical(text).equals(p); }

    @Override public String toString() { return text; }
}
