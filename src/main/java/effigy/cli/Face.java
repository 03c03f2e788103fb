package effigy.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The face of the command line, the same for every command: {@code -q/--quiet}, help texts that fit the command
 * they are shown on, the overview that {@code effigy} alone prints, and the suggestions for a mistyped command or
 * option (git's "Did you mean", by edit distance).
 *
 * <p>Option names mean one thing everywhere (the table is in the README, "Options across commands"); an option
 * renamed for that keeps its old spelling as a hidden alias, declared next to it as a hidden {@code @Option} setter
 * writing the same field: it still works and is not shown in {@code --help}.
 */
final class Face {
    private Face() {}

    /** The commands that analyse C programs only: King's language (.eff) and {@code --call} are not theirs. */
    static final List<String> C_ONLY = List.of("fuzz", "bmc", "loops", "termination", "complexity");

    /** The first thing to try, run from the source tree: every command it shows works there. */
    static final String FIRST_EXAMPLE = "effigy explore examples/lecture/top.c --entry top";

    /** The description of {@code -q, --quiet}, on every command. */
    static final String QUIET = "Print nothing but errors (diagnostics, bad usage, internal errors): the exit status tells the result;"
            + " the files asked for are still written.";

    /** Adds {@code --quiet} to every command and fits the shared options' help texts to each command. */
    static void adapt(CommandLine root) {
        root.getCommandSpec().usageMessage().footer("", "Try first (in Effigy's source tree):", "  " + FIRST_EXAMPLE,
                "A command's options: effigy help COMMAND (or effigy COMMAND --help).", "The user guide: " + docs() + ".");
        for (CommandLine sub : root.getSubcommands().values()) {
            CommandSpec spec = sub.getCommandSpec();
            if (sub.getCommandName().equals("help")) continue;
            spec.addOption(OptionSpec.builder("-q", "--quiet").description(QUIET).arity("0").type(boolean.class).build());
            fitHelp(sub.getCommandName(), spec);
            // the one-line summary (the command list's), then a blank line, the usage, a blank line, the description
            if (spec.usageMessage().header().length > 0) {
                spec.usageMessage().synopsisHeading("%nUsage: ");
                spec.usageMessage().descriptionHeading("%n");
            }
        }
    }

    /** Rewrites the shared options' descriptions (from {@link ProgramOptions}) for {@code command}. */
    private static void fitHelp(String command, CommandSpec spec) {
        boolean cOnly = C_ONLY.contains(command);
        if (cOnly) {
            OptionSpec call = spec.findOption("--call");
            if (call != null) {
                // King's language only: hidden here, still read so that a .eff program is refused as such
                spec.remove(call);
                spec.addOption(OptionSpec.builder(call).hidden(true).build());
            }
            if (!spec.positionalParameters().isEmpty()) {
                var files = spec.positionalParameters().get(0);
                spec.remove(files);
                spec.addPositional(CommandLine.Model.PositionalParamSpec.builder(files)
                        .description("C program files (.c, .i); several files form one program.").build());
            }
            describe(spec, "--entry", "The function to analyse, each integer parameter a fresh symbol (default: main).");
            // "C: ..." says which language an option is for; on a command for C alone it says nothing
            for (OptionSpec o : List.copyOf(spec.options())) {
                String[] d = o.description();
                if (d.length > 0 && d[0].startsWith("C: ")) {
                    String rest = d[0].substring(3);
                    describe(spec, o.longestName(), Character.toUpperCase(rest.charAt(0)) + rest.substring(1));
                }
            }
            describe(spec, "--buffer-size", "Each pointer parameter of --entry points to N symbolic bytes (default ${DEFAULT-VALUE}).");
        }
        if (command.equals("debug")) {
            // interactive: it refuses --json, which the shared options bring
            OptionSpec json = spec.findOption("--json");
            if (json != null) {
                spec.remove(json);
                spec.addOption(OptionSpec.builder(json).hidden(true).build());
            }
        }
        String steps = switch (command) {
            case "run" -> "no limit";
            case "explore", "verify" -> "1000";
            case "loops" -> "10000000";
            case "bmc" -> "no limit";
            case "fuzz", "termination", "complexity", "debug" -> "1000000";
            default -> null;
        };
        if (steps != null) {
            describe(spec, "--max-steps", "Statements a path may execute before it ends as a 'limit' leaf (King's TEST(n)); default " + steps + ".");
        }
        if (List.of("loops", "termination", "complexity").contains(command)) {
            // ProgramOptions.capSolverTimeout: no query may take more than a tenth of --max-time unless this is given
            describe(spec, "--solver-timeout", "Time limit of one solver query in milliseconds (0 = none); an undecided query is reported as"
                    + " unknown. Default ${DEFAULT-VALUE}, or a tenth of --max-time when that is less (at least 100).");
        }
        if (command.equals("termination") || command.equals("complexity")) {
            describe(spec, "--ints", "Integer semantics: bv is the machine's, each type's width with wrap-around; math is unbounded mathematical"
                    + " integers (as the lecture and AProVE reason). Default: both, analysed and compared.");
        }
    }

    /** Replaces the description of option {@code name} of {@code spec}, keeping everything else. */
    private static void describe(CommandSpec spec, String name, String description) {
        OptionSpec o = spec.findOption(name);
        if (o == null) return;
        spec.remove(o);
        spec.addOption(OptionSpec.builder(o).description(description).build());
    }

    /**
     * When the command about to run was given {@code --quiet}: its standard output goes nowhere and its standard
     * error keeps only the lines of errors (help asked for with it is still printed).
     */
    static void applyQuiet(CommandLine.ParseResult parsed) {
        CommandLine.ParseResult last = parsed;
        while (last.hasSubcommand()) last = last.subcommand();
        if (!last.hasMatchedOption("--quiet") || last.isUsageHelpRequested() || last.isVersionHelpRequested()) return;
        CommandLine cl = last.commandSpec().commandLine();
        cl.setOut(new PrintWriter(Writer.nullWriter(), true));
        cl.setErr(new PrintWriter(new ErrorsOnly(cl.getErr()), true));
    }

    /** Whether a line of standard error reports an error (and so is printed under {@code --quiet}). */
    static boolean isError(String line) {
        return line.contains(": error:") || line.contains(": error ") || line.startsWith("effigy: error")
                || line.contains("internal error") || line.startsWith("effigy: interrupted");
    }

    /** A writer that passes on, line by line, only the lines {@link #isError} accepts. */
    private static final class ErrorsOnly extends Writer {
        private final PrintWriter target;
        private final StringBuilder line = new StringBuilder();

        ErrorsOnly(PrintWriter target) { this.target = target; }

        @Override public synchronized void write(char[] cbuf, int off, int len) {
            for (int i = off; i < off + len; i++) {
                char c = cbuf[i];
                if (c == '\n') {
                    // an error's continuation lines (a diagnostic's source line and caret) follow it indented
                    String l = line.toString();
                    if (isError(l) || (passing && (l.startsWith(" ") || l.startsWith("\t") || l.startsWith("(")))) {
                        target.println(l);
                        passing = true;
                    } else {
                        passing = false;
                    }
                    line.setLength(0);
                } else if (c != '\r') {
                    line.append(c);
                }
            }
        }

        private boolean passing;

        @Override public synchronized void flush() {
            target.flush();
        }

        @Override public synchronized void close() {
            if (!line.isEmpty() && isError(line.toString())) target.print(line);
            line.setLength(0);
            target.flush();
        }
    }

    /**
     * What {@code effigy} alone prints: every command with its summary, a first example, where the docs are.
     * On standard error with status 2, as ripgrep does: no command is a usage error, and a script that runs
     * {@code effigy} with an empty variable fails instead of reading the overview as a result; {@code effigy --help}
     * prints the same commands on standard output with status 0.
     */
    static String overview(CommandLine root) {
        StringBuilder b = new StringBuilder();
        b.append("Usage: effigy COMMAND [OPTIONS] FILE...\n");
        b.append(root.getCommandSpec().usageMessage().description()[0]).append("\n\n");
        b.append("Commands:\n");
        int width = 0;
        for (String name : root.getSubcommands().keySet()) width = Math.max(width, name.length());
        for (var e : root.getSubcommands().entrySet()) {
            String[] header = e.getValue().getCommandSpec().usageMessage().header();
            String summary = header.length > 0 ? header[0] : e.getValue().getCommandSpec().usageMessage().description()[0];
            b.append("  ").append(String.format("%-" + width + "s", e.getKey())).append("  ").append(summary).append('\n');
        }
        b.append("\nTry first (in Effigy's source tree):\n  ").append(FIRST_EXAMPLE).append('\n');
        b.append("\nA command's options: effigy help COMMAND (or effigy COMMAND --help).\n");
        b.append("The user guide: ").append(docs()).append(", one page per command (docs/COMMAND.md).\n");
        return b.toString();
    }

    /** Where the user guide is: docs/README.md of the source tree this Effigy was built from, else its name there. */
    private static String docs() {
        try {
            Path code = Path.of(Face.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            // target/effigy.jar or target/classes: the source tree is two levels up
            Path root = code.getParent() != null ? code.getParent().getParent() : null;
            if (root != null) {
                Path readme = root.resolve("docs").resolve("README.md");
                if (Files.isRegularFile(readme)) {
                    Path here = Path.of("").toAbsolutePath();
                    return readme.startsWith(here) ? here.relativize(readme).toString() : readme.toString();
                }
            }
        } catch (RuntimeException | java.net.URISyntaxException e) {
            // no location to read: name the file as the source tree has it
        }
        return "docs/README.md in Effigy's source tree";
    }

    /**
     * A mistyped command or option, when {@code ex} is one: the message (git's style, with the nearest names by edit
     * distance); null for other errors.
     */
    static String unmatched(CommandLine.ParameterException ex) {
        java.util.regex.Matcher help = java.util.regex.Pattern.compile("Unknown subcommand '(.*)'\\.").matcher(String.valueOf(ex.getMessage()));
        if (help.matches()) {
            // effigy help explor
            CommandLine root = ex.getCommandLine();
            while (root.getParent() != null) root = root.getParent();
            String word = help.group(1);
            return "'" + word + "' is not an effigy command." + didYouMean(nearest(word, root.getSubcommands().keySet()));
        }
        if (!(ex instanceof CommandLine.UnmatchedArgumentException u) || u.getUnmatched().isEmpty()) return null;
        CommandLine cl = u.getCommandLine();
        boolean root = cl.getParent() == null;
        String first = u.getUnmatched().get(0);
        if (root && !first.startsWith("-")) {
            if (first.matches(".*\\.(c|i|eff|yml)")) {
                // a program given without a command
                return "'" + first + "' is not an effigy command: name one first, e.g. 'effigy explore " + first + "'.";
            }
            List<String> near = nearest(first, cl.getSubcommands().keySet());
            return "'" + first + "' is not an effigy command." + didYouMean(near);
        }
        for (String arg : u.getUnmatched()) {
            if (!arg.startsWith("-") || arg.equals("-") || arg.equals("--")) continue;
            String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            List<String> visible = new ArrayList<>();
            for (OptionSpec o : cl.getCommandSpec().options()) {
                if (!o.hidden()) visible.addAll(List.of(o.names()));
            }
            String where = root ? "" : " for " + cl.getCommandName();
            return "unknown option '" + name + "'" + where + "." + didYouMean(nearest(name, visible));
        }
        return null;
    }

    /** A picocli message without the "Error: " some of its messages begin with (after "effigy: " it says nothing). */
    static String plain(String message) {
        return message != null && message.startsWith("Error: ") ? message.substring("Error: ".length()) : message;
    }

    private static String didYouMean(List<String> near) {
        if (near.isEmpty()) return "";
        StringBuilder b = new StringBuilder(" Did you mean ");
        for (int i = 0; i < near.size(); i++) {
            if (i > 0) b.append(i == near.size() - 1 ? " or " : ", ");
            b.append('\'').append(near.get(i)).append('\'');
        }
        return b.append('?').toString();
    }

    /**
     * The candidates nearest to {@code word}: those at the least edit distance (a transposition counting one),
     * when it is small for the word's length, or else the one candidate {@code word} begins (three letters at least).
     */
    static List<String> nearest(String word, Collection<String> candidates) {
        String w = bare(word);
        int best = Integer.MAX_VALUE;
        List<String> near = new ArrayList<>();
        for (String c : candidates) {
            int d = distance(w, bare(c));
            if (d < best) {
                best = d;
                near.clear();
            }
            if (d == best && !near.contains(c)) near.add(c);
        }
        int allowed = w.length() <= 4 ? 1 : w.length() <= 8 ? 2 : 3;
        if (best <= allowed && best < w.length()) return near.size() > 3 ? near.subList(0, 3) : near;
        if (w.length() >= 3) {
            List<String> prefixed = candidates.stream().filter(c -> bare(c).startsWith(w)).toList();
            if (prefixed.size() == 1) return prefixed;
        }
        return List.of();
    }

    private static String bare(String name) {
        int i = 0;
        while (i < name.length() && name.charAt(i) == '-') i++;
        return name.substring(i).toLowerCase(Locale.ROOT);
    }

    /** The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours count one. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
