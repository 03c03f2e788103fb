package effigy.explore;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;

/** Named counters a property test adds to across its tries and prints once at the end (what the tries covered). */
final class PropertyCounters {
    private final String title;
    private final Map<String, AtomicLong> counters = new TreeMap<>();

    PropertyCounters(String title) { this.title = title; }

    void count(String what, long n) {
        synchronized (counters) { counters.computeIfAbsent(what, k -> new AtomicLong()).addAndGet(n); }
    }

    void report() {
        synchronized (counters) {
            StringBuilder sb = new StringBuilder(title + ":");
            counters.forEach((k, v) -> sb.append("\n  ").append(k).append(" = ").append(v.get()));
            System.out.println(sb);
        }
    }
}
