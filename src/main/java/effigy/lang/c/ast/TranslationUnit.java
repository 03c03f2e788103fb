package effigy.lang.c.ast;

import effigy.source.Span;
import java.util.List;
import java.util.Map;

/**
 * A whole preprocessed C file: its external declarations and file-scope pragmas, in source order, and the functions
 * whose prototypes the parser left out because they use {@code long double} ({@code strtold} in glibc's
 * {@code stdlib.h}), each with where its {@code long double} is: a call of one is an error.
 */
public record TranslationUnit(List<ExternalDeclaration> declarations, Map<String, Span> longDoublePrototypes) {
    public TranslationUnit {
        declarations = List.copyOf(declarations);
        longDoublePrototypes = Map.copyOf(longDoublePrototypes);
    }

    public TranslationUnit(List<ExternalDeclaration> declarations) { this(declarations, Map.of()); }
}
