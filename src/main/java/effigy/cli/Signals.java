package effigy.cli;

/**
 * Which signal is ending the process, so that a document written after it can say the status the process will end
 * with. The JVM ends a process stopped by SIGINT with 130 and by SIGTERM with 143 (128 + the signal's number), after
 * its shutdown hooks ({@link ShutdownGuard}); the hook itself cannot tell the two apart. {@link #install()} puts a
 * handler before the JVM's for each that records the signal and then hands it on, unchanged, to the JVM's own.
 */
final class Signals {
    /** The status of the signal that is ending the process, 0 while none is. */
    private static volatile int status;

    private Signals() {}

    /** Records SIGINT and SIGTERM before the JVM's handling of them (the process's entry point only; tests do not). */
    @SuppressWarnings("removal")
    static void install() {
        for (String name : new String[] {"INT", "TERM"}) {
            try {
                sun.misc.Signal signal = new sun.misc.Signal(name);
                sun.misc.SignalHandler[] previous = new sun.misc.SignalHandler[1];
                previous[0] = sun.misc.Signal.handle(signal, s -> {
                    status = 128 + s.getNumber();
                    sun.misc.SignalHandler p = previous[0];
                    if (p != null && p != sun.misc.SignalHandler.SIG_DFL && p != sun.misc.SignalHandler.SIG_IGN) p.handle(s);
                    else if (p == sun.misc.SignalHandler.SIG_DFL) Runtime.getRuntime().exit(128 + s.getNumber());
                });
                if (previous[0] == sun.misc.SignalHandler.SIG_IGN) sun.misc.Signal.handle(signal, sun.misc.SignalHandler.SIG_IGN);   // ignored (nohup): stays so
            } catch (IllegalArgumentException | UnsupportedOperationException | LinkageError notHere) {
                // the signal cannot be handled here (-Xrs, another platform): the status falls back to SIGINT's
            }
        }
    }

    /** The exit status of the process once a signal stops it: 130 for SIGINT, 143 for SIGTERM (130 when not known). */
    static int status() {
        int s = status;
        return s != 0 ? s : 130;
    }
}
