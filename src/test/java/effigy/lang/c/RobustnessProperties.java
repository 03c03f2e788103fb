package effigy.lang.c;

import effigy.lang.c.pp.IncludeResolver;
import effigy.lang.c.pp.Preprocessor;
import effigy.lang.c.sema.Sema;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The parser and the semantic analysis reject bad input only with a {@link DiagnosticException}: programs made by
 * deleting, duplicating or replacing a few tokens of a valid program never cause an internal error.
 */
class RobustnessProperties {
    private static final List<List<CToken>> VALID = List.of(tokens("src/test/resources/c-parse/expect-ok/features.c"),
            tokens("src/test/resources/c-parse/expect-ok/declarators.c"), tokens("examples/lecture/bmc1.c"));

    private static List<CToken> tokens(String path) {
        return Preprocessor.preprocess(SourceFile.read(Path.of(path)), IncludeResolver.builtin(), Map.of());
    }

    /**
     * One edit, positions taken modulo the program's length: {@code kind} 0 deletes the token at {@code at}, 1
     * duplicates it, 2 replaces it by the one at {@code other}.
     */
    record Edit(int kind, int at, int other) {}

    @Provide
    Arbitrary<Integer> programs() { return Arbitraries.integers().between(0, VALID.size() - 1); }

    @Provide
    Arbitrary<List<Edit>> edits() {
        Arbitrary<Edit> edit = Combinators.combine(Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(0, 100_000), Arbitraries.integers().between(0, 100_000)).as(Edit::new);
        return edit.list().ofMinSize(1).ofMaxSize(3);
    }

    @Property(tries = 500)
    void mutatedProgramsFailOnlyWithDiagnostics(@ForAll("programs") int program, @ForAll("edits") List<Edit> edits) {
        List<CToken> valid = VALID.get(program);
        List<CToken> tokens = new ArrayList<>(valid);
        for (Edit e : edits) {
            int at = e.at() % (tokens.size() - 1);
            switch (e.kind()) {
                case 0 -> tokens.remove(at);
                case 1 -> tokens.add(at, tokens.get(at));
                default -> tokens.set(at, valid.get(e.other() % (valid.size() - 1)));
            }
        }
        try {
            Sema.analyze(CParser.parse(tokens));
        } catch (DiagnosticException expected) {
            // a diagnostic is the only acceptable failure
        }
    }
}
