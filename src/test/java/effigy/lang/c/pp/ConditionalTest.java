package effigy.lang.c.pp;

import static effigy.lang.c.pp.PPTesting.error;
import static effigy.lang.c.pp.PPTesting.expand;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Conditional inclusion (C99 6.10.1): the directives, and the arithmetic of #if. */
class ConditionalTest {
    /** "yes" or "no" according to {@code #if condition}, with {@code defs} before it. */
    private static String decide(String defs, String condition) {
        return expand(defs + "#if " + condition + "\nyes\n#else\nno\n#endif\n");
    }

    @Test
    void ifElifElseChains() {
        String chain = "#if N == 1\none\n#elif N == 2\ntwo\n#elif N == 3\nthree\n#else\nmany\n#endif\n";
        assertEquals("one", expand("#define N 1\n" + chain));
        assertEquals("two", expand("#define N 2\n" + chain));
        assertEquals("three", expand("#define N 3\n" + chain));
        assertEquals("many", expand("#define N 9\n" + chain));
        assertEquals("many", expand(chain), "an undefined N counts as 0");
        assertEquals("first", expand("#if 1\nfirst\n#elif 1\nsecond\n#else\nthird\n#endif"), "only the first true branch");
    }

    @Test
    void nestedGroups() {
        String nested = """
                #ifdef A
                  a
                  #ifndef B
                    a_not_b
                  #elif defined(C) && C > 1
                    a_b_c
                  #else
                    a_b
                  #endif
                #else
                  #if 1
                    not_a
                  #endif
                #endif
                end
                """;
        assertEquals("not_a end", expand(nested));
        assertEquals("a a_not_b end", expand("#define A\n" + nested));
        assertEquals("a a_b end", expand("#define A\n#define B\n" + nested));
        assertEquals("a a_b_c end", expand("#define A\n#define B\n#define C 2\n" + nested));
    }

    @Test
    void skippedGroupsAreOnlyScannedForDirectives() {
        assertEquals("ok", expand("""
                #if 0
                don't "worry
                #bogus directive
                #error not reached
                #include <nonexistent.h>
                #if 1/0
                #elif garbage (
                #endif
                #else
                ok
                #endif
                """));
        assertEquals("", expand("#if 0\n#if 1\nx\n#else\ny\n#endif\n#elif 0\n#else\n#endif"));
    }

    @Test
    void definedOperator() {
        String defs = "#define X\n#define F(a) a\n";
        assertEquals("yes", decide(defs, "defined X && defined(F) && defined ( X ) && !defined Y"));
        assertEquals("yes", decide(defs, "defined __FILE__ && defined __LINE__ && defined __STDC__"));
        assertEquals("yes", decide("#define D defined(X)\n" + defs, "D"), "defined produced by a macro, as gcc allows");
        assertEquals("no", decide("#define X\n#undef X\n", "defined X"));
        assertEquals("t.c:1:13: operator \"defined\" requires an identifier", error("#if defined(1)\n#endif"));
        assertEquals("t.c:1:13: missing ')' after \"defined\"", error("#if defined(X\n#endif"));
        assertEquals("t.c:1:5: operator \"defined\" requires an identifier", error("#if defined\n#endif"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "1", "-1 > 0u", "0xFFFFFFFFFFFFFFFF == -1", "18446744073709551615 == -1", "18446744073709551615 > 0",
            "-1 < 0", "(-1 >> 63) == -1", "(-1u >> 63) == 1", "1 << 63 < 0", "(1u << 63) > 0",
            "9223372036854775807 + 1 < 0", "-9223372036854775807 - 1 < 0", "7 / 2 == 3", "-7 / 2 == -3",
            "-7 % 2 == -1", "-7 / 2u > 1000", "(2 || 1/0) == 1", "0 && 1/0 || 1", "(1 ? 2 : 1/0) == 2",
            "(0 ? 1 : -1) < 0", "(1 ? -1 : 0u) > 0", "(3, 4) == 4", "~0 == -1", "!0 == 1 && !5 == 0",
            "(5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6", "1 + 2 * 3 == 7", "(1 + 2) * 3 == 9",
            "1 < 2 == 1", "10 - 2 - 3 == 5", "2 != 3 && 2 <= 2 && 3 >= 2 && !(3 < 2)",
            "0x10 == 16 && 010 == 8 && 0 == 00", "10UL == 10 && 10ll == 10 && 5LLU == 5 && 7lu == 7",
            "'a' == 97", "'\\377' < 0", "'\\xff' == -1", "'\\n' == 10 && '\\0' == 0 && '\\'' == 39",
            "'ab' == 24930", "L'\\xff' == 255", "u'x' == 120", "U'\\U0001F600' == 0x1F600",
            "undefined_name == 0", "true == 0", "-1 >> 1 == -1", "1 << -1 == 0", "8 >> -1 == 16", "1 << 64 == 0"})
    void ifArithmetic(String condition) {
        assertEquals("yes", decide("", condition), condition);
    }

    @Test
    void macrosInConditions() {
        assertEquals("yes", decide("#define V 3\n#define TWICE(x) ((x) * 2)\n", "TWICE(V) == 6"));
        assertEquals("yes", decide("#define E\n", "E 1"), "an empty macro");
    }

    @Test
    void conditionalErrors() {
        assertEquals("t.c:1:1: unterminated #if", error("#if 1\nx\n"));
        assertEquals("t.c:2:1: unterminated #ifndef", error("x\n#ifndef G\n#if 0\n#endif\n"));
        assertEquals("t.c:1:1: #else without #if", error("#else\n"));
        assertEquals("t.c:1:1: #elif without #if", error("#elif 1\n"));
        assertEquals("t.c:1:1: #endif without #if", error("#endif\n"));
        assertEquals("t.c:3:1: #else after #else", error("#if 1\n#else\n#else\n#endif\n"));
        assertEquals("t.c:3:1: #elif after #else", error("#if 1\n#else\n#elif 1\n#endif\n"));
        assertEquals("t.c:1:1: no macro name given in #ifdef directive", error("#ifdef\n#endif\n"));
        assertEquals("t.c:1:9: macro names must be identifiers", error("#ifndef 3\n#endif\n"));
        assertEquals("t.c:1:2: invalid preprocessing directive #foo", error("#foo\n"));
    }

    @Test
    void ifExpressionErrors() {
        assertEquals("t.c:1:6: division by zero in #if", error("#if 1/0\n#endif"));
        assertEquals("t.c:2:9: division by zero in #elif", error("#if 0\n#elif 1 % (2-2)\n#endif"));
        assertEquals("t.c:1:1: #if with no expression", error("#if\n#endif"));
        assertEquals("t.c:2:1: #if with no expression", error("#define E\n#if E\n#endif"));
        assertEquals("t.c:1:7: missing binary operator before token \"2\"", error("#if 1 2\n#endif"));
        assertEquals("t.c:1:8: missing binary operator before token \"(\"", error("#if foo(1)\n#endif"));
        assertEquals("t.c:1:5: missing ')' in #if expression", error("#if (1 + 2\n#endif"));
        assertEquals("t.c:1:8: missing ')' in #if expression", error("#if (1 2\n#endif"));
        assertEquals("t.c:1:6: missing '(' in #if expression", error("#if 1)\n#endif"));
        assertEquals("t.c:1:7: #if expression ends after \"+\"", error("#if 1 +\n#endif"));
        assertEquals("t.c:1:5: floating constant in #if expression", error("#if 1.0\n#endif"));
        assertEquals("t.c:1:5: invalid integer constant \"12abc\"", error("#if 12abc\n#endif"));
        assertEquals("t.c:1:5: invalid digit \"8\" in octal constant", error("#if 08\n#endif"));
        assertEquals("t.c:1:5: integer constant \"18446744073709551616\" is too large for its type",
                error("#if 18446744073709551616\n#endif"));
        assertEquals("t.c:1:5: token \"\"s\"\" is not valid in #if expressions", error("#if \"s\"\n#endif"));
        assertEquals("t.c:1:7: token \"=\" is not valid in #if expressions", error("#if 1 = 1\n#endif"));
        assertEquals("t.c:1:7: '?' without ':' in #if expression", error("#if 1 ? 2\n#endif"));
        assertEquals("t.c:1:11: expected ':' in #if expression", error("#if 1 ? 2 3\n#endif"));
    }
}
