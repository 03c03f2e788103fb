package effigy.lang.c;

import effigy.lang.c.ast.Declaration;
import effigy.lang.c.ast.Declarator;
import effigy.lang.c.ast.Expr;
import effigy.lang.c.ast.FunctionDefinition;
import effigy.lang.c.ast.Pragma;
import effigy.lang.c.ast.Stmt;
import effigy.lang.c.ast.TranslationUnit;
import effigy.lang.c.ast.TypeSpecifier;
import effigy.lang.c.types.IntKind;
import effigy.source.DiagnosticException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigInteger;
import java.util.List;

import static effigy.lang.c.CTesting.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CParserTest {

    private static FunctionDefinition onlyFunction(String text) {
        TranslationUnit tu = parse(text);
        return assertInstanceOf(FunctionDefinition.class, tu.declarations().get(tu.declarations().size() - 1));
    }

    /** The statements of the body of the last function in {@code text}. */
    private static List<Stmt> body(String text) { return onlyFunction(text).body().items(); }

    /** The expression {@code e} as written in a function body, after declarations of x, a..e, p, s, f, T. */
    private static Expr expr(String e) {
        String text = "typedef int T; struct S { int y; int z[4]; }; int a, b, c, d, e, x, *p; struct S s, *q;"
                + " int (*f)(int); void g(void) { " + e + "; }";
        return assertInstanceOf(Stmt.ExpressionStmt.class, body(text).get(0)).expression();
    }

    private static String sexp(String e) { return AstSexp.of(expr(e)); }

    private static String parseError(String text) {
        DiagnosticException ex = assertThrows(DiagnosticException.class, () -> parse(text));
        return ex.diagnostic().span().line() + ":" + ex.diagnostic().span().column() + ": " + ex.getMessage();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "=>", quoteCharacter = '`', value = {
            "a = b = c                => (= a (= b c))",
            "a += b -= c              => (+= a (-= b c))",
            "a - b - c                => (- (- a b) c)",
            "a + b * c                => (+ a (* b c))",
            "a * b % c / d            => (/ (% (* a b) c) d)",
            "a << b + c               => (<< a (+ b c))",
            "a < b == c < d           => (== (< a b) (< c d))",
            "a & b ^ c | d            => (| (^ (& a b) c) d)",
            "a == b & c               => (& (== a b) c)",
            "a && b || c && d         => (|| (&& a b) (&& c d))",
            "a | b && c               => (&& (| a b) c)",
            "a ? b : c ? d : e        => (? a b (? c d e))",
            "a ? b, c : d             => (? a (, b c) d)",
            "a || b ? c : d           => (? (|| a b) c d)",
            "a = b ? c : d            => (= a (? b c d))",
            "a, b = c                 => (, a (= b c))",
            "-a++                     => (- (post++ a))",
            "*p++                     => (* (post++ p))",
            "++*p                     => (++ (* p))",
            "!a == b                  => (== (! a) b)",
            "~-!a                     => (~ (- (! a)))",
            "&*p                      => (& (* p))",
            "(T)a + b                 => (+ (cast T a) b)",
            "(T)-a                    => (cast T (- a))",
            "(a) + b                  => (+ a b)",
            "sizeof a + 1             => (+ (sizeof a) 1)",
            "sizeof(T) * 2            => (* (sizeof-type T) 2)",
            "sizeof (a) * 2           => (* (sizeof a) 2)",
            "sizeof(int *[3])         => (sizeof-type int *[3])",
            "q->z[2]                  => ([] (-> q z) 2)",
            "s.z[1] + p[0]            => (+ ([] (. s z) 1) ([] p 0))",
            "f(a, b = c)(d)           => (call (call f a (= b c)) d)",
            "(*f)(1)                  => (call (* f) 1)",
            "a++ + ++b                => (+ (post++ a) (++ b))",
            "a---b                    => (- (post-- a) b)",
            "a >>= b <<= c            => (>>= a (<<= b c))",
            "a > b >= c               => (>= (> a b) c)",
    })
    void precedenceAndAssociativity(String source, String expected) {
        assertEquals(expected, sexp(source));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "2147483647, 2147483647, INT",
            "2147483648, 2147483648, LONG",
            "0x7fffffff, 2147483647, INT",
            "0x80000000, 2147483648, UINT",
            "0xffffffff, 4294967295, UINT",
            "0x100000000, 4294967296, LONG",
            "4294967296, 4294967296, LONG",
            "017, 15, INT",
            "0, 0, INT",
            "1u, 1, UINT",
            "1U, 1, UINT",
            "1L, 1, LONG",
            "1l, 1, LONG",
            "1ul, 1, ULONG",
            "1LU, 1, ULONG",
            "1ll, 1, LLONG",
            "1LL, 1, LLONG",
            "1ull, 1, ULLONG",
            "1LLU, 1, ULLONG",
            "4294967295u, 4294967295, UINT",
            "4294967296u, 4294967296, ULONG",
            "9223372036854775807, 9223372036854775807, LONG",
            "9223372036854775808, 9223372036854775808, ULLONG",
            "0x8000000000000000, 9223372036854775808, ULONG",
            "0x8000000000000000ll, 9223372036854775808, ULLONG",
            "0xFFFFFFFFFFFFFFFFULL, 18446744073709551615, ULLONG",
            "0x80000000L, 2147483648, LONG",
            "2147483648L, 2147483648, LONG",
            "0x7fffffffffffffffLL, 9223372036854775807, LLONG",
    })
    void integerConstantTypes(String text, String value, IntKind kind) {
        Expr.IntegerConstant c = assertInstanceOf(Expr.IntegerConstant.class, expr(text));
        assertEquals(new BigInteger(value), c.value());
        assertEquals(kind, c.kind());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "'a'      | 97",
            "'\\xff'  | -1",
            "'\\377'  | -1",
            "'\\x7f'  | 127",
            "'\\0'    | 0",
            "'\\n'    | 10",
            "'\\t'    | 9",
            "'\\''    | 39",
            "'\\\\'   | 92",
            "'\"'     | 34",
            "'\\?'    | 63",
            "'\\a'    | 7",
            "'\\v'    | 11",
            "'\\101'  | 65",
            "'\\x41'  | 65",
            "'\\200'  | -128",
            "'ab'     | 24930",
    })
    void characterConstants(String text, int value) {
        assertEquals(value, assertInstanceOf(Expr.CharConstant.class, expr(text)).value());
    }

    @Test
    void stringLiteralsConcatenateAndDecode() {
        Expr.StringLiteral s = assertInstanceOf(Expr.StringLiteral.class, expr("\"ab\" \"c\\x41\\102\\n\" \"\\0z\""));
        assertEquals("abcAB\n\0z", s.bytes());
        Expr.StringLiteral utf8 = assertInstanceOf(Expr.StringLiteral.class, expr("\"\u00e9\""));
        assertEquals("\u00c3\u00a9", utf8.bytes(), "UTF-8 bytes, one char each");
    }

    @Test
    void typedefNamesAndOrdinaryIdentifiers() {
        List<Stmt> items = body("typedef int T; void g(void) { T * x; T(y); { int T; T * 2; } T z; }");
        assertInstanceOf(Stmt.DeclarationStmt.class, items.get(0), "T * x declares a pointer");
        Declaration y = assertInstanceOf(Stmt.DeclarationStmt.class, items.get(1)).declaration();
        assertEquals("y", y.declarators().get(0).declarator().declaredName().orElseThrow().name());
        List<Stmt> inner = assertInstanceOf(Stmt.Compound.class, items.get(2)).items();
        assertInstanceOf(Stmt.ExpressionStmt.class, inner.get(1), "the local int T hides the typedef");
        assertInstanceOf(Stmt.DeclarationStmt.class, items.get(3), "the typedef is visible again");
    }

    @Test
    void prototypesWithLongDoubleAreLeftOutAndRemembered() {
        // glibc's stdlib.h, as a preprocessed SV-COMP task carries it
        TranslationUnit u = parse("extern double strtod(const char *s, char **e);\n"
                + "extern long double strtold(const char *s, char **e), wcstold(const int *s, int **e);\n"
                + "extern float strtof(const char *s, char **e);\n");
        assertEquals(2, u.declarations().size(), "strtod and strtof stay");
        assertEquals(java.util.Set.of("strtold", "wcstold"), u.longDoublePrototypes().keySet());
        assertEquals(2, u.longDoublePrototypes().get("strtold").line());
    }

    @Test
    void parameterNamesHideTypedefsInTheBody() {
        List<Stmt> items = body("typedef int T; int g(int T) { return T * 2; }");
        assertInstanceOf(Stmt.Return.class, items.get(0));
    }

    @Test
    void typedefAfterBasicSpecifierIsADeclaratorName() {
        Declaration d = assertInstanceOf(Declaration.class, parse("typedef int T; void h(void) { } unsigned T;")
                .declarations().get(2));
        assertInstanceOf(TypeSpecifier.Basic.class, d.specifiers().type());
        assertEquals("T", d.declarators().get(0).declarator().declaredName().orElseThrow().name());
    }

    @Test
    void declaratorShapes() {
        Declaration d = assertInstanceOf(Declaration.class, parse("int *a[3], (*fp)(int, char *), **pp;").declarations().get(0));
        Declarator a = d.declarators().get(0).declarator();
        Declarator.Pointer ptr = assertInstanceOf(Declarator.Pointer.class, a);
        assertInstanceOf(Declarator.Array.class, ptr.inner());
        Declarator.Function fp = assertInstanceOf(Declarator.Function.class, d.declarators().get(1).declarator());
        assertInstanceOf(Declarator.Pointer.class, fp.inner());
        assertEquals(2, fp.parameters().size());
        assertTrue(fp.prototyped());
        assertEquals("fp", fp.declaredName().orElseThrow().name());
    }

    @Test
    void pragmasAttachToTheFollowingStatement() {
        String text = """
                #pragma file-level
                void g(int n) {
                  int i = 0;
                  #pragma loopbound min 1 max 4
                  while (i < n) i++;
                  #pragma dangling
                }
                """;
        TranslationUnit tu = parse(text);
        Pragma file = assertInstanceOf(Pragma.class, tu.declarations().get(0));
        assertEquals("file-level", file.text());
        List<Stmt> items = assertInstanceOf(FunctionDefinition.class, tu.declarations().get(1)).body().items();
        Stmt.Annotated loop = assertInstanceOf(Stmt.Annotated.class, items.get(1));
        assertEquals("loopbound min 1 max 4", loop.pragmas().get(0).text());
        assertEquals(4, loop.pragmas().get(0).span().line());
        assertInstanceOf(Stmt.While.class, loop.statement());
        Stmt.Annotated dangling = assertInstanceOf(Stmt.Annotated.class, items.get(2));
        assertInstanceOf(Stmt.Null.class, dangling.statement());
    }

    @Test
    void pragmaBeforeElseDoesNotBreakTheIf() {
        List<Stmt> items = body("void g(int c) { if (c) c = 1;\n#pragma x\nelse c = 2; }");
        assertTrue(assertInstanceOf(Stmt.If.class, items.get(0)).otherwise().isPresent());
    }

    @Test
    void statementForms() {
        List<Stmt> items = body("""
                void g(int n) {
                  for (int i = 0, j = 1; i < n; i++, j--) continue;
                  for (;;) break;
                  do n--; while (n);
                  switch (n) { case 1: n++; default: ; }
                  goto end;
                  end: return;
                }
                """);
        Stmt.For first = assertInstanceOf(Stmt.For.class, items.get(0));
        assertInstanceOf(Stmt.DeclarationStmt.class, first.init().orElseThrow());
        Stmt.For forever = assertInstanceOf(Stmt.For.class, items.get(1));
        assertTrue(forever.init().isEmpty() && forever.condition().isEmpty() && forever.step().isEmpty());
        assertInstanceOf(Stmt.DoWhile.class, items.get(2));
        assertInstanceOf(Stmt.Switch.class, items.get(3));
        assertEquals("end", assertInstanceOf(Stmt.Goto.class, items.get(4)).label());
        assertInstanceOf(Stmt.Return.class, assertInstanceOf(Stmt.Labeled.class, items.get(5)).statement());
    }

    @Test
    void spansCoverTheSourceText() {
        Expr e = expr("(a + b) * c");
        assertEquals("(a + b) * c", e.span().text());
        assertEquals("a + b", ((Expr.Binary) e).left().span().text());
        Stmt s = body("void g(int a) { if (a) a = 2; else a = 3; }").get(0);
        assertEquals("if (a) a = 2; else a = 3;", s.span().text());
    }

    @Test
    void gnuAttributesAndKeywordSpellingsAreAccepted() {
        TranslationUnit tu = parse("static __inline__ int f(int x) __attribute__((unused)); "
                + "struct __attribute__((packed)) P { int a; }; int * __restrict__ r; __extension__ typedef long L;");
        assertEquals(4, tu.declarations().size());
    }

    /** The GNU extensions of glibc's preprocessed headers and of SV-COMP's .i files, each where gcc accepts it. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            // after declarators, with several attribute lists, and on each declarator of a list
            "extern int atoi (const char *__nptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));",
            "int a __attribute__((unused)) = 1, __attribute__((unused)) b, *__attribute__((unused)) c;",
            // in parameter lists
            "void f(int x __attribute__((unused)), __attribute__((unused)) int y, int __attribute__((unused)) *z);",
            // on struct members, before and after the struct, and on the declarator after the closing brace
            "struct __attribute__((__packed__)) s { char c __attribute__((__aligned__(4))); int x : 3 __attribute__((unused)); } __attribute__((aligned(8))) v;",
            // before and after type specifiers
            "__attribute__((unused)) static int __attribute__((unused)) x;",
            "int __attribute__((__mode__(__SI__))) y;",
            // on function definitions, before the body and before the specifiers
            "__attribute__((noinline)) static int f(void) __attribute__((__nothrow__)) { return 0; }",
            "int f(int x) __attribute__((const)); int f(int x) { return x; }",
            // on labels and as a statement of its own
            "void f(int x) { lab: __attribute__((unused)); switch (x) { case 1: x++; __attribute__((fallthrough)); default: break; } }",
            "void f(void) { __attribute__((unused)) int x = 0; int y __attribute__((unused)) = x; }",
            // __extension__ before declarations and expressions
            "__extension__ typedef long long int __quad_t; __extension__ typedef struct { long long q; } lldiv_t;",
            "void f(void) { __extension__ long long x = __extension__ 1LL; (void) __extension__ __PRETTY_FUNCTION__; }",
            // restrict spellings, inline spellings
            "void *memcpy(void *__restrict __dest, const void *__restrict__ __src, unsigned long __n);",
            "void g(int *restrict p, int * const restrict q);",
            "static __inline int f(void) { return 0; } extern __inline__ __attribute__ ((__gnu_inline__)) int g(void) { return 1; }",
            // __asm__ labels on declarations
            "extern int foo (int) __asm__ (\"bar\");",
            "extern int sscanf (const char *__restrict __s, const char *__restrict __format, ...) __asm__ (\"\" \"__isoc99_sscanf\") __attribute__ ((__nothrow__ , __leaf__));",
            "extern int x __asm__(\"y\"), z __asm(\"w\");",
            // the builtins: called like functions, offsetof with a type, va_list a type name
            "struct s { int a, b; }; long f(int x) { return __builtin_expect(x, 0) + __builtin_constant_p(x) + __builtin_offsetof(struct s, b); }",
            "typedef __builtin_va_list __gnuc_va_list; extern int vprintf (const char *__restrict __format, __gnuc_va_list __arg);",
            "unsigned f(unsigned x) { if (!x) __builtin_unreachable(); __builtin_abort(); return __builtin_bswap32(x) + __builtin_clz(x) + __builtin_popcountll(x); }",
    })
    void gnuExtensionsOfPreprocessedFilesAreAccepted(String text) {
        assertTrue(parse(text).declarations().size() >= 1);
    }

    @Test
    void theAttributesOfAStatementMakeANullStatementAndThoseOfALabelAreDropped() {
        List<Stmt> items = body("void f(void) { __attribute__((fallthrough)); lab: __attribute__((unused)) ; }");
        assertInstanceOf(Stmt.Null.class, items.get(0));
        Stmt.Labeled l = assertInstanceOf(Stmt.Labeled.class, items.get(1));
        assertInstanceOf(Stmt.Null.class, l.statement());
    }

    @Test
    void typeofTakesAnExpressionOrATypeName() {
        List<Stmt> items = body("typedef int T; void g(void) { typeof(1 + 2) a; __typeof__(T *) b; __typeof(a) c; }");
        Declaration a = assertInstanceOf(Stmt.DeclarationStmt.class, items.get(0)).declaration();
        TypeSpecifier.Typeof ta = assertInstanceOf(TypeSpecifier.Typeof.class, a.specifiers().type());
        assertEquals("(+ 1 2)", AstSexp.of(ta.expression().orElseThrow()));
        Declaration b = assertInstanceOf(Stmt.DeclarationStmt.class, items.get(1)).declaration();
        assertTrue(assertInstanceOf(TypeSpecifier.Typeof.class, b.specifiers().type()).type().isPresent(), "a type name");
        Declaration c = assertInstanceOf(Stmt.DeclarationStmt.class, items.get(2)).declaration();
        assertTrue(assertInstanceOf(TypeSpecifier.Typeof.class, c.specifiers().type()).expression().isPresent(), "a is a variable");
    }

    @Test
    void asmStatementsAreBarriersOrRejected() {
        List<Stmt> items = body("void g(void) { __asm__ __volatile__(\"\" ::: \"memory\"); __asm volatile (\"nop\"); }");
        assertInstanceOf(Stmt.Null.class, items.get(0));
        assertInstanceOf(Stmt.Null.class, items.get(1));
        assertEquals("1:17: inline assembly is not supported (\"rdtsc\"): Effigy executes C, not machine code; only an empty"
                + " template (a compiler barrier) or nop is accepted",
                parseError("void g(int x) { __asm__ volatile(\"rdtsc\" : \"=A\"(x)); }"));
    }

    @Test
    void builtinVaArgTakesAnExpressionAndATypeName() {
        Stmt.Return r = assertInstanceOf(Stmt.Return.class,
                body("typedef long L; int f(__builtin_va_list ap) { return __builtin_va_arg(ap, L *) != 0; }").get(0));
        assertEquals("(!= (va_arg ap L *) 0)", AstSexp.of(r.value().orElseThrow()));
        assertEquals("1:57: expected ','", parseError("int f(__builtin_va_list ap) { return __builtin_va_arg(ap); }"));
    }

    @Test
    void statementExpressionsAreBlocksInParentheses() {
        Expr e = expr("a = ({ int t = b; T u = t; u > c ? u : c; })");
        assertEquals("(= a ({ 3 items }))", AstSexp.of(e));
        Expr.StatementExpr se = assertInstanceOf(Expr.StatementExpr.class, ((Expr.Assign) e).value());
        assertEquals("({ int t = b; T u = t; u > c ? u : c; })", se.span().text());
        assertInstanceOf(Stmt.DeclarationStmt.class, se.body().items().get(0));
        assertInstanceOf(Stmt.ExpressionStmt.class, se.body().items().get(2));
        // the block is a scope of its own: T declared inside does not leak as a typedef name
        assertEquals("(+ ({ 2 items }) ({ 1 items }))", sexp("({ typedef int T2; T2 y = 1; }) + ({ int T2 = 2; })"));
        // glibc 2.25's assert, as preprocessed
        List<Stmt> items = body("extern void __assert_fail (const char *__assertion, const char *__file, unsigned int __line, const char *__function);"
                + " void g(int x) { ((void) sizeof ((x > 0) ? 1 : 0), __extension__ ({ if (x > 0) ; else __assert_fail (\"x > 0\", \"t.c\", 3, __extension__ __PRETTY_FUNCTION__); })); }");
        assertEquals("(, (cast void (sizeof (? (> x 0) 1 0))) ({ 1 items }))",
                AstSexp.of(assertInstanceOf(Stmt.ExpressionStmt.class, items.get(0)).expression()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "int x = 1 + ;                        | 1:13: expected expression",
            "void f(void) { int x; x = 1 }        | 1:28: expected ';' after expression",
            "void f(void) { return 1 }            | 1:24: expected ';' after return statement",
            "int x                                | 1:6: expected ';' after declaration",
            "long double x;                       | 1:1: long double is not supported (only float and double)",
            "int f(double long d) { return 0; }   | 1:14: long double is not supported (only float and double)",
            "struct s { long double d; };         | 1:12: long double is not supported (only float and double)",
            "long double f(void), x;              | 1:1: long double is not supported (only float and double)",
            "typedef long double ld(void);        | 1:9: long double is not supported (only float and double)",
            "double x = 1.5L;                     | 1:12: long double is not supported (only float and double): the constant '1.5L' has an L suffix",
            "double x = 0x1p;                     | 1:12: invalid floating constant '0x1p'",
            "double x = 1.5e;                     | 1:12: invalid floating constant '1.5e'",
            "float double x;                      | 1:7: invalid combination of type specifiers",
            "unsigned float x;                    | 1:10: invalid combination of type specifiers",
            "_Complex double x;                   | 1:1: complex floating types are not supported",
            "int x = 08;                          | 1:9: invalid digit '8' in octal constant",
            "int x = 1lL;                         | 1:9: invalid suffix 'lL' on integer constant",
            "int x = 1f;                          | 1:9: invalid suffix 'f' on integer constant",
            "int x = 18446744073709551616;        | 1:9: integer constant '18446744073709551616' is too large for any integer type",
            "int x = '';                          | 1:9: empty character constant",
            "int x = '\\q';                       | 1:9: unknown escape sequence '\\q'",
            "int x = L'a';                        | 1:9: wide character constants are not supported",
            "long long long x;                    | 1:11: 'long long long' is too long",
            "unsigned signed x;                   | 1:10: both 'signed' and 'unsigned' in declaration specifiers",
            "short long x;                        | 1:7: invalid combination of type specifiers",
            "int f(a, b) { return 0; }            | 1:7: old-style (K&R) parameter lists are not supported; declare the parameter types",
            "foo x;                               | 1:1: unknown type name 'foo'",
            "void f(void) { foo x; }              | 1:16: unknown type name 'foo'",
            "int a[n*];                           | 1:9: expected expression",
            "static extern int x;                 | 1:8: multiple storage classes in declaration specifiers",
            "void f(void) { int x = (int){1}; }   | 1:29: compound literals are not supported",
            "void f(void) { else; }               | 1:16: 'else' without a previous 'if'",
            "void f(void) {                       | 1:15: expected '}'",
    })
    void syntaxErrors(String text, String expected) {
        assertEquals(expected, parseError(text));
    }

    /** {@code body} on a thread with the stack a command runs on (the parser recurses once per nesting level). */
    private static <T> T onCommandStack(java.util.function.Supplier<T> body) throws InterruptedException {
        Object[] result = new Object[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = body.get();
            } catch (RuntimeException e) {
                result[0] = e;
            }
        }, "test", 512L << 20);
        t.start();
        t.join();
        @SuppressWarnings("unchecked") T r = (T) result[0];
        return r;
    }

    @Test
    void nestingUpToTheLimitParsesAndDeeperIsAnErrorAtTheFirstTokenTooDeep() throws Exception {
        int n = CParser.MAX_NESTING;
        String ok = "int f(int x) { " + "{".repeat(n) + "}".repeat(n) + " return " + "-".repeat(n - 2) + "x; }";   // the return statement, n - 2 minus signs and x: n levels
        assertInstanceOf(effigy.lang.c.ast.TranslationUnit.class, onCommandStack(() -> parse(ok)));
        String parens = "int f(int x) { return " + "(".repeat(n + 5) + "x" + ")".repeat(n + 5) + "; }";
        Object e = onCommandStack(() -> {
            try {
                return parse(parens);
            } catch (DiagnosticException d) {
                return d;
            }
        });
        DiagnosticException d = assertInstanceOf(DiagnosticException.class, e);
        // "int f(int x) { return " is 22 columns; the return statement is the first level, the k-th parenthesis the (k+1)-th
        assertEquals("1:" + (22 + n) + ": nesting level exceeds Effigy's maximum of " + n,
                d.diagnostic().span().line() + ":" + d.diagnostic().span().column() + ": " + d.getMessage());
        assertEquals("1:" + (9 + n) + ": nesting level exceeds Effigy's maximum of " + n,
                onCommandStack(() -> parseError("int a = " + "{".repeat(n + 1) + "1" + "}".repeat(n + 1) + ";")));
    }
}
