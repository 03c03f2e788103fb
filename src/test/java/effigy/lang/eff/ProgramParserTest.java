package effigy.lang.eff;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import java.util.List;

import static effigy.lang.eff.EffTesting.program;
import static effigy.lang.eff.EffTesting.resource;
import static effigy.lang.eff.EffTesting.sexp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgramParserTest {

    private static final List<String> EXAMPLES = EffTesting.EXAMPLE_PROGRAMS;

    private static Procedure only(String file) {
        Program p = EffParser.parseProgram(resource(file));
        assertEquals(1, p.procedures().size());
        return p.procedures().get(0);
    }

    private static List<String> names(List<Ident> ids) { return ids.stream().map(Ident::name).toList(); }

    @ParameterizedTest
    @FieldSource("EXAMPLES")
    void everyExampleProgramParses(String file) {
        Procedure p = only(file);
        assertEquals(file.replace(".eff", "").toUpperCase(), p.name().name());
        assertTrue(p.span().text().endsWith("END;"));
    }

    @Test
    void sum() {
        Procedure p = only("sum.eff");
        assertEquals(List.of("A", "B", "C"), names(p.parameters()));
        assertEquals(4, p.body().size());
        Stmt.Assign z = assertInstanceOf(Stmt.Assign.class, p.body().get(2));
        assertEquals("(- (+ X Y) B)", sexp(z.value()));
        assertEquals("Z", sexp(assertInstanceOf(Stmt.Return.class, p.body().get(3)).value().orElseThrow()));
        assertEquals(5, p.span().line());
        assertEquals(1, p.span().column());
    }

    @Test
    void power() {
        Procedure p = only("power.eff");
        assertEquals(List.of("X", "Y"), names(p.parameters()));
        Stmt.Labeled lab = assertInstanceOf(Stmt.Labeled.class, p.body().get(2));
        assertEquals(List.of("LAB"), names(lab.labels()));
        Stmt.If test = assertInstanceOf(Stmt.If.class, lab.statement());
        assertEquals("(>= Y J)", sexp(test.condition()));
        Stmt.DoGroup group = assertInstanceOf(Stmt.DoGroup.class, test.thenBranch());
        assertEquals("LAB", assertInstanceOf(Stmt.GoTo.class, group.body().get(2)).label().name());
        assertTrue(test.elseBranch().isEmpty());
        assertEquals(10, lab.span().line());
    }

    @Test
    void twoLoops() {
        Procedure p = only("twoloops.eff");
        Stmt.DoLoop first = assertInstanceOf(Stmt.DoLoop.class, p.body().get(1));
        Stmt.DoLoop second = assertInstanceOf(Stmt.DoLoop.class, p.body().get(2));
        assertEquals("J", first.variable().name());
        assertEquals("K", second.variable().name());
        assertEquals("(- S K)", sexp(assertInstanceOf(Stmt.Assign.class, second.body().get(0)).value()));
    }

    @Test
    void search() {
        Procedure p = only("search.eff");
        assertEquals(List.of("A", "L", "U", "X", "FOUND", "J"), names(p.parameters()));
        assertEquals(5, p.body().size());
        assertInstanceOf(Stmt.Declare.class, p.body().get(0));
        assertInstanceOf(Stmt.Declare.class, p.body().get(1));
        Stmt.DoWhile loop = assertInstanceOf(Stmt.DoWhile.class, p.body().get(3));
        assertEquals("(/ (+ L U) 2)", sexp(assertInstanceOf(Stmt.Assign.class, loop.body().get(0)).value()));
        Stmt.If chain = assertInstanceOf(Stmt.If.class, loop.body().get(1));
        assertInstanceOf(Stmt.If.class, chain.elseBranch().orElseThrow());
        assertInstanceOf(Stmt.If.class, p.body().get(4));
    }

    @Test
    void procedureHeadingForms() {
        Program p = program("""
                main: proc;
                  call helper;
                end main;
                Helper: Procedure ();
                End;
                F: PROCEDURE (N); RETURN (N * 2); END f;
                """);
        assertEquals(List.of("MAIN", "HELPER", "F"), p.procedures().stream().map(x -> x.name().name()).toList());
        assertTrue(p.procedures().get(0).parameters().isEmpty());
        assertTrue(p.procedures().get(1).parameters().isEmpty());
        assertTrue(p.procedures().get(1).body().isEmpty());
        assertEquals("F", p.procedure("f").orElseThrow().name().name());
        assertFalse(p.procedure("G").isPresent());
    }

    @Test
    void emptyFile() {
        assertTrue(program("/* nothing yet */\n").procedures().isEmpty());
    }

    @Test
    void unicodeProgram() {
        Procedure p = program("""
                ABSDIFF: PROCEDURE (A, B);
                  D ← A - B;
                  IF D ≥ 0 ⊃ ¬(D < 0) THEN ASSERT (D ≠ -1);
                  IF D ≤ -1 THEN D ← -D;
                  RETURN (D);
                END;
                """).procedures().get(0);
        Stmt.If first = assertInstanceOf(Stmt.If.class, p.body().get(1));
        assertEquals("(⊃ (>= D 0) (¬ (< D 0)))", sexp(first.condition()));
        assertEquals("(¬= D (- 1))", sexp(assertInstanceOf(Stmt.Assert.class, first.thenBranch()).condition()));
    }
}
