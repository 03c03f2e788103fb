package effigy.lang.c;

import effigy.lang.c.ast.Declaration;
import effigy.lang.c.ast.Declaration.InitDeclarator;
import effigy.lang.c.ast.DeclarationSpecifiers;
import effigy.lang.c.ast.DeclarationSpecifiers.StorageClass;
import effigy.lang.c.ast.Declarator;
import effigy.lang.c.ast.Declarator.ParameterDeclaration;
import effigy.lang.c.ast.Expr;
import effigy.lang.c.ast.Expr.BinaryOp;
import effigy.lang.c.ast.Expr.UnaryOp;
import effigy.lang.c.ast.ExternalDeclaration;
import effigy.lang.c.ast.FunctionDefinition;
import effigy.lang.c.ast.Initializer;
import effigy.lang.c.ast.Pragma;
import effigy.lang.c.ast.Stmt;
import effigy.lang.c.ast.TranslationUnit;
import effigy.lang.c.ast.TypeName;
import effigy.lang.c.ast.TypeSpecifier;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.IntKind;
import effigy.lang.c.types.FloatingType;
import effigy.lang.c.types.IntegerType;
import effigy.lang.c.types.VoidType;
import effigy.source.DiagnosticException;
import effigy.source.Span;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A recursive-descent parser for the C99 subset Effigy supports, over preprocessed tokens ({@link CToken}).
 *
 * <p>It resolves the typedef-name ambiguity as C does, by tracking per scope which identifiers are typedef
 * names and which are ordinary identifiers (variables, functions, parameters, enumerators) that hide them.
 * It converts constants: integer constants get their C99 6.4.4.1 type, character constants their {@code int}
 * value, adjacent string literals are concatenated and decoded. It does no other checking: names, types and
 * constraints are the semantic analysis's job.
 *
 * <p>The first error raises a {@link DiagnosticException}: "expected X" errors point at the offending token,
 * except a missing semicolon, reported just after the previous token ({@code expected ';' after expression}).
 * {@code float} and {@code double} are basic types; floating constants carry their IEEE bits. {@code long double}
 * (and an {@code L}-suffixed floating constant) is rejected with {@code long double is not supported}, complex
 * types with {@code complex floating types are not supported}; so are compound literals, K&R parameter lists, variable-length array declarators and wide characters.
 *
 * <p>Pragma tokens before a statement (or before an external declaration) are kept: they annotate the
 * statement ({@link Stmt.Annotated}) or stand as file-scope {@link Pragma}s. Pragmas anywhere else (inside an
 * expression or a declaration) are ignored. GNU {@code __attribute__((...))} is skipped after specifiers,
 * declarators, parameters, members, {@code struct}/{@code union}, labels, and as a statement of its own
 * ({@code __attribute__((fallthrough));}), and so are {@code __asm__("name")} labels after declarators;
 * the spellings {@code __inline__}, {@code __restrict__}, {@code __const__} and the like are read as the
 * standard keywords, and {@code __extension__} is ignored. {@code __builtin_va_list} is a typedef name
 * from the start (the semantic analysis makes it {@code void *}); {@code __builtin_va_arg(list, type)} is an
 * {@link Expr.VaArg}. A GNU statement expression {@code ({ ... })} is an {@link Expr.StatementExpr}.
 */
public final class CParser {
    private static final Set<String> KEYWORDS = Set.of(
            "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
            "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
            "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
            "volatile", "while", "_Bool", "_Complex", "_Imaginary", "_Noreturn",
            "__builtin_offsetof", "__builtin_va_arg", "__attribute__", "__extension__", "__asm__");

    /** GNU spellings of standard keywords. */
    private static final Map<String, String> ALIASES = Map.ofEntries(
            Map.entry("__inline", "inline"), Map.entry("__inline__", "inline"),
            Map.entry("__restrict", "restrict"), Map.entry("__restrict__", "restrict"),
            Map.entry("__const", "const"), Map.entry("__const__", "const"),
            Map.entry("__volatile", "volatile"), Map.entry("__volatile__", "volatile"),
            Map.entry("__signed", "signed"), Map.entry("__signed__", "signed"),
            Map.entry("__attribute", "__attribute__"), Map.entry("__asm", "__asm__"));

    private static final Set<String> BASIC_TYPE_WORDS =
            Set.of("void", "char", "short", "int", "long", "signed", "unsigned", "_Bool", "float", "double");
    private static final Set<String> FLOATING_WORDS = Set.of("_Complex", "_Imaginary");
    private static final Set<String> QUALIFIER_WORDS = Set.of("const", "volatile", "restrict");
    /** GNU C's {@code typeof} in its three spellings. */
    private static final Set<String> TYPEOF_WORDS = Set.of("typeof", "__typeof__", "__typeof");
    private static final Set<String> STORAGE_WORDS = Set.of("typedef", "extern", "static", "auto", "register");
    private static final String FLOATING_UNSUPPORTED = "complex floating types are not supported";
    private static final String LONG_DOUBLE_UNSUPPORTED = "long double is not supported (only float and double)";

    /** How a declarator may name what it declares. */
    private enum DeclaratorKind { NAMED, ABSTRACT, EITHER }

    private final List<CToken> tokens;
    private int pos;
    private CToken lastToken;
    /** Innermost scope first: identifier to "is a typedef name". */
    private final Deque<Map<String, Boolean>> scopes = new ArrayDeque<>();
    /**
     * While a file-scope declaration's specifiers and declarators are read: a {@code long double} there is remembered in
     * {@link #longDoubleAt} instead of an error, and the declaration is left out when it only declares functions
     * (glibc's headers declare {@code strtold} and friends); anywhere else it is the error.
     */
    private boolean deferLongDouble;
    private CToken longDoubleAt;
    private final Map<String, Span> longDoublePrototypes = new java.util.LinkedHashMap<>();

    private CParser(List<CToken> input) {
        List<CToken> list = new ArrayList<>(input);
        if (list.isEmpty() || list.get(list.size() - 1).kind() != CToken.Kind.EOF) {
            Span end = Span.NONE;
            for (int i = list.size() - 1; i >= 0; i--) {
                Span s = list.get(i).span();
                if (!s.isNone()) {
                    end = s.file().span(s.end(), s.end());
                    break;
                }
            }
            list.add(new CToken(CToken.Kind.EOF, "", end, null));
        }
        this.tokens = list;
        scopes.push(new HashMap<>());
        declareName("__builtin_va_list", true); // gcc's built-in type, used by <stdarg.h> and <stdio.h>
    }

    /**
     * Parses a translation unit. A trailing {@link CToken.Kind#EOF} token is optional.
     *
     * @throws DiagnosticException at the first syntax error
     */
    public static TranslationUnit parse(List<CToken> tokens) {
        CParser parser = new CParser(tokens);
        try {
            return parser.translationUnit();
        } catch (StackOverflowError e) {
            // deeper than the thread's stack holds, below the nesting limit (a small stack): at the token reached
            throw error(parser.peek(), "nested too deeply for Effigy's stack");
        }
    }

    /**
     * The deepest nesting the parser accepts, counted over statements, initializer braces, parentheses, unary
     * operators and casts, right-nested assignments and conditionals, and declarators: far beyond C's translation
     * limits (127 nested blocks, 63 nested parentheses) and what programs and generators write, and well within what
     * the recursive passes after the parser hold on a command's stack. gcc and clang stop at 256 brackets by default.
     */
    public static final int MAX_NESTING = 10_000;

    private int depth;

    /** One level deeper, at {@code t}: an error past {@link #MAX_NESTING}. Paired with a {@code depth--}. */
    private void enter(CToken t) {
        if (++depth > MAX_NESTING) throw error(t, "nesting level exceeds Effigy's maximum of " + MAX_NESTING);
    }

    // ---------------------------------------------------------------------------------------------- tokens

    private int skipPragmas(int i) {
        while (tokens.get(i).kind() == CToken.Kind.PRAGMA) i++;
        return i;
    }

    /** The k-th (0-based) token ahead that is not a pragma. */
    private CToken peek(int k) {
        int i = skipPragmas(pos);
        for (int n = 0; n < k && tokens.get(i).kind() != CToken.Kind.EOF; n++) i = skipPragmas(i + 1);
        return tokens.get(i);
    }

    private CToken peek() { return peek(0); }

    /** Consumes the next non-pragma token (pragmas in between are dropped); EOF is never consumed. */
    private CToken next() {
        effigy.source.Deadline.poll();   // --max-time and Ctrl-C hold while a large file is parsed
        int i = skipPragmas(pos);
        CToken t = tokens.get(i);
        if (t.kind() != CToken.Kind.EOF) {
            pos = i + 1;
            lastToken = t;
        }
        return t;
    }

    /** The word a token stands for: its text, with GNU keyword spellings mapped to the standard ones. */
    private static String word(CToken t) {
        if (t.kind() != CToken.Kind.IDENTIFIER) return t.kind() == CToken.Kind.PUNCTUATOR ? t.text() : "";
        return ALIASES.getOrDefault(t.text(), t.text());
    }

    private boolean at(String s) { return word(peek()).equals(s); }

    private boolean accept(String s) {
        if (!at(s)) return false;
        next();
        return true;
    }

    private CToken expect(String s) {
        if (!at(s)) throw error(peek(), "expected '" + s + "'");
        return next();
    }

    /** A missing semicolon, reported right after the previous token. */
    private CToken expectSemicolon(String after) {
        if (at(";")) return next();
        throw DiagnosticException.at(afterPrevious(), "expected ';' after " + after);
    }

    private Span afterPrevious() {
        if (lastToken == null || lastToken.span().isNone()) return peek().span();
        Span s = lastToken.span();
        return s.file().span(s.end(), s.end());
    }

    private static DiagnosticException error(CToken t, String message) {
        return DiagnosticException.at(t.span(), message);
    }

    private static String describe(CToken t) {
        return t.kind() == CToken.Kind.EOF ? "end of file" : "'" + t.text() + "'";
    }

    private static boolean isKeyword(CToken t) {
        return t.kind() == CToken.Kind.IDENTIFIER && (KEYWORDS.contains(t.text()) || ALIASES.containsKey(t.text()));
    }

    /** An identifier that is not a keyword. */
    private static boolean isName(CToken t) { return t.kind() == CToken.Kind.IDENTIFIER && !isKeyword(t); }

    /** From {@code first} to the last token consumed. */
    private Span spanFrom(CToken first) { return join(first.span(), lastToken.span()); }

    /** The span covering both; just {@code start} if they lie in different files (a construct split by an #include). */
    private static Span join(Span start, Span end) {
        return start.file() == end.file() ? start.to(end) : start;
    }

    private List<Pragma> takePragmas() {
        List<Pragma> pragmas = new ArrayList<>();
        while (tokens.get(pos).kind() == CToken.Kind.PRAGMA) {
            CToken t = tokens.get(pos++);
            pragmas.add(new Pragma(t.text(), t.span()));
        }
        return pragmas;
    }

    // ---------------------------------------------------------------------------------------------- scopes

    private void pushScope() { scopes.push(new HashMap<>()); }

    private void popScope() { scopes.pop(); }

    private void declareName(String name, boolean isTypedef) { scopes.peek().put(name, isTypedef); }

    private boolean isTypedefName(String name) {
        for (Map<String, Boolean> scope : scopes) {
            Boolean b = scope.get(name);
            if (b != null) return b;
        }
        return false;
    }

    private boolean isDeclaredName(String name) {
        for (Map<String, Boolean> scope : scopes) if (scope.containsKey(name)) return true;
        return false;
    }

    /** Whether {@code t} can begin a type name: a type specifier or qualifier keyword, or a typedef name. */
    private boolean isTypeStart(CToken t) {
        String w = word(t);
        if (BASIC_TYPE_WORDS.contains(w) || FLOATING_WORDS.contains(w) || QUALIFIER_WORDS.contains(w)) return true;
        if (w.equals("struct") || w.equals("union") || w.equals("enum") || w.equals("__attribute__")) return true;
        if (TYPEOF_WORDS.contains(w)) return true;
        return isName(t) && isTypedefName(t.text());
    }

    /** Whether the next tokens begin a declaration rather than a statement. */
    private boolean atDeclarationStart() {
        CToken t = peek();
        String w = word(t);
        if (STORAGE_WORDS.contains(w) || w.equals("inline") || w.equals("_Noreturn")) return true;
        if (w.equals("__extension__")) return isTypeStart(peek(1)) || STORAGE_WORDS.contains(word(peek(1)));
        if (isName(t) && isTypedefName(t.text())) return !word(peek(1)).equals(":");
        return isTypeStart(t);
    }

    // ---------------------------------------------------------------------------------------- declarations

    private TranslationUnit translationUnit() {
        List<ExternalDeclaration> declarations = new ArrayList<>();
        while (true) {
            declarations.addAll(takePragmas());
            if (peek().kind() == CToken.Kind.EOF) break;
            if (accept(";")) continue;
            ExternalDeclaration d = externalDeclaration();
            if (d != null) declarations.add(d);
        }
        return new TranslationUnit(declarations, longDoublePrototypes);
    }

    private ExternalDeclaration externalDeclaration() {
        deferLongDouble = true;
        longDoubleAt = null;
        try {
            return externalDeclarationDeferred();
        } finally {
            deferLongDouble = false;
        }
    }

    /**
     * {@link #externalDeclaration()} with {@code long double} deferred: null for a declaration of functions only that
     * uses it (left out, the names kept in {@link #longDoublePrototypes}).
     */
    private ExternalDeclaration externalDeclarationDeferred() {
        CToken first = peek();
        DeclarationSpecifiers specs = declarationSpecifiers(true);
        if (specs == null) {
            if (isName(first) && isName(peek(1))) throw error(first, "unknown type name '" + first.text() + "'");
            throw error(first, "expected a declaration, found " + describe(first));
        }
        if (accept(";")) {
            if (longDoubleAt != null) throw error(longDoubleAt, LONG_DOUBLE_UNSUPPORTED);
            return new Declaration(specs, List.of(), spanFrom(first));
        }
        Declarator d = declarator(DeclaratorKind.NAMED);
        skipAttributes();
        if (at("{")) {
            Declarator.Function fn = namedFunction(d);
            if (fn == null) throw error(peek(), "expected ';' after top-level declarator");
            if (specs.storageClass().filter(s -> s == StorageClass.TYPEDEF).isPresent()) {
                throw error(peek(), "a typedef cannot have a function body");
            }
            if (longDoubleAt != null) throw error(longDoubleAt, LONG_DOUBLE_UNSUPPORTED);
            deferLongDouble = false;
            declareName(d.declaredName().orElseThrow().name(), false);
            pushScope();
            for (ParameterDeclaration p : fn.parameters()) {
                p.declarator().declaredName().ifPresent(n -> declareName(n.name(), false));
            }
            Stmt.Compound body = compound(false);
            popScope();
            return new FunctionDefinition(specs, d, body, spanFrom(first));
        }
        Declaration decl = declarationRest(first, specs, d);
        if (longDoubleAt == null) return decl;
        boolean prototypesOnly = specs.storageClass().filter(s -> s == StorageClass.TYPEDEF).isEmpty()
                && decl.declarators().stream().allMatch(i -> i.initializer().isEmpty() && namedFunction(i.declarator()) != null);
        if (!prototypesOnly) throw error(longDoubleAt, LONG_DOUBLE_UNSUPPORTED);
        for (InitDeclarator i : decl.declarators()) longDoublePrototypes.putIfAbsent(i.declarator().declaredName().orElseThrow().name(), longDoubleAt.span());
        return null;
    }

    /** The function declarator applied directly to the declared name, or null if the name is not a function. */
    private static Declarator.Function namedFunction(Declarator d) {
        while (true) {
            if (d instanceof Declarator.Function f) {
                if (f.inner() instanceof Declarator.Named) return f;
                d = f.inner();
            } else if (d instanceof Declarator.Pointer p) {
                d = p.inner();
            } else if (d instanceof Declarator.Array a) {
                d = a.inner();
            } else {
                return null;
            }
        }
    }

    /** A declaration inside a function (its first token is a declaration start). */
    private Declaration blockDeclaration() {
        CToken first = peek();
        DeclarationSpecifiers specs = declarationSpecifiers(true);
        if (accept(";")) return new Declaration(specs, List.of(), spanFrom(first));
        Declarator d = declarator(DeclaratorKind.NAMED);
        skipAttributes();
        if (at("{")) throw error(peek(), "function definitions are not allowed inside a function");
        return declarationRest(first, specs, d);
    }

    /** The init-declarator list after its first declarator, up to and including the semicolon. */
    private Declaration declarationRest(CToken first, DeclarationSpecifiers specs, Declarator firstDeclarator) {
        boolean isTypedef = specs.storageClass().filter(s -> s == StorageClass.TYPEDEF).isPresent();
        List<InitDeclarator> list = new ArrayList<>();
        Declarator d = firstDeclarator;
        while (true) {
            declareName(d.declaredName().orElseThrow().name(), isTypedef);
            skipAttributes();
            Optional<Initializer> init = Optional.empty();
            if (accept("=")) init = Optional.of(initializer());
            Span span = init.isPresent() ? join(d.span(), init.get().span()) : d.span();
            list.add(new InitDeclarator(d, init, span));
            if (!accept(",")) break;
            d = declarator(DeclaratorKind.NAMED);
        }
        expectSemicolon("declaration");
        return new Declaration(specs, list, spanFrom(first));
    }

    /**
     * Declaration specifiers, or null if the next token cannot begin them. With {@code storageAllowed} false
     * (type names, struct members) a storage class is an error.
     */
    private DeclarationSpecifiers declarationSpecifiers(boolean storageAllowed) {
        CToken first = peek();
        StorageClass storage = null;
        boolean isConst = false, isVolatile = false, isInline = false, any = false;
        List<CToken> basicWords = new ArrayList<>();
        TypeSpecifier special = null;
        while (true) {
            CToken t = peek();
            String w = word(t);
            if (t.kind() != CToken.Kind.IDENTIFIER) break;
            if (STORAGE_WORDS.contains(w)) {
                if (!storageAllowed) throw error(t, "storage class '" + w + "' is not allowed here");
                if (storage != null) throw error(t, "multiple storage classes in declaration specifiers");
                storage = StorageClass.valueOf(w.toUpperCase());
                next();
            } else if (w.equals("const")) {
                isConst = true;
                next();
            } else if (w.equals("volatile")) {
                isVolatile = true;
                next();
            } else if (w.equals("restrict")) {
                next();
            } else if (w.equals("inline") || w.equals("_Noreturn")) {
                isInline |= w.equals("inline");
                next();
            } else if (w.equals("__attribute__")) {
                skipAttributes();
            } else if (w.equals("__extension__")) {
                next();
            } else if (FLOATING_WORDS.contains(w)) {
                throw error(t, FLOATING_UNSUPPORTED);
            } else if (BASIC_TYPE_WORDS.contains(w)) {
                if (special != null) throw error(t, "two or more data types in declaration specifiers");
                basicWords.add(next());
                basicType(basicWords, longDoubleSink());
            } else if (w.equals("struct") || w.equals("union") || w.equals("enum")) {
                if (special != null || !basicWords.isEmpty()) {
                    throw error(t, "two or more data types in declaration specifiers");
                }
                special = w.equals("enum") ? enumSpecifier() : structSpecifier();
            } else if (TYPEOF_WORDS.contains(w)) {
                if (special != null || !basicWords.isEmpty()) throw error(t, "two or more data types in declaration specifiers");
                next();
                expect("(");
                Optional<TypeName> named = isTypeStart(peek()) ? Optional.of(typeName()) : Optional.empty();
                Optional<Expr> operand = named.isPresent() ? Optional.empty() : Optional.of(expression());
                expect(")");
                special = new TypeSpecifier.Typeof(operand, named, spanFrom(t));
            } else if (isName(t) && special == null && basicWords.isEmpty() && isTypedefName(t.text())) {
                next();
                special = new TypeSpecifier.TypedefName(t.text(), t.span());
            } else {
                break;
            }
            any = true;
        }
        if (!any) return null;
        TypeSpecifier type = special;
        if (type == null) {
            if (basicWords.isEmpty()) throw error(peek(), "missing type specifier (C99 has no implicit int)");
            Span s = join(basicWords.get(0).span(), basicWords.get(basicWords.size() - 1).span());
            type = new TypeSpecifier.Basic(basicType(basicWords, longDoubleSink()), s);
        }
        return new DeclarationSpecifiers(Optional.ofNullable(storage), isConst, isVolatile, isInline, type,
                spanFrom(first));
    }

    /** Where a deferred {@code long double} is remembered ({@link #deferLongDouble}); null when it is the error at once. */
    private java.util.function.Consumer<CToken> longDoubleSink() {
        return deferLongDouble ? at -> { if (longDoubleAt == null) longDoubleAt = at; } : null;
    }

    /**
     * The type named by a multiset of basic type keywords; the last keyword is blamed when the set is not a
     * valid combination (every subset of a valid combination is itself valid, so checking after each keyword
     * finds the first offending one).
     */
    private static CType basicType(List<CToken> words, java.util.function.Consumer<CToken> longDouble) {
        int nVoid = 0, nBool = 0, nChar = 0, nShort = 0, nInt = 0, nLong = 0, nSigned = 0, nUnsigned = 0, nFloat = 0, nDouble = 0;
        for (CToken t : words) {
            switch (word(t)) {
                case "float": nFloat++; break;
                case "double": nDouble++; break;
                case "void": nVoid++; break;
                case "_Bool": nBool++; break;
                case "char": nChar++; break;
                case "short": nShort++; break;
                case "int": nInt++; break;
                case "long": nLong++; break;
                case "signed": nSigned++; break;
                default: nUnsigned++; break;
            }
        }
        CToken last = words.get(words.size() - 1);
        int total = words.size();
        if (nDouble > 0 && nLong > 0) {
            CToken at = words.stream().filter(w -> word(w).equals("long")).findFirst().orElse(last);
            if (longDouble == null) throw error(at, LONG_DOUBLE_UNSUPPORTED);
            longDouble.accept(at);
            if (total > 2 || nLong > 1 || nDouble > 1) throw error(last, "invalid combination of type specifiers");
            return FloatingType.DOUBLE;   // a stand-in: the declaration is left out or rejected (externalDeclaration)
        }
        if (nFloat + nDouble > 0) {
            if (total > 1) throw error(last, "invalid combination of type specifiers");
            return nFloat > 0 ? FloatingType.FLOAT : FloatingType.DOUBLE;
        }
        if (nVoid > 0) {
            if (total > 1) throw error(last, "invalid combination of type specifiers");
            return VoidType.VOID;
        }
        if (nBool > 0) {
            if (total > 1) throw error(last, "invalid combination of type specifiers");
            return IntegerType.BOOL;
        }
        if (nSigned + nUnsigned > 1) {
            throw error(last, nSigned > 0 && nUnsigned > 0 ? "both 'signed' and 'unsigned' in declaration specifiers"
                    : "duplicate '" + word(last) + "'");
        }
        if (nChar > 1 || nShort > 1 || nInt > 1) throw error(last, "duplicate '" + word(last) + "'");
        if (nLong > 2) throw error(last, "'long long long' is too long");
        boolean unsigned = nUnsigned > 0;
        if (nChar > 0) {
            if (nShort + nInt + nLong > 0) throw error(last, "invalid combination of type specifiers");
            return nSigned > 0 ? IntegerType.SCHAR : unsigned ? IntegerType.UCHAR : IntegerType.CHAR;
        }
        if (nShort > 0) {
            if (nLong > 0) throw error(last, "invalid combination of type specifiers");
            return unsigned ? IntegerType.USHORT : IntegerType.SHORT;
        }
        if (nLong == 2) return unsigned ? IntegerType.ULLONG : IntegerType.LLONG;
        if (nLong == 1) return unsigned ? IntegerType.ULONG : IntegerType.LONG;
        return unsigned ? IntegerType.UINT : IntegerType.INT;
    }

    /**
     * Skips any number of {@code __attribute__((...))} and {@code __asm__("name")} labels (a label renames the
     * symbol for the assembler; Effigy knows the function or object by its C name).
     */
    private void skipAttributes() {
        skipAttributesPacked();
    }

    /**
     * As {@link #skipAttributes}; returns whether an attribute list names {@code packed} (or {@code __packed__}), the
     * one attribute of a struct or union that changes its layout.
     */
    private boolean skipAttributesPacked() {
        boolean packed = false;
        while (at("__attribute__") || at("__asm__")) {
            boolean attribute = at("__attribute__");
            String what = word(next());
            CToken open = expect("(");
            int depth = 1;
            while (depth > 0) {
                CToken t = next();
                if (t.kind() == CToken.Kind.EOF) throw error(open, "unterminated " + what);
                if (t.is("(")) depth++;
                else if (t.is(")")) depth--;
                else if (attribute && depth == 2 && (t.text().equals("packed") || t.text().equals("__packed__"))) packed = true;
            }
        }
        return packed;
    }

    /** At {@code __attribute__}: whether only attributes stand before the next {@code ;}. */
    private boolean attributesThenSemicolon() {
        int savedPos = pos;
        CToken savedLast = lastToken;
        skipAttributes();
        boolean semicolon = at(";");
        pos = savedPos;
        lastToken = savedLast;
        return semicolon;
    }

    private TypeSpecifier structSpecifier() {
        CToken keyword = next();
        boolean isUnion = word(keyword).equals("union");
        boolean packed = skipAttributesPacked();
        Optional<String> tag = Optional.empty();
        if (isName(peek())) tag = Optional.of(next().text());
        if (!at("{")) {
            if (tag.isEmpty()) throw error(peek(), "expected a tag or '{' after '" + word(keyword) + "'");
            return new TypeSpecifier.StructOrUnion(isUnion, tag, Optional.empty(), spanFrom(keyword));
        }
        next();
        List<TypeSpecifier.MemberDeclaration> members = new ArrayList<>();
        while (!at("}")) {
            if (peek().kind() == CToken.Kind.EOF) throw error(peek(), "expected '}'");
            members.add(memberDeclaration());
        }
        if (members.isEmpty()) throw error(peek(), "a struct or union must have at least one member");
        next();
        packed |= skipAttributesPacked();
        return new TypeSpecifier.StructOrUnion(isUnion, tag, Optional.of(members), packed, spanFrom(keyword));
    }

    private TypeSpecifier.MemberDeclaration memberDeclaration() {
        CToken first = peek();
        DeclarationSpecifiers specs = declarationSpecifiers(false);
        if (specs == null) throw error(first, "expected a member declaration, found " + describe(first));
        List<TypeSpecifier.MemberDeclarator> declarators = new ArrayList<>();
        if (!at(";")) {
            do {
                CToken start = peek();
                Declarator d = at(":") ? new Declarator.Abstract(zeroWidth(start)) : declarator(DeclaratorKind.NAMED);
                Optional<Expr> width = Optional.empty();
                if (accept(":")) width = Optional.of(conditional());
                skipAttributes();
                declarators.add(new TypeSpecifier.MemberDeclarator(d, width, spanFrom(start)));
            } while (accept(","));
        }
        expectSemicolon("member declaration");
        return new TypeSpecifier.MemberDeclaration(specs, declarators, spanFrom(first));
    }

    private TypeSpecifier enumSpecifier() {
        CToken keyword = next();
        skipAttributes();
        Optional<String> tag = Optional.empty();
        if (isName(peek())) tag = Optional.of(next().text());
        if (!at("{")) {
            if (tag.isEmpty()) throw error(peek(), "expected a tag or '{' after 'enum'");
            return new TypeSpecifier.Enum(tag, Optional.empty(), spanFrom(keyword));
        }
        next();
        List<TypeSpecifier.Enumerator> enumerators = new ArrayList<>();
        do {
            if (at("}") && !enumerators.isEmpty()) break;
            CToken name = peek();
            if (!isName(name)) throw error(name, "expected an enumerator name, found " + describe(name));
            next();
            Optional<Expr> value = Optional.empty();
            if (accept("=")) value = Optional.of(conditional());
            enumerators.add(new TypeSpecifier.Enumerator(name.text(), name.span(), value, spanFrom(name)));
            declareName(name.text(), false);
        } while (accept(","));
        expect("}");
        return new TypeSpecifier.Enum(tag, Optional.of(enumerators), spanFrom(keyword));
    }

    private static Span zeroWidth(CToken t) {
        Span s = t.span();
        return s.isNone() ? s : s.file().span(s.start(), s.start());
    }

    private Declarator declarator(DeclaratorKind kind) {
        enter(peek());
        Declarator d = declaratorHere(kind);
        depth--;
        return d;
    }

    private Declarator declaratorHere(DeclaratorKind kind) {
        skipAttributes();
        if (at("*")) {
            CToken star = next();
            boolean isConst = false, isVolatile = false;
            while (true) {
                String w = word(peek());
                if (w.equals("const")) isConst = true;
                else if (w.equals("volatile")) isVolatile = true;
                else if (!w.equals("restrict") && !w.equals("__attribute__")) break;
                if (w.equals("__attribute__")) skipAttributes();
                else next();
            }
            Declarator inner = declarator(kind);
            return new Declarator.Pointer(isConst, isVolatile, inner, join(star.span(), inner.span()));
        }
        return directDeclarator(kind);
    }

    private Declarator directDeclarator(DeclaratorKind kind) {
        CToken t = peek();
        Declarator d;
        if (isName(t) && kind != DeclaratorKind.ABSTRACT) {
            next();
            d = new Declarator.Named(t.text(), t.span());
        } else if (t.is("(") && nestedDeclaratorFollows(kind)) {
            next();
            d = declarator(kind);
            expect(")");
        } else if (kind == DeclaratorKind.NAMED) {
            throw error(t, "expected identifier or '(', found " + describe(t));
        } else {
            d = new Declarator.Abstract(zeroWidth(t));
        }
        while (true) {
            if (at("[")) {
                CToken open = next();
                if (at("static") || QUALIFIER_WORDS.contains(word(peek()))) {
                    throw error(peek(), "qualifiers and 'static' in array parameter declarators are not supported");
                }
                Optional<Expr> length = Optional.empty();
                if (at("*") && word(peek(1)).equals("]")) throw error(peek(), "variable-length arrays are not supported");
                if (!at("]")) length = Optional.of(assignment());
                expect("]");
                d = new Declarator.Array(d, length,
                        join(d instanceof Declarator.Abstract ? open.span() : d.span(), lastToken.span()));
            } else if (at("(")) {
                d = parameterList(d);
            } else {
                return d;
            }
        }
    }

    /** At a {@code (} in a direct declarator: does a parenthesised declarator follow (not a parameter list)? */
    private boolean nestedDeclaratorFollows(DeclaratorKind kind) {
        if (kind == DeclaratorKind.NAMED) return true;
        CToken after = peek(1);
        if (after.is("*") || after.is("(") || after.is("[")) return true;
        return kind == DeclaratorKind.EITHER && isName(after) && !isTypedefName(after.text());
    }

    private Declarator parameterList(Declarator inner) {
        CToken open = expect("(");
        Span start = inner instanceof Declarator.Abstract ? open.span() : inner.span();
        if (accept(")")) return new Declarator.Function(inner, List.of(), false, false, join(start, lastToken.span()));
        if (isName(peek()) && !isTypedefName(peek().text())) {
            throw error(peek(), isDeclaredName(peek().text()) || word(peek(1)).equals(",") || word(peek(1)).equals(")")
                    ? "old-style (K&R) parameter lists are not supported; declare the parameter types"
                    : "unknown type name '" + peek().text() + "'");
        }
        pushScope();
        List<ParameterDeclaration> params = new ArrayList<>();
        boolean variadic = false;
        do {
            if (at("...")) {
                if (params.isEmpty()) throw error(peek(), "a named parameter must precede '...'");
                next();
                variadic = true;
                break;
            }
            CToken first = peek();
            DeclarationSpecifiers specs = declarationSpecifiers(true);
            if (specs == null) {
                if (isName(first)) throw error(first, "unknown type name '" + first.text() + "'");
                throw error(first, "expected a parameter declaration, found " + describe(first));
            }
            Declarator d = declarator(DeclaratorKind.EITHER);
            skipAttributes();
            d.declaredName().ifPresent(n -> declareName(n.name(), false));
            params.add(new ParameterDeclaration(specs, d, spanFrom(first)));
        } while (accept(","));
        expect(")");
        popScope();
        return new Declarator.Function(inner, params, variadic, true, join(start, lastToken.span()));
    }

    private TypeName typeName() {
        CToken first = peek();
        DeclarationSpecifiers specs = declarationSpecifiers(false);
        if (specs == null) throw error(first, "expected a type name, found " + describe(first));
        Declarator d = declarator(DeclaratorKind.ABSTRACT);
        return new TypeName(specs, d, spanFrom(first));
    }

    private Initializer initializer() {
        if (!at("{")) return new Initializer.ExpressionInit(assignment());
        enter(peek());
        CToken open = next();
        List<Initializer.Element> elements = new ArrayList<>();
        while (!at("}")) {
            CToken first = peek();
            List<Initializer.Designator> designators = new ArrayList<>();
            while (at(".") || at("[")) designators.add(designator());
            if (!designators.isEmpty()) expect("=");
            Initializer init = initializer();
            elements.add(new Initializer.Element(designators, init, spanFrom(first)));
            if (!accept(",")) break;
        }
        if (!at("}")) throw error(peek(), "expected '}' or ',' in initializer list, found " + describe(peek()));
        next();
        depth--;
        return new Initializer.ListInit(elements, spanFrom(open));
    }

    private Initializer.Designator designator() {
        CToken first = next();
        if (first.is(".")) {
            CToken name = peek();
            if (!isName(name)) throw error(name, "expected a member name after '.'");
            next();
            return new Initializer.FieldDesignator(name.text(), spanFrom(first));
        }
        Expr index = conditional();
        expect("]");
        return new Initializer.IndexDesignator(index, spanFrom(first));
    }

    // ------------------------------------------------------------------------------------------ statements

    private Stmt statement() {
        List<Pragma> pragmas = takePragmas();
        Stmt s = unannotatedStatement();
        return annotate(pragmas, s);
    }

    private static Stmt annotate(List<Pragma> pragmas, Stmt s) {
        if (pragmas.isEmpty()) return s;
        return new Stmt.Annotated(pragmas, s, join(pragmas.get(0).span(), s.span()));
    }

    private Stmt unannotatedStatement() {
        enter(peek());
        Stmt s = unannotatedStatementHere();
        depth--;
        return s;
    }

    private Stmt unannotatedStatementHere() {
        CToken t = peek();
        String w = word(t);
        if (t.kind() == CToken.Kind.PUNCTUATOR) {
            if (w.equals("{")) return compound(true);
            if (w.equals(";")) {
                next();
                return new Stmt.Null(t.span());
            }
        } else if (t.kind() == CToken.Kind.IDENTIFIER) {
            switch (w) {
                case "if": return ifStatement();
                case "while": return whileStatement();
                case "do": return doStatement();
                case "for": return forStatement();
                case "switch": {
                    next();
                    expect("(");
                    Expr value = expression();
                    expect(")");
                    Stmt body = scopedStatement();
                    return new Stmt.Switch(value, body, spanFrom(t));
                }
                case "case": {
                    next();
                    Expr value = conditional();
                    expect(":");
                    Span labelSpan = spanFrom(t);
                    return new Stmt.Case(value, statement(), labelSpan);
                }
                case "default": {
                    next();
                    expect(":");
                    Span labelSpan = spanFrom(t);
                    return new Stmt.Default(statement(), labelSpan);
                }
                case "goto": {
                    next();
                    CToken label = peek();
                    if (!isName(label)) throw error(label, "expected a label name after 'goto'");
                    next();
                    expectSemicolon("goto statement");
                    return new Stmt.Goto(label.text(), label.span(), spanFrom(t));
                }
                case "break":
                    next();
                    expectSemicolon("'break'");
                    return new Stmt.Break(spanFrom(t));
                case "continue":
                    next();
                    expectSemicolon("'continue'");
                    return new Stmt.Continue(spanFrom(t));
                case "return": {
                    next();
                    Optional<Expr> value = at(";") ? Optional.empty() : Optional.of(expression());
                    expectSemicolon("return statement");
                    return new Stmt.Return(value, spanFrom(t));
                }
                case "__asm__":
                    return asmStatement();
                case "else":
                    throw error(t, "'else' without a previous 'if'");
                default:
                    break;
            }
            if (isName(t) && peek(1).is(":")) {
                next();
                next();
                Span labelSpan = spanFrom(t);
                skipAttributes(); // label attributes: lab: __attribute__((unused));
                return new Stmt.Labeled(t.text(), statement(), labelSpan);
            }
            if (isName(t) && isName(peek(1)) && !isDeclaredName(t.text())) {
                throw error(t, "unknown type name '" + t.text() + "'");
            }
        }
        Expr e = expression();
        expectSemicolon("expression");
        return new Stmt.ExpressionStmt(e, spanFrom(t));
    }

    /** A sub-statement of a selection or iteration statement, which is a block of its own (C99 6.8.4p3, 6.8.5p5). */
    private Stmt scopedStatement() {
        pushScope();
        Stmt s = statement();
        popScope();
        return s;
    }

    private Stmt.Compound compound(boolean newScope) {
        CToken open = expect("{");
        if (newScope) pushScope();
        List<Stmt> items = new ArrayList<>();
        while (true) {
            List<Pragma> pragmas = takePragmas();
            if (at("}")) {
                if (!pragmas.isEmpty()) {
                    Pragma last = pragmas.get(pragmas.size() - 1);
                    items.add(annotate(pragmas, new Stmt.Null(last.span())));
                }
                break;
            }
            if (peek().kind() == CToken.Kind.EOF) throw error(peek(), "expected '}'");
            if (at("__attribute__") && attributesThenSemicolon()) {
                // a null statement with attributes: __attribute__((fallthrough));
                CToken first = peek();
                skipAttributes();
                next();
                items.add(annotate(pragmas, new Stmt.Null(spanFrom(first))));
                continue;
            }
            Stmt item = atDeclarationStart() ? new Stmt.DeclarationStmt(blockDeclaration()) : unannotatedStatement();
            items.add(annotate(pragmas, item));
        }
        next();
        if (newScope) popScope();
        return new Stmt.Compound(items, spanFrom(open));
    }

    private Stmt ifStatement() {
        CToken first = next();
        expect("(");
        Expr condition = expression();
        expect(")");
        Stmt then = scopedStatement();
        Optional<Stmt> otherwise = Optional.empty();
        if (accept("else")) otherwise = Optional.of(scopedStatement());
        return new Stmt.If(condition, then, otherwise, spanFrom(first));
    }

    private Stmt whileStatement() {
        CToken first = next();
        expect("(");
        Expr condition = expression();
        expect(")");
        Stmt body = scopedStatement();
        return new Stmt.While(condition, body, spanFrom(first));
    }

    private Stmt doStatement() {
        CToken first = next();
        Stmt body = scopedStatement();
        if (!at("while")) throw error(peek(), "expected 'while' in do/while loop, found " + describe(peek()));
        next();
        expect("(");
        Expr condition = expression();
        expect(")");
        expectSemicolon("do/while statement");
        return new Stmt.DoWhile(body, condition, spanFrom(first));
    }

    private Stmt forStatement() {
        CToken first = next();
        expect("(");
        pushScope();
        Optional<Stmt.ForInit> init = Optional.empty();
        if (atDeclarationStart()) {
            init = Optional.of(new Stmt.DeclarationStmt(blockDeclaration()));
        } else if (!accept(";")) {
            Expr e = expression();
            init = Optional.of(new Stmt.ExpressionStmt(e, e.span()));
            expectSemicolon("'for' initialization");
        }
        Optional<Expr> condition = at(";") ? Optional.empty() : Optional.of(expression());
        expectSemicolon("'for' condition");
        Optional<Expr> step = at(")") ? Optional.empty() : Optional.of(expression());
        expect(")");
        Stmt body = scopedStatement();
        popScope();
        return new Stmt.For(init, condition, step, body, spanFrom(first));
    }

    // ----------------------------------------------------------------------------------------- expressions

    private Expr expression() {
        CToken first = peek();
        Expr e = assignment();
        while (accept(",")) {
            Expr right = assignment();
            e = new Expr.Binary(BinaryOp.COMMA, e, right, spanFrom(first));
        }
        return e;
    }

    private static final Map<String, BinaryOp> COMPOUND_ASSIGNMENTS = Map.of(
            "*=", BinaryOp.MUL, "/=", BinaryOp.DIV, "%=", BinaryOp.MOD, "+=", BinaryOp.ADD, "-=", BinaryOp.SUB,
            "<<=", BinaryOp.SHL, ">>=", BinaryOp.SHR, "&=", BinaryOp.BIT_AND, "^=", BinaryOp.BIT_XOR,
            "|=", BinaryOp.BIT_OR);

    private Expr assignment() {
        CToken first = peek();
        Expr target = conditional();
        CToken t = peek();
        if (t.kind() != CToken.Kind.PUNCTUATOR) return target;
        Optional<BinaryOp> op;
        if (t.text().equals("=")) op = Optional.empty();
        else if (COMPOUND_ASSIGNMENTS.containsKey(t.text())) op = Optional.of(COMPOUND_ASSIGNMENTS.get(t.text()));
        else return target;
        enter(next());
        Expr value = assignment();
        depth--;
        return new Expr.Assign(op, target, value, spanFrom(first));
    }

    private Expr conditional() {
        CToken first = peek();
        Expr condition = binary(1);
        if (!accept("?")) return condition;
        enter(peek());
        Expr then = expression();
        expect(":");
        Expr otherwise = conditional();
        depth--;
        return new Expr.Conditional(condition, then, otherwise, spanFrom(first));
    }

    private static final Map<String, BinaryOp> BINARY_OPERATORS = Map.ofEntries(
            Map.entry("||", BinaryOp.LOGICAL_OR), Map.entry("&&", BinaryOp.LOGICAL_AND),
            Map.entry("|", BinaryOp.BIT_OR), Map.entry("^", BinaryOp.BIT_XOR), Map.entry("&", BinaryOp.BIT_AND),
            Map.entry("==", BinaryOp.EQ), Map.entry("!=", BinaryOp.NE),
            Map.entry("<", BinaryOp.LT), Map.entry(">", BinaryOp.GT), Map.entry("<=", BinaryOp.LE),
            Map.entry(">=", BinaryOp.GE), Map.entry("<<", BinaryOp.SHL), Map.entry(">>", BinaryOp.SHR),
            Map.entry("+", BinaryOp.ADD), Map.entry("-", BinaryOp.SUB),
            Map.entry("*", BinaryOp.MUL), Map.entry("/", BinaryOp.DIV), Map.entry("%", BinaryOp.MOD));

    /** Binding strength of a binary operator (higher binds tighter); all are left-associative. */
    private static int precedence(BinaryOp op) {
        switch (op) {
            case LOGICAL_OR: return 1;
            case LOGICAL_AND: return 2;
            case BIT_OR: return 3;
            case BIT_XOR: return 4;
            case BIT_AND: return 5;
            case EQ: case NE: return 6;
            case LT: case GT: case LE: case GE: return 7;
            case SHL: case SHR: return 8;
            case ADD: case SUB: return 9;
            default: return 10;
        }
    }

    private BinaryOp binaryOperatorAhead() {
        CToken t = peek();
        return t.kind() == CToken.Kind.PUNCTUATOR ? BINARY_OPERATORS.get(t.text()) : null;
    }

    /** Precedence climbing over the binary operators binding at least as tightly as {@code minPrecedence}. */
    private Expr binary(int minPrecedence) {
        CToken first = peek();
        Expr left = cast();
        while (true) {
            BinaryOp op = binaryOperatorAhead();
            if (op == null || precedence(op) < minPrecedence) return left;
            next();
            Expr right = binary(precedence(op) + 1);
            left = new Expr.Binary(op, left, right, spanFrom(first));
        }
    }

    private Expr cast() {
        if (at("(") && isTypeStart(peek(1))) {
            enter(peek());
            CToken open = next();
            TypeName type = typeName();
            expect(")");
            if (at("{")) throw error(peek(), "compound literals are not supported");
            Expr operand = cast();
            depth--;
            return new Expr.Cast(type, operand, spanFrom(open));
        }
        return unary();
    }

    private Expr unary() {
        enter(peek());
        Expr e = unaryHere();
        depth--;
        return e;
    }

    private Expr unaryHere() {
        CToken t = peek();
        if (t.kind() == CToken.Kind.PUNCTUATOR) {
            UnaryOp op;
            switch (t.text()) {
                case "++": op = UnaryOp.PRE_INC; break;
                case "--": op = UnaryOp.PRE_DEC; break;
                case "&": op = UnaryOp.ADDRESS; break;
                case "*": op = UnaryOp.DEREF; break;
                case "+": op = UnaryOp.PLUS; break;
                case "-": op = UnaryOp.MINUS; break;
                case "~": op = UnaryOp.COMPLEMENT; break;
                case "!": op = UnaryOp.NOT; break;
                default: return postfix(t, primary());
            }
            next();
            Expr operand = op == UnaryOp.PRE_INC || op == UnaryOp.PRE_DEC ? unary() : cast();
            return new Expr.Unary(op, operand, spanFrom(t));
        }
        if (word(t).equals("sizeof")) {
            next();
            if (at("(") && isTypeStart(peek(1))) {
                next();
                TypeName type = typeName();
                expect(")");
                if (at("{")) throw error(peek(), "compound literals are not supported");
                return new Expr.SizeofType(type, spanFrom(t));
            }
            Expr operand = unary();
            return new Expr.SizeofExpr(operand, spanFrom(t));
        }
        if (word(t).equals("__extension__")) {
            next();
            return cast();
        }
        return postfix(t, primary());
    }

    /** Postfix operators applied to {@code e}, a primary expression that began with {@code first}. */
    private Expr postfix(CToken first, Expr e) {
        while (true) {
            if (accept("[")) {
                Expr index = expression();
                expect("]");
                e = new Expr.Index(e, index, spanFrom(first));
            } else if (accept("(")) {
                List<Expr> args = new ArrayList<>();
                if (!at(")")) {
                    do args.add(assignment()); while (accept(","));
                }
                expect(")");
                e = new Expr.Call(e, args, spanFrom(first));
            } else if (at(".") || at("->")) {
                boolean arrow = next().is("->");
                CToken name = peek();
                if (!isName(name)) throw error(name, "expected a member name after '" + (arrow ? "->" : ".") + "'");
                next();
                e = new Expr.Member(e, name.text(), name.span(), arrow, spanFrom(first));
            } else if (at("++") || at("--")) {
                UnaryOp op = next().is("++") ? UnaryOp.POST_INC : UnaryOp.POST_DEC;
                e = new Expr.Unary(op, e, spanFrom(first));
            } else {
                return e;
            }
        }
    }

    private Expr primary() {
        CToken t = peek();
        switch (t.kind()) {
            case NUMBER:
                next();
                return integerConstant(t);
            case CHAR:
                next();
                return new Expr.CharConstant(charConstant(t), t.span());
            case STRING:
                return stringLiteral();
            case IDENTIFIER:
                if (word(t).equals("__builtin_offsetof")) return offsetof();
                if (word(t).equals("__builtin_va_arg")) return vaArg();
                if (!isName(t)) break;
                if (isTypedefName(t.text())) throw error(t, "unexpected type name '" + t.text() + "': expected expression");
                next();
                return new Expr.Identifier(t.text(), t.span());
            case PUNCTUATOR:
                if (t.is("(")) {
                    next();
                    if (at("{")) {
                        // a GNU statement expression: ({ declarations and statements; value; })
                        Stmt.Compound body = compound(true);
                        expect(")");
                        return new Expr.StatementExpr(body, spanFrom(t));
                    }
                    Expr e = expression();
                    expect(")");
                    return e;
                }
                break;
            default:
                break;
        }
        throw error(t, "expected expression");
    }

    /** {@code __builtin_va_arg(list, type-name)}. */
    private Expr vaArg() {
        CToken first = next();
        expect("(");
        Expr list = assignment();
        expect(",");
        TypeName type = typeName();
        expect(")");
        return new Expr.VaArg(list, type, spanFrom(first));
    }

    private Expr offsetof() {
        CToken first = next();
        expect("(");
        TypeName type = typeName();
        expect(",");
        List<Initializer.Designator> path = new ArrayList<>();
        CToken name = peek();
        if (!isName(name)) throw error(name, "expected a member name in __builtin_offsetof");
        next();
        path.add(new Initializer.FieldDesignator(name.text(), name.span()));
        while (at(".") || at("[")) path.add(designator());
        expect(")");
        return new Expr.Offsetof(type, path, spanFrom(first));
    }

    // ---------------------------------------------------------------------------------------- constants

    /**
     * A floating constant (C99 6.4.4.2), decimal or hexadecimal: {@code double}, or {@code float} with an
     * {@code f}/{@code F} suffix, correctly rounded to nearest (Java's parsers are). An {@code l}/{@code L}
     * suffix (long double) is rejected.
     */
    private static Expr floatingConstant(CToken t) {
        String text = t.text();
        String lower = text.toLowerCase();
        boolean hex = lower.startsWith("0x");
        boolean isFloat = lower.endsWith("f");
        if (lower.endsWith("l")) throw error(t, LONG_DOUBLE_UNSUPPORTED + ": the constant '" + text + "' has an L suffix");
        String body = isFloat ? text.substring(0, text.length() - 1) : text;
        boolean ok = hex ? body.toLowerCase().matches("0x([0-9a-f]*\\.?[0-9a-f]*)p[+-]?[0-9]+") && body.length() > 3
                : body.toLowerCase().matches("([0-9]*\\.?[0-9]*)(e[+-]?[0-9]+)?") && body.matches(".*[0-9].*");
        if (!ok) throw error(t, "invalid floating constant '" + text + "'");
        long bits = isFloat ? Float.floatToRawIntBits(Float.parseFloat(body)) & 0xffffffffL : Double.doubleToRawLongBits(Double.parseDouble(body));
        return new Expr.FloatingConstant(bits, isFloat ? FloatingType.FLOAT : FloatingType.DOUBLE, text, t.span());
    }

    /** An integer constant with its type per C99 6.4.4.1 (and gcc's choice for too-large decimal constants). */
    private static Expr integerConstant(CToken t) {
        String text = t.text();
        String lower = text.toLowerCase();
        boolean hex = lower.startsWith("0x");
        if (hex ? lower.contains(".") || lower.contains("p") : lower.contains(".") || lower.contains("e")) {
            return floatingConstant(t);
        }
        int radix = hex ? 16 : lower.startsWith("0") ? 8 : 10;
        int i = hex ? 2 : 0;
        int digitsStart = i;
        while (i < text.length() && Character.digit(text.charAt(i), hex ? 16 : 10) >= 0) i++;
        String digits = text.substring(digitsStart, i);
        String suffix = lower.substring(i);
        if (digits.isEmpty()) throw error(t, "invalid integer constant '" + text + "'");
        if (radix == 8) {
            for (char c : digits.toCharArray()) {
                if (c > '7') throw error(t, "invalid digit '" + c + "' in octal constant");
            }
        }
        boolean unsigned;
        int longs;
        switch (suffix) {
            case "": unsigned = false; longs = 0; break;
            case "u": unsigned = true; longs = 0; break;
            case "l": unsigned = false; longs = 1; break;
            case "ul": case "lu": unsigned = true; longs = 1; break;
            case "ll": unsigned = false; longs = 2; break;
            case "ull": case "llu": unsigned = true; longs = 2; break;
            default:
                throw error(t, "invalid suffix '" + text.substring(i) + "' on integer constant");
        }
        String writtenSuffix = text.substring(i);
        if (longs == 2 && !writtenSuffix.contains("ll") && !writtenSuffix.contains("LL")) {
            throw error(t, "invalid suffix '" + writtenSuffix + "' on integer constant");
        }
        BigInteger value = new BigInteger(digits, radix);
        List<IntKind> candidates = new ArrayList<>();
        boolean decimal = radix == 10;
        if (!unsigned) {
            if (longs == 0) candidates.add(IntKind.INT);
            if (longs == 0 && !decimal) candidates.add(IntKind.UINT);
            if (longs <= 1) candidates.add(IntKind.LONG);
            if (longs <= 1 && !decimal) candidates.add(IntKind.ULONG);
            candidates.add(IntKind.LLONG);
            if (!decimal) candidates.add(IntKind.ULLONG);
        } else {
            if (longs == 0) candidates.add(IntKind.UINT);
            if (longs <= 1) candidates.add(IntKind.ULONG);
            candidates.add(IntKind.ULLONG);
        }
        for (IntKind k : candidates) {
            if (k.contains(value)) return new Expr.IntegerConstant(value, k, t.span());
        }
        if (IntKind.ULLONG.contains(value)) return new Expr.IntegerConstant(value, IntKind.ULLONG, t.span());
        throw error(t, "integer constant '" + text + "' is too large for any integer type");
    }

    /** The {@code int} value of a character constant: plain char is signed; multi-character constants as gcc. */
    private static int charConstant(CToken t) {
        String text = t.text();
        if (!text.startsWith("'")) throw error(t, "wide character constants are not supported");
        byte[] bytes = decode(t, text.substring(1, text.length() - 1));
        if (bytes.length == 0) throw error(t, "empty character constant");
        if (bytes.length == 1) return bytes[0];
        int value = 0;
        for (byte b : bytes) value = (value << 8) | (b & 0xff);
        return value;
    }

    /**
     * A GNU C {@code __asm__} statement. Effigy runs C, not machine code: a statement whose template is empty or
     * {@code nop} (a compiler barrier such as {@code __asm__ __volatile__ ("" ::: "memory")}, or a pause) does
     * nothing and is accepted as a null statement; any other is rejected, since what it computes is unknown.
     */
    private Stmt asmStatement() {
        CToken start = next();
        while (at("volatile") || at("__volatile__") || at("__volatile") || at("inline") || at("__inline__") || at("goto")) next();
        expect("(");
        if (peek().kind() != CToken.Kind.STRING) throw error(peek(), "expected the assembler template (a string literal) after '__asm__ ('");
        String template = ((Expr.StringLiteral) stringLiteral()).bytes().strip();
        int depth = 1;
        while (depth > 0) {
            CToken t = next();
            if (t.kind() == CToken.Kind.EOF) throw error(t, "unterminated __asm__ statement");
            if (t.is("(")) depth++;
            else if (t.is(")")) depth--;
        }
        expectSemicolon("__asm__ statement");
        if (!template.isEmpty() && !template.equals("nop")) {
            throw error(start, "inline assembly is not supported (\"" + template.replace("\n", "\\n")
                    + "\"): Effigy executes C, not machine code; only an empty template (a compiler barrier) or nop is accepted");
        }
        return new Stmt.Null(spanFrom(start));
    }

    private Expr stringLiteral() {
        CToken first = peek();
        StringBuilder bytes = new StringBuilder();
        while (peek().kind() == CToken.Kind.STRING) {
            CToken t = next();
            String text = t.text();
            if (!text.startsWith("\"")) throw error(t, "wide string literals are not supported");
            for (byte b : decode(t, text.substring(1, text.length() - 1))) bytes.append((char) (b & 0xff));
        }
        return new Expr.StringLiteral(bytes.toString(), spanFrom(first));
    }

    /** The bytes of a character constant's or string literal's contents: escapes decoded, other text as UTF-8. */
    private static byte[] decode(CToken t, String body) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (c != '\\') {
                int cp = body.codePointAt(i);
                byte[] utf8 = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8);
                out.write(utf8, 0, utf8.length);
                i += Character.charCount(cp);
                continue;
            }
            if (i + 1 >= body.length()) throw error(t, "incomplete escape sequence");
            char e = body.charAt(i + 1);
            i += 2;
            switch (e) {
                case 'n': out.write('\n'); break;
                case 't': out.write('\t'); break;
                case 'r': out.write('\r'); break;
                case 'a': out.write(7); break;
                case 'b': out.write('\b'); break;
                case 'f': out.write('\f'); break;
                case 'v': out.write(11); break;
                case '\\': case '\'': case '"': case '?': out.write(e); break;
                case 'x': {
                    int start = i;
                    int value = 0;
                    while (i < body.length() && Character.digit(body.charAt(i), 16) >= 0) {
                        value = value * 16 + Character.digit(body.charAt(i), 16);
                        if (value > 0xff) throw error(t, "hex escape sequence out of range");
                        i++;
                    }
                    if (i == start) throw error(t, "\\x used with no following hex digits");
                    out.write(value);
                    break;
                }
                case 'u': case 'U':
                    throw error(t, "universal character names are not supported");
                default:
                    if (e >= '0' && e <= '7') {
                        int value = e - '0';
                        for (int n = 1; n < 3 && i < body.length() && body.charAt(i) >= '0' && body.charAt(i) <= '7'; n++) {
                            value = value * 8 + (body.charAt(i++) - '0');
                        }
                        if (value > 0xff) throw error(t, "octal escape sequence out of range");
                        out.write(value);
                    } else {
                        throw error(t, "unknown escape sequence '\\" + e + "'");
                    }
            }
        }
        return out.toByteArray();
    }
}
