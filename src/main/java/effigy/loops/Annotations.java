package effigy.loops;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Loop-bound annotations in TACLeBench's form: a line {@code _Pragma("loopbound min A max B")} directly before a
 * loop statement, where A and B are the least and greatest number of iterations (times the body starts) of one
 * entry of that loop, over all entries and all inputs. {@link #parse} reads a pragma as the C front end delivers it
 * ({@link effigy.lang.c.ast.Pragma#text()}); {@link #annotate} writes annotations into C source text.
 */
public final class Annotations {
    private Annotations() {}

    /** A per-entry iteration bound: {@code 0 <= min <= max}. */
    public record Bound(int min, int max) {
        public Bound {
            if (min < 0) throw new IllegalArgumentException("loop bound min " + min + " is negative");
            if (max < min) throw new IllegalArgumentException("loop bound max " + max + " is below min " + min);
        }

        /** The pragma text, {@code loopbound min A max B}. */
        public String text() { return "loopbound min " + min + " max " + max; }

        /** The annotation as written before a loop, {@code _Pragma("loopbound min A max B")}. */
        public String pragma() { return "_Pragma(\"" + text() + "\")"; }
    }

    /** A whole line holding only a loopbound pragma, in either form, possibly followed by a comment. */
    private static final Pattern PRAGMA_LINE = Pattern.compile(
            "\\s*(?:_Pragma\\s*\\(\\s*L?\"\\s*loopbound\\b.*\"\\s*\\)|#\\s*pragma\\s+loopbound\\b.*)\\s*(?:/\\*.*\\*/\\s*|//.*)?");

    private static final Pattern SPACE = Pattern.compile("\\s+");

    /**
     * The bound a pragma states, or null when it is not a loopbound pragma. {@code pragmaText} is what follows
     * the word {@code pragma}, as in {@link effigy.lang.c.ast.Pragma#text()}: for {@code #pragma loopbound min 1
     * max 4} and {@code _Pragma("loopbound min 1 max 4")} alike, {@code loopbound min 1 max 4}. Whitespace
     * between the words may be any amount.
     *
     * @throws IllegalArgumentException if it is a loopbound pragma but not {@code loopbound min A max B} with
     *         decimal A and B, {@code 0 <= A <= B}
     */
    public static Bound parse(String pragmaText) {
        String text = pragmaText.strip();
        String[] words = text.isEmpty() ? new String[0] : SPACE.split(text);
        if (words.length == 0 || !words[0].equals("loopbound")) return null;
        if (words.length != 5 || !words[1].equals("min") || !words[3].equals("max")) {
            throw new IllegalArgumentException("malformed loopbound pragma \"" + text + "\": expected loopbound min A max B");
        }
        int min = number(words[2], "min", text);
        int max = number(words[4], "max", text);
        if (max < min) {
            throw new IllegalArgumentException("malformed loopbound pragma \"" + text + "\": max " + max + " is below min " + min);
        }
        return new Bound(min, max);
    }

    private static int number(String word, String what, String text) {
        if (!word.matches("\\d+")) {
            throw new IllegalArgumentException("malformed loopbound pragma \"" + text + "\": " + what + " " + word
                    + " is not a non-negative decimal number");
        }
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("malformed loopbound pragma \"" + text + "\": " + what + " " + word + " is too large");
        }
    }

    /**
     * {@code source} with a line {@code <indent>_Pragma("loopbound min A max B")} before each line given in
     * {@code byLine} (1-based line number to bound; the indentation is copied from that line). When the line
     * directly above a given line already holds a loopbound pragma ({@code _Pragma("loopbound ...")} or
     * {@code #pragma loopbound ...}, alone on its line apart from a trailing comment), that line is replaced
     * instead of a second one added. Every other line is kept as it is, with its line ending; an inserted line
     * takes the ending of the line it annotates (a last line without one: the ending of the line before it, or
     * {@code \n}).
     *
     * @throws IllegalArgumentException if a line number is not a line of {@code source}
     */
    public static String annotate(String source, Map<Integer, Bound> byLine) {
        List<String> lines = new ArrayList<>();
        List<String> endings = new ArrayList<>();
        int start = 0;
        while (start < source.length()) {
            int nl = source.indexOf('\n', start);
            if (nl < 0) {
                lines.add(source.substring(start));
                endings.add("");
                break;
            }
            boolean crlf = nl > start && source.charAt(nl - 1) == '\r';
            lines.add(source.substring(start, crlf ? nl - 1 : nl));
            endings.add(crlf ? "\r\n" : "\n");
            start = nl + 1;
        }
        for (int line : byLine.keySet()) {
            if (line < 1 || line > lines.size()) {
                throw new IllegalArgumentException("line " + line + " is not in the source (1.." + lines.size() + ")");
            }
        }
        StringBuilder sb = new StringBuilder(source.length() + 48 * byLine.size());
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Bound next = byLine.get(i + 2);
            if (next != null && PRAGMA_LINE.matcher(line).matches() && !byLine.containsKey(i + 1)) {
                continue; // an existing annotation of the next line, replaced below
            }
            Bound b = byLine.get(i + 1);
            if (b != null) {
                String ending = !endings.get(i).isEmpty() ? endings.get(i) : i > 0 ? endings.get(i - 1) : "\n";
                sb.append(indentation(line)).append(b.pragma()).append(ending);
            }
            sb.append(line).append(endings.get(i));
        }
        return sb.toString();
    }

    private static String indentation(String line) {
        int n = 0;
        while (n < line.length() && (line.charAt(n) == ' ' || line.charAt(n) == '\t')) n++;
        return line.substring(0, n);
    }
}
