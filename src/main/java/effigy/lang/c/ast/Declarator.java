package effigy.lang.c.ast;

import effigy.source.Span;

import java.util.List;
import java.util.Optional;

/**
 * A declarator: how the declared type derives from the type of the specifiers. The tree nests from the
 * outside in, the way C reads: to find what {@code d} declares from a base type {@code T},
 * <ul>
 *   <li>{@code Pointer(q, inner)} declares {@code inner} with type "q-qualified pointer to T";</li>
 *   <li>{@code Array(inner, n)} declares {@code inner} with type "array of n T";</li>
 *   <li>{@code Function(inner, params)} declares {@code inner} with type "function(params) returning T";</li>
 *   <li>{@code Named(x)} declares {@code x} with type T; {@code Abstract()} declares nothing (a type name or an
 *       unnamed parameter).</li>
 * </ul>
 * So {@code *a[3]} is {@code Pointer(Array(Named a, 3))}: an array of pointers; {@code (*fp)(int)} is
 * {@code Function(Pointer(Named fp), [int])}: a pointer to a function. Parentheses leave no node.
 */
public sealed interface Declarator {
    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of declarator. */
    interface Visitor<R, P> {
        R visitNamed(Named d, P p);
        R visitAbstract(Abstract d, P p);
        R visitPointer(Pointer d, P p);
        R visitArray(Array d, P p);
        R visitFunction(Function d, P p);
    }

    /** The declared identifier, or empty for an abstract declarator. */
    default Optional<Named> declaredName() {
        Declarator d = this;
        while (true) {
            if (d instanceof Named n) return Optional.of(n);
            if (d instanceof Pointer p) d = p.inner();
            else if (d instanceof Array a) d = a.inner();
            else if (d instanceof Function f) d = f.inner();
            else return Optional.empty();
        }
    }

    /** The identifier being declared. */
    record Named(String name, Span span) implements Declarator {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitNamed(this, p); }
    }

    /** No identifier; {@code span} is the (empty) position where one could have stood. */
    record Abstract(Span span) implements Declarator {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAbstract(this, p); }
    }

    /** {@code * qualifiers inner}. */
    record Pointer(boolean isConst, boolean isVolatile, Declarator inner, Span span) implements Declarator {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitPointer(this, p); }
    }

    /** {@code inner [length]}; {@code length} empty for {@code []}. */
    record Array(Declarator inner, Optional<Expr> length, Span span) implements Declarator {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitArray(this, p); }
    }

    /**
     * {@code inner (parameters)}. {@code prototyped} is false for an empty list {@code ()}; {@code (void)} is
     * prototyped with a single parameter of type {@code void} left for the semantic analysis to recognise.
     */
    record Function(Declarator inner, List<ParameterDeclaration> parameters, boolean variadic, boolean prototyped,
                    Span span) implements Declarator {
        public Function { parameters = List.copyOf(parameters); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitFunction(this, p); }
    }

    /** A parameter: specifiers and a (possibly abstract) declarator. */
    record ParameterDeclaration(DeclarationSpecifiers specifiers, Declarator declarator, Span span) {}
}
