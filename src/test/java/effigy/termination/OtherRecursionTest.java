package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.lang.c.lower.IntSemantics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Recursions the entry reaches but is not part of (src/test/resources/termination-recursion, each with its expected
 * verdicts on its first line, under bit-vectors and under mathematical integers: {@code terminates}, {@code
 * not-terminates} (anything but {@code terminates} is accepted: proving non-termination of another function's
 * recursion is not this engine's), or {@code any}). Each such recursion is ranked on its own, its calls restricted to
 * the facts that hold of every call; a proof through a jumped-over call gives no complexity bound.
 */
class OtherRecursionTest {
    private static final Path DIR = Path.of("src/test/resources/termination-recursion");

    static Stream<String> programs() throws Exception {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".c")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("programs")
    void answersAsExpected(String name) throws Exception {
        Path file = DIR.resolve(name);
        String first = Files.readAllLines(file).get(0);
        assertTrue(first.startsWith("// expect: bv="), name);
        String[] parts = first.substring("// expect: ".length()).split(" ");
        for (String part : parts) {
            String[] kv = part.split("=");
            IntSemantics ints = kv[0].equals("bv") ? IntSemantics.BITVECTOR : IntSemantics.MATH;
            try (Workbench wb = Workbench.load(List.of(file), 1_000, ints)) {
                Termination.Result r = new Termination(wb, ExecOptions.DEFAULT.withMaxSteps(1_000_000))
                        .analyse(wb.cEntry("f"), System.nanoTime() + 20_000_000_000L);
                String got = Termination.word(r.verdict());
                switch (kv[1]) {
                    case "terminates" -> {
                        assertEquals("terminates", got, name + " " + kv[0] + ": " + r.verdict());
                        assertNull(r.bound(), name + ": a bound measured over calls jumped over");
                    }
                    case "not-terminates" -> assertFalse(r.verdict().isTrue(), name + " " + kv[0] + " was proved to terminate");
                    case "any" -> { }
                    default -> throw new AssertionError(name + ": " + kv[1]);
                }
            }
        }
    }
}
