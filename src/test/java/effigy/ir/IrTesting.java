package effigy.ir;

import effigy.lang.eff.Command;
import effigy.lang.eff.EffParser;
import effigy.lang.eff.Lowering;
import effigy.lang.eff.Procedure;
import effigy.source.SourceFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Helpers shared by the IR tests: lowering King's language from text or files. */
final class IrTesting {
    private IrTesting() {}

    /** The golden inputs and expected dumps. */
    static final Path GOLDEN = Path.of("src/test/resources/golden/ir");

    /** Parses and lowers program text. */
    static Program lower(String text) {
        return Lowering.lower(EffParser.parseProgram(new SourceFile("test.eff", text)).procedures());
    }

    /**
     * Lowers a program file, or for a session script ({@code session*.eff}) the procedures of its INCLUDEs
     * (resolved next to the script) and its definitions, in order, as the {@code session} command does.
     */
    static Program lowerFile(Path file) {
        SourceFile src = SourceFile.read(file);
        if (!file.getFileName().toString().startsWith("session")) {
            return Lowering.lower(EffParser.parseProgram(src).procedures());
        }
        List<Procedure> procedures = new ArrayList<>();
        for (Command c : EffParser.parseSession(src)) {
            if (c instanceof Command.Include inc) {
                procedures.addAll(EffParser.parseProgram(SourceFile.read(file.resolveSibling(inc.path()))).procedures());
            } else if (c instanceof Command.Define d) {
                procedures.add(d.procedure());
            }
        }
        return Lowering.lower(procedures);
    }

    /** The first block of {@code f} with that label. */
    static int block(Function f, String label) {
        for (Block b : f.blocks()) if (b.label().equals(label)) return b.index();
        throw new AssertionError("no block labelled " + label + " in\n" + IrPrinter.print(f));
    }
}
