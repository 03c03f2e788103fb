package effigy.smt;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The limit on the memory Z3 takes outside the Java heap, which the heap's own guard ({@code effigy.search.MemoryGuard})
 * does not see. A bit-blasted floating-point query can grow to 9 GB in 30 s (sv-benchmarks' floats-cdfpl/newton_2_5),
 * and the kernel then spends seconds taking it back at exit. {@link Z3Solver} looks at a long check every 250 ms and
 * interrupts it past the limit; the query answers unknown, "stopped by Z3's memory limit".
 *
 * <p>Why not Z3's own {@code memory_max_size}: hitting it outside a check (while terms are made or a model is read)
 * aborts the whole process with an uncaught {@code out_of_memory_error} (docs/output.md); an interrupt is only ever
 * an answer of the check.
 *
 * <p>What is measured is the process's resident memory (Linux's {@code /proc/self/statm}) less the heap the JVM has
 * committed and less what was outside the heap when the first solver was made (the JVM's own code, classes and
 * stacks): what is left is Z3's. Where there is no {@code /proc}, nothing is watched.
 */
final class NativeMemory {
    private static final Path STATM = Path.of("/proc/self/statm");
    private static final long PAGE = 4096;
    private static final boolean READABLE = Files.isReadable(STATM);
    private static volatile long limitMegabytes;

    private NativeMemory() {}

    /** At most {@code megabytes} outside the heap; 0 for the default (half the machine's memory, at most 4096 MB). */
    static void limit(long megabytes) { limitMegabytes = megabytes <= 0 ? 0 : Math.max(64, megabytes); }

    /** The limit in force, in megabytes. */
    static long limitMegabytes() {
        long mb = limitMegabytes;
        return mb > 0 ? mb : DEFAULT_MEGABYTES;
    }

    private static final long DEFAULT_MEGABYTES = defaultMegabytes();

    private static long defaultMegabytes() {
        long physical = 8L << 30;
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            physical = os.getTotalMemorySize();
        }
        return Math.max(256, Math.min(4096, (physical >> 20) / 2));
    }

    /** Whether the memory can be looked at here. */
    static boolean watchable() { return READABLE; }

    /** Whether the memory outside the heap, less what the JVM had there before Z3's first solver, is past the limit now. */
    static boolean exceeded() {
        long outside = outsideHeap();
        return outside >= 0 && outside - BASELINE > limitMegabytes() << 20;
    }

    /** What was outside the heap as the first solver was made: the JVM's code, classes and stacks, not Z3's work. */
    private static final long BASELINE = Math.max(0, outsideHeap());

    private static long outsideHeap() {
        long resident = residentBytes();
        return resident < 0 ? -1 : resident - Runtime.getRuntime().totalMemory();
    }

    /** The reason an interrupted query gives. */
    static String reason() { return "stopped by Z3's memory limit of " + limitMegabytes() + " MB (outside the Java heap)"; }

    /** The process's resident memory in bytes; -1 when it cannot be read. */
    static long residentBytes() {
        try {
            String[] fields = Files.readString(STATM).trim().split("\\s+");
            return fields.length > 1 ? Long.parseLong(fields[1]) * PAGE : -1;
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }
}
