package effigy.lang.c.ast;

import java.util.List;

/** A whole preprocessed C file: its external declarations and file-scope pragmas, in source order. */
public record TranslationUnit(List<ExternalDeclaration> declarations) {
    public TranslationUnit { declarations = List.copyOf(declarations); }
}
