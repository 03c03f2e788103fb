package effigy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The commands the documentation shows print what it says they print, and its links lead somewhere.
 *
 * <p><b>The convention.</b> In {@code README.md} and {@code docs/*.md}, a fenced block opened with
 * {@code ```console} is a terminal session: each line that starts with {@code $ } is a command, and the lines after
 * it, up to the next command or the end of the block, are what it prints, standard output and standard error
 * together as a terminal shows them. Blocks fenced as plain {@code ```} are illustrations and are not run. In the
 * expected output:
 * <ul>
 *   <li>a line that is just {@code ...} (indented or not) stands for any lines (none included): the shown output is
 *       shortened;</li>
 *   <li>an HTML comment on the line before the block, {@code <!-- docs-test: status N -->}, says that the block's
 *       output varies from run to run (several workers, say) or is too slow to compare: only the last command's exit
 *       status is checked, to be N.</li>
 * </ul>
 *
 * <p><b>How the commands run.</b> Each block runs in a fresh temporary directory that has symbolic links to the
 * project's {@code examples}, {@code src} and {@code bench} and an executable {@code effigy} that starts
 * {@code effigy.cli.Main} with this test's class path, so {@code ./effigy ...} and the paths the docs use work as
 * they do from the project root, and files the commands write stay out of the project. Each command line is run by
 * {@code bash -c} with standard input empty (pipes, {@code ; echo $?} and {@code | tail} work). {@code $ cat FILE}
 * of a file that is not in the project defines it: the block's shown contents are written to FILE before the block
 * runs, so a doc can show a small program and then run it. Blocks run two at a time ({@code -Deffigy.docsJobs=N}).
 * A block whose commands are plain {@code ./effigy ARGS} lines that write no file (and {@code cat} of project files)
 * runs in this process instead
 * ({@code Main.execute}, standard output and error into one text; {@link #inProcess}), one block after the other,
 * which is several times faster; its output is the same.
 *
 * <p><b>Normalisation</b> (both sides, before comparing; {@link #normalise}): the progress lines that explore, verify,
 * loops and fuzz print once a second while they run ({@link #TIMED_PROGRESS}) are dropped from what a command printed, since
 * whether there are any depends on the machine's speed; trailing blanks are dropped; durations
 * ({@code 0.232 s}, {@code 4.87 ms}, {@code 2 s}) become {@code <time>}; rates ({@code 52/s}, {@code 4708 lines per
 * minute}) become {@code <rate>}; on the time line ({@code time 0.232 s: start-up 0.141, ...}) and the worker-time
 * line of {@code fuzz} every decimal number becomes {@code <time>}. Everything else, counts of paths, queries and
 * steps included, must be equal.
 *
 * <p><b>Updating.</b> {@code mvn -o -q -B test -Dtest=DocsTest -Deffigy.updateDocs=true} rewrites the output of
 * every command whose output no longer matches (and the status of marked blocks) with what it prints now; outputs
 * that still match are left as they are, so times in the docs do not churn, and in a rewritten output each line that
 * matches a line shown before keeps the old text. A shortened output ({@code ...}) keeps as many first and last lines
 * as it showed before, around one {@code ...}. A command that fails as a command line (an internal error, or a usage
 * error that points to {@code --help}: an option renamed) is not rewritten: the update fails and names it, to be
 * fixed in the doc by hand. Read the diff before committing it.
 */
class DocsTest {
    static final String UPDATE = "mvn -o -q -B test -Dtest=DocsTest -Deffigy.updateDocs=true";
    static final Path ROOT = Path.of("").toAbsolutePath();
    static final Pattern STATUS_MARK = Pattern.compile("<!--\\s*docs-test:\\s*status\\s+(\\d+)\\s*-->");

    /** One command of a block: its line, its shown output. */
    record Command(String line, List<String> expected) {}

    /** A {@code ```console} block: where it is, its commands, the exit status it is marked with (or -1). */
    record Block(Path file, int fenceLine, int end, List<Command> commands, int status) {
        String where() { return ROOT.relativize(file.toAbsolutePath()) + ":" + (fenceLine + 1); }
    }

    record Ran(List<List<String>> outputs, List<Integer> statuses, int lastStatus) {}

    static List<Path> docs() throws IOException {
        List<Path> files = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> s = Files.list(ROOT.resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }

    static List<Block> blocks(Path file, List<String> lines) {
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (!l.startsWith("```")) continue;
            int end = i + 1;
            while (end < lines.size() && !lines.get(end).startsWith("```")) end++;
            if (l.strip().equals("```console")) {
                List<Command> commands = new ArrayList<>();
                for (int k = i + 1; k < end; k++) {
                    String line = lines.get(k);
                    if (line.startsWith("$ ")) commands.add(new Command(line.substring(2), new ArrayList<>()));
                    else if (!commands.isEmpty()) commands.get(commands.size() - 1).expected().add(line);
                    else throw new AssertionError(file + ":" + (k + 1) + ": a console block must start with a '$ ' command line");
                }
                int status = -1;
                if (i > 0) {
                    Matcher m = STATUS_MARK.matcher(lines.get(i - 1));
                    if (m.find()) status = Integer.parseInt(m.group(1));
                }
                blocks.add(new Block(file, i, end, commands, status));
            }
            i = end;
        }
        return blocks;
    }

    @Test void everyShownCommandPrintsWhatTheDocsShow() throws Exception {
        boolean update = Boolean.getBoolean("effigy.updateDocs");
        Map<Path, List<String>> texts = new TreeMap<>();
        List<Block> all = new ArrayList<>();
        for (Path f : docs()) {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            texts.put(f, lines);
            all.addAll(blocks(f, lines));
        }
        assertTrue(all.size() >= 5, "the docs show commands in ```console blocks");
        int jobs = Integer.getInteger("effigy.docsJobs", 2);
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        List<Future<Ran>> runs = new ArrayList<>();
        for (Block b : all) {
            if (inProcess(b)) runs.add(null);
            else runs.add(pool.submit(() -> run(b)));
        }
        pool.shutdown();
        // the blocks that can, run here one after the other while the pool runs the others
        List<Ran> here = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) here.add(runs.get(i) == null ? runHere(all.get(i)) : null);
        List<String> failures = new ArrayList<>();
        List<String> byHand = new ArrayList<>();
        Map<Path, List<String[]>> edits = new TreeMap<>(); // file -> {fence line, new block body} (as one string)
        for (int i = 0; i < all.size(); i++) {
            Block b = all.get(i);
            Ran ran = runs.get(i) == null ? here.get(i) : runs.get(i).get(10, TimeUnit.MINUTES);
            List<String> body = new ArrayList<>();
            boolean changed = false;
            int status = b.status();
            if (b.status() >= 0) {
                if (ran.lastStatus() != b.status()) {
                    failures.add(b.where() + ": '" + last(b).line() + "' exited with status " + ran.lastStatus() + ", the docs say " + b.status()
                            + "\n" + String.join("\n", ran.outputs().get(ran.outputs().size() - 1)));
                    if (brokenCommandLine(ran.lastStatus(), ran.outputs().get(ran.outputs().size() - 1))) {
                        byHand.add(failures.get(failures.size() - 1));
                    } else {
                        status = ran.lastStatus();
                        changed = true;
                    }
                }
                for (Command c : b.commands()) {
                    body.add("$ " + c.line());
                    body.addAll(c.expected());
                }
            } else {
                for (int k = 0; k < b.commands().size(); k++) {
                    Command c = b.commands().get(k);
                    List<String> actual = ran.outputs().get(k);
                    body.add("$ " + c.line());
                    if (matches(c.expected(), actual)) {
                        body.addAll(c.expected());
                    } else if (brokenCommandLine(ran.statuses().get(k), actual)) {
                        // the command line itself is what is wrong (an option renamed, say): no output is written for it
                        failures.add(b.where() + ": '" + c.line() + "' fails as a command line (status " + ran.statuses().get(k)
                                + "), which the update mode cannot fix: change the command in the doc by hand\n" + String.join("\n", actual));
                        body.addAll(c.expected());
                        byHand.add(failures.get(failures.size() - 1));
                    } else {
                        failures.add(b.where() + ": '" + c.line() + "' prints\n" + String.join("\n", actual)
                                + "\n---- where the docs show ----\n" + String.join("\n", c.expected()));
                        body.addAll(shortened(c.expected(), actual));
                        changed = true;
                    }
                }
            }
            if (changed) edits.computeIfAbsent(b.file(), f -> new ArrayList<>()).add(new String[] {
                    String.valueOf(b.fenceLine()), String.valueOf(b.end()), String.valueOf(status), String.join("\n", body)});
        }
        if (update && !edits.isEmpty()) {
            for (Map.Entry<Path, List<String[]>> e : edits.entrySet()) {
                List<String> lines = new ArrayList<>(texts.get(e.getKey()));
                List<String[]> es = new ArrayList<>(e.getValue());
                es.sort(Comparator.comparingInt((String[] x) -> Integer.parseInt(x[0])).reversed());
                for (String[] edit : es) {
                    int fence = Integer.parseInt(edit[0]), end = Integer.parseInt(edit[1]), status = Integer.parseInt(edit[2]);
                    List<String> replacement = new ArrayList<>(List.of(edit[3].split("\n", -1)));
                    for (int k = end - 1; k > fence; k--) lines.remove(k);
                    lines.addAll(fence + 1, replacement);
                    if (status >= 0 && fence > 0 && STATUS_MARK.matcher(lines.get(fence - 1)).find())
                        lines.set(fence - 1, STATUS_MARK.matcher(lines.get(fence - 1)).replaceFirst("<!-- docs-test: status " + status + " -->"));
                }
                Files.writeString(e.getKey(), String.join("\n", lines) + (lines.isEmpty() ? "" : "\n"), StandardCharsets.UTF_8);
            }
            System.err.println("DocsTest: rewrote the outputs of " + edits.keySet());
        }
        if (update && byHand.isEmpty()) return;
        if (update) {
            fail("the update mode rewrote what it could; these command lines need a hand:\n\n" + String.join("\n\n", byHand));
            return;
        }
        if (!failures.isEmpty())
            fail(failures.size() + " shown outputs differ from what the commands print now (after normalisation; see DocsTest's "
                    + "comment).\nIf the new output is right, rewrite the docs with:\n  " + UPDATE + "\nand read the diff"
                    + " (a command line that no longer works, a renamed option say, must be fixed in the doc by hand first).\n\n"
                    + String.join("\n\n", failures));
    }

    /**
     * Whether a command failed as a command line rather than printing something new: an internal error (status 3), or
     * a usage error (status 2 with a pointer to {@code --help}: an unknown or renamed option, a missing argument).
     */
    static boolean brokenCommandLine(int status, List<String> output) {
        return status == 3 || status == 2 && output.stream().anyMatch(l -> l.contains("--help"));
    }

    private static Command last(Block b) { return b.commands().get(b.commands().size() - 1); }

    /** The new output, shortened as the old one was: as many first and last lines, around one {@code ...}. */
    static List<String> shortened(List<String> expected, List<String> actual) {
        List<String> kept = keepOldText(expected, actual);
        int first = -1, lastIndex = -1;
        for (int i = 0; i < expected.size(); i++) {
            if (!isElision(expected.get(i))) continue;
            if (first < 0) first = i;
            lastIndex = i;
        }
        if (first < 0) return kept;
        int head = first, tail = expected.size() - lastIndex - 1;
        if (head + tail >= kept.size()) return kept;
        List<String> out = new ArrayList<>(kept.subList(0, head));
        out.add(expected.get(first));
        out.addAll(kept.subList(kept.size() - tail, kept.size()));
        return out;
    }

    static boolean isElision(String line) { return line.strip().equals("..."); }

    /**
     * The new output with each line that equals an old one after normalisation written as the old one was (its times
     * as the docs had them), so that an update changes only what changed.
     */
    static List<String> keepOldText(List<String> expected, List<String> actual) {
        Map<String, java.util.ArrayDeque<String>> old = new java.util.HashMap<>();
        for (String e : expected) old.computeIfAbsent(normalise(e), k -> new java.util.ArrayDeque<>()).add(e);
        List<String> out = new ArrayList<>();
        for (String a : actual) {
            java.util.ArrayDeque<String> same = old.get(normalise(a));
            out.add(same != null && !same.isEmpty() ? same.poll() : a);
        }
        return out;
    }

    /** Whether the actual lines match the expected ones, after normalisation, with {@code ...} standing for any lines. */
    static boolean matches(List<String> expected, List<String> actual) {
        List<String> e = expected.stream().map(DocsTest::normalise).toList();
        List<String> a = actual.stream().map(DocsTest::normalise).toList();
        // drop trailing empty lines on both sides (a block may end with a blank line before the fence)
        e = trimEnd(e);
        a = trimEnd(a);
        return match(e, 0, a, 0, new Boolean[e.size() + 1][a.size() + 1]);
    }

    private static List<String> trimEnd(List<String> l) {
        int n = l.size();
        while (n > 0 && l.get(n - 1).isEmpty()) n--;
        return l.subList(0, n);
    }

    private static boolean match(List<String> e, int i, List<String> a, int j, Boolean[][] memo) {
        if (memo[i][j] != null) return memo[i][j];
        boolean r;
        if (i == e.size()) r = j == a.size();
        else if (e.get(i).strip().equals("...")) r = match(e, i + 1, a, j, memo) || (j < a.size() && match(e, i, a, j + 1, memo));
        else r = j < a.size() && e.get(i).equals(a.get(j)) && match(e, i + 1, a, j + 1, memo);
        memo[i][j] = r;
        return r;
    }

    /**
     * The progress lines that long runs print on standard error once a second (explore, verify, loops, fuzz): whether there
     * are any depends on how fast the machine is, so they are taken out of what a command printed.
     */
    static final Pattern TIMED_PROGRESS = Pattern.compile(
            "^effigy: \\d+ (leaves|paths), \\d+ open( states)?, \\d+(\\.\\d+)? s$|^effigy: searching: \\d+ s, |^effigy fuzz: \\d+ s · ");

    private static final Pattern DURATION = Pattern.compile("\\b\\d+(\\.\\d+)? ?m?s\\b");
    private static final Pattern RATE = Pattern.compile("\\b\\d+(\\.\\d+)?/s\\b|\\b\\d+ lines per minute");
    private static final Pattern DECIMAL = Pattern.compile("\\b\\d+\\.\\d+\\b");

    /** The run-to-run noise taken out of a line (see the class comment). */
    static String normalise(String line) {
        String s = line.stripTrailing();
        s = RATE.matcher(s).replaceAll("<rate>");
        s = DURATION.matcher(s).replaceAll("<time>");
        if (s.startsWith("time ") || s.startsWith("worker time:")) s = DECIMAL.matcher(s).replaceAll("<time>");
        return s;
    }

    /** Runs a block's commands in order in a directory of its own; the outputs, and the last exit status. */
    static Ran run(Block b) throws Exception {
        Path dir = Files.createTempDirectory("effigy-docs");
        try {
            for (String linked : List.of("examples", "src", "bench")) Files.createSymbolicLink(dir.resolve(linked), ROOT.resolve(linked));
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            String script = "#!/usr/bin/env bash\nexec '" + java + "' -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto"
                    + " -Dfile.encoding=UTF-8 -Dsun.stdout.encoding=UTF-8 -Dsun.stderr.encoding=UTF-8"
                    + " -cp '" + System.getProperty("java.class.path") + "' effigy.cli.Main \"$@\"\n";
            Path effigy = dir.resolve("effigy");
            Files.writeString(effigy, script);
            Files.setPosixFilePermissions(effigy, PosixFilePermissions.fromString("rwxr-xr-x"));
            for (Command c : b.commands()) {
                Matcher m = Pattern.compile("cat (\\S+)").matcher(c.line().strip());
                if (m.matches() && !Files.exists(dir.resolve(m.group(1)))) {
                    Path defined = dir.resolve(m.group(1));
                    Files.createDirectories(defined.getParent());
                    Files.writeString(defined, String.join("\n", trimEndLines(c.expected())) + "\n", StandardCharsets.UTF_8);
                }
            }
            List<List<String>> outputs = new ArrayList<>();
            List<Integer> statuses = new ArrayList<>();
            int status = 0;
            for (Command c : b.commands()) {
                ProcessBuilder pb = new ProcessBuilder("bash", "-c", c.line()).directory(dir.toFile()).redirectErrorStream(true)
                        .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
                pb.environment().put("LC_ALL", "C.UTF-8");
                pb.environment().remove("EFFIGY_DEBUG");
                Path out = dir.resolve(".docs-test-output");
                pb.redirectOutput(out.toFile());
                Process p = pb.start();
                if (!p.waitFor(120, TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly().waitFor();
                    throw new AssertionError(b.where() + ": '" + c.line() + "' did not end within 120 s");
                }
                status = p.exitValue();
                statuses.add(status);
                String text = Files.readString(out, StandardCharsets.UTF_8).replace(dir.toString(), ".");
                Files.delete(out);
                List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
                if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) lines.remove(lines.size() - 1);
                outputs.add(lines.stream().map(String::stripTrailing).filter(l -> !TIMED_PROGRESS.matcher(l).find()).toList());
            }
            return new Ran(outputs, statuses, status);
        } finally {
            deleteTree(dir);
        }
    }

    /**
     * Whether a block can run in this process, which is much faster than a JVM per command: every command is
     * {@code ./effigy ARGS} with nothing for the shell to do (no pipe, redirection, variable or second command), and every
     * file argument the command line parses to (an option or parameter of type Path or File) names a file of the
     * project, so the command writes no file (outputs are new files: those blocks run in a directory of their own).
     */
    static boolean inProcess(Block b) {
        for (Command c : b.commands()) {
            String line = c.line().strip();
            Matcher cat = Pattern.compile("cat ([\\w./-]+)").matcher(line);
            if (cat.matches()) {
                if (!Files.isRegularFile(ROOT.resolve(cat.group(1)))) return false; // a file the doc defines
                continue;
            }
            if (!line.startsWith("./effigy ") || line.matches(".*[|;&<>$`\\\\].*")) return false;
            List<String> args = words(line.substring("./effigy ".length()));
            if (args == null) return false;
            try {
                picocli.CommandLine.ParseResult parsed = new picocli.CommandLine(new effigy.cli.Main()).parseArgs(args.toArray(new String[0]));
                for (picocli.CommandLine.ParseResult r = parsed; r != null; r = r.subcommand()) {
                    for (picocli.CommandLine.Model.ArgSpec a : r.matchedArgs()) {
                        Class<?> type = a.typeInfo().getAuxiliaryTypes().length > 0 && a.typeInfo().isMultiValue()
                                ? a.typeInfo().getAuxiliaryTypes()[0] : a.type();
                        if (!Path.class.isAssignableFrom(type) && !java.io.File.class.isAssignableFrom(type)) continue;
                        for (String v : a.stringValues()) if (!Files.exists(ROOT.resolve(v))) return false;
                    }
                }
            } catch (picocli.CommandLine.ParameterException e) {
                return false;
            }
        }
        return true;
    }

    /** A command line split into words as the shell splits it (single and double quotes; null when it is more than that). */
    static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder w = null;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (quote != 0) {
                if (ch == quote) quote = 0;
                else w.append(ch);
            } else if (ch == '\'' || ch == '"') {
                if (w == null) w = new StringBuilder();
                quote = ch;
            } else if (Character.isWhitespace(ch)) {
                if (w != null) out.add(w.toString());
                w = null;
            } else {
                if (w == null) w = new StringBuilder();
                w.append(ch);
            }
        }
        if (quote != 0) return null;
        if (w != null) out.add(w.toString());
        return out;
    }

    /** Runs a block in this process ({@link effigy.cli.Main#execute}, standard output and error into one text). */
    static Ran runHere(Block b) {
        List<List<String>> outputs = new ArrayList<>();
        List<Integer> statuses = new ArrayList<>();
        int status = 0;
        for (Command c : b.commands()) {
            java.io.StringWriter text = new java.io.StringWriter();
            java.io.PrintWriter both = new java.io.PrintWriter(text, true);
            Matcher cat = Pattern.compile("cat ([\\w./-]+)").matcher(c.line().strip());
            if (cat.matches()) {
                try {
                    both.print(Files.readString(ROOT.resolve(cat.group(1)), StandardCharsets.UTF_8));
                    status = 0;
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            } else {
                List<String> args = words(c.line().strip().substring("./effigy ".length()));
                status = effigy.cli.Main.execute(args.toArray(new String[0]), both, both);
            }
            both.flush();
            statuses.add(status);
            List<String> lines = new ArrayList<>(List.of(text.toString().split("\n", -1)));
            if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) lines.remove(lines.size() - 1);
            outputs.add(lines.stream().map(String::stripTrailing).filter(l -> !TIMED_PROGRESS.matcher(l).find()).toList());
        }
        return new Ran(outputs, statuses, status);
    }

    private static List<String> trimEndLines(List<String> l) {
        int n = l.size();
        while (n > 0 && l.get(n - 1).isBlank()) n--;
        return l.subList(0, n);
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            // symbolic links are deleted as links (walk does not follow them)
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }

    // ---- links ----

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    /** Every relative link of the docs leads to a file or directory that exists, and its #anchor to a heading there. */
    @Test void relativeLinksResolve() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path f : docs()) {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            boolean fence = false;
            for (int i = 0; i < lines.size(); i++) {
                String l = lines.get(i);
                if (l.startsWith("```")) fence = !fence;
                if (fence) continue;
                Matcher m = LINK.matcher(l);
                while (m.find()) {
                    String target = m.group(1);
                    if (target.matches("^[a-z]+:.*")) continue; // http:, https:, mailto:
                    String path = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                    String anchor = target.contains("#") ? target.substring(target.indexOf('#') + 1) : null;
                    Path to = path.isEmpty() ? f : f.getParent().resolve(path).normalize();
                    String where = ROOT.relativize(f) + ":" + (i + 1) + ": " + target;
                    if (!Files.exists(to)) broken.add(where + " (no such file)");
                    else if (anchor != null && !anchors(to).contains(anchor)) broken.add(where + " (no such heading)");
                }
            }
        }
        assertEquals(List.of(), broken, "broken links in the docs");
    }

    /** GitHub's anchors of a Markdown file's headings. */
    static List<String> anchors(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        if (!file.toString().endsWith(".md") || Files.isDirectory(file)) return out;
        boolean fence = false;
        for (String l : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (l.startsWith("```")) fence = !fence;
            if (fence || !l.matches("#{1,6} .*")) continue;
            String text = l.replaceFirst("#+ ", "").strip().toLowerCase(java.util.Locale.ROOT);
            out.add(text.replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-'));
        }
        return out;
    }

    @Test void normalisationKeepsCountsAndDropsTimes() {
        assertEquals("11 leaves · 10 forks · 75 steps · 10 solver queries, 7 sent to Z3 (<time>) · <time>",
                normalise("11 leaves · 10 forks · 75 steps · 10 solver queries, 7 sent to Z3 (0.009 s) · 0.051 s"));
        assertEquals("time <time>: start-up <time>, frontend <time>", normalise("time 0.232 s: start-up 0.141, frontend 0.034"));
        assertEquals("27 lines analysed in <time> (<rate>)", normalise("27 lines analysed in 0.34 s (4708 lines per minute)"));
        assertEquals("executions 32, <rate>", normalise("executions 32, 52/s"));
        assertTrue(matches(List.of("a", "...", "z"), List.of("a", "b", "c", "z")));
        assertTrue(matches(List.of("a", "...", "z"), List.of("a", "z")));
        assertTrue(!matches(List.of("a", "...", "z"), List.of("a", "b")));
        assertEquals(List.of("1", "...", "9"), shortened(List.of("a", "...", "z"), List.of("1", "2", "3", "9")));
        assertTrue(matches(List.of("a", "  ...", "z"), List.of("a", "b", "z")));
        assertEquals(List.of("took 0.1 s", "new"), keepOldText(List.of("took 0.1 s"), List.of("took 9.9 s", "new")));
        assertTrue(TIMED_PROGRESS.matcher("effigy: 11 leaves, 0 open states, 1.3 s").find());
        assertEquals(List.of("explore", "x.eff", "--call", "S(\"A\", 1)", "a b"), words("explore x.eff --call 'S(\"A\", 1)' \"a b\""));
        assertTrue(TIMED_PROGRESS.matcher("effigy: 0 paths, 2 open, 1.4 s").find());
        assertTrue(!TIMED_PROGRESS.matcher("effigy: search exhaustive after 2.52 s (16 states, 3 merges); proving outer bounds").find());
    }
}
