package effigy.lang.c.sema;

import effigy.lang.c.CTesting;
import effigy.lang.c.types.PointerType;
import effigy.lang.c.types.StructType;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** File-scope declarations, linkage, tags, enums and initializers. */
class DeclarationsTest {

    private static String init(CProgram p, String global) {
        return p.global(global).orElseThrow().initializer().map(TypedPrinter::print).orElse("zero");
    }

    @Test
    void tentativeDefinitionsExternsAndLinkage() {
        CProgram p = CTesting.analyze("""
                int a; int a; int a = 3;
                int b;
                extern int c;
                extern int d; int d = 1;
                static int e; extern int e;
                int use(void) { return a + b + c + d + e; }
                """);
        assertEquals(List.of("a", "b", "d", "e"), p.staticObjects().stream().map(o -> o.variable().name()).toList());
        assertEquals("3", init(p, "a"));
        assertEquals("zero", init(p, "b"));
        assertEquals(List.of("c"), p.externalObjects().stream().map(Variable::name).toList());
        assertEquals(Linkage.INTERNAL, p.global("e").orElseThrow().variable().linkage());
        assertEquals(Linkage.EXTERNAL, p.global("a").orElseThrow().variable().linkage());
    }

    @Test
    void functionsPrototypesAndImplicitDeclarations() {
        CProgram p = CTesting.analyze("""
                int f();
                int f(int x) { return x; }
                static int helper(void);
                int main(void) { return f(1) + helper() + undeclared(2, 3); }
                static int helper(void) { return 0; }
                """);
        Function f = p.function("f").orElseThrow().function();
        assertEquals("int (int)", f.type().spelling(), "the composite type has the prototype");
        assertEquals(Linkage.INTERNAL, p.function("helper").orElseThrow().function().linkage());
        Function implicit = p.externalFunctions().get(0);
        assertEquals("undeclared", implicit.name());
        assertTrue(implicit.isImplicit());
        assertEquals("int ()", implicit.type().spelling());
        assertEquals(List.of("f", "main", "helper"), p.functions().stream().map(d -> d.function().name()).toList());
    }

    @Test
    void enumeratorsCountFromTheLastValue() {
        CProgram p = CTesting.analyze("enum { A = 5, B, C = -1, D, E = B + D }; int v[] = { A, B, C, D, E };");
        assertEquals("{[0]=5, [1]=6, [2]=-1, [3]=0, [4]=6}", init(p, "v"));
    }

    @Test
    void structTagsAreScopedAndCompletedLater() {
        CProgram p = CTesting.analyze("""
                struct node;
                struct node *head;
                struct node { int value; struct node *next; };
                int sum(void) {
                  struct node { char different; } local;
                  return head->value + head->next->value + local.different;
                }
                unsigned long size = sizeof(struct node);
                """);
        PointerType head = assertInstanceOf(PointerType.class, p.global("head").orElseThrow().variable().type());
        StructType node = assertInstanceOf(StructType.class, head.pointee());
        assertTrue(node.isComplete());
        assertEquals(16, node.size());
        assertEquals(head, node.field("next").orElseThrow().type());
        assertEquals("(unsigned long)16", init(p, "size"));
    }

    @Test
    void typedefsMayBeRepeatedWithTheSameType() {
        CTesting.analyze("typedef unsigned long size_t; typedef unsigned long size_t; size_t n;");
    }

    @Test
    void bracesAreElidedAndDesignatorsMoveTheCurrentObject() {
        CProgram p = CTesting.analyze("""
                struct P { int x, y; };
                struct R { struct P a, b; int tag[2]; };
                struct R r1 = { 1, 2, 3, 4, 5, 6 };
                struct R r2 = { .b.y = 7, 8, 9 };
                struct R r3 = { .tag = {1}, .a = {2} };
                struct R r4 = { {1}, 2, 3 };
                int arr[5] = { [3] = 3, 4, [1] = 1 };
                int grid[2][3] = { 1, 2, 3, 4 };
                int grid2[2][3] = { {1}, {4, 5} };
                int override[3] = { [0] = 1, [0] = 2 };
                int scalar = { 7 };
                int empty[2] = {};
                """);
        assertEquals("{.a={.x=1, .y=2}, .b={.x=3, .y=4}, .tag={[0]=5, [1]=6}}", init(p, "r1"));
        assertEquals("{.b={.y=7}, .tag={[0]=8, [1]=9}}", init(p, "r2"));
        assertEquals("{.a={.x=2}, .tag={[0]=1}}", init(p, "r3"));
        assertEquals("{.a={.x=1}, .b={.x=2, .y=3}}", init(p, "r4"));
        assertEquals("{[1]=1, [3]=3, [4]=4}", init(p, "arr"));
        assertEquals("{[0]={[0]=1, [1]=2, [2]=3}, [1]={[0]=4}}", init(p, "grid"));
        assertEquals("{[0]={[0]=1}, [1]={[0]=4, [1]=5}}", init(p, "grid2"));
        assertEquals("{[0]=2}", init(p, "override"));
        assertEquals("7", init(p, "scalar"));
        assertEquals("{}", init(p, "empty"));
    }

    @Test
    void unionsKeepTheLastInitializedMember() {
        CProgram p = CTesting.analyze("""
                union U { int i; char c[4]; };
                union U u1 = { 5 };
                union U u2 = { .c = "ab" };
                union U u3 = { .i = 1, .c = {1} };
                """);
        assertEquals("{.i=5}", init(p, "u1"));
        assertEquals("{.c=\"ab\\x00\"}", init(p, "u2"));
        assertEquals("{.c={[0]=(char)1}}", init(p, "u3"));
    }

    @Test
    void stringsInitializeCharArrays() {
        CProgram p = CTesting.analyze("""
                char s1[5] = "abc";
                char s2[3] = "abc";
                char s3[] = { "ab" };
                struct { char name[4]; int v; } named[] = { "ab", 1, "cd", 2 };
                const char *ptrs[] = { "x", 0 };
                """);
        assertEquals("\"abc\\x00\"", init(p, "s1"));
        assertEquals("\"abc\"", init(p, "s2"), "no room for the NUL: none");
        assertEquals("char [3]", p.global("s3").orElseThrow().variable().type().spelling());
        assertEquals("{[0]={.name=\"ab\\x00\", .v=1}, [1]={.name=\"cd\\x00\", .v=2}}", init(p, "named"));
        assertEquals("<anonymous> [2]", p.global("named").orElseThrow().variable().type().spelling().replace("struct ", ""));
        assertEquals("{[0]=(const char * (decay .str0)), [1]=(const char * 0)}", init(p, "ptrs"));
    }

    @Test
    void staticInitializersMayBeAddressConstants() {
        CProgram p = CTesting.analyze("""
                int x, a[4];
                struct S { int f; int g[2]; } s;
                int f(void);
                int *px = &x;
                int *pa = a + 2;
                int *pe = &a[3];
                int *pg = &s.g[1];
                int (*pf)(void) = f;
                int (*pf2)(void) = &f;
                char *str = "s";
                void *nothing = 0;
                long big = 1L << 40;
                """);
        assertEquals("(& x)", init(p, "px"));
        assertEquals("(+p (decay a) (long)2 4)", init(p, "pa"));
        assertEquals("(+p (decay a) (long)3 4)", init(p, "pe"));
        assertEquals("(+p (decay (. s g)) (long)1 4)", init(p, "pg"));
        assertEquals("(decay f)", init(p, "pf"));
        assertEquals("(& f)", init(p, "pf2"));
        assertEquals("(long)1099511627776", init(p, "big"));
    }

    @Test
    void automaticInitializersNeedNotBeConstant() {
        FunctionDefinition f = CTesting.analyze("int g(int n) { int a[3] = { n, n + 1 }; struct { int x; } s = { n }; return a[0]; }")
                .function("g").orElseThrow();
        TypedStmt.Declare d = (TypedStmt.Declare) f.body().statements().get(0);
        assertEquals("{[0]=(load n), [1]=(+ (load n) 1)}", TypedPrinter.print(d.initializer().orElseThrow()));
    }
}
