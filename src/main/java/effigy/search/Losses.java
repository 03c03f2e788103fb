package effigy.search;

import java.util.EnumMap;
import java.util.Map;

/** How often each {@link Loss} happened in an exploration, with the first message of each. */
public final class Losses {
    private final EnumMap<Loss, Long> counts = new EnumMap<>(Loss.class);
    private final EnumMap<Loss, String> first = new EnumMap<>(Loss.class);

    void add(Loss loss, long n, String message) {
        if (n <= 0) return;
        counts.merge(loss, n, Long::sum);
        if (message != null) first.putIfAbsent(loss, message);
    }

    /** How often {@code loss} happened. */
    public long count(Loss loss) { return counts.getOrDefault(loss, 0L); }

    /** The first message recorded with {@code loss}, or null. */
    public String firstMessage(Loss loss) { return first.get(loss); }

    /** Whether nothing was lost: every path followed to its end. */
    public boolean none() { return counts.isEmpty(); }

    /** Whether nothing was lost but for the kinds in {@code allowed}. */
    public boolean noneBut(Loss... allowed) {
        outer:
        for (Loss l : counts.keySet()) {
            for (Loss a : allowed) if (a == l) continue outer;
            return false;
        }
        return true;
    }

    public Map<Loss, Long> counts() { return Map.copyOf(counts); }

    @Override public String toString() { return counts.toString(); }
}
