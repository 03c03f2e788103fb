package effigy.exec;

import effigy.term.Term;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * How new input symbols are named: {@code base}, or {@code base_2}, {@code base_3}, … when the name is taken on the
 * path. A run that may fork looks at the path's inputs each time; a run that follows one path (fed by an
 * {@link Executor.InputSource}) remembers the names it took.
 */
final class SymbolNames {
    /** A run that follows one path: the names its path has taken, and per base where the search for a free one resumes. */
    private Set<String> takenNames;
    private Map<String, Integer> nextIndex;

    /** The first name of {@code base}'s series that no input of {@code s}'s path has; {@code onePath}: the run never forks. */
    String unused(State s, String base, boolean onePath) {
        return onePath ? unusedOnOnePath(s, base) : unusedOnPath(s.inputs, base);
    }

    /** A run that may fork: the names of the path last asked about, and per base where the search for a free one resumes. */
    private PList<Term.Sym> namedPath;
    private Set<String> named;
    private Map<String, Integer> nextFree;

    /**
     * {@link #unusedName} for the path whose inputs are {@code inputs}: when it extends the path last asked about (the
     * usual case: a loop reading input after input), only its newer inputs are looked at, not every input so far
     * (200,000 reads took the square of that: the whole exploration's time, and a list of every input per read).
     */
    private String unusedOnPath(PList<Term.Sym> inputs, String base) {
        int newer = namedPath == null ? -1 : inputs.size() - namedPath.size();
        PList<Term.Sym> p = inputs;
        for (int i = 0; i < newer; i++) p = p.tail();
        if (newer < 0 || p != namedPath) {
            named = new HashSet<>();
            nextFree = new HashMap<>();
            for (PList<Term.Sym> q = inputs; q.size() > 0; q = q.tail()) named.add(q.last().name());
        } else {
            for (PList<Term.Sym> q = inputs; q != namedPath; q = q.tail()) named.add(q.last().name());
        }
        namedPath = inputs;
        // names are only added along a path, so the first free index of a base never goes down while it is extended
        int k = nextFree.getOrDefault(base, 1);
        String name = k == 1 ? base : base + "_" + k;
        while (named.contains(name)) name = base + "_" + ++k;
        nextFree.put(base, k);
        return name;
    }

    /**
     * {@link #unusedName} for a run that follows one path (a concrete or concolic run reading a stream): the same
     * name, found without looking at every input so far (a program reading thousands of values took seconds).
     * Names are only added along the path, so the first free index of a base never goes down.
     */
    private String unusedOnOnePath(State s, String base) {
        if (takenNames == null) {
            takenNames = new HashSet<>();
            nextIndex = new HashMap<>();
            for (Term.Sym x : s.inputs.toList()) takenNames.add(x.name());
        }
        int k = nextIndex.getOrDefault(base, 1);
        String name = k == 1 ? base : base + "_" + k;
        while (takenNames.contains(name)) name = base + "_" + ++k;
        nextIndex.put(base, k);
        takenNames.add(name);
        return name;
    }

    /** {@code base}, or {@code base_2}, {@code base_3}, ... : the first name no symbol of {@code used} has. */
    static String unusedName(String base, Iterable<Term.Sym> used) {
        Set<String> taken = new HashSet<>();
        for (Term.Sym x : used) taken.add(x.name());
        String name = base;
        for (int k = 2; taken.contains(name); k++) name = base + "_" + k;
        return name;
    }
}
