package effigy.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.explore.ExploreOptions;
import effigy.source.SourceFile;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the test programs in {@code src/test/resources/eff-programs/}, each carrying its expectations in its
 * header comment:
 * <pre>
 *   CALL: P("A", 3)            the call to explore (MAX-STEPS: n, default 200)
 *   STATUS: returned=2 error=1 exactly these leaf counts
 *   ERROR: kind @ source text  an error leaf of that kind on the line holding that text
 *   LEAF: pc -> NAME = value   a leaf with an equivalent pc whose output equals value under pc ("-> error" for an error leaf)
 *   WRITES: n                  every returned leaf wrote n records
 *   RUN: P(1, 2) -> return = v a concrete run (or "-> error kind @ text")
 * </pre>
 */
class EffProgramsTest {
    private static final Path DIR = Path.of("src/test/resources/eff-programs");

    @TestFactory
    Stream<DynamicTest> programs() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(DIR)) { files = s.filter(p -> p.toString().endsWith(".eff")).sorted().toList(); }
        assertTrue(files.size() >= 10);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
    }

    private static List<String[]> headers(String text) {
        String header = text.substring(text.indexOf("/*") + 2, text.indexOf("*/"));
        List<String[]> out = new ArrayList<>();
        for (String line : header.split("\n")) {
            line = line.trim();
            int colon = line.indexOf(": ");
            if (colon > 0 && line.substring(0, colon).matches("[A-Z-]+")) out.add(new String[] {line.substring(0, colon), line.substring(colon + 2).trim()});
        }
        return out;
    }

    private static int lineOf(SourceFile f, String text) {
        int header = f.text().indexOf("*/");
        int at = f.text().indexOf(text, header);
        if (at < 0) throw new AssertionError("no source text '" + text + "' in " + f.name());
        return f.line(at);
    }

    private static void check(Path file) throws IOException {
        List<String[]> hs = headers(Files.readString(file));
        try (Workbench wb = Workbench.load(List.of(file), 0)) {
            SourceFile src = wb.files().get(0);
            TermBuilder tb = wb.termBuilder();
            String call = null;
            int steps = 200;
            for (String[] h : hs) {
                if (h[0].equals("CALL")) call = h[1];
                if (h[0].equals("MAX-STEPS")) steps = Integer.parseInt(h[1]);
            }
            List<Leaf> leaves = List.of();
            if (call != null) {
                Runs.ExploreResult r = Runs.explore(wb, wb.entry(call), ExecOptions.DEFAULT.withMaxSteps(steps), ExploreOptions.DEFAULT, false, true, null);
                assertEquals(List.of(), r.replayFailures(), "replays");
                leaves = r.exploration().leaves();
            }
            for (String[] h : hs) {
                switch (h[0]) {
                    case "STATUS" -> {
                        Map<String, Integer> want = new LinkedHashMap<>(), got = new LinkedHashMap<>();
                        for (String part : h[1].split("\\s+")) want.put(part.split("=")[0], Integer.parseInt(part.split("=")[1]));
                        for (Leaf l : leaves) got.merge(l.status().label(), 1, Integer::sum);
                        assertEquals(want, got, "leaf statuses of " + call);
                    }
                    case "ERROR" -> {
                        String kind = h[1].substring(0, h[1].indexOf(" @ "));
                        int line = lineOf(src, h[1].substring(h[1].indexOf(" @ ") + 3));
                        assertTrue(leaves.stream().anyMatch(l -> l.error() != null && l.error().kind().label().equals(kind) && l.error().span().line() == line),
                                "an error leaf " + kind + " on line " + line);
                    }
                    case "LEAF" -> checkLeaf(wb, leaves, h[1]);
                    case "WRITES" -> {
                        for (Leaf l : leaves) if (l.status() == Leaf.Status.RETURNED) assertEquals(Integer.parseInt(h[1]), l.writes().size());
                    }
                    case "RUN" -> {
                        String[] parts = h[1].split(" -> ");
                        Runs.RunResult r = Runs.run(wb, wb.entry(parts[0]), ExecOptions.DEFAULT.withMaxSteps(10_000));
                        Leaf l = r.leaf();
                        assertNotNull(l, parts[0] + " ends");
                        if (parts[1].startsWith("error ")) {
                            String rest = parts[1].substring(6);
                            String kind = rest.substring(0, rest.indexOf(" @ "));
                            assertEquals(kind, l.error() == null ? null : l.error().kind().label(), parts[0]);
                            assertEquals(lineOf(src, rest.substring(rest.indexOf(" @ ") + 3)), l.error().span().line());
                        } else {
                            String[] kv = parts[1].split(" = ");
                            assertEquals(kv[1], TermPrinter.print(l.outputs().get(kv[0])), parts[0]);
                        }
                    }
                    default -> { }
                }
            }
        }
    }

    private static void checkLeaf(Workbench wb, List<Leaf> leaves, String spec) {
        TermBuilder tb = wb.termBuilder();
        String[] parts = spec.split(" -> ");
        Term pc = Expected.term(parts[0], tb);
        List<Leaf> matches = leaves.stream().filter(l -> Expected.equivalent(wb, tb.and(l.pathCondition()), pc)).toList();
        assertEquals(1, matches.size(), "exactly one leaf with pc " + parts[0]);
        Leaf l = matches.get(0);
        if (parts[1].equals("error")) {
            assertEquals(Leaf.Status.ERROR, l.status());
            return;
        }
        String name = parts[1].substring(0, parts[1].indexOf(" = "));
        Term got = l.outputs().get(name);
        assertNotNull(got, "output " + name);
        Term want = got.sort() instanceof Sort.ArraySort && parts[1].endsWith("= " + name)
                ? tb.symbol(name, got.sort()) : Expected.term(parts[1].substring(parts[1].indexOf(" = ") + 3), tb);
        assertFalse(Expected.sat(wb, List.of(pc, tb.ne(got, want))), name + " = " + TermPrinter.print(got) + " is not " + TermPrinter.print(want) + " on " + parts[0]);
    }
}
