package effigy.lang.c.ast;

import effigy.source.Span;

/** What a translation unit consists of: function definitions, declarations, and pragmas at file scope. */
public sealed interface ExternalDeclaration permits FunctionDefinition, Declaration, Pragma {
    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of external declaration. */
    interface Visitor<R, P> {
        R visitFunctionDefinition(FunctionDefinition d, P p);
        R visitDeclaration(Declaration d, P p);
        R visitPragma(Pragma d, P p);
    }
}
