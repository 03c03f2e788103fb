package effigy.search;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.List;

/**
 * The memory limit of an exploration: {@link ExplorationLoop} asks {@link #exceeded()} before every selection and
 * stops as at a time limit ({@link ExplorationLoop.Reason#MEMORY_LIMIT}, the states left counted as a
 * {@link Loss#MEMORY_LIMIT}), so the command reports what it has, marked partial, before the JVM runs out of heap.
 *
 * <p>What counts is the heap in use after the last garbage collection (live data, not garbage waiting to be
 * collected), per pool that the collector fills for good (the old generation): more than {@value #FRACTION} of the
 * pool's maximum, or more than {@code --max-memory} in all, is the limit. It is looked at no more than every
 * {@value #EVERY_MILLIS} ms.
 */
public final class MemoryGuard {
    /** The part of a pool's maximum that may be in use after a collection. */
    static final double FRACTION = 0.85;
    static final long EVERY_MILLIS = 5;

    private static final List<MemoryPoolMXBean> POOLS = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(p -> p.getType() == MemoryType.HEAP && p.isCollectionUsageThresholdSupported())
            .toList();

    private static volatile long limitBytes;   // 0: no limit but the heap's own
    private static volatile long lastCheck;
    private static volatile boolean exceeded;

    private MemoryGuard() {}

    /** At most {@code bytes} of live heap ({@code --max-memory}); 0 for the heap's own limit only. For the next runs. */
    public static void limit(long bytes) {
        limitBytes = bytes;
        exceeded = false;
    }

    /** The limit set by {@link #limit}, 0 for none. */
    public static long limit() { return limitBytes; }

    /** Whether the live heap has passed the limit (at the last look; a look is taken when the last is old). */
    public static boolean exceeded() {
        long now = System.nanoTime() / 1_000_000;
        if (now - lastCheck < EVERY_MILLIS) return exceeded;
        lastCheck = now;
        exceeded = measure();
        return exceeded;
    }

    /** The description of the limit that was passed, for a report ("memory limit (85% of the 64 MB heap)"). */
    public static String describe() {
        long max = Runtime.getRuntime().maxMemory();
        return limitBytes > 0 ? "memory limit of " + (limitBytes >> 20) + " MB"
                : "memory limit (" + Math.round(FRACTION * 100) + "% of the " + (max >> 20) + " MB heap)";
    }

    private static boolean measure() {
        long live = 0;
        for (MemoryPoolMXBean p : POOLS) {
            MemoryUsage u = p.getCollectionUsage();
            if (u == null) continue;
            live += u.getUsed();
            if (u.getMax() > 0 && u.getUsed() > FRACTION * u.getMax() && !young(p)) return true;
        }
        long limit = limitBytes;
        return limit > 0 && live > limit;
    }

    /** Eden and survivor spaces: emptied by every young collection, never the limit by themselves. */
    private static boolean young(MemoryPoolMXBean p) {
        String n = p.getName().toLowerCase(java.util.Locale.ROOT);
        return n.contains("eden") || n.contains("survivor");
    }
}
