package effigy.lang.c.ast;

import effigy.source.Span;

import java.util.List;

/** An initializer: an expression, or a brace-enclosed list of possibly designated initializers. */
public sealed interface Initializer {
    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of initializer. */
    interface Visitor<R, P> {
        R visitExpression(ExpressionInit i, P p);
        R visitList(ListInit i, P p);
    }

    /** {@code = expression}. */
    record ExpressionInit(Expr expression) implements Initializer {
        public Span span() { return expression.span(); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitExpression(this, p); }
    }

    /** {@code { elements }}, possibly empty (gcc accepts {@code {}}). */
    record ListInit(List<Element> elements, Span span) implements Initializer {
        public ListInit { elements = List.copyOf(elements); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitList(this, p); }
    }

    /** One list element: {@code .f[2].g = init} or just {@code init} (then {@code designators} is empty). */
    record Element(List<Designator> designators, Initializer initializer, Span span) {
        public Element { designators = List.copyOf(designators); }
    }

    /** {@code .member} or {@code [constant-expression]}, in designations and in {@code __builtin_offsetof}. */
    sealed interface Designator {
        Span span();
    }

    /** {@code .name}. */
    record FieldDesignator(String name, Span span) implements Designator {}

    /** {@code [index]}. */
    record IndexDesignator(Expr index, Span span) implements Designator {}
}
