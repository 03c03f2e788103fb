package effigy.lang.c.sema;

import effigy.source.Span;

import java.util.List;

/**
 * A function with its body. {@code parameters} are in order ({@link Variable.Kind#PARAMETER}, types as
 * adjusted: arrays and functions became pointers); {@code locals} lists every automatic variable declared in the
 * body ({@link Variable.Kind#LOCAL}), in order of declaration; {@code labels} every label defined in it.
 */
public record FunctionDefinition(Function function, List<Variable> parameters, List<Variable> locals,
                                 List<Label> labels, TypedStmt.Block body, Span span) {
    public FunctionDefinition {
        parameters = List.copyOf(parameters);
        locals = List.copyOf(locals);
        labels = List.copyOf(labels);
    }
}
