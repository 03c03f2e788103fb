package effigy.lang.c.sema;

import effigy.lang.c.ast.Pragma;

import java.util.List;
import java.util.Optional;

/**
 * A type-checked translation unit: what the lowering consumes.
 *
 * @param staticObjects every object with static storage this file defines (globals, static locals, string
 *     literals), each once, in order of definition
 * @param externalObjects objects declared {@code extern} and not defined in this file
 * @param functions the functions defined in this file, in source order
 * @param externalFunctions functions declared (or implicitly declared by a call) and not defined in this file
 * @param pragmas the pragmas at file scope, in order
 */
public record CProgram(List<ObjectDefinition> staticObjects, List<Variable> externalObjects,
                       List<FunctionDefinition> functions, List<Function> externalFunctions, List<Pragma> pragmas) {
    public CProgram {
        staticObjects = List.copyOf(staticObjects);
        externalObjects = List.copyOf(externalObjects);
        functions = List.copyOf(functions);
        externalFunctions = List.copyOf(externalFunctions);
        pragmas = List.copyOf(pragmas);
    }

    /** The definition of the function named {@code name}, if this file defines one. */
    public Optional<FunctionDefinition> function(String name) {
        return functions.stream().filter(f -> f.function().name().equals(name)).findFirst();
    }

    /** The definition of the global (file-scope) object named {@code name}, if this file defines one. */
    public Optional<ObjectDefinition> global(String name) {
        return staticObjects.stream()
                .filter(o -> o.variable().kind() == Variable.Kind.GLOBAL && o.variable().name().equals(name))
                .findFirst();
    }
}
