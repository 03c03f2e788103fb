package effigy.termination;

import effigy.exec.Executor;
import effigy.exec.State;
import effigy.loops.Linear;
import effigy.smt.Solver;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The integer transition system of an analysis, for export (KoAT's input, the graph as DOT): from the start to each
 * loop entered from it, each loop's cycle (every entry's iteration, as the ranking encoded it), and its exits to the
 * end or to the loop it is in.
 */
final class ItsBuilder {
    private ItsBuilder() {}

    private static String location(LoopFacts i) { return "loop_" + i.line(); }

    /** The ITS of the function explored as {@code top}, whose loops are {@code infos}, in the inputs {@code inputs} names. */
    static Its build(Executor ex, Iteration top, Map<Iteration.LoopKey, LoopFacts> infos, Map<Term.Sym, String> inputs, Solver raw) {
        TermBuilder tb = ex.termBuilder();
        Set<String> vars = new LinkedHashSet<>(inputs.values());
        for (LoopFacts i : infos.values()) if (i.vars != null) vars.addAll(i.vars);
        List<Its.Rule> rules = new ArrayList<>();
        for (Iteration.Segment e : top.exits) rules.add(new Its.Rule("start", "end", e.steps(), List.of(), false));
        for (LoopFacts i : infos.values()) {
            String here = location(i);
            List<State> entries = i.entries;
            String from = i.parent == null ? "start" : location(i.parent);
            Map<Term.Sym, String> names = new HashMap<>();
            if (i.parent == null) names.putAll(inputs);
            else if (!i.parent.its.isEmpty()) for (Map.Entry<String, Term> v : i.parent.its.get(0).header.entrySet()) if (v.getValue() instanceof Term.Sym s) names.put(s, v.getKey());
            for (State s : entries.subList(0, Math.min(entries.size(), LoopProver.ENTRIES))) {
                List<Encoder.Atom> guard = new ArrayList<>();
                for (Map.Entry<String, Term> v : ex.variables(s).entrySet()) {
                    if (!vars.contains(v.getKey())) continue;
                    Linear value = Transitions.linear(v.getValue(), names);
                    if (value != null) guard.add(Encoder.Atom.eq(Linear.variable(v.getKey() + "'"), value));
                }
                rules.add(new Its.Rule(from, here, i.parent == null ? top.cost(s) : 0, guard, false));
            }
            if (i.vars == null) continue;
            String out = i.parent == null ? "end" : location(i.parent);
            for (Iteration it : i.its) {   // every entry's iteration: objects the loop does not write differ by entry
                for (Iteration.Segment seg : it.iterations) {
                    List<List<Encoder.Atom>> cases = i.cases(it, seg, raw, tb);
                    if (cases != null) for (List<Encoder.Atom> c : cases) rules.add(new Its.Rule(here, here, seg.steps(), c, true));
                }
                for (Iteration.Segment seg : it.exits) {
                    List<List<Encoder.Atom>> cases = i.cases(it, seg, raw, tb);
                    if (cases != null) for (List<Encoder.Atom> c : cases) rules.add(new Its.Rule(here, out, seg.steps(), c, false));
                }
            }
        }
        return new Its("start", new ArrayList<>(vars), rules);
    }
}
