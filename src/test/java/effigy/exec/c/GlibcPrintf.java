package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import effigy.cgen.Gcc;
import effigy.exec.c.Printf.ArgSource;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The differential check of the printf tests: every case becomes one {@code printf} line of a C program
 * compiled with gcc and run against glibc, and {@link Printf} must print each line the same.
 */
final class GlibcPrintf {
    private GlibcPrintf() {}

    /** One call: the format, the C text of its arguments (with a leading comma), and the same arguments for {@link ArgSource#of}. */
    record Case(String fmt, String cArgs, List<Object> args) {}

    /**
     * Compiles {@code prelude} (includes and helpers) and a {@code main} printing every case followed by
     * {@code |} and a newline, runs it, and fails listing (at most 40 of) the lines {@link Printf} prints otherwise.
     */
    static void assertSameAsGlibc(Path dir, String name, String prelude, List<Case> cases, int timeoutSeconds) throws Exception {
        StringBuilder c = new StringBuilder(prelude).append("\nint main(void) {\n");
        for (Case k : cases) c.append("    printf(").append(cString(k.fmt() + "|\n")).append(k.cArgs()).append(");\n");
        c.append("    return 0;\n}\n");
        Path src = dir.resolve(name + ".c");
        Path exe = dir.resolve(name);
        Files.writeString(src, c.toString(), StandardCharsets.ISO_8859_1);
        Gcc.Outcome cc = Gcc.compile(src, exe, List.of("-std=gnu11", "-O0", "-w", "-fno-builtin"));
        assertTrue(cc.ok(), () -> "gcc failed:\n" + cc.stderr());
        Gcc.Outcome run = Gcc.run(exe, timeoutSeconds);
        assertEquals(0, run.exit(), run.stderr());

        String[] lines = run.stdout().split("\n", -1);
        assertEquals(cases.size() + 1, lines.length, "one line per case");
        int mismatches = 0;
        StringBuilder report = new StringBuilder();
        for (int i = 0; i < cases.size(); i++) {
            Case k = cases.get(i);
            String ours;
            try {
                ours = Printf.format(k.fmt() + "|", ArgSource.of(k.args().toArray()));
            } catch (IllegalArgumentException e) {
                ours = "<exception: " + e.getMessage() + ">";
            }
            if (!ours.equals(lines[i])) {
                mismatches++;
                if (mismatches <= 40) {
                    report.append(String.format("  printf(%s%s)%n    glibc:  [%s]%n    Printf: [%s]%n", cString(k.fmt()), k.cArgs(), lines[i], ours));
                }
            }
        }
        if (mismatches > 0) fail(mismatches + " of " + cases.size() + " formats differ from glibc (first 40 shown):\n" + report);
    }

    /** {@code s} as a C string literal. */
    static String cString(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                default -> sb.append(ch);
            }
        }
        return sb.append('"').toString();
    }
}
