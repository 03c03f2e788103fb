package effigy.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.bmc.BoundedModelChecker;
import effigy.driver.Workbench;
import effigy.explore.ExploreOptions;
import effigy.search.Verdict;
import effigy.source.SourceFile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The unfreed-memory check ({@link ExecOptions#checkUnfreed()}, {@code --check-unfreed}, SV-COMP's valid-memcleanup):
 * a heap block still allocated when the program ends, reachable or not, is an error at that end: main's return, exit,
 * abort, a failed assertion, reach_error. A program that frees everything has none, and the check is off by default.
 */
class UnfreedMemoryTest {
    private static final ExecOptions UNFREED = ExecOptions.DEFAULT.withCheckUnfreed(true);

    private static List<Leaf> explore(String source, ExecOptions options) {
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("t.c", source)), 10_000)) {
            return wb.explore(wb.executor(options, false), wb.cEntry("main"), ExploreOptions.DEFAULT).leaves();
        }
    }

    private static List<String> kinds(List<Leaf> leaves) {
        return leaves.stream().map(l -> l.status() == Leaf.Status.ERROR ? l.error().kind().label() : l.status().toString()).sorted().toList();
    }

    @Test
    void aBlockAGlobalStillPointsToIsUnfreedThoughNotLost() {
        String src = """
                #include <stdlib.h>
                int *g;
                int main(void) {
                  g = malloc(sizeof(int));
                  *g = 1;
                  return 0;
                }
                """;
        List<Leaf> leaves = explore(src, UNFREED);
        assertEquals(List.of("unfreed-memory"), kinds(leaves));
        Leaf l = leaves.get(0);
        assertEquals(6, l.error().span().line(), "reported at main's return");
        assertTrue(l.error().message().contains("allocated by malloc at t.c:4, is still allocated when main returns"), l.error().message());
        // no memory-leak: the global still reaches it
        assertEquals(List.of("RETURNED"), kinds(explore(src, ExecOptions.DEFAULT.withCheckLeaks(true))));
        // off by default
        assertEquals(List.of("RETURNED"), kinds(explore(src, ExecOptions.DEFAULT)));
    }

    @Test
    void everyWayTheProgramEndsIsChecked() {
        String src = """
                #include <stdlib.h>
                #include <assert.h>
                extern int __VERIFIER_nondet_int(void);
                extern void __VERIFIER_assert(int);
                void reach_error(void);
                int main(void) {
                  char *p = malloc(8);
                  char *q = calloc(2, 4);
                  int n = __VERIFIER_nondet_int();
                  if (n == 1) abort();
                  if (n == 2) exit(3);
                  if (n == 3) reach_error();
                  if (n == 4) assert(n != 4);
                  __VERIFIER_assert(n != 5);
                  free(p);
                  free(q);
                  return 0;
                }
                """;
        List<Leaf> leaves = explore(src, UNFREED);
        assertEquals(List.of("RETURNED", "unfreed-memory", "unfreed-memory", "unfreed-memory", "unfreed-memory", "unfreed-memory"), kinds(leaves));
        List<String> messages = leaves.stream().filter(l -> l.status() == Leaf.Status.ERROR).map(l -> l.error().message()).sorted().toList();
        for (String m : messages) assertTrue(m.contains("1 more heap block is too"), m);
        assertTrue(messages.stream().anyMatch(m -> m.contains("when abort() ends the program")), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.contains("when exit() ends the program")), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.contains("when reach_error() ends the program")), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.contains("when the failed assertion n != 4 ends the program")), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.startsWith("__VERIFIER_assert can fail: ") && m.contains("when the failed assertion ends the program")),
                messages.toString());
        // without the check, those are the program's own ends
        assertEquals(List.of("RETURNED", "RETURNED", "abort", "assertion", "assertion", "reach-error"), kinds(explore(src, ExecOptions.DEFAULT)));
    }

    @Test
    void aProgramThatFreesEverythingEndsCleanlyAndAnEndWithNothingAllocatedIsNoError() {
        String src = """
                #include <stdlib.h>
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int n = __VERIFIER_nondet_int();
                  if (n == 0) abort();
                  char *p = malloc(8);
                  p = realloc(p, 16);
                  free(p);
                  if (n == 1) exit(0);
                  return 0;
                }
                """;
        assertEquals(List.of("RETURNED", "RETURNED", "abort"), kinds(explore(src, UNFREED)));
    }

    @Test
    void boundedModelCheckingFindsTheSameBlock() {
        String src = """
                #include <stdlib.h>
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  char *p = malloc(4);
                  for (int i = 0; i < 3; i++) {
                    if (__VERIFIER_nondet_int() == 7) return 1;
                  }
                  free(p);
                  return 0;
                }
                """;
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("t.c", src)), 10_000)) {
            Workbench.Entry entry = wb.cEntry("main");
            Verdict<BoundedModelChecker.Violation> v = new BoundedModelChecker(wb.program(), wb.termBuilder(), wb.solverStack())
                    .check(entry.function(), entry.args(), UNFREED, 6, Map.of(), Long.MAX_VALUE).verdict();
            assertInstanceOf(Verdict.False.class, v, v.toString());
            assertEquals("unfreed-memory", ((Verdict.False<BoundedModelChecker.Violation>) v).witness().error().kind().label());
        }
    }
}
