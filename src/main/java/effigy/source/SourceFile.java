package effigy.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The text of one input file, with the line table needed to turn offsets into line:column. */
public final class SourceFile {
    private final String name;
    private final String text;
    private final int[] lineStarts;

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

    public Span span(int start, int end) { return new Span(this, start, end); }

    @Override public String toString() { return name; }
}
