package effigy.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Runs;
import effigy.driver.Workbench;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Terminator;
import effigy.source.SourceFile;
import effigy.source.Span;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link Coverage}'s counting and merging, and {@link Lcov}'s tracefile of it. */
class LcovTest {
    /** Adds X to S N times (a loop), then returns 1 when S > 10, else 0. */
    private static final String PROGRAM = """
            P: PROCEDURE (X, N);
              S = 0;
              I = 1;
              L: IF I <= N THEN
                DO; S = S + X;
                  I = I + 1;
                  GO TO L; END;
              IF S > 10 THEN RETURN (1);
              RETURN (0);
            END;
            """;

    private static Workbench program() {
        return Workbench.fromSources(List.of(new SourceFile("p.eff", PROGRAM)), 10_000);
    }

    /** One concrete run of {@code call} recorded into a fresh run of {@code map}, not merged. */
    private static Coverage.Run run(Workbench wb, Coverage map, String call) {
        Workbench.Entry entry = wb.entry(call);
        Executor ex = wb.executor(ExecOptions.DEFAULT, false);
        Coverage.Run run = map.newRun(true);
        ex.setCoverage(run);
        ex.run(ex.start(entry.function(), entry.args()));
        return run;
    }

    /** The two-way branch whose condition starts on {@code line}. */
    private static Terminator.Branch branchOn(Workbench wb, int line) {
        for (Function f : wb.program().functions().values()) {
            for (Block b : f.blocks()) {
                if (b.terminator() instanceof Terminator.Branch br && br.span().line() == line) return br;
            }
        }
        throw new AssertionError("no branch on line " + line);
    }

    @Test
    void mergeAddsTheCountsAndReturnsWhatIsNew() {
        try (Workbench wb = program()) {
            Coverage map = new Coverage(wb.program());
            Function p = wb.program().function("P");
            Coverage.Run first = run(wb, map, "P(3, 2)");
            assertTrue(first.blocksTouched() > 0);
            assertEquals(0, map.blocksCovered(), "nothing is in the map before the merge");
            Coverage.Added fresh = map.wouldAdd(first);
            Coverage.Added added = map.merge(first);
            assertEquals(fresh, added);
            assertEquals(0, first.blocksTouched(), "a merge clears the run");
            assertEquals(map.blocksCovered(), added.blocks());
            assertEquals(map.coveredBlocks().cardinality(), added.blocks());
            // the loop test ran 3 times (I = 1, 2: true; I = 3: false), S > 10 once (false: S = 6)
            Terminator.Branch loop = branchOn(wb, 4), big = branchOn(wb, 8);
            assertEquals(2, map.branchHits(loop.id(), true));
            assertEquals(1, map.branchHits(loop.id(), false));
            assertEquals(0, map.branchHits(big.id(), true));
            assertEquals(1, map.branchHits(big.id(), false));
            assertEquals(3, added.branches(), "three of the four directions");
            assertEquals(1, map.blockHits(map.blockIndex(p, 0)), "the entry block: one call");

            // the same run again adds counts, nothing new
            Coverage.Run again = run(wb, map, "P(3, 2)");
            assertEquals(new Coverage.Added(0, 0), map.wouldAdd(again));
            assertEquals(new Coverage.Added(0, 0), map.merge(again));
            assertEquals(4, map.branchHits(loop.id(), true));
            assertEquals(2, map.blockHits(map.blockIndex(p, 0)));

            // S = 12 > 10 takes the other direction and reaches the RETURN (1) block
            Coverage.Added more = map.merge(run(wb, map, "P(4, 3)"));
            assertEquals(1, more.branches());
            assertTrue(more.blocks() >= 1);
            assertEquals(1, map.branchHits(big.id(), true));
            assertEquals(map.blocksCovered(), added.blocks() + more.blocks());
        }
    }

    @Test
    void statementsCountEachExecution() {
        try (Workbench wb = program()) {
            Coverage map = new Coverage(wb.program());
            map.merge(run(wb, map, "P(3, 2)"));
            Map<Span, Long> hits = map.statementHits();
            // by line: S = 0 once, the loop test 3 times, its body's statements twice each
            java.util.TreeMap<Integer, Long> byLine = new java.util.TreeMap<>();
            hits.forEach((span, n) -> byLine.merge(span.line(), n, Long::sum));
            assertEquals(1L, byLine.get(2));
            assertEquals(1L, byLine.get(3));
            assertEquals(3L, byLine.get(4));
            assertEquals(2L, byLine.get(5));
            assertEquals(2L, byLine.get(6));
            assertEquals(1L, byLine.get(8), "the IF ran, its RETURN (1) on the same line did not (S = 6)");
            assertEquals(1L, byLine.get(9));

            Coverage quiet = new Coverage(wb.program());
            Coverage.Run noStatements = quiet.newRun(false);
            Workbench.Entry entry = wb.entry("P(3, 2)");
            Executor ex = wb.executor(ExecOptions.DEFAULT, false);
            ex.setCoverage(noStatements);
            ex.run(ex.start(entry.function(), entry.args()));
            quiet.merge(noStatements);
            assertTrue(quiet.statementHits().isEmpty(), "a run made with newRun(false) records no statements");
            assertEquals(map.blocksCovered(), quiet.blocksCovered());
        }
    }

    @Test
    void tracefileOfAConcreteRun() {
        try (Workbench wb = program()) {
            Coverage map = new Coverage(wb.program());
            Runs.run(wb, wb.entry("P(3, 2)"), ExecOptions.DEFAULT, map);
            Lcov.Tracefile t = Lcov.tracefile(map, Path.of("/checkout"));
            assertEquals("""
                    TN:
                    SF:/checkout/p.eff
                    FN:1,P
                    FNDA:1,P
                    FNF:1
                    FNH:1
                    BRDA:4,1,0,2
                    BRDA:4,1,1,1
                    BRDA:8,3,0,0
                    BRDA:8,3,1,1
                    BRF:4
                    BRH:3
                    DA:2,1
                    DA:3,1
                    DA:4,3
                    DA:5,2
                    DA:6,2
                    DA:7,2
                    DA:8,1
                    DA:9,1
                    LF:8
                    LH:8
                    end_of_record
                    """, t.text());
            assertEquals(new Lcov.Totals(8, 8, 4, 3, 1, 1), t.totals());
            assertEquals("8/8 lines (100.0%), 3/4 branches (75.0%)", t.totals().text());
            assertEquals(t.text(), Lcov.render(map, Path.of("/checkout")));
        }
    }

    @Test
    void aBranchWhoseBlockNeverRanIsADash() {
        try (Workbench wb = program()) {
            Coverage map = new Coverage(wb.program());   // nothing ran
            String text = Lcov.render(map, Path.of("/w"));
            assertTrue(text.contains("FNDA:0,P\n"), text);
            assertTrue(text.contains("BRDA:4,1,0,-\nBRDA:4,1,1,-\n"), text);
            assertTrue(text.contains("DA:2,0\n"), text);
            assertTrue(text.contains("BRF:4\nBRH:0\n"), text);
            assertTrue(text.contains("LF:8\nLH:0\n"), text);
        }
    }

    /** Preprocessed C: files and lines as the line markers say; Effigy's C library (memset here) never appears. */
    @Test
    void lineMarkersGiveTheFilesAndLinesAndTheLibraryIsLeftOut() {
        String text = """
                # 1 "lib/helper.h"
                static int twice(int v) {
                    return 2 * v;
                }
                # 5 "main.c"
                void *memset(void *s, int c, unsigned long n);
                int main(void) {
                    char b[4];
                    memset(b, 0, sizeof b);
                    int x = twice(3);
                    return x - 6 + b[0];
                }
                """;
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("x.i", text)), 10_000)) {
            Coverage map = new Coverage(wb.program());
            Runs.run(wb, wb.cEntry("main"), ExecOptions.DEFAULT, map);
            String lcov = Lcov.render(map, Path.of("/w"));
            assertEquals("""
                    TN:
                    SF:/w/lib/helper.h
                    FN:1,twice
                    FNDA:1,twice
                    FNF:1
                    FNH:1
                    BRF:0
                    BRH:0
                    DA:2,1
                    LF:1
                    LH:1
                    end_of_record
                    TN:
                    SF:/w/main.c
                    FN:6,main
                    FNDA:1,main
                    FNF:1
                    FNH:1
                    BRF:0
                    BRH:0
                    DA:8,1
                    DA:9,1
                    DA:10,1
                    LF:3
                    LH:3
                    end_of_record
                    """, lcov);
            assertTrue(map.blocksCovered() > 3, "memset's blocks ran (and are counted in the map), but are not reported");
        }
    }

    /** Two C files: one record each, in program order; each file's static helper under its C name. */
    @Test
    void severalFilesInProgramOrderWithStaticFunctionsByTheirCName() {
        Path dir = Path.of("src/test/resources/c-multi");
        try (Workbench wb = Workbench.load(List.of(dir.resolve("main.c"), dir.resolve("counter.c")), 10_000)) {
            Coverage map = new Coverage(wb.program());
            Runs.run(wb, wb.cEntry("main"), ExecOptions.DEFAULT, map);
            String lcov = Lcov.render(map, Path.of("/w"));
            int main = lcov.indexOf("SF:/w/src/test/resources/c-multi/main.c\n"), counter = lcov.indexOf("SF:/w/src/test/resources/c-multi/counter.c\n");
            assertTrue(main >= 0 && counter > main, lcov);
            assertEquals(2, lcov.split("end_of_record\n", -1).length - 1, lcov);
            assertTrue(lcov.substring(main, counter).contains("FN:5,helper\nFN:7,main\nFNDA:1,helper\nFNDA:1,main\n"), lcov);
            assertTrue(lcov.substring(counter).contains("FN:6,helper\nFN:8,bump\nFN:14,total\nFNDA:2,helper\nFNDA:2,bump\nFNDA:1,total\n"), lcov);
        }
    }
}
