package effigy.driver;

import effigy.exec.Intrinsics;
import effigy.ir.Block;
import effigy.ir.DataModel;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Program;
import effigy.lang.c.CParser;
import effigy.lang.c.lower.CLowering;
import effigy.lang.c.lower.IntSemantics;
import effigy.lang.c.pp.IncludeResolver;
import effigy.lang.c.pp.Preprocessor;
import effigy.lang.c.sema.CProgram;
import effigy.lang.c.sema.Sema;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.IntegerType;
import effigy.source.Diagnostic;
import effigy.lang.c.types.Types;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The C pipeline: preprocess, parse and analyse each file, lower them together into one program. */
final class CFrontend {
    private CFrontend() {}

    /** A lowered program and the warnings about it (one per function with no body that it calls). */
    record Lowered(Program program, List<Diagnostic> warnings) {}

    static Program lower(List<SourceFile> files, IntSemantics ints) {
        return lowerWithWarnings(files, ints, DataModel.LP64).program();
    }

    /**
     * The program of {@code files} compiled for {@code model} (types laid out, macros predefined as gcc does
     * for it), with the warnings about it.
     */
    static Lowered lowerWithWarnings(List<SourceFile> files, IntSemantics ints, DataModel model) {
        List<CProgram> units = new ArrayList<>();
        Program p = Types.withDataModel(model, () -> {
            for (SourceFile f : files) {
                units.add(Sema.analyze(CParser.parse(Preprocessor.preprocess(f, IncludeResolver.standard(List.of()), Map.of(), model))));
            }
            return CLowering.lower(units, List.of(library(model)), ints);
        });
        return new Lowered(p, checkCallees(p, units));
    }

    private static final java.util.EnumMap<DataModel, CProgram> LIBRARY = new java.util.EnumMap<>(DataModel.class);

    /** The name of the source file of Effigy's C library (for telling its functions from the program's). */
    static final String LIBRARY_FILE = "<effigy libc>";

    /** Effigy's C library (string and memory functions in C), analysed once per data model (on this thread's, {@link Types#dataModel()}). */
    private static synchronized CProgram library(DataModel model) {
        CProgram library = LIBRARY.get(model);
        if (library == null) {
            String text;
            try (var in = CFrontend.class.getResourceAsStream("/effigy/lang/c/lib/effigy_libc.c")) {
                text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            } catch (java.io.IOException | NullPointerException e) {
                throw new IllegalStateException("Effigy's C library is missing from the build", e);
            }
            SourceFile f = new SourceFile(LIBRARY_FILE, text);
            library = Sema.analyze(CParser.parse(Preprocessor.preprocess(f, IncludeResolver.builtin(), Map.of(), model)));
            LIBRARY.put(model, library);
        }
        return library;
    }

    /**
     * Every called function is defined by the program, modelled by the executor, or has no body and returns
     * an integer type other than {@code _Bool}, or nothing: a call of it then returns a fresh symbol (or does
     * nothing), and the warnings say so, once per function at its first call. A function with no body that
     * returns a pointer, a {@code _Bool} or a struct is an error at its first call: Effigy would have to
     * make up an object (or a byte that is 0 or 1), and does not guess.
     */
    private static List<Diagnostic> checkCallees(Program p, List<CProgram> units) {
        Map<String, CType> returnTypes = new HashMap<>();
        for (CProgram u : units) {
            for (effigy.lang.c.sema.Function f : u.externalFunctions()) returnTypes.putIfAbsent(f.name(), f.type().returnType());
        }
        List<Diagnostic> warnings = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Function f : p.functions().values()) {
            for (Block b : f.blocks()) {
                for (Instr i : b.instrs()) {
                    if (!(i instanceof Instr.Call c) || p.function(c.callee()) != null || Intrinsics.handles(c.callee())) continue;
                    if (!seen.add(c.callee())) continue;
                    CType ret = returnTypes.get(c.callee());
                    String name = c.callee();
                    if (ret != null && ret.isVoid()) {
                        warnings.add(Diagnostic.at(c.span(), "function " + name + " has no body: its calls do nothing"));
                    } else if (ret != null && ret.isInteger() && !ret.unqualified().equals(IntegerType.BOOL)) {
                        warnings.add(Diagnostic.at(c.span(), "function " + name + " has no body: each call returns a fresh symbolic "
                                + ret.unqualified().spelling() + " (named " + name + "@<line of the call>)"));
                    } else {
                        throw DiagnosticException.at(c.span(), "function " + name + " has no body"
                                + (ret == null ? "" : " and returns '" + ret.spelling() + "'")
                                + ": Effigy makes up results only of integer types (and provides the C library's memory, string, heap"
                                + " and output functions, exit, abort, assert and the __VERIFIER_ functions); define it");
                    }
                }
            }
        }
        return warnings;
    }
}
