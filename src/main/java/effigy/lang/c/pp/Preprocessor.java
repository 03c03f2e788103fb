package effigy.lang.c.pp;

import effigy.lang.c.CToken;
import effigy.lang.c.pp.PPToken.Kind;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.source.Span;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The C99 preprocessor (translation phases 1 to 4): turns a source file into the {@link CToken}s the
 * parser reads, with no external {@code cpp}.
 *
 * <p>Supported: {@code #include "…"} and {@code <…>} (also computed from macros) through an
 * {@link IncludeResolver}, {@code #pragma once}; object-like, function-like and variadic macros with
 * {@code #}, {@code ##}, argument pre-expansion, rescanning and the hide-set rule ({@link MacroExpander});
 * {@code #undef}; {@code #if #ifdef #ifndef #elif #else #endif} with {@code defined} and 64-bit
 * intmax_t/uintmax_t arithmetic ({@link IfExpression}); {@code #error} (an error), {@code #warning}
 * (collected in {@link #warnings()}); {@code #line} and gcc's line markers {@code # 42 "file.c" flags}, which
 * remap the file's positions ({@link SourceFile#mapLines}); the null directive; {@code #pragma} and
 * {@code _Pragma("…")}, which become {@link CToken.Kind#PRAGMA} tokens in place; {@code __FILE__},
 * {@code __LINE__} and the macros of {@link #PREDEFINED}.
 *
 * <p>Choices: redefining a macro differently replaces it and records a warning (an identical redefinition
 * is silent); extra tokens after {@code #else}, {@code #endif}, {@code #ifdef X}, {@code #undef X} and a
 * header name are ignored, as gcc only warns; directives inside the arguments of a macro invocation are
 * an error (undefined behaviour in C99); an empty {@code #pragma} is dropped; a character that is no C
 * token ({@code @}, a stray backslash) is an error only if it reaches the output. Not supported:
 * trigraphs, {@code __DATE__}/{@code __TIME__}, {@code #include_next}, {@code #ident}, {@code #assert}.
 *
 * <p>Spans follow {@link CToken}: a token from a file has its own span (in the included file, for an
 * included file); a token produced by a macro expansion has the span of the outermost invocation (macro
 * name through closing parenthesis) and {@code expandedFrom} that macro's name.
 */
public final class Preprocessor {
    /**
     * The macros defined before the first line under the default data model, as name to replacement text:
     * gcc's for x86-64 Linux (LP64), from {@link PredefinedMacros} (which has the ILP32 set too), which also says which of gcc's are deliberately absent (among them
     * {@code __GNUC__}: headers would then use GNU extensions).
     */
    public static final Map<String, String> PREDEFINED = PredefinedMacros.of(effigy.ir.DataModel.LP64);

    private static final int MAX_INCLUDE_DEPTH = 200;

    private final IncludeResolver resolver;
    private final Map<String, String> userMacros;
    private final effigy.ir.DataModel model;
    private final Map<String, Macro> macros = new HashMap<>();
    private final MacroExpander expander = new MacroExpander(macros);
    private final Deque<FileContext> files = new ArrayDeque<>();
    private final List<Token> out = new ArrayList<>();
    private final List<Diagnostic> warnings = new ArrayList<>();
    private final Set<String> includeOnce = new HashSet<>();
    private boolean used;

    /**
     * A preprocessor finding included files with {@code resolver}. {@code predefined} adds macros to
     * {@link #PREDEFINED} (and may replace them), each as if by {@code #define key value}: the key may carry a
     * parameter list ({@code "MAX(a,b)"}), and {@code "1"} is the value of a plain {@code -DNAME}. Keys and
     * values are single lines ({@link IllegalArgumentException} otherwise); a malformed key is reported as a
     * diagnostic in the pseudo-file {@code <predefined>} when the preprocessor runs.
     */
    public Preprocessor(IncludeResolver resolver, Map<String, String> predefined) {
        this(resolver, predefined, effigy.ir.DataModel.LP64);
    }

    /** As {@link #Preprocessor(IncludeResolver, Map)}, with the predefined macros of {@code model}. */
    public Preprocessor(IncludeResolver resolver, Map<String, String> predefined, effigy.ir.DataModel model) {
        predefined.forEach((key, value) -> {
            if ((key + value).contains("\n")) throw new IllegalArgumentException("predefined macro spans lines: " + key);
        });
        this.resolver = resolver;
        this.userMacros = new LinkedHashMap<>(predefined);
        this.model = model;
    }

    /** Preprocesses {@code main}; the result ends with an {@link CToken.Kind#EOF} token at the end of {@code main}. */
    public static List<CToken> preprocess(SourceFile main, IncludeResolver resolver, Map<String, String> predefined) {
        return new Preprocessor(resolver, predefined).run(main);
    }

    /** As {@link #preprocess(SourceFile, IncludeResolver, Map)}, with the predefined macros of {@code model}. */
    public static List<CToken> preprocess(SourceFile main, IncludeResolver resolver, Map<String, String> predefined,
            effigy.ir.DataModel model) {
        return new Preprocessor(resolver, predefined, model).run(main);
    }

    /**
     * Preprocesses {@code main} (once per preprocessor). Errors are {@link DiagnosticException}s with the
     * span of the offending token, e.g. {@code unterminated #if}, {@code macro ADD expects 2 arguments, got 1},
     * {@code #include file not found: foo.h}, {@code #error: message}.
     */
    public List<CToken> run(SourceFile main) {
        if (used) throw new IllegalStateException("a Preprocessor runs once");
        used = true;
        macros.put("__FILE__", Macro.builtin("__FILE__", Macro.Builtin.FILE));
        macros.put("__LINE__", Macro.builtin("__LINE__", Macro.Builtin.LINE));
        StringBuilder defines = new StringBuilder();
        Map<String, String> all = new LinkedHashMap<>(PredefinedMacros.of(model));
        all.putAll(userMacros);
        all.forEach((name, value) -> defines.append("#define ").append(name).append(' ').append(value).append('\n'));
        files.push(new FileContext(main));
        files.push(new FileContext(new SourceFile("<predefined>", defines.toString())));
        while (!files.isEmpty()) {
            FileContext fc = files.peek();
            boolean live = fc.active();
            PPToken t = fc.peek(!live);
            if (t.kind() == Kind.EOF) {
                if (!fc.conditionals.isEmpty()) {
                    Conditional c = fc.conditionals.peek();
                    throw DiagnosticException.at(c.at, "unterminated " + c.directive);
                }
                files.pop();
            } else if (t.atLineStart() && t.is("#")) {
                fc.take();
                directive(fc, t);
            } else if (!live) {
                fc.take();
                fc.lexer.restOfLine(true);
            } else {
                expander.expand(new FileSource(), false, out);
            }
        }
        return output(main);
    }

    /** Warnings of the run so far: {@code #warning} directives and macros redefined differently. */
    public List<Diagnostic> warnings() { return List.copyOf(warnings); }

    // ---- files and conditionals

    /** A file being read, with its one-token lookahead and its open conditionals. */
    private static final class FileContext {
        final SourceFile file;
        final CLexer lexer;
        final Deque<Conditional> conditionals = new ArrayDeque<>();
        private PPToken lookahead;

        FileContext(SourceFile file) {
            this.file = file;
            this.lexer = new CLexer(file);
        }

        PPToken peek(boolean lenient) {
            if (lookahead == null) lookahead = lexer.next(lenient);
            return lookahead;
        }

        void take() { lookahead = null; }

        boolean active() { return conditionals.isEmpty() || conditionals.peek().active; }
    }

    /** An open {@code #if} group: whether text is read now, and whether some branch was already taken. */
    private static final class Conditional {
        final String directive;
        final Span at;
        final boolean parentActive;
        boolean taken;
        boolean active;
        boolean sawElse;

        Conditional(String directive, Span at, boolean parentActive, boolean value) {
            this.directive = directive;
            this.at = at;
            this.parentActive = parentActive;
            this.taken = value;
            this.active = parentActive && value;
        }
    }

    /** The text lines of the current file up to the next directive or its end. */
    private final class FileSource implements MacroExpander.Source {
        @Override
        public Token next() {
            FileContext fc = files.peek();
            PPToken t = fc.peek(false);
            if (t.kind() == Kind.EOF || (t.atLineStart() && t.is("#"))) return null;
            fc.take();
            return Token.of(t);
        }

        @Override
        public DiagnosticException unterminated(String macro, Span at) {
            PPToken t = files.peek().peek(false);
            if (t.kind() == Kind.EOF) return MacroExpander.Source.super.unterminated(macro, at);
            return DiagnosticException.at(t.span(), "directive inside the arguments of macro " + macro + " is not supported");
        }
    }

    private static MacroExpander.Source listSource(List<Token> tokens) {
        Iterator<Token> it = tokens.iterator();
        return () -> it.hasNext() ? it.next() : null;
    }

    private List<Token> expandLine(List<PPToken> line, boolean ifLine) {
        List<Token> expanded = new ArrayList<>();
        expander.expand(listSource(tokens(line)), ifLine, expanded);
        return expanded;
    }

    private static List<Token> tokens(List<PPToken> line) {
        List<Token> tokens = new ArrayList<>(line.size());
        for (PPToken t : line) tokens.add(Token.of(t));
        return tokens;
    }

    // ---- directives

    private void directive(FileContext fc, PPToken hash) {
        boolean live = fc.active();
        PPToken name = fc.lexer.nextOnLine(!live);
        if (name == null) return;
        Span at = hash.span().to(name.span());
        if (name.kind() == Kind.NUMBER) {
            if (live) lineDirective(fc, hash, name, true); else fc.lexer.restOfLine(true);
            return;
        }
        switch (name.kind() == Kind.IDENTIFIER ? name.text() : "") {
            case "if" -> {
                boolean value = live && evaluate(fc, "#if", at);
                if (!live) fc.lexer.restOfLine(true);
                fc.conditionals.push(new Conditional("#if", at, live, value));
            }
            case "ifdef", "ifndef" -> {
                boolean value = false;
                if (live) {
                    List<PPToken> rest = fc.lexer.restOfLine(false);
                    if (rest.isEmpty()) throw DiagnosticException.at(at, "no macro name given in #" + name.text() + " directive");
                    Token macro = Token.of(rest.get(0));
                    if (macro.kind != Token.Kind.IDENTIFIER) throw DiagnosticException.at(macro.span, "macro names must be identifiers");
                    value = macros.containsKey(macro.text) == name.text().equals("ifdef");
                } else {
                    fc.lexer.restOfLine(true);
                }
                fc.conditionals.push(new Conditional("#" + name.text(), at, live, value));
            }
            case "elif" -> {
                Conditional c = open(fc, "#elif", at);
                if (c.parentActive && !c.taken) {
                    c.active = evaluate(fc, "#elif", at);
                    c.taken = c.active;
                } else {
                    fc.lexer.restOfLine(true);
                    c.active = false;
                }
            }
            case "else" -> {
                Conditional c = open(fc, "#else", at);
                fc.lexer.restOfLine(true);
                c.sawElse = true;
                c.active = c.parentActive && !c.taken;
                c.taken = true;
            }
            case "endif" -> {
                if (fc.conditionals.isEmpty()) throw DiagnosticException.at(at, "#endif without #if");
                fc.lexer.restOfLine(true);
                fc.conditionals.pop();
            }
            default -> {
                if (live) activeDirective(fc, hash, name, at); else fc.lexer.restOfLine(true);
            }
        }
    }

    /** The conditional an {@code #elif} or {@code #else} continues. */
    private static Conditional open(FileContext fc, String directive, Span at) {
        Conditional c = fc.conditionals.peek();
        if (c == null) throw DiagnosticException.at(at, directive + " without #if");
        if (c.sawElse) throw DiagnosticException.at(at, directive + " after #else");
        return c;
    }

    private boolean evaluate(FileContext fc, String directive, Span at) {
        return IfExpression.evaluate(expandLine(fc.lexer.restOfLine(false), true), directive, at);
    }

    /** The directives that only matter in a group being read. */
    private void activeDirective(FileContext fc, PPToken hash, PPToken name, Span at) {
        switch (name.kind() == Kind.IDENTIFIER ? name.text() : "") {
            case "define" -> define(Macro.parse(tokens(fc.lexer.restOfLine(false)), at));
            case "undef" -> {
                List<PPToken> rest = fc.lexer.restOfLine(false);
                if (rest.isEmpty()) throw DiagnosticException.at(at, "no macro name given in #undef directive");
                Token macro = Token.of(rest.get(0));
                Macro.checkName(macro);
                macros.remove(macro.text);
            }
            case "include" -> include(fc, at);
            case "line" -> lineDirective(fc, hash, null, false);
            case "error" -> {
                String text = join(fc.lexer.restOfLine(true));
                throw DiagnosticException.at(at, text.isEmpty() ? "#error" : "#error: " + text);
            }
            case "warning" -> {
                String text = join(fc.lexer.restOfLine(true));
                warnings.add(Diagnostic.at(at, text.isEmpty() ? "#warning" : "#warning: " + text));
            }
            case "pragma" -> {
                List<PPToken> rest = fc.lexer.restOfLine(true);
                String text = join(rest);
                if (text.equals("once")) {
                    includeOnce.add(fc.file.name());
                } else if (!text.isEmpty()) {
                    Span span = hash.span().to(rest.get(rest.size() - 1).span());
                    out.add(new Token(Token.Kind.PRAGMA, text, span, true, Set.of(), null));
                }
            }
            default -> throw DiagnosticException.at(name.span(), "invalid preprocessing directive #" + name.text());
        }
    }

    private void define(Macro m) {
        Macro old = macros.get(m.name());
        if (old != null && !old.sameAs(m)) warnings.add(Diagnostic.at(m.definedAt(), "macro " + m.name() + " redefined"));
        macros.put(m.name(), m);
    }

    private void include(FileContext fc, Span at) {
        PPToken header = fc.lexer.headerName();
        String name;
        boolean angled;
        Span where;
        if (header != null) {
            fc.lexer.restOfLine(true);
            name = header.text().substring(1, header.text().length() - 1);
            angled = header.text().startsWith("<");
            where = header.span();
        } else {
            List<Token> e = expandLine(fc.lexer.restOfLine(false), false);
            Token first = e.isEmpty() ? null : e.get(0), last = e.isEmpty() ? null : e.get(e.size() - 1);
            if (first != null && e.size() == 1 && first.kind == Token.Kind.STRING && first.text.startsWith("\"")) {
                name = first.text.substring(1, first.text.length() - 1);
                angled = false;
            } else if (first != null && e.size() >= 2 && first.is("<") && last.is(">")) {
                StringBuilder sb = new StringBuilder();
                for (Token t : e.subList(1, e.size() - 1)) sb.append(sb.length() > 0 && t.spaceBefore ? " " : "").append(t.text);
                name = sb.toString();
                angled = true;
            } else {
                throw DiagnosticException.at(first == null ? at : first.where(), "#include expects \"FILENAME\" or <FILENAME>");
            }
            where = first.where();
        }
        if (name.isEmpty()) throw DiagnosticException.at(where, "empty file name in #include");
        SourceFile f = resolver.resolve(name, angled, fc.file);
        if (f == null) throw DiagnosticException.at(where, "#include file not found: " + name);
        if (includeOnce.contains(f.name())) return;
        if (files.size() > MAX_INCLUDE_DEPTH) throw DiagnosticException.at(where, "#include nested too deeply");
        files.push(new FileContext(f));
    }

    /**
     * {@code #line number ["file"]} (operands macro-expanded; {@code number} null) or a line marker
     * {@code # number ["file" [flags]]} ({@code marker}: {@code number} read already): from the next line on,
     * the file reports positions as that line of that file.
     */
    private void lineDirective(FileContext fc, PPToken hash, PPToken number, boolean marker) {
        List<Token> operands = new ArrayList<>();
        if (number != null) operands.add(Token.of(number));
        List<PPToken> rest = fc.lexer.restOfLine(false);
        operands.addAll(marker ? tokens(rest) : expandLine(rest, false));
        String directive = marker ? "line marker" : "#line";
        if (operands.isEmpty()) throw DiagnosticException.at(hash.span(), "#line requires a line number");
        Token line = operands.get(0);
        if (line.kind != Token.Kind.NUMBER || !line.text.matches("[0-9]+")) {
            throw DiagnosticException.at(line.where(), "\"" + line.text + "\" after " + directive + " is not a positive integer");
        }
        if (line.text.length() > 10 || Long.parseLong(line.text) > Integer.MAX_VALUE) {
            throw DiagnosticException.at(line.where(), "line number out of range in " + directive);
        }
        String name = fc.file.logicalName(hash.span().start());
        if (operands.size() > 1) {
            Token file = operands.get(1);
            if (file.kind != Token.Kind.STRING || !file.text.startsWith("\"")) {
                throw DiagnosticException.at(file.where(), "invalid file name \"" + file.text + "\" in " + directive);
            }
            name = unescape(file.text.substring(1, file.text.length() - 1));
        }
        for (Token flag : operands.subList(Math.min(2, operands.size()), operands.size())) {
            if (marker && !flag.text.matches("[1-4]")) {
                throw DiagnosticException.at(flag.where(), "invalid flag \"" + flag.text + "\" in line marker");
            }
        }
        fc.file.mapLines(fc.file.line(fc.lexer.offset()) + 1, name, Integer.parseInt(line.text));
    }

    // ---- text helpers

    /** Token spellings separated by one space where the source had white space. */
    private static String join(List<PPToken> tokens) {
        StringBuilder sb = new StringBuilder();
        for (PPToken t : tokens) {
            if (sb.length() > 0 && t.spaceBefore()) sb.append(' ');
            sb.append(t.text());
        }
        return sb.toString();
    }

    /** The text of a pragma as {@link CToken} carries it: its tokens, single-spaced, trimmed. */
    static String pragmaText(String source) {
        CLexer lexer = new CLexer(new SourceFile("<pragma>", source));
        List<PPToken> tokens = new ArrayList<>();
        for (PPToken t = lexer.next(true); t.kind() != Kind.EOF; t = lexer.next(true)) tokens.add(t);
        return join(tokens);
    }

    /** A string literal's body with {@code \\} and {@code \"} undone (C99 6.10.9 destringizing). */
    static String unescape(String body) {
        StringBuilder sb = new StringBuilder(body.length());
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length() && (body.charAt(i + 1) == '"' || body.charAt(i + 1) == '\\')) c = body.charAt(++i);
            sb.append(c);
        }
        return sb.toString();
    }

    private List<CToken> output(SourceFile main) {
        List<CToken> result = new ArrayList<>(out.size() + 1);
        for (Token t : out) {
            CToken.Kind kind = switch (t.kind) {
                case IDENTIFIER -> CToken.Kind.IDENTIFIER;
                case NUMBER -> CToken.Kind.NUMBER;
                case CHAR -> CToken.Kind.CHAR;
                case STRING -> CToken.Kind.STRING;
                case PUNCTUATOR -> CToken.Kind.PUNCTUATOR;
                case PRAGMA -> CToken.Kind.PRAGMA;
                case OTHER -> throw DiagnosticException.at(t.where(), "stray '" + t.text + "' in program");
            };
            String text = kind == CToken.Kind.PUNCTUATOR ? PPToken.canonical(t.text) : t.text;
            result.add(new CToken(kind, text, t.where(), t.origin != null ? t.origin.macro() : null));
        }
        int end = main.text().length();
        result.add(new CToken(CToken.Kind.EOF, "", main.span(end, end), null));
        return List.copyOf(result);
    }
}
