package effigy.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The process's clock: when {@code main} was entered and how long the JVM took to get there, so that
 * a command can report (and limit) the time of the whole process, start-up included, as a user with a
 * stopwatch sees it.
 */
final class ProcessTime {
    private static long mainNanos = System.nanoTime();
    private static double startupSeconds;
    private static boolean fromMain;

    private ProcessTime() {}

    /** Called first thing in {@code main}. */
    static void mainEntered() {
        fromMain = true;
        mainNanos = System.nanoTime();
        startupSeconds = Math.max(0, secondsSinceStart());
        if (startupSeconds > 3) {
            // the process did something else before it became this JVM (the launcher built the jar first):
            // the JVM's own age is the start-up
            startupSeconds = java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0;
        }
    }

    /**
     * On Linux, the process's age from /proc (its start in clock ticks since boot, against the system's
     * uptime; 10 ms resolution, two small reads); elsewhere the JVM's uptime (which loads the management
     * classes, some milliseconds).
     */
    private static double secondsSinceStart() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            double startTicks = Double.parseDouble(f[19]);   // field 22 of stat, counted after the command name
            double uptime = Double.parseDouble(Files.readString(Path.of("/proc/uptime")).split(" ")[0]);
            return uptime - startTicks / 100.0;            // USER_HZ, 100 on Linux's user-visible interfaces
        } catch (IOException | RuntimeException e) {
            return java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0;
        }
    }

    /**
     * Called as a command starts: inside another program (tests call {@link Main#execute} many times in one
     * JVM) the command's own start stands for the process's, so that limits and times are the command's.
     */
    static void commandStarting() {
        if (!fromMain) mainNanos = System.nanoTime();
    }

    /** The process's start on {@link System#nanoTime()}'s scale. */
    static long startNanos() { return mainNanos - (long) (startupSeconds * 1e9); }

    /** Seconds since the process started. */
    static double elapsedSeconds() { return (System.nanoTime() - startNanos()) / 1e9; }
}
