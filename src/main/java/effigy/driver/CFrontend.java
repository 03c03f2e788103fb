package effigy.driver;

import effigy.exec.Intrinsics;
import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Program;
import effigy.lang.c.CParser;
import effigy.lang.c.lower.CLowering;
import effigy.lang.c.pp.IncludeResolver;
import effigy.lang.c.pp.Preprocessor;
import effigy.lang.c.sema.CProgram;
import effigy.lang.c.sema.Sema;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The C pipeline: preprocess, parse and analyse each file, lower them together into one program. */
final class CFrontend {
    private CFrontend() {}

    static Program lower(List<SourceFile> files) {
        List<CProgram> units = new ArrayList<>();
        for (SourceFile f : files) {
            units.add(Sema.analyze(CParser.parse(Preprocessor.preprocess(f, IncludeResolver.standard(List.of()), Map.of()))));
        }
        Program p = CLowering.lower(units);
        checkCallees(p);
        return p;
    }

    /** Every called function is defined by the program or modelled by the executor. */
    private static void checkCallees(Program p) {
        for (Function f : p.functions().values()) {
            for (Block b : f.blocks()) {
                for (Instr i : b.instrs()) {
                    if (i instanceof Instr.Call c && p.function(c.callee()) == null && !Intrinsics.handles(c.callee())) {
                        throw DiagnosticException.at(c.span(), "function " + c.callee() + " is called but not defined"
                                + " (Effigy models malloc, calloc, realloc, free, exit, abort, assert and the __VERIFIER_ functions)");
                    }
                }
            }
        }
    }
}
