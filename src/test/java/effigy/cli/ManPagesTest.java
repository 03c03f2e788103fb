package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The man pages under {@code docs/man/} are what {@link ManPages} makes from the command line's model now: a change
 * of an option, a description or the exit-code table fails this test until the pages are regenerated with
 * {@code mvn -o -q -B test -Dtest=ManPagesTest -Deffigy.updateDocs=true} (which rewrites them and removes pages of
 * commands that are gone). Tests run in the project root.
 */
class ManPagesTest {
    static final Path DIR = Path.of("docs/man");
    static final String UPDATE = "mvn -o -q -B test -Dtest=ManPagesTest -Deffigy.updateDocs=true";

    static boolean updating() { return Boolean.getBoolean("effigy.updateDocs"); }

    @Test void committedPagesAreTheGeneratedOnes() throws Exception {
        Map<String, String> pages = ManPages.pages();
        if (updating()) {
            Files.createDirectories(DIR);
            for (Map.Entry<String, String> p : pages.entrySet())
                Files.writeString(DIR.resolve(p.getKey()), p.getValue(), StandardCharsets.UTF_8);
            for (String stale : committed()) if (!pages.containsKey(stale)) Files.delete(DIR.resolve(stale));
        }
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, String> p : pages.entrySet()) {
            Path file = DIR.resolve(p.getKey());
            if (!Files.exists(file)) wrong.add(p.getKey() + " is missing");
            else if (!Files.readString(file, StandardCharsets.UTF_8).equals(p.getValue())) wrong.add(p.getKey() + " differs from the model");
        }
        for (String name : committed()) if (!pages.containsKey(name)) wrong.add(name + " is a page of no command");
        assertTrue(wrong.isEmpty(), "the man pages in docs/man are out of date: " + wrong + "; regenerate them with: " + UPDATE);
    }

    @Test void everyVisibleCommandHasAPageAndNoHiddenOneDoes() {
        CommandLine root = new CommandLine(new Main());
        Map<String, String> pages = ManPages.pages();
        for (CommandLine c : root.getSubcommands().values()) {
            CommandSpec spec = c.getCommandSpec();
            String name = "effigy-" + spec.name() + ".1";
            if (spec.usageMessage().hidden() || spec.helpCommand()) assertFalse(pages.containsKey(name), name);
            else assertTrue(pages.containsKey(name), name);
        }
        assertTrue(pages.containsKey("effigy.1"));
        assertEquals(ManPages.commands(root).size() + 1, pages.size());
    }

    @Test void hiddenOptionsAreLeftOut() {
        CommandLine root = new CommandLine(new Main());
        Map<String, String> pages = ManPages.pages();
        for (CommandLine c : ManPages.commands(root)) {
            String page = pages.get("effigy-" + c.getCommandName() + ".1");
            for (OptionSpec o : c.getCommandSpec().options()) {
                for (String name : o.names()) {
                    boolean shown = page.contains("\\fB" + ManPages.escape(name) + "\\fR");
                    if (o.hidden()) {
                        boolean alsoVisible = c.getCommandSpec().options().stream().anyMatch(v -> !v.hidden() && List.of(v.names()).contains(name));
                        assertTrue(alsoVisible || !shown, c.getCommandName() + ": hidden option " + name + " is in the man page");
                    } else {
                        assertTrue(shown, c.getCommandName() + ": option " + name + " is not in the man page");
                    }
                }
            }
        }
    }

    @Test void pagesHaveTheSectionsAndTheExitCodes() {
        for (Map.Entry<String, String> p : ManPages.pages().entrySet()) {
            String page = p.getValue();
            for (String section : List.of(".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH \"EXIT STATUS\"", ".SH \"SEE ALSO\""))
                assertTrue(page.contains(section + "\n"), p.getKey() + " lacks " + section);
            for (String code : ExitCodes.table().keySet()) assertTrue(page.contains(".B " + code.strip() + "\n"), p.getKey() + ": exit code " + code);
            assertFalse(page.contains("${"), p.getKey() + ": an unresolved picocli variable");
            assertFalse(page.contains("%n"), p.getKey() + ": an unresolved line break");
        }
        assertTrue(ManPages.pages().get("effigy-explore.1").contains(".SH OPTIONS\n"));
    }

    @Test void textIsEscapedForRoff() {
        assertEquals("\\&.start and \\e\\-\\-x", ManPages.escape(".start and \\--x"));
        assertEquals("a\n\\&'quote", ManPages.escape("a\n'quote"));
    }

    /** groff (what man uses) formats every page without a warning; skipped, saying so, without groff. */
    @Test void groffRendersEveryPage() throws Exception {
        boolean groff = Stream.of(System.getenv("PATH").split(java.io.File.pathSeparator)).anyMatch(d -> Files.isExecutable(Path.of(d, "groff")));
        assumeTrue(groff, "groff is not installed: the man pages' rendering is not checked");
        for (Map.Entry<String, String> p : ManPages.pages().entrySet()) {
            Path file = Files.createTempFile("effigy-man", ".1");
            try {
                Files.writeString(file, p.getValue(), StandardCharsets.UTF_8);
                Path rendered = Files.createTempFile("effigy-man", ".txt");
                try {
                    Process proc = new ProcessBuilder("groff", "-man", "-Tutf8", "-ww", file.toString()).redirectOutput(rendered.toFile()).start();
                    String warnings = new String(proc.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
                    assertTrue(proc.waitFor(30, TimeUnit.SECONDS));
                    assertEquals(0, proc.exitValue(), p.getKey() + ": " + warnings);
                    assertEquals("", warnings, p.getKey() + ": groff's warnings");
                    String text = Files.readString(rendered, StandardCharsets.UTF_8).replaceAll(".\b", ""); // grotty's overstrike for bold
                    assertTrue(text.contains("NAME") && text.contains("EXIT STATUS"), p.getKey());
                } finally {
                    Files.deleteIfExists(rendered);
                }
            } finally {
                Files.deleteIfExists(file);
            }
        }
    }

    private static TreeSet<String> committed() throws Exception {
        TreeSet<String> names = new TreeSet<>();
        if (!Files.isDirectory(DIR)) return names;
        try (Stream<Path> files = Files.list(DIR)) {
            files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".1")).forEach(names::add);
        }
        return names;
    }
}
