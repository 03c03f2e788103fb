package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.lang.c.lower.IntSemantics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The ITS in KoAT's format (read back by a parser of that format) and the graph in DOT (checked, and rendered by
 * graphviz where it is installed), for programs with one loop, nested loops, wrap-around and a loop that never ends.
 */
class ExportsTest {
    static Termination.Result analyse(String file, String entry, IntSemantics ints) {
        try (Workbench wb = Workbench.load(List.of(Path.of(file)), 5_000, ints)) {
            return new Termination(wb, ExecOptions.DEFAULT.withMaxSteps(1_000_000)).exports(true).analyse(wb.cEntry(entry), System.nanoTime() + 20_000_000_000L);
        }
    }

    @ParameterizedTest
    @CsvSource({"examples/termination/fig1.c, f", "examples/termination/fig1.c, g", "examples/termination/fig1.c, h",
            "src/test/resources/termination/t37_nested_countdown.c, f", "src/test/resources/termination/t07_lexicographic.c, f",
            "src/test/resources/termination/t56_triple_nested_int.c, f"})
    void theItsIsKoatsFormatAndTheGraphIsDot(String file, String entry, @TempDir Path dir) throws Exception {
        for (IntSemantics ints : List.of(IntSemantics.BITVECTOR, IntSemantics.MATH)) {
            Termination.Result r = analyse(file, entry, ints);
            String koat = r.its().koat();
            KoatParser.Program p = KoatParser.parse(koat);
            assertEquals("start", p.start());
            assertFalse(p.rules().isEmpty(), koat);
            // every loop head has its cycle, and the start reaches a loop or the end
            assertTrue(p.rules().stream().anyMatch(x -> x.symbol().equals("start")), koat);
            for (Termination.LoopResult l : r.loops()) {
                String head = "loop_" + l.line();
                assertTrue(p.rules().stream().anyMatch(x -> x.symbol().equals(head)), head + " has no rules:\n" + koat);
            }
            String dot = r.dot();
            DotCheck.check(dot);
            Path svg = dir.resolve(ints.option() + ".svg");
            boolean rendered = DotCheck.renderWithGraphviz(dot, svg);
            if (rendered) assertTrue(Files.readString(svg).contains("<svg"), "dot rendered no SVG");
        }
    }

    @ParameterizedTest
    @CsvSource({"examples/termination/fig1.c, g"})
    void graphvizRendersTheGraph(String file, String entry, @TempDir Path dir) throws Exception {
        Termination.Result r = analyse(file, entry, IntSemantics.BITVECTOR);
        boolean rendered = DotCheck.renderWithGraphviz(r.dot(), dir.resolve("g.svg"));
        assumeTrue(rendered, "graphviz's dot is not installed: the DOT was checked by DotCheck only (apt-get install graphviz)");
        assertTrue(Files.readString(dir.resolve("g.svg")).contains("loop at line 19"));
    }
}
