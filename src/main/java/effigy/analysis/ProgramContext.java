package effigy.analysis;

import effigy.exec.ExecConfig;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.ExecutionTree;
import effigy.ir.Function;
import effigy.ir.Program;
import effigy.smt.CachingSolver;
import effigy.smt.LazySolver;
import effigy.smt.PathSolver;
import effigy.smt.Solver;
import effigy.smt.Z3Solver;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an analysis is given: the program as IR, one term factory, the solver stack (Z3 made on the first query,
 * behind a cache, behind the path solver with independence slicing), executors over them, and entries (a function
 * with its entry arguments). It knows no front end: {@code effigy.driver.Workbench} parses and lowers the program
 * files and builds this context (it is one), and only the driver, the command line and SV-COMP's orchestration load
 * front ends. Close it to release the solver.
 */
public class ProgramContext implements AutoCloseable {
    /** A call of a function with its entry arguments, as given by {@code --call}, {@code --entry} or a session command. */
    public record Entry(Function function, List<Executor.EntryArg> args, String text) {}

    /** The name of a libFuzzer target's entry function. */
    public static final String LIBFUZZER_ENTRY = "LLVMFuzzerTestOneInput";

    private final TermFactory factory = new TermFactory();
    private final TermBuilder tb = new TermBuilder(factory);
    private final LazySolver z3;
    private final CachingSolver cache;
    private final PathSolver solver;
    private Program program;
    private final List<SourceFile> files;
    private final List<Diagnostic> warnings;
    private final int solverTimeoutMillis;

    /**
     * A context over {@code program}, lowered from {@code files} (their names say the language: {@code .c} and
     * {@code .i} are C), each solver query limited to {@code solverTimeoutMillis} (0: none); {@code warnings} are the
     * front end's, in program order.
     */
    public ProgramContext(Program program, List<SourceFile> files, int solverTimeoutMillis, List<Diagnostic> warnings) {
        this.solverTimeoutMillis = solverTimeoutMillis;
        this.program = program;
        this.files = files;
        this.warnings = List.copyOf(warnings);
        // a C program's terms print as C writes them (!=, &&, a[i]); a .eff program's in King's notation
        if (isC()) factory.notation(effigy.term.TermPrinter.Notation.C);
        this.z3 = new LazySolver(() -> new Z3Solver(factory, solverTimeoutMillis));
        this.cache = new CachingSolver(z3);
        this.solver = new PathSolver(cache);
    }

    /** What the front end warns about (a C function with no body that the program calls), in program order. */
    public List<Diagnostic> warnings() { return warnings; }

    /** Whether a program file of this name is C ({@code .c}, {@code .i}); otherwise it is King's language. */
    public static boolean isC(String name) { return name.endsWith(".c") || name.endsWith(".i"); }

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
                args.add(new Executor.EntryArg(p.name(), factory.symbol(p.name(), Sort.bv(bv.width())), false));
            } else if (p.type() instanceof effigy.ir.Type.IntType) {
                args.add(new Executor.EntryArg(p.name(), factory.symbol(p.name(), Sort.INT), false));
            } else if (p.type() instanceof effigy.ir.Type.FloatType ft) {
                args.add(new Executor.EntryArg(p.name(), factory.markFloating(factory.symbol(p.name(), Sort.bv(ft.width()))), false));
            } else {
                Term.Sym bytes = factory.symbol(p.name(), Sort.array(Sort.bv(64), Sort.bv(8)));
                effigy.term.InputLayout pointee = f.pointee(p.slot());
                if (pointee != null) factory.describe(bytes, pointee); // its bytes are shown as a[1], s->len
                args.add(new Executor.EntryArg(p.name(), bytes, false, bufferSize));
            }
        }
        return new Entry(f, args, function + "(" + String.join(", ", f.params().stream().map(effigy.ir.Local::name).toList()) + ")");
    }

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
        Term.Sym size = factory.symbol(f.params().get(1).name(), Sort.bv(width));
        Term.Sym data = factory.symbol(f.params().get(0).name(), Sort.array(Sort.bv(64), Sort.bv(8)));
        Term size64 = width < 64 ? tb.zeroExtend(size, 64 - width) : size;
        List<Executor.EntryArg> args = List.of(Executor.EntryArg.sizedBuffer(f.params().get(0).name(), data, maxLen, size64),
                new Executor.EntryArg(f.params().get(1).name(), size, false));
        return new Entry(f, args, LIBFUZZER_ENTRY + "(" + f.params().get(0).name() + ", " + f.params().get(1).name() + ")");
    }

    /** The assumption a libFuzzer entry runs under: its size argument is at most the buffer's capacity. */
    public Term libFuzzerBound(Entry entry) {
        Executor.EntryArg size = entry.args().get(1);
        int width = ((Sort.BvSort) size.value().sort()).width();
        return tb.bvUle(size.value(), tb.bv(entry.args().get(0).bufferSize(), width));
    }

    /** Whether {@code f} is Effigy's own C library code (memset, strlen, ...), not the program's ({@link Program#isLibrary}). */
    public static boolean isLibrary(Function f) { return Program.isLibrary(f); }

    /**
     * A solver stack of its own (Z3 made on the first query) over this context's terms, for another
     * thread: solvers are not thread-safe, the term factory is. The caller closes it.
     */
    public Solver newSolver() {
        return newSolver(solverTimeoutMillis);
    }

    /** As {@link #newSolver()}, each query limited to {@code timeoutMillis} (0: none). */
    public Solver newSolver(int timeoutMillis) {
        return new CachingSolver(new LazySolver(() -> new Z3Solver(factory, timeoutMillis)));
    }

    public Program program() { return program; }

    /**
     * Takes the body of each function of {@code names} away, so that its calls go to Effigy's intrinsic of that name
     * (SV-COMP's {@code reach_error()}: its call is the violation, whatever its body does). Before any executor is made.
     */
    public void dropBodies(Set<String> names) {
        Map<String, Function> kept = new LinkedHashMap<>(program.functions());
        kept.keySet().removeAll(names);
        program = new Program(kept, program.globals(), program.dataModel(), program.externals());
    }

    public TermBuilder termBuilder() { return tb; }
    public TermFactory factory() { return factory; }
    public PathSolver solver() { return solver; }
    public CachingSolver solverStack() { return cache; }
    public List<SourceFile> files() { return files; }

    /** A symbolic executor (with an execution tree when {@code tree} is true). */
    public Executor executor(ExecOptions options, boolean tree) {
        return executor(options, tree, ExecConfig.DEFAULT);
    }

    /** A symbolic executor configured by {@code config} (with an execution tree when {@code tree} is true). */
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

    @Override public void close() { z3.close(); }
}
