package effigy.lang.eff;

import effigy.source.Span;

import java.util.List;

/**
 * A procedure with its argument expressions, as in {@code CALL SUM("A", 3, 5)}, {@code TEST(200) SEARCH(...)}
 * or the command line's {@code --call}. {@code span} covers the name and the argument list; a call written
 * without a list ({@code CALL P;}) has no arguments.
 */
public record Invocation(Ident procedure, List<Expr> arguments, Span span) {
    public Invocation { arguments = List.copyOf(arguments); }
}
