package effigy.lang.c.ast;

import effigy.source.Span;

/**
 * A function definition {@code specifiers declarator { body }}. The declarator declares a function: its
 * innermost function declarator (the one applied directly to the name) lists the named parameters.
 */
public record FunctionDefinition(DeclarationSpecifiers specifiers, Declarator declarator, Stmt.Compound body, Span span)
        implements ExternalDeclaration {
    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitFunctionDefinition(this, p); }
}
