package effigy.exec;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Type;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Arbitrary values: states whose variables and memory are replaced by fresh symbols (the start of a path segment of
 * Floyd's method, a call from any earlier memory) and calls replaced by an arbitrary result and arbitrary memory
 * (a {@link Summaries} jump over a call). What holds from such a state holds from every state it stands for.
 */
final class Havoc {
    private final Executor ex;
    private final TermBuilder tb;
    /** Calls jumped over so far: numbers their results' symbols. */
    private int skippedCalls;

    Havoc(Executor ex) {
        this.ex = ex;
        this.tb = ex.termBuilder();
    }

    /** See {@link Executor#arbitraryMemory}. */
    State arbitraryMemory(State s) {
        State h = s.fork();
        ex.memory().havoc(h, ex);
        return h;
    }

    /** See {@link Executor#havoc}. */
    State cutStart(State s, Instr site) {
        State h = s.fork();
        h.pc = PList.empty();
        h.model = Assignment.EMPTY;
        h.inputs = PList.empty();
        h.proofs = PList.empty();
        h.writes = PList.empty();
        h.decisions = PList.empty();
        h.steps = 0;
        h.pathHash = 0;
        Frame f = h.writableTop();
        // named after the variables; where callers' values remain (which may mention the entry's symbols
        // of those names), qualified by the cut's line so that no two values share a symbol by accident
        String suffix = h.depth() > 1 ? "@" + site.span().line() : "";
        for (Local l : f.function.locals()) {
            if (l.name().startsWith("&")) continue;             // the address of a variable in memory: fixed
            if (l.isTemp() || l.name().startsWith("%")) { f.sym[l.slot()] = Frame.UNDEFINED; continue; }
            Executor.setTerm(f, l.slot(), ex.freshSymbol(h, l.name() + suffix, Executor.sortOf(l.type())));
        }
        ex.memory().havoc(h, ex);
        int[] start = statementStart(f.function, site);
        f.block = start[0];
        f.index = start[1];
        h.cutStart = site;
        h.cutAssumed = false;
        return h;
    }

    /**
     * Jumps over the call {@code c} of {@code callee} from {@code f}, whose arguments are in the new frame {@code nf}
     * (not pushed): {@code summaries} is told, the call's result is an arbitrary value and every object arbitrary
     * (whatever the call could have written).
     */
    void jumpOverCall(State s, Frame f, Instr.Call c, Function callee, Frame nf, Summaries summaries) {
        List<Instr.Arg> args = c.args();
        Map<String, Term> argv = new java.util.LinkedHashMap<>();
        List<Local> params = callee.params();
        for (int i = 0; i < params.size() && i < args.size(); i++) {
            if (args.get(i) instanceof Instr.ByRef) continue;
            argv.put(params.get(i).name(), nf.sym[i] != null ? (Term) nf.sym[i] : ex.concTerm(nf.conc[i], params.get(i).type()));
        }
        // an input of the path (a leaf's inputs tell which calls its path made before it); a boolean for no result
        Sort resultSort = callee.returnType() instanceof Type.VoidType ? Sort.BOOL : ex.concTerm(0, callee.returnType()).sort();
        Term.Sym result = ex.freshSymbol(s, callee.name() + "@result", resultSort);
        summaries.callJumpedOver(s, callee, argv, result);
        if (c.result() != null) {
            Sort sort = ex.concTerm(0, c.result().type()).sort();
            // a result converted on its way into a variable of another sort: a value of its own, as arbitrary
            Term value = sort.equals(resultSort) ? result : tb.factory().symbol(callee.name() + "@result#" + (++skippedCalls), sort);
            Executor.setTerm(f, c.result().slot(), value);
        }
        ex.memory().havoc(s, ex);
    }

    /**
     * Block and instruction index of the start (the statement mark) of the statement {@code site} belongs
     * to. A statement may span blocks ({@code &&}, {@code ?:}): the search goes back through predecessors,
     * which all lead to the statement's one start.
     */
    private static int[] statementStart(Function fn, Instr site) {
        int n = fn.blocks().size();
        List<List<Integer>> preds = new ArrayList<>();
        for (int i = 0; i < n; i++) preds.add(new ArrayList<>());
        for (Block b : fn.blocks()) for (int t : b.successors()) preds.get(t).add(b.index());
        int siteBlock = -1, siteIndex = -1;
        for (Block b : fn.blocks()) {
            int at = b.instrs().indexOf(site);
            if (at >= 0) { siteBlock = b.index(); siteIndex = at; }
        }
        if (siteBlock < 0) throw new IllegalArgumentException("the site is not in " + fn.name());
        java.util.ArrayDeque<int[]> work = new java.util.ArrayDeque<>();
        boolean[] seen = new boolean[n];
        work.add(new int[] {siteBlock, siteIndex});
        seen[siteBlock] = true;
        while (!work.isEmpty()) {
            int[] at = work.poll();
            List<Instr> instrs = fn.block(at[0]).instrs();
            for (int i = Math.min(at[1], instrs.size() - 1); i >= 0; i--) if (instrs.get(i).stmt()) return new int[] {at[0], i};
            for (int p : preds.get(at[0])) {
                if (fn.block(p).terminator().stmt()) return new int[] {p, fn.block(p).instrs().size()};
                if (!seen[p]) { seen[p] = true; work.add(new int[] {p, Integer.MAX_VALUE}); }
            }
        }
        return new int[] {siteBlock, 0};
    }
}
