package effigy.svcomp;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import effigy.bmc.Counterexample;
import effigy.exec.Leaf;
import effigy.invariants.InvariantProver;
import effigy.ir.DataModel;
import effigy.ir.Type;
import effigy.source.Span;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A violation witness in SV-COMP's YAML witness format 2.0: one {@code violation_sequence} entry whose segments
 * follow the counterexample's run: one {@code function_return} waypoint per input the run read (the value
 * {@code __VERIFIER_nondet_*} returned there, {@code \result == v}, at the call's closing parenthesis), in the
 * order read, then the {@code target} waypoint at the violation. Locations are lines and columns of the input
 * files as given (a {@code .i} file's own lines, not those of its {@code #line} directives).
 *
 * <p>A non-termination witness ({@link #nonTermination}) is format 2.1's extension of it: the stem, one
 * {@code function_return} waypoint per value the run read before it reached the recurrence set, then the
 * {@code cycle}: a segment whose waypoint, of type {@code recurrence_condition} and action {@code cycle}, is at the
 * loop statement with the set as a C expression. Every run that reaches the loop's head in the set stays in it and
 * comes back to the head in it, for ever.
 */
public final class Witness {
    private Witness() {}

    /** What a witness says about its task. */
    public record TaskInfo(List<Path> inputFiles, String specification, DataModel dataModel) {}

    /** The witness of {@code cex}, which reached {@code error} ({@code cex.reproduces()}), as YAML text. */
    public static String violation(TaskInfo task, Counterexample cex, Leaf.ErrorInfo error, String producerVersion) {
        List<Object> content = new ArrayList<>();
        for (Counterexample.Read r : cex.reads()) content.add(returned(r.call(), r.function(), r.value(), r.type()));
        content.add(Map.of("segment", List.of(Map.of("waypoint", waypoint("target", location(error.span(), error.span().start(), cex.errorFunction()))))));
        return yaml(entry(task, "2.0", producerVersion, content));
    }

    /**
     * The witness of a run that never ends (format 2.1): the values it read on its way to the loop's recurrence set,
     * then the cycle at the loop statement, with the set as its recurrence condition.
     */
    public static String nonTermination(TaskInfo task, effigy.termination.Termination.Witness run, String producerVersion) {
        List<Object> content = new ArrayList<>();
        for (effigy.termination.Termination.Read r : run.reads()) content.add(returned(r.call(), r.function(), r.value(), r.type()));
        Map<String, Object> w = new LinkedHashMap<>();
        w.put("type", "recurrence_condition");
        w.put("action", "cycle");
        w.put("location", location(run.at(), run.at().start(), run.function()));
        // a recursion's set is over its parameters by position: no C expression of the program's names; any state then
        w.put("constraint", constraint(run.condition() == null ? "1" : run.condition()));
        content.add(Map.of("segment", List.of(Map.of("waypoint", w))));
        return yaml(entry(task, "2.1", producerVersion, content));
    }

    /** A segment with the one waypoint that the call at {@code call} returned {@code value}. */
    private static Map<String, Object> returned(Span call, String function, Object value, Type type) {
        Map<String, Object> w = waypoint("function_return", returnLocation(call, function));
        w.put("constraint", constraint(resultIs(value, type)));
        return Map.of("segment", List.of(Map.of("waypoint", w)));
    }

    private static String yaml(Map<String, Object> entry) {
        try {
            return mapper().writeValueAsString(List.of(entry));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The {@code violation_sequence} entry: its metadata (format {@code version}, the task) and {@code content}. */
    private static Map<String, Object> entry(TaskInfo task, String version, String producerVersion, List<Object> content) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("entry_type", "violation_sequence");
        entry.put("metadata", metadata(task, version, producerVersion));
        entry.put("content", content);
        return entry;
    }

    /**
     * The correctness witness of a proof by invariants: one {@code invariant_set} entry with a {@code loop_invariant} per
     * loop, at the loop statement's line and column, its value a C expression ({@link InvariantProver.LoopInvariant#cExpression});
     * a loop whose invariant cannot be written in C is left out (the set then says less, and what it says still holds).
     */
    public static String correctness(TaskInfo task, List<InvariantProver.LoopInvariant> invariants, String producerVersion) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("entry_type", "invariant_set");
        entry.put("metadata", metadata(task, "2.0", producerVersion));
        List<Object> content = new ArrayList<>();
        for (InvariantProver.LoopInvariant inv : invariants) {
            String c = inv.cExpression();
            if (c == null) continue;
            Map<String, Object> i = new LinkedHashMap<>();
            i.put("type", "loop_invariant");
            i.put("location", location(inv.at(), inv.loopOffset(), inv.function()));
            i.put("value", c);
            i.put("format", "c_expression");
            content.add(Map.of("invariant", i));
        }
        entry.put("content", content);
        return yaml(entry);
    }

    private static Map<String, Object> metadata(TaskInfo task, String version, String producerVersion) {
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("format_version", version);
        metadata.put("uuid", UUID.randomUUID().toString());
        metadata.put("creation_time", OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        metadata.put("producer", Map.of("name", "Effigy", "version", producerVersion));
        Map<String, Object> t = new LinkedHashMap<>();
        List<String> names = new ArrayList<>();
        Map<String, String> hashes = new LinkedHashMap<>();
        for (Path p : task.inputFiles()) {
            names.add(p.toString());
            hashes.put(p.toString(), sha256(p));
        }
        t.put("input_files", names);
        t.put("input_file_hashes", hashes);
        t.put("specification", task.specification());
        t.put("data_model", task.dataModel().option());
        t.put("language", "C");
        metadata.put("task", t);
        return metadata;
    }

    private static ObjectMapper mapper() {
        return new ObjectMapper(YAMLFactory.builder()
                .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
                .build());
    }

    private static Map<String, Object> waypoint(String type, Map<String, Object> location) {
        Map<String, Object> w = new LinkedHashMap<>();
        w.put("type", type);
        w.put("action", "follow");
        w.put("location", location);
        return w;
    }

    private static Map<String, Object> constraint(String value) {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("value", value);
        c.put("format", "c_expression");
        return c;
    }

    /** A call's location as the format asks for a function_return: its closing parenthesis. */
    private static Map<String, Object> returnLocation(Span call, String function) {
        String text = call.file().text();
        int at = call.end() - 1;
        while (at > call.start() && Character.isWhitespace(text.charAt(at))) at--;
        return location(call, text.charAt(at) == ')' ? at : call.start(), function);
    }

    private static Map<String, Object> location(Span span, int offset, String function) {
        Map<String, Object> l = new LinkedHashMap<>();
        l.put("file_name", span.file().name());
        l.put("line", span.file().line(offset));
        l.put("column", span.file().column(offset));
        if (function != null) l.put("function", function);
        return l;
    }

    /**
     * The constraint that the call returned {@code value} of C type {@code type}: {@code \result == -1},
     * {@code \result == 4294967295U}, {@code \result == 0x1.8p1} (a float in hexadecimal, exactly), and for a NaN
     * {@code \result != \result}.
     */
    static String resultIs(Object value, Type type) {
        String v = valueText(value, type);
        return v.equals("NaN") ? "\\result != \\result" : "\\result == " + v;
    }

    /**
     * A value read, as a C constant of its type: {@code -1}, {@code 4294967295U}, {@code 0x1.8p1} (a float in
     * hexadecimal, exactly), {@code -1.0 / 0.0}; {@code NaN} for a NaN (which no constant is).
     */
    public static String valueText(Object value, Type type) {
        if (value instanceof Boolean b) return b ? "1" : "0";
        BigInteger bits = (BigInteger) value;
        if (type instanceof Type.FloatType ft) {
            double d = ft.width() == 32 ? Float.intBitsToFloat(bits.intValue()) : Double.longBitsToDouble(bits.longValue());
            if (Double.isNaN(d)) return "NaN";
            if (Double.isInfinite(d)) return (d > 0 ? "" : "-") + "1.0 / 0.0";
            return Double.toHexString(d);
        }
        if (type instanceof Type.BvType bv && bv.signed() && bits.testBit(bv.width() - 1)) {
            return bits.subtract(BigInteger.ONE.shiftLeft(bv.width())).toString();
        }
        return bits + (bits.bitLength() > 31 ? "U" : "");
    }

    private static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (java.io.IOException e) {
            throw new effigy.source.DiagnosticException(effigy.source.Diagnostic.noPosition(file + ": cannot read: " + e.getMessage()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The specification line SV-COMP's witnesses carry for {@code property} (the violated subproperty's for memory safety). */
    public static String specification(Property property, String violated) {
        return switch (property.kind()) {
            case UNREACH_CALL -> "G ! call(" + property.function() + "())";
            case NO_OVERFLOW -> "G ! overflow";
            case VALID_MEMSAFETY, VALID_MEMCLEANUP -> "G " + (violated != null ? violated : property.name());
            case TERMINATION -> "F end";
            case COVERAGE_ERROR_CALL -> "COVER EDGES(@CALL(" + property.function() + "))";
            case COVERAGE_BRANCHES -> "COVER EDGES(@DECISIONEDGE)";
            case COVERAGE_CONDITIONS -> "COVER EDGES(@CONDITIONEDGE)";
            case COVERAGE_STATEMENTS -> "COVER EDGES(@BASICBLOCKENTRY)";
        };
    }
}
