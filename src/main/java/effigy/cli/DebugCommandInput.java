package effigy.cli;

/** Where {@code effigy debug} reads its commands: standard input, or what a test sets. */
public final class DebugCommandInput {
    private static java.io.InputStream input = System.in;

    private DebugCommandInput() {}

    public static synchronized java.io.InputStream get() { return input; }

    public static synchronized void set(java.io.InputStream in) { input = in; }
}
