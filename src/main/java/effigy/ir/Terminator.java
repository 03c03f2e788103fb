package effigy.ir;

import effigy.source.Span;

/** The last instruction of a block: where control goes next. Blocks are named by their index in the function. */
public sealed interface Terminator permits Terminator.Goto, Terminator.Branch, Terminator.Return {
    Span span();

    boolean stmt();

    /** Goes to {@code target}. */
    record Goto(int target, Span span, boolean stmt) implements Terminator {}

    /**
     * Goes to {@code ifTrue} when {@code cond} holds, else {@code ifFalse}. {@code id} is unique in the
     * program and names this branch in execution trees and path decisions.
     */
    record Branch(Operand cond, int ifTrue, int ifFalse, int id, Span span, boolean stmt) implements Terminator {}

    /** Returns {@code value} (nullable for procedures that return nothing). */
    record Return(Operand value, Span span, boolean stmt) implements Terminator {}
}
