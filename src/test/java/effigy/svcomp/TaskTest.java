package effigy.svcomp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import effigy.ir.DataModel;
import effigy.source.DiagnosticException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class TaskTest {
    static final Path DIR = Path.of("src/test/resources/svcomp/reader");

    /** The first line of the rendered diagnostic, with the directory left out of file names. */
    static String taskError(String name) {
        DiagnosticException e = assertThrows(DiagnosticException.class, () -> Task.read(DIR.resolve(name)));
        return e.diagnostic().render().lines().findFirst().orElseThrow().replace(DIR.toAbsolutePath() + "/", "").replace(DIR + "/", "");
    }

    @Test
    void readsATaskWithSeveralProperties() {
        Task t = Task.read(DIR.resolve("task.yml"));
        assertEquals(List.of(DIR.toAbsolutePath().resolve("prog.c")), t.inputFiles());
        assertEquals(DataModel.ILP32, t.dataModel());
        assertEquals("C", t.language());
        assertEquals(3, t.properties().size());
        Task.TaskProperty reach = t.properties().get(0);
        assertEquals(Property.Kind.UNREACH_CALL, reach.property().kind());
        assertEquals("reach_error", reach.property().function());
        assertEquals(Boolean.TRUE, reach.expectedVerdict());
        assertEquals("true", reach.expectedResult());
        Task.TaskProperty mem = t.property("valid-memsafety.prp");
        assertEquals(Boolean.FALSE, mem.expectedVerdict());
        assertEquals("valid-memtrack", mem.subproperty());
        assertEquals("false(valid-memtrack)", mem.expectedResult());
        Task.TaskProperty term = t.properties().get(2);
        assertEquals(Property.Kind.TERMINATION, term.property().kind());
        assertNull(term.expectedVerdict());
        assertNull(term.expectedResult());
    }

    @Test
    void readsAListOfInputFilesAndANumericVersion() {
        Task t = Task.read(DIR.resolve("task-list.yml"));
        assertEquals(List.of(DIR.toAbsolutePath().resolve("prog.c"), DIR.toAbsolutePath().resolve("helper.c")), t.inputFiles());
        assertEquals(DataModel.LP64, t.dataModel());
        assertEquals("false(no-overflow)", t.properties().get(0).expectedResult());
    }

    @Test
    void malformedTasksAreDiagnosedWithTheirPosition() {
        assertEquals("bad-version.yml:1:17: error: unsupported format_version 1.0 (Effigy reads 2.0)", taskError("bad-version.yml"));
        assertEquals("bad-missing-input.yml:2:14: error: input file nothere.c does not exist (nothere.c)", taskError("bad-missing-input.yml"));
        assertEquals("bad-data-model.yml:7:15: error: unknown data_model LLP64 (ILP32 or LP64)", taskError("bad-data-model.yml"));
        assertEquals("bad-verdict.yml:5:23: error: expected_verdict must be true or false, not maybe", taskError("bad-verdict.yml"));
        assertEquals("bad-subproperty.yml:6:18: error: subproperty valid-memcleanup is not one of valid-free, valid-deref, valid-memtrack", taskError("bad-subproperty.yml"));
        assertEquals("bad-key.yml:3:1: error: unknown key propertys in the task definition (expected format_version, input_files, options, properties, required_files)", taskError("bad-key.yml"));
        assertEquals("bad-yaml.yml:3:1: error: malformed YAML: expected ',' or ']', but got <scalar> (while parsing a flow sequence)", taskError("bad-yaml.yml"));
        assertEquals("bad-data-race.prp:1:26: error: unsupported property LTL(G ! data-race); Effigy knows G ! call(f()), G ! overflow, G valid-free, G valid-deref, G valid-memtrack, G valid-memcleanup and F end", taskError("bad-prp.yml"));
        assertEquals("bad-no-options.yml:1:1: error: missing key options", taskError("bad-no-options.yml"));
    }

    @Test
    void aTaskListingCoverageAndUnreadablePropertiesIsReadForTheOneAskedFor() {
        // every property asked for: the one that cannot be parsed is an error at its place
        assertEquals("bad-data-race.prp:1:26: error: unsupported property LTL(G ! data-race); Effigy knows G ! call(f()), G ! overflow, "
                + "G valid-free, G valid-deref, G valid-memtrack, G valid-memcleanup and F end", taskError("task-coverage.yml"));
        // unreach-call asked for: the coverage properties are read (kinds of their own), the unparseable one is a note
        Task t = Task.read(DIR.resolve("task-coverage.yml"), name -> name.equals("unreach-call.prp"));
        assertEquals(List.of(Property.Kind.UNREACH_CALL, Property.Kind.COVERAGE_ERROR_CALL, Property.Kind.COVERAGE_BRANCHES,
                Property.Kind.COVERAGE_CONDITIONS, Property.Kind.COVERAGE_STATEMENTS),
                t.properties().stream().map(p -> p.property().kind()).toList());
        assertNull(t.property("coverage-branches.prp").expectedVerdict());
        assertEquals(1, t.notes().size());
        String note = t.notes().get(0).render("note").lines().findFirst().orElseThrow().replace(DIR.toAbsolutePath() + "/", "").replace(DIR + "/", "");
        assertEquals("bad-data-race.prp:1:26: note: unsupported property LTL(G ! data-race); Effigy knows G ! call(f()), G ! overflow, "
                + "G valid-free, G valid-deref, G valid-memtrack, G valid-memcleanup and F end (bad-data-race.prp is not the property asked for: ignored)", note);
        // asked for, it is the error again
        assertThrows(DiagnosticException.class, () -> Task.read(DIR.resolve("task-coverage.yml"), name -> name.equals("bad-data-race.prp")));
        // a well-formed task has no notes
        assertEquals(List.of(), Task.read(DIR.resolve("task.yml"), name -> name.equals("termination.prp")).notes());
    }
}
