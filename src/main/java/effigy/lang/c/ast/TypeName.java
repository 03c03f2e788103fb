package effigy.lang.c.ast;

import effigy.source.Span;

/** A type name, as in casts, {@code sizeof} and {@code __builtin_offsetof}: specifiers and an abstract declarator. */
public record TypeName(DeclarationSpecifiers specifiers, Declarator declarator, Span span) {}
