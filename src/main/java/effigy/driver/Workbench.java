package effigy.driver;

import effigy.exec.ExecOptions;
import effigy.exec.ExecConfig;
import effigy.exec.Executor;
import effigy.exec.ExecutionTree;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.ir.Function;
import effigy.ir.Program;
import effigy.lang.c.lower.IntSemantics;
import effigy.lang.eff.EffParser;
import effigy.lang.eff.EntryArguments;
import effigy.lang.eff.Invocation;
import effigy.lang.eff.Lowering;
import effigy.lang.eff.Procedure;
import effigy.smt.CachingSolver;
import effigy.smt.PathSolver;
import effigy.smt.Z3Solver;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.term.Assignment;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything one run needs, wired together: the program (parsed and lowered), one term factory, and
 * the solver stack (Z3 behind a cache behind the path solver with independence slicing). This is the
 * one place that knows about frontends; analyses only see the IR. Close it to release the solver.
 */
public final class Workbench implements AutoCloseable {
    /** A call of a procedure with its entry arguments, as given by {@code --call} or a session command. */
    public record Entry(Function function, List<Executor.EntryArg> args, String text) {}

    private final TermFactory factory = new TermFactory();
    private final TermBuilder tb = new TermBuilder(factory);
    private final effigy.smt.LazySolver z3;
    private final CachingSolver cache;
    private final PathSolver solver;
    private Program program;
    private final List<SourceFile> files;
    private List<Diagnostic> warnings = List.of();

    private final int solverTimeoutMillis;

    private Workbench(Program program, List<SourceFile> files, int solverTimeoutMillis) {
        this.solverTimeoutMillis = solverTimeoutMillis;
        this.program = program;
        this.files = files;
        this.z3 = new effigy.smt.LazySolver(() -> new Z3Solver(factory, solverTimeoutMillis));
        this.cache = new CachingSolver(z3);
        this.solver = new PathSolver(cache);
    }

    /** Loads and lowers program files ({@code .eff}, or C: {@code .c}, {@code .i}); several files form one program. */
    public static Workbench load(List<Path> paths, int solverTimeoutMillis) {
        return load(paths, solverTimeoutMillis, null);
    }

    /**
     * As {@link #load(List, int)}, with C's integers as {@code ints} says (null: the default, bit-vectors);
     * King's language has mathematical integers only, so it accepts null and {@link IntSemantics#MATH}.
     */
    public static Workbench load(List<Path> paths, int solverTimeoutMillis, IntSemantics ints) {
        return load(paths, solverTimeoutMillis, ints, null);
    }

    /**
     * As {@link #load(List, int, IntSemantics)}, C compiled for {@code model} (null: the default, LP64); King's
     * language has no data model, so it accepts null only.
     */
    public static Workbench load(List<Path> paths, int solverTimeoutMillis, IntSemantics ints, effigy.ir.DataModel model) {
        List<SourceFile> files = new ArrayList<>();
        for (Path p : paths) files.add(SourceFile.read(p));
        return fromSources(files, solverTimeoutMillis, ints, model);
    }

    public static Workbench fromSources(List<SourceFile> files, int solverTimeoutMillis) {
        return fromSources(files, solverTimeoutMillis, null);
    }

    public static Workbench fromSources(List<SourceFile> files, int solverTimeoutMillis, IntSemantics ints) {
        return fromSources(files, solverTimeoutMillis, ints, null);
    }

    public static Workbench fromSources(List<SourceFile> files, int solverTimeoutMillis, IntSemantics ints, effigy.ir.DataModel model) {
        boolean c = !files.isEmpty() && isC(files.get(0).name());
        for (SourceFile f : files) {
            if (!f.name().endsWith(".eff") && !isC(f.name())) {
                throw new DiagnosticException(Diagnostic.noPosition(f.name() + ": unknown kind of program file (expected .eff, .c or .i)"));
            }
            if (isC(f.name()) != c) {
                throw new DiagnosticException(Diagnostic.noPosition(f.name() + ": a program is either King's language (.eff) or C (.c, .i), not both"));
            }
        }
        if (c) {
            CFrontend.Lowered lowered = CFrontend.lowerWithWarnings(files, ints == null ? IntSemantics.BITVECTOR : ints,
                    model == null ? effigy.ir.DataModel.LP64 : model);
            Workbench wb = new Workbench(lowered.program(), files, solverTimeoutMillis);
            wb.warnings = lowered.warnings();
            return wb;
        }
        if (model != null) {
            throw new DiagnosticException(Diagnostic.noPosition("--data-model is for C programs; King's language has no memory layout"));
        }
        if (ints == IntSemantics.BITVECTOR) {
            throw new DiagnosticException(Diagnostic.noPosition("--ints=bv is for C programs; King's language has mathematical integers only"));
        }
        List<Procedure> procs = new ArrayList<>();
        for (SourceFile f : files) procs.addAll(EffParser.parseProgram(f).procedures());
        return new Workbench(Lowering.lower(procs), files, solverTimeoutMillis);
    }

    /** What the front end warns about (a C function with no body that the program calls), in program order. */
    public List<Diagnostic> warnings() { return warnings; }

    static boolean isC(String name) { return name.endsWith(".c") || name.endsWith(".i"); }

    /** Whether the program is C (entries are then functions with symbolic parameters, {@link #cEntry}). */
    public boolean isC() { return !files.isEmpty() && isC(files.get(0).name()); }

    /**
     * A C entry: {@code function} called with a fresh symbol for each (scalar) parameter, named after it.
     * {@code main} with its parameters ({@code argc}, {@code argv}) is called with no arguments when it
     * declares none.
     */
    public Entry cEntry(String function) { return cEntry(function, 4); }

    /** As {@link #cEntry(String)}; each pointer parameter points to {@code bufferSize} symbolic bytes. */
    public Entry cEntry(String function, long bufferSize) {
        Function f = program.function(function);
        if (f == null) {
            // the program's own functions (not Effigy's C library)
            List<String> own = program.functions().values().stream().filter(g -> !isLibrary(g)).map(Function::name).toList();
            throw new DiagnosticException(Diagnostic.noPosition("no function named " + function
                    + (own.isEmpty() ? "" : " (the program has " + String.join(", ", own) + "; --entry picks one)")));
        }
        List<Executor.EntryArg> args = new ArrayList<>();
        for (effigy.ir.Local p : f.params()) {
            if (p.type() instanceof effigy.ir.Type.BvType bv) {
                args.add(new Executor.EntryArg(p.name(), factory.symbol(p.name(), effigy.term.Sort.bv(bv.width())), false));
            } else if (p.type() instanceof effigy.ir.Type.IntType) {
                args.add(new Executor.EntryArg(p.name(), factory.symbol(p.name(), effigy.term.Sort.INT), false));
            } else if (p.type() instanceof effigy.ir.Type.FloatType ft) {
                args.add(new Executor.EntryArg(p.name(), factory.markFloating(factory.symbol(p.name(), effigy.term.Sort.bv(ft.width()))), false));
            } else {
                Term.Sym bytes = factory.symbol(p.name(), effigy.term.Sort.array(effigy.term.Sort.bv(64), effigy.term.Sort.bv(8)));
                args.add(new Executor.EntryArg(p.name(), bytes, false, bufferSize));
            }
        }
        return new Entry(f, args, function + "(" + String.join(", ", f.params().stream().map(effigy.ir.Local::name).toList()) + ")");
    }

    /** The name of a libFuzzer target's entry function. */
    public static final String LIBFUZZER_ENTRY = "LLVMFuzzerTestOneInput";

    /** Whether the program is a libFuzzer target: it defines {@code int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)}. */
    public boolean isLibFuzzerTarget() {
        Function f = program.function(LIBFUZZER_ENTRY);
        return f != null && f.params().size() == 2 && !(f.params().get(0).type() instanceof effigy.ir.Type.BvType)
                && f.params().get(1).type() instanceof effigy.ir.Type.BvType;
    }

    /**
     * A libFuzzer target's entry, {@code LLVMFuzzerTestOneInput(data, size)}: {@code data} points to a buffer of
     * {@code size} bytes (the symbols {@code data}, an array of bytes, and {@code size}), every access checked against
     * {@code size}, as libFuzzer's copy of the input is; {@code size} is at most {@code maxLen}, which the caller
     * assumes ({@link #libFuzzerBound}).
     */
    public Entry libFuzzerEntry(long maxLen) {
        if (!isLibFuzzerTarget()) {
            throw new DiagnosticException(Diagnostic.noPosition("no libFuzzer target: the program defines no int "
                    + LIBFUZZER_ENTRY + "(const uint8_t *data, size_t size)"));
        }
        Function f = program.function(LIBFUZZER_ENTRY);
        int width = ((effigy.ir.Type.BvType) f.params().get(1).type()).width();
        Term.Sym size = factory.symbol(f.params().get(1).name(), effigy.term.Sort.bv(width));
        Term.Sym data = factory.symbol(f.params().get(0).name(), effigy.term.Sort.array(effigy.term.Sort.bv(64), effigy.term.Sort.bv(8)));
        Term size64 = width < 64 ? tb.zeroExtend(size, 64 - width) : size;
        List<Executor.EntryArg> args = List.of(Executor.EntryArg.sizedBuffer(f.params().get(0).name(), data, maxLen, size64),
                new Executor.EntryArg(f.params().get(1).name(), size, false));
        return new Entry(f, args, LIBFUZZER_ENTRY + "(" + f.params().get(0).name() + ", " + f.params().get(1).name() + ")");
    }

    /** The assumption a libFuzzer entry runs under: its size argument is at most the buffer's capacity. */
    public Term libFuzzerBound(Entry entry) {
        Executor.EntryArg size = entry.args().get(1);
        int width = ((effigy.term.Sort.BvSort) size.value().sort()).width();
        return tb.bvUle(size.value(), tb.bv(entry.args().get(0).bufferSize(), width));
    }

    /** Whether {@code f} is Effigy's own C library code (memset, strlen, ...), not the program's. */
    public static boolean isLibrary(Function f) { return f.span().file().name().equals(CFrontend.LIBRARY_FILE); }

    /** A workbench over procedures already parsed (a session's INCLUDEs and definitions). */
    public static Workbench fromProcedures(List<Procedure> procedures, List<SourceFile> files, int solverTimeoutMillis) {
        return new Workbench(Lowering.lower(procedures), files, solverTimeoutMillis);
    }

    /**
     * A solver stack of its own (Z3 made on the first query) over this workbench's terms, for another
     * thread: solvers are not thread-safe, the term factory is. The caller closes it.
     */
    public effigy.smt.Solver newSolver() {
        return newSolver(solverTimeoutMillis);
    }

    /** As {@link #newSolver()}, each query limited to {@code timeoutMillis} (0: none). */
    public effigy.smt.Solver newSolver(int timeoutMillis) {
        return new CachingSolver(new effigy.smt.LazySolver(() -> new Z3Solver(factory, timeoutMillis)));
    }

    public Program program() { return program; }

    /**
     * Takes the body of each function of {@code names} away, so that its calls go to Effigy's intrinsic of that name
     * (SV-COMP's {@code reach_error()}: its call is the violation, whatever its body does). Before any executor is made.
     */
    public void dropBodies(java.util.Set<String> names) {
        java.util.Map<String, Function> kept = new java.util.LinkedHashMap<>(program.functions());
        kept.keySet().removeAll(names);
        program = new Program(kept, program.globals(), program.dataModel(), program.externals());
    }
    public TermBuilder termBuilder() { return tb; }
    public TermFactory factory() { return factory; }
    public PathSolver solver() { return solver; }
    public CachingSolver solverStack() { return cache; }
    public List<SourceFile> files() { return files; }

    /** Parses call text such as {@code SEARCH(A, 1, 5, "X", FOUND, J)} into an entry. */
    public Entry entry(String callText) {
        Invocation inv = EffParser.parseCall(new SourceFile("--call", callText));
        return entry(inv, callText);
    }

    public Entry entry(Invocation inv, String text) {
        Function f = program.functionOrThrow(inv.procedure().name(), inv.procedure().span());
        return new Entry(f, EntryArguments.of(f, inv, tb), text);
    }

    /** A symbolic executor for {@code entry} (with an execution tree when {@code tree} is true). */
    public Executor executor(ExecOptions options, boolean tree) {
        return executor(options, tree, ExecConfig.DEFAULT);
    }

    /** A symbolic executor for {@code entry} configured by {@code config}. */
    public Executor executor(ExecOptions options, boolean tree, ExecConfig config) {
        return new Executor(program, tb, solver, options, Assignment.EMPTY, tree ? new ExecutionTree() : null, config);
    }

    /** An executor whose symbols take the values in {@code input}: a concrete run or a replay. */
    public Executor concreteExecutor(ExecOptions options, Assignment input) {
        return concreteExecutor(options, input, ExecConfig.DEFAULT);
    }

    /** As {@link #concreteExecutor(ExecOptions, Assignment)}, configured by {@code config}. */
    public Executor concreteExecutor(ExecOptions options, Assignment input, ExecConfig config) {
        return new Executor(program, tb, solver, options, input, null, config);
    }

    public Exploration explore(Executor ex, Entry entry, ExploreOptions options) {
        return new Explorer(ex, options).explore(ex.start(entry.function(), entry.args()));
    }

    @Override public void close() { z3.close(); }
}
