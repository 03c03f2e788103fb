package effigy.source;

/** Thrown for bad user input; the CLI prints {@link Diagnostic#render()} and exits with status 2. */
public final class DiagnosticException extends RuntimeException {
    private final Diagnostic diagnostic;

    public DiagnosticException(Diagnostic diagnostic) {
        super(diagnostic.message(), null, false, false);
        this.diagnostic = diagnostic;
    }

    public static DiagnosticException at(Span span, String message) {
        return new DiagnosticException(Diagnostic.at(span, message));
    }

    public Diagnostic diagnostic() { return diagnostic; }
}
