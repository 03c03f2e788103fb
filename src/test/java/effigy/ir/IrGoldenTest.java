package effigy.ir;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Lowers each program under {@code src/test/resources/golden/ir} ({@code NAME.eff}: King's five examples
 * plus {@code forms.eff}) and compares the {@link IrPrinter} dump verbatim with {@code NAME.ir}; every
 * lowered program must also pass {@link IrVerifier}. Run with {@code -Dgolden.update=true} to rewrite the
 * expected files from the current output (then review the diff).
 */
class IrGoldenTest {
    static final List<String> PROGRAMS = List.of("sum", "power", "twoloops", "search", "session", "forms");

    @ParameterizedTest
    @FieldSource("PROGRAMS")
    void dumpMatchesGolden(String name) throws IOException {
        Program program = IrTesting.lowerFile(IrTesting.GOLDEN.resolve(name + ".eff"));
        String actual = IrPrinter.print(program);
        Path expected = IrTesting.GOLDEN.resolve(name + ".ir");
        if (Boolean.getBoolean("golden.update")) Files.writeString(expected, actual, StandardCharsets.UTF_8);
        assertTrue(Files.exists(expected), expected + " is missing; run with -Dgolden.update=true to create it");
        assertEquals(Files.readString(expected, StandardCharsets.UTF_8), actual, "dump differs from " + expected);
    }

    @ParameterizedTest
    @FieldSource("PROGRAMS")
    void loweredProgramVerifies(String name) {
        Program program = IrTesting.lowerFile(IrTesting.GOLDEN.resolve(name + ".eff"));
        assertDoesNotThrow(() -> IrVerifier.verify(program));
    }

    @ParameterizedTest
    @FieldSource("PROGRAMS")
    void dumpIsDeterministic(String name) {
        Path file = IrTesting.GOLDEN.resolve(name + ".eff");
        assertEquals(IrPrinter.print(IrTesting.lowerFile(file)), IrPrinter.print(IrTesting.lowerFile(file)));
    }
}
