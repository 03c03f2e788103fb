package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A heap block whose size is an input ({@code malloc(n * sizeof(int))}, {@code calloc(n, sizeof(int))}) keeps its
 * symbolic size: accesses are checked against it, so a program that stays inside is proved (it was {@code unknown}
 * while the size was fixed to one value, a loss) and one that reads past it is a violation at the size it has.
 */
class SymbolicAllocationTest {
    @TempDir Path dir;

    private static final String PROPERTY = Path.of("src/test/resources/svcomp/tasks/properties/valid-memsafety.prp").toAbsolutePath().toString();

    private CliRun svcomp(String name, String body) throws Exception {
        Path c = dir.resolve(name);
        Files.writeString(c, "#include <stdlib.h>\nextern int __VERIFIER_nondet_int(void);\nint main(void) {\n"
                + "  int n = __VERIFIER_nondet_int();\n  if (n < 1 || n > 64) return 0;\n" + body + "}\n");
        return CliRun.of("svcomp", c.toString(), "--property", PROPERTY, "--max-time", "60");
    }

    private static String result(CliRun r) {
        String[] lines = r.out().strip().split("\n");
        return lines[lines.length - 1];
    }

    @Test
    void aBlockOfSymbolicSizeAccessedInsideIsProved() throws Exception {
        CliRun r = svcomp("inside.c", "  int *p = malloc(n * sizeof(int));\n  if (!p) return 0;\n"
                + "  for (int i = 0; i < n; i++) p[i] = i;\n  int s = p[n - 1];\n  free(p);\n  return s;\n");
        assertEquals("Result: true", result(r), r.out() + r.err());
        assertEquals(Main.OK, r.code());
    }

    @Test
    void aReadPastASymbolicSizeIsAViolationAtThatSize() throws Exception {
        CliRun r = svcomp("past.c", "  int *p = malloc(n * sizeof(int));\n  if (!p) return 0;\n"
                + "  for (int i = 0; i < n; i++) p[i] = i;\n  int s = p[n];\n  free(p);\n  return s;\n");
        assertEquals("Result: false(valid-deref)", result(r), r.out() + r.err());
        assertTrue(r.out().contains("of heap block malloc@6 (of symbolic size)"), r.out());
        assertEquals(Main.FOUND_ERROR, r.code());
    }

    @Test
    void callocOfASymbolicCountIsZeroedAndProved() throws Exception {
        CliRun r = svcomp("calloc.c", "  int *p = calloc(n, sizeof(int));\n  if (!p) return 0;\n"
                + "  int bad = p[n - 1] != 0;\n  free(p);\n  if (bad) { int *q = 0; return *q; }\n  return 0;\n");
        assertEquals("Result: true", result(r), r.out() + r.err());
    }
}
