package effigy.smt;

import effigy.term.Term;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Collects the free symbols of terms. Terms are DAGs; every shared subterm is visited once. */
final class Symbols {
    private Symbols() {}

    /** The symbols occurring in {@code t}, in order of first occurrence (depth-first, left to right). */
    static LinkedHashSet<Term.Sym> of(Term t) { return of(List.of(t)); }

    /** The symbols occurring in {@code terms}, in order of first occurrence (depth-first, left to right). */
    static LinkedHashSet<Term.Sym> of(List<Term> terms) {
        LinkedHashSet<Term.Sym> symbols = new LinkedHashSet<>();
        Set<Term> visited = new HashSet<>();
        Deque<Term> stack = new ArrayDeque<>();
        for (Term root : terms) {
            stack.push(root);
            while (!stack.isEmpty()) {
                Term t = stack.pop();
                if (!visited.add(t)) continue;
                if (t instanceof Term.Sym s) symbols.add(s);
                List<Term> args = t.args();
                for (int i = args.size() - 1; i >= 0; i--) stack.push(args.get(i));
            }
        }
        return symbols;
    }
}
