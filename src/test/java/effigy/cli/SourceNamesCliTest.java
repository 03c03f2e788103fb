package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs are shown by their names in the source: a value {@code __VERIFIER_nondet_*()} returns by the variable it is
 * read into ({@code x}, {@code a[0]} where {@code a[i]} is stored with {@code i} 0, a global {@code g}, a field
 * {@code s.cap}, {@code *p}), {@code x_2} for the next value read there, {@code x@L} when another call reads into the
 * same variable, the call site ({@code int@L}) where there is no variable; the symbol keeps the call-site name, by which
 * test files replay and harnesses are written. Inputs behind a pointer parameter of the entry function are named by
 * its pointee's type: {@code a[1]}, {@code s->len}.
 */
class SourceNamesCliTest {
    private static final String PROGRAM = """
            extern int __VERIFIER_nondet_int(void);
            extern unsigned char __VERIFIER_nondet_uchar(void);
            extern void reach_error(void);
            struct S { int len; int cap; };
            int g;
            int main(void) {
              int x = __VERIFIER_nondet_int();
              unsigned char a[2];
              for (int i = 0; i < 2; i++) a[i] = __VERIFIER_nondet_uchar();
              g = __VERIFIER_nondet_int();
              struct S s;
              s.cap = __VERIFIER_nondet_int();
              if (x > 5) x = __VERIFIER_nondet_int();
              if (x == 7 && a[1] == 200 && g < 0 && s.cap == 3) reach_error();
              return 0;
            }
            """;

    @TempDir Path tmp;

    private Path program() throws Exception {
        Path p = tmp.resolve("names.c");
        Files.writeString(p, PROGRAM);
        return p;
    }

    @Test
    void exploreShowsTheSourceNamesAndItsTestsStillReplay() throws Exception {
        Path p = program(), tests = tmp.resolve("tests");
        CliRun r = CliRun.of("explore", p.toString(), "--json", "--tests", tests.toString());
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        Set<String> names = new TreeSet<>();
        for (JsonNode s : r.json().get("symbols")) names.add(s.get("name").asText());
        // x; a[i] with i 0 and 1; the global g; the field s.cap; x again at line 13 (x is taken)
        assertEquals(Set.of("x", "a[0]", "a[1]", "g", "s.cap", "x@13"), names);
        JsonNode error = null;
        for (JsonNode l : r.json().get("leaves")) if (l.get("status").asText().equals("error")) error = l;
        assertTrue(error != null, r.out());
        String pc = error.get("pc").get("text").asText();
        assertTrue(pc.contains("x@13 == 7") && pc.contains("a[1] == -56") && pc.contains("g < 0") && pc.contains("s.cap == 3"), pc);
        assertFalse(pc.contains("uchar@"), pc);
        assertEquals(7, error.get("test").get("x@13").asInt(), error.toString());

        // the test file gives each input's source name and its symbol, and replays
        List<Path> files = new ArrayList<>();
        try (var list = Files.list(tests)) { list.filter(f -> f.toString().endsWith(".json")).sorted().forEach(files::add); }
        assertFalse(files.isEmpty());
        for (Path f : files) {
            CliRun replay = CliRun.of("replay", p.toString(), f.toString(), "--json");
            assertTrue(replay.code() == Main.OK || replay.code() == Main.FOUND_ERROR, f + ": " + replay.err() + replay.out());
            assertTrue(replay.json().get("matches").asBoolean(), replay.out());
        }
        boolean bySymbol = false;
        for (Path f : files) {
            for (JsonNode in : new ObjectMapper().readTree(f.toFile()).get("inputs")) {
                if (in.get("name").asText().equals("a[0]")) {
                    assertEquals("uchar@9", in.get("symbol").asText(), in.toString());
                    bySymbol = true;
                }
            }
        }
        assertTrue(bySymbol, "a test file names a[0] and its symbol");
    }

    @Test
    void bmcsCounterexampleShowsTheSourceNames() throws Exception {
        CliRun r = CliRun.of("bmc", program().toString(), "--unwind", "3");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        String inputs = r.out().lines().filter(l -> l.trim().startsWith("inputs:")).findFirst().orElse("");
        assertTrue(inputs.contains("x = ") && inputs.contains("a[1] = 200") && inputs.contains("s.cap = 3") && inputs.contains("g = ") && inputs.contains("x@13 = 7"), r.out());
        assertFalse(inputs.contains("uchar@") || inputs.contains("int@7"), inputs);
    }

    private static final String ENTRY = """
            struct S { int len; char tag; };
            int check(int *a, struct S *s) {
              if (a[1] == 7 && s->len == 3) return 1/0;
              return 0;
            }
            """;

    @Test
    void inputsBehindPointerParametersAreNamedByTheirTypeInExploresTextAndJson() throws Exception {
        Path p = tmp.resolve("entry.c");
        Files.writeString(p, ENTRY);
        CliRun text = CliRun.inOwnProcess(120, "explore", p.toString(), "--entry", "check", "--buffer-size", "16");
        assertEquals(Main.FOUND_ERROR, text.code(), text.err());
        assertTrue(text.out().contains("a[1] == 7 && s->len == 3"), text.out());
        assertFalse(text.out().contains("concat"), text.out());

        CliRun json = CliRun.inOwnProcess(120, "explore", p.toString(), "--entry", "check", "--buffer-size", "16", "--json");
        assertEquals(Main.FOUND_ERROR, json.code(), json.err());
        JsonNode error = null;
        for (JsonNode l : json.json().get("leaves")) if (l.get("status").asText().equals("error")) error = l;
        assertTrue(error != null, json.out());
        assertEquals("a[1] == 7 && s->len == 3", error.get("pc").get("text").asText());
        // the replayable bytes stay as they are; "named" gives the scalars they hold
        assertEquals(7, error.get("test").get("a").get("elements").get("4").asInt(), error.toString());
        assertEquals(7, error.get("named").get("a[1]").asInt(), error.toString());
        assertEquals(3, error.get("named").get("s->len").asInt(), error.toString());
    }

    @Test
    void verifyAndBmcShowAWitnessByTheScalarsAsTheirTypesReadThem() throws Exception {
        Path p = tmp.resolve("signed.c");
        Files.writeString(p, """
                struct S { int len; char tag; unsigned short u; };
                int check(int *a, struct S *s) {
                  if (a[1] == -3 && s[1].len == 3 && s->tag == 'x' && s->u == 65535) return 1/0;
                  return 0;
                }
                """);
        CliRun v = CliRun.of("verify", p.toString(), "--entry", "check", "--buffer-size", "16");
        assertEquals(Main.FOUND_ERROR, v.code(), v.err());
        assertTrue(v.out().contains("path: a[1] == -3 && s[1].len == 3 && s->tag == 120 && s->u == 65535"), v.out());
        assertTrue(v.out().contains("counterexample: a[1] = -3, s->tag = 120, s->u = 65535, s[1].len = 3"), v.out());
        CliRun b = CliRun.of("bmc", p.toString(), "--entry", "check", "--buffer-size", "16");
        assertEquals(Main.FOUND_ERROR, b.code(), b.err());
        // the solver may leave the other bytes of a nonzero: said after a's scalars
        assertTrue(b.out().matches("(?s).*inputs: a\\[1\\] = -3, (other bytes of a = \\d+, )?s->tag = 120, s->u = 65535, s\\[1\\]\\.len = 3.*"), b.out());
        CliRun vj = CliRun.of("verify", p.toString(), "--entry", "check", "--buffer-size", "16", "--json");
        assertTrue(vj.out().contains("\"a[1]\" : -3"), vj.out());
    }

    @Test
    void inputsInALoopAFieldAndThroughAPointerAreNamedByWhereTheyGo() throws Exception {
        Path p = tmp.resolve("places.c");
        Files.writeString(p, """
                extern int __VERIFIER_nondet_int(void);
                struct S { int len; char tag; };
                struct S g;
                int main(void) {
                  int a[3]; int i; struct S s; int x; int *p = &x; int b[2];
                  for (i = 0; i < 3; i++) a[i] = __VERIFIER_nondet_int();
                  s.len = __VERIFIER_nondet_int();
                  g.len = __VERIFIER_nondet_int();
                  *p = __VERIFIER_nondet_int();
                  b[1] = __VERIFIER_nondet_int();
                  for (i = 0; i < 2; i++) x = __VERIFIER_nondet_int();
                  int c[2]; int j = 0;
                  c[j++] = __VERIFIER_nondet_int();
                  c[j++] = __VERIFIER_nondet_int();
                  if (a[0] == 1 && a[1] == 2 && a[2] == 3 && s.len == 4 && g.len == 5 && b[1] == 6 && x == 7) return 1/0;
                  return 0;
                }
                """);
        CliRun r = CliRun.of("explore", p.toString(), "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        Set<String> names = new TreeSet<>();
        for (JsonNode s : r.json().get("symbols")) names.add(s.get("name").asText());
        // x is read twice at line 11: the suffix stays where two inputs would share a name; c[j++] by j before the ++
        assertEquals(Set.of("a[0]", "a[1]", "a[2]", "s.len", "g.len", "*p", "b[1]", "x", "x_2", "c[0]", "c[1]"), names);
    }

    @Test
    void anInputStoredThroughAPointerOrIntoAnElementsFieldIsNamedByTheField() throws Exception {
        Path p = tmp.resolve("through.c");
        Files.writeString(p, """
                extern int __VERIFIER_nondet_int(void);
                struct S { int len; int cap; };
                void fill(struct S *r) { r->cap = __VERIFIER_nondet_int(); }
                int main(void) {
                  struct S s; struct S *q = &s; int arr[2]; int k = 1;
                  q->len = __VERIFIER_nondet_int();
                  fill(&s);
                  arr[k] = __VERIFIER_nondet_int();
                  struct S t[2];
                  for (int m = 0; m < 2; m++) t[m].cap = __VERIFIER_nondet_int();
                  if (s.len == 1 && s.cap == 2 && arr[1] == 3 && t[1].cap == 5) return 1/0;
                  return 0;
                }
                """);
        CliRun r = CliRun.of("explore", p.toString());
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        assertTrue(r.out().contains("q->len == 1 && r->cap == 2 && arr[1] == 3 && t[1].cap == 5"), r.out());
    }

    @Test
    void anInputTwoPathsReadIntoDifferentElementsIsNamedByTheIndexVariable() throws Exception {
        // the second value read at line 4 goes into a[1] where c is 0 or 2, into a[2] where c is 1: no a[k] names it
        Path p = tmp.resolve("two.c");
        Files.writeString(p, """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int a[3] = {0, 0, 0}; int c = __VERIFIER_nondet_int();
                  for (int i = 0; i < 3; i++) if (i != c) a[i] = __VERIFIER_nondet_int();
                  if (a[2] == 5) return 1/0;
                  return 0;
                }
                """);
        CliRun r = CliRun.of("explore", p.toString(), "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        List<String> pcs = new ArrayList<>();
        for (JsonNode l : r.json().get("leaves")) if (l.get("status").asText().equals("error")) pcs.add(l.get("pc").get("text").asText());
        // where c is 0..2 the value in a[2] is the second read (a[i]_2); else the third, which is always a[2]
        assertTrue(pcs.contains("c == 1 && a[i]_2 == 5") && pcs.contains("c == 0 && a[i]_2 == 5"), pcs.toString());
        assertTrue(pcs.contains("a[2] == 5 && c != 0 && c != 1 && c != 2"), pcs.toString());
    }
}
