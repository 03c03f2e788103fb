package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line's face as a user or a script meets it, each run a process of its own: {@code effigy} alone, a
 * mistyped command, the old spellings of renamed options, {@code --quiet} on every command, the launcher through a
 * symlink.
 */
class CliFaceProcessTest {
    private static final String TOP = "examples/lecture/top.c";

    /** {@code java effigy.cli.Main ARGS} (no command at all allowed), standard input closed. */
    private static CliRun effigy(long timeoutSeconds, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "effigy.cli.Main"));
        cmd.addAll(List.of(args));
        return run(new ProcessBuilder(cmd), timeoutSeconds);
    }

    private static CliRun run(ProcessBuilder pb, long timeoutSeconds) throws Exception {
        Path out = Files.createTempFile("effigy-out", ".txt"), err = Files.createTempFile("effigy-err", ".txt");
        try {
            Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            p.getOutputStream().close();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new AssertionError(pb.command() + " did not exit within " + timeoutSeconds + " s");
            }
            return new CliRun(p.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    @Test
    void effigyAloneShowsEveryCommandAnExampleAndTheDocsOnStandardErrorWithStatus2() throws Exception {
        CliRun r = effigy(60);
        assertEquals(Main.BAD_INPUT, r.code(), r.err());
        assertEquals("", r.out());
        for (String c : CliFaceTest.COMMANDS) assertTrue(r.err().contains("\n  " + c + " "), c + " in\n" + r.err());
        assertTrue(r.err().contains("effigy explore examples/lecture/top.c --entry top"), r.err());
        assertTrue(r.err().contains("effigy help COMMAND"), r.err());
        assertTrue(r.err().contains("docs/"), r.err());
        // the example shown works as shown (from the source tree): the lecture's 16 paths, 5 of them errors
        CliRun example = effigy(120, "explore", TOP, "--entry", "top");
        assertEquals(Main.FOUND_ERROR, example.code(), example.err());
        assertTrue(example.out().contains("11 returned, 5 error"), example.out());
    }

    @Test
    void anUnknownCommandGetsGitsSuggestionAndStatus2() throws Exception {
        CliRun r = effigy(60, "explor", TOP);
        assertEquals(Main.BAD_INPUT, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("effigy: 'explor' is not an effigy command. Did you mean 'explore'?\n"), r.err());
        assertFalse(r.err().contains("Unmatched argument"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        CliRun o = effigy(60, "bmc", "--unwnd", "3", "examples/lecture/bmc1.c");
        assertEquals(Main.BAD_INPUT, o.code());
        assertTrue(o.err().startsWith("effigy: unknown option '--unwnd' for bmc. Did you mean '--unwind'?\n"), o.err());
    }

    @Test
    void theOldSpellingsOfRenamedOptionsStillWork(@TempDir Path tmp) throws Exception {
        // explore --tree and --inputs
        Path dot = tmp.resolve("tree.dot");
        CliRun e = effigy(120, "explore", TOP, "--entry", "top", "--tree", dot.toString(), "--inputs", "--no-replay");
        assertEquals(Main.FOUND_ERROR, e.code(), e.err());
        assertTrue(Files.readString(dot).startsWith("digraph"), "the tree written through --tree");
        CliRun shown = effigy(120, "explore", TOP, "--entry", "top", "--show-inputs", "--no-replay");
        assertEquals(shown.out().lines().filter(l -> l.contains("input")).count(), e.out().lines().filter(l -> l.contains("input")).count(),
                "--inputs shows what --show-inputs shows");
        assertTrue(e.out().contains("\"bad!\"") || e.out().contains("input = "), e.out());
        // termination --graph and --replay
        Path graph = tmp.resolve("graph.dot");
        CliRun t = effigy(120, "termination", "examples/termination/fig1.c", "--entry", "h", "--graph", graph.toString(), "--replay", "10");
        assertEquals(Main.OK, t.code(), t.err());
        assertTrue(Files.readString(graph).contains("digraph"), "the graph written through --graph");
        assertTrue(Files.isRegularFile(tmp.resolve("graph.math.dot")), "and the one of mathematical integers");
        // fuzz --seeds, --out and --stop-on-crash
        Path seeds = Files.createDirectory(tmp.resolve("seeds"));
        Files.writeString(seeds.resolve("good"), "good");
        Path out = tmp.resolve("out");
        CliRun f = effigy(120, "fuzz", TOP, "--entry", "top", "--seeds", seeds.toString(), "--out", out.toString(), "--stop-on-crash",
                "--jobs", "1", "--max-time", "60");
        assertEquals(Main.FOUND_ERROR, f.code(), f.err());
        assertTrue(f.out().contains("stopped: the first crash (--stop-on-error)"), f.out());
        assertTrue(Files.isRegularFile(out.resolve("fuzzer_stats")), "fuzz wrote into --out");
        try (var crashes = Files.list(out.resolve("crashes"))) {
            assertTrue(crashes.findAny().isPresent(), "a crash in --out's crashes/");
        }
    }

    /** One command under --quiet: nothing on either stream, the status it has without it. */
    private static void quiet(int expected, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.add(1, "--quiet");
        CliRun r = effigy(180, all.toArray(new String[0]));
        assertEquals(expected, r.code(), String.join(" ", all) + "\n" + r.err());
        assertEquals("", r.out(), String.join(" ", all));
        assertEquals("", r.err(), String.join(" ", all));
    }

    @Test
    void quietPrintsNothingButTheStatusTellsAndFilesAreWritten(@TempDir Path tmp) throws Exception {
        Path tests = tmp.resolve("tests");
        quiet(Main.FOUND_ERROR, "explore", TOP, "--entry", "top", "--tests", tests.toString());
        try (var files = Files.list(tests)) {
            assertEquals(32, files.count(), "16 tests and their C harnesses");
        }
        quiet(Main.FOUND_ERROR, "replay", TOP, tests.resolve("test-001.json").toString());
        // a C program's own output and Effigy's line about its exit status
        Path hello = tmp.resolve("hello.c");
        Files.writeString(hello, "#include <stdio.h>\nint g(int);\nint main(void) { printf(\"hello\\n\"); return 3; }\n");
        quiet(Main.OK, "run", hello.toString());
        quiet(Main.UNKNOWN, "run", TOP, "--entry", "top");
        Path out = tmp.resolve("fuzz");
        quiet(Main.FOUND_ERROR, "fuzz", TOP, "--entry", "top", "--seed-string", "good", "--output-dir", out.toString(), "--jobs", "1",
                "--max-time", "60");
        assertTrue(Files.isRegularFile(out.resolve("fuzzer_stats")));
        Path bmcTests = tmp.resolve("bmc");
        quiet(Main.FOUND_ERROR, "bmc", "examples/lecture/bmc1.c", "--unwind", "3", "--tests", bmcTests.toString());
        assertTrue(Files.isRegularFile(bmcTests.resolve("test-001.json")));
        quiet(Main.OK, "loops", "examples/loops/fig1.c", "--max-time", "60");
        Path dot = tmp.resolve("h.dot");
        quiet(Main.OK, "termination", "examples/termination/fig1.c", "--entry", "h", "--dot", dot.toString());
        assertTrue(Files.isRegularFile(dot) && Files.isRegularFile(tmp.resolve("h.math.dot")), "the graphs written");
        quiet(Main.OK, "complexity", "examples/termination/fig1.c", "--entry", "h");
        quiet(Main.OK, "svcomp", "src/test/resources/svcomp/tasks/reach/array_max_true.yml");
        quiet(Main.OK, "session", "examples/king/session.eff");
        quiet(Main.OK, "debug", "examples/king/sum.eff", "--call", "SUM(\"A\", 3, 5)");
        quiet(Main.OK, "verify", "examples/king/sum.eff", "--call", "SUM(\"A\", 3, 5)");
        quiet(Main.OK, "ir", "examples/king/sum.eff");
    }

    @Test
    void quietStillReportsErrors(@TempDir Path tmp) throws Exception {
        Path bad = tmp.resolve("bad.c");
        Files.writeString(bad, "int main(void) { return x; }\n");
        CliRun d = effigy(60, "explore", "-q", bad.toString());
        assertEquals(Main.BAD_INPUT, d.code());
        assertEquals("", d.out());
        assertTrue(d.err().contains("bad.c:1:25: error:"), d.err());
        CliRun u = effigy(60, "bmc", "-q", "--unwind", "-1", "examples/lecture/bmc1.c");
        assertEquals(Main.BAD_INPUT, u.code());
        assertTrue(u.err().startsWith("effigy: "), u.err());
        // --help asked for with it is still printed
        CliRun h = effigy(60, "explore", "-q", "--help");
        assertEquals(Main.OK, h.code());
        assertTrue(h.out().contains("--quiet"), h.out());
    }

    @Test
    void theLauncherWorksThroughASymlink(@TempDir Path tmp) throws Exception {
        Path launcher = Path.of("effigy").toAbsolutePath();
        Path bash = Path.of("/bin/bash");
        Assumptions.assumeTrue(Files.isExecutable(bash) && Files.isExecutable(launcher), "bash and ./effigy");
        // the launcher builds the jar when a source is newer: not from inside a test run
        Path jar = Path.of("target", "effigy.jar");
        Assumptions.assumeTrue(Files.isRegularFile(jar), "target/effigy.jar built");
        java.nio.file.attribute.FileTime built = Files.getLastModifiedTime(jar);
        try (var sources = Files.walk(Path.of("src", "main"))) {
            Assumptions.assumeTrue(sources.noneMatch(f -> {
                try {
                    return Files.getLastModifiedTime(f).compareTo(built) > 0;
                } catch (java.io.IOException e) {
                    return true;
                }
            }) && Files.getLastModifiedTime(Path.of("pom.xml")).compareTo(built) <= 0, "target/effigy.jar newer than the sources");
        }
        // a link to the launcher, and a relative link to that link from another directory
        Path first = Files.createSymbolicLink(tmp.resolve("effigy-link"), launcher);
        Path sub = Files.createDirectory(tmp.resolve("bin"));
        Path second = Files.createSymbolicLink(sub.resolve("effigy"), Path.of("..", "effigy-link"));
        for (Path link : List.of(first, second)) {
            ProcessBuilder pb = new ProcessBuilder(bash.toString(), link.toString(), "--version").directory(tmp.toFile());
            CliRun r = run(pb, 300);
            assertEquals(0, r.code(), link + ": " + r.err());
            assertTrue(r.out().startsWith("effigy "), r.out());
        }
    }
}
