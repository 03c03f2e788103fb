package effigy.source;

/** A range of characters [start, end) in a source file. Every AST node and IR instruction carries one. */
public record Span(SourceFile file, int start, int end) {
    /** A span for things made by the tool itself, not read from a file. */
    public static final Span NONE = new Span(new SourceFile("<none>", ""), 0, 0);

    /** The 1-based line of the start as the user knows it (after {@code #line} and line markers). */
    public int line() { return file.logicalLine(start); }
    public int column() { return file.column(start); }
    public boolean isNone() { return this == NONE; }

    /** The smallest span covering this one and {@code other} (same file). */
    public Span to(Span other) {
        if (isNone()) return other;
        if (other.isNone()) return this;
        return new Span(file, Math.min(start, other.start), Math.max(end, other.end));
    }

    /** {@code file:line:col} of the start, with file and line as the user knows them (see {@link #line()}). */
    public String where() { return isNone() ? "<none>" : file.logicalName(start) + ":" + line() + ":" + column(); }

    public String text() { return file.text().substring(start, end); }

    @Override public String toString() { return where(); }
}
