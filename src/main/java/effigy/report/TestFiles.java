package effigy.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.exec.Leaf;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.term.Assignment;
import effigy.term.TermFactory;
import effigy.term.TermPrinter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Test files written by {@code explore --tests} and read by {@code replay}: the call, the input values
 * and what the leaf must look like (status, path digest, steps, error, outputs).
 */
public final class TestFiles {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /**
     * A test read back: the call to make, its step limit, its inputs and the expected leaf; for C also
     * the settings of the exploration that made it ({@link #write}), else a missing node.
     */
    public record TestCase(String call, int maxSteps, Assignment inputs, String status, long pathHash, int steps,
                           String errorKind, JsonNode expectedOutputs, JsonNode settings) {}

    private TestFiles() {}

    public static String write(List<Path> program, String call, int maxSteps, Leaf leaf, LeafReport report) {
        return write(program, call, maxSteps, leaf, report, null);
    }

    /**
     * A test file for {@code leaf}. {@code settings} (C: entry function, buffer size, integer semantics,
     * checks) is recorded so that a replay runs the program as the exploration did; null for none.
     */
    public static String write(List<Path> program, String call, int maxSteps, Leaf leaf, LeafReport report, ObjectNode settings) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("format", "effigy-test-1");
        var files = o.putArray("program");
        for (Path p : program) files.add(p.toString());
        o.put("call", call);
        o.put("maxSteps", maxSteps);
        if (settings != null) o.set("settings", settings);
        o.set("inputs", Values.inputsJson(leaf.test()));
        ObjectNode expect = o.putObject("expect");
        expect.put("status", leaf.status().label());
        expect.put("pc", report.pcText(leaf));
        expect.put("pathHash", Long.toHexString(leaf.pathHash()));
        expect.put("steps", leaf.steps());
        if (leaf.error() != null && leaf.status() != Leaf.Status.RETURNED) {
            expect.put("error", leaf.error().kind().label());
            expect.put("line", leaf.error().span().line());
            if (leaf.error().library() != null) expect.set("library", LeafReport.libraryJson(leaf.error().library()));
        }
        ObjectNode outs = expect.putObject("outputs");
        leaf.outputs().forEach((k, v) -> outs.put(k, TermPrinter.print(v)));
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(o) + "\n";
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public static TestCase read(Path file, TermFactory f) {
        JsonNode o = tree(file);
        try {
            JsonNode e = o.path("expect");
            return new TestCase(o.path("call").asText(), o.path("maxSteps").asInt(1000), Values.inputsFromJson(o.path("inputs"), f),
                    e.path("status").asText(), Long.parseUnsignedLong(e.path("pathHash").asText("0"), 16), e.path("steps").asInt(),
                    e.has("error") ? e.path("error").asText() : null, e.path("outputs"), o.path("settings"));
        } catch (IllegalArgumentException ex) {
            throw new DiagnosticException(Diagnostic.noPosition(file + ": malformed test: " + ex.getMessage()));
        }
    }

    /** The settings recorded in a test file (a missing node when it has none), read before the program is loaded. */
    public static JsonNode settings(Path file) { return tree(file).path("settings"); }

    private static JsonNode tree(Path file) {
        JsonNode o;
        effigy.source.SourceFile.requireRegularFile(file);
        try {
            o = MAPPER.readTree(Files.readString(file));
        } catch (NoSuchFileException e) {
            throw new DiagnosticException(Diagnostic.noPosition(file + ": no such file"));
        } catch (IOException e) {
            throw new DiagnosticException(Diagnostic.noPosition(file + ": not a test file: " + e.getMessage()));
        }
        if (o == null || !"effigy-test-1".equals(o.path("format").asText())) {
            throw new DiagnosticException(Diagnostic.noPosition(file + ": not an effigy test file (no \"format\": \"effigy-test-1\")"));
        }
        return o;
    }
}
