package effigy.lang.c.sema;

import effigy.source.Span;

/** A label of a function ({@code name:}), the target of {@code goto}s. Identity is the label. */
public final class Label {
    private final String name;
    private final Span span;

    Label(String name, Span span) {
        this.name = name;
        this.span = span;
    }

    public String name() { return name; }

    /** Where the label is defined ({@code name:}). */
    public Span span() { return span; }

    @Override public String toString() { return name; }
}
