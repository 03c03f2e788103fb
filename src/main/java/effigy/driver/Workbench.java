package effigy.driver;

import effigy.analysis.ProgramContext;
import effigy.exec.Executor;
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
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The program context of a run built from program files: this is the one place that loads front ends (King's
 * language and C), parses and lowers the files, and hands the analyses a {@link ProgramContext}, which knows only
 * the IR (the program, one term factory, the solver stack, executors, entries). It adds what needs a front end:
 * loading, and entries from King's call text. Close it to release the solver.
 */
public final class Workbench extends ProgramContext {
    private Workbench(Program program, List<SourceFile> files, int solverTimeoutMillis, List<Diagnostic> warnings) {
        super(program, files, solverTimeoutMillis, warnings);
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
        boolean c = !files.isEmpty() && ProgramContext.isC(files.get(0).name());
        for (SourceFile f : files) {
            if (!f.name().endsWith(".eff") && !ProgramContext.isC(f.name())) {
                throw new DiagnosticException(Diagnostic.noPosition(f.name() + ": unknown kind of program file (expected .eff, .c or .i)"));
            }
            if (ProgramContext.isC(f.name()) != c) {
                throw new DiagnosticException(Diagnostic.noPosition(f.name() + ": a program is either King's language (.eff) or C (.c, .i), not both"));
            }
        }
        if (c) {
            CFrontend.Lowered lowered = CFrontend.lowerWithWarnings(files, ints == null ? IntSemantics.BITVECTOR : ints,
                    model == null ? effigy.ir.DataModel.LP64 : model);
            return new Workbench(lowered.program(), files, solverTimeoutMillis, lowered.warnings());
        }
        if (model != null) {
            throw new DiagnosticException(Diagnostic.noPosition("--data-model is for C programs; King's language has no memory layout"));
        }
        if (ints == IntSemantics.BITVECTOR) {
            throw new DiagnosticException(Diagnostic.noPosition("--ints=bv is for C programs; King's language has mathematical integers only"));
        }
        List<Procedure> procs = new ArrayList<>();
        for (SourceFile f : files) procs.addAll(EffParser.parseProgram(f).procedures());
        return new Workbench(Lowering.lower(procs), files, solverTimeoutMillis, List.of());
    }

    /** A workbench over procedures already parsed (a session's INCLUDEs and definitions). */
    public static Workbench fromProcedures(List<Procedure> procedures, List<SourceFile> files, int solverTimeoutMillis) {
        return new Workbench(Lowering.lower(procedures), files, solverTimeoutMillis, List.of());
    }

    /** Parses call text such as {@code SEARCH(A, 1, 5, "X", FOUND, J)} into an entry. */
    public Entry entry(String callText) {
        Invocation inv = EffParser.parseCall(new SourceFile("--call", callText));
        return entry(inv, callText);
    }

    public Entry entry(Invocation inv, String text) {
        Function f = program().functionOrThrow(inv.procedure().name(), inv.procedure().span());
        List<Executor.EntryArg> args = new ArrayList<>();
        for (EntryArguments.Arg a : EntryArguments.of(f, inv, termBuilder())) args.add(new Executor.EntryArg(a.label(), a.value(), a.byReference()));
        return new Entry(f, args, text);
    }

    public Exploration explore(Executor ex, Entry entry, ExploreOptions options) {
        return new Explorer(ex, options).explore(ex.start(entry.function(), entry.args()));
    }
}
