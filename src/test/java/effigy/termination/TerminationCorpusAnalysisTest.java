package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.lang.c.lower.IntSemantics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The termination analysis on the project's corpus ({@code src/test/resources/termination}): every answer under both
 * semantics against the program's header, no wrong answer (a proof of a program that can run for ever, a witness of
 * one that cannot, a bound of a lower class than the program's), and the share proved printed and held.
 */
class TerminationCorpusAnalysisTest {
    static final Path DIR = Paths.get("src/test/resources/termination");
    static final Pattern HEADER = Pattern.compile("^/\\* TERMINATION entry=(\\w+) bv=([TN]) math=([TN-]) complexity=(\\S+) ");
    static final List<String> CLASSES = List.of("constant", "log", "linear", "quadratic", "cubic", "polynomial", "exponential");

    record Outcome(String file, String semantics, String expected, String verdict, String expectedClass, String bound, String boundClass, double seconds) {
        boolean wrong() {
            if (verdict.equals("terminates") && expected.equals("N")) return true;
            return verdict.equals("does-not-terminate") && expected.equals("T");
        }

        /** How the bound's class compares with the program's: tight, loose (above), or below (a constant from the inputs' range). */
        String fit() {
            if (boundClass == null || expectedClass.equals("-")) return "";
            int c = Integer.compare(rank(boundClass), rank(expectedClass));
            return c == 0 ? "tight" : c > 0 ? "loose" : "in the input type's range";
        }
        boolean proved() { return !verdict.equals("unknown"); }
    }

    static int rank(String c) {
        for (int i = 0; i < CLASSES.size(); i++) if (c.startsWith(CLASSES.get(i))) return i;
        return CLASSES.size();
    }

    static List<Outcome> run(double secondsEach, java.util.function.Consumer<Outcome> each) throws Exception {
        List<Outcome> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(DIR)) { files = s.filter(p -> p.toString().endsWith(".c")).sorted().toList(); }
        for (Path p : files) {
            Matcher m = HEADER.matcher(Files.readAllLines(p).get(0));
            assertTrue(m.find(), p + ": no TERMINATION header");
            for (IntSemantics ints : List.of(IntSemantics.BITVECTOR, IntSemantics.MATH)) {
                String expected = ints == IntSemantics.BITVECTOR ? m.group(2) : m.group(3);
                if (expected.equals("-")) continue;
                try (Workbench wb = Workbench.load(List.of(p), 1_000, ints)) {
                    long t0 = System.nanoTime();
                    ExecOptions exec = ExecOptions.DEFAULT.withMaxSteps(1_000_000);
                    Workbench.Entry entry = wb.cEntry(m.group(1));
                    Termination.Result r = new Termination(wb, exec).analyse(entry, t0 + (long) (secondsEach * 1e9));
                    double s = (System.nanoTime() - t0) / 1e9;
                    // a bound must hold for every run: the concrete runs of the complexity command check it (a run
                    // above its bound is an error)
                    if (r.boundExpression() != null) new Complexity(wb, exec, entry).nearest(r.boundExpression(), System.nanoTime() + 2_000_000_000L);
                    Outcome o = new Outcome(p.getFileName().toString(), ints.option(), expected, Termination.word(r.verdict()),
                            ints == IntSemantics.BITVECTOR ? m.group(4) : "-", r.bound(), r.bound() == null ? null : r.boundClass(), s);
                    out.add(o);
                    each.accept(o);
                }
            }
        }
        return out;
    }

    @Test void noWrongAnswerAndTheShareProved() throws Exception {
        List<Outcome> all = run(SECONDS, TerminationCorpusAnalysisTest::print);
        int proved = 0, wrong = 0;
        for (Outcome o : all) {
            if (o.proved()) proved++;
            if (o.wrong()) wrong++;
        }
        System.out.printf(Locale.ROOT, "proved %d of %d answers (%.1f%%), %d wrong%n", proved, all.size(), 100.0 * proved / all.size(), wrong);
        assertEquals(0, wrong, "wrong answers");
        // the share held: below the measured 91% with room for a slower machine's time limits (5 s each)
        assertTrue(proved >= 0.80 * all.size(), "proved " + proved + " of " + all.size());
    }

    static final double SECONDS = 5;

    static void print(Outcome o) {
            System.out.printf(Locale.ROOT, "%-34s %-4s expected %s  %-18s %-8s %s%s%n", o.file(), o.semantics(), o.expected(), o.verdict(),
                    String.format(Locale.ROOT, "%.2fs", o.seconds()), o.bound() == null ? "" : o.bound() + " (" + o.boundClass() + ", expected " + o.expectedClass() + (o.fit().isEmpty() ? "" : ": " + o.fit()) + ")",
                    o.wrong() ? "   WRONG" : "");
            System.out.flush();
    }
}
