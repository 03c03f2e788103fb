package effigy.cli;

import java.io.PrintWriter;

/**
 * What the user is told when the JVM runs out of a resource: the command thread's stack (input nested or chained
 * deeper than the recursive code holds, past the front ends' own limits) or the heap. Never a stack trace.
 */
final class Resources {
    private Resources() {}

    /** The {@link StackOverflowError} or {@link OutOfMemoryError} in {@code t}'s chain of causes, or null. */
    static Throwable exhausted(Throwable t) {
        for (int i = 0; t != null && i < 32; t = t.getCause(), i++) {
            if (t instanceof StackOverflowError || t instanceof OutOfMemoryError) return t;
        }
        return null;
    }

    /** Status 2: the input is deeper than Effigy handles (bad input, as gcc's nesting limits are). */
    static int stackExhausted(PrintWriter err) {
        err.println("effigy: error: the input is nested or chained too deeply for Effigy (its stack of "
                + (Main.COMMAND_STACK_BYTES >> 20) + " MB overflowed); split the deepest expression, block or chain");
        err.flush();
        return Main.BAD_INPUT;
    }

    /** Status 4: nothing was decided. */
    static int outOfMemory(PrintWriter err) {
        long max = Runtime.getRuntime().maxMemory();
        err.println("effigy: out of memory: the Java heap" + (max == Long.MAX_VALUE ? "" : " of " + (max >> 20) + " MB")
                + " is full; the result is unknown (give the JVM more with EFFIGY_JAVA_OPTS=-Xmx..., or lower the limits)");
        err.flush();
        return Main.UNKNOWN;
    }
}
