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
    private final Map<String, External> externals;

    /**
     * A function the program calls but does not define (nor does Effigy model it), as the C program
     * declares it: {@code definition} is the head of a C definition of it with that declared type
     * ({@code int sensor_read(int p0)}, {@code void sensor_log(const char *p0, int p1)}), {@code tags} the
     * struct and union tags the head names ({@code struct reading}), to be declared before it, and
     * {@code returnsValue} whether it returns a value (an integer) rather than nothing.
     */
    public record External(String definition, java.util.List<String> tags, boolean returnsValue) {
        public External { tags = java.util.List.copyOf(tags); }
    }

    /**
     * The name of the source file of Effigy's C library (string and memory functions in C, which the C driver
     * lowers with every C program), for telling its functions from the program's.
     */
    public static final String LIBRARY_FILE = "<effigy libc>";

    /** Whether {@code f} is Effigy's own C library code (memset, strlen, ...), not the program's. */
    public static boolean isLibrary(Function f) { return f.span().file().name().equals(LIBRARY_FILE); }

    public Program(Map<String, Function> functions) {
        this(functions, Map.of());
    }

    public Program(Map<String, Function> functions, Map<String, Global> globals) {
        this(functions, globals, DataModel.LP64);
    }

    /** A program compiled for {@code dataModel} (which fixes the bytes a pointer takes in memory). */
    public Program(Map<String, Function> functions, Map<String, Global> globals, DataModel dataModel) {
        this(functions, globals, dataModel, Map.of());
    }

    /** A C program with the functions it calls and does not define ({@link External}), by name. */
    public Program(Map<String, Function> functions, Map<String, Global> globals, DataModel dataModel, Map<String, External> externals) {
        this.externals = Collections.unmodifiableMap(new LinkedHashMap<>(externals));
        this.functions = Collections.unmodifiableMap(new LinkedHashMap<>(functions));
        this.globals = Collections.unmodifiableMap(new LinkedHashMap<>(globals));
        this.dataModel = dataModel;
    }

    /** Whether some function converts a pointer to an integer (computed once; the program does not change). */
    private volatile Boolean pointerToInteger;

    /** Whether some function (the C library's included) converts a pointer to an integer: an address can be a value. */
    public boolean convertsPointerToInteger() {
        Boolean b = pointerToInteger;
        if (b == null) {
            b = false;
            scan:
            for (Function fn : functions.values()) {
                for (Block blk : fn.blocks()) {
                    for (Instr i : blk.instrs()) {
                        if (i instanceof Instr.Assign a && a.value() instanceof Rvalue.Cast c
                                && c.operand().type() instanceof Type.PointerType && !(c.type() instanceof Type.PointerType)) {
                            b = true;
                            break scan;
                        }
                    }
                }
            }
            pointerToInteger = b;
        }
        return b;
    }

    /** The C data model the program was compiled for (LP64 for King's language, which has no memory layout). */
    public DataModel dataModel() { return dataModel; }

    /** The static objects, in definition order. */
    public Map<String, Global> globals() { return globals; }

    public Map<String, Function> functions() { return functions; }

    /** The functions with no body the program calls (C programs only), by name, in the order of their first call. */
    public Map<String, External> externals() { return externals; }

    /** See {@link #calledWithoutBody()}; computed on first use. */
    private volatile java.util.Set<String> calledWithoutBody;

    /** The names of the functions the program calls that it does not define (intrinsics, externals), in call order. */
    public java.util.Set<String> calledWithoutBody() {
        java.util.Set<String> known = calledWithoutBody;
        if (known != null) return known;
        java.util.Set<String> called = new java.util.LinkedHashSet<>();
        for (Function f : functions.values()) {
            for (Block b : f.blocks()) {
                for (Instr i : b.instrs()) if (i instanceof Instr.Call c && !functions.containsKey(c.callee())) called.add(c.callee());
            }
        }
        return calledWithoutBody = java.util.Collections.unmodifiableSet(called);
    }

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
