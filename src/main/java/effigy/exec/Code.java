package effigy.exec;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Rvalue;

/**
 * A function's instructions decoded once for the interpreter loop: per block an array of instructions
 * and a parallel array of operation codes, so that the loop reads two arrays and switches on an int
 * instead of asking each instruction (through an interface with a dozen implementations) what it is.
 * An assignment's code names the kind of its right-hand side; {@link #STMT} marks a statement start.
 */
final class Code {
    static final int STMT = 0x100;
    /** Codes of assignments by right-hand side (the other instructions keep {@link Instr#opcode()}, all below these). */
    static final int USE = 32, BITS_BINARY = 33, BINARY = 34, UNARY = 35, CAST = 36, LOAD = 37, ADDRESS = 38, SELECT = 39;

    final Instr[][] instrs;
    final int[][] ops;
    /** By slot of an alloca's address register: what the object holds ({@link Instr.Alloca#content()}), for display. */
    final effigy.ir.Type[] memoryContent;

    Code(Function function) {
        int n = function.blocks().size();
        instrs = new Instr[n][];
        ops = new int[n][];
        memoryContent = new effigy.ir.Type[function.locals().size()];
        for (int b = 0; b < n; b++) {
            Block block = function.block(b);
            Instr[] in = block.instrs().toArray(new Instr[0]);
            int[] op = new int[in.length];
            for (int i = 0; i < in.length; i++) {
                op[i] = code(in[i]) | (in[i].stmt() ? STMT : 0);
                if (in[i] instanceof Instr.Alloca a) memoryContent[a.target().slot()] = a.content();
            }
            instrs[b] = in;
            ops[b] = op;
        }
    }

    private static int code(Instr in) {
        if (!(in instanceof Instr.Assign a)) return in.opcode();
        Rvalue rv = a.value();
        if (rv instanceof Rvalue.Use) return USE;
        if (rv instanceof Rvalue.Binary b) return Bits.isBits(b.left().type()) ? BITS_BINARY : BINARY;
        if (rv instanceof Rvalue.Unary) return UNARY;
        if (rv instanceof Rvalue.Cast) return CAST;
        if (rv instanceof Rvalue.Load) return LOAD;
        if (rv instanceof Rvalue.AddressOf) return ADDRESS;
        return SELECT;
    }
}
