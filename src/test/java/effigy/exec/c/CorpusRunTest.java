package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code effigy run} on every corpus program whose first line says {@code RUN: effigy run}: its standard
 * output and the exit status it prints for the program ({@code effigy: the program exited with status N}; Effigy's
 * own is then 0) must be the expected ones (which {@link CorpusGccTest} checks against gcc).
 * Programs that need what the C support does not have yet are listed in {@link #NOT_YET} with the reason;
 * they are reported as skipped, not passed.
 */
class CorpusRunTest {
    static final Map<String, String> NOT_YET = Map.of();

    @TestFactory
    Stream<DynamicTest> runs() {
        List<CorpusFile> files = CorpusFile.all().stream().filter(f -> f.mode() == CorpusFile.Mode.RUN).toList();
        assertTrue(files.size() >= 50, "the corpus has its run programs");
        return files.stream().map(f -> DynamicTest.dynamicTest(f.name(), () -> check(f)));
    }

    private static void check(CorpusFile f) {
        Assumptions.assumeFalse(NOT_YET.containsKey(f.name()), () -> "not yet supported: " + NOT_YET.get(f.name()));
        List<String> args = new ArrayList<>(List.of("run", f.path().toString()));
        args.addAll(f.flags());
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(args.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
        if (f.stdout() != null) assertEquals(f.stdout(), out.toString(), () -> "stdout of " + f.name() + "; stderr: " + err);
        if (f.exit() != null) {
            // Effigy's own status is 0 for a run to the program's end; the program's status is printed on stderr
            assertEquals(Main.OK, code, () -> "a run to its end: " + f.name() + "; stderr: " + err);
            assertTrue(err.toString().contains("effigy: the program exited with status " + f.exit() + "\n"),
                    () -> "exit status " + f.exit() + " of " + f.name() + "; stderr: " + err);
        } else {
            assertEquals(Main.FOUND_ERROR, code, () -> "a run that ends in an error leaf: " + f.name() + "; stderr: " + err);
            for (Map.Entry<Integer, String> e : f.errors().entrySet()) {
                assertTrue(err.toString().contains(e.getValue() + " at " + f.path() + ":" + e.getKey() + ":"),
                        () -> "error " + e.getValue() + " on line " + e.getKey() + "; stderr: " + err);
            }
        }
    }
}
