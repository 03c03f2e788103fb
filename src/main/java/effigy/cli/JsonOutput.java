package effigy.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * The one envelope of every command's {@code --json} document, here and nowhere else. Every document is one JSON
 * object whose first members are
 *
 * <pre>
 * "effigy"   the version of Effigy that wrote it, "0.1.0"
 * "format"   the version of this envelope and of the documents' shapes, {@value #FORMAT}; a consumer checks it
 *            (it goes up when a member is removed or changes its meaning, not when one is added)
 * "command"  the command: "explore", "bmc", ...
 * "verdict"  one of the words below, the same in every command and tied to the exit code
 * "exitCode" the process's exit status
 * </pre>
 *
 * and then the command's own members. The verdict words are SV-COMP's, one per exit code ({@link ExitCodes} has each
 * command's rule):
 *
 * <pre>
 * verdict    exit  meaning
 * "true"     0     proved, or the search complete and nothing found (termination: terminates; complexity: a bound;
 *                  run: the program ran to its end; fuzz: no crash found in the time given, not a proof)
 * "false"    1     an error or violation found (a counterexample, an error leaf, a crash, a non-termination witness)
 * "unknown"  4     nothing found and nothing proved (a limit, a path lost, an undecided query, no bound)
 * "error"    3     an internal error of Effigy after the document was begun (a test that does not replay to its
 *                  leaf): the rest of the document is not to be trusted
 * null       0     ir: a listing, which decides nothing
 * </pre>
 *
 * A document written after Ctrl-C or SIGTERM stopped the command (its results so far, marked partial) says the
 * status the process ends with, 130 or 143, as {@code "exitCode"}, and a verdict of what was found before the stop:
 * "false" for a finding, else "unknown" (a partial run proves nothing, whatever its results so far would have given).
 *
 * <p>Bad input and usage (exit 2) print no document: the diagnostic goes to standard error. A command's own words for
 * its answer stay in a member of their own: {@code "result"} ({@code "false(unreach-call)"} for svcomp,
 * {@code "terminates"}, {@code "does-not-terminate"} for termination and complexity), nested verdicts (svcomp's
 * properties, verify's conditions, termination's semantics) use the same three words as the envelope.
 *
 * <p>{@code explore} streams its document: the leaves are written as they are found, so its {@code "verdict"} and
 * {@code "exitCode"} are its last members rather than its fourth and fifth (a consumer reads the whole object anyway).
 */
final class JsonOutput {
    /** The version of the envelope and of the documents' shapes. */
    static final int FORMAT = 1;

    /** The members every document starts with, in order; a command's body may not set them. */
    static final Set<String> ENVELOPE = Set.of("effigy", "format", "command", "verdict", "exitCode");

    private JsonOutput() {}

    /** The verdict word of an exit code: "true", "false", "unknown", "error"; null for bad input (no document). */
    static String verdict(int exitCode) {
        return switch (exitCode) {
            case Main.OK -> "true";
            case Main.FOUND_ERROR -> "false";
            case Main.UNKNOWN -> "unknown";
            case Main.INTERNAL -> "error";
            default -> null;
        };
    }

    /** The word of a deciding verdict (a nested one: a property, a condition, a semantics): the word of its exit code. */
    static String verdict(effigy.search.Verdict<?> v) {
        return verdict(v.isTrue() ? Main.OK : v.isFalse() ? Main.FOUND_ERROR : Main.UNKNOWN);
    }

    /** Effigy's version, as {@code --version} prints it. */
    static String version() {
        String v = Main.class.getPackage().getImplementationVersion();
        return v != null ? v : "0.1.0";
    }

    /** The first three members: {@code effigy}, {@code format}, {@code command}. */
    static ObjectNode header(String command) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("effigy", version());
        o.put("format", FORMAT);
        o.put("command", command);
        return o;
    }

    /**
     * {@code verdict} and {@code exitCode} of {@code exitCode}, added to {@code into}; after a signal, the status the
     * process ends with and "unknown" for anything but a finding.
     */
    static void putVerdict(ObjectNode into, int exitCode) {
        String word = verdict(exitCode);
        if (ShutdownGuard.stopping() && exitCode != Main.BAD_INPUT) {
            if (!"false".equals(word) && !"error".equals(word)) word = "unknown";
            exitCode = Signals.status();
        }
        if (word == null) into.putNull("verdict"); else into.put("verdict", word);
        into.put("exitCode", exitCode);
    }

    /** The whole document: the envelope, then {@code body}'s members in their order. */
    static ObjectNode document(String command, int exitCode, ObjectNode body) {
        ObjectNode o = header(command);
        if (command.equals("ir")) {
            o.putNull("verdict");
            o.put("exitCode", ShutdownGuard.stopping() ? Signals.status() : exitCode);
        } else {
            putVerdict(o, exitCode);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = body.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (ENVELOPE.contains(e.getKey())) {
                throw new IllegalArgumentException("the " + command + " document sets the envelope's member " + e.getKey());
            }
            o.set(e.getKey(), e.getValue());
        }
        return o;
    }

    /** Prints the document of {@code command} with {@code body}, for {@code exitCode}, and returns the exit code. */
    static int print(PrintWriter out, String command, int exitCode, ObjectNode body) {
        out.println(text(document(command, exitCode, body)));
        out.flush();
        return exitCode;
    }

    /** A document as every command prints it: indented, one member a line. */
    static String text(JsonNode document) {
        try {
            return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
