package effigy.lang.c.ast;

import effigy.source.Span;

import java.util.List;
import java.util.Optional;

/**
 * A declaration {@code specifiers d1 = i1, d2, ...;}. {@code declarators} may be empty, as in
 * {@code struct S { int x; };}. The span runs from the first specifier to the semicolon.
 */
public record Declaration(DeclarationSpecifiers specifiers, List<InitDeclarator> declarators, Span span)
        implements ExternalDeclaration {
    public Declaration { declarators = List.copyOf(declarators); }

    /** One declarator of a declaration, with its initializer if it has one. */
    public record InitDeclarator(Declarator declarator, Optional<Initializer> initializer, Span span) {}

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitDeclaration(this, p); }
}
