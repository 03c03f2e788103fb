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
import effigy.lang.c.types.Types;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The C pipeline: preprocess, parse and analyse each file, lower them together into one program. */
final class CFrontend {
    private CFrontend() {}

    static Program lower(List<SourceFile> files, IntSemantics ints) {
        return lower(files, ints, DataModel.LP64);
    }

    /** The program of {@code files} compiled for {@code model} (types laid out, macros predefined as gcc does for it). */
    static Program lower(List<SourceFile> files, IntSemantics ints, DataModel model) {
        Program p = Types.withDataModel(model, () -> {
            List<CProgram> units = new ArrayList<>();
            for (SourceFile f : files) {
                units.add(Sema.analyze(CParser.parse(Preprocessor.preprocess(f, IncludeResolver.standard(List.of()), Map.of(), model))));
            }
            return CLowering.lower(units, List.of(library(model)), ints);
        });
        checkCallees(p);
        return p;
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

    /** Every called function is defined by the program or modelled by the executor. */
    private static void checkCallees(Program p) {
        for (Function f : p.functions().values()) {
            for (Block b : f.blocks()) {
                for (Instr i : b.instrs()) {
                    if (i instanceof Instr.Call c && p.function(c.callee()) == null && !Intrinsics.handles(c.callee())) {
                        throw DiagnosticException.at(c.span(), "function " + c.callee() + " is called but not defined"
                                + " (Effigy provides the C library's memory, string, heap and output functions, exit, abort, assert and the __VERIFIER_ functions)");
                    }
                }
            }
        }
    }
}
