package effigy.lang.c.pp;

import static effigy.lang.c.pp.PPTesting.error;
import static effigy.lang.c.pp.PPTesting.expand;
import static effigy.lang.c.pp.PPTesting.pp;
import static effigy.lang.c.pp.PPTesting.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import effigy.lang.c.CToken;
import effigy.source.Diagnostic;
import effigy.source.SourceFile;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Macro replacement; the larger cases are variations on the examples of C99 6.10.3.4 and 6.10.3.5. */
class MacroExpansionTest {
    @Test
    void objectAndFunctionLikeMacros() {
        assertEquals("int a = 42 ;", expand("#define N 42\nint a = N;"));
        assertEquals("( ( 1 ) > ( 2 ) ? ( 1 ) : ( 2 ) )", expand("#define MAX(a, b) ((a) > (b) ? (a) : (b))\nMAX(1, 2)"));
        assertEquals("x x F ;", expand("#define F() x\nF() F ( ) F;"));
        assertEquals("[ 1 ]", expand("#define F(a) [a]\nF\n\n(1)"), "the invocation may span lines");
        assertEquals("< > < ( a , b ) >", expand("#define P(a) <a>\nP() P((a, b))"));
        assertEquals("( x )", expand("#define O (x)\nO"), "a space before ( makes an object-like macro");
        assertEquals("X", expand("#define X 1\n#undef X\nX"));
    }

    @Test
    void rescanningAndArgumentPreExpansion() {
        String source = """
                #define v 5
                #define g(q) g(v + (q))
                #undef v
                #define v 7
                #define k g
                #define arr arr[1]
                #define neg k(-
                #define call(fn) fn(u)
                #define u 8,9
                #define id(q) q
                #define typ() long
                #define empty(q) q
                #define cat(p, s) p ## s
                g(z*2) - g(g(arr)) / id(id(k)(1) * id)(3);
                k(v^(5,6)+u) & neg 4) | call
                (g)*call(call);
                typ() n[empty()] = { empty(7), cat(4,5), cat(6,), cat(,8), cat(,) };
                """;
        assertEquals("g ( 7 + ( z * 2 ) ) - g ( 7 + ( g ( 7 + ( arr [ 1 ] ) ) ) ) / g ( 7 + ( 1 ) ) * id ( 3 ) ; "
                + "g ( 7 + ( 7 ^ ( 5 , 6 ) + 8 , 9 ) ) & g ( 7 + ( - 4 ) ) | g ( 7 + ( 8 , 9 ) ) * call ( 8 , 9 ) ; "
                + "long n [ ] = { 7 , 45 , 6 , 8 , } ;", expand(source));
    }

    @Test
    void stringizingAndPasting() {
        String source = """
                #define s(x) # x
                #define xs(x) s(x)
                #define trace(a, b) log("v" # a " is %d, v" # b " is %s", \\
                    v ## a, v ## b)
                #define VERSION(n) release ## n
                #define cat(a, b) a ## b
                #define xcat(a, b) cat(a, b)
                #define HELLOWORLD "hi"
                #define WORLD WORLD " there"
                trace(3, 4);
                put(s(memcmp("x\\0y", "x", '\\1') // comment
                   == 1) s(: @\\t), out);
                xs(VERSION(7).txt)
                cat(HELLO, WORLD);
                xcat(HELLO, WORLD)
                """;
        assertEquals("log ( \"v\" \"3\" \" is %d, v\" \"4\" \" is %s\" , v3 , v4 ) ; "
                + "put ( \"memcmp(\\\"x\\\\0y\\\", \\\"x\\\", '\\\\1') == 1\" \": @\\t\" , out ) ; "
                + "\"release7.txt\" \"hi\" ; \"hi\" \" there\"", expand(source));
    }

    @Test
    void stringizingNormalisesWhiteSpace() {
        String defs = "#define s(x) #x\n#define xs(x) s(x)\n#define sq(x) [ x ]\n#define e\n";
        assertEquals("\"a + b\"", expand(defs + "s(  a   /* c */ +\n   b  )"));
        assertEquals("\"\"", expand(defs + "s()"));
        assertEquals("\"[ a ]\" \"x y\" \"x\"", expand(defs + "xs(sq( a )) xs(e x e y) xs(x e)"));
        assertEquals("\"'\\\"' \\\"\\\\\\\\\\\"\"", expand(defs + "s('\"' \"\\\\\")"));
    }

    @Test
    void pastingMakesTokensThatAreRescanned() {
        assertEquals("char q [ ] = \"m ## n\" ;", expand("""
                #define hh # ## #
                #define to_str(a) # a
                #define in_between(a) to_str(a)
                #define combine(c, d) in_between(c hh d)
                char q[] = combine(m, n);
                """));
        assertEquals("int k [ ] = { 123 , 45 , 67 , 89 , 10 , 11 , 12 , } ;", expand("""
                #define three(a,b,c) a ## b ## c
                int k[] = { three(1,2,3), three(,4,5), three(6,,7), three(8,9,),
                  three(10,,), three(,11,), three(,,12), three(,,) };
                """));
        assertEquals("42 += x1", expand("#define cat(a,b) a##b\n#define ab 42\ncat(a,b) cat(+,=) cat(x,1)"));
        assertEquals("\"x\" y", expand("#define f(a,b) #a ## b\nf(x,) y"));
    }

    @Test
    void variadicMacros() {
        assertEquals("fprintf ( stderr , \"Flag\" ) ; fprintf ( stderr , \"X = %d\\n\" , x ) ; "
                + "puts ( \"One, two, and three items.\" ) ; "
                + "( ( x > y ) ? puts ( \"x>y\" ) : printf ( \"x is %d but y is %d\" , x , y ) ) ;", expand("""
                #define dbg(...) fprintf(stderr, __VA_ARGS__)
                #define listing(...) puts(#__VA_ARGS__)
                #define check(cond, ...) ((cond)?puts(#cond):\\
                 printf(__VA_ARGS__))
                dbg("Flag");
                dbg("X = %d\\n", x);
                listing(One, two, and three items.);
                check(x>y, "x is %d but y is %d", x, y);
                """));
        assertEquals("f ( 1 ) [ ] f ( 1 , 2 , 3 )", expand("#define V(a, ...) f(a __VA_ARGS__)\n#define W(...) [__VA_ARGS__]\n"
                + "V(1) W() V(1, , 2, 3)"));
    }

    @Test
    void recursionStopsAtTheHideSet() {
        assertEquals("foo", expand("#define foo foo\nfoo"));
        assertEquals("x y", expand("#define x y\n#define y x\nx y"));
        assertEquals("1 + f ( 1 ) + f ( 1 + f ( 1 ) )", expand("#define f(a) a + f(a)\nf(f(1))"));
        assertEquals("2 * 9 * g", expand("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)"));
        assertEquals("AA", expand("#define AA BB\n#define BB AA\n#define ID(x) x\nID(AA)"), "painted blue for good");
        assertEquals("a foo", expand("#define foo a foo\n#define id(x) x\nid(foo)"));
    }

    @Test
    void redefinition() {
        Preprocessor p = new Preprocessor(IncludeResolver.builtin(), Map.of());
        List<CToken> ts = p.run(new SourceFile("t.c", """
                #define OBJ (1-1)
                #define OBJ /* white space */ (1-1) /* other */
                #define FN(a) ( a )
                #define FN( a )( /* white space */ \\
                    a /* more */ )
                #define OBJ (1 - 1)
                OBJ
                """));
        assertEquals("( 1 - 1 )", texts(ts));
        assertEquals(List.of("t.c:6:9: macro OBJ redefined"),
                p.warnings().stream().map(d -> d.span().where() + ": " + d.message()).toList());
    }

    @Test
    void spansOfExpandedTokensAreTheOutermostInvocation() {
        List<CToken> ts = pp("#define ADD(a, b) ((a)+(b))\nint x = ADD(1,\n  2);\n");
        CToken one = ts.get(5);
        assertEquals("1", one.text());
        assertEquals("ADD", one.expandedFrom());
        assertEquals("ADD(1,\n  2)", one.span().text());
        assertEquals("t.c:2:9", one.span().where());
        CToken semi = ts.get(ts.size() - 2);
        assertEquals(";", semi.text());
        assertNull(semi.expandedFrom());
        assertEquals("t.c:3:5", semi.span().where());

        for (CToken t : pp("#define INNER(x) x+1\n#define OUTER(y) INNER(y)*2\n  OUTER(3)").subList(0, 5)) {
            assertEquals("OUTER", t.expandedFrom());
            assertEquals("OUTER(3)", t.span().text());
        }
        assertEquals("N", pp("#define N 7\nN").get(0).expandedFrom());
    }

    @Test
    void fileAndLine() {
        assertEquals("2 \"t.c\" 4", expand("\n__LINE__ __FILE__\n\n__LINE__"));
        assertEquals("2 1", expand("#define L(x) __LINE__ x\nL(\n1\n)"), "the line of the macro name");
        assertEquals("3", expand("#define HERE __LINE__\n\nHERE"));
        assertEquals("\"a\\\\b\\\".c\"", texts(Preprocessor.preprocess(new SourceFile("a\\b\".c", "__FILE__"),
                IncludeResolver.builtin(), Map.of())));
    }

    @Test
    void predefinedMacros() {
        assertEquals("1 199901L 1 1 1 8 4 8 8 1", expand("__STDC__ __STDC_VERSION__ __STDC_HOSTED__ __x86_64__ __linux__ "
                + "__CHAR_BIT__ __SIZEOF_INT__ __SIZEOF_LONG__ __SIZEOF_POINTER__ __LP64__"));
        assertEquals("1 gnu 4 . 2", expand("__EFFIGY__\n#ifdef __GNUC__\ngnu __GNUC__.__GNUC_MINOR__\n#else\nnot gnu\n#endif"));
        Map<String, String> user = new LinkedHashMap<>();
        user.put("DEBUG", "1");
        user.put("SQ(x)", "((x)*(x))");
        user.put("__STDC_VERSION__", "201112L");
        assertEquals("1 ( ( 3 ) * ( 3 ) ) 201112L", texts(Preprocessor.preprocess(
                new SourceFile("t.c", "DEBUG SQ(3) __STDC_VERSION__"), IncludeResolver.builtin(), user)));
    }

    /** F(F(F(...))): each level expands its argument again (the square of the depth): 1,000 levels, not one more. */
    @Test
    void invocationsNestInArgumentsAThousandDeep() throws Exception {
        // a level is a few frames: on a stack as large as the command line's (a test thread's default is too small)
        Throwable[] failed = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try { nestAThousandDeep(); } catch (Throwable e) { failed[0] = e; }
        }, "deep", 256L << 20);
        t.start();
        t.join();
        if (failed[0] instanceof AssertionError a) throw a;
        if (failed[0] != null) throw new AssertionError(failed[0]);
    }

    private static void nestAThousandDeep() {
        String deepest = "#define F(x) (x)\n" + "F(".repeat(MacroExpander.MAX_ARGUMENT_NESTING) + "1" + ")".repeat(MacroExpander.MAX_ARGUMENT_NESTING);
        assertEquals("(".repeat(MacroExpander.MAX_ARGUMENT_NESTING) + "1" + ")".repeat(MacroExpander.MAX_ARGUMENT_NESTING), expand(deepest).replace(" ", ""));
        int n = MacroExpander.MAX_ARGUMENT_NESTING + 1;
        assertEquals("t.c:2:" + (2 * n - 1) + ": macro invocations nested in arguments deeper than Effigy's maximum of 1000",
                error("#define F(x) (x)\n" + "F(".repeat(n) + "1" + ")".repeat(n)));
    }

    @Test
    void argumentErrors() {
        String add = "#define ADD(a, b) a+b\n";
        assertEquals("t.c:2:5: macro ADD expects 2 arguments, got 1", error(add + "x = ADD(1);"));
        assertEquals("t.c:2:1: macro ADD expects 2 arguments, got 3", error(add + "ADD(1, (2, 3), 4)"));
        assertEquals("t.c:2:1: macro ADD expects 2 arguments, got 1", error(add + "ADD()"));
        assertEquals("t.c:2:1: macro Z expects 0 arguments, got 1", error("#define Z() 0\nZ(1)"));
        assertEquals("t.c:2:1: macro ONE expects 1 argument, got 2", error("#define ONE(a) a\nONE(1,2)"));
        assertEquals("t.c:2:1: macro V expects at least 2 arguments, got 1", error("#define V(a, b, ...) a\nV(1)"));
        assertEquals("t.c:2:1: unterminated argument list invoking macro ADD", error(add + "ADD(1, 2\n;\n"));
        assertEquals("t.c:3:1: directive inside the arguments of macro ADD is not supported",
                error(add + "ADD(1,\n#define X\n2)"));
    }

    @Test
    void definitionErrors() {
        assertEquals("t.c:1:1: no macro name given in #define directive", error("#define\n"));
        assertEquals("t.c:1:9: macro names must be identifiers", error("#define 3 x\n"));
        assertEquals("t.c:1:9: \"defined\" cannot be used as a macro name", error("#define defined 1\n"));
        assertEquals("t.c:1:8: \"defined\" cannot be used as a macro name", error("#undef defined\n"));
        assertEquals("t.c:1:14: missing ')' in macro parameter list", error("#define F(a, b\n"));
        assertEquals("t.c:1:9: missing ')' in macro parameter list", error("#define F(\n"));
        assertEquals("t.c:1:14: duplicate macro parameter \"a\"", error("#define F(a, a) a\n"));
        assertEquals("t.c:1:11: expected a parameter name, found \"1\"", error("#define F(1) a\n"));
        assertEquals("t.c:1:13: expected ',' or ')' in macro parameter list", error("#define F(a b) a\n"));
        assertEquals("t.c:1:11: missing ')' after \"...\" in macro parameter list", error("#define F(..., a) a\n"));
        assertEquals("t.c:1:14: '#' is not followed by a macro parameter", error("#define F(a) #b\n"));
        assertEquals("t.c:1:14: '##' cannot appear at either end of a macro expansion", error("#define F(a) ## a\n"));
        assertEquals("t.c:1:16: '##' cannot appear at either end of a macro expansion", error("#define F(a) a ##\n"));
        assertEquals("t.c:1:11: __VA_ARGS__ can only appear in the expansion of a variadic macro",
                error("#define F __VA_ARGS__\n"));
        assertEquals("t.c:1:1: no macro name given in #undef directive", error("#undef\n"));
    }

    @Test
    void pastingErrorsAndStrayCharacters() {
        assertEquals("t.c:2:1: pasting \"+\" and \"-\" does not give a valid preprocessing token",
                error("#define P(a, b) a ## b\nP(+, -)"));
        assertEquals("t.c:2:3: stray '@' in program", error("#define AT @\nx AT"));
        assertEquals("x", expand("#define AT @\nx"), "a stray character in an unused macro is harmless");
    }

    @Test
    void digraphsWorkAsDirectivesAndOperators() {
        assertEquals("\"a\" [ ] { }", expand("%:define S(x) %:x\nS(a) <: :> <% %>"));
        Diagnostic d = PPTesting.ppError("#define F(x) x\nF(1,2)");
        assertEquals("F(1,2)", d.span().text());
    }
}
