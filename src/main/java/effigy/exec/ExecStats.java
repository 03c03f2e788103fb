package effigy.exec;

/** Counters of one executor: IR instructions and statements executed, forks, runtime checks. */
public final class ExecStats {
    public long instructions;
    public long statements;
    public long forks;
    public long branchQueries;
}
