package effigy.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.explore.ExploreOptions;
import effigy.lang.c.lower.IntSemantics;
import effigy.report.LeafReport;
import java.util.Map;
import java.util.TreeMap;
import effigy.term.TermPrinter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lecture's C examples, with C's 32-bit semantics and, as the slides reason, with --ints=math. */
class LectureCExamplesTest {
    private static List<Leaf> explore(String file, String entry, int steps, ExecOptions options) {
        return explore(file, entry, steps, options, IntSemantics.BITVECTOR);
    }

    private static List<Leaf> explore(String file, String entry, int steps, ExecOptions options, IntSemantics ints) {
        try (Workbench wb = Workbench.load(List.of(Path.of("examples/lecture", file)), 0, ints)) {
            Runs.ExploreResult r = Runs.explore(wb, wb.cEntry(entry, 4), options.withMaxSteps(steps), ExploreOptions.DEFAULT, false, true, null);
            assertEquals(List.of(), r.replayFailures(), "every test replays to its leaf");
            return r.exploration().leaves();
        }
    }

    /** Path condition (as displayed) → returned value (as printed) of every returned leaf. */
    private static Map<String, String> returnsByPc(String file, String entry, int steps, IntSemantics ints) {
        try (Workbench wb = Workbench.load(List.of(Path.of("examples/lecture", file)), 0, ints)) {
            Runs.ExploreResult r = Runs.explore(wb, wb.cEntry(entry, 4), ExecOptions.DEFAULT.withMaxSteps(steps), ExploreOptions.DEFAULT, false, true, null);
            assertEquals(List.of(), r.replayFailures(), "every test replays to its leaf");
            LeafReport report = new LeafReport(wb.termBuilder());
            Map<String, String> out = new TreeMap<>();
            for (Leaf l : r.exploration().leaves()) {
                if (l.status() == Leaf.Status.RETURNED) out.put(report.pcText(l), TermPrinter.print(l.outputs().get("return")));
            }
            return out;
        }
    }

    private static long count(List<Leaf> leaves, String errorKind) {
        return leaves.stream().filter(l -> l.status() == Leaf.Status.ERROR && l.error().kind().label().equals(errorKind)).count();
    }

    @Test
    void sumHasOneLeaf() {
        List<Leaf> leaves = explore("sum.c", "sum", 1000, ExecOptions.DEFAULT);
        assertEquals(1, leaves.size());
        assertEquals("a + b + c", TermPrinter.print(leaves.get(0).outputs().get("return")));
    }

    @Test
    void fooHasThreeLeavesAndOverflowLeavesWhenChecked() {
        List<Leaf> leaves = explore("foo.c", "foo", 1000, ExecOptions.DEFAULT);
        assertEquals(3, leaves.size());
        assertTrue(leaves.stream().anyMatch(l -> TermPrinter.print(l.outputs().get("return")).equals("x@17 - x + y")), leaves.toString());
        List<Leaf> checked = explore("foo.c", "foo", 1000, ExecOptions.DEFAULT.withCheckOverflow(true));
        assertTrue(count(checked, "signed-overflow") >= 1, "y - x and x + y can overflow in 32 bits: " + checked.size() + " leaves");
    }

    @Test
    void fooWithMathIntsHasTheSlidesThreeLeaves() {
        // the slides: a > b -> a;  a <= b <= a + 7 -> b;  a + 7 < b -> g + b - a  (x is a, y is b, x@17 (x = * at line 17, x being the parameter too) is g)
        List<Leaf> leaves = explore("foo.c", "foo", 1000, ExecOptions.DEFAULT, IntSemantics.MATH);
        assertEquals(3, leaves.size());
        assertEquals(Map.of("x > y", "x", "x >= y - 7 && x <= y", "y", "x < y - 7", "x@17 - x + y"), returnsByPc("foo.c", "foo", 1000, IntSemantics.MATH));
    }

    @Test
    void powerWithMathIntsDoublesWithoutWrapping() {
        Map<String, String> returns = returnsByPc("power.c", "power", 300, IntSemantics.MATH);
        assertEquals("1", returns.get("x <= 0"));
        assertEquals("2", returns.get("x == 1"));
        assertEquals("8", returns.get("x == 3"));
        assertEquals("4294967296", returns.get("x == 32"), "no wrap-around: " + returns);
    }

    @Test
    void powerDoublesAndWrapsAt32Bits() {
        List<Leaf> leaves = explore("power.c", "power", 300, ExecOptions.DEFAULT);
        assertTrue(leaves.stream().anyMatch(l -> l.status() == Leaf.Status.LIMIT), "the tree is infinite, cut by the step limit");
        long returned = leaves.stream().filter(l -> l.status() == Leaf.Status.RETURNED).count();
        assertTrue(returned >= 33, "leaves for x <= 0 and x = 1 .. 32 at least: " + returned);
        assertTrue(leaves.stream().anyMatch(l -> l.status() == Leaf.Status.RETURNED && TermPrinter.print(l.outputs().get("return")).equals("0")),
                "for x = 32 the doubling has wrapped to 0");
    }

    @Test
    void topHasSixteenPathsFiveAborting() {
        List<Leaf> leaves = explore("top.c", "top", 1000, ExecOptions.DEFAULT);
        assertEquals(16, leaves.size());
        assertEquals(5, count(leaves, "abort"));
    }

    @Test
    void bmc1AssertionFailureFound() {
        List<Leaf> leaves = explore("bmc1.c", "main", 1000, ExecOptions.DEFAULT);
        assertTrue(count(leaves, "assertion") >= 1, "the wrap-around of s makes the assertion fail");
    }
}
