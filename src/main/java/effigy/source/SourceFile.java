package effigy.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The text of one input file, with the line table needed to turn offsets into line:column.
 *
 * <p>Offsets, {@link #line(int)}, {@link #column(int)} and {@link #lineText(int)} are physical: they describe
 * this text. A file may also carry line mappings (from C {@code #line} directives and the line markers of
 * preprocessed {@code .i} files), which make {@link #logicalName(int)} and {@link #logicalLine(int)} report
 * the position the user knows; without mappings they equal {@link #name()} and {@link #line(int)}.
 */
public final class SourceFile {
    private final String name;
    private final String text;
    private final int[] lineStarts;
    /** Physical line where a mapping starts, to the mapping; empty for most files. */
    private final TreeMap<Integer, LineMapping> mappings = new TreeMap<>();

    /** From its physical line on, lines are reported as {@code name}, starting at {@code line}. */
    private record LineMapping(String name, int line) {}

    public SourceFile(String name, String text) {
        this.name = name;
        this.text = text;
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') starts.add(i + 1);
        }
        this.lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Reads a file as UTF-8; a missing or unreadable file is a {@link DiagnosticException} with no position. */
    public static SourceFile read(Path path) {
        try {
            return new SourceFile(path.toString(), Files.readString(path, StandardCharsets.UTF_8));
        } catch (java.nio.file.NoSuchFileException e) {
            throw new DiagnosticException(Diagnostic.noPosition(path + ": no such file"));
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new DiagnosticException(Diagnostic.noPosition(path + ": cannot read: " + e.getMessage()));
        }
    }

    public String name() { return name; }
    public String text() { return text; }

    /** 1-based line of an offset. */
    public int line(int offset) {
        int lo = 0, hi = lineStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= offset) lo = mid; else hi = mid - 1;
        }
        return lo + 1;
    }

    /** 1-based column of an offset (counted in chars). */
    public int column(int offset) {
        return offset - lineStarts[line(offset) - 1] + 1;
    }

    /** The text of a 1-based line, without its line terminator. */
    public String lineText(int line) {
        if (line < 1 || line > lineStarts.length) return "";
        int start = lineStarts[line - 1];
        int end = line < lineStarts.length ? lineStarts[line] - 1 : text.length();
        if (end > start && text.charAt(end - 1) == '\r') end--;
        return text.substring(start, Math.max(start, end));
    }

    /**
     * Declares that physical line {@code physicalLine} (1-based) is line {@code logicalLine} of file
     * {@code logicalName}, and each following physical line one more, until the next mapping. A mapping at
     * the same physical line replaces the earlier one (so preprocessing a file twice is harmless). Meant
     * to be called by the preprocessor while it reads the file, before the file's spans are reported.
     */
    public void mapLines(int physicalLine, String logicalName, int logicalLine) {
        mappings.put(physicalLine, new LineMapping(logicalName, logicalLine));
    }

    /** The file name to report for an offset: {@link #name()} unless a line mapping says otherwise. */
    public String logicalName(int offset) {
        Map.Entry<Integer, LineMapping> e = mappings.isEmpty() ? null : mappings.floorEntry(line(offset));
        return e == null ? name : e.getValue().name();
    }

    /** The 1-based line to report for an offset: {@link #line(int)} unless a line mapping says otherwise. */
    public int logicalLine(int offset) {
        int physical = line(offset);
        Map.Entry<Integer, LineMapping> e = mappings.isEmpty() ? null : mappings.floorEntry(physical);
        return e == null ? physical : e.getValue().line() + (physical - e.getKey());
    }

    public Span span(int start, int end) { return new Span(this, start, end); }

    @Override public String toString() { return name; }
}
