package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command line's face in this process: names, help texts, suggestions (the user's view is in {@link CliFaceProcessTest}). */
class CliFaceTest {
    static final List<String> COMMANDS = List.of("run", "explore", "fuzz", "bmc", "loops", "termination", "complexity", "svcomp",
            "replay", "session", "debug", "verify", "ir");

    /** Each renamed option: command, old spelling (hidden, still read), new name. */
    static final List<List<String>> ALIASES = List.of(
            List.of("explore", "--tree", "--dot"),
            List.of("explore", "--inputs", "--show-inputs"),
            List.of("termination", "--graph", "--dot"),
            List.of("complexity", "--graph", "--dot"),
            List.of("termination", "--replay", "--replay-iterations"),
            List.of("complexity", "--replay", "--replay-iterations"),
            List.of("fuzz", "--seeds", "--seed-dir"),
            List.of("fuzz", "--out", "--output-dir"),
            List.of("fuzz", "--stop-on-crash", "--stop-on-error"));

    private static CommandLine effigy() { return Main.commandLine(); }

    @Test
    void editDistanceCountsASwapOfNeighboursAsOne() {
        assertEquals(0, Face.distance("explore", "explore"));
        assertEquals(1, Face.distance("explor", "explore"));
        assertEquals(1, Face.distance("bcm", "bmc"));
        assertEquals(1, Face.distance("tremination", "termination"));
        assertEquals(1, Face.distance("rnu", "run")); // one swap
        assertEquals(3, Face.distance("abc", ""));
    }

    @Test
    void theNearestNamesAreClose() {
        List<String> commands = COMMANDS;
        assertEquals(List.of("explore"), Face.nearest("explor", commands));
        assertEquals(List.of("termination"), Face.nearest("terminaton", commands));
        assertEquals(List.of("svcomp"), Face.nearest("svcom", commands));
        assertEquals(List.of("complexity"), Face.nearest("comp", commands)); // the one command it begins
        assertEquals(List.of(), Face.nearest("xyzzy", commands));
        assertEquals(List.of(), Face.nearest("x", commands)); // one letter is never near
        assertEquals(List.of("--seed"), Face.nearest("--sed", List.of("--seed", "--search", "--json")));
        assertEquals(List.of("--max-time"), Face.nearest("--maxtime", List.of("--max-time", "--max-paths", "--max-steps")));
    }

    @Test
    void everyCommandHasAOneLineSummaryThatEndsASentence() {
        CommandLine cl = effigy();
        for (String c : COMMANDS) {
            String[] header = cl.getSubcommands().get(c).getCommandSpec().usageMessage().header();
            assertEquals(1, header.length, c);
            assertTrue(header[0].endsWith("."), c + ": " + header[0]);
            assertTrue(header[0].length() <= 62, c + ": too long for one line of the command list: " + header[0]);
        }
        // the command list under --help shows the summaries, one line each, whole
        StringBuilder help = new StringBuilder(cl.getUsageMessage());
        for (String c : COMMANDS) {
            String summary = cl.getSubcommands().get(c).getCommandSpec().usageMessage().header()[0];
            assertTrue(help.toString().contains(summary), c + " in\n" + help);
        }
    }

    @Test
    void theOverviewListsEveryCommandAnExampleAndTheDocs() {
        String o = Face.overview(effigy());
        for (String c : COMMANDS) assertTrue(Pattern.compile("(?m)^  " + c + " +\\S").matcher(o).find(), c + " in\n" + o);
        assertTrue(o.contains(Face.FIRST_EXAMPLE), o);
        assertTrue(o.contains("effigy help COMMAND"), o);
        assertTrue(o.contains("docs/"), o);
    }

    @Test
    void renamedOptionsAreHiddenButRead() {
        CommandLine cl = effigy();
        for (List<String> a : ALIASES) {
            CommandLine.Model.CommandSpec spec = cl.getSubcommands().get(a.get(0)).getCommandSpec();
            CommandLine.Model.OptionSpec old = spec.findOption(a.get(1)), now = spec.findOption(a.get(2));
            assertTrue(old != null && old.hidden(), a.toString());
            assertTrue(now != null && !now.hidden(), a.toString());
            String help = cl.getSubcommands().get(a.get(0)).getUsageMessage();
            assertFalse(Pattern.compile(Pattern.quote(a.get(1)) + "(?![-\\w])").matcher(help).find(), a + " shown in\n" + help);
            assertTrue(help.contains(a.get(2)), a + " not shown in\n" + help);
        }
    }

    @Test
    void anAliasWritesTheFieldItsNewNameWrites() {
        ExploreCommand viaOld = new ExploreCommand(), viaNew = new ExploreCommand();
        new CommandLine(viaOld).parseArgs("--tree", "t.dot", "--inputs", "f.c");
        new CommandLine(viaNew).parseArgs("--dot", "t.dot", "--show-inputs", "f.c");
        assertEquals(viaNew.treeFile, viaOld.treeFile);
        assertTrue(viaOld.showInputs && viaNew.showInputs);
        FuzzCommand fuzz = new FuzzCommand();
        new CommandLine(fuzz).parseArgs("--out", "o", "--seeds", "s", "--stop-on-crash", "f.c");
        assertEquals(java.nio.file.Path.of("o"), fuzz.output.dir);
        assertEquals(java.nio.file.Path.of("s"), fuzz.seedsDir);
        assertTrue(fuzz.stopOnCrash);
        TerminationCommand.Terminate t = new TerminationCommand.Terminate();
        new CommandLine(t).parseArgs("--replay", "7", "--graph", "g.dot", "f.c");
        assertEquals(7, t.replay);
        assertEquals(java.nio.file.Path.of("g.dot"), t.graph);
    }

    @Test
    void everyCommandHasQuiet() {
        CommandLine cl = effigy();
        for (String c : COMMANDS) {
            CommandLine.Model.OptionSpec q = cl.getSubcommands().get(c).getCommandSpec().findOption("--quiet");
            assertTrue(q != null && List.of(q.names()).contains("-q") && !q.hidden(), c);
        }
    }

    @Test
    void sharedOptionsAreDescribedForTheCommandTheyAreOn() {
        CommandLine cl = effigy();
        for (String c : Face.C_ONLY) {
            String help = cl.getSubcommands().get(c).getUsageMessage();
            assertFalse(help.contains("--call"), c + " shows --call:\n" + help);
            assertFalse(help.contains(".eff"), c + " speaks of .eff programs:\n" + help);
            assertFalse(help.contains("For C programs"), c + ":\n" + help);
            assertFalse(Pattern.compile("(?m)^\\s+--\\S+\\s+C: ").matcher(help).find(), c + ":\n" + help);
            assertFalse(help.contains("default 1000 for explore"), c + ":\n" + help);
        }
        for (String c : List.of("run", "explore", "verify", "debug")) {
            String help = cl.getSubcommands().get(c).getUsageMessage();
            assertTrue(help.contains("--call") && help.contains(".eff"), c + ":\n" + help);
        }
        String termination = cl.getSubcommands().get("termination").getUsageMessage();
        assertTrue(termination.contains("Default: both, analysed and compared"), termination);
        Map<String, String> steps = Map.of("run", "default no limit.", "explore", "default 1000.", "loops", "default 10000000.");
        steps.forEach((c, d) -> {
            String help = cl.getSubcommands().get(c).getUsageMessage().replaceAll("\\s+", " ");
            assertTrue(help.contains(d), c + ": " + d + "\n" + help);
        });
    }

    @Test
    void aMistypedCommandOrOptionGetsASuggestionAndStatus2() {
        CliRun cmd = CliRun.of("explor");
        assertEquals(Main.BAD_INPUT, cmd.code());
        assertTrue(cmd.err().startsWith("effigy: 'explor' is not an effigy command. Did you mean 'explore'?"), cmd.err());
        assertFalse(cmd.err().contains("Unmatched argument"), cmd.err());
        CliRun help = CliRun.of("help", "bcm");
        assertEquals(Main.BAD_INPUT, help.code());
        assertTrue(help.err().startsWith("effigy: 'bcm' is not an effigy command. Did you mean 'bmc'?"), help.err());
        CliRun file = CliRun.of("examples/lecture/top.c");
        assertEquals(Main.BAD_INPUT, file.code());
        assertTrue(file.err().startsWith("effigy: 'examples/lecture/top.c' is not an effigy command: name one first,"
                + " e.g. 'effigy explore examples/lecture/top.c'."), file.err());
        CliRun far = CliRun.of("frobnicate");
        assertEquals(Main.BAD_INPUT, far.code());
        assertTrue(far.err().startsWith("effigy: 'frobnicate' is not an effigy command.\n"), far.err());
        CliRun opt = CliRun.of("explore", "--sed", "3", "examples/lecture/top.c");
        assertEquals(Main.BAD_INPUT, opt.code());
        assertTrue(opt.err().contains("unknown option '--sed' for explore. Did you mean '--seed'?"), opt.err());
        // a hidden alias is never suggested: the new name is
        CliRun old = CliRun.of("explore", "--show-input", "examples/lecture/top.c");
        assertTrue(old.err().contains("Did you mean '--show-inputs'?"), old.err());
        CliRun eq = CliRun.of("bmc", "--unwnd=3", "examples/lecture/bmc1.c");
        assertTrue(eq.err().contains("unknown option '--unwnd' for bmc. Did you mean '--unwind'?"), eq.err());
    }

    @Test
    void fuzzNeedsItsOutputDirectoryUnderEitherName() {
        CliRun none = CliRun.of("fuzz", "examples/lecture/top.c", "--entry", "top");
        assertEquals(Main.BAD_INPUT, none.code());
        assertTrue(none.err().startsWith("effigy: Missing required argument (specify one of these): (--output-dir=DIR)"), none.err());
        String usage = Main.commandLine().getSubcommands().get("fuzz").getUsageMessage();
        assertTrue(usage.contains("(--output-dir=DIR)"), "required in the synopsis:\n" + usage);
    }

    @Test
    void terminationOfAnEffProgramSaysSoWithoutBlamingInts() {
        for (String c : List.of("termination", "complexity")) {
            CliRun r = CliRun.of(c, "examples/king/sum.eff");
            assertEquals(Main.BAD_INPUT, r.code(), r.err());
            assertTrue(r.err().contains(c + " analyses C programs"), r.err());
            assertFalse(r.err().contains("--ints"), r.err());
        }
    }

    @Test
    void quietKeepsOnlyTheLinesOfErrors() {
        assertTrue(Face.isError("f.c:1:2: error: undeclared identifier 'x'"));
        assertTrue(Face.isError("effigy: internal error: the witness does not replay"));
        assertTrue(Face.isError("effigy: error: t.json records no C settings"));
        assertFalse(Face.isError("f.c:3:1: warning: g has no body"));
        assertFalse(Face.isError("effigy: the program exited with status 3"));
        assertFalse(Face.isError("effigy: 16 leaves, 0 open states, 1.2 s"));
    }
}
