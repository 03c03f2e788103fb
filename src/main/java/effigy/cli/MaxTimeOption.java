package effigy.cli;

import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --max-time S}, the one time limit of every command that works on a program. It counts from the process's
 * start ({@link ProcessTime#startNanos()}), start-up and front end included, as a user with a stopwatch sees it, and
 * holds everywhere: in the front end (preprocessing, lexing, parsing, lowering: {@link effigy.source.Deadline}), in
 * every solver query (each gets at most the time left: {@link effigy.smt.Z3Solver#deadline}), in concrete runs and
 * replays, and in every engine. When it runs out the command reports what it has, marked incomplete, with exit 4; a
 * {@link Watchdog} ends a command that has not stopped some seconds later.
 */
final class MaxTimeOption {
    /** The commands with a limit by default, in seconds. */
    static final Map<String, Double> DEFAULTS = Map.of("termination", 60.0, "complexity", 60.0, "loops", 30.0, "svcomp", 900.0);

    static final String HELP = "Stop S seconds after the process started (start-up and front end included): the limit holds in the front end, "
            + "in every solver query (each gets at most the time left), in replays and in every engine; the command then reports "
            + "what it has, marked incomplete, with exit 4.";

    @Spec(Spec.Target.MIXEE) CommandSpec mixee;

    @Option(names = "--max-time", paramLabel = "S", converter = OptionValues.Seconds.class, description = HELP)
    Double seconds;

    /** The seconds given, or the command's default; null for no limit. */
    Double seconds() {
        return seconds != null ? seconds : DEFAULTS.get(mixee.name());
    }

    /**
     * Checks the value and sets the process's time limit for the front end, the solver and the watchdog; returns it on
     * {@link System#nanoTime()}'s scale, Long.MAX_VALUE for none. Called first thing in a command.
     */
    long start() {
        Double s = seconds();
        if (s != null && !(s > 0)) throw new CommandLine.ParameterException(mixee.commandLine(), "--max-time must be a positive number of seconds");
        long deadline = s == null ? Long.MAX_VALUE : ProcessTime.startNanos() + (long) (s * 1e9);
        install(deadline);
        return deadline;
    }

    /** Sets {@code deadline} (Long.MAX_VALUE: none) as the process's time limit everywhere it holds. */
    static void install(long deadline) {
        effigy.source.Deadline.set(deadline);
        effigy.smt.Z3Solver.deadline(deadline);
        Watchdog.arm(deadline);
    }

    /**
     * The help of {@code --max-time} on each command, with the command's default where it has one (the option's
     * text is shared, its default is not).
     */
    static void describeDefaults(CommandLine cl) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            CommandSpec spec = sub.getCommandSpec();
            CommandLine.Model.OptionSpec o = spec.findOption("--max-time");
            Double d = DEFAULTS.get(spec.name());
            if (o == null || d == null || !o.description()[0].equals(HELP)) continue;
            spec.remove(o);
            spec.addOption(CommandLine.Model.OptionSpec.builder(o).description(HELP + " Default " + (d == Math.rint(d) ? String.valueOf(d.longValue()) : d) + ".").build());
        }
    }
}
