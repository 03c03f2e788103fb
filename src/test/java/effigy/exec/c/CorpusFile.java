package effigy.exec.c;

import effigy.search.Loss;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * One program of the C corpus ({@code src/test/resources/c/}) with its inline expectations, parsed.
 *
 * <p>The format (every directive is a {@code //} comment; anything else in comments is free text):
 * <pre>
 * // RUN: effigy run                 (first line; or "effigy explore"; further flags may follow on the line,
 *                                     e.g. --entry foo --buffer-size 4 --check-overflow --check-leaks --ints=math)
 * // EXPECT-LEAVES: 3                explore: the number of leaves
 * // EXPECT-STATUS: returned=2 error=1   explore: exact count per status; a status not named has count 0
 * // EXPECT-EXIT: 0                  run: the program's exit status (as run prints it; its own is then 0)
 * // EXPECT-STDOUT: hello 5\n        run: standard output; the lines concatenate in order; the text starts
 *                                     after "EXPECT-STDOUT: " (one space) and uses C escapes
 *                                     \n \t \r \\ \0 \xHH (so a trailing space is written \x20)
 * x = y / z; // EXPECT-ERROR: division-by-zero   on the line where an error leaf of that kind is reported
 * </pre>
 * Error annotations: every error leaf must be reported on an annotated line with the annotated kind, and
 * every annotation must be matched by at least one error leaf (the number of error leaves is in
 * EXPECT-STATUS). A {@code run} file with an EXPECT-ERROR has no EXPECT-EXIT; its EXPECT-STDOUT is the
 * output written before the error.
 */
public record CorpusFile(Path path, String name, String source, Mode mode, List<String> flags, Integer leaves,
                         Map<String, Integer> statuses, Integer exit, String stdout, Map<Integer, String> errors,
                         List<String> problems) {

    public enum Mode { RUN, EXPLORE }

    /** The error kinds of the issue. */
    public static final List<String> ERROR_KINDS = List.of("assertion", "reach-error", "abort", "division-by-zero",
            "out-of-bounds", "null-dereference", "use-after-free", "double-free", "invalid-free", "invalid-shift",
            "signed-overflow", "no-return-value", "vla-size", "float-to-int-overflow", "memory-leak");

    /** Leaf error kinds that are not runtime checks but where Effigy cannot follow a path symbolically. */
    public static final List<String> LIMIT_KINDS = List.of(Loss.UNSUPPORTED_KIND);

    /** Leaf statuses. */
    public static final List<String> STATUSES = List.of("returned", "error", "unsupported", "limit", "unknown");

    /** Where the corpus is, found through the test class path. */
    public static Path corpusRoot() {
        URL url = CorpusFile.class.getResource("/c");
        if (url == null) throw new IllegalStateException("the C corpus (resource /c) is not on the class path");
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every {@code .c} and (preprocessed) {@code .i} file under the corpus root, sorted by path, parsed. */
    public static List<CorpusFile> all() {
        Path root = corpusRoot();
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".c") || p.toString().endsWith(".i")).sorted()
                    .map(p -> parse(p, root.relativize(p).toString().replace('\\', '/'))).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** True when the program reads symbolic inputs (a nondet function, effigy_symbolic, or an entry with parameters). */
    public boolean symbolic() {
        return source.contains("__VERIFIER_nondet_") || source.contains("effigy_symbolic") || flags.contains("--entry");
    }

    /** The value of a flag given as {@code --name value} or {@code --name=value}; null when absent. */
    /** The checks the RUN line switches off ({@code --no-check a,b} or {@code --no-check=a,b}, possibly repeated). */
    public java.util.TreeSet<String> disabledChecks() {
        java.util.TreeSet<String> off = new java.util.TreeSet<>();
        for (int i = 0; i < flags.size(); i++) {
            String f = flags.get(i);
            if (f.equals("--no-check") && i + 1 < flags.size()) off.addAll(List.of(flags.get(i + 1).split(",")));
            else if (f.startsWith("--no-check=")) off.addAll(List.of(f.substring("--no-check=".length()).split(",")));
        }
        return off;
    }

    public String flag(String name) {
        for (int i = 0; i < flags.size(); i++) {
            String f = flags.get(i);
            if (f.equals(name) && i + 1 < flags.size()) return flags.get(i + 1);
            if (f.startsWith(name + "=")) return f.substring(name.length() + 1);
        }
        return null;
    }

    public static CorpusFile parse(Path path, String name) {
        String source;
        try {
            source = Files.readString(path, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return parse(path, name, source);
    }

    public static CorpusFile parse(Path path, String name, String source) {
        List<String> problems = new ArrayList<>();
        String[] lines = source.split("\n", -1);
        Mode mode = null;
        List<String> flags = new ArrayList<>();
        Integer leaves = null, exit = null;
        Map<String, Integer> statuses = null;
        StringBuilder stdout = null;
        Map<Integer, String> errors = new TreeMap<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int lineNo = i + 1;
            int at = line.indexOf("EXPECT-ERROR:");
            if (at >= 0) {
                String before = line.substring(0, at).stripTrailing();
                if (!before.endsWith("//")) problems.add(lineNo + ": EXPECT-ERROR must follow //");
                String kind = line.substring(at + "EXPECT-ERROR:".length()).trim();
                if (!ERROR_KINDS.contains(kind) && !LIMIT_KINDS.contains(kind)) problems.add(lineNo + ": unknown error kind '" + kind + "'");
                if (errors.put(lineNo, kind) != null) problems.add(lineNo + ": two EXPECT-ERRORs on one line");
                continue;
            }
            if (!line.startsWith("// ")) {
                if (line.contains("EXPECT-") || line.contains("RUN:")) problems.add(lineNo + ": a directive must start its line with '// '");
                continue;
            }
            String d = line.substring(3);
            if (d.startsWith("RUN:")) {
                if (lineNo != 1) problems.add(lineNo + ": RUN must be the first line");
                if (mode != null) problems.add(lineNo + ": a second RUN line");
                String[] words = d.substring(4).trim().split("\\s+");
                if (words.length < 2 || !words[0].equals("effigy") || !(words[1].equals("run") || words[1].equals("explore"))) {
                    problems.add(lineNo + ": RUN must be 'effigy run' or 'effigy explore' [flags]");
                } else {
                    mode = words[1].equals("run") ? Mode.RUN : Mode.EXPLORE;
                    for (int w = 2; w < words.length; w++) flags.add(words[w]);
                }
            } else if (d.startsWith("EXPECT-LEAVES:")) {
                if (leaves != null) problems.add(lineNo + ": a second EXPECT-LEAVES");
                leaves = number(d.substring("EXPECT-LEAVES:".length()), lineNo, problems);
            } else if (d.startsWith("EXPECT-EXIT:")) {
                if (exit != null) problems.add(lineNo + ": a second EXPECT-EXIT");
                exit = number(d.substring("EXPECT-EXIT:".length()), lineNo, problems);
            } else if (d.startsWith("EXPECT-STATUS:")) {
                if (statuses != null) problems.add(lineNo + ": a second EXPECT-STATUS");
                statuses = new LinkedHashMap<>();
                for (String item : d.substring("EXPECT-STATUS:".length()).trim().split("\\s+")) {
                    int eq = item.indexOf('=');
                    String status = eq < 0 ? item : item.substring(0, eq);
                    if (eq < 0 || !STATUSES.contains(status)) {
                        problems.add(lineNo + ": EXPECT-STATUS items are status=count with a status among " + STATUSES);
                        continue;
                    }
                    Integer n = number(item.substring(eq + 1), lineNo, problems);
                    if (n != null && statuses.put(status, n) != null) problems.add(lineNo + ": status " + status + " twice");
                }
            } else if (d.equals("EXPECT-STDOUT:") || d.startsWith("EXPECT-STDOUT: ")) {
                if (stdout == null) stdout = new StringBuilder();
                String text = d.length() > "EXPECT-STDOUT:".length() ? d.substring("EXPECT-STDOUT: ".length()) : "";
                try {
                    stdout.append(unescape(text));
                } catch (IllegalArgumentException e) {
                    problems.add(lineNo + ": " + e.getMessage());
                }
            } else if (d.startsWith("EXPECT-") || d.startsWith("RUN")) {
                problems.add(lineNo + ": unknown directive '" + d + "'");
            }
        }
        if (mode == null) problems.add("no RUN line");
        return new CorpusFile(path, name, source, mode, Collections.unmodifiableList(flags), leaves,
                statuses == null ? null : Collections.unmodifiableMap(statuses), exit, stdout == null ? null : stdout.toString(),
                Collections.unmodifiableMap(errors), Collections.unmodifiableList(problems));
    }

    private static Integer number(String text, int lineNo, List<String> problems) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            problems.add(lineNo + ": not a number: '" + text.trim() + "'");
            return null;
        }
    }

    /** Decodes the C escapes of an EXPECT-STDOUT text: \n \t \r \\ \0 \xHH; bytes are chars 0–255. */
    public static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') { sb.append(c); continue; }
            if (i + 1 >= s.length()) throw new IllegalArgumentException("a lone backslash at the end of '" + s + "'");
            char e = s.charAt(++i);
            switch (e) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case '0' -> sb.append('\0');
                case '\\' -> sb.append('\\');
                case 'x' -> {
                    String hex = s.substring(i + 1, Math.min(s.length(), i + 3));
                    if (!hex.matches("[0-9a-fA-F]{2}")) throw new IllegalArgumentException("\\x needs two hex digits in '" + s + "'");
                    sb.append((char) Integer.parseInt(hex, 16));
                    i += 2;
                }
                default -> throw new IllegalArgumentException("unknown escape \\" + e + " in '" + s + "'");
            }
        }
        return sb.toString();
    }

    /** The inverse of {@link #unescape}, one output line per element (each but the last ending in \n). */
    public static List<String> escapeLines(String output) {
        List<String> out = new ArrayList<>();
        String[] lines = output.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            boolean last = i == lines.length - 1;
            if (last && lines[i].isEmpty()) break;
            StringBuilder sb = new StringBuilder();
            String l = lines[i];
            int end = l.length();
            while (end > 0 && l.charAt(end - 1) == ' ') end--;
            for (int k = 0; k < l.length(); k++) {
                char c = l.charAt(k);
                if (c == '\\') sb.append("\\\\");
                else if (c == '\t') sb.append("\\t");
                else if (c == '\r') sb.append("\\r");
                else if (c == '\0') sb.append("\\0");
                else if (c < 32 || c > 126 || k >= end) sb.append(String.format("\\x%02x", (int) c));
                else sb.append(c);
            }
            if (!last) sb.append("\\n");
            out.add(sb.toString());
        }
        return out;
    }
}
