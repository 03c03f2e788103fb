package effigy.explore;

/** The order in which open states are explored. */
public enum Search {
    /** Depth first: the true side of each fork first, as King lists SEARCH's leaves. */
    DFS,
    /** Breadth first: shorter paths first. */
    BFS
}
