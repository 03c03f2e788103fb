package effigy.lang.c.pp;

import effigy.source.Span;
import java.util.HashSet;
import java.util.Set;

/**
 * A preprocessing token while macros are expanded: a {@link PPToken} plus the hide set of C99 macro
 * semantics (the macros whose expansion produced it, which it may not expand again: once its own name
 * is in the set the token is "painted blue" for good) and, for a token produced by an expansion, the
 * {@link Origin} of the outermost expansion.
 */
final class Token {
    enum Kind { IDENTIFIER, NUMBER, CHAR, STRING, PUNCTUATOR, OTHER, PRAGMA }

    /** Where an expansion happened: the outermost invocation (macro name through closing paren) and the macro. */
    record Origin(Span span, String macro) {}

    /** Stands for an empty macro argument next to {@code ##} (C99 6.10.3.3); never leaves an expansion. */
    static final Token PLACEMARKER = new Token(Kind.OTHER, "", Span.NONE, false, Set.of(), null);

    final Kind kind;
    final String text;
    /** Where the token is spelled; for tokens made by an expansion, the invocation. */
    final Span span;
    final boolean spaceBefore;
    final Set<String> hideSet;
    final Origin origin;

    Token(Kind kind, String text, Span span, boolean spaceBefore, Set<String> hideSet, Origin origin) {
        this.kind = kind;
        this.text = text;
        this.span = span;
        this.spaceBefore = spaceBefore;
        this.hideSet = hideSet;
        this.origin = origin;
    }

    /** A token read from a file. Header names and end of file never become {@code Token}s. */
    static Token of(PPToken t) {
        Kind kind = switch (t.kind()) {
            case IDENTIFIER -> Kind.IDENTIFIER;
            case NUMBER -> Kind.NUMBER;
            case CHAR -> Kind.CHAR;
            case STRING -> Kind.STRING;
            case PUNCTUATOR -> Kind.PUNCTUATOR;
            case OTHER -> Kind.OTHER;
            case HEADER_NAME, EOF -> throw new IllegalArgumentException("not a preprocessing token: " + t.kind());
        };
        return new Token(kind, t.text(), t.span(), t.spaceBefore(), Set.of(), null);
    }

    /** Whether this is the punctuator {@code p} (digraphs count as what they stand for). */
    boolean is(String p) { return kind == Kind.PUNCTUATOR && PPToken.canonical(text).equals(p); }

    boolean isIdentifier(String name) { return kind == Kind.IDENTIFIER && text.equals(name); }

    /** The span to report: the outermost invocation for a token made by an expansion, else the token's own. */
    Span where() { return origin != null ? origin.span() : span; }

    Token withSpace(boolean space) {
        return space == spaceBefore ? this : new Token(kind, text, span, space, hideSet, origin);
    }

    /** This token as produced by an expansion: with hide set {@code hide} and origin {@code o}. */
    Token expanded(Set<String> hide, Origin o) {
        return new Token(kind, text, span, spaceBefore, hide, o);
    }

    static Set<String> union(Set<String> a, Set<String> b) {
        if (a.isEmpty()) return b;
        if (b.isEmpty()) return a;
        Set<String> s = new HashSet<>(a);
        s.addAll(b);
        return Set.copyOf(s);
    }

    static Set<String> intersection(Set<String> a, Set<String> b) {
        if (a.isEmpty() || b.isEmpty()) return Set.of();
        Set<String> s = new HashSet<>(a);
        s.retainAll(b);
        return Set.copyOf(s);
    }

    @Override public String toString() { return text; }
}
