package effigy.lang.c.sema;

import static effigy.lang.c.CTesting.typeOf;
import static effigy.lang.c.CTesting.typed;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Types of expressions with bit-fields and with GNU C's {@code void *} arithmetic, as gcc gives them: a
 * bit-field narrower than {@code int} is an {@code int} once read (whatever its declared type: unsigned,
 * {@code long}, {@code _Bool}, an enum), also as the value of an assignment, {@code ++} or compound assignment
 * to it; a 32-bit one of type {@code unsigned} or {@code unsigned long} is {@code unsigned int}, a wider one keeps
 * its type. {@code void *} arithmetic has element size 1 and {@code sizeof(void)} is 1.
 */
class BitFieldsAndVoidPointerTest {
    private static final String DECLS = """
            enum E { A, B } ;
            struct S { unsigned u3 : 3; int i5 : 5; unsigned u32 : 32; unsigned long ul32 : 32; long l32 : 32;
                       unsigned long ul40 : 40; _Bool b : 1; enum E e : 2; long l : 7; char c : 8; } s, *sp;
            void *vp, *vq; const void *cvp; char *str; int f(void);
            """;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "=>", quoteCharacter = '`', value = {
            "s.u3          => int",
            "s.u3 + 0u     => unsigned int",
            "s.u3 - 1      => int",
            "s.i5          => int",
            "s.u32         => unsigned int",
            "s.ul32        => unsigned int",
            "s.l32         => int",
            "s.ul40        => unsigned long",
            "s.b           => int",
            "s.e           => int",
            "s.l           => int",
            "s.c           => int",
            "sp->u3        => int",
            "s.u3 = 9      => int",
            "s.u3++        => int",
            "s.u3 += 2     => int",
            "s.u32 = 1     => unsigned int",
            "vp + 1        => void *",
            "1 + vp        => void *",
            "vp - 1        => void *",
            "cvp + 2       => const void *",
            "vp - vq       => long",
            "vp++          => void *",
            "vp += 3       => void *",
            "sizeof(void)  => unsigned long",
            "f + 1         => int (*)(void)",
    })
    void types(String expression, String type) {
        assertEquals(type, typeOf(DECLS, expression));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "=>", quoteCharacter = '`', value = {
            "sizeof(void)  => (unsigned long)1",
            "sizeof(*vp)   => (unsigned long)1",
            "sizeof f      => (unsigned long)1",
            "sizeof(int (void)) => (unsigned long)1",
    })
    void gnuSizes(String expression, String tree) {
        assertEquals(tree, typed(DECLS, expression));
    }
}
