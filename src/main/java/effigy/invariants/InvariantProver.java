package effigy.invariants;

import effigy.analysis.ProgramContext;
import effigy.exec.BranchPolicy;
import effigy.exec.ExecConfig;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.exec.Unwinder;
import effigy.ir.Function;
import effigy.ir.Loop;
import effigy.search.ExplorationLoop;
import effigy.search.Loss;
import effigy.search.Searcher;
import effigy.search.Searchers;
import effigy.search.Verdict;
import effigy.smt.Horn;
import effigy.smt.SatResult;
import effigy.smt.Solver;
import effigy.source.Span;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Proofs for programs whose loops have no bound: inductive invariants found by a constrained Horn clause solver
 * (Z3's Spacer), checked before they are believed.
 *
 * <p>The program is cut at the heads of the entry function's loops (the cutpoints). From the entry's start, and from
 * an arbitrary state at each loop head ({@link Unwinder#arbitraryAt}: every named scalar variable and every memory
 * object's contents unknown), the one executor explores every path to the next cutpoint (a loop entered, a back edge
 * taken), to an error, or to the end: each such path is an edge of the cutpoint graph, its path condition over the
 * values at its start and the variables' values where it arrives. Each loop head gets an unknown predicate over its
 * variables (the entry function's named scalars and the program's scalar globals), and each edge a Horn clause:
 * the predicate of its start (none at the entry), its path condition, then the predicate of its target, or
 * {@code false} for an error the property forbids. The clauses are over the integers ({@link IntView}: the program's
 * bit-vector arithmetic exactly, wrap-around included, and fresh variables for what has no exact linear form).
 *
 * <p>A solution is a set of invariants: each implied by every edge into its loop, and no error reachable from them.
 * Before {@code true} is said, every clause is checked with the invariants put in, by a solver query of its own (not
 * the Horn solver), and the cut must be sound: every arrival at a loop head must keep what the arbitrary state kept
 * ({@link Unwinder#keptByArbitrary}: pointers, objects), no value may be fixed to one of its values, no path lost.
 * Loops of called functions are executed as they run (not cut); what this engine cannot cover makes it answer
 * {@code unknown}, never {@code true}.
 */
public final class InvariantProver {
    /** An invariant of one loop: at its head, over its variables ({@code names}, by position of {@code params}). */
    public record LoopInvariant(String function, Span at, List<String> names, List<Term.Sym> params, Term formula,
                                Map<String, effigy.ir.Type> types) {
        public int line() { return at.line(); }

        /**
         * The invariant as a C expression over the program's variables ({@link CExpression}), or null where it cannot
         * be written as one (a variable known only by a key such as {@code i@17}, or of no known integer type).
         */
        public String cExpression() { return CExpression.of(this); }

        /**
         * Where the loop statement starts ({@code while}, {@code for}, or {@code do}'s {@code while}): the offset in
         * {@code at}'s file of the keyword before the parenthesis that holds the loop's condition, else the
         * condition's own start.
         */
        public int loopOffset() {
            String text = at.file().text();
            int depth = 0;
            for (int i = at.start() - 1; i >= 0; i--) {
                char c = text.charAt(i);
                if (c == ')') depth++;
                else if (c == '(') {
                    if (depth-- > 0) continue;
                    int k = i - 1;
                    while (k >= 0 && Character.isWhitespace(text.charAt(k))) k--;
                    for (String word : List.of("while", "for")) {
                        int startOfWord = k - word.length() + 1;
                        if (startOfWord >= 0 && text.startsWith(word, startOfWord)
                                && (startOfWord == 0 || !Character.isJavaIdentifierPart(text.charAt(startOfWord - 1)))) return startOfWord;
                    }
                    return at.start();
                }
                else if (c == ';' && depth == 0 && !inForHeader(text, i)) return at.start();
            }
            return at.start();
        }

        /** Whether the {@code ;} at {@code i} may be one of a {@code for} header's (a {@code (} before it on its line, unclosed). */
        private static boolean inForHeader(String text, int i) {
            int open = 0;
            for (int k = i - 1; k >= 0 && text.charAt(k) != '\n'; k--) {
                if (text.charAt(k) == ')') open--;
                else if (text.charAt(k) == '(') open++;
            }
            return open > 0;
        }
    }

    /** The answer: proved (with the invariants), or unknown and why; what it took. */
    public record Result(Verdict<Void> verdict, List<LoopInvariant> invariants, Map<String, Object> stats) {}

    /** EFFIGY_HORN_DUMP set: the clauses and the solver's interpretations on standard error, for debugging the encoding. */
    private static final boolean DUMP = System.getenv("EFFIGY_HORN_DUMP") != null;

    /** How many paths one exploration (from the start or one loop head) may follow. */
    static final int PATHS = 4000;

    private final ProgramContext wb;
    private final ExecOptions options;
    private final Predicate<Leaf.ErrorInfo> forbidden;
    private final TermBuilder tb;
    private final TermFactory f;
    private Consumer<String> progress = m -> { };

    /**
     * A prover over {@code wb}'s program, run with {@code options}; {@code forbidden} tells which error leaves must be
     * unreachable for a proof (the property's violations and undefined behaviour it does not allow); other error
     * leaves end their path.
     */
    public InvariantProver(ProgramContext wb, ExecOptions options, Predicate<Leaf.ErrorInfo> forbidden) {
        this.wb = wb;
        this.options = options;
        this.forbidden = forbidden;
        this.tb = wb.termBuilder();
        this.f = tb.factory();
    }

    public InvariantProver progress(Consumer<String> p) { this.progress = p; return this; }

    /** Why the cut or the exploration cannot give a proof. */
    private static final class GiveUp extends RuntimeException {
        GiveUp(String why) { super(why, null, false, false); }
    }

    /** A loop head of the entry function: its predicate's variables and the arbitrary state its paths start from. */
    private static final class Node {
        final Function function;
        final Loop loop;
        final Object kept;
        final java.util.Set<effigy.ir.Local> unassigned;
        final State representative;
        List<String> keys;
        List<Term> from;
        Horn.Predicate predicate;

        Node(Function function, Loop loop, Object kept, java.util.Set<effigy.ir.Local> unassigned, State representative) {
            this.unassigned = unassigned;
            this.function = function;
            this.loop = loop;
            this.kept = kept;
            this.representative = representative;
        }

        Span at() { return function.block(loop.header()).terminator().span(); }
    }

    /**
     * A function of the program's recursion (on a cycle of calls the entry reaches): its calls are cut, each a
     * transition to its predicate of calls ({@code call_f}, over the arguments) with its predicate of summaries
     * ({@code sum_f}, over the arguments and the result) assumed after it; its paths are explored from an arbitrary start
     * (every parameter and memory object unknown) within the calls' predicate.
     */
    private record Proc(Function function, State start, List<Term> params, Horn.Predicate calls, Horn.Predicate summaries,
                        boolean returns) {}

    /** A call of a function of the recursion, jumped over: its arguments and its result's symbol. */
    private record Call(Proc proc, List<Term> args, Term.Sym result) {}

    /**
     * A path between cutpoints: from a node (null: the start of the entry, or of {@code in}, a function of the
     * recursion) with the summaries of the {@code calls} it jumped over, to a node, to a {@code call}, to the end of
     * {@code in} (its result {@code returned}, null for none), or to a forbidden error (all three null).
     */
    private record Edge(Node from, Proc in, List<Call> calls, Node to, Call call, boolean ends, Term returned,
                        List<Term> pc, Map<String, Term> values, String error) {
        static Edge error(Node from, Proc in, List<Call> calls, List<Term> pc, String error) {
            return new Edge(from, in, calls, null, null, false, null, pc, Map.of(), error);
        }
    }

    /** Runs the engine until it proves the property, gives up, or {@code deadline} (nanoTime scale) passes. */
    public Result prove(ProgramContext.Entry entry, long deadline) {
        long t0 = System.nanoTime();
        Map<String, Object> stats = new LinkedHashMap<>();
        try {
            return run(entry, deadline, stats);
        } catch (GiveUp g) {
            progress.accept("invariants: " + g.getMessage());
            return new Result(Verdict.unknown(g.getMessage()), List.of(), stats);
        } finally {
            stats.put("invariantSeconds", (System.nanoTime() - t0) / 1e9);
        }
    }

    /**
     * Facts that hold of every call of each function of the program's recursion (for the termination engine: a
     * recursion ranked only where its calls can come from): the candidates of its calls' predicate that the Houdini
     * pass keeps (signs, orders, congruences of the arguments by position), inductive over every clause. Empty where
     * the cut cannot cover the program, or nothing holds.
     */
    public Map<Function, List<Candidate>> callFacts(ProgramContext.Entry entry, long deadline) {
        try {
            Problem p = build(entry, deadline, new LinkedHashMap<>());
            if (p.procs().isEmpty()) return Map.of();
            try (Solver solver = wb.newSolver(millisLeft(deadline))) {
                Map<Horn.Predicate, List<Candidate>> kept = new LinkedHashMap<>();
                houdini(p.clauses(), solver, deadline, kept);
                Map<Function, List<Candidate>> out = new LinkedHashMap<>();
                for (Proc proc : p.procs().values()) out.put(proc.function(), kept.getOrDefault(proc.calls(), List.of()));
                return out;
            }
        } catch (GiveUp g) {
            progress.accept("invariants: no facts of the recursion's calls: " + g.getMessage());
            return Map.of();
        }
    }

    /** The cut program: its explorations' edges and their clauses. */
    private record Problem(Executor ex, Map<Loop, Node> nodes, Map<Function, Proc> procs, List<Edge> edges, List<Horn.Clause> clauses) {}

    private Problem build(ProgramContext.Entry entry, long deadline, Map<String, Object> stats) {
        Executor ex = wb.executor(options, false, ExecConfig.builder().policy(BranchPolicy.forkOverEveryObject()).build());
        Function fn = entry.function();
        Map<Loop, Node> nodes = new LinkedHashMap<>();
        List<Edge> edges = new ArrayList<>();
        ArrayDeque<Node> work = new ArrayDeque<>();
        Map<Function, Proc> procs = recursion(ex, fn);
        Graph g = new Graph(ex, fn, null, null, nodes, procs, work, edges);
        g.explore(ex.start(fn, entry.args()), deadline);
        for (Proc p : procs.values()) {
            if (System.nanoTime() - deadline > 0) throw new GiveUp("out of time while exploring the recursion");
            new Graph(ex, fn, null, p, nodes, procs, work, edges).explore(p.start(), deadline);
        }
        while (!work.isEmpty()) {
            Node n = work.poll();
            if (System.nanoTime() - deadline > 0) throw new GiveUp("out of time while exploring the loops");
            Unwinder u = Unwinder.observing(ex, null);
            State start = u.arbitraryAt(n.representative);
            Map<String, Term> vars = variables(ex, start);
            n.keys = new ArrayList<>(vars.keySet());
            n.from = new ArrayList<>(vars.values());
            List<Sort> sorts = new ArrayList<>();
            for (Term t : n.from) {
                Sort s = IntView.viewSort(t.sort());
                if (s == null) throw new GiveUp("the variable " + n.keys.get(sorts.size()) + " at the loop at line " + n.at().line() + " is not a scalar");
                sorts.add(s);
            }
            n.predicate = new Horn.Predicate("inv_" + n.function.name() + "_" + n.loop.index() + "_l" + n.at().line(), sorts);
            new Graph(ex, fn, n, null, nodes, procs, work, edges).explore(start, deadline);
        }
        stats.put("invariantLoops", nodes.size());
        stats.put("invariantRecursiveFunctions", procs.size());
        stats.put("invariantEdges", edges.size());
        if (nodes.isEmpty() && procs.isEmpty()) throw new GiveUp("no loop or recursion to find an invariant for");
        for (Edge e : edges) {
            if (e.to() != null && e.to().predicate == null) throw new GiveUp("internal: a loop head was not explored");
        }
        List<Horn.Clause> clauses = new ArrayList<>();
        int abstracted = 0;
        for (int i = 0; i < edges.size(); i++) {
            Edge e = edges.get(i);
            IntView view = new IntView(tb, "e" + i + "!");
            clauses.add(clause(e, view));
            abstracted += view.abstractions;
        }
        stats.put("invariantAbstractions", abstracted);
        return new Problem(ex, nodes, procs, edges, clauses);
    }

    private Result run(ProgramContext.Entry entry, long deadline, Map<String, Object> stats) {
        Problem problem = build(entry, deadline, stats);
        Executor ex = problem.ex();
        Map<Loop, Node> nodes = problem.nodes();
        Map<Function, Proc> procs = problem.procs();
        List<Edge> edges = problem.edges();
        List<Horn.Clause> clauses = problem.clauses();
        progress.accept("invariants: " + nodes.size() + " loop head" + (nodes.size() == 1 ? "" : "s")
                + (procs.isEmpty() ? "" : ", " + procs.size() + " recursive function" + (procs.size() == 1 ? "" : "s")) + ", " + clauses.size()
                + " Horn clauses; solving");
        Horn.Result r;
        try (Solver solver = wb.newSolver(millisLeft(deadline))) {
            Map<Horn.Predicate, List<Candidate>> parities = new LinkedHashMap<>();
            Map<Horn.Predicate, Horn.Interpretation> found = houdini(clauses, solver, deadline, parities);
            stats.put("invariantCandidatesKept", found.values().stream().mapToInt(in -> conjuncts(in.formula()).size()).sum());
            boolean queriesChecked = provesEveryQuery(clauses, found, solver, deadline);
            if (queriesChecked) {
                r = new Horn.Safe(found);
                progress.accept("invariants: the candidate invariants kept exclude every error");
            } else {
                List<Horn.Clause> strengthened = strengthen(clauses, parities);
                if (DUMP) dump(strengthened);
                r = spacer(strengthened, solver, deadline);
                if (r instanceof Horn.Safe sf) r = new Horn.Safe(conjoin(sf.interpretations(), found));
            }
            if (DUMP && r instanceof Horn.Safe sf)
                sf.interpretations().forEach((p, in) -> System.err.println("; " + p.name() + " " + in.params() + " := " + in.formula()));
            if (r instanceof Horn.Unsafe) {
                String error = null;
                for (Edge e : edges) if (e.error() != null) { error = e.error(); break; }
                throw new GiveUp("the Horn clauses have no solution: an error (" + error + ") is reachable in their over-approximation");
            }
            if (r instanceof Horn.Unknown u) throw new GiveUp("the Horn clause solver gave no answer: " + u.why());
            Horn.Safe safe = (Horn.Safe) r;
            // the query clauses with Houdini's invariants alone were just asked exactly so (asked again, the same query
            // of dozens of congruences was once undecided in the time left)
            check(clauses, safe, solver, deadline, queriesChecked);
            List<LoopInvariant> out = new ArrayList<>();
            for (Node n : nodes.values()) {
                Horn.Interpretation in = safe.interpretations().get(n.predicate);
                if (in == null) continue;
                Map<String, effigy.ir.Type> types = new HashMap<>();
                for (String k : n.keys) {
                    effigy.ir.Type t = ex.inspection().variableType(n.representative, k);
                    if (t == null) t = ex.inspection().globalType(k);
                    if (t != null) types.put(k, t);
                }
                out.add(new LoopInvariant(n.function.name(), n.at(), n.keys, in.params(), in.formula(), types));
            }
            progress.accept("invariants: every clause checked with the invariants found");
            String what = procs.isEmpty() ? "inductive invariants for every loop (" + nodes.size() + ")"
                    : nodes.isEmpty() ? "summaries of every recursive function (" + procs.size() + ")"
                    : "inductive invariants for every loop (" + nodes.size() + ") and summaries of every recursive function (" + procs.size() + ")";
            return new Result(Verdict.proved(what + ", checked"), out, stats);
        }
    }

    /**
     * Spacer on {@code clauses}: with global guidance for a third of the time left, then as configured by default for
     * the rest. Each settles clauses the other does not in a minute: global guidance a recursion's relational
     * summaries ({@code m + n <= 2147483647}), the default search loops whose invariant needs many small steps.
     */
    private Horn.Result spacer(List<Horn.Clause> clauses, Solver solver, long deadline) {
        solver.timeLimit(Math.max(1, millisLeft(deadline) / 3));
        Horn.Result r = solver.solveHorn(clauses, Horn.Strategy.GLOBAL_GUIDANCE);
        if (!(r instanceof Horn.Unknown) || System.nanoTime() - deadline > 0) return r;
        solver.timeLimit(millisLeft(deadline));
        return solver.solveHorn(clauses, Horn.Strategy.DEFAULT);
    }

    // ------------------------------------------------------------------ candidate invariants (Houdini)

    /**
     * Invariants Spacer rarely finds by itself, as candidates checked the Houdini way (Flanagan and Leino): for every
     * integer variable of every loop head, each remainder modulo 2, 4 and 8 (a stride's invariant: x stepping by 4U*n from 0
     * stays a multiple of 4, sv-benchmarks' bitvector/jain_*), that it is a multiple of each larger power of two the
     * program's constants are multiples of ({@link #strides}), that it is not negative, and for every two of them (up to
     * {@link #MAX_COMPARED} variables) that one is at most the other. A candidate that an edge into its loop
     * does not preserve (from the candidates still kept where the edge starts, or from the start) is dropped, until
     * none is: what is left holds at every arrival, an inductive invariant of its own. Each check is a query of the
     * ordinary solver; one that is not decided drops the candidate.
     */
    /**
     * A candidate invariant over a predicate's arguments: with {@code modulus} > 0, argument {@code index} leaves
     * {@code remainder} when divided by it; with modulus 0, argument {@code index} is at most argument {@code other}
     * (both ways: an equality), or at least 0 when {@code other} is -1.
     */
    public record Candidate(int index, int modulus, int remainder, int other) {
        static Candidate congruence(int index, int modulus, int remainder) { return new Candidate(index, modulus, remainder, -1); }

        static Candidate atMost(int index, int other) { return new Candidate(index, 0, 0, other); }

        /**
         * The candidate on the program's values {@code args} (bit-vectors read as signed, as the clauses read them, or
         * mathematical integers); a congruence modulo a power of two is a bit-vector's low bits.
         */
        public Term onValues(List<Term> args, TermBuilder tb) {
            Term x = args.get(index);
            if (x.sort() instanceof Sort.BvSort b) {
                if (modulus > 0) return tb.eq(tb.bvAnd(x, tb.bv(modulus - 1, b.width())), tb.bv(remainder, b.width()));
                return other < 0 ? tb.bvSle(tb.bv(0, b.width()), x) : tb.bvSle(x, args.get(other));
            }
            if (modulus > 0) return tb.eq(tb.mod(x, tb.integer(modulus)), tb.integer(remainder));
            return other < 0 ? tb.le(tb.integer(0), x) : tb.le(x, args.get(other));
        }

        /** The candidate on the arguments {@code args}; a congruence written {@code x = mk + r} with k the fresh {@code k}. */
        Term on(List<Term> args, TermBuilder tb, Term k) {
            if (modulus > 0) return tb.eq(args.get(index), tb.add(tb.mul(tb.integer(modulus), k), tb.integer(remainder)));
            return other < 0 ? tb.le(tb.integer(0), args.get(index)) : tb.le(args.get(index), args.get(other));
        }
    }

    /** Past this many integer arguments of a loop head, no comparison of two of them is a candidate (their number is quadratic). */
    private static final int MAX_COMPARED = 8;

    /** The limit of one candidate's check. */
    private static final long CANDIDATE_MILLIS = 1500;

    /** The limit of the check of all of a clause's candidates at once. */
    private static final long BATCH_MILLIS = 2 * CANDIDATE_MILLIS;

    /** The moduli of the candidate congruences, each with every remainder. */
    private static final int[] MODULI = {2, 4, 8};

    /** At most this many larger moduli from the program's constants ({@link #strides}). */
    private static final int MAX_STRIDES = 6;

    /**
     * The larger powers of two that the program's constants are multiples of (2^4 to 2^30), as moduli of candidates with
     * remainder 0 only: {@code x = x + 1048576U * n} keeps x a multiple of 2^20 (sv-benchmarks' {@code bitvector/jain_7-2},
     * whose assertion {@code 4x - 2y + z != 1048576} follows from x, y and z being multiples of 2^20, 2^21 and 2^22).
     * The ranges of 32- and 64-bit values (2^31, 2^32, ...) are not among them.
     */
    private static List<Integer> strides(List<Horn.Clause> clauses) {
        java.util.TreeSet<Integer> out = new java.util.TreeSet<>();
        java.util.Set<Term> seen = new java.util.HashSet<>();
        java.util.ArrayDeque<Term> work = new java.util.ArrayDeque<>();
        for (Horn.Clause c : clauses) work.push(c.constraint());
        while (!work.isEmpty()) {
            Term t = work.pop();
            if (!seen.add(t)) continue;
            if (t instanceof Term.IntLit lit && lit.value().signum() != 0) {
                int k = lit.value().abs().getLowestSetBit();
                if (k >= 4 && k <= 30) out.add(1 << k);
            }
            for (Term a : t.args()) work.push(a);
        }
        List<Integer> list = new ArrayList<>(out);
        return list.size() > MAX_STRIDES ? list.subList(0, MAX_STRIDES) : list;
    }

    private Map<Horn.Predicate, Horn.Interpretation> houdini(List<Horn.Clause> clauses, Solver solver, long deadline,
                                                             Map<Horn.Predicate, List<Candidate>> survivors) {
        Map<Term, Candidate> candidateOf = new HashMap<>();
        List<Integer> strides = strides(clauses);
        Map<Horn.Predicate, List<Term.Sym>> params = new LinkedHashMap<>();
        Map<Horn.Predicate, List<Term>> alive = new LinkedHashMap<>();
        for (Horn.Clause c : clauses) {
            if (c.head() == null) continue;
            Horn.Predicate p = c.head().predicate();
            if (params.containsKey(p)) continue;
            List<Term.Sym> ps = new ArrayList<>();
            List<Term> candidates = new ArrayList<>();
            for (int i = 0; i < p.sorts().size(); i++) {
                Term.Sym x = f.symbol(p.name() + "!" + i, p.sorts().get(i));
                ps.add(x);
                if (!x.sort().equals(Sort.INT)) continue;
                for (int m : MODULI) {
                    Term parity = f.app(effigy.term.Op.EMOD, x, tb.integer(m));
                    for (int r = 0; r < m; r++) {
                        Term cand = tb.eq(parity, tb.integer(r));
                        candidates.add(cand);
                        candidateOf.put(cand, Candidate.congruence(i, m, r));
                    }
                }
                for (int m : strides) {
                    Term multiple = tb.eq(f.app(effigy.term.Op.EMOD, x, tb.integer(m)), tb.integer(0));
                    candidates.add(multiple);
                    candidateOf.put(multiple, Candidate.congruence(i, m, 0));
                }
                // signs and orders (i <= n, x == y: both ways kept make an equality), which Spacer finds slowly when an
                // operand's wrap-around is an ite (sv-benchmarks' loop-zilu: i == k, where only i's bound is known)
                Term nonNegative = tb.le(tb.integer(0), x);
                candidates.add(nonNegative);
                candidateOf.put(nonNegative, new Candidate(i, 0, 0, -1));
            }
            List<Integer> ints = new ArrayList<>();
            for (int i = 0; i < ps.size(); i++) if (ps.get(i).sort().equals(Sort.INT)) ints.add(i);
            if (ints.size() <= MAX_COMPARED) {
                for (int a : ints) {
                    for (int b : ints) {
                        if (a == b) continue;
                        Term le = tb.le(ps.get(a), ps.get(b));
                        candidates.add(le);
                        candidateOf.put(le, Candidate.atMost(a, b));
                    }
                }
            }
            params.put(p, ps);
            alive.put(p, candidates);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Horn.Clause c : clauses) {
                if (c.head() == null) continue;
                List<Term> kept = alive.get(c.head().predicate());
                if (kept.isEmpty()) continue;
                List<Term> premise = new ArrayList<>();
                for (Horn.Atom a : c.body()) premise.add(instance(a, new Horn.Interpretation(params.get(a.predicate()), tb.and(alive.get(a.predicate())))));
                premise.add(c.constraint());
                Horn.Interpretation head = new Horn.Interpretation(params.get(c.head().predicate()), f.bool(true));
                // all of them at once first: none broken (one query), or those the model of a break breaks (Houdini's usual
                // step); one by one only where that query is not decided or its model shows no broken one
                if (System.nanoTime() - deadline > 0) throw new GiveUp("out of time while checking candidate invariants");
                List<Term> all = new ArrayList<>(premise);
                Map<Term, Term> instances = new LinkedHashMap<>();
                for (Term cand : kept) instances.put(cand, instance(c.head(), new Horn.Interpretation(head.params(), cand)));
                all.add(tb.not(tb.and(List.copyOf(instances.values()))));
                solver.timeLimit((int) Math.min(millisLeft(deadline), BATCH_MILLIS));
                SatResult batch = ask(solver, all, "batch of", kept.size());
                if (batch instanceof SatResult.Unsat) continue;
                if (batch instanceof SatResult.Sat sat) {
                    int before = kept.size();
                    kept.removeIf(cand -> !holds(instances.get(cand), sat.model()));
                    if (kept.size() < before) {
                        changed = true;
                        continue;
                    }
                }
                // one by one, the strongest congruences first (strongestFirst)
                List<Term> order = strongestFirst(kept);
                List<Congruence> proved = new ArrayList<>();
                for (Term cand : order) {
                    if (System.nanoTime() - deadline > 0) throw new GiveUp("out of time while checking candidate invariants");
                    if (Congruence.impliedBy(cand, proved)) continue;
                    List<Term> query = new ArrayList<>(premise);
                    query.add(tb.not(instance(c.head(), new Horn.Interpretation(head.params(), cand))));
                    // a candidate Z3 cannot settle in a second or two is dropped: one hard query would take the rest of the time
                    solver.timeLimit((int) Math.min(millisLeft(deadline), CANDIDATE_MILLIS));
                    SatResult one = ask(solver, query, "candidate", cand);
                    if (one instanceof SatResult.Unsat) {
                        Congruence.of(cand).ifPresent(proved::add);
                    } else {
                        kept.remove(cand);
                        changed = true;
                    }
                }
            }
        }
        Map<Horn.Predicate, Horn.Interpretation> out = new LinkedHashMap<>();
        for (Map.Entry<Horn.Predicate, List<Term.Sym>> e : params.entrySet()) {
            out.put(e.getKey(), new Horn.Interpretation(e.getValue(), tb.and(alive.get(e.getKey()))));
            List<Candidate> ps = new ArrayList<>();
            for (Term c : alive.get(e.getKey())) ps.add(candidateOf.get(c));
            survivors.put(e.getKey(), ps);
        }
        return out;
    }

    /**
     * {@code solver}'s answer on {@code query}; with EFFIGY_HORN_DUMP set, it and its time on standard error, after
     * {@code what} and {@code detail} (printed only then).
     */
    private static SatResult ask(Solver solver, List<Term> query, String what, Object detail) {
        long start = System.nanoTime();
        SatResult r = solver.check(query);
        if (DUMP) System.err.println("; " + what + " " + detail + ": " + r.getClass().getSimpleName() + " in " + (System.nanoTime() - start) / 1_000_000 + " ms");
        return r;
    }

    /** A conjunct {@code mod(x, m) == r} with m and r literals: x = r modulo m. */
    record Congruence(Term of, java.math.BigInteger modulus, java.math.BigInteger remainder) {
        static java.util.Optional<Congruence> of(Term t) {
            if (!(t instanceof Term.App eq) || eq.op() != effigy.term.Op.EQ || eq.args().size() != 2) return java.util.Optional.empty();
            for (int i = 0; i < 2; i++) {
                if (eq.args().get(i) instanceof Term.App mod && mod.op() == effigy.term.Op.EMOD && mod.args().size() == 2
                        && mod.args().get(1) instanceof Term.IntLit m && m.value().signum() > 0 && eq.args().get(1 - i) instanceof Term.IntLit r) {
                    return java.util.Optional.of(new Congruence(mod.args().get(0), m.value(), r.value()));
                }
            }
            return java.util.Optional.empty();
        }

        /**
         * Whether {@code t}, a congruence x = r mod m, follows from one of {@code proved} on the same x: x = r' mod m'
         * with m dividing m' and r' = r mod m (x = 0 mod 2^20 gives x = 0 mod 4).
         */
        static boolean impliedBy(Term t, List<Congruence> proved) {
            Congruence c = of(t).orElse(null);
            if (c == null) return false;
            for (Congruence p : proved) {
                if (p.of() == c.of() && p.modulus().mod(c.modulus()).signum() == 0 && p.remainder().mod(c.modulus()).equals(c.remainder())) return true;
            }
            return false;
        }
    }

    /**
     * {@code conjuncts} with the congruences first, the largest moduli first, so that a congruence implied by one proved
     * before it is kept without a query: Z3 settles such queries erratically (on stride_large.c's clause x = 0 mod 8 in
     * 7 ms, x = 0 mod 4 not in 1.5 s, and 20 s for it with every conjunct assumed), so that what a proof keeps would
     * depend on the machine's speed.
     */
    private static List<Term> strongestFirst(List<Term> conjuncts) {
        List<Term> out = new ArrayList<>(conjuncts);
        out.sort(java.util.Comparator.comparing((Term t) -> Congruence.of(t).map(Congruence::modulus).orElse(java.math.BigInteger.ZERO)).reversed());
        return out;
    }

    /**
     * Whether {@code t} holds under {@code model}; true where it cannot be evaluated, so that the candidate is kept and
     * checked alone.
     */
    private static boolean holds(Term t, effigy.term.Assignment model) {
        try {
            return effigy.term.Evaluator.isTrue(t, model);
        } catch (RuntimeException e) {
            return true;
        }
    }

    /** Whether the invariants {@code found} alone make every query clause (an error) unsatisfiable. */
    private boolean provesEveryQuery(List<Horn.Clause> clauses, Map<Horn.Predicate, Horn.Interpretation> found, Solver solver, long deadline) {
        for (Horn.Clause c : clauses) {
            if (c.head() != null) continue;
            List<Term> query = new ArrayList<>();
            for (Horn.Atom a : c.body()) {
                Horn.Interpretation in = found.get(a.predicate());
                if (in == null) return false;
                query.add(instance(a, in));
            }
            query.add(c.constraint());
            solver.timeLimit(millisLeft(deadline));
            SatResult r = ask(solver, query, "query", "");
            if (!(r instanceof SatResult.Unsat)) return false;
        }
        return true;
    }

    /**
     * The clauses with the congruences kept (not the signs and orders) conjoined where their predicates are assumed (sound: they hold there), each
     * written without {@code mod}, as {@code x = mk + r} with k a fresh variable of the clause (Spacer does badly with
     * {@code mod}, and gave up on clauses it solved without the parity).
     */
    private List<Horn.Clause> strengthen(List<Horn.Clause> clauses, Map<Horn.Predicate, List<Candidate>> kept) {
        List<Horn.Clause> out = new ArrayList<>();
        int fresh = 0;
        for (Horn.Clause c : clauses) {
            List<Term> constraint = new ArrayList<>();
            for (Horn.Atom a : c.body()) {
                for (Candidate p : kept.getOrDefault(a.predicate(), List.of())) {
                    // the congruences only: the signs and orders kept made Spacer slower, not faster (invariants/nested.c
                    // timed out with them); they are conjoined to its answer all the same
                    if (p.modulus() == 0) continue;
                    constraint.add(p.on(a.args(), tb, f.symbol("parity!" + fresh++, Sort.INT)));
                }
            }
            constraint.add(c.constraint());
            out.add(new Horn.Clause(c.body(), tb.and(constraint), c.head()));
        }
        return out;
    }

    /** Spacer's interpretations each conjoined with the candidates kept for the predicate (their parameters renamed). */
    private Map<Horn.Predicate, Horn.Interpretation> conjoin(Map<Horn.Predicate, Horn.Interpretation> spacer, Map<Horn.Predicate, Horn.Interpretation> found) {
        Map<Horn.Predicate, Horn.Interpretation> out = new LinkedHashMap<>(spacer);
        for (Map.Entry<Horn.Predicate, Horn.Interpretation> e : found.entrySet()) {
            Horn.Interpretation mine = out.get(e.getKey());
            if (mine == null) { out.put(e.getKey(), e.getValue()); continue; }
            Map<Term, Term> rename = new HashMap<>();
            for (int i = 0; i < mine.params().size(); i++) rename.put(e.getValue().params().get(i), mine.params().get(i));
            out.put(e.getKey(), new Horn.Interpretation(mine.params(), tb.and(mine.formula(), substitute(e.getValue().formula(), rename, new HashMap<>()))));
        }
        return out;
    }

    private static List<Term> conjuncts(Term t) {
        if (t instanceof Term.BoolLit b && b.value()) return List.of();
        if (t instanceof Term.App a && a.op() == effigy.term.Op.AND) return a.args();
        return List.of(t);
    }

    /** The clauses in SMT-LIB's HORN logic on standard error (EFFIGY_HORN_DUMP set: for debugging the encoding). */
    private void dump(List<Horn.Clause> clauses) {
        effigy.smt.Smt2Printer p = new effigy.smt.Smt2Printer();
        StringBuilder out = new StringBuilder("(set-logic HORN)\n");
        java.util.Set<Horn.Predicate> declared = new java.util.LinkedHashSet<>();
        for (Horn.Clause c : clauses) {
            for (Horn.Atom a : c.body()) declared.add(a.predicate());
            if (c.head() != null) declared.add(c.head().predicate());
        }
        for (Horn.Predicate d : declared) {
            out.append("(declare-fun ").append(d.name()).append(" (");
            for (Sort s : d.sorts()) out.append(s.equals(Sort.BOOL) ? "Bool " : "Int ");
            out.append(") Bool)\n");
        }
        for (Horn.Clause c : clauses) {
            java.util.Set<Term.Sym> syms = new java.util.LinkedHashSet<>(effigy.term.Terms.symbols(c.constraint()));
            for (Horn.Atom a : c.body()) syms.addAll(effigy.term.Terms.symbols(a.args()));
            if (c.head() != null) syms.addAll(effigy.term.Terms.symbols(c.head().args()));
            out.append("(assert (forall (");
            for (Term.Sym s : syms) out.append("(").append(effigy.smt.Smt2Printer.symbol(s.name())).append(s.sort().equals(Sort.BOOL) ? " Bool)" : " Int)");
            out.append(") (=> (and");
            for (Horn.Atom a : c.body()) out.append(" ").append(atom(a, p));
            out.append(" ").append(p.term(c.constraint())).append(") ").append(c.head() == null ? "false" : atom(c.head(), p)).append(")))\n");
        }
        out.append("(check-sat)\n");
        System.err.print(out);
    }

    private static String atom(Horn.Atom a, effigy.smt.Smt2Printer p) {
        StringBuilder b = new StringBuilder("(").append(a.predicate().name());
        for (Term t : a.args()) b.append(" ").append(p.term(t));
        return b.append(")").toString();
    }

    /** The entry function's named scalars and the program's scalar globals (those a local does not hide) in {@code s}. */
    private static Map<String, Term> variables(Executor ex, State s) {
        Map<String, Term> vars = new LinkedHashMap<>(ex.variables(s));
        for (Map.Entry<String, Term> g : ex.inspection().globalScalars(s).entrySet()) vars.putIfAbsent(g.getKey(), g.getValue());
        vars.values().removeIf(t -> IntView.viewSort(t.sort()) == null);
        return vars;
    }

    private Horn.Clause clause(Edge e, IntView view) {
        // the path condition first: the bounds it teaches the view spare the atoms' arguments their wrap-around
        List<Term> constraint = new ArrayList<>();
        for (Term c : e.pc()) {
            Term v = view.of(c);
            view.learn(v);
            constraint.add(v);
        }
        List<Horn.Atom> body = new ArrayList<>();
        if (e.from() != null) {
            List<Term> args = new ArrayList<>();
            for (Term t : e.from().from) args.add(view.of(t));
            body.add(new Horn.Atom(e.from().predicate, args));
        }
        if (e.in() != null) body.add(new Horn.Atom(e.in().calls(), views(e.in().params(), view)));
        for (Call c : e.calls()) body.add(summary(c.proc(), c.args(), c.result(), view));
        Horn.Atom head = null;
        if (e.to() != null) {
            Node to = e.to();
            List<Term> args = new ArrayList<>();
            for (int i = 0; i < to.keys.size(); i++) {
                Term v = e.values().get(to.keys.get(i));
                Sort want = to.predicate.sorts().get(i);
                Term a = v == null || !want.equals(IntView.viewSort(v.sort())) ? view.opaque(to.from.get(i).sort()) : view.of(v);
                args.add(a);
            }
            head = new Horn.Atom(to.predicate, args);
        } else if (e.call() != null) {
            head = new Horn.Atom(e.call().proc().calls(), views(e.call().args(), view));
        } else if (e.ends()) {
            head = summary(e.in(), e.in().params(), e.returned(), view);
        }
        constraint.addAll(view.side());
        return new Horn.Clause(body, tb.and(constraint), head);
    }

    private static List<Term> views(List<Term> terms, IntView view) {
        List<Term> out = new ArrayList<>();
        for (Term t : terms) out.add(view.of(t));
        return out;
    }

    /** The summary atom of {@code p} for a call with {@code args} whose result is {@code result} (a fresh value where null). */
    private static Horn.Atom summary(Proc p, List<Term> args, Term result, IntView view) {
        List<Term> all = views(args, view);
        if (p.returns()) {
            Sort want = p.summaries().sorts().get(all.size());
            all.add(result == null || !want.equals(IntView.viewSort(result.sort())) ? view.opaque(result == null ? want : result.sort()) : view.of(result));
        }
        return new Horn.Atom(p.summaries(), all);
    }

    /**
     * The functions of the program's recursion that {@code fn} reaches, each with its arbitrary start and predicates;
     * one that takes or returns what is not a scalar, or the entry itself recursive, gives up.
     */
    private Map<Function, Proc> recursion(Executor ex, Function fn) {
        Map<Function, Proc> procs = new LinkedHashMap<>();
        for (Function g : new effigy.ir.CallGraph(wb.program()).recursiveFrom(fn)) {
            if (g == fn) throw new GiveUp("the entry function " + fn.name() + " is recursive");
            State start = ex.arbitraryMemory(ex.start(g, wb.cEntry(g.name()).args()));
            Map<String, Term> vars = ex.variables(start);
            List<Term> params = new ArrayList<>();
            List<Sort> sorts = new ArrayList<>();
            for (effigy.ir.Local p : g.params()) {
                Term t = vars.get(p.name());
                if (t == null || p.type() instanceof effigy.ir.Type.PointerType || IntView.viewSort(t.sort()) == null) {
                    throw new GiveUp("the recursive function " + g.name() + " takes " + p.name() + ", which is not an integer");
                }
                params.add(t);
                sorts.add(IntView.viewSort(t.sort()));
            }
            effigy.ir.Type r = g.returnType();
            boolean returns = !(r instanceof effigy.ir.Type.VoidType);
            if (returns && !(r instanceof effigy.ir.Type.BvType || r instanceof effigy.ir.Type.BoolType || r instanceof effigy.ir.Type.IntType)) {
                throw new GiveUp("the recursive function " + g.name() + " returns what is not an integer");
            }
            List<Sort> summarySorts = new ArrayList<>(sorts);
            if (returns) summarySorts.add(r instanceof effigy.ir.Type.BoolType ? Sort.BOOL : Sort.INT);
            procs.put(g, new Proc(g, start, params, new Horn.Predicate("call_" + g.name(), sorts),
                    new Horn.Predicate("sum_" + g.name(), summarySorts), returns));
        }
        return procs;
    }

    /**
     * Every clause with the interpretations put in for its predicates must be valid: its body and constraint with the
     * negation of its head unsatisfiable, each asked of the solver as a query of its own. Where that query is not
     * settled in {@link #BATCH_MILLIS}, a head that is a conjunction is checked conjunct by conjunct (valid exactly when
     * each is): Z3 has taken more than 20 s on the negation of a dozen congruences at once and, on other clauses, on one
     * of them alone. With {@code queriesChecked} the query clauses (no
     * head) are not asked again: {@link #provesEveryQuery} has just asked each with these interpretations.
     */
    private void check(List<Horn.Clause> clauses, Horn.Safe safe, Solver solver, long deadline, boolean queriesChecked) {
        for (int i = 0; i < clauses.size(); i++) {
            Horn.Clause c = clauses.get(i);
            if (c.head() == null && queriesChecked) continue;
            List<Term> premise = new ArrayList<>();
            for (Horn.Atom a : c.body()) premise.add(instance(a, safe));
            premise.add(c.constraint());
            Term head = c.head() == null ? f.bool(false) : instance(c.head(), safe);
            // the whole head first, briefly; where that is not settled, conjunct by conjunct with the time left
            List<Term> whole = new ArrayList<>(premise);
            whole.add(tb.not(head));
            solver.timeLimit((int) Math.min(millisLeft(deadline), BATCH_MILLIS));
            SatResult first = solver.check(whole);
            if (first instanceof SatResult.Sat) throw new GiveUp("the invariants the Horn clause solver gave do not check (clause " + i + ")");
            if (first instanceof SatResult.Unsat) continue;
            List<Term> goals = c.head() == null ? List.of(f.bool(false)) : strongestFirst(conjuncts(head));
            List<Congruence> proved = new ArrayList<>();
            for (Term goal : goals) {
                if (System.nanoTime() - deadline > 0) throw new GiveUp("out of time while checking the invariants");
                if (Congruence.impliedBy(goal, proved)) continue;
                List<Term> query = new ArrayList<>(premise);
                query.add(tb.not(goal));
                solver.timeLimit(millisLeft(deadline));
                SatResult r = solver.check(query);
                if (r instanceof SatResult.Sat) throw new GiveUp("the invariants the Horn clause solver gave do not check (clause " + i + ")");
                if (!(r instanceof SatResult.Unsat)) throw new GiveUp("the check of the invariants was not decided (clause " + i + ")");
                Congruence.of(goal).ifPresent(proved::add);
            }
        }
    }

    /** The interpretation of {@code a}'s predicate with its parameters replaced by {@code a}'s arguments. */
    private Term instance(Horn.Atom a, Horn.Safe safe) {
        Horn.Interpretation in = safe.interpretations().get(a.predicate());
        if (in == null) throw new GiveUp("the Horn clause solver gave no interpretation of " + a.predicate().name());
        return instance(a, in);
    }

    /** {@code in} with its parameters replaced by {@code a}'s arguments. */
    private Term instance(Horn.Atom a, Horn.Interpretation in) {
        Map<Term, Term> map = new HashMap<>();
        for (int i = 0; i < in.params().size(); i++) map.put(in.params().get(i), a.args().get(i));
        return substitute(in.formula(), map, new HashMap<>());
    }

    private Term substitute(Term t, Map<Term, Term> map, Map<Term, Term> memo) {
        Term m = map.get(t);
        if (m != null) return m;
        if (!(t instanceof Term.App app)) return t;
        Term known = memo.get(t);
        if (known != null) return known;
        List<Term> args = new ArrayList<>(app.args().size());
        boolean changed = false;
        for (Term x : app.args()) {
            Term y = substitute(x, map, memo);
            changed |= y != x;
            args.add(y);
        }
        int[] params = new int[app.paramCount()];
        for (int i = 0; i < params.length; i++) params[i] = app.param(i);
        Term out = changed ? f.app(app.op(), args, params) : t;
        memo.put(t, out);
        return out;
    }

    private static int millisLeft(long deadline) {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, (deadline - System.nanoTime()) / 1_000_000L));
    }

    /** The exploration from one cutpoint: its paths to the next cutpoints, errors and ends, as edges. */
    private final class Graph implements Unwinder.Observer, effigy.exec.Summaries {
        private final Executor ex;
        private final Function fn;
        private final Node from;
        private final Proc in;
        private final Map<Function, Proc> procs;
        /** The calls jumped over, by their results' symbols (inputs of the paths that made them: a leaf's inputs tell its calls). */
        private final Map<Term.Sym, Call> calls = new HashMap<>();
        private final Map<Loop, Node> nodes;
        private final ArrayDeque<Node> work;
        private final List<Edge> edges;
        /** Set on a path that reached its next cutpoint: it is dropped when it pauses. */
        private final State.Slot<Boolean> done = new State.Slot<>("invariants: at a cutpoint");
        private String lost;

        Graph(Executor ex, Function fn, Node from, Proc in, Map<Loop, Node> nodes, Map<Function, Proc> procs, ArrayDeque<Node> work, List<Edge> edges) {
            this.ex = ex;
            this.fn = fn;
            this.from = from;
            this.in = in;
            this.procs = procs;
            this.nodes = nodes;
            this.work = work;
            this.edges = edges;
        }

        void explore(State start, long deadline) {
            ex.observeLoops(Unwinder.observing(ex, this, this));
            Searcher queue = Searchers.depthFirst();
            queue.add(start);
            ExplorationLoop.Outcome outcome = new ExplorationLoop(ex).deadline(deadline).maxRuns(PATHS).run(queue, new ExplorationLoop.Listener() {
                @Override public String stopBefore() { return lost; }

                @Override public void leaves(State ran, List<Leaf> emitted, Leaf end) {
                    for (Leaf l : emitted) leaf(l);
                    if (end != null) leaf(end);
                }

                @Override public ExplorationLoop.Pause paused(State s) {
                    return s.get(done) != null ? ExplorationLoop.Pause.DROP : ExplorationLoop.Pause.RESUME;
                }
            });
            String where = in != null ? "from the start of " + in.function().name() : from == null ? "from the start of " + fn.name() : "from the loop at line " + from.at().line();
            if (lost != null) throw new GiveUp(lost + " (" + where + ")");
            if (outcome.reason() == ExplorationLoop.Reason.RUN_BUDGET) throw new GiveUp("more than " + PATHS + " paths " + where);
            if (!outcome.complete()) throw new GiveUp("the exploration " + where + " stopped: " + outcome.why());
            if (outcome.losses().count(Loss.CONCRETIZED) > 0) throw new GiveUp("a symbolic value was fixed to one of its values " + where);
            if (outcome.losses().count(Loss.NARROWED_ADDRESS) > 0) throw new GiveUp("an address was followed for one value only " + where);
        }

        /** The calls jumped over on a path whose inputs are {@code inputs}, in order. */
        private List<Call> callsOf(List<Term.Sym> inputs) {
            if (calls.isEmpty()) return List.of();
            List<Call> out = new ArrayList<>();
            for (Term.Sym x : inputs) {
                Call c = calls.get(x);
                if (c != null) out.add(c);
            }
            return out;
        }

        private void leaf(Leaf l) {
            switch (l.status()) {
                case RETURNED -> {
                    // the end of a function of the recursion (not the program's end by exit)
                    if (in != null && !l.outputs().containsKey("exit")) {
                        edges.add(new Edge(null, in, callsOf(l.inputs()), null, null, true, l.outputs().get("return"), l.pathCondition(), Map.of(), null));
                    }
                }
                case ERROR -> {
                    if (forbidden.test(l.error())) edges.add(Edge.error(from, in, callsOf(l.inputs()), l.pathCondition(),
                            l.error().kind().label() + " at " + l.error().span().where()));
                }
                case LIMIT, UNKNOWN, UNSUPPORTED -> {
                    if (lost == null) lost = l.error() == null ? "a path stopped by a limit" : l.error().message();
                }
            }
        }

        /** The path arrives at {@code l}'s head: an edge to its node (made and queued the first time). */
        private boolean arrive(State s, int frame, Function f, Loop l) {
            if (s.get(done) != null) return true;
            if (frame != 0 || f != fn) return false;   // a loop of a called function runs as it is
            Unwinder u = ex.unwinder();
            Object kept = u.keptByArbitrary(s);
            Node n = nodes.get(l);
            if (n == null) {
                n = new Node(f, l, kept, u.unassigned(s), s.fork());
                nodes.put(l, n);
                work.add(n);
            } else if (!n.kept.equals(kept)) {
                lost = "the loop at line " + n.at().line() + " is reached with different pointers or memory objects";
            } else if (!n.unassigned.containsAll(u.unassigned(s))) {
                lost = "the loop at line " + n.at().line() + " is reached with a variable unassigned that has a value on its first arrival";
            }
            edges.add(new Edge(from, in, callsOf(s.inputs()), n, null, false, null, s.pathCondition(), variables(ex, s), null));
            s.set(done, true);
            return true;
        }

        @Override public boolean jumpsOverCall(Function callee) { return procs.containsKey(callee); }

        @Override public void callJumpedOver(State s, Function callee, Map<String, Term> args, Term.Sym result) {
            Proc p = procs.get(callee);
            List<Term> values = new ArrayList<>();
            for (effigy.ir.Local param : callee.params()) {
                Term v = args.get(param.name());
                if (v == null || !p.params().get(values.size()).sort().equals(v.sort())) {
                    if (lost == null) lost = "a call of " + callee.name() + " whose argument " + param.name() + " is not an integer value";
                    return;
                }
                values.add(v);
            }
            // the edge to the call is made before the call is one of the path's (its summary is not assumed before it)
            Call call = new Call(p, values, result);
            edges.add(new Edge(from, in, callsOf(s.inputs()), null, call, false, null, s.pathCondition(), Map.of(), null));
            calls.put(result, call);
        }

        @Override public boolean entered(State s, int frame, Function f, Loop l) { return arrive(s, frame, f, l); }

        @Override public boolean looped(State s, int frame, Function f, Loop l) { return arrive(s, frame, f, l); }

        @Override public boolean started(State s, int frame, Function f, Loop l, int count) { return s.get(done) != null; }
    }
}
