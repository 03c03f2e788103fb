package effigy.cli;

import effigy.search.Verdict;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;

/**
 * The process exit codes, here and nowhere else: the table, each command's rule, and the code of each deciding
 * command's {@link Verdict}s. The codes are {@link Main}'s:
 *
 * <pre>
 * 0  proved, or nothing found and the search complete
 * 1  an error or violation found (a counterexample, an error leaf, a crash, a non-termination witness)
 * 2  bad input or usage (a diagnostic, or a one-line message naming the option)
 * 3  internal error only (a bug of Effigy: a witness that does not replay, an exception)
 * 4  unknown or incomplete: nothing found and nothing proved (a limit reached, a path lost, a query undecided)
 * </pre>
 *
 * Per command (a verdict's True / False / Unknown):
 *
 * <pre>
 * command                        True   False   Unknown
 * bmc                            0      1       4
 * svcomp (every property)        0      1       4        (1 when any property is false, else 4 when any is unknown)
 * loops  (--check-annotations)   0      1       4        (False: an annotation below a witness's iterations)
 * explore                        0      1       4        (False: an error leaf of the program, even in a partial tree;
 *                                                          Unknown: stopped by a limit, or a limit, unknown or unsupported leaf)
 * verify                         0      1       4        (Unknown: a condition not decided)
 * termination (every semantics)  0      1       4        (False: does not terminate with one semantics asked for)
 * complexity  (every semantics)  0      1       4        (True: a bound; False: does not terminate; Unknown: no bound)
 * </pre>
 *
 * The other commands: {@code run} gives 0 when the program ran to its end whatever it returned (the program's own
 * exit status is printed: {@code effigy: the program exited with status N} on stderr, {@code exitStatus} in JSON), 1
 * at a runtime error, 4 when the run stopped short of its end (a limit, a fork, an unknown or unsupported leaf);
 * {@code fuzz} gives 1 when a crash was found, else 0 (a fuzzer never claims a complete search; 3 when the search
 * was stopped by an internal error); {@code replay} 0 or 1 as the replayed leaf, 3 when it is not the recorded leaf.
 * A bad input (2) and an internal error (3) are not verdicts: the commands return them before there is one.
 * {@code --json} documents carry the exit code and its verdict word ("true", "false", "unknown") in their envelope:
 * {@link JsonOutput}.
 */
enum ExitCodes {
    BMC, SVCOMP, LOOPS, EXPLORE, VERIFY, TERMINATION, COMPLEXITY;

    /** The exit code of this command for {@code verdict}. */
    int of(Verdict<?> verdict) {
        if (verdict.isFalse()) return Main.FOUND_ERROR;
        if (verdict.isUnknown()) return Main.UNKNOWN;
        return Main.OK;
    }

    /**
     * The exit code of this command for several verdicts (svcomp's properties, termination's semantics): a false
     * one decides, then an unknown one; none at all is {@link Main#OK}.
     */
    int of(Collection<? extends Verdict<?>> verdicts) {
        if (verdicts.stream().anyMatch(Verdict::isFalse)) return Main.FOUND_ERROR;
        if (verdicts.stream().anyMatch(Verdict::isUnknown)) return Main.UNKNOWN;
        return Main.OK;
    }

    /** The table, as {@code --help} shows it. */
    static Map<String, String> table() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(" " + Main.OK, "proved, or nothing found and the search complete");
        m.put(" " + Main.FOUND_ERROR, "an error or violation found");
        m.put(" " + Main.BAD_INPUT, "bad input or usage");
        m.put(" " + Main.INTERNAL, "internal error");
        m.put(" " + Main.UNKNOWN, "unknown or incomplete: nothing found, nothing proved");
        return m;
    }

    /** Each command's rule under the table of its {@code --help}. */
    static String rule(String command) {
        return switch (command) {
            case "run" -> "run: 0 when the program ran to its end, whatever it returned: its own exit status is printed"
                    + " ('effigy: the program exited with status N' on stderr; exitStatus in JSON); 1 at a runtime error;"
                    + " 4 when the run stopped short of its end (a limit, a fork, an unknown or unsupported leaf).";
            case "explore" -> "explore: 1 when an error leaf was found, even in a partial tree; 4 when the tree is incomplete"
                    + " (--max-paths, --max-time, a limit, unknown or unsupported leaf); 0 when every path was explored and none has an error.";
            case "fuzz" -> "fuzz: 1 when a crash was found, else 0 (a fuzzer never claims a complete search); 3 when an internal error stopped it.";
            case "bmc" -> "bmc: 0 true, 1 false (a counterexample), 4 unknown (a bound reachable, --max-time).";
            case "svcomp" -> "svcomp: 1 when a property is false, else 4 when one is unknown, else 0.";
            case "verify" -> "verify: 0 every condition proved, 1 one refuted, 4 one not decided.";
            case "loops" -> "loops: with --check-annotations, 1 when an annotation is too low, 4 when one is not settled;"
                    + " without it, 0 (a report).";
            case "termination" -> "termination: 0 when every semantics analysed proves termination, 1 when one does not"
                    + " terminate (a witness), else 4.";
            case "complexity" -> "complexity: 0 when every semantics analysed has a bound, 1 when one does not terminate, else 4 (no bound).";
            case "replay" -> "replay: 0 or 1 as the leaf replayed (1 an error leaf), 3 when it is not the recorded leaf.";
            case "session" -> "session: 1 when an error leaf was found, else 0.";
            default -> null;
        };
    }

    /** Puts the table, and the command's rule, into every command's {@code --help}. */
    static void addToHelp(CommandLine cl) {
        CommandLine.Model.UsageMessageSpec usage = cl.getCommandSpec().usageMessage();
        usage.exitCodeListHeading("%nExit status:%n");
        usage.exitCodeList(table());
        String rule = rule(cl.getCommandName());
        if (rule != null && usage.footer().length == 0) usage.footer("", rule);
        for (CommandLine sub : cl.getSubcommands().values()) addToHelp(sub);
    }
}
