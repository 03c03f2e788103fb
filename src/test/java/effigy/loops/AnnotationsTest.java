package effigy.loops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import effigy.lang.c.CTesting;
import effigy.lang.c.ast.FunctionDefinition;
import effigy.lang.c.ast.Stmt;
import effigy.loops.Annotations.Bound;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading loopbound pragmas and writing them into C source. */
class AnnotationsTest {

    private static final String SOURCE = """
            int sum(const int *a, int n) {
              int s = 0;
              for (int i = 0; i < n; i++) {
                int j = 0;
              \twhile (j < i) {
                  s += a[j++];
                }
              }
              return s;
            }
            """;

    @Test
    void insertsBeforeEachGivenLineWithItsIndentation() {
        String out = Annotations.annotate(SOURCE, Map.of(3, new Bound(0, 10), 5, new Bound(0, 9)));
        assertEquals("""
                int sum(const int *a, int n) {
                  int s = 0;
                  _Pragma("loopbound min 0 max 10")
                  for (int i = 0; i < n; i++) {
                    int j = 0;
                  \t_Pragma("loopbound min 0 max 9")
                  \twhile (j < i) {
                      s += a[j++];
                    }
                  }
                  return s;
                }
                """, out);
    }

    @Test
    void emptyMapLeavesTheSourceAsItIs() {
        assertEquals(SOURCE, Annotations.annotate(SOURCE, Map.of()));
        assertEquals("", Annotations.annotate("", Map.of()));
    }

    @Test
    void replacesAnExistingPragmaOfEitherFormInsteadOfAddingOne() {
        String in = """
                void f(int n) {
                  _Pragma("loopbound min 0 max 3") /* old */
                  while (n > 0) {
                    n--;
                  }
                  #  pragma   loopbound min 1 max 1
                  do {
                    n++;
                  } while (n < 0);
                  _Pragma("unroll 2")
                  for (;;) {
                    break;
                  }
                }
                """;
        Map<Integer, Bound> m = new TreeMap<>(Map.of(3, new Bound(0, 7), 7, new Bound(1, 2), 11, new Bound(1, 1)));
        assertEquals("""
                void f(int n) {
                  _Pragma("loopbound min 0 max 7")
                  while (n > 0) {
                    n--;
                  }
                  _Pragma("loopbound min 1 max 2")
                  do {
                    n++;
                  } while (n < 0);
                  _Pragma("unroll 2")
                  _Pragma("loopbound min 1 max 1")
                  for (;;) {
                    break;
                  }
                }
                """, Annotations.annotate(in, m));
    }

    @Test
    void annotatingTwiceGivesTheSameText() {
        Map<Integer, Bound> m = Map.of(3, new Bound(0, 10));
        String once = Annotations.annotate(SOURCE, m);
        assertEquals(once, Annotations.annotate(once, Map.of(4, new Bound(0, 10))));
    }

    @Test
    void keepsCrlfAndLfLineEndings() {
        String in = "int f(int n) {\r\n  while (n) {\r\n    n--;\r\n  }\r\n  return n;\r\n}\r\n";
        assertEquals("int f(int n) {\r\n  _Pragma(\"loopbound min 0 max 4\")\r\n  while (n) {\r\n    n--;\r\n  }\r\n  return n;\r\n}\r\n",
                Annotations.annotate(in, Map.of(2, new Bound(0, 4))));
        String mixed = "a\r\n  b\n  c";
        assertEquals("a\r\n  b\n  _Pragma(\"loopbound min 2 max 3\")\n  c", Annotations.annotate(mixed, Map.of(3, new Bound(2, 3))));
        String replaced = "x\r\n  _Pragma(\"loopbound min 0 max 1\")\r\n  do {\r\n";
        assertEquals("x\r\n  _Pragma(\"loopbound min 5 max 5\")\r\n  do {\r\n", Annotations.annotate(replaced, Map.of(3, new Bound(5, 5))));
    }

    @Test
    void annotateRejectsLinesOutsideTheSource() {
        assertThrows(IllegalArgumentException.class, () -> Annotations.annotate("a\nb\n", Map.of(3, new Bound(0, 1))));
        assertThrows(IllegalArgumentException.class, () -> Annotations.annotate("a\nb\n", Map.of(0, new Bound(0, 1))));
    }

    @Test
    void parsesTheTextTheFrontEndDelivers() {
        assertEquals(new Bound(1, 4), Annotations.parse("loopbound min 1 max 4"));
        assertEquals(new Bound(0, 0), Annotations.parse("  loopbound   min\t0  max 0 "));
        assertEquals(new Bound(3, 2147483647), Annotations.parse("loopbound min 3 max 2147483647"));
        assertNull(Annotations.parse("unroll 4"));
        assertNull(Annotations.parse("loopbounds min 1 max 4"));
        assertNull(Annotations.parse(""));
        assertNull(Annotations.parse("   "));
    }

    @Test
    void parsesBothPragmaFormsThroughTheParser() {
        String text = """
                void f(int n) {
                  _Pragma("loopbound min 1 max 4")
                  while (n) n--;
                  #pragma  loopbound  min 0  max 12 // comment
                  for (;;) break;
                }
                """;
        FunctionDefinition f = (FunctionDefinition) CTesting.parse(text).declarations().get(0);
        List<Stmt> items = f.body().items();
        assertEquals(new Bound(1, 4), Annotations.parse(((Stmt.Annotated) items.get(0)).pragmas().get(0).text()));
        assertEquals(new Bound(0, 12), Annotations.parse(((Stmt.Annotated) items.get(1)).pragmas().get(0).text()));
    }

    @Test
    void malformedLoopboundsAreRejectedWithTheReason() {
        assertEquals("malformed loopbound pragma \"loopbound min 5 max 2\": max 2 is below min 5",
                assertThrows(IllegalArgumentException.class, () -> Annotations.parse("loopbound min 5 max 2")).getMessage());
        assertEquals("malformed loopbound pragma \"loopbound max 4\": expected loopbound min A max B",
                assertThrows(IllegalArgumentException.class, () -> Annotations.parse("loopbound max 4")).getMessage());
        assertEquals("malformed loopbound pragma \"loopbound min -1 max 4\": min -1 is not a non-negative decimal number",
                assertThrows(IllegalArgumentException.class, () -> Annotations.parse("loopbound min -1 max 4")).getMessage());
        assertEquals("malformed loopbound pragma \"loopbound min 1 max 99999999999\": max 99999999999 is too large",
                assertThrows(IllegalArgumentException.class, () -> Annotations.parse("loopbound min 1 max 99999999999")).getMessage());
        for (String bad : List.of("loopbound", "loopbound min 1", "loopbound min max 4", "loopbound max 4 min 1",
                "loopbound min 1 max 4 extra", "loopbound min x max 4", "loopbound min 0x1 max 4")) {
            assertThrows(IllegalArgumentException.class, () -> Annotations.parse(bad), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> new Bound(3, 1));
        assertThrows(IllegalArgumentException.class, () -> new Bound(-1, 1));
    }

    @Test
    void annotatedSourceStillCompiles(@TempDir Path tmp) throws Exception {
        Assumptions.assumeTrue(NativeLoops.gccAvailable(), "gcc not found: annotated output is not compiled");
        String program = SOURCE + "int main(void) {\r\n  int a[3] = {1, 2, 3};\r\n  return sum(a, 3) == 4 ? 0 : 1;\r\n}\r\n";
        String out = Annotations.annotate(program, Map.of(3, new Bound(3, 3), 5, new Bound(0, 2)));
        Path src = tmp.resolve("annotated.c");
        Files.writeString(src, out);
        NativeLoops.compile("annotated.c", tmp.resolve("annotated"), src);
        Process run = new ProcessBuilder(tmp.resolve("annotated").toString()).start();
        assertEquals(0, run.waitFor(), "the annotated program computes what the original does");
        assertEquals(new Bound(3, 3), Annotations.parse(CTesting.parse(out).declarations().stream()
                .filter(d -> d instanceof FunctionDefinition).map(d -> (FunctionDefinition) d).findFirst().orElseThrow()
                .body().items().stream().filter(s -> s instanceof Stmt.Annotated).map(s -> (Stmt.Annotated) s)
                .findFirst().orElseThrow().pragmas().get(0).text()));
    }
}
