package effigy.cli;

import effigy.driver.Workbench;
import effigy.ir.IrPrinter;
import effigy.ir.IrVerifier;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "ir", mixinStandardHelpOptions = true,
        header = "Print the program's intermediate representation.",
        description = "Print the program's intermediate representation: blocks of three-address instructions, natural loops, source positions.")
final class IrCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Program files (.eff, or C: .c, .i).")
    List<Path> files;

    @picocli.CommandLine.Option(names = "--ints", paramLabel = "bv|math", converter = ProgramOptions.IntsConverter.class,
            description = "C: integer semantics, bv (default) or math (see 'run --help').")
    effigy.lang.c.lower.IntSemantics ints;

    @picocli.CommandLine.Option(names = "--data-model", paramLabel = "ILP32|LP64", converter = ProgramOptions.DataModelConverter.class,
            description = "C: the data model, LP64 (default) or ILP32 (gcc -m32; see 'run --help').")
    effigy.ir.DataModel dataModel;

    @picocli.CommandLine.Option(names = "--json", description = "Print one JSON object (functions, blocks, instructions with their source positions) instead of the listing.")
    boolean json;

    @Spec CommandSpec spec;

    @picocli.CommandLine.Mixin MaxTimeOption limit;

    /**
     * Prints the program. A call may go to a function Effigy models (an intrinsic) or to one the program declares
     * without a body: such a function is an input (SV-COMP's convention, as every analysis runs it: its result is a
     * fresh symbol), so its calls are part of a valid program, and the front end's warnings say so on stderr.
     */
    @Override public Integer call() {
        java.io.PrintWriter err = spec.commandLine().getErr();
        limit.start();   // the front end is all ir runs: it checks the limit as it reads
        try (Workbench wb = Workbench.load(files, 0, ints, dataModel)) {
            for (effigy.source.Diagnostic d : wb.warnings()) err.println(d.render("warning"));
            err.flush();
            IrVerifier.verify(wb.program(), effigy.exec.Intrinsics::handles);
            if (json) return JsonOutput.print(spec.commandLine().getOut(), "ir", Main.OK, effigy.report.IrJson.of(wb.program()));
            spec.commandLine().getOut().print(IrPrinter.print(wb.program()));
        }
        return Main.OK;
    }
}
