package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cgen.Gcc;
import effigy.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The data-model corpus ({@code src/test/resources/c-data-model/}, see its README): each program under each
 * model with an expected output ({@code NAME.lp64.out}, {@code NAME.ilp32.out}, written by gcc and gcc -m32)
 * is run by {@code effigy run --data-model MODEL} and must print exactly that and exit with 0; where gcc
 * (for ILP32 gcc -m32) works, gcc's output must still be the checked-in one. And the TACLeBench-like
 * program that assumes a 32-bit long reads out of bounds under LP64.
 */
class DataModelCorpusTest {
    @TempDir
    static Path dir;

    record Case(Path source, String model, Path expected) {
        String name() { return source.getFileName() + " --data-model " + model; }
    }

    static Path root() {
        try {
            return Path.of(DataModelCorpusTest.class.getResource("/c-data-model").toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("the data-model corpus is not on the class path", e);
        }
    }

    static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(root())) {
            for (Path c : files.filter(p -> p.toString().endsWith(".c")).sorted().toList()) {
                String base = c.getFileName().toString().replace(".c", "");
                for (String model : List.of("LP64", "ILP32")) {
                    Path expected = c.resolveSibling(base + "." + model.toLowerCase() + ".out");
                    if (Files.exists(expected)) out.add(new Case(c, model, expected));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    @Test
    void theCorpusCoversBothModels() {
        List<Case> cases = cases();
        assertTrue(cases.stream().filter(c -> c.model().equals("ILP32")).count() >= 4, "ILP32 programs");
        assertTrue(cases.stream().filter(c -> c.model().equals("LP64")).count() >= 3, "LP64 programs");
    }

    @TestFactory
    Stream<DynamicTest> effigyPrintsTheExpectedOutput() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            StringWriter out = new StringWriter(), err = new StringWriter();
            int code = Main.execute(new String[] {"run", "--data-model", c.model(), c.source().toString()},
                    new PrintWriter(out, true), new PrintWriter(err, true));
            assertEquals(read(c.expected()), out.toString(), () -> c.name() + "; stderr: " + err);
            assertEquals(0, code, () -> c.name() + "; stderr: " + err);
        }));
    }

    @TestFactory
    Stream<DynamicTest> gccPrintsTheExpectedOutput() {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        boolean m32 = Gcc.m32Available();
        if (!m32) System.err.println("DataModelCorpusTest: " + Gcc.M32_MISSING);
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            boolean ilp32 = c.model().equals("ILP32");
            Assumptions.assumeTrue(!ilp32 || m32, Gcc.M32_MISSING);
            Path exe = dir.resolve(c.source().getFileName() + "-" + c.model());
            List<String> flags = new ArrayList<>(List.of("-std=gnu11", "-w"));
            if (ilp32) flags.add("-m32");
            Gcc.Outcome cc = Gcc.compile(c.source(), exe, flags);
            assertTrue(cc.ok(), () -> "gcc " + flags + " rejects " + c.source() + ":\n" + cc.stderr());
            Gcc.Outcome run = Gcc.run(exe, 20);
            Files.deleteIfExists(exe);
            assertEquals(read(c.expected()), run.stdout(), () -> c.name() + ": gcc " + flags);
            assertEquals(0, run.exit(), () -> c.name() + ": gcc " + flags);
        }));
    }

    /** rijndael's pattern: under ILP32 it runs as gcc -m32 runs it; under LP64 the table index leaves the table. */
    @Test
    void aProgramAssumingA32BitLongReadsOutOfBoundsUnderLp64Only() throws IOException {
        Path src = root().resolve("tacle-long32.c");
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(new String[] {"run", src.toString()}, new PrintWriter(out, true), new PrintWriter(err, true));
        assertEquals(Main.FOUND_ERROR, code, () -> "stdout: " + out + "; stderr: " + err);
        assertTrue(err.toString().contains("out-of-bounds at " + src + ":14:"), err::toString);
        StringWriter out32 = new StringWriter(), err32 = new StringWriter();
        int code32 = Main.execute(new String[] {"run", "--data-model", "ILP32", src.toString()},
                new PrintWriter(out32, true), new PrintWriter(err32, true));
        assertEquals(0, code32, err32::toString);
        assertEquals(read(root().resolve("tacle-long32.ilp32.out")), out32.toString());
    }

    private static String read(Path p) throws IOException {
        return Files.readString(p, StandardCharsets.ISO_8859_1);
    }
}
