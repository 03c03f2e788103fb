package effigy.lang.c;

import effigy.source.Span;

/**
 * A token of a C translation unit after preprocessing: what the parser reads.
 *
 * <p>{@code span} is where the token's text stands in its source file; for a token produced by macro
 * expansion it is the span of the macro invocation in the file being compiled (so a diagnostic points
 * at the line the user wrote), and {@code expandedFrom} names the macro. Keywords are
 * {@link Kind#IDENTIFIER}s: the parser knows them. A {@link Kind#NUMBER} is a preprocessing number,
 * converted by the parser. {@link Kind#CHAR} and {@link Kind#STRING} keep their quotes and prefix as
 * written, escapes not yet decoded. {@link Kind#PRAGMA} carries the text of a {@code #pragma} line or a
 * {@code _Pragma("…")} operator (the part after {@code pragma}), in place, so the parser can attach it to
 * the following statement.
 */
public record CToken(Kind kind, String text, Span span, String expandedFrom) {
    public enum Kind { IDENTIFIER, NUMBER, CHAR, STRING, PUNCTUATOR, PRAGMA, EOF }

    public boolean is(String s) { return (kind == Kind.PUNCTUATOR || kind == Kind.IDENTIFIER) && text.equals(s); }

    @Override public String toString() { return text; }
}
