package effigy.lang.c.sema;

import effigy.lang.c.types.IntegerType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigInteger;

import static effigy.lang.c.CTesting.expr;
import static effigy.lang.c.CTesting.typeOf;
import static effigy.lang.c.CTesting.typed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Types and explicit conversions of expressions: promotions, usual arithmetic conversions, decay, folding. */
class ExpressionTypingTest {
    private static final String DECLS = """
            _Bool b; char c; signed char sc; unsigned char uc; short s; unsigned short us;
            int i; unsigned u; long l; unsigned long ul; long long ll; unsigned long long ull;
            enum E { ZERO, ONE, BIG = 100 } e;
            int a[10]; int m[2][3]; int *p, *q; const int *cp; void *vp; char *str;
            struct S { char c; int x; int arr[4]; } st, *sp;
            const struct S cst;
            int f(int, char); int (*fp)(int, char); int unproto(); int vf(const char *, ...);
            """;

    private static String type(String e) { return typeOf(DECLS, e); }

    private static String tree(String e) { return typed(DECLS, e); }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "=>", quoteCharacter = '`', value = {
            "uc + i        => int",
            "uc + uc       => int",
            "c + c         => int",
            "b + b         => int",
            "s * us        => int",
            "i + u         => unsigned int",
            "u + i         => unsigned int",
            "l + u         => long",
            "ul + ll       => unsigned long long",
            "ll + ul       => unsigned long long",
            "l + ul        => unsigned long",
            "i + ull       => unsigned long long",
            "u + ll        => long long",
            "e + 1         => int",
            "e + u         => unsigned int",
            "i << l        => int",
            "uc << 1       => int",
            "u >> i        => unsigned int",
            "~uc           => int",
            "-u            => unsigned int",
            "-c            => int",
            "+s            => int",
            "!p            => int",
            "i < u         => int",
            "p == q        => int",
            "p && i        => int",
            "i ? l : u     => long",
            "i ? p : 0     => int *",
            "i ? p : vp    => void *",
            "i ? cp : p    => const int *",
            "i ? st : st   => struct S",
            "sizeof i      => unsigned long",
            "p - q         => long",
            "p + 1         => int *",
            "1 + p         => int *",
            "a + 1         => int *",
            "&a            => int (*)[10]",
            "&a[1]         => int *",
            "m[1]          => int *",
            "&m[1]         => int (*)[3]",
            "*m            => int *",
            "&st           => struct S *",
            "sp->arr       => int *",
            "&cst.x        => const int *",
            "f             => int (*)(int, char)",
            "&f            => int (*)(int, char)",
            "*f            => int (*)(int, char)",
            "f(1, 2)       => int",
            "fp(1, 2)      => int",
            "(*fp)(1, 2)   => int",
            "\"abc\"       => char *",
            "\"abc\"[1]    => char",
            "(char)i       => char",
            "(long)p       => long",
            "(void)i       => void",
            "c = 1         => char",
            "uc += 300     => unsigned char",
            "p++           => int *",
            "b--           => _Bool",
            "(i, l)        => long",
            "__func__      => const char *",
            "ZERO          => int",
    })
    void typesOfExpressions(String expression, String expected) {
        assertEquals(expected, type(expression));
    }

    @Test
    void everyImplicitConversionIsACast() {
        assertEquals("(+ (int (load uc)) (load i))", tree("uc + i"));
        assertEquals("(+ (unsigned int (load i)) (load u))", tree("i + u"));
        assertEquals("(+ (load l) (long (load u)))", tree("l + u"));
        assertEquals("(+ (unsigned long long (load ul)) (unsigned long long (load ll)))", tree("ul + ll"));
        assertEquals("(<< (int (load c)) (load l))", tree("c << l"), "shift operands are promoted separately");
        assertEquals("(< (unsigned int (load i)) (load u))", tree("i < u"));
        assertEquals("(&& (_Bool (load p)) (_Bool (load i)))", tree("p && i"));
        assertEquals("(! (_Bool (load p)))", tree("!p"));
        assertEquals("(~ (int (load uc)))", tree("~uc"));
        assertEquals("(? (_Bool (load i)) (load l) (long (load u)))", tree("i ? l : u"));
    }

    @Test
    void minusOneLessThanOneUnsignedComparesAsUnsigned() {
        TypedExpr.IntConstant c = assertInstanceOf(TypedExpr.IntConstant.class, expr(DECLS, "-1 < 1u"));
        assertEquals(BigInteger.ZERO, c.value());
        assertEquals("(< (unsigned int (- (load i))) (unsigned int)1)", tree("-i < 1u"));
        assertEquals("(< (- (load i)) 1)", tree("-i < 1"));
    }

    @Test
    void arrayAndFunctionDecay() {
        assertEquals("(+p (decay a) (long)1 4)", tree("a + 1"));
        assertEquals("(load (* (+p (decay a) (long (load i)) 4)))", tree("a[i]"));
        assertEquals("(load (* (+p (decay a) (long (load i)) 4)))", tree("i[a]"));
        assertEquals("(load (* (+p (decay (* (+p (decay m) (long)1 12))) (long)2 4)))", tree("m[1][2]"));
        assertEquals("(call f 1 (char)2)", tree("f(1, 2)"));
        assertEquals("(call (load fp) 1 (char)2)", tree("fp(1, 2)"));
        assertEquals("(call (decay (* (load fp))) 1 (char)2)", tree("(*fp)(1, 2)"));
        assertEquals("(& a)", tree("&a"));
        assertEquals("(+p (decay a) (long)1 4)", tree("&a[1]"), "&*x is x");
        assertEquals("(load p)", tree("&*p"));
    }

    @Test
    void membersThroughDotAndArrow() {
        assertEquals("(load (. st x))", tree("st.x"));
        assertEquals("(load (. (* (load sp)) x))", tree("sp->x"));
        assertEquals("(load (* (+p (decay (. (* (load sp)) arr)) (long)2 4)))", tree("sp->arr[2]"));
        TypedExpr.Member m = assertInstanceOf(TypedExpr.Member.class,
                assertInstanceOf(TypedExpr.Load.class, expr(DECLS, "cst.x")).lvalue());
        assertTrue(m.type().isConst(), "the member of a const struct is const");
        assertEquals(4, m.field().offset());
    }

    @Test
    void pointerArithmeticCarriesTheElementSize() {
        assertEquals("(+p (load sp) (long)1 24)", tree("sp + 1"));
        assertEquals("(-p (load p) (long (load u)) 4)", tree("p - u"));
        assertEquals("(p-p (load p) (load q) 4)", tree("p - q"));
        assertEquals("(+p (load str) (long (load c)) 1)", tree("str + c"));
    }

    @Test
    void assignmentsConvertToTheTargetType() {
        assertEquals("(= c (char (load i)))", tree("c = i"));
        assertEquals("(= c (char)44)", tree("c = 300"));
        assertEquals("(= u (unsigned int)4294967295)", tree("u = -1"));
        assertEquals("(= p (int * 0))", tree("p = 0"));
        assertEquals("(= vp (void * (load p)))", tree("vp = p"));
        assertEquals("(= p (int * (load vp)))", tree("p = vp"));
        assertEquals("(= b (_Bool (load p)))", tree("b = p"));
        assertEquals("(= b (_Bool)1)", tree("b = 256"));
        assertEquals("(= st (load (* (load sp))))", tree("st = *sp"));
        assertEquals("(= cp (const int * (load p)))", tree("cp = p"));
    }

    @Test
    void compoundAssignmentsAndIncrementsMakeEveryStepExplicit() {
        assertEquals("(update uc (unsigned char (+ (int old) (load i))))", tree("uc += i"));
        assertEquals("(update u (+ old (unsigned int (load i))))", tree("u += i"));
        assertEquals("(update c (char (<< (int old) 1)))", tree("c <<= 1"));
        assertEquals("(update l (long (/ (unsigned long old) (load ul))))", tree("l /= ul"));
        assertEquals("(post-update i (+ old 1))", tree("i++"));
        assertEquals("(update s (short (- (int old) 1)))", tree("--s"));
        assertEquals("(post-update p (+p old (long)1 4))", tree("p++"));
        assertEquals("(update p (-p old (long)3 4))", tree("p -= 3"));
        assertEquals("(post-update b (_Bool (+ (int old) 1)))", tree("b++"));
        TypedExpr.Update up = assertInstanceOf(TypedExpr.Update.class, expr(DECLS, "uc += i"));
        assertEquals(IntegerType.INT, up.operationType());
        assertEquals(TypedExpr.Update.Kind.COMPOUND_ASSIGN, up.kind());
        assertFalse(up.yieldsOldValue());
        assertTrue(assertInstanceOf(TypedExpr.Update.class, expr(DECLS, "i--")).yieldsOldValue());
    }

    @Test
    void argumentsConvertByPrototypeOrDefaultPromotions() {
        assertEquals("(call unproto (int (load c)) (load l))", tree("unproto(c, l)"));
        assertEquals("(call vf (const char * (decay .str0)) (int (load uc)) (load u) (int (load b)))",
                tree("vf(\"x\", uc, u, b)"));
    }

    @Test
    void constantExpressionsFold() {
        assertEquals("7", tree("1 + 2 * 3"));
        assertEquals("(unsigned int)4294967295", tree("(unsigned)-1"));
        assertEquals("(long)-2147483648", tree("-2147483648"));
        assertEquals("-2147483648", tree("-2147483647 - 1"));
        assertEquals("(unsigned long)40", tree("sizeof a"));
        assertEquals("(unsigned long)8", tree("sizeof(a + 1)"));
        assertEquals("(unsigned long)24", tree("sizeof(struct S)"));
        assertEquals("(unsigned long)4", tree("sizeof \"abc\""));
        assertEquals("(unsigned long)12", tree("__builtin_offsetof(struct S, arr[1])"));
        assertEquals("(unsigned long)4", tree("__builtin_offsetof(struct S, x)"));
        assertEquals("100", tree("BIG"));
        assertEquals("1", tree("1 ? 1 : 2 < 1"));
        assertEquals("0", tree("ONE && 0"));
        assertEquals("(char)-1", tree("(char)255"));
        assertEquals("-1", tree("'\\xff'"));
        assertEquals("(unsigned int)0", tree("0u - 0u"));
        assertEquals("(unsigned int)4294967295", tree("0u - 1u"));
        assertEquals("-4", tree("-7 / 2 - 1"));
        assertEquals("-1", tree("-7 % 2"));
        assertEquals("-4", tree("-7 >> 1"));
    }

    @Test
    void undefinedConstantOperationsStayUnfolded() {
        assertEquals("(+ 2147483647 1)", tree("2147483647 + 1"));
        assertEquals("(/ 1 0)", tree("1 / 0"));
        assertEquals("(<< 1 32)", tree("1 << 32"));
        assertEquals("(<< 1 31)", tree("1 << 31"));
        assertEquals("(<< -1 1)", tree("-1 << 1"));
        assertEquals("(- -2147483648)", tree("-(-2147483647 - 1)"));
        assertEquals("(unsigned int)2147483648", tree("1u << 31"));
    }

    @Test
    void lvaluesAreMarked() {
        assertTrue(assertInstanceOf(TypedExpr.Load.class, expr(DECLS, "*p")).lvalue().isLvalue());
        assertFalse(expr(DECLS, "i + 1").isLvalue());
        assertFalse(expr(DECLS, "f").isLvalue());
    }
}
