package effigy.lang.c.sema;

import effigy.lang.c.CTesting;
import effigy.source.SourceFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The project's C examples (copies of the source documents' programs) parse and type-check. */
class ExamplesTest {
    private static CProgram example(String name) {
        return CTesting.analyze(SourceFile.read(Path.of("examples", name)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"lecture/bmc1.c", "lecture/bmc2.c", "lecture/foo.c", "lecture/power.c", "lecture/sum.c",
            "lecture/top.c", "loops/fig1.c", "termination/fig1.c"})
    void typeChecks(String name) {
        assertFalse(example(name).functions().isEmpty());
    }

    @Test
    void theUnsignedCharSumWrapsInBmc1ButNotInBmc2() {
        String bmc1 = TypedPrinter.print(example("lecture/bmc1.c").function("main").orElseThrow());
        assertTrue(bmc1.contains("(update s (unsigned char (+ (int old) (int (load v)))))"), bmc1);
        String bmc2 = TypedPrinter.print(example("lecture/bmc2.c").function("main").orElseThrow());
        assertTrue(bmc2.contains("(update s (+ old (unsigned int (load v))))"), bmc2);
    }

    @Test
    void topTakesItsArrayParameterAsAPointer() {
        FunctionDefinition top = example("lecture/top.c").function("top").orElseThrow();
        assertTrue(TypedPrinter.print(top).startsWith("void top(char * input)"));
    }
}
