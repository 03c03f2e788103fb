package effigy.svcomp;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import effigy.ir.DataModel;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.source.Span;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * An SV-COMP task definition ({@code .yml}, format version 2.0) as SV-COMP distributes it:
 * <pre>
 * format_version: '2.0'
 * input_files: 'loop.c'            # or a list; relative to the .yml's directory; * and ? in the last part
 * properties:
 *   - property_file: ../properties/unreach-call.prp
 *     expected_verdict: false
 *   - property_file: ../properties/valid-memsafety.prp
 *     expected_verdict: false
 *     subproperty: valid-memtrack
 * options:
 *   language: C
 *   data_model: ILP32              # or LP64
 * </pre>
 * Every property file is read and parsed ({@link Property}); every input file must exist. Any problem (bad
 * YAML, a missing or unknown key, a value of the wrong type, a missing file, a subproperty the property does
 * not have) is a {@link DiagnosticException} at its place in the file. A property file that is not asked for
 * ({@link #read(Path, Predicate)}) and cannot be read or parsed is left out of {@link #properties()} with a
 * note ({@link #notes()}) instead: it is not what is to be checked.
 */
public record Task(Path file, List<Path> inputFiles, List<Path> requiredFiles, List<TaskProperty> properties,
                   String language, DataModel dataModel, List<Diagnostic> notes) {

    /** One entry of {@code properties}: the parsed property, its file, and the expected verdict if given. */
    public record TaskProperty(Property property, Path propertyFile, Boolean expectedVerdict, String subproperty) {
        /** The verdict as SV-COMP writes it: {@code true}, {@code false(valid-memtrack)}, {@code false(unreach-call)}, or {@code null}. */
        public String expectedResult() {
            if (expectedVerdict == null) return null;
            if (expectedVerdict) return "true";
            return "false(" + (subproperty != null ? subproperty : property.name()) + ")";
        }
    }

    public Task {
        inputFiles = List.copyOf(inputFiles);
        requiredFiles = List.copyOf(requiredFiles);
        properties = List.copyOf(properties);
        notes = List.copyOf(notes);
    }

    /** The entry of {@link #properties()} whose property file has this file name ({@code unreach-call.prp}), or null. */
    public TaskProperty property(String fileName) {
        for (TaskProperty p : properties)
            if (p.propertyFile().getFileName().toString().equals(fileName)) return p;
        return null;
    }

    private static final Set<String> TOP_KEYS = Set.of("format_version", "input_files", "required_files", "properties", "options");
    private static final Set<String> PROPERTY_KEYS = Set.of("property_file", "expected_verdict", "subproperty");
    private static final Set<String> OPTION_KEYS = Set.of("language", "data_model");

    /** Reads a task definition and the property files it names, every one of them asked for. */
    public static Task read(Path path) {
        return read(path, name -> true);
    }

    /**
     * Reads a task definition and the property files it names; those whose file name ({@code unreach-call.prp})
     * {@code asked} rejects are ignored, with a note, when they cannot be read.
     */
    public static Task read(Path path, Predicate<String> asked) {
        try {
            // a task definition is a few hundred bytes; the YAML parser is not told of --max-time, and a string of
            // megabytes took it tens of seconds (and printing it in a diagnostic as long again)
            if (java.nio.file.Files.isRegularFile(path) && java.nio.file.Files.size(path) > MAX_TASK_BYTES) {
                throw new DiagnosticException(Diagnostic.noPosition(path + ": " + java.nio.file.Files.size(path)
                        + " bytes is too large for a task definition (at most " + MAX_TASK_BYTES + ")"));
            }
        } catch (IOException e) {
            // SourceFile.read reports it
        }
        return parse(SourceFile.read(path), path, asked);
    }

    /** The largest task definition read: SV-COMP's are under a kilobyte. */
    static final long MAX_TASK_BYTES = 1 << 20;

    /** Parses the text of a task definition read from {@code path} (for relative file names), every property asked for. */
    public static Task parse(SourceFile file, Path path) {
        return parse(file, path, name -> true);
    }

    /** Parses the text of a task definition read from {@code path}; see {@link #read(Path, Predicate)} for {@code asked}. */
    public static Task parse(SourceFile file, Path path, Predicate<String> asked) {
        Path dir = path.toAbsolutePath().getParent();
        Node root = new YamlReader(file).read();
        if (!(root instanceof MapNode top))
            throw DiagnosticException.at(root.span(), "a task definition is a mapping with format_version, input_files, properties and options");
        top.checkKeys(TOP_KEYS, "task definition");

        Scalar version = top.require("format_version").scalar("format_version");
        if (!version.text().equals("2.0"))
            throw DiagnosticException.at(version.span(), "unsupported format_version " + version.text() + " (Effigy reads 2.0)");

        Node inputNode = top.require("input_files");
        List<Path> inputs = files(dir, inputNode, "input_files", true);
        Node requiredNode = top.get("required_files");
        List<Path> required = requiredNode == null ? List.of() : files(dir, requiredNode, "required_files", false);

        Node optionsNode = top.require("options");
        if (!(optionsNode instanceof MapNode options))
            throw DiagnosticException.at(optionsNode.span(), "options must be a mapping with language and data_model");
        options.checkKeys(OPTION_KEYS, "options");
        Scalar language = options.require("language").scalar("language");
        if (!language.text().equals("C"))
            throw DiagnosticException.at(language.span(), "unsupported language " + language.text() + " (Effigy reads C tasks)");
        Scalar model = options.require("data_model").scalar("data_model");
        DataModel dataModel = switch (model.text()) {
            case "ILP32" -> DataModel.ILP32;
            case "LP64" -> DataModel.LP64;
            default -> throw DiagnosticException.at(model.span(), "unknown data_model " + model.text() + " (ILP32 or LP64)");
        };

        Node propsNode = top.require("properties");
        if (!(propsNode instanceof ListNode propList))
            throw DiagnosticException.at(propsNode.span(), "properties must be a list of entries with property_file");
        List<TaskProperty> properties = new ArrayList<>();
        List<Diagnostic> notes = new ArrayList<>();
        for (Node item : propList.items()) {
            if (!(item instanceof MapNode entry))
                throw DiagnosticException.at(item.span(), "a properties entry must be a mapping with property_file and expected_verdict");
            entry.checkKeys(PROPERTY_KEYS, "properties entry");
            Scalar prpName = entry.require("property_file").scalar("property_file");
            Path prpPath = dir.resolve(prpName.text()).normalize();
            boolean wanted = asked.test(prpPath.getFileName() == null ? prpName.text() : prpPath.getFileName().toString());
            Property property;
            try {
                if (!Files.isRegularFile(prpPath))
                    throw DiagnosticException.at(prpName.span(), "property file " + prpName.text() + " does not exist (" + prpPath + ")");
                property = Property.read(prpPath);
            } catch (DiagnosticException e) {
                if (wanted) throw e;
                // not the property asked for: what it says does not matter here
                Diagnostic d = e.diagnostic();
                notes.add(new Diagnostic(d.span(), d.message() + " (" + prpName.text() + " is not the property asked for: ignored)"));
                continue;
            }
            Boolean verdict = null;
            Node verdictNode = entry.get("expected_verdict");
            if (verdictNode != null) {
                Scalar v = verdictNode.scalar("expected_verdict");
                if (v.token() == JsonToken.VALUE_TRUE) verdict = true;
                else if (v.token() == JsonToken.VALUE_FALSE) verdict = false;
                else throw DiagnosticException.at(v.span(), "expected_verdict must be true or false, not " + v.text());
            }
            String subproperty = null;
            Node subNode = entry.get("subproperty");
            if (subNode != null) {
                Scalar s = subNode.scalar("subproperty");
                subproperty = s.text();
                if (!property.subproperties().contains(subproperty))
                    throw DiagnosticException.at(s.span(), "subproperty " + subproperty + " is not one of "
                            + (property.subproperties().isEmpty() ? property.name() + "'s (it has none)"
                                    : String.join(", ", property.subproperties())));
                if (!Boolean.FALSE.equals(verdict))
                    throw DiagnosticException.at(s.span(), "a subproperty names the violated part of a property: "
                            + "it needs expected_verdict: false");
            }
            for (TaskProperty p : properties)
                if (p.propertyFile().equals(prpPath))
                    throw DiagnosticException.at(prpName.span(), "property file " + prpName.text() + " is listed twice");
            properties.add(new TaskProperty(property, prpPath, verdict, subproperty));
        }
        if (propList.items().isEmpty())
            throw DiagnosticException.at(propsNode.span(), "properties is empty: a task needs at least one property");
        return new Task(path, inputs, required, properties, language.text(), dataModel, notes);
    }

    /** A string or a list of strings naming files relative to {@code dir}; a last part with * ? or [ is a glob. */
    private static List<Path> files(Path dir, Node node, String key, boolean nonEmpty) {
        List<Scalar> names = new ArrayList<>();
        if (node instanceof ListNode list) {
            for (Node n : list.items()) names.add(n.scalar(key + " entry"));
        } else {
            names.add(node.scalar(key));
        }
        if (nonEmpty && names.isEmpty()) throw DiagnosticException.at(node.span(), key + " is empty");
        List<Path> out = new ArrayList<>();
        for (Scalar name : names) {
            if (name.token() != JsonToken.VALUE_STRING)
                throw DiagnosticException.at(name.span(), key + " must name files, not " + name.text());
            Path p = dir.resolve(name.text()).normalize();
            String last = p.getFileName() == null ? "" : p.getFileName().toString();
            if (last.matches(".*[*?\\[].*")) {
                List<Path> matched = new ArrayList<>();
                try (DirectoryStream<Path> ds = Files.newDirectoryStream(p.getParent(), last)) {
                    for (Path m : ds) if (Files.isRegularFile(m)) matched.add(m);
                } catch (IOException | RuntimeException e) {
                    throw DiagnosticException.at(name.span(), "cannot expand " + name.text() + ": " + e.getMessage());
                }
                if (matched.isEmpty()) throw DiagnosticException.at(name.span(), name.text() + " matches no file");
                matched.sort(null);
                out.addAll(matched);
            } else {
                if (!Files.isRegularFile(p))
                    throw DiagnosticException.at(name.span(), "input file " + name.text() + " does not exist (" + p + ")");
                out.add(p);
            }
        }
        return out;
    }

    // ---- a YAML tree that remembers where each node was ----

    private sealed interface Node permits MapNode, ListNode, Scalar {
        Span span();

        default Scalar scalar(String what) {
            if (this instanceof Scalar s && s.token() != JsonToken.VALUE_NULL) return s;
            throw DiagnosticException.at(span(), what + " must be a single value"
                    + (this instanceof Scalar ? ", not empty" : ""));
        }
    }

    private record MapNode(Span span, Map<String, Node> entries, Map<String, Span> keySpans) implements Node {
        Node get(String key) { return entries.get(key); }

        Node require(String key) {
            Node n = entries.get(key);
            if (n == null) throw DiagnosticException.at(span, "missing key " + key);
            return n;
        }

        void checkKeys(Set<String> known, String what) {
            for (Map.Entry<String, Span> e : keySpans.entrySet())
                if (!known.contains(e.getKey()))
                    throw DiagnosticException.at(e.getValue(), "unknown key " + e.getKey() + " in the " + what
                            + " (expected " + String.join(", ", known.stream().sorted().toList()) + ")");
        }
    }

    private record ListNode(Span span, List<Node> items) implements Node {}

    private record Scalar(Span span, String text, JsonToken token) implements Node {}

    /** Reads a YAML document with Jackson's streaming parser into {@link Node}s with their spans. */
    private static final class YamlReader {
        private static final YAMLFactory FACTORY = new YAMLFactory();
        private final SourceFile file;
        private final int[] lineStarts;
        private JsonParser parser;

        YamlReader(SourceFile file) {
            this.file = file;
            String t = file.text();
            List<Integer> starts = new ArrayList<>();
            starts.add(0);
            for (int i = 0; i < t.length(); i++) if (t.charAt(i) == '\n') starts.add(i + 1);
            this.lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
        }

        Node read() {
            try (JsonParser p = FACTORY.createParser(file.text())) {
                parser = p;
                JsonToken t = p.nextToken();
                if (t == null) throw DiagnosticException.at(file.span(0, 0), "empty task definition");
                Node root = node(t);
                return root;
            } catch (JsonProcessingException e) {
                if (e.getCause() instanceof org.yaml.snakeyaml.error.MarkedYAMLException m && m.getProblemMark() != null) {
                    org.yaml.snakeyaml.error.Mark mark = m.getProblemMark();
                    String msg = m.getProblem() + (m.getContext() != null ? " (" + m.getContext() + ")" : "");
                    throw DiagnosticException.at(spanAt(mark.getLine() + 1, mark.getColumn() + 1, 1), "malformed YAML: " + msg);
                }
                JsonLocation loc = e.getLocation();
                String msg = e.getOriginalMessage().lines().findFirst().orElse("malformed YAML").strip();
                throw DiagnosticException.at(spanAt(loc, 1), "malformed YAML: " + msg);
            } catch (IOException e) {
                throw new DiagnosticException(Diagnostic.noPosition(file.name() + ": cannot read: " + e.getMessage()));
            }
        }

        private Node node(JsonToken t) throws IOException {
            Span at = spanAt(parser.currentTokenLocation(), 1);
            switch (t) {
                case START_OBJECT: {
                    Map<String, Node> entries = new LinkedHashMap<>();
                    Map<String, Span> keys = new LinkedHashMap<>();
                    JsonToken k;
                    while ((k = parser.nextToken()) == JsonToken.FIELD_NAME) {
                        effigy.source.Deadline.poll();
                        String name = parser.currentName();
                        Span keySpan = spanAt(parser.currentTokenLocation(), name.length());
                        if (keys.containsKey(name)) throw DiagnosticException.at(keySpan, "duplicate key " + name);
                        keys.put(name, keySpan);
                        entries.put(name, node(parser.nextToken()));
                    }
                    return new MapNode(at, entries, keys);
                }
                case START_ARRAY: {
                    List<Node> items = new ArrayList<>();
                    JsonToken i;
                    while ((i = parser.nextToken()) != JsonToken.END_ARRAY) {
                        effigy.source.Deadline.poll();
                        items.add(node(i));
                    }
                    return new ListNode(at, items);
                }
                default: {
                    String text = t == JsonToken.VALUE_NULL ? "" : parser.getText();
                    Span span = spanAt(parser.currentTokenLocation(), Math.max(1, text.length()));
                    return new Scalar(span, text, t);
                }
            }
        }

        /** The span at a Jackson location (1-based line and column), {@code length} characters long within its line. */
        private Span spanAt(JsonLocation loc, int length) {
            return spanAt(loc == null ? 1 : loc.getLineNr(), loc == null ? 1 : loc.getColumnNr(), length);
        }

        private Span spanAt(int lineNr, int colNr, int length) {
            int line = Math.max(1, lineNr);
            int col = Math.max(1, colNr);
            String text = file.text();
            if (line > lineStarts.length) return file.span(text.length(), text.length());
            int lineStart = lineStarts[line - 1];
            int lineEnd = line < lineStarts.length ? lineStarts[line] - 1 : text.length();
            int start = Math.min(lineStart + col - 1, lineEnd);
            int end = Math.min(start + length, Math.max(lineEnd, start));
            return file.span(start, end);
        }
    }
}
