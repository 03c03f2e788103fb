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
        // into an int array directly: a boxed Integer per line made the table of a 10 MB source of short lines (2.5
        // million) take 1-2 s on a loaded machine, with no look at --max-time or a signal
        int[] starts = new int[64];
        int n = 1;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            if (n == starts.length) starts = java.util.Arrays.copyOf(starts, 2 * n);
            starts[n++] = i + 1;
            if ((n & 0xFFFF) == 0) Deadline.check();   // a very large file: --max-time and Ctrl-C hold
        }
        this.lineStarts = java.util.Arrays.copyOf(starts, n);
    }

    /**
     * Reads a file as UTF-8; a missing or unreadable file, or one that is not a regular file (a directory, a device such
     * as {@code /dev/zero}, a FIFO), is a {@link DiagnosticException} with no position. A byte that is not part of
     * valid UTF-8 is read as the Latin-1 character of the same value and remembered ({@link #invalidByte}): the
     * lexers accept it in comments and literals, as gcc does (public C sources carry Latin-1 in comments), and report
     * it with its position anywhere else.
     */
    public static SourceFile read(Path path) {
        requireRegularFile(path);
        try {
            return decode(path.toString(), Files.readAllBytes(path));
        } catch (java.nio.file.NoSuchFileException e) {
            throw new DiagnosticException(Diagnostic.noPosition(path + ": no such file"));
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new DiagnosticException(Diagnostic.noPosition(path + ": cannot read: " + e.getMessage()));
        } catch (OutOfMemoryError e) {
            throw new DiagnosticException(Diagnostic.noPosition(path + ": too large to read"));
        }
    }

    /**
     * Refuses a path that exists but is not a regular file (after symbolic links): {@code FILE: not a regular file}.
     * A missing path passes (its reader reports it). For every input file Effigy reads whole.
     */
    public static void requireRegularFile(Path path) {
        if (Files.exists(path) && !Files.isRegularFile(path)) {
            throw new DiagnosticException(Diagnostic.noPosition(path + ": not a regular file"));
        }
    }

    /** The text of {@code bytes} as UTF-8, bytes that are not valid UTF-8 kept as Latin-1 characters (see {@link #read}). */
    public static SourceFile decode(String name, byte[] bytes) {
        java.nio.charset.CharsetDecoder strict = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        try {
            return new SourceFile(name, strict.decode(java.nio.ByteBuffer.wrap(bytes)).toString());
        } catch (java.nio.charset.CharacterCodingException e) {
            // the slow way, byte by byte
        }
        StringBuilder sb = new StringBuilder(bytes.length);
        Map<Integer, Integer> invalid = new java.util.HashMap<>();
        int i = 0;
        while (i < bytes.length) {
            int b = bytes[i] & 0xFF;
            int n = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
            boolean ok = n > 0 && i + n <= bytes.length;
            for (int k = 1; ok && k < n; k++) ok = (bytes[i + k] & 0xC0) == 0x80;
            if (ok && n > 1) {
                // overlong, surrogate and out-of-range forms are invalid too
                int b1 = bytes[i + 1] & 0xFF;
                if (b == 0xE0 && b1 < 0xA0 || b == 0xED && b1 > 0x9F || b == 0xF0 && b1 < 0x90 || b == 0xF4 && b1 > 0x8F) ok = false;
            }
            if (!ok) {
                invalid.put(sb.length(), b);
                sb.append((char) b);
                i++;
            } else {
                sb.append(new String(bytes, i, n, StandardCharsets.UTF_8));
                i += n;
            }
        }
        SourceFile f = new SourceFile(name, sb.toString());
        f.invalidBytes = invalid;
        return f;
    }

    /** The bytes read that were not valid UTF-8: offset in {@link #text()} to the byte's value. */
    private Map<Integer, Integer> invalidBytes = Map.of();

    /** The byte at {@code offset} that was not valid UTF-8 (0x80 to 0xFF), or -1 where the text is what the file says. */
    public int invalidByte(int offset) { return invalidBytes.getOrDefault(offset, -1); }

    /** The diagnostic for an invalid byte at {@code offset} ({@link #invalidByte} not -1). */
    public DiagnosticException invalidByteError(int offset) {
        return DiagnosticException.at(span(offset, offset + 1), String.format("invalid UTF-8 byte 0x%02X", invalidByte(offset)));
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
