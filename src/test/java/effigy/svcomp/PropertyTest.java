package effigy.svcomp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.util.List;
import org.junit.jupiter.api.Test;

class PropertyTest {
    static Property read(String name) { return Property.read(TaskTest.DIR.resolve(name)); }

    static String error(String name, String text) {
        DiagnosticException e = assertThrows(DiagnosticException.class, () -> Property.parse(new SourceFile(name, text)));
        return e.diagnostic().render();
    }

    @Test
    void readsEachPropertyKind() {
        Property reach = read("unreach-call.prp");
        assertEquals(Property.Kind.UNREACH_CALL, reach.kind());
        assertEquals("main", reach.entry());
        assertEquals("reach_error", reach.function());
        assertEquals("unreach-call", reach.name());
        Property mem = read("valid-memsafety.prp");
        assertEquals(Property.Kind.VALID_MEMSAFETY, mem.kind());
        assertEquals(List.of("valid-free", "valid-deref", "valid-memtrack"), mem.subproperties());
        assertNull(mem.function());
        assertTrue(mem.checksLeaks(), "valid-memtrack needs the leak check");
        assertTrue(mem.execOptions(effigy.exec.ExecOptions.DEFAULT).checkLeaks());
        assertFalse(reach.checksLeaks());
        assertFalse(reach.execOptions(effigy.exec.ExecOptions.DEFAULT).checkLeaks());
        assertFalse(Property.parse(new SourceFile("d.prp", "CHECK( init(main()), LTL(G valid-deref) )")).checksLeaks());
        assertEquals(Property.Kind.NO_OVERFLOW, read("no-overflow.prp").kind());
        assertEquals(Property.Kind.TERMINATION, read("termination.prp").kind());
        assertEquals(Property.Kind.VALID_MEMCLEANUP, read("valid-memcleanup.prp").kind());
        Property start = read("entry-start.prp");
        assertEquals("start", start.entry());
        assertEquals("__VERIFIER_error", start.function());
    }

    @Test
    void spacingCommentsAndCrlfAreAccepted() {
        Property p = Property.parse(new SourceFile("p.prp", "// memsafety\r\nCHECK(init(main()),LTL(G valid-deref))\r\n\r\n  CHECK( init( main() ), LTL( G   valid-free ) )  \r\n"));
        assertEquals(List.of("valid-deref", "valid-free"), p.subproperties());
        assertEquals(Property.Kind.NO_OVERFLOW, Property.parse(new SourceFile("o.prp", "CHECK( init(main()), LTL(G !overflow) )")).kind());
    }

    @Test
    void malformedPropertiesAreDiagnosedWithTheirPosition() {
        assertEquals("""
                d.prp:1:26: error: unsupported property LTL(G ! data-race); Effigy knows G ! call(f()), G ! overflow, G valid-free, G valid-deref, G valid-memtrack, G valid-memcleanup and F end
                CHECK( init(main()), LTL(G ! data-race) )
                                         ^""", error("d.prp", "CHECK( init(main()), LTL(G ! data-race) )\n"));
        assertEquals("""
                m.prp:2:1: error: a property file may hold several lines only for valid-memsafety (valid-free, valid-deref, valid-memtrack); this line (G ! overflow) cannot follow G valid-free
                CHECK( init(main()), LTL(G ! overflow) )
                ^""", error("m.prp", "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G ! overflow) )\n"));
        assertEquals("""
                c.prp:1:21: error: expected ',', found 'LTL(G'
                CHECK( init(main()) LTL(G ! overflow) )
                                    ^""", error("c.prp", "CHECK( init(main()) LTL(G ! overflow) )\n"));
        assertEquals("e.prp:1:1: error: empty property file: expected CHECK( init(main()), LTL(...) ) or COVER( init(main()), FQL(...) )",
                error("e.prp", "\n// nothing\n").lines().findFirst().orElseThrow());
        assertEquals("t.prp:2:26: error: valid-free is checked twice",
                error("t.prp", "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-free) )\n").lines().findFirst().orElseThrow());
        assertEquals("f.prp:2:13: error: entry function start differs from the first line's main",
                error("f.prp", "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(start()), LTL(G valid-deref) )\n").lines().findFirst().orElseThrow());
        assertEquals("x.prp:1:35: error: unexpected text after the property: junk",
                error("x.prp", "CHECK( init(main()), LTL(F end) ) junk").lines().findFirst().orElseThrow());
        assertEquals("k.prp:1:1: error: expected CHECK or COVER, found 'CHEK('",
                error("k.prp", "CHEK( init(main()), LTL(F end) )").lines().findFirst().orElseThrow());
    }

    @Test
    void testCompsCoveragePropertiesAreKindsOfTheirOwn() {
        Property call = read("coverage-error-call.prp");
        assertEquals(Property.Kind.COVERAGE_ERROR_CALL, call.kind());
        assertEquals("reach_error", call.function());
        assertEquals("main", call.entry());
        assertEquals("coverage-error-call", call.name());
        assertEquals(Property.Kind.COVERAGE_BRANCHES, read("coverage-branches.prp").kind());
        assertEquals(Property.Kind.COVERAGE_CONDITIONS, read("coverage-conditions.prp").kind());
        assertEquals(Property.Kind.COVERAGE_STATEMENTS, read("coverage-statements.prp").kind());
        for (String n : List.of("coverage-error-call", "coverage-branches", "coverage-conditions", "coverage-statements")) {
            Property p = read(n + ".prp");
            assertTrue(p.kind().coverage(), n);
            assertEquals(n, p.name());
            assertFalse(p.checksLeaks());
        }
        assertFalse(Property.Kind.UNREACH_CALL.coverage());
        assertFalse(Property.Kind.TERMINATION.coverage());
        // Test-Comp's older spelling (CHECK with FQL, lower-case cover) and free spacing
        Property old = Property.parse(new SourceFile("o.prp", "CHECK( init(main()), FQL(cover EDGES(@DECISIONEDGE)) )\n"));
        assertEquals(Property.Kind.COVERAGE_BRANCHES, old.kind());
        Property spaced = Property.parse(new SourceFile("s.prp", "COVER(init(main()),FQL( COVER  EDGES( @CALL( __VERIFIER_error ) ) ))"));
        assertEquals(Property.Kind.COVERAGE_ERROR_CALL, spaced.kind());
        assertEquals("__VERIFIER_error", spaced.function());
    }

    @Test
    void malformedCoveragePropertiesAreDiagnosedToo() {
        assertEquals("q.prp:1:26: error: unsupported coverage property FQL(COVER EDGES(@LABEL(L))); Effigy knows COVER EDGES(@CALL(f)), "
                        + "COVER EDGES(@DECISIONEDGE), COVER EDGES(@CONDITIONEDGE) and COVER EDGES(@BASICBLOCKENTRY)",
                error("q.prp", "COVER( init(main()), FQL(COVER EDGES(@LABEL(L))) )").lines().findFirst().orElseThrow());
        assertEquals("l.prp:1:22: error: expected FQL, found 'LTL(F'",
                error("l.prp", "COVER( init(main()), LTL(F end) )").lines().findFirst().orElseThrow());
        assertEquals("m.prp:2:1: error: a property file may hold several lines only for valid-memsafety (valid-free, valid-deref, "
                        + "valid-memtrack); this line (COVER EDGES(@DECISIONEDGE)) cannot follow G ! overflow",
                error("m.prp", "CHECK( init(main()), LTL(G ! overflow) )\nCOVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )\n").lines().findFirst().orElseThrow());
    }
}
