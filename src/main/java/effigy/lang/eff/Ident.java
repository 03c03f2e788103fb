package effigy.lang.eff;

import effigy.source.Span;

/**
 * An identifier outside an expression: a procedure, parameter, label or declared name. {@code name} is
 * upper case; {@code span} covers the identifier as written.
 */
public record Ident(String name, Span span) {}
