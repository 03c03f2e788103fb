package effigy.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.source.SourceFile;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The loop statements the C front end records ({@link LoopSite}: keyword, line, the body's first block, pragmas;
 * each natural loop's site and body start) and the liveness of locals ({@link Liveness}) that the search for
 * recurring states compares by.
 */
class LoopSitesAndLivenessTest {
    private static Function main(String c) {
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("t.c", c)), 1000)) {
            return wb.program().function("main");
        }
    }

    @Test
    void everyLoopStatementIsASiteWithItsPragmasAndItsNaturalLoop() {
        Function f = main("""
                int main(void) {
                  int s = 0;
                  _Pragma("loopbound min 3 max 3")
                  for (int i = 0; i < 3; i++) {
                    int j = 0;
                    do { j++; s++; } while (j < i);
                  }
                  while (s > 100) s--;
                  return s;
                }
                """);
        List<LoopSite> sites = f.loopSites();
        assertEquals(List.of("for", "do", "while"), sites.stream().map(LoopSite::keyword).toList());
        assertEquals(List.of(4, 6, 8), sites.stream().map(x -> x.span().line()).toList());
        assertEquals(List.of("loopbound min 3 max 3"), sites.get(0).pragmas());
        assertTrue(sites.get(1).pragmas().isEmpty() && sites.get(2).pragmas().isEmpty(), "a pragma annotates its own loop only");
        assertEquals(3, f.loops().size());
        for (Loop l : f.loops()) {
            LoopSite site = f.site(l);
            assertEquals(site.body(), f.bodyStart(l));
            assertTrue(l.contains(f.bodyStart(l)));
        }
        Loop doWhile = f.loops().stream().filter(l -> f.site(l).keyword().equals("do")).findFirst().orElseThrow();
        assertEquals(doWhile.header(), f.bodyStart(doWhile), "a do-while's body start is its header");
        Loop forLoop = f.loops().stream().filter(l -> f.site(l).keyword().equals("for")).findFirst().orElseThrow();
        assertFalse(forLoop.header() == f.bodyStart(forLoop), "a for loop's header is its test");
    }

    @Test
    void aLoopMadeByGotoHasNoSiteAndStartsAtItsHeader() {
        Function f = main("int main(void) {\n  int i = 0;\nagain:\n  i++;\n  if (i < 5) goto again;\n  return i;\n}\n");
        assertEquals(1, f.loops().size());
        Loop l = f.loops().get(0);
        assertNull(f.site(l));
        assertEquals(l.header(), f.bodyStart(l));
    }

    @Test
    void aVariableAssignedBeforeItIsReadInTheBodyIsDeadAtTheBodysStart() {
        Function f = main("""
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int s = 0;
                  while (1) {
                    int x = __VERIFIER_nondet_int();
                    if (x <= 0) break;
                    s = s + x;
                  }
                  return s;
                }
                """);
        Loop l = f.loops().get(0);
        Liveness live = Liveness.of(f);
        int start = f.bodyStart(l);
        assertTrue(live.liveIn(start, f.local("s")), "s is read before it is written again");
        assertFalse(live.liveIn(start, f.local("x")), "x is written before it is read");
        assertTrue(live.liveNames(f, start).contains("s"));
    }
}
