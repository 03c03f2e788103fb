package effigy.lang.c.sema;

import effigy.source.Span;

import java.util.List;
import java.util.Optional;

/**
 * A function with its body. {@code parameters} are in order ({@link Variable.Kind#PARAMETER}, types as
 * adjusted: arrays and functions became pointers); {@code locals} lists every automatic variable declared in the
 * body ({@link Variable.Kind#LOCAL}), in order of declaration; {@code labels} every label defined in it.
 * A function with a {@code ...} parameter list has {@code variableArguments}: a hidden {@code void *} parameter
 * after the others, the address of the caller's variable-argument area (the arguments after the named ones,
 * default-promoted, one 8-byte slot each), which {@code va_start} reads.
 */
public record FunctionDefinition(Function function, List<Variable> parameters, Optional<Variable> variableArguments,
                                 List<Variable> locals, List<Label> labels, TypedStmt.Block body, Span span) {
    /** The size of one slot of a variable-argument area: each argument after the named ones takes one, whatever its size. */
    public static final long VARIABLE_ARGUMENT_SLOT = 8;

    public FunctionDefinition {
        parameters = List.copyOf(parameters);
        locals = List.copyOf(locals);
        labels = List.copyOf(labels);
    }

    /** A function with a fixed parameter list. */
    public FunctionDefinition(Function function, List<Variable> parameters, List<Variable> locals,
                              List<Label> labels, TypedStmt.Block body, Span span) {
        this(function, parameters, Optional.empty(), locals, labels, body, span);
    }
}
