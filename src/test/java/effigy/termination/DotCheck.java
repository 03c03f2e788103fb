package effigy.termination;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Checks the subset of Graphviz DOT that Effigy writes: {@code [strict] digraph [NAME] { ... }} with
 * {@code graph/node/edge [attrs]} defaults, {@code name=value} graph attributes, node statements
 * {@code ID [attrs]}, edge chains {@code ID -> ID [-> ID] [attrs]}, optional {@code ;} after statements,
 * attribute lists separated by {@code ,} or {@code ;}, ids quoted (escapes {@code \" \\ \n \l \r} only) or
 * alphanumeric or numerals, comments {@code //}, {@code #} at a line's start, and block comments. Besides
 * syntax errors it rejects a node declared twice and an edge to a node that no node statement declares.
 * {@link #renderWithGraphviz} runs the real {@code dot -Tsvg} when it is on the PATH.
 */
final class DotCheck {
    private enum Kind { ID, SYMBOL, EOF }

    private record Token(Kind kind, String text, int line, boolean quoted) {}

    private final List<Token> tokens;
    private int pos;
    private final Map<String, Integer> nodes = new HashMap<>();
    private final List<Token> edgeEnds = new ArrayList<>();

    private DotCheck(String dot) {
        this.tokens = tokens(dot);
    }

    /** Throws {@link IllegalArgumentException} ("line N: ...") unless {@code dot} is a well-formed graph of the subset. */
    static void check(String dot) {
        new DotCheck(dot).graph();
    }

    /**
     * Renders {@code dot} to {@code svgOut} with Graphviz's {@code dot -Tsvg}; false when no {@code dot} is on
     * the PATH, an {@link AssertionError} with dot's standard error when it fails.
     */
    static boolean renderWithGraphviz(String dot, Path svgOut) throws IOException, InterruptedException {
        Path program = onPath("dot");
        if (program == null) return false;
        Path err = Files.createTempFile("dot", ".stderr");
        try {
            Process p = new ProcessBuilder(program.toString(), "-Tsvg", "-o", svgOut.toString())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
            try (OutputStream in = p.getOutputStream()) {
                in.write(dot.getBytes(StandardCharsets.UTF_8));
            }
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("dot -Tsvg did not finish within 60 s");
            }
            if (p.exitValue() != 0) {
                throw new AssertionError("dot -Tsvg failed (exit " + p.exitValue() + "): " + Files.readString(err).strip());
            }
            return true;
        } finally {
            Files.deleteIfExists(err);
        }
    }

    private static Path onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) return null;
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) continue;
            Path candidate = Path.of(dir, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) return candidate;
        }
        return null;
    }

    private void graph() {
        if (keyword(peek(), "strict")) next();
        Token head = next();
        if (!keyword(head, "digraph")) throw error(head, "expected digraph, found " + describe(head));
        if (peek().kind() == Kind.ID) next();
        expect("{");
        while (!peek().text().equals("}") || peek().kind() != Kind.SYMBOL) {
            if (peek().kind() == Kind.EOF) throw error(peek(), "the graph is not closed with }");
            statement();
        }
        next();
        if (peek().kind() != Kind.EOF) throw error(peek(), "text after the graph: " + describe(peek()));
        for (Token end : edgeEnds) {
            if (!nodes.containsKey(end.text())) throw error(end, "edge to undeclared node \"" + end.text() + "\"");
        }
    }

    private void statement() {
        Token first = next();
        if (first.kind() != Kind.ID) throw error(first, "expected a statement, found " + describe(first));
        if (keyword(first, "graph") || keyword(first, "node") || keyword(first, "edge")) {
            if (!peek().text().equals("[")) throw error(peek(), "expected [ after " + first.text());
            attributes();
        } else if (keyword(first, "subgraph") || keyword(first, "digraph") || keyword(first, "strict")) {
            throw error(first, first.text() + " is not in the checked subset");
        } else if (peek().text().equals("=") && peek().kind() == Kind.SYMBOL) {
            next();
            id("a value for " + first.text());
        } else if (peek().text().equals("->") && peek().kind() == Kind.SYMBOL) {
            edgeEnds.add(first);
            while (peek().text().equals("->") && peek().kind() == Kind.SYMBOL) {
                next();
                edgeEnds.add(id("the edge's head"));
            }
            if (peek().text().equals("[")) attributes();
        } else {
            if (peek().text().equals("--")) throw error(peek(), "-- is for undirected graphs; a digraph uses ->");
            Integer earlier = nodes.putIfAbsent(first.text(), first.line());
            if (earlier != null) throw error(first, "node \"" + first.text() + "\" is declared twice (first at line " + earlier + ")");
            if (peek().text().equals("[")) attributes();
        }
        if (peek().text().equals(";") && peek().kind() == Kind.SYMBOL) next();
    }

    private void attributes() {
        while (peek().text().equals("[") && peek().kind() == Kind.SYMBOL) {
            next();
            while (!(peek().text().equals("]") && peek().kind() == Kind.SYMBOL)) {
                id("an attribute name");
                expect("=");
                id("an attribute value");
                Token sep = peek();
                if (sep.kind() == Kind.SYMBOL && (sep.text().equals(",") || sep.text().equals(";"))) next();
            }
            next();
        }
    }

    private Token id(String what) {
        Token t = next();
        if (t.kind() != Kind.ID) throw error(t, "expected " + what + ", found " + describe(t));
        return t;
    }

    private void expect(String symbol) {
        Token t = next();
        if (t.kind() != Kind.SYMBOL || !t.text().equals(symbol)) throw error(t, "expected " + symbol + ", found " + describe(t));
    }

    private static boolean keyword(Token t, String word) {
        return t.kind() == Kind.ID && !t.quoted() && t.text().equalsIgnoreCase(word);
    }

    private Token peek() {
        return tokens.get(pos);
    }

    private Token next() {
        Token t = tokens.get(pos);
        if (t.kind() != Kind.EOF) pos++;
        return t;
    }

    private static String describe(Token t) {
        return t.kind() == Kind.EOF ? "the end of the input" : "'" + t.text() + "'";
    }

    private static IllegalArgumentException error(Token t, String message) {
        return new IllegalArgumentException("line " + t.line() + ": " + message);
    }

    /** The tokens of {@code dot}: ids (quoted ones unescaped to their DOT value) and symbols. */
    private static List<Token> tokens(String s) {
        List<Token> out = new ArrayList<>();
        int line = 1, i = 0;
        boolean lineStart = true;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\n') {
                line++;
                i++;
                lineStart = true;
                continue;
            }
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (s.startsWith("//", i) || (c == '#' && lineStart)) {
                while (i < s.length() && s.charAt(i) != '\n') i++;
                continue;
            }
            lineStart = false;
            if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                if (end < 0) throw new IllegalArgumentException("line " + line + ": the comment is not closed with */");
                for (int k = i; k < end; k++) if (s.charAt(k) == '\n') line++;
                i = end + 2;
            } else if (c == '"') {
                int start = line;
                StringBuilder v = new StringBuilder();
                int j = i + 1;
                while (true) {
                    if (j >= s.length()) throw new IllegalArgumentException("line " + start + ": the string is not closed");
                    char d = s.charAt(j);
                    if (d == '"') break;
                    if (d == '\n') line++;
                    if (d == '\\') {
                        char e = j + 1 < s.length() ? s.charAt(j + 1) : ' ';
                        if ("\"\\nlr".indexOf(e) < 0) {
                            throw new IllegalArgumentException("line " + line + ": unknown escape \\" + e + " in a string");
                        }
                        v.append(e == '"' ? "\"" : "\\" + e);
                        j += 2;
                    } else {
                        v.append(d);
                        j++;
                    }
                }
                out.add(new Token(Kind.ID, v.toString(), start, true));
                i = j + 1;
            } else if (Character.isLetter(c) || c == '_') {
                int j = i + 1;
                while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) j++;
                out.add(new Token(Kind.ID, s.substring(i, j), line, false));
                i = j;
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1)))
                    || (c == '-' && i + 1 < s.length() && (Character.isDigit(s.charAt(i + 1)) || s.charAt(i + 1) == '.'))) {
                int j = i + 1;
                while (j < s.length() && (Character.isDigit(s.charAt(j)) || s.charAt(j) == '.')) j++;
                String num = s.substring(i, j);
                if (!num.matches("-?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)")) throw new IllegalArgumentException("line " + line + ": bad numeral " + num);
                if (j < s.length() && (Character.isLetter(s.charAt(j)) || s.charAt(j) == '_')) {
                    throw new IllegalArgumentException("line " + line + ": an id may not start with a digit: " + num + s.charAt(j));
                }
                out.add(new Token(Kind.ID, num, line, false));
                i = j;
            } else if (s.startsWith("->", i) || s.startsWith("--", i)) {
                out.add(new Token(Kind.SYMBOL, s.substring(i, i + 2), line, false));
                i += 2;
            } else if ("{}[]=;,".indexOf(c) >= 0) {
                out.add(new Token(Kind.SYMBOL, String.valueOf(c), line, false));
                i++;
            } else {
                throw new IllegalArgumentException("line " + line + ": unexpected character '" + c + "'");
            }
        }
        out.add(new Token(Kind.EOF, "", line, false));
        return out;
    }
}
