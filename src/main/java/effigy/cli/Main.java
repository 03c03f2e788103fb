package effigy.cli;

import effigy.source.DiagnosticException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code effigy} command. Exit status ({@link ExitCodes} has the table and each command's rule): 0 proved, or
 * nothing found and the search complete; 1 an error or violation found; 2 bad input or usage; 3 an internal error
 * only; 4 unknown or incomplete (nothing found, nothing proved).
 */
@Command(name = "effigy", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Symbolic execution workbench: runs programs on symbols instead of numbers (King 1976).",
        subcommands = {RunCommand.class, ExploreCommand.class, FuzzCommand.class, BmcCommand.class, LoopsCommand.class, TerminationCommand.Terminate.class, TerminationCommand.Complex.class, SvcompCommand.class, ReplayCommand.class, SessionCommand.class, DebugCommand.class, VerifyCommand.class, IrCommand.class, CommandLine.HelpCommand.class})
public final class Main implements java.util.concurrent.Callable<Integer> {
    public static final int OK = 0, FOUND_ERROR = 1, BAD_INPUT = 2, INTERNAL = 3;
    /**
     * Unknown or incomplete: nothing was found, and nothing was proved (a limit, a path lost, an undecided query).
     * 4, the first code after the others: CBMC's and ESBMC's 10 means "verification failed" there, which is 1 here.
     */
    public static final int UNKNOWN = 4;

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    /** {@code effigy} alone: the overview of the commands on standard error, status 2 (see {@link Face#overview}). */
    @Override public Integer call() {
        spec.commandLine().getErr().print(Face.overview(spec.commandLine()));
        spec.commandLine().getErr().flush();
        return BAD_INPUT;
    }

    public static void main(String[] args) {
        ProcessTime.mainEntered();
        Signals.install();
        Watchdog.enable();
        // standard output through a 64 KiB buffer (the platform's PrintWriter(System.out) flushes every 8 KiB):
        // an exploration's table can be tens of megabytes; println still flushes, as before
        // straight onto descriptor 1 through a stream that keeps the first failure (PrintWriter and PrintStream swallow it)
        StandardOutput stdout = new StandardOutput();
        PrintWriter out = new PrintWriter(new java.io.BufferedWriter(new java.io.OutputStreamWriter(stdout), 1 << 16), true);
        PrintWriter err = new PrintWriter(System.err, true);
        // a thread other than the command's (a fuzzing worker, a replay) that fails: one line, never a trace
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            Throwable resource = Resources.exhausted(e);
            if (resource instanceof OutOfMemoryError) System.err.println("effigy: out of memory in thread " + t.getName());
            else if (resource instanceof StackOverflowError) System.err.println("effigy: stack overflow in thread " + t.getName());
            else System.err.println("effigy: internal error in thread " + t.getName() + ": " + e);
        });
        int code = execute(args, out, err);
        Watchdog.disarm();
        out.flush();
        code = checkStandardOutput(code, stdout.failure, out.checkError() || System.out.checkError(), err);
        err.flush();
        if (!ShutdownGuard.stopping()) {
            Watchdog.exitWithin(code);
            System.exit(code);
        }
    }

    /**
     * The exit status once standard output has been written: a write that failed ({@code > /dev/full}: the disk is
     * full) is an error of the environment, reported on standard error with status 2 (an internal error keeps its 3).
     * A pipe closed by its reader ({@code | head}) ends quietly, as a tool stopped by SIGPIPE does, though not with 0.
     */
    static int checkStandardOutput(int code, java.io.IOException failure, boolean failed, PrintWriter err) {
        if (failure == null && !failed) return code;
        String why = failure == null ? null : failure.getMessage() != null ? failure.getMessage() : failure.toString();
        if (why == null || !why.contains("Broken pipe")) {
            err.println("effigy: error writing standard output" + (why != null ? ": " + why : ""));
            err.flush();
        }
        return code == INTERNAL ? INTERNAL : BAD_INPUT;
    }

    /** Descriptor 1, keeping the first failure of a write or flush (then still thrown, as the writer above expects). */
    private static final class StandardOutput extends java.io.OutputStream {
        private final java.io.FileOutputStream fd = new java.io.FileOutputStream(java.io.FileDescriptor.out);
        volatile java.io.IOException failure;

        @Override public void write(int b) throws java.io.IOException {
            try {
                fd.write(b);
            } catch (java.io.IOException e) {
                throw failed(e);
            }
        }

        @Override public void write(byte[] b, int off, int len) throws java.io.IOException {
            try {
                fd.write(b, off, len);
            } catch (java.io.IOException e) {
                throw failed(e);
            }
        }

        private java.io.IOException failed(java.io.IOException e) {
            if (failure == null) failure = e;
            return e;
        }
    }

    /**
     * The stack of the thread a command runs on: deep but legitimate input (a sum of a million terms, thousands of
     * nested blocks) is handled by recursive code, which a thread's default stack of 1 MB (8 MB for the main thread)
     * does not hold. The stack is reserved address space, used only as deep as the recursion goes. The system property
     * {@code effigy.stackMegabytes} sets another size (the tests of what a too-small stack does).
     */
    static final long COMMAND_STACK_BYTES = Long.getLong("effigy.stackMegabytes", 512) << 20;

    /**
     * The command line as users see it: every command with the exit-status table in its help, {@code --quiet}, and
     * the help texts fitted to each command ({@link Face}); what help, man pages and docs are generated from.
     */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        ExitCodes.addToHelp(cl);
        MaxTimeOption.describeDefaults(cl);
        Face.adapt(cl);
        return cl;
    }

    /**
     * Runs the command line with the given streams and returns the exit status (used by tests). The command runs on a
     * thread of its own, "effigy-main", with a stack of {@link #COMMAND_STACK_BYTES}; the calling thread waits for it,
     * and an interrupt of the caller is passed on to it (the {@link ShutdownGuard} of a command interrupts the thread
     * that runs the command, this one). A stack overflow or an exhausted heap ends as a message, never a trace.
     */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        int[] code = {INTERNAL};
        Thread worker = new Thread(null, () -> code[0] = executeHere(args, out, err), "effigy-main", COMMAND_STACK_BYTES);
        worker.setDaemon(false);
        worker.start();
        boolean interrupted = false;
        while (true) {
            try {
                worker.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
                worker.interrupt();
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        return code[0];
    }

    /** {@link #execute} on the calling thread. */
    static int executeHere(String[] args, PrintWriter out, PrintWriter err) {
        try {
            return executeCommand(args, out, err);
        } catch (StackOverflowError e) {
            return Resources.stackExhausted(err);
        } catch (OutOfMemoryError e) {
            return Resources.outOfMemory(err);
        } catch (Throwable t) {
            err.println("effigy: internal error: " + t);
            err.flush();
            return INTERNAL;
        } finally {
            out.flush();
            err.flush();
        }
    }

    private static int executeCommand(String[] args, PrintWriter out, PrintWriter err) {
        ProcessTime.commandStarting();
        effigy.search.MemoryGuard.limit(0);   // --max-memory is per command line
        effigy.smt.Z3Solver.memoryLimit(0);
        MaxTimeOption.install(Long.MAX_VALUE);   // no limit until the command sets its own (tests run many in one JVM)
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionStrategy(parsed -> {
            Face.applyQuiet(parsed);
            return new CommandLine.RunLast().execute(parsed);
        });
        cl.setParameterExceptionHandler((ex, a) -> {
            String unmatched = Face.unmatched(ex);
            err.println("effigy: " + (unmatched != null ? unmatched : Face.plain(ex.getMessage())));
            err.println("Try 'effigy " + (ex.getCommandLine().getCommandName().equals("effigy") ? "" : ex.getCommandLine().getCommandName() + " ") + "--help'.");
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof DiagnosticException d) {
                err.println(d.diagnostic().render());
                return BAD_INPUT;
            }
            if (ex instanceof effigy.source.LimitReached stop) {
                // the front end or a concrete run stopped by --max-time or a signal, with nothing to report yet
                err.println(stop.interrupt() ? "effigy: interrupted" : "effigy: time limit (--max-time) reached before there was anything to report");
                if (System.getenv("EFFIGY_DEBUG") != null) {
                    new Throwable(String.format(java.util.Locale.ROOT, "where the limit was noticed (reported %.3f s after the process started)",
                            (System.nanoTime() - ProcessTime.startNanos()) / 1e9), stop).printStackTrace(err);
                }
                return stop.interrupt() ? 130 : UNKNOWN;
            }
            if (ex instanceof InterruptedException) {
                // a wait or a join cut short by Ctrl-C or SIGTERM after the command had stopped its work
                err.println("effigy: interrupted");
                return 130;
            }
            if (ex instanceof effigy.smt.SolverInterrupted) {
                // a signal stopped a solver query outside an exploration (a final BMC formula, a ranking search)
                err.println("effigy: interrupted");
                return 130;
            }
            Throwable resource = Resources.exhausted(ex);
            if (resource instanceof StackOverflowError) return Resources.stackExhausted(err);
            if (resource instanceof OutOfMemoryError) return Resources.outOfMemory(err);
            if (ex instanceof UncheckedIOException io) {
                err.println("effigy: error: " + io.getMessage());
                return BAD_INPUT;
            }
            err.println("effigy: internal error: " + ex);
            if (System.getenv("EFFIGY_DEBUG") != null) ex.printStackTrace(err);
            else err.println("(set EFFIGY_DEBUG=1 to see the stack trace)");
            return INTERNAL;
        });
        try {
            return cl.execute(args);
        } finally {
            out.flush();
            err.flush();
            // the command's limit ends with it (tests run many commands, and analyses of their own, in one JVM)
            MaxTimeOption.install(Long.MAX_VALUE);
        }
    }

    /** Reads the version from the jar's manifest or the Maven build. */
    static final class Version implements CommandLine.IVersionProvider {
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"effigy " + (v != null ? v : "0.1.0") + " (Java " + System.getProperty("java.version") + ")"};
        }
    }
}
