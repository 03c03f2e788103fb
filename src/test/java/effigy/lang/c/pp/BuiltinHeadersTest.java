package effigy.lang.c.pp;

import static effigy.lang.c.pp.PPTesting.expand;
import static effigy.lang.c.pp.PPTesting.pp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.lang.c.CToken;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The built-in headers preprocess, and their macros have x86-64 Linux values. */
class BuiltinHeadersTest {
    static final List<String> HEADERS = BuiltinHeaders.NAMES;

    @ParameterizedTest
    @FieldSource("HEADERS")
    void everyHeaderPreprocessesAndCanBeIncludedTwice(String name) {
        List<CToken> once = pp("#include <" + name + ">\n");
        List<CToken> twice = pp("#include <" + name + ">\n#include \"" + name + "\"\n");
        if (name.equals("assert.h")) {
            assertEquals(2 * (once.size() - 1), twice.size() - 1, "assert.h has no guard, by design");
        } else {
            assertEquals(PPTesting.texts(once), PPTesting.texts(twice));
        }
        for (CToken t : once.subList(0, once.size() - 1)) assertEquals("<built-in>/" + name, t.span().file().name());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "CHAR_BIT == 8 && SCHAR_MIN == -128 && SCHAR_MAX == 127 && UCHAR_MAX == 255",
            "CHAR_MIN == SCHAR_MIN && CHAR_MAX == SCHAR_MAX && CHAR_MIN < 0",
            "SHRT_MIN == -32768 && SHRT_MAX == 32767 && USHRT_MAX == 65535",
            "INT_MIN == -2147483648 && INT_MAX == 2147483647 && UINT_MAX == 4294967295",
            "LONG_MIN == -9223372036854775807 - 1 && LONG_MAX == 9223372036854775807",
            "ULONG_MAX == 18446744073709551615 && ULONG_MAX > 0 && LLONG_MIN < 0 && LLONG_MAX == LONG_MAX",
            "ULLONG_MAX == ULONG_MAX",
            "INT8_MIN == -128 && INT8_MAX == 127 && UINT8_MAX == 255 && INT16_MIN == SHRT_MIN && UINT16_MAX == 65535",
            "INT32_MIN == INT_MIN && INT32_MAX == INT_MAX && UINT32_MAX == UINT_MAX",
            "INT64_MIN == LONG_MIN && INT64_MAX == LONG_MAX && UINT64_MAX == ULONG_MAX",
            "INTPTR_MAX == LONG_MAX && UINTPTR_MAX == ULONG_MAX && INTMAX_MIN == LONG_MIN && UINTMAX_MAX == SIZE_MAX",
            "PTRDIFF_MIN == LONG_MIN && PTRDIFF_MAX == LONG_MAX && SIZE_MAX == 18446744073709551615",
            "EXIT_SUCCESS == 0 && EXIT_FAILURE == 1 && RAND_MAX == INT_MAX && EOF == -1",
            "true == 1 && false == 0 && __bool_true_false_are_defined"})
    void macroValues(String condition) {
        String includes = "#include <limits.h>\n#include <stdint.h>\n#include <stdlib.h>\n#include <stdio.h>\n#include <stdbool.h>\n";
        String text = expand(includes + "#if " + condition + "\nyes\n#else\nno\n#endif\n");
        assertTrue(text.endsWith("; yes"), condition);
    }

    @Test
    void assertExpandsToACallWithTheUsersPosition() {
        List<CToken> ts = pp("#include <assert.h>\nint f(int x) {\n  assert(x > 0);\n}\n");
        String text = PPTesting.texts(ts);
        assertTrue(text.endsWith("{ ( ( x > 0 ) ? ( void ) 0 : __assert_fail ( \"x > 0\" , \"t.c\" , 3 , __func__ ) ) ; }"), text);
        CToken call = ts.stream().filter(t -> t.text().equals("__assert_fail")).reduce((a, b) -> b).orElseThrow();
        assertEquals("assert", call.expandedFrom());
        assertEquals("t.c:3:3", call.span().where());
        assertEquals("assert(x > 0)", call.span().text());
    }

    @Test
    void assertHonoursNdebugAtEachInclusion() {
        assertEquals("( ( void ) 0 ) ;", expand("#define NDEBUG\n#include <assert.h>\nassert(1/0);"));
        String again = expand("#define NDEBUG\n#include <assert.h>\n#undef NDEBUG\n#include <assert.h>\nassert(y);");
        assertTrue(again.endsWith("( ( y ) ? ( void ) 0 : __assert_fail ( \"y\" , \"t.c\" , 5 , __func__ ) ) ;"), again);
    }

    @Test
    void stddefMacros() {
        String text = expand("#include <stddef.h>\noffsetof(struct s, m) NULL");
        assertTrue(text.endsWith("; __builtin_offsetof ( struct s , m ) ( ( void * ) 0 )"), text);
        assertTrue(text.startsWith("typedef long unsigned int size_t ; typedef long int ptrdiff_t ;"), text);
    }

    @Test
    void effigyHeaderDeclaresTheIntrinsics() {
        String text = expand("#include <effigy.h>");
        for (String name : List.of("__VERIFIER_nondet_int", "__VERIFIER_nondet_uint", "__VERIFIER_nondet_char",
                "__VERIFIER_nondet_uchar", "__VERIFIER_nondet_short", "__VERIFIER_nondet_ushort", "__VERIFIER_nondet_long",
                "__VERIFIER_nondet_ulong", "__VERIFIER_nondet_bool", "__VERIFIER_nondet__Bool", "__VERIFIER_nondet_longlong",
                "__VERIFIER_nondet_ulonglong", "__VERIFIER_nondet_size_t", "__VERIFIER_nondet_pointer", "__VERIFIER_assume",
                "__VERIFIER_assert", "reach_error", "__VERIFIER_error", "effigy_symbolic", "effigy_invariant")) {
            assertTrue(text.contains(" " + name + " ( "), name);
        }
        assertTrue(text.contains("int __VERIFIER_nondet_int ( void ) ;"));
    }
}
