package effigy.ir;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** The program's direct calls between its functions (calls through pointers are not in it), and its cycles. */
public final class CallGraph {
    private final Map<Function, Set<Function>> calls = new HashMap<>();

    public CallGraph(Program program) {
        for (Function f : program.functions().values()) {
            Set<Function> out = new LinkedHashSet<>();
            for (Block b : f.blocks()) {
                for (Instr i : b.instrs()) {
                    if (i instanceof Instr.Call c && program.function(c.callee()) != null) out.add(program.function(c.callee()));
                }
            }
            calls.put(f, out);
        }
    }

    /** The functions {@code f} calls, directly or not (not f itself unless through a call). */
    public Set<Function> reach(Function f) {
        Set<Function> seen = new LinkedHashSet<>();
        ArrayDeque<Function> work = new ArrayDeque<>(calls.getOrDefault(f, Set.of()));
        while (!work.isEmpty()) {
            Function g = work.poll();
            if (seen.add(g)) work.addAll(calls.getOrDefault(g, Set.of()));
        }
        return seen;
    }

    /** The functions on a cycle of calls through {@code fn} (empty when it is not recursive). */
    public Set<Function> cycle(Function fn) {
        Set<Function> cycle = new LinkedHashSet<>();
        for (Function g : reach(fn)) if (reach(g).contains(fn)) cycle.add(g);
        return cycle;
    }

    /** The functions {@code entry} reaches (itself included) that are on a cycle of calls: the program's recursion. */
    public Set<Function> recursiveFrom(Function entry) {
        Set<Function> out = new LinkedHashSet<>();
        Set<Function> from = new HashSet<>(reach(entry));
        from.add(entry);
        for (Function g : from) if (reach(g).contains(g)) out.add(g);
        return out;
    }
}
