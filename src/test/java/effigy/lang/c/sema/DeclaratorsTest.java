package effigy.lang.c.sema;

import effigy.lang.c.CTesting;
import effigy.lang.c.types.CType;
import effigy.source.SourceFile;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code c-parse/expect-ok/declarators.c}: every declarator form gets the type its TYPE comment states. */
class DeclaratorsTest {
    private static final Pattern EXPECTATION = Pattern.compile("// TYPE: (\\w+): (.*)$");

    @Test
    void everyDeclaratorGetsItsType() {
        SourceFile file = SourceFile.read(Path.of("src/test/resources/c-parse/expect-ok/declarators.c"));
        CProgram p = CTesting.analyze(file);
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (String line : file.text().split("\n")) {
            Matcher m = EXPECTATION.matcher(line);
            if (!m.find()) continue;
            checked++;
            String name = m.group(1);
            String expected = m.group(2).trim();
            Optional<CType> actual = typeOf(p, name);
            if (actual.isEmpty()) failures.add(name + ": not declared");
            else if (!actual.get().spelling().equals(expected)) failures.add(name + ": " + actual.get().spelling() + " != " + expected);
        }
        assertTrue(checked > 60, "expectations found: " + checked);
        assertEquals(List.of(), failures);
    }

    private static Optional<CType> typeOf(CProgram p, String name) {
        for (ObjectDefinition o : p.staticObjects()) if (o.variable().name().equals(name)) return Optional.of(o.variable().type());
        for (Variable v : p.externalObjects()) if (v.name().equals(name)) return Optional.of(v.type());
        for (Function f : p.externalFunctions()) if (f.name().equals(name)) return Optional.of(f.type());
        for (FunctionDefinition f : p.functions()) {
            if (f.function().name().equals(name)) return Optional.of(f.function().type());
        }
        return Optional.empty();
    }
}
