package effigy.exec;

/** Counters of one executor: IR instructions and statements executed, forks, runtime checks. */
public final class ExecStats {
    public long instructions;
    public long statements;
    public long forks;
    public long branchQueries;
    /**
     * Symbolic values fixed to one value of the path's model (an address that must be concrete, an allocation
     * size, a VLA bound on a failing path): the paths explored cover fewer inputs than the program takes, which
     * bounded model checking must know before it answers {@code true}.
     */
    public long concretizations;
    /**
     * Bad symbolic addresses reported at the path model's value: the path is narrowed to that address and ends in
     * the error, so the other values of the address (good ones among them) are not followed on it. A search that
     * must cover every path (termination, exhaustive loop bounds) treats this as a loss.
     */
    public long narrowedAddresses;
}
