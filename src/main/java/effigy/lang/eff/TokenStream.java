package effigy.lang.eff;

import effigy.lang.eff.Token.Kind;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.source.Span;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A cursor over the tokens of one file, with the helpers the parsers share. */
final class TokenStream {
    /**
     * Words that start or structure statements and so cannot be names. Attribute words ({@code INTEGER},
     * {@code STATIC}, ...) and session words ({@code INCLUDE}, {@code TEST}) are recognised only where they
     * can occur and stay usable as names.
     */
    private static final Set<String> RESERVED = Set.of(
            "PROCEDURE", "PROC", "END", "DO", "WHILE", "TO", "BY", "IF", "THEN", "ELSE", "GO", "GOTO",
            "CALL", "RETURN", "READ", "WRITE", "ASSUME", "ASSERT", "PROVE", "DCL", "DECLARE");

    private final Lexer lexer;
    /** Every token lexed so far; {@code pos} indexes the current one. */
    private final List<Token> tokens = new ArrayList<>();
    private int pos;

    TokenStream(SourceFile file) {
        this.lexer = new Lexer(file);
    }

    /**
     * The deepest nesting the parsers accept, counted over statements (DO groups, IF branches), parentheses,
     * prefix operators and right-nested operators: far beyond what programs write, and within what the recursive
     * passes after the parser hold on a command's stack.
     */
    static final int MAX_NESTING = 10_000;

    private int depth;

    /** One level deeper, at the current token: an error past {@link #MAX_NESTING}. Paired with {@link #leave()}. */
    void enter() {
        if (++depth > MAX_NESTING) throw error(peek(), "nesting level exceeds Effigy's maximum of " + MAX_NESTING);
    }

    void leave() { depth--; }

    /** The parse of {@code body}, a stack overflow below the nesting limit (a small stack) reported at the token reached. */
    <T> T guarded(java.util.function.Supplier<T> body) {
        try {
            return body.get();
        } catch (StackOverflowError e) {
            throw error(peek(), "nested too deeply for Effigy's stack");
        }
    }

    Token peek() { return peek(0); }

    /** The token {@code ahead} places after the current one (the EOF token when past the end). */
    Token peek(int ahead) {
        while (tokens.size() <= pos + ahead) {
            if (!tokens.isEmpty() && tokens.get(tokens.size() - 1).is(Kind.EOF)) return tokens.get(tokens.size() - 1);
            tokens.add(lexer.next());
        }
        return tokens.get(pos + ahead);
    }

    /** The most recently consumed token; only valid once a token has been consumed. */
    Token previous() { return tokens.get(pos - 1); }

    /** Consumes and returns the current token (never moves past EOF). */
    Token next() {
        Token t = peek();
        if (!t.is(Kind.EOF)) pos++;
        return t;
    }

    boolean at(Kind k) { return peek().is(k); }

    boolean atWord(String word) { return peek().isWord(word); }

    boolean accept(Kind k) {
        if (!at(k)) return false;
        next();
        return true;
    }

    boolean acceptWord(String word) {
        if (!atWord(word)) return false;
        next();
        return true;
    }

    /** Consumes a token of kind {@code k}, or fails at the current token with {@code message}. */
    Token expect(Kind k, String message) {
        if (!at(k)) throw error(peek(), message);
        return next();
    }

    /** Whether the current token is a reserved word. */
    boolean atReserved() { return isReserved(peek()); }

    static boolean isReserved(Token t) { return t.is(Kind.IDENT) && RESERVED.contains(t.text()); }

    /** Consumes a non-reserved identifier; {@code what} names it for the message, e.g. "a label". */
    Ident ident(String what) {
        Token t = peek();
        if (!t.is(Kind.IDENT)) throw error(t, "expected " + what);
        if (isReserved(t)) throw error(t, "expected " + what + ", found keyword " + t.text());
        next();
        return new Ident(t.text(), t.span());
    }

    /** Whether {@code NAME: PROCEDURE} (or {@code PROC}) starts at the current token. */
    boolean atProcedureHead() {
        return peek().is(Kind.IDENT) && !atReserved() && peek(1).is(Kind.COLON)
                && (peek(2).isWord("PROCEDURE") || peek(2).isWord("PROC"));
    }

    /** The span from the start of {@code first} to the end of the last consumed token. */
    Span spanFrom(Token first) { return first.span().to(previous().span()); }

    static DiagnosticException error(Token at, String message) { return DiagnosticException.at(at.span(), message); }
}
