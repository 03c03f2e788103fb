package effigy.source;

/**
 * A message about the user's input. Rendered as {@code file:line:col: error: message}, followed by the
 * source line and a caret under the offending column when the position is known.
 */
public record Diagnostic(Span span, String message) {
    public static Diagnostic at(Span span, String message) { return new Diagnostic(span, message); }
    public static Diagnostic noPosition(String message) { return new Diagnostic(Span.NONE, message); }

    public String render() { return render("error"); }

    /** Rendered with another severity than {@code error} ({@code warning}). */
    public String render(String severity) {
        if (span.isNone()) return "effigy: " + severity + ": " + message;
        StringBuilder sb = new StringBuilder();
        sb.append(span.where()).append(": ").append(severity).append(": ").append(message).append('\n');
        String line = span.file().lineText(span.file().line(span.start()));
        sb.append(line).append('\n');
        int col = span.column();
        for (int i = 1; i < col && i - 1 < line.length(); i++) sb.append(line.charAt(i - 1) == '\t' ? '\t' : ' ');
        sb.append('^');
        return sb.toString();
    }
}
