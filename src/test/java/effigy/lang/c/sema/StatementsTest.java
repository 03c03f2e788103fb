package effigy.lang.c.sema;

import effigy.lang.c.CTesting;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Statements after analysis: switch cases, labels, loops, static locals, declarations, pragmas. */
class StatementsTest {

    private static FunctionDefinition function(String text, String name) {
        return CTesting.analyze(text).function(name).orElseThrow();
    }

    /** Every statement of a tree, depth first (a statement before its sub-statements). */
    private static List<TypedStmt> all(TypedStmt root) {
        List<TypedStmt> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(TypedStmt s, List<TypedStmt> out) {
        out.add(s);
        if (s instanceof TypedStmt.Block b) b.statements().forEach(t -> collect(t, out));
        else if (s instanceof TypedStmt.If i) {
            collect(i.then(), out);
            i.otherwise().ifPresent(t -> collect(t, out));
        } else if (s instanceof TypedStmt.While w) collect(w.body(), out);
        else if (s instanceof TypedStmt.DoWhile d) collect(d.body(), out);
        else if (s instanceof TypedStmt.For f) {
            f.init().forEach(t -> collect(t, out));
            collect(f.body(), out);
        } else if (s instanceof TypedStmt.Switch w) collect(w.body(), out);
        else if (s instanceof TypedStmt.CaseLabel c) collect(c.statement(), out);
        else if (s instanceof TypedStmt.Labeled l) collect(l.statement(), out);
        else if (s instanceof TypedStmt.Annotated a) collect(a.statement(), out);
    }

    private static <T extends TypedStmt> List<T> all(TypedStmt root, Class<T> kind) {
        return all(root).stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    @Test
    void switchListsItsCasesWithFallthroughAndLabelsAnywhere() {
        FunctionDefinition f = function("""
                int g(int x) {
                  int r = 0;
                  switch (x) {
                    case 1: r = 1;
                    case 2: r += 2; break;
                    default: r = -1;
                    case 'a': { if (r) { case 10: r = 10; } }
                  }
                  return r;
                }
                """, "g");
        TypedStmt.Switch sw = all(f.body(), TypedStmt.Switch.class).get(0);
        assertEquals("[case 1, case 2, default, case 97, case 10]", sw.cases().toString());
        assertTrue(sw.defaultCase().isPresent());
        List<TypedStmt.CaseLabel> labels = all(sw.body(), TypedStmt.CaseLabel.class);
        assertEquals(5, labels.size());
        for (int i = 0; i < 5; i++) assertSame(sw.cases().get(i), labels.get(i).label());
    }

    @Test
    void nestedSwitchesKeepTheirOwnCases() {
        FunctionDefinition f = function("""
                void g(int x, int y) {
                  switch (x) { case 1: switch (y) { case 1: case 2: break; } case 2: break; }
                }
                """, "g");
        List<TypedStmt.Switch> switches = all(f.body(), TypedStmt.Switch.class);
        assertEquals("[case 1, case 2]", switches.get(0).cases().toString());
        assertEquals("[case 1, case 2]", switches.get(1).cases().toString());
        assertFalse(switches.get(0).cases().contains(switches.get(1).cases().get(0)));
    }

    @Test
    void duffsDevice() {
        FunctionDefinition f = function("""
                void copy(char *to, char *from, int count) {
                  int n = (count + 7) / 8;
                  switch (count % 8) {
                  case 0: do { *to++ = *from++;
                  case 7:      *to++ = *from++;
                  case 6:      *to++ = *from++;
                  case 5:      *to++ = *from++;
                  case 4:      *to++ = *from++;
                  case 3:      *to++ = *from++;
                  case 2:      *to++ = *from++;
                  case 1:      *to++ = *from++;
                          } while (--n > 0);
                  }
                }
                """, "copy");
        TypedStmt.Switch sw = all(f.body(), TypedStmt.Switch.class).get(0);
        assertEquals("[case 0, case 7, case 6, case 5, case 4, case 3, case 2, case 1]", sw.cases().toString());
        assertEquals(7, all(all(sw.body(), TypedStmt.DoWhile.class).get(0).body(), TypedStmt.CaseLabel.class).size());
    }

    @Test
    void caseValuesAreConvertedToThePromotedControllingType() {
        FunctionDefinition f = function("""
                void g(unsigned u, char c) {
                  switch (u) { case -1: break; }
                  switch (c) { case 300: break; }
                }
                """, "g");
        List<TypedStmt.Switch> switches = all(f.body(), TypedStmt.Switch.class);
        assertEquals(Optional.of(new BigInteger("4294967295")), switches.get(0).cases().get(0).value());
        assertEquals(Optional.of(BigInteger.valueOf(300)), switches.get(1).cases().get(0).value());
        assertEquals("(int (load c))", TypedPrinter.print(switches.get(1).value()));
    }

    @Test
    void gotosResolveToTheirLabelsForwardAndBackward() {
        FunctionDefinition f = function("""
                int g(int n) {
                  goto done;
                again:
                  n--;
                  if (n > 0) goto again;
                done:
                  return n;
                }
                """, "g");
        assertEquals(List.of("again", "done"), f.labels().stream().map(Label::name).toList());
        List<TypedStmt.Goto> gotos = all(f.body(), TypedStmt.Goto.class);
        List<TypedStmt.Labeled> labeled = all(f.body(), TypedStmt.Labeled.class);
        assertSame(labeled.get(1).label(), gotos.get(0).label());
        assertSame(labeled.get(0).label(), gotos.get(1).label());
        assertEquals(3, labeled.get(0).label().span().line());
    }

    @Test
    void staticLocalsAreStaticObjectsNotStatements() {
        CProgram p = CTesting.analyze("""
                int counter(void) { static int n = 5; int local = 1; return ++n + local; }
                int other(void) { static int n; return n; }
                """);
        List<ObjectDefinition> statics = p.staticObjects().stream()
                .filter(o -> o.variable().kind() == Variable.Kind.STATIC_LOCAL).toList();
        assertEquals(2, statics.size());
        assertEquals("5", TypedPrinter.print(statics.get(0).initializer().orElseThrow()));
        assertTrue(statics.get(1).initializer().isEmpty(), "zero-initialized");
        assertFalse(statics.get(0).variable() == statics.get(1).variable());
        FunctionDefinition counter = p.function("counter").orElseThrow();
        assertEquals(List.of("local"), counter.locals().stream().map(Variable::name).toList());
        assertEquals(1, all(counter.body(), TypedStmt.Declare.class).size());
        assertInstanceOf(TypedStmt.Null.class, counter.body().statements().get(0));
    }

    @Test
    void shadowingMakesDistinctVariables() {
        FunctionDefinition f = function("""
                int g(int x) {
                  int y = x;
                  { int x = 2; y += x; }
                  for (int x = 0; x < 3; x++) y += x;
                  return x + y;
                }
                """, "g");
        List<Variable> xs = new ArrayList<>(f.parameters());
        f.locals().stream().filter(v -> v.name().equals("x")).forEach(xs::add);
        assertEquals(3, xs.size());
        assertEquals(3, xs.stream().map(Variable::id).distinct().count());
        assertEquals(Variable.Kind.PARAMETER, xs.get(0).kind());
        TypedStmt.For loop = all(f.body(), TypedStmt.For.class).get(0);
        TypedStmt.Declare init = assertInstanceOf(TypedStmt.Declare.class, loop.init().get(0));
        assertSame(xs.get(2), init.variable());
        TypedStmt.Return ret = all(f.body(), TypedStmt.Return.class).get(0);
        TypedExpr.Binary sum = assertInstanceOf(TypedExpr.Binary.class, ret.value().orElseThrow());
        TypedExpr.VariableRef x = assertInstanceOf(TypedExpr.VariableRef.class,
                assertInstanceOf(TypedExpr.Load.class, sum.left()).lvalue());
        assertSame(xs.get(0), x.variable(), "the parameter is visible again after the blocks");
    }

    @Test
    void returnValuesAreConverted() {
        FunctionDefinition f = function("char g(void) { return 300; } void v(void); void h(void) { return v(); }", "g");
        assertEquals("(char)44", TypedPrinter.print(all(f.body(), TypedStmt.Return.class).get(0).value().orElseThrow()));
    }

    @Test
    void conditionsAreTestedAgainstZeroExplicitly() {
        FunctionDefinition f = function("void g(int *p, long n) { while (n) n--; if (p) n = 0; do ; while (p && n); for (;;) break; }", "g");
        assertEquals("(_Bool (load n))", TypedPrinter.print(all(f.body(), TypedStmt.While.class).get(0).condition()));
        assertEquals("(_Bool (load p))", TypedPrinter.print(all(f.body(), TypedStmt.If.class).get(0).condition()));
        assertEquals("(_Bool (&& (_Bool (load p)) (_Bool (load n))))",
                TypedPrinter.print(all(f.body(), TypedStmt.DoWhile.class).get(0).condition()));
        assertTrue(all(f.body(), TypedStmt.For.class).get(0).condition().isEmpty());
    }

    @Test
    void pragmasReachTheTypedTree() {
        FunctionDefinition f = function("""
                int g(int n) {
                  int s = 0;
                #pragma loopbound min 1 max 4
                  for (int i = 0; i < n; i++) s += i;
                  return s;
                }
                """, "g");
        TypedStmt.Annotated a = all(f.body(), TypedStmt.Annotated.class).get(0);
        assertEquals("loopbound min 1 max 4", a.pragmas().get(0).text());
        assertEquals(3, a.pragmas().get(0).span().line());
        assertInstanceOf(TypedStmt.For.class, a.statement());
    }

    @Test
    void stringLiteralsAndFuncAreAnonymousStaticObjects() {
        CProgram p = CTesting.analyze("const char *g(void) { const char *a = \"hi\"; return __func__; } char *s = \"x\" \"y\";");
        List<ObjectDefinition> strings = p.staticObjects().stream()
                .filter(o -> o.variable().kind() == Variable.Kind.STRING_LITERAL).toList();
        assertEquals(3, strings.size());
        assertEquals("char [3]", strings.get(0).variable().type().spelling());
        assertEquals("\"hi\\x00\"", TypedPrinter.print(strings.get(0).initializer().orElseThrow()));
        assertEquals("__func__", strings.get(1).variable().name());
        assertEquals("const char [2]", strings.get(1).variable().type().spelling());
        assertEquals("\"g\\x00\"", TypedPrinter.print(strings.get(1).initializer().orElseThrow()));
        assertEquals("(decay .str1)", TypedPrinter.print(p.global("s").orElseThrow().initializer().orElseThrow()));
    }

    @Test
    void sizeofOperandsAreNotEvaluated() {
        CProgram p = CTesting.analyze("unsigned long n = sizeof \"abc\";");
        assertEquals(1, p.staticObjects().size(), "no object for the string in sizeof");
    }

    @Test
    void blockScopeExternRefersToTheGlobal() {
        CProgram p = CTesting.analyze("int g(void) { extern int shared; return shared; } int shared = 3;");
        Variable shared = p.global("shared").orElseThrow().variable();
        TypedStmt.Return ret = all(p.function("g").orElseThrow().body(), TypedStmt.Return.class).get(0);
        TypedExpr.Load load = assertInstanceOf(TypedExpr.Load.class, ret.value().orElseThrow());
        assertSame(shared, assertInstanceOf(TypedExpr.VariableRef.class, load.lvalue()).variable());
        assertTrue(p.externalObjects().isEmpty());
    }
}
