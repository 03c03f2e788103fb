package effigy.lang.c.ast;

import effigy.source.Span;

/**
 * A {@code #pragma} line or {@code _Pragma} operator, kept for later stages (e.g. {@code loopbound min 1 max 4}).
 * {@code text} is what follows the word {@code pragma}, as the preprocessor delivered it. At file scope a pragma
 * is an {@link ExternalDeclaration} of its own; inside a function it is attached to the statement that follows
 * it (see {@link Stmt.Annotated}).
 */
public record Pragma(String text, Span span) implements ExternalDeclaration {
    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitPragma(this, p); }
}
