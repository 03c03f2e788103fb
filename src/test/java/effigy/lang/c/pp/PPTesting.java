package effigy.lang.c.pp;

import static org.junit.jupiter.api.Assertions.assertThrows;

import effigy.lang.c.CToken;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Helpers shared by the preprocessor tests. */
final class PPTesting {
    private PPTesting() {}

    /** {@code text} as file {@code t.c}, preprocessed with only the built-in headers. */
    static List<CToken> pp(String text) {
        return Preprocessor.preprocess(new SourceFile("t.c", text), IncludeResolver.builtin(), Map.of());
    }

    /** The texts of the tokens before EOF, separated by single spaces. */
    static String texts(List<CToken> tokens) {
        return tokens.stream().filter(t -> t.kind() != CToken.Kind.EOF).map(CToken::text).collect(Collectors.joining(" "));
    }

    /** {@link #texts} of {@link #pp}. */
    static String expand(String text) { return texts(pp(text)); }

    /** The diagnostic preprocessing {@code text} fails with. */
    static Diagnostic ppError(String text) {
        return assertThrows(DiagnosticException.class, () -> pp(text)).diagnostic();
    }

    /** {@code where: message} of the diagnostic preprocessing {@code text} fails with. */
    static String error(String text) {
        Diagnostic d = ppError(text);
        return d.span().where() + ": " + d.message();
    }
}
