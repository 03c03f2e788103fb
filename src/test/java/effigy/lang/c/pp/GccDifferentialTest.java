package effigy.lang.c.pp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import effigy.lang.c.CToken;
import effigy.source.SourceFile;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Differential tests against gcc: for macro-heavy snippets, our tokens equal those of {@code gcc -E -P}
 * (its output read with our lexer; texts compared, digraphs as what they stand for), with only our
 * built-in headers. Also checks with gcc that the built-in headers are valid C99 with the right types.
 * Skipped, saying so, when gcc is not on the PATH.
 */
class GccDifferentialTest {
    private static Path includeDir;

    @TempDir
    Path dir;

    @BeforeAll
    static void findGccAndHeaders() throws URISyntaxException {
        String problem;
        try {
            Process p = new ProcessBuilder("gcc", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            problem = p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0 ? null : "gcc --version failed";
        } catch (IOException e) {
            problem = e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            problem = "interrupted";
        }
        Assumptions.assumeTrue(problem == null, "gcc not found: " + problem + "; the differential tests against gcc are skipped");
        includeDir = Path.of(BuiltinHeaders.class.getResource("/effigy/lang/c/include/stdio.h").toURI()).getParent();
    }

    /** Runs gcc with {@code args} on {@code source} saved as {@code snippet.c}; returns stdout, failing on errors. */
    private String gcc(String source, String... args) throws IOException, InterruptedException {
        Files.writeString(dir.resolve("snippet.c"), source, StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(List.of("gcc", "-std=c99", "-nostdinc", "-I", includeDir.toString()));
        command.addAll(List.of(args));
        command.add("snippet.c");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectError(dir.resolve("stderr").toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            fail("gcc failed on:\n" + source + "\n" + Files.readString(dir.resolve("stderr")));
        }
        return out;
    }

    static final List<String> SNIPPETS = List.of(
            """
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
            """,
            """
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
            """,
            """
            #define hh # ## #
            #define to_str(a) # a
            #define in_between(a) to_str(a)
            #define combine(c, d) in_between(c hh d)
            char q[] = combine(m, n);
            #define three(a,b,c) a ## b ## c
            int k[] = { three(1,2,3), three(,4,5), three(6,,7), three(8,9,),
              three(10,,), three(,11,), three(,,12), three(,,) };
            """,
            """
            #define dbg(...) fprintf(stderr, __VA_ARGS__)
            #define listing(...) puts(#__VA_ARGS__)
            #define check(cond, ...) ((cond)?puts(#cond):\\
             printf(__VA_ARGS__))
            dbg("Flag");
            dbg("X = %d\\n", x);
            listing(One, two,   and three   items.);
            check(x>y, "x is %d but y is %d", x, y);
            #define V(a, ...) f(a __VA_ARGS__)
            #define W(...) [__VA_ARGS__]
            V(1) W() V(1, , 2, 3) W(())
            """,
            """
            #define foo foo
            #define x y
            #define y x
            #define f(a) a + f(a)
            #define fa(a) a*ga
            #define ga(a) fa(a)
            #define AA BB
            #define BB AA
            #define ID(z) z
            #define bar a bar
            foo x y f(f(1)) fa(2)(9) ID(AA) ID(bar) ID(ID(ID(f)))(2)
            """,
            """
            #define COLORS(X) X(red, 1) X(green, 2) X(blue, 4)
            #define AS_ENUM(name, v) name = v,
            #define AS_CASE(name, v) case name: return #name;
            enum color { COLORS(AS_ENUM) };
            const char *color_name(enum color c) { switch (c) { COLORS(AS_CASE) } return 0; }
            """,
            """
            #define NARGS_(a, b, c, d, e, N, ...) N
            #define NARGS(...) NARGS_(__VA_ARGS__, 5, 4, 3, 2, 1, 0)
            #define CAT(a, b) CAT_(a, b)
            #define CAT_(a, b) a ## b
            #define SUM1(a) (a)
            #define SUM2(a, b) (a + b)
            #define SUM3(a, b, c) (a + b + c)
            #define SUM(...) CAT(SUM, NARGS(__VA_ARGS__))(__VA_ARGS__)
            int s = SUM(1) + SUM(1, 2) + SUM(1, 2, 3);
            #define X 1
            CAT_(X, 2) CAT_(X,X) CAT(X, 2) CAT_(0x, 1f) CAT_(1e, +) CAT_(<, <=) CAT_(L, 'a') CAT_(., 5)
            """,
            """
            #define str(x) #x
            #define xstr(x) str(x)
            #define sq(x) [ x ]
            #define g(x) -x-
            #define e
            #define LPAREN (
            #define fn(x) <x>
            xstr(sq( a )) xstr(g( a )) xstr( sq(a)g(b) ) xstr(a  +   b) str( "a\\n" '\\0' "\\\\" )
            xstr(e x e y) xstr(x e) xstr(fn LPAREN 1)) str() str(  ) str(/* c */ a /* d */)
            str(@) str('"') str("'")
            """,
            """
            #define LP (
            #define F(x) <x>
            #define G F LP 1 )
            #define h() H
            #define hh h
            #define m F
            G hh() m
            (2) F
            #if 1
            (3)
            #endif
            """,
            """
            #define L __LINE__
            #define M(x) __LINE__ x L
            a __LINE__ L M(1)
            M(
            2)
            #line 100
            __LINE__ L __FILE__
            #line 7 "renamed.c"
            __LINE__ __FILE__
            #define F(x) x __LINE__
            #define G(x) F(x)
            F(
            __LINE__
            )
            G(
            __LINE__
            )
            __LINE__ F(a
            ) __LINE__
            """,
            """
            #if -1 > 0u
            unsigned_compare
            #endif
            #if (0x7fffffffffffffff + 1) < 0 && 18446744073709551615 == -1
            wraps
            #endif
            #define TWICE(x) ((x) * 2)
            #define ON
            #if defined ON && defined(TWICE) && TWICE(3) == 6 && !defined OFF
            defined_ok
            #elif 1/0
            #endif
            #if 'A' + '\\377' == 64 && 'ab' == 24930 && (-7 / 2 == -3) && (-7 % 2 == -1) && (1 ? -1 : 0u) > 0
            chars_and_division
            #endif
            #if (2 || 1/0) && !(0 && 1/0) && (1 << 62 >> 62) == 1 && -16 >> 2 == -4 && (3, 4) == 4
            short_circuit
            #endif
            #ifdef __STDC__
            #if __STDC_VERSION__ >= 199901L && __STDC__ == 1
            stdc99
            #endif
            #endif
            """,
            """
            #include <assert.h>
            #include <stdint.h>
            #include <limits.h>
            #include <stdbool.h>
            #include <stddef.h>
            #include <string.h>
            #include <stdlib.h>
            #include <stdio.h>
            int f(int x) {
              assert(x > INT_MIN && x < INT_MAX);
              bool b = true;
              return (int)(INT64_MAX >> 40) + (int)offsetof(struct { int a; int b; }, b) + EXIT_FAILURE + b;
            }
            #define NDEBUG
            #include <assert.h>
            void g(void) { assert(0); }
            """,
            """
            %:define DIG(x) <: x :> <% %:x %>
            DIG(y) %:%: <::> a<%b%>
            """);

    @ParameterizedTest
    @FieldSource("SNIPPETS")
    void sameTokensAsGcc(String snippet) throws Exception {
        String expected = CLexer.tokenize(new SourceFile("gcc -E", gcc(snippet, "-E", "-P"))).stream()
                .filter(t -> t.kind() != PPToken.Kind.EOF)
                .map(t -> t.kind() == PPToken.Kind.PUNCTUATOR ? PPToken.canonical(t.text()) : t.text())
                .collect(Collectors.joining(" "));
        List<CToken> ours = Preprocessor.preprocess(new SourceFile("snippet.c", snippet), IncludeResolver.builtin(), Map.of());
        assertEquals(expected, PPTesting.texts(ours));
    }

    /** Every predefined macro (a function-like one applied to 7) expands as with {@code gcc -std=c99}. */
    @Test
    void predefinedMacrosExpandAsWithGcc() throws Exception {
        StringBuilder snippet = new StringBuilder();
        // ours only, and the GNU C version, which is clang's 4.2.1 rather than the installed gcc's (PredefinedMacros)
        Preprocessor.PREDEFINED.keySet().stream().filter(name -> !name.equals("__EFFIGY__") && !name.matches("__GNUC(_MINOR|_PATCHLEVEL)?__"))
                .forEach(name -> snippet.append("[ ").append(name.replaceAll("\\(.*", "(7)")).append(" ]\n"));
        String expected = CLexer.tokenize(new SourceFile("gcc -E", gcc(snippet.toString(), "-E", "-P"))).stream()
                .filter(t -> t.kind() != PPToken.Kind.EOF).map(PPToken::text).collect(Collectors.joining(" "));
        List<CToken> ours = Preprocessor.preprocess(new SourceFile("snippet.c", snippet.toString()), IncludeResolver.builtin(), Map.of());
        assertEquals(expected, PPTesting.texts(ours));
    }

    @Test
    void lineMarkersOfGccOutputMapBackToTheSource() throws Exception {
        String snippet = """
                #include <stdio.h>
                #include <assert.h>
                #define MAX(a, b) ((a) > (b) ? (a) : (b))

                int max3(int a,
                         int b, int c) {
                  /* a comment
                     over lines */
                  int m = MAX(a,
                              MAX(b, c));


                  assert(m >= a);
                  return m;
                }
                """;
        List<CToken> direct = Preprocessor.preprocess(new SourceFile("snippet.c", snippet), IncludeResolver.builtin(), Map.of());
        List<CToken> viaGcc = Preprocessor.preprocess(new SourceFile("snippet.i", gcc(snippet, "-E")), IncludeResolver.builtin(), Map.of());
        assertEquals(PPTesting.texts(direct), PPTesting.texts(viaGcc));
        int compared = 0;
        for (int i = 0; i < direct.size() - 1; i++) {
            CToken d = direct.get(i), g = viaGcc.get(i);
            if (d.expandedFrom() != null || !d.span().file().name().equals("snippet.c")) continue;
            assertEquals(d.span().where().replaceAll(":[0-9]+$", ""), g.span().where().replaceAll(":[0-9]+$", ""), d.text());
            compared++;
        }
        assertEquals(22, compared, "tokens outside macro expansions");
    }

    @Test
    void builtinHeadersAreStrictC99WithGccsTypes() throws Exception {
        StringBuilder source = new StringBuilder();
        for (String h : BuiltinHeaders.NAMES) source.append("#include <").append(h).append(">\n");
        source.append("""
                extern __SIZE_TYPE__ z; extern size_t z;
                extern __PTRDIFF_TYPE__ d; extern ptrdiff_t d;
                extern __WCHAR_TYPE__ w; extern wchar_t w;
                extern __INT8_TYPE__ i8; extern int8_t i8;
                extern __INT16_TYPE__ i16; extern int16_t i16;
                extern __INT32_TYPE__ i32; extern int32_t i32;
                extern __INT64_TYPE__ i64; extern int64_t i64;
                extern __UINT8_TYPE__ u8; extern uint8_t u8;
                extern __UINT16_TYPE__ u16; extern uint16_t u16;
                extern __UINT32_TYPE__ u32; extern uint32_t u32;
                extern __UINT64_TYPE__ u64; extern uint64_t u64;
                extern __INTPTR_TYPE__ ip; extern intptr_t ip;
                extern __UINTPTR_TYPE__ up; extern uintptr_t up;
                extern __INTMAX_TYPE__ im; extern intmax_t im;
                extern __UINTMAX_TYPE__ um; extern uintmax_t um;
                #define CHECK(name, cond) typedef char name[(cond) ? 1 : -1];
                CHECK(c1, INT_MIN == -__INT_MAX__ - 1 && INT_MAX == __INT_MAX__ && LONG_MAX == __LONG_MAX__)
                CHECK(c2, LLONG_MAX == __LONG_LONG_MAX__ && SCHAR_MAX == __SCHAR_MAX__ && SHRT_MAX == __SHRT_MAX__)
                CHECK(c3, SIZE_MAX == __SIZE_MAX__ && INTMAX_MAX == __INTMAX_MAX__ && UINTMAX_MAX == __UINTMAX_MAX__)
                CHECK(c4, UINT8_MAX == __UINT8_MAX__ && UINT16_MAX == __UINT16_MAX__ && UINT32_MAX == __UINT32_MAX__)
                CHECK(c5, UINT64_MAX == __UINT64_MAX__ && INTPTR_MAX == __INTPTR_MAX__ && PTRDIFF_MAX == __PTRDIFF_MAX__)
                CHECK(c6, CHAR_MIN == (char)-128 && (char)-1 < 0 && CHAR_BIT == __CHAR_BIT__)
                struct s { char a; int b; };
                CHECK(c7, offsetof(struct s, b) == 4)
                /* what SV-COMP programs declare and define themselves */
                extern int __VERIFIER_nondet_int(void);
                extern char __VERIFIER_nondet_char();
                extern void __VERIFIER_error(void);
                extern void abort(void);
                extern void __assert_fail(const char *, const char *, unsigned int, const char *);
                void reach_error() { __assert_fail("0", "x.c", 3, "reach_error"); }
                void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } }
                void *m(void) { return malloc(sizeof(int)); }
                """);
        gcc(source.toString(), "-pedantic-errors", "-Wall", "-Werror", "-Wno-unused", "-fsyntax-only");
    }
}
