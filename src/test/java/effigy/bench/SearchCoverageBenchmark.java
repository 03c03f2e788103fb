package effigy.bench;

import effigy.driver.Workbench;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.explore.Search;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How soon each search order covers a program: for each C program (its {@code main}) and each {@link Search},
 * one whole exploration recording block coverage, and the leaves delivered until the blocks covered reached the
 * exploration's final count. Counts, not times: the figures are the same on any machine (random-path with seed 0).
 *
 * <p>Usage: {@code java -cp "$(bench/classpath)" effigy.bench.SearchCoverageBenchmark FILE.c ...}
 */
public final class SearchCoverageBenchmark {
    private SearchCoverageBenchmark() {}

    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("usage: SearchCoverageBenchmark FILE.c ...");
            System.exit(2);
        }
        System.out.printf("%-34s %7s %7s  %s%n", "program", "leaves", "blocks", "leaves until every block covered: dfs, bfs, random-path, coverage");
        for (String file : args) {
            List<String> cells = new ArrayList<>();
            long leaves = -1;
            int blocks = -1;
            for (Search s : Search.values()) {
                try (Workbench wb = Workbench.load(List.of(Path.of(file)), 10_000)) {
                    Workbench.Entry entry = wb.cEntry("main");
                    Executor ex = wb.executor(ExecOptions.DEFAULT.withMaxSteps(1000), false);
                    Coverage map = new Coverage(wb.program());
                    List<Integer> after = new ArrayList<>();
                    Exploration e = new Explorer(ex, ExploreOptions.DEFAULT.withSearch(s)).coverage(map)
                            .explore(ex.start(entry.function(), entry.args()), l -> after.add(map.blocksCovered()), System.nanoTime());
                    if (!e.complete()) throw new IllegalStateException(file + ": " + s.label() + " stopped by " + e.stoppedBecause());
                    if (blocks >= 0 && (blocks != map.blocksCovered() || leaves != e.paths())) {
                        throw new IllegalStateException(file + ": " + s.label() + " covered " + map.blocksCovered() + " blocks in " + e.paths() + " leaves");
                    }
                    blocks = map.blocksCovered();
                    leaves = e.paths();
                    cells.add(String.valueOf(after.indexOf(blocks) + 1));
                }
            }
            System.out.printf("%-34s %7d %7d  %s%n", Path.of(file).getFileName(), leaves, blocks, String.join(", ", cells));
        }
    }
}
