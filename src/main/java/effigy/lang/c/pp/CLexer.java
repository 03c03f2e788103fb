package effigy.lang.c.pp;

import effigy.lang.c.pp.PPToken.Kind;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits a C source file into preprocessing tokens (C99 6.4), on demand.
 *
 * <p>Handles line splicing (a backslash right before a newline vanishes, even inside a token), {@code /* }
 * and {@code //} comments (white space), identifiers (letters, digits, {@code _}, {@code $} as gcc allows,
 * non-ASCII characters and universal character names), preprocessing numbers, character constants and
 * string literals with their {@code L u U u8} prefixes, all punctuators including digraphs, and any other
 * character as an {@link Kind#OTHER} token. A byte-order mark at the start is skipped. Trigraphs are not
 * replaced (gcc's default).
 *
 * <p>Errors are {@link DiagnosticException}s at the offending character: {@code unterminated comment},
 * {@code unterminated string literal}, {@code unterminated character constant} (at the literal's start),
 * {@code empty character constant}. In <em>lenient</em> mode, used for groups skipped by {@code #if} and
 * for the text of {@code #error}, {@code #warning} and {@code #pragma}, an unterminated literal is instead
 * an {@link Kind#OTHER} token running to the end of the line, as gcc only warns there; an unterminated
 * comment is an error in both modes.
 */
public final class CLexer {
    private static final Set<String> PUNCTUATORS = Set.of(
            "[", "]", "(", ")", "{", "}", ".", "->", "++", "--", "&", "*", "+", "-", "~", "!", "/", "%",
            "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "^", "|", "&&", "||", "?", ":", ";", "...",
            "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|=", ",", "#", "##",
            "<:", ":>", "<%", "%>", "%:", "%:%:");
    private static final int LONGEST_PUNCTUATOR = 4;

    private final SourceFile file;
    private final char[] src;
    private final int n;
    /** Raw offset of the next character to read. */
    private int pos;
    /** Whether a newline (or the start of the file) comes before the next token. */
    private boolean newlinePending = true;

    public CLexer(SourceFile file) {
        this.file = file;
        this.src = file.text().toCharArray();
        this.n = src.length;
        if (n > 0 && src[0] == '\uFEFF') pos = 1;
    }

    /** Every token of {@code file}, strictly lexed, ending with an {@link Kind#EOF} token. */
    public static List<PPToken> tokenize(SourceFile file) {
        CLexer lexer = new CLexer(file);
        List<PPToken> tokens = new ArrayList<>();
        PPToken t;
        do {
            t = lexer.next(false);
            tokens.add(t);
        } while (t.kind() != Kind.EOF);
        return tokens;
    }

    /**
     * The single token spelled by {@code text}, or null when {@code text} is not exactly one preprocessing
     * token (used to check the result of {@code ##}).
     */
    static PPToken single(String text) {
        CLexer lexer = new CLexer(new SourceFile("<paste>", text));
        try {
            PPToken t = lexer.next(false);
            if (t.kind() == Kind.EOF || t.spaceBefore() || lexer.next(false).kind() != Kind.EOF) return null;
            return t;
        } catch (DiagnosticException e) {
            return null;
        }
    }

    public SourceFile file() { return file; }

    /** Raw offset where reading stands: after {@link #restOfLine}, the newline ending the line (or the end). */
    public int offset() { return pos; }

    /** The next token, crossing line ends; an {@link Kind#EOF} token (repeatedly) at the end of the file. */
    public PPToken next(boolean lenient) {
        effigy.source.Deadline.poll();   // --max-time and Ctrl-C hold while a large file is lexed
        boolean space = skipSpace(false);
        boolean lineStart = newlinePending;
        newlinePending = false;
        if (at(pos) < 0) return new PPToken(Kind.EOF, "", file.span(n, n), lineStart, space);
        return lex(lineStart, space, lenient);
    }

    /** The next token if it is on the current line, else null (the newline is left unread). */
    public PPToken nextOnLine(boolean lenient) {
        effigy.source.Deadline.poll();
        boolean space = skipSpace(true);
        int c = at(pos);
        if (c < 0 || c == '\n') return null;
        newlinePending = false;
        return lex(false, space, lenient);
    }

    /** The remaining tokens of the current line (a directive's operands); the newline is left unread. */
    public List<PPToken> restOfLine(boolean lenient) {
        List<PPToken> tokens = new ArrayList<>();
        for (PPToken t = nextOnLine(lenient); t != null; t = nextOnLine(lenient)) tokens.add(t);
        return tokens;
    }

    /**
     * Reads a header name ({@code <stdio.h>} or {@code "a.h"}) if the rest of the line starts with one, else
     * returns null and reads nothing but white space. No escapes are recognised inside a header name.
     */
    public PPToken headerName() {
        skipSpace(true);
        int p = norm(pos);
        int open = at(p);
        if (open != '<' && open != '"') return null;
        int close = open == '<' ? '>' : '"';
        int r = after(p);
        while (at(r) != close) {
            if (at(r) < 0 || at(r) == '\n') {
                throw DiagnosticException.at(file.span(p, norm(r)), "missing terminating " + (char) close + " character");
            }
            r = after(r);
        }
        r = after(r);
        pos = r;
        newlinePending = false;
        return new PPToken(Kind.HEADER_NAME, spell(p, r), file.span(p, r), false, true);
    }

    // ---- characters, with line splices skipped

    /** The offset of the character at raw offset {@code p}, skipping any line splices there. */
    private int norm(int p) {
        while (p < n && src[p] == '\\') {
            int q = p + 1;
            if (q + 1 < n && src[q] == '\r' && src[q + 1] == '\n') q++;
            if (q < n && src[q] == '\n') p = q + 1; else break;
        }
        return p;
    }

    /** The character at raw offset {@code p} (after splices), or -1 at the end of the text. */
    private int at(int p) {
        if (p < n && src[p] != '\\') return src[p];
        p = norm(p);
        return p < n ? src[p] : -1;
    }

    /** The raw offset just after the character at {@code p}. */
    private int after(int p) { return norm(p) + 1; }

    /** The characters in [from, to) with line splices removed. */
    private final java.util.Map<String, String> spellings = new java.util.HashMap<>();

    private String spell(int from, int to) {
        boolean spliced = false;
        for (int r = from; r < to && !spliced; r++) spliced = src[r] == '\\';
        if (!spliced) {
            String text = new String(src, from, to - from);
            if (text.length() > 16) return text;
            // a program repeats its names and punctuators: one string for each spelling (a 10 MB file keeps millions of tokens)
            String known = spellings.putIfAbsent(text, text);
            return known != null ? known : text;
        }
        StringBuilder sb = new StringBuilder(to - from);
        for (int r = norm(from); r < to; r = norm(r + 1)) sb.append(src[r]);
        return sb.toString();
    }

    /** Skips white space and comments, stopping before a newline if asked; returns whether it skipped any. */
    private boolean skipSpace(boolean stopAtNewline) {
        boolean space = false;
        while (true) {
            int p = norm(pos);
            int c = at(p);
            if (c == ' ' || c == '\t' || c == '\f' || c == '\u000b' || c == '\r') {
                pos = p + 1;
            } else if (c == '\n') {
                if (stopAtNewline) {
                    pos = p;
                    return space;
                }
                pos = p + 1;
                newlinePending = true;
            } else if (c == '/' && at(after(p)) == '*') {
                int r = after(after(p));
                while (!(at(r) == '*' && at(after(r)) == '/')) {
                    if (at(r) < 0) throw DiagnosticException.at(file.span(p, after(after(p))), "unterminated comment");
                    r = after(r);
                }
                pos = after(after(r));
            } else if (c == '/' && at(after(p)) == '/') {
                int r = after(after(p));
                while (at(r) >= 0 && at(r) != '\n') r = after(r);
                pos = norm(r);
            } else {
                pos = p;
                return space;
            }
            space = true;
        }
    }

    // ---- tokens

    private PPToken lex(boolean lineStart, boolean space, boolean lenient) {
        int p = norm(pos);
        int c = at(p);
        int end;
        Kind kind;
        if ((c == 'L' || c == 'u' || c == 'U') && (at(after(p)) == '\'' || at(after(p)) == '"')) {
            return quoted(p, after(p), lineStart, space, lenient);
        } else if (c == 'u' && at(after(p)) == '8' && at(after(after(p))) == '"') {
            return quoted(p, after(after(p)), lineStart, space, lenient);
        } else if (c == '\'' || c == '"') {
            return quoted(p, p, lineStart, space, lenient);
        } else if (isIdentifierStart(c) || ucnEnd(p) >= 0) {
            kind = Kind.IDENTIFIER;
            end = identifierEnd(p);
        } else if (isDigit(c) || (c == '.' && isDigit(at(after(p))))) {
            kind = Kind.NUMBER;
            end = numberEnd(p);
        } else {
            end = punctuatorEnd(p);
            kind = end >= 0 ? Kind.PUNCTUATOR : Kind.OTHER;
            if (end < 0) end = after(p);
        }
        pos = end;
        return new PPToken(kind, spell(p, end), file.span(p, end), lineStart, space);
    }

    private int identifierEnd(int p) {
        int r = p;
        while (true) {
            int c = at(r);
            if (c >= 0x80 && file.invalidByte(r) >= 0) throw file.invalidByteError(r);
            if (isIdentifierStart(c) || isDigit(c)) {
                r = after(r);
            } else if (ucnEnd(r) >= 0) {
                r = ucnEnd(r);
            } else {
                return r;
            }
        }
    }

    /** C99 6.4.8: a digit or {@code .digit}, then digits, identifier characters, {@code .} and signed exponents. */
    private int numberEnd(int p) {
        int r = after(p);
        while (true) {
            int c = at(r);
            if ((c == 'e' || c == 'E' || c == 'p' || c == 'P') && (at(after(r)) == '+' || at(after(r)) == '-')) {
                r = after(after(r));
            } else if (c >= 0x80 && file.invalidByte(r) >= 0) {
                throw file.invalidByteError(r);
            } else if (isIdentifierStart(c) || isDigit(c) || c == '.') {
                r = after(r);
            } else if (ucnEnd(r) >= 0) {
                r = ucnEnd(r);
            } else {
                return r;
            }
        }
    }

    /** The end of a universal character name ({@code \}{@code uXXXX} or {@code \UXXXXXXXX}) at {@code p}, or -1. */
    private int ucnEnd(int p) {
        if (at(p) != '\\') return -1;
        int r = after(p);
        int digits = at(r) == 'u' ? 4 : at(r) == 'U' ? 8 : 0;
        if (digits == 0) return -1;
        r = after(r);
        for (int i = 0; i < digits; i++) {
            if (Character.digit(at(r), 16) < 0) return -1;
            r = after(r);
        }
        return r;
    }

    /** The end of the longest punctuator at {@code p}, or -1 if none starts there. */
    private int punctuatorEnd(int p) {
        int c = at(p);
        if (c == '(' || c == ')' || c == ';' || c == ',' || c == '{' || c == '}' || c == '[' || c == ']' || c == '?' || c == '~') {
            return after(p);
        }
        StringBuilder sb = new StringBuilder(LONGEST_PUNCTUATOR);
        int[] ends = new int[LONGEST_PUNCTUATOR];
        int r = p;
        for (int i = 0; i < LONGEST_PUNCTUATOR && at(r) >= 0 && at(r) != '\n'; i++) {
            sb.append((char) at(r));
            r = after(r);
            ends[i] = r;
        }
        for (int len = sb.length(); len > 0; len--) {
            if (PUNCTUATORS.contains(sb.substring(0, len))) return ends[len - 1];
        }
        return -1;
    }

    /** A character constant or string literal starting at {@code p}, its opening quote at {@code quote}. */
    private PPToken quoted(int p, int quote, boolean lineStart, boolean space, boolean lenient) {
        int q = at(quote);
        int r = after(quote);
        while (at(r) != q) {
            if (at(r) < 0 || at(r) == '\n') {
                if (lenient) {
                    pos = norm(r);
                    return new PPToken(Kind.OTHER, spell(p, r), file.span(p, norm(r)), lineStart, space);
                }
                throw DiagnosticException.at(file.span(p, norm(r)),
                        q == '"' ? "unterminated string literal" : "unterminated character constant");
            }
            if (at(r) == '\\' && at(after(r)) >= 0 && at(after(r)) != '\n') r = after(r);
            r = after(r);
        }
        r = after(r);
        pos = r;
        String text = spell(p, r);
        if (q == '\'' && text.endsWith("''") && text.indexOf('\'') == text.length() - 2 && !lenient) {
            throw DiagnosticException.at(file.span(p, r), "empty character constant");
        }
        return new PPToken(q == '"' ? Kind.STRING : Kind.CHAR, text, file.span(p, r), lineStart, space);
    }

    private static boolean isDigit(int c) { return c >= '0' && c <= '9'; }

    private static boolean isIdentifierStart(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c >= 0x80;
    }
}
