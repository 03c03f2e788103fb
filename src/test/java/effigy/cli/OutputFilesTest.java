package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files a command writes, as a user meets them, each run in its own JVM where it matters: a FIFO, a device, a
 * symbolic link given as an output is written through and never replaced; a new file's mode follows the umask; a
 * failed write to standard output is an error; {@code --tests DIR} over an earlier run leaves this run's tests alone.
 */
class OutputFilesTest {
    @TempDir Path tmp;

    /** Three leaves (x > 10, 5 < x <= 10, x <= 5). */
    private static final String THREE_LEAVES = """
            extern int __VERIFIER_nondet_int(void);
            int main(void) {
              int x = __VERIFIER_nondet_int();
              if (x > 10) return 1;
              if (x > 5) return 2;
              return 0;
            }
            """;

    private record Run(int code, String out, String err) {}

    private static boolean linux() {
        return System.getProperty("os.name").toLowerCase().contains("linux");
    }

    private Path program() throws IOException {
        Path c = tmp.resolve("three.c");
        if (!Files.exists(c)) Files.writeString(c, THREE_LEAVES);
        return c;
    }

    private static List<String> java(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "effigy.cli.Main"));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** Runs effigy in its own JVM, standard output to {@code stdout} when not null (else captured). */
    private static Run run(List<String> cmd, File stdout) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        Path errFile = Files.createTempFile("effigy-err", ".txt"), outFile = Files.createTempFile("effigy-out", ".txt");
        try {
            pb.redirectError(errFile.toFile());
            pb.redirectOutput(stdout != null ? stdout : outFile.toFile());
            pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
            Process p = pb.start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("effigy did not exit: " + Files.readString(errFile));
            }
            return new Run(p.exitValue(), stdout != null ? "" : Files.readString(outFile), Files.readString(errFile));
        } finally {
            Files.deleteIfExists(errFile);
            Files.deleteIfExists(outFile);
        }
    }

    private static Run run(String... args) throws Exception {
        return run(java(args), null);
    }

    /** Runs effigy under {@code umask}, as a shell would start it. */
    private static Run runWithUmask(String umask, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("sh", "-c", "umask " + umask + "; exec \"$@\"", "sh"));
        cmd.addAll(java(args));
        return run(cmd, null);
    }

    /**
     * The device {@code /dev/NAME} (null: 1,3; full: 1,7) to give as an output. Where this process could replace
     * {@code /dev} entries (as root), a regression would damage the system: a node of the same device made in the test's
     * directory instead ({@code mknod}), or the test skipped.
     */
    private Path device(String name, int minor) throws Exception {
        Path dev = Path.of("/dev", name);
        if (!Files.isWritable(dev.getParent())) return dev;
        Path node = tmp.resolve(name);
        Process mk = new ProcessBuilder("mknod", node.toString(), "c", "1", String.valueOf(minor)).inheritIO().start();
        assumeTrue(mk.waitFor() == 0 && Files.exists(node), "cannot make a device node in place of " + dev);
        return node;
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
    }

    @Test
    void aFifoIsWrittenThroughNotReplaced() throws Exception {
        assumeTrue(linux(), "mkfifo: Linux only");
        Path fifo = tmp.resolve("tree.fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assumeTrue(mk.waitFor() == 0, "mkfifo failed");
        CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo); // blocks until effigy opens the FIFO to write
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        Run r = run("explore", program().toString(), "--dot", fifo.toString());
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(read.get(60, TimeUnit.SECONDS).startsWith("digraph"), "the tree came through the FIFO");
        assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS), "the FIFO is still a FIFO");
        assertTrue(Files.exists(fifo, LinkOption.NOFOLLOW_LINKS));
    }

    @Test
    void devNullAndStandardOutputAreWrittenThrough() throws Exception {
        assumeTrue(linux() && Files.exists(Path.of("/dev/null")), "/dev/null: Linux only");
        Path devNull = device("null", 3);
        Run r = run("explore", program().toString(), "--dot", devNull.toString(), "--coverage", devNull.toString());
        assertEquals(Main.OK, r.code(), r.err());
        assertFalse(Files.isRegularFile(devNull, LinkOption.NOFOLLOW_LINKS), devNull + " is still a device");
        assertTrue(Files.exists(devNull, LinkOption.NOFOLLOW_LINKS));
        // --dot /dev/stdout: the tree follows the table on standard output (here a file of the test's)
        Run s = run("explore", program().toString(), "--dot", "/dev/stdout");
        assertEquals(Main.OK, s.code(), s.err());
        assertTrue(s.out().startsWith("TEST("), s.out());
        assertTrue(s.out().contains("digraph"), s.out());
    }

    @Test
    void aSymlinkStaysALinkAndItsTargetGetsTheContent() throws Exception {
        assumeTrue(linux(), "symbolic links and POSIX modes: Linux only");
        Path real = tmp.resolve("real.dot");
        Files.writeString(real, "old");
        Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rw-r-----"));
        Path link = Files.createSymbolicLink(tmp.resolve("link.dot"), real.getFileName());
        Path dangling = Files.createSymbolicLink(tmp.resolve("dangling.dot"), Path.of("created.dot"));
        Run r = run("explore", program().toString(), "--dot", link.toString(), "--coverage", dangling.toString());
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertTrue(Files.readString(real).startsWith("digraph"), "its target has the tree");
        assertEquals("rw-r-----", mode(real), "an existing file keeps its mode");
        assertTrue(Files.isSymbolicLink(dangling), "the dangling link is still a link");
        assertTrue(Files.readString(tmp.resolve("created.dot")).contains("SF:"), "its target was created with the tracefile");
    }

    @Test
    void aNewFilesModeFollowsTheUmask() throws Exception {
        assumeTrue(linux(), "umask and POSIX modes: Linux only");
        for (String[] umask : new String[][] {{"022", "rw-r--r--"}, {"077", "rw-------"}, {"002", "rw-rw-r--"}}) {
            Path tree = tmp.resolve("tree-" + umask[0] + ".dot"), tests = tmp.resolve("tests-" + umask[0]), info = tmp.resolve("cov-" + umask[0] + ".info");
            Run r = runWithUmask(umask[0], "explore", program().toString(), "--dot", tree.toString(), "--tests", tests.toString(),
                    "--coverage", info.toString());
            assertEquals(Main.OK, r.code(), r.err());
            assertEquals(umask[1], mode(tree), "--dot under umask " + umask[0]);
            assertEquals(umask[1], mode(info), "--coverage under umask " + umask[0]);
            assertEquals(umask[1], mode(tests.resolve("test-001.json")), "--tests under umask " + umask[0]);
        }
    }

    @Test
    void aFullStandardOutputIsAnError() throws Exception {
        assumeTrue(linux() && Files.exists(Path.of("/dev/full")), "/dev/full: Linux only");
        Run r = run(java("explore", program().toString()), new File("/dev/full"));
        assertEquals(Main.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("effigy: error writing standard output: No space left on device"), r.err());
        // a file output on /dev/full: the same, naming the file
        Path devFull = device("full", 7);
        Run t = run("explore", program().toString(), "--dot", devFull.toString());
        assertEquals(Main.BAD_INPUT, t.code(), t.err());
        assertTrue(t.err().contains("cannot write " + devFull + ": No space left on device"), t.err());
        assertFalse(Files.isRegularFile(devFull, LinkOption.NOFOLLOW_LINKS), devFull + " is still a device");
    }

    @Test
    void aSecondRunOfTestsLeavesExactlyItsOwnTests() throws Exception {
        Path dir = tmp.resolve("tests");
        CliRun first = CliRun.of("explore", program().toString(), "--tests", dir.toString());
        assertEquals(Main.OK, first.code(), first.err());
        assertEquals(List.of("test-001.c", "test-001.json", "test-002.c", "test-002.json", "test-003.c", "test-003.json"), names(dir));
        Files.writeString(dir.resolve("notes.txt"), "mine");
        Files.writeString(dir.resolve("test-old.json"), "mine too");
        CliRun second = CliRun.of("explore", program().toString(), "--tests", dir.toString(), "--max-paths", "1");
        assertEquals(Main.UNKNOWN, second.code(), "cut short by --max-paths: incomplete; " + second.err());
        assertEquals(List.of("notes.txt", "test-001.c", "test-001.json", "test-old.json"), names(dir), "the first run's other tests are gone, nothing else");
        assertEquals(List.of("tests"), names(tmp).stream().filter(n -> !n.endsWith(".c")).toList(), "no staging directory left");
    }

    @Test
    void bmcWithNoCounterexampleLeavesNoTestOfAnEarlierRun() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("bmc-tests"));
        Files.writeString(dir.resolve("test-001.json"), "stale");
        Files.writeString(dir.resolve("test-001.c"), "stale");
        Files.writeString(dir.resolve("notes.txt"), "mine");
        CliRun r = CliRun.of("bmc", program().toString(), "--tests", dir.toString());
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertEquals(List.of("notes.txt"), names(dir));
    }

    @Test
    void aDirectoryWhereAFileIsExpectedAndAFileWhereADirectoryIs() throws Exception {
        Path dir = Files.createDirectory(tmp.resolve("adir"));
        CliRun tree = CliRun.of("explore", program().toString(), "--dot", dir.toString());
        assertEquals(Main.BAD_INPUT, tree.code(), tree.err());
        assertEquals("effigy: error: cannot write " + dir + ": it is a directory\n", tree.err());
        Path file = Files.writeString(tmp.resolve("afile"), "x");
        CliRun tests = CliRun.of("explore", program().toString(), "--tests", file.toString());
        assertEquals(Main.BAD_INPUT, tests.code(), tests.err());
        assertEquals("effigy: error: cannot write into " + file + ": " + file + " is not a directory\n", tests.err());
        assertEquals("x", Files.readString(file));
    }

    @Test
    void fuzzRemovesAnEarlierRunsResultsAndNothingElse() throws Exception {
        Path out = tmp.resolve("out");
        Files.createDirectories(out.resolve("queue"));
        Files.createDirectories(out.resolve("crashes"));
        Files.writeString(out.resolve("queue/id:999999,gen:9,bound:0,score:0,orig"), "stale");
        Files.writeString(out.resolve("crashes/id:999999,kind:abort,line:1.json"), "stale");
        Files.writeString(out.resolve("crashes/README"), "mine");
        CliRun r = CliRun.of("fuzz", program().toString(), "--output-dir", out.toString(), "--jobs", "1", "--max-time", "30");
        assertTrue(r.code() == Main.OK || r.code() == Main.FOUND_ERROR, r.err());
        assertFalse(names(out.resolve("queue")).contains("id:999999,gen:9,bound:0,score:0,orig"));
        assertFalse(names(out.resolve("crashes")).contains("id:999999,kind:abort,line:1.json"));
        assertTrue(names(out.resolve("crashes")).contains("README"));
        assertFalse(names(out.resolve("queue")).isEmpty(), "this run's queue");
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
