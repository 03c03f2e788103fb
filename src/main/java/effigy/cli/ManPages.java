package effigy.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The man pages of {@code effigy} and each of its commands, made from the command line's own picocli model (the
 * same model {@code --help} prints), in man(7) roff: NAME, SYNOPSIS, DESCRIPTION, OPTIONS, EXIT STATUS (the table
 * and the command's rule from {@link ExitCodes}) and SEE ALSO. Hidden options and hidden commands are left out, and
 * so is picocli's {@code help} command. The text depends on nothing but the model (no date, no Java version), so
 * the pages committed under {@code docs/man/} can be compared with a fresh generation ({@code ManPagesTest}).
 *
 * <p>{@code java -cp target/effigy.jar effigy.cli.ManPages DIR} writes them into DIR ({@code effigy.1},
 * {@code effigy-COMMAND.1}).
 */
public final class ManPages {
    private ManPages() {}

    /** Writes every page into the directory given (created when missing). */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: ManPages DIR");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        Files.createDirectories(dir);
        for (Map.Entry<String, String> page : pages().entrySet())
            Files.writeString(dir.resolve(page.getKey()), page.getValue(), StandardCharsets.UTF_8);
    }

    /** The pages, by file name ({@code effigy.1} first, then the commands in the order {@code effigy --help} lists them). */
    public static Map<String, String> pages() {
        CommandLine root = new CommandLine(new Main());
        ExitCodes.addToHelp(root);
        List<CommandLine> commands = commands(root);
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("effigy.1", page(root, commands));
        for (CommandLine c : commands) pages.put("effigy-" + c.getCommandName() + ".1", page(c, commands));
        return pages;
    }

    /** The visible commands: not hidden, not picocli's {@code help}, each once (aliases share a CommandLine). */
    static List<CommandLine> commands(CommandLine root) {
        List<CommandLine> out = new ArrayList<>();
        for (CommandLine c : root.getSubcommands().values()) {
            CommandSpec spec = c.getCommandSpec();
            if (spec.usageMessage().hidden() || spec.helpCommand() || out.contains(c)) continue;
            out.add(c);
        }
        return out;
    }

    private static String page(CommandLine cl, List<CommandLine> commands) {
        CommandSpec spec = cl.getCommandSpec();
        boolean root = spec.parent() == null;
        String name = root ? "effigy" : "effigy-" + spec.name();
        String full = root ? "effigy" : "effigy " + spec.name();
        StringBuilder r = new StringBuilder();
        r.append(".\\\" Generated from the command line's picocli model by effigy.cli.ManPages; do not edit.\n");
        r.append(".\\\" To update: mvn -o -q -B test -Dtest=ManPagesTest -Deffigy.updateDocs=true\n");
        r.append(".TH ").append(name.toUpperCase(Locale.ROOT)).append(" 1 \"\" \"Effigy\" \"Effigy Manual\"\n");

        r.append(".SH NAME\n").append(escape(name)).append(" \\- ").append(escape(summary(spec))).append('\n');

        r.append(".SH SYNOPSIS\n");
        r.append(synopsis(spec, full, root));

        r.append(".SH DESCRIPTION\n");
        for (String paragraph : text(spec.usageMessage().description())) r.append(".PP\n").append(escape(paragraph)).append('\n');
        if (root) {
            r.append(".PP\nThe commands:\n");
            for (CommandLine c : commands) {
                r.append(".TP\n.B ").append(escape(c.getCommandName())).append('\n');
                r.append(escape(summary(c.getCommandSpec()))).append('\n');
            }
            r.append(".PP\nEach command has a page of its own: ").append(escape("man effigy-COMMAND")).append(", or ")
                    .append(escape("effigy COMMAND --help")).append(".\n");
        }

        List<OptionSpec> options = visibleOptions(spec);
        List<PositionalParamSpec> positionals = visiblePositionals(spec);
        if (!options.isEmpty() || !positionals.isEmpty()) {
            r.append(".SH OPTIONS\n");
            for (PositionalParamSpec p : positionals) {
                r.append(".TP\n\\fI").append(escape(p.paramLabel())).append("\\fR").append(p.arity().max() > 1 ? "..." : "").append('\n');
                r.append(escape(description(p.description(), p.defaultValueString(), p.completionCandidates()))).append('\n');
            }
            for (OptionSpec o : options) {
                r.append(".TP\n").append(optionHead(o)).append('\n');
                r.append(escape(description(o.description(), o.defaultValueString(), o.completionCandidates()))).append('\n');
            }
        }

        r.append(".SH \"EXIT STATUS\"\n");
        for (Map.Entry<String, String> e : ExitCodes.table().entrySet())
            r.append(".TP\n.B ").append(e.getKey().strip()).append('\n').append(escape(e.getValue())).append('\n');
        r.append(".TP\n.B 130\ninterrupted (SIGINT; 143 for SIGTERM): the results found so far are written, marked partial\n");
        String rule = ExitCodes.rule(spec.name());
        if (!root && rule != null) r.append(".PP\n").append(escape(rule)).append('\n');

        r.append(".SH \"SEE ALSO\"\n");
        List<String> see = new ArrayList<>();
        if (!root) see.add("\\fBeffigy\\fR(1)");
        for (CommandLine c : commands)
            if (c != cl) see.add("\\fBeffigy\\-" + escape(c.getCommandName()) + "\\fR(1)");
        r.append(String.join(",\n", see)).append('\n');
        r.append(".PP\nThe user guide: ").append(escape(root ? "docs/README.md" : "docs/" + spec.name() + ".md"))
                .append(" in Effigy's source tree.\n");
        return r.toString();
    }

    /** The NAME line's text: the description's first clause. */
    static String summary(CommandSpec spec) {
        String[] header = spec.usageMessage().header();
        String text = header.length > 0 ? String.join(" ", text(header)) : String.join(" ", text(spec.usageMessage().description()));
        int end = text.length();
        for (String stop : new String[] {": ", "; ", ". ", " ("}) {
            int i = text.indexOf(stop);
            if (i > 0 && i < end) end = i;
        }
        String s = text.substring(0, end).strip();
        if (s.endsWith(".")) s = s.substring(0, s.length() - 1);
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    private static String synopsis(CommandSpec spec, String full, boolean root) {
        StringBuilder s = new StringBuilder(".B ").append(escape(full)).append('\n');
        if (root) return s.append("[\\fB\\-h\\fR|\\fB\\-V\\fR]\n\\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIARGS\\fR...]\n").toString();
        for (OptionSpec o : visibleOptions(spec)) {
            String head = "\\fB" + escape(o.longestName()) + "\\fR";
            if (o.typeInfo().isBoolean() && o.arity().max() == 0) s.append('[').append(head).append("]\n");
            else s.append('[').append(head).append(' ').append("\\fI").append(escape(o.paramLabel())).append("\\fR]\n");
        }
        for (PositionalParamSpec p : visiblePositionals(spec))
            s.append("\\fI").append(escape(p.paramLabel())).append("\\fR").append(p.arity().max() > 1 ? "..." : "").append('\n');
        return s.toString();
    }

    private static String optionHead(OptionSpec o) {
        List<String> names = Arrays.stream(o.names()).map(n -> "\\fB" + escape(n) + "\\fR").collect(Collectors.toList());
        String head = String.join(", ", names);
        if (!(o.typeInfo().isBoolean() && o.arity().max() == 0)) head += " \\fI" + escape(o.paramLabel()) + "\\fR";
        return head;
    }

    private static List<OptionSpec> visibleOptions(CommandSpec spec) {
        return spec.options().stream().filter(o -> !o.hidden()).collect(Collectors.toList());
    }

    private static List<PositionalParamSpec> visiblePositionals(CommandSpec spec) {
        return spec.positionalParameters().stream().filter(p -> !p.hidden()).collect(Collectors.toList());
    }

    /** An option's description with picocli's variables and format specifiers resolved as {@code --help} does. */
    private static String description(String[] lines, String defaultValue, Iterable<String> candidates) {
        String joined = String.join(" ", lines);
        joined = joined.replace("${DEFAULT-VALUE}", defaultValue == null ? "none" : defaultValue);
        if (candidates != null) {
            List<String> all = new ArrayList<>();
            candidates.forEach(all::add);
            joined = joined.replace("${COMPLETION-CANDIDATES}", String.join(", ", all));
        }
        return String.join(" ", text(new String[] {joined}));
    }

    /** Description lines as paragraphs: {@code %n} breaks a line, {@code %%} is a percent sign. */
    private static List<String> text(String[] lines) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            for (String part : line.replace("%%", "\u0000").split("%n", -1)) {
                String t = part.replace('\u0000', '%').strip();
                if (!t.isEmpty()) out.add(t);
            }
        }
        return out;
    }

    /** Text escaped for roff: backslashes, hyphens as minus signs, and no line that begins with a control character. */
    static String escape(String text) {
        String s = text.replace("\\", "\\e").replace("-", "\\-");
        StringBuilder out = new StringBuilder();
        for (String line : s.split("\n", -1)) {
            if (out.length() > 0) out.append('\n');
            if (line.startsWith(".") || line.startsWith("'")) out.append("\\&");
            out.append(line);
        }
        return out.toString();
    }
}
