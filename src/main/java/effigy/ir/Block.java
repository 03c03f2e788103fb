package effigy.ir;

import java.util.List;

/** A basic block: straight-line instructions and one terminator. {@code index} is its position in the function. */
public record Block(int index, String label, List<Instr> instrs, Terminator terminator) {
    public Block {
        instrs = List.copyOf(instrs);
    }

    /** The blocks control may go to next. */
    public int[] successors() {
        if (terminator instanceof Terminator.Goto g) return new int[] {g.target()};
        if (terminator instanceof Terminator.Branch b) {
            return b.ifTrue() == b.ifFalse() ? new int[] {b.ifTrue()} : new int[] {b.ifTrue(), b.ifFalse()};
        }
        return new int[0];
    }
}
