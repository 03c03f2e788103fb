package effigy.ir;

import effigy.source.Span;

/**
 * A variable of one function: a parameter, a declared variable or a temporary made by lowering.
 * {@code slot} is its index in the function's frame. Locals are compared by identity of (function, slot);
 * within one function the slot is unique.
 */
public record Local(int slot, String name, Type type, Kind kind, Span span) implements Operand {
    public enum Kind { PARAM, VAR, TEMP }

    public boolean isTemp() { return kind == Kind.TEMP; }

    @Override public String toString() { return name; }
}
