package effigy.cli;

import effigy.search.Verdict;
import java.util.Collection;

/**
 * The process exit code of each deciding command, derived from its {@link Verdict} here and nowhere else. The table
 * as it stands (the codes are {@link Main}'s):
 *
 * <pre>
 * command                        True   False   Unknown
 * bmc                            0      1       0
 * svcomp (every property)        0      1       0        (1 when any property is false)
 * loops  (--check-annotations)   0      1       0        (False: an annotation below a witness's iterations)
 * explore                        0      1       0        (False: an error leaf of the program; Unknown: a lost path)
 * verify                         0      1       3        (3 is shared with an internal error)
 * termination                    0      1       0        (False: does not terminate)
 * complexity                     0      0       0        (a report: no verdict fails the command)
 * </pre>
 *
 * A bad input (2) and an internal error (3) are not verdicts: the commands return them before there is one. The
 * table is kept exactly as the commands had it; a later issue gives {@code unknown} a code of its own in every
 * deciding command (so that a script can tell "not settled" from "proved"), and that change is made in this class
 * alone.
 */
enum ExitCodes {
    BMC(Main.FOUND_ERROR, Main.OK),
    SVCOMP(Main.FOUND_ERROR, Main.OK),
    LOOPS(Main.FOUND_ERROR, Main.OK),
    EXPLORE(Main.FOUND_ERROR, Main.OK),
    VERIFY(Main.FOUND_ERROR, Main.INTERNAL),
    TERMINATION(Main.FOUND_ERROR, Main.OK),
    COMPLEXITY(Main.OK, Main.OK);

    private final int refuted, unknown;

    ExitCodes(int refuted, int unknown) {
        this.refuted = refuted;
        this.unknown = unknown;
    }

    /** The exit code of this command for {@code verdict}. */
    int of(Verdict<?> verdict) {
        if (verdict.isFalse()) return refuted;
        if (verdict.isUnknown()) return unknown;
        return Main.OK;
    }

    /**
     * The exit code of this command for several verdicts (svcomp's properties): a false one decides, then an unknown
     * one; none at all is {@link Main#OK}.
     */
    int of(Collection<? extends Verdict<?>> verdicts) {
        if (verdicts.stream().anyMatch(Verdict::isFalse)) return refuted;
        if (verdicts.stream().anyMatch(Verdict::isUnknown)) return unknown;
        return Main.OK;
    }
}
