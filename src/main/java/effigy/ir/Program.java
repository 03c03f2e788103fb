package effigy.ir;

import effigy.source.Span;
import effigy.source.DiagnosticException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** A whole program: its functions by name, in definition order. */
public final class Program {
    private final Map<String, Function> functions;
    private final Map<String, Global> globals;
    private final DataModel dataModel;

    public Program(Map<String, Function> functions) {
        this(functions, Map.of());
    }

    public Program(Map<String, Function> functions, Map<String, Global> globals) {
        this(functions, globals, DataModel.LP64);
    }

    /** A program compiled for {@code dataModel} (which fixes the bytes a pointer takes in memory). */
    public Program(Map<String, Function> functions, Map<String, Global> globals, DataModel dataModel) {
        this.functions = Collections.unmodifiableMap(new LinkedHashMap<>(functions));
        this.globals = Collections.unmodifiableMap(new LinkedHashMap<>(globals));
        this.dataModel = dataModel;
    }

    /** The C data model the program was compiled for (LP64 for King's language, which has no memory layout). */
    public DataModel dataModel() { return dataModel; }

    /** The static objects, in definition order. */
    public Map<String, Global> globals() { return globals; }

    public Map<String, Function> functions() { return functions; }

    /** The function, or null when there is none of that name. */
    public Function function(String name) { return functions.get(name); }

    /** The function, or a diagnostic at {@code where} naming what was looked for and what exists. */
    public Function functionOrThrow(String name, Span where) {
        Function f = functions.get(name);
        if (f == null) {
            throw DiagnosticException.at(where, "no procedure named " + name
                    + (functions.isEmpty() ? "" : " (the program has " + String.join(", ", functions.keySet()) + ")"));
        }
        return f;
    }
}
