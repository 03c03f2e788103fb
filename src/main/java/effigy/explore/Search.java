package effigy.explore;

import java.util.Arrays;
import java.util.Locale;

/** The order in which open states are explored. Every order explores the whole tree when no limit stops it. */
public enum Search {
    /** Depth first: the true side of each fork first, as King lists SEARCH's leaves. */
    DFS,
    /** Breadth first: shorter paths first. */
    BFS,
    /**
     * KLEE's random-path searcher: the fork history kept as a binary tree whose leaves are the open states, a state
     * picked by a walk from the root that goes either way with probability 1/2 (a state at depth d has weight
     * 2^-d: shallow states are favoured); deterministic for a given seed ({@link ExploreOptions#seed()}).
     */
    RANDOM_PATH,
    /**
     * Nearest uncovered block first (as KLEE's {@code nurs:md2u}): the state with the fewest blocks to go (in the
     * control-flow graph, through calls and returns) to a block no path has covered yet; ties in depth-first order.
     */
    COVERAGE;

    /** The name on the command line: {@code dfs}, {@code bfs}, {@code random-path}, {@code coverage}. */
    public String label() { return name().toLowerCase(Locale.ROOT).replace('_', '-'); }

    /** The search named {@code label} (as {@link #label()}, in any case; {@code random_path} too), or an exception naming the choices. */
    public static Search parse(String label) {
        String l = label.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        for (Search s : values()) if (s.label().equals(l)) return s;
        throw new IllegalArgumentException("unknown search '" + label + "' (expected one of "
                + String.join(", ", Arrays.stream(values()).map(Search::label).toList()) + ")");
    }
}
