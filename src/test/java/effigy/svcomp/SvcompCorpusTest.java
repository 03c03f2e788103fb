package effigy.svcomp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.ir.DataModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The SV-COMP-style task corpus under {@code src/test/resources/svcomp/tasks}: every task reads, its files
 * exist, every property has an expected verdict, and the corpus covers each property with both verdicts
 * and both data models. (Running the tasks is the {@code svcomp} command's business.)
 */
class SvcompCorpusTest {
    static final Path TASKS = Path.of("src/test/resources/svcomp/tasks");

    static List<Path> taskFiles() throws IOException {
        try (Stream<Path> s = Files.walk(TASKS)) {
            return s.filter(p -> p.toString().endsWith(".yml")).sorted().toList();
        }
    }

    @Test
    void everyTaskReadsAndTheCorpusCoversEachPropertyVerdictAndDataModel() throws IOException {
        List<Path> files = taskFiles();
        Map<String, Integer> counts = new TreeMap<>();
        Set<DataModel> models = EnumSet.noneOf(DataModel.class);
        int preprocessed = 0;
        for (Path yml : files) {
            Task t = Task.read(yml);
            assertFalse(t.inputFiles().isEmpty(), yml.toString());
            for (Path in : t.inputFiles()) {
                assertTrue(Files.isRegularFile(in), yml + ": " + in);
                String name = in.getFileName().toString();
                assertTrue(name.endsWith(".c") || name.endsWith(".i"), yml + ": " + in);
                if (name.endsWith(".i")) preprocessed++;
                if (!t.properties().stream().allMatch(p -> p.expectedVerdict())) {
                    String text = Files.readString(in);
                    assertTrue(text.contains(": false ("), yml + ": a false task documents its witness in a comment");
                }
            }
            models.add(t.dataModel());
            assertEquals("C", t.language());
            for (Task.TaskProperty p : t.properties()) {
                assertNotNull(p.expectedVerdict(), yml + ": " + p.propertyFile());
                assertEquals("main", p.property().entry());
                if (p.property().kind() == Property.Kind.VALID_MEMSAFETY && !p.expectedVerdict())
                    assertNotNull(p.subproperty(), yml + ": a false memsafety task names its subproperty");
                if (p.property().kind() == Property.Kind.UNREACH_CALL)
                    assertEquals("reach_error", p.property().function());
                counts.merge(p.property().kind() + " " + p.expectedVerdict(), 1, Integer::sum);
                if (p.subproperty() != null) counts.merge(p.subproperty(), 1, Integer::sum);
            }
        }
        assertTrue(files.size() >= 64, "at least 64 tasks, found " + files.size());
        for (Property.Kind k : List.of(Property.Kind.UNREACH_CALL, Property.Kind.NO_OVERFLOW,
                Property.Kind.VALID_MEMSAFETY, Property.Kind.TERMINATION))
            for (boolean v : new boolean[] {true, false})
                assertTrue(counts.getOrDefault(k + " " + v, 0) >= (k == Property.Kind.TERMINATION ? 2 : 5),
                        "tasks for " + k + " " + v + ": " + counts);
        for (boolean v : new boolean[] {true, false})
            assertTrue(counts.getOrDefault(Property.Kind.VALID_MEMCLEANUP + " " + v, 0) >= 2, "valid-memcleanup tasks " + v + ": " + counts);
        for (String sub : Property.MEMSAFETY_SUBPROPERTIES)
            assertTrue(counts.getOrDefault(sub, 0) >= 2, "false tasks for " + sub + ": " + counts);
        assertEquals(EnumSet.allOf(DataModel.class), models);
        assertTrue(preprocessed >= 5, "preprocessed (.i) tasks: " + preprocessed);
    }

    @Test
    void thePropertyFilesAreSvcompsText() throws IOException {
        Path props = TASKS.resolve("properties");
        assertEquals("CHECK( init(main()), LTL(G ! call(reach_error())) )\n", Files.readString(props.resolve("unreach-call.prp")));
        assertEquals("CHECK( init(main()), LTL(G ! overflow) )\n", Files.readString(props.resolve("no-overflow.prp")));
        assertEquals("CHECK( init(main()), LTL(F end) )\n", Files.readString(props.resolve("termination.prp")));
        assertEquals("CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n"
                + "CHECK( init(main()), LTL(G valid-memtrack) )\n", Files.readString(props.resolve("valid-memsafety.prp")));
        assertEquals("CHECK( init(main()), LTL(G valid-memcleanup) )\n", Files.readString(props.resolve("valid-memcleanup.prp")));
    }
}
