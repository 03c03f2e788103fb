package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code effigy svcomp} on tasks as SV-COMP distributes them (issue 24): coverage properties beside the verification
 * ones, a property file Effigy does not read; SV-COMP's rule for signed overflow per property; and the termination
 * engine in the portfolio, with its non-termination witness. Each run in its own process, as a user runs it.
 */
class SvcompPortfolioCliTest {
    static final Path DIR = Path.of("src/test/resources/svcomp/portfolio");

    private static CliRun svcomp(String... args) throws Exception { return CliRun.inOwnProcess(120, "svcomp", args); }

    private static String resultLine(CliRun r) {
        List<String> lines = r.out().strip().lines().toList();
        return lines.get(lines.size() - 1);
    }

    @Test
    void aTaskListingCoveragePropertiesIsCheckedForTheOneAskedAndSignedOverflowWrapsForUnreachCall() throws Exception {
        // reach_error follows a signed overflow: SV-COMP's expected verdict takes it to wrap around
        CliRun r = svcomp(DIR.resolve("wrap.yml").toString(), "--property", "unreach-call.prp", "--max-time", "30");
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertEquals("Result: false(unreach-call)", resultLine(r), r.out());
        assertTrue(r.out().contains("Expected: false(unreach-call) (agrees)"), r.out());
        assertTrue(r.out().contains("x = 2147483647"), r.out());
        assertFalse(r.err().contains("error:"), r.err());
        // the property file Effigy cannot read is not the one asked for: a one-line note, not an error
        List<String> notes = r.err().lines().filter(l -> l.contains("no-data-race.prp")).toList();
        assertEquals(1, notes.size(), r.err());
        assertTrue(notes.get(0).matches(".*no-data-race\\.prp:1:26: note: unsupported property LTL\\(G ! data-race\\).*ignored\\)"), notes.get(0));
    }

    @Test
    void forNoOverflowTheSameAdditionIsTheViolation() throws Exception {
        CliRun r = svcomp(DIR.resolve("wrap.yml").toString(), "--property", "no-overflow.prp", "--max-time", "30");
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertEquals("Result: false(no-overflow)", resultLine(r), r.out());
        assertTrue(r.out().contains("wrap.c:10:13: signed overflow in x + 1"), r.out());
    }

    @Test
    void aCoveragePropertyAskedForIsUnknownWithAWordWhy() throws Exception {
        CliRun r = svcomp(DIR.resolve("wrap.yml").toString(), "--property", "coverage-branches.prp", "--max-time", "30", "--json");
        assertEquals(Main.UNKNOWN, r.code(), r.out() + r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("unknown", j.get("result").asText());
        assertEquals("coverage-branches", j.get("property").asText());
        String reason = j.get("reason").asText();
        assertTrue(reason.contains("test-generation property") && reason.contains("effigy explore --tests"), reason);
        CliRun text = svcomp(DIR.resolve("wrap.yml").toString(), "--property", "coverage-error-call.prp", "--max-time", "30");
        assertEquals(Main.UNKNOWN, text.code(), text.out() + text.err());
        assertEquals("Result: unknown", resultLine(text));
        assertTrue(text.out().contains("No verdict: coverage-error-call is Test-Comp's test-generation property (a test suite covering a call of reach_error)"), text.out());
    }

    @Test
    void withoutPropertyTheCoveragePropertiesAreSkippedWithANote() throws Exception {
        CliRun r = svcomp(DIR.resolve("grow.yml").toString(), "--max-time", "30");
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertEquals(1, r.out().lines().filter(l -> l.startsWith("Result: ")).count(), r.out());
        assertEquals("Result: false(termination)", resultLine(r), r.out());
        assertTrue(r.err().contains("coverage-statements.prp (coverage-statements) skipped: a coverage property asks for a test suite, not a verdict"), r.err());
        // every property is asked for then: one Effigy cannot read is an error
        CliRun all = svcomp(DIR.resolve("wrap.yml").toString(), "--max-time", "30");
        assertEquals(Main.BAD_INPUT, all.code(), all.out() + all.err());
        assertTrue(all.err().contains("no-data-race.prp:1:26: error: unsupported property LTL(G ! data-race)"), all.err());
    }

    @Test
    void anUnreadablePropertyAskedForIsStillAnError() throws Exception {
        CliRun r = svcomp(DIR.resolve("wrap.yml").toString(), "--property", "no-data-race.prp");
        assertEquals(Main.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("no-data-race.prp:1:26: error: unsupported property LTL(G ! data-race)"), r.err());
    }

    @Test
    void aTerminatingLoopIsProvedByTheTerminationEngine() throws Exception {
        CliRun r = svcomp(DIR.resolve("countdown.yml").toString(), "--max-time", "30");
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertEquals("Result: true", resultLine(r), r.out());
        assertTrue(r.out().contains("Engine termination"), r.out());
        assertTrue(r.out().contains("Expected: true (agrees)"), r.out());
    }

    @Test
    void aLoopThatNeverEndsIsFalseTerminationWithACycleWitness(@TempDir Path tmp) throws Exception {
        Path witness = tmp.resolve("w.yml");
        CliRun r = svcomp(DIR.resolve("grow.yml").toString(), "--property", "termination.prp", "--max-time", "30", "--witness", witness.toString());
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertEquals("Result: false(termination)", resultLine(r), r.out());
        assertTrue(r.out().contains("Expected: false(termination) (agrees)"), r.out());
        assertTrue(r.out().contains("Does not terminate: the loop at line 8 (main) never ends"), r.out());
        assertTrue(r.out().contains("Engine termination"), r.out());
        JsonNode w = new ObjectMapper(new YAMLFactory()).readTree(witness.toFile());
        assertEquals(1, w.size());
        JsonNode entry = w.get(0);
        assertEquals("violation_sequence", entry.get("entry_type").asText());
        assertEquals("2.1", entry.get("metadata").get("format_version").asText());
        assertEquals("F end", entry.get("metadata").get("task").get("specification").asText());
        assertEquals("LP64", entry.get("metadata").get("task").get("data_model").asText());
        JsonNode content = entry.get("content");
        // the stem: the value read into x, at the call's closing parenthesis on line 7
        JsonNode first = content.get(0).get("segment").get(0).get("waypoint");
        assertEquals("function_return", first.get("type").asText());
        assertEquals("follow", first.get("action").asText());
        assertEquals(7, first.get("location").get("line").asInt());
        assertTrue(first.get("constraint").get("value").asText().matches("\\\\result == \\d+"), first.toString());
        // the cycle: the recurrence set at the while statement, as a C expression over x
        JsonNode cycle = content.get(content.size() - 1).get("segment").get(0).get("waypoint");
        assertEquals("recurrence_condition", cycle.get("type").asText());
        assertEquals("cycle", cycle.get("action").asText());
        assertEquals("grow.c", Path.of(cycle.get("location").get("file_name").asText()).getFileName().toString());
        assertEquals(8, cycle.get("location").get("line").asInt());
        assertEquals(3, cycle.get("location").get("column").asInt());
        assertEquals("c_expression", cycle.get("constraint").get("format").asText());
        assertTrue(cycle.get("constraint").get("value").asText().contains("(long long)x"), cycle.toString());
        assertTrue(Files.readString(witness).contains("action: cycle"));
    }

    /**
     * A loop that runs for ever only by wrapping a signed value around (C: undefined) is not false(termination); nor is it
     * true, since i + 1 can overflow and termination is proved only up to an overflow.
     */
    @Test
    void aLoopKeptGoingOnlyBySignedWrapAroundIsNotFalseTermination() throws Exception {
        CliRun r = svcomp(DIR.resolve("aaron1.yml").toString(), "--max-time", "20", "--json");
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("unknown", j.get("result").asText(), r.out() + r.err());
        assertTrue(j.get("reason").asText().contains("up to a signed overflow"), j.get("reason").asText());
    }

    @Test
    void theTerminationEnginesUnknownIsNeverTrue() throws Exception {
        CliRun r = svcomp(DIR.resolve("collatz.yml").toString(), "--max-time", "12", "--json");
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertNotEquals("true", j.get("result").asText(), r.out() + r.err());
        assertNotEquals(Main.OK, r.code());
        if (j.get("result").asText().equals("unknown")) {
            assertEquals(Main.UNKNOWN, r.code());
            assertTrue(j.get("reason").asText().contains("termination: "), j.get("reason").asText());
        }
    }
}
