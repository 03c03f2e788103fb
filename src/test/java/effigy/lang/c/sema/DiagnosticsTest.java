package effigy.lang.c.sema;

import effigy.lang.c.CTesting;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code c-parse/expect-error/*.c}: each program is rejected with the diagnostic its
 * {@code // EXPECT-ERROR: line:col: message} comment states.
 */
class DiagnosticsTest {
    private static final Path DIR = Path.of("src/test/resources/c-parse/expect-error");
    private static final Pattern EXPECTATION = Pattern.compile("// EXPECT-ERROR: (.*)");

    static Stream<String> programs() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            List<String> names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".c")).sorted().toList();
            assertTrue(names.size() >= 20);
            return names.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void rejectedWithTheExpectedDiagnostic(String name) {
        SourceFile file = SourceFile.read(DIR.resolve(name));
        Matcher m = EXPECTATION.matcher(file.text());
        assertTrue(m.find(), name + " has no EXPECT-ERROR comment");
        DiagnosticException e = assertThrows(DiagnosticException.class, () -> CTesting.analyze(file));
        String actual = e.diagnostic().span().line() + ":" + e.diagnostic().span().column() + ": " + e.getMessage();
        assertEquals(m.group(1).trim(), actual);
        assertTrue(e.diagnostic().render().startsWith(DIR.resolve(name) + ":"));
    }
}
