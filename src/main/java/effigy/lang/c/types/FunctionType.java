package effigy.lang.c.types;

import java.util.List;

/**
 * A function type. {@code parameters} are the adjusted parameter types (arrays and functions turned into
 * pointers, top-level qualifiers dropped, C99 6.7.5.3). {@code prototyped} is false for a declaration
 * written {@code f()}, which says nothing about the parameters (then {@code parameters} is empty and
 * {@code variadic} false); {@code f(void)} is prototyped with no parameters.
 */
public record FunctionType(CType returnType, List<CType> parameters, boolean variadic, boolean prototyped)
        implements CType {
    public FunctionType {
        parameters = List.copyOf(parameters);
        if (!prototyped && (variadic || !parameters.isEmpty())) {
            throw new IllegalArgumentException("an unprototyped function type has no parameter types");
        }
    }

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitFunction(this, p); }

    @Override public String toString() { return spelling(); }
}
