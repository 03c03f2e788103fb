package effigy.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Runs;
import effigy.driver.Workbench;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Effigy's line coverage of a concrete run agrees with gcc's: each program is compiled with
 * {@code gcc --coverage -O0}, run, and read back with gcov. The lines gcov saw executed are exactly the lines
 * with a {@code DA} count above 0, plus the head of each function that ran (gcov counts a function's head
 * line, the tracefile has it as {@code FN}, with gcov's count as {@code FNDA}); no {@code DA} line is one gcov
 * has no code on. On a line with one simple statement (one {@code ;}, no comma-separated declarators, no
 * branch) the counts are equal; elsewhere the two count different things (Effigy each statement starting on
 * the line, gcov the line's entries).
 */
class LcovGcovTest {
    @TempDir Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"coverage/loop.c", "c/expect-output/collatz.c", "c/expect-output/bubble-sort.c",
            "c/expect-output/char-arithmetic.c", "c/expect-output/recursion.c", "c/expect-output/short-circuit.c",
            "c/expect-output/do-while.c"})
    void executedLinesMatchGcov(String resource) throws Exception {
        Assumptions.assumeTrue(onPath("gcc") && onPath("gcov"), "gcc and gcov are not on PATH: install gcc to run this test");
        Path source = Path.of("src/test/resources").resolve(resource);
        String name = source.getFileName().toString();
        Path copy = Files.copy(source, tmp.resolve(name));
        Map<Integer, Long> gcov = gcov(copy);

        TreeMap<Integer, Long> da = new TreeMap<>();
        Map<Integer, Long> fn = new TreeMap<>();
        Set<Integer> branchLines = new TreeSet<>();
        try (Workbench wb = Workbench.load(List.of(source), 10_000)) {
            Coverage map = new Coverage(wb.program());
            Runs.run(wb, wb.cEntry("main"), ExecOptions.DEFAULT.withMaxSteps(Integer.MAX_VALUE), map);
            Map<Integer, String> fnLines = new TreeMap<>();
            for (String line : Lcov.render(map, Path.of("")).split("\n")) {
                String[] f = line.substring(line.indexOf(':') + 1).split(",");
                if (line.startsWith("DA:")) da.put(Integer.parseInt(f[0]), Long.parseLong(f[1]));
                if (line.startsWith("BRDA:")) branchLines.add(Integer.parseInt(f[0]));
                if (line.startsWith("FN:")) fnLines.put(Integer.parseInt(f[0]), f[1]);
                if (line.startsWith("FNDA:")) {
                    for (Map.Entry<Integer, String> e : fnLines.entrySet()) if (e.getValue().equals(f[1])) fn.put(e.getKey(), Long.parseLong(f[0]));
                }
            }
        }
        assertTrue(!da.isEmpty() && !gcov.isEmpty());
        List<String> lines = Files.readAllLines(source);

        Set<Integer> gcovExecuted = new TreeSet<>(), effigyExecuted = new TreeSet<>();
        gcov.forEach((line, n) -> { if (n > 0) gcovExecuted.add(line); });
        da.forEach((line, n) -> { if (n > 0) effigyExecuted.add(line); });
        fn.forEach((line, n) -> { if (n > 0) effigyExecuted.add(line); });
        assertEquals(gcovExecuted, effigyExecuted, name + ": executed lines (gcov, Effigy)");
        for (int line : da.keySet()) assertTrue(gcov.containsKey(line), name + ":" + line + " has no code for gcc: " + lines.get(line - 1));
        fn.forEach((line, n) -> assertEquals(gcov.get(line), n, name + ":" + line + ": calls of the function"));

        int compared = 0;
        for (Map.Entry<Integer, Long> e : da.entrySet()) {
            String text = lines.get(e.getKey() - 1).replaceAll("//.*", "");
            if (branchLines.contains(e.getKey()) || text.chars().filter(c -> c == ';').count() != 1 || topLevelComma(text)) continue;
            assertEquals(gcov.get(e.getKey()), e.getValue(), name + ":" + e.getKey() + ": " + text.strip());
            compared++;
        }
        assertTrue(compared >= 3, name + ": only " + compared + " simple lines");
    }

    /** Line → executions, as gcov reports the program compiled with --coverage and run once (lines with no code left out). */
    private Map<Integer, Long> gcov(Path source) throws Exception {
        Path dir = source.getParent();
        String name = source.getFileName().toString();
        run(dir, "gcc", "--coverage", "-O0", "-w", "-o", "prog", name, "-lm");
        run(dir, "./prog");
        String base = name.substring(0, name.length() - 2);
        String text = run(dir, "gcov", "-t", "-o", "prog-" + base + ".gcno", name);
        Map<Integer, Long> counts = new TreeMap<>();
        Matcher m = Pattern.compile("(?m)^\\s*([^:\\s]+):\\s*(\\d+):").matcher(text);
        while (m.find()) {
            String count = m.group(1).replace("*", "");
            int line = Integer.parseInt(m.group(2));
            if (line == 0 || count.equals("-")) continue;
            counts.put(line, count.startsWith("#") || count.startsWith("=") ? 0 : Long.parseLong(count));
        }
        return counts;
    }

    private static String run(Path dir, String... command) throws Exception {
        Process p = new ProcessBuilder(new ArrayList<>(List.of(command))).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), String.join(" ", command) + " did not finish");
        if (!command[0].equals("./prog")) assertEquals(0, p.exitValue(), String.join(" ", command) + ": " + out);
        return out;
    }

    private static boolean topLevelComma(String text) {
        int depth = 0;
        for (char c : text.toCharArray()) {
            if (c == '(' || c == '[' || c == '{') depth++;
            else if (c == ')' || c == ']' || c == '}') depth--;
            else if (c == ',' && depth == 0) return true;
        }
        return false;
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) return true;
        }
        return false;
    }
}
