package effigy.lang.eff;

import effigy.source.Span;

import java.util.List;

/**
 * {@code NAME: PROCEDURE (p1, p2, ...); body END;}. Parameter names are distinct. {@code span} runs from the
 * name to the {@code ;} after {@code END}.
 */
public record Procedure(Ident name, List<Ident> parameters, List<Stmt> body, Span span) {
    public Procedure {
        parameters = List.copyOf(parameters);
        body = List.copyOf(body);
    }
}
