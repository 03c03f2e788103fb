package effigy.explore;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Output;
import effigy.exec.Stop;
import effigy.explore.CommutativityPrograms.GenProgram;
import effigy.explore.CommutativityPrograms.Printed;
import effigy.smt.SatResult;
import effigy.source.SourceFile;
import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.PathConditions;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * King's commutativity theorem (King 1976, §5), checked on random programs: for a program explored
 * symbolically with symbolic arguments, every concrete input drives the program down exactly the one
 * path whose path condition it satisfies, and the concrete run ends as that leaf says once the leaf's
 * symbolic results are instantiated with the input (same status, error, branch digest, step count,
 * outputs and WRITEs). With the leaves' path conditions mutually exclusive and jointly exhaustive (up to
 * the inputs an ASSUME rules out), symbolic execution is correct and complete for the explored tree, as
 * de Boer and Bonsangue state it.
 *
 * <p>Programs come from {@link CommutativityPrograms}; every program gets its own {@link Workbench}
 * (and Z3 context), closed after the try.
 */
class CommutativityProperties {
    static final int SOLVER_TIMEOUT_MS = 2_000;
    static final ExploreOptions EXPLORE = new ExploreOptions(Search.DFS, 400, 10_000);
    static final int RANDOM_INPUTS = 6;
    static final int MAX_PERTURBED_INPUTS = 40;
    static final int MAX_PAIR_QUERIES = 300;
    /** Solver time one program may spend on pair queries (a query can take up to the solver timeout). */
    static final long PAIR_BUDGET_MS = 4_000;
    static final Sort ARRAY = Sort.array(Sort.INT, Sort.INT);

    private static final PropertyCounters COUNTERS = new PropertyCounters("commutativity counters");

    private static void count(String what, long n) { COUNTERS.count(what, n); }

    @AfterContainer
    static void report() { COUNTERS.report(); }

    // ------------------------------------------------------------------ generators

    /** A program decoded from choice tapes; shrinking the tapes shrinks the program, a statement at a time. */
    @Provide
    Arbitrary<GenProgram> programs() {
        Arbitrary<Integer> choice = Arbitraries.integers().between(0, CommutativityPrograms.Tape.RANGE - 1)
                .withDistribution(RandomDistribution.uniform());
        Arbitrary<List<Integer>> header = choice.list().ofSize(48);
        Arbitrary<List<Integer>> statement = choice.list().ofMinSize(1).ofMaxSize(40).withSizeDistribution(RandomDistribution.uniform());
        Arbitrary<List<List<Integer>>> helperBody = statement.list().ofMaxSize(4).withSizeDistribution(RandomDistribution.uniform());
        Arbitrary<List<List<Integer>>> mainBody = statement.list().ofMinSize(1).ofMaxSize(8).withSizeDistribution(RandomDistribution.uniform());
        return Combinators.combine(header, helperBody, mainBody).as(CommutativityPrograms.Genome::new)
                .map(CommutativityPrograms::decode);
    }

    /** Input values: mostly small (where the branches are), sometimes far beyond 32 or 64 bits' reach. */
    @Provide
    Arbitrary<List<Long>> inputTapes() {
        Arbitrary<Long> value = Arbitraries.frequencyOf(
                Tuple.of(30, Arbitraries.longs().between(-6, 6)),
                Tuple.of(2, Arbitraries.longs().between(-3_000_000_000L, 3_000_000_000L)),
                Tuple.of(1, Arbitraries.of(Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1, 1L << 62, -(1L << 62),
                        3_037_000_500L, -3_037_000_500L, 4_294_967_296L)));
        return value.list().ofMinSize(1).ofMaxSize(120);
    }

    // ------------------------------------------------------------------ property 1: commutativity

    /**
     * For random inputs, for every leaf's own test input, and for those tests nudged by ±1 (inputs near
     * the path conditions' boundaries): exactly one leaf's path condition holds, and the concrete run
     * ends as that leaf, instantiated with the input, says. Inputs that violate an ASSUME satisfy no leaf
     * and their concrete run stops as infeasible. Every leaf's test also replays through {@link Replayer},
     * and each path condition as displayed ({@link PathConditions#simplify}) agrees with it on every input.
     */
    @Property(tries = 1000, shrinking = ShrinkingMode.BOUNDED, edgeCases = EdgeCasesMode.NONE)
    void concreteRunsFollowTheirSymbolicLeaf(@ForAll("programs") GenProgram p, @ForAll("inputTapes") List<Long> inputTape) {
        long start = System.nanoTime();
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("gen.eff", p.text())), SOLVER_TIMEOUT_MS)) {
            Workbench.Entry entry = wb.entry(p.call());
            Exploration exploration = wb.explore(wb.executor(options(p), false), entry, EXPLORE);
            Run run = new Run(wb, p, entry, exploration);
            count("programs", 1);
            collect("leaves", bucket(exploration.leaves().size()));
            if (exploration.count(Leaf.Status.UNKNOWN) > 0) {
                count("programs skipped: solver unknown", 1);
                collect("outcome", "skipped: solver unknown");
                return;
            }
            collect("outcome", exploration.complete() ? "complete" : "incomplete: " + exploration.stoppedBecause());
            for (Leaf l : exploration.leaves()) {
                count("leaves " + l.status().label() + (l.error() != null ? " " + l.error().kind() : ""), 1);
            }

            // random inputs
            Values values = new Values(inputTape);
            List<Assignment> randoms = new ArrayList<>();
            for (int i = 0; i < RANDOM_INPUTS; i++) {
                Assignment in = run.input(values);
                randoms.add(in);
                run.check(in, "random input " + (i + 1), -1);
            }

            // every leaf's own test replays (through the Replayer and through this check)
            Replayer replayer = new Replayer(wb.program(), wb.termBuilder(), wb.solver(), options(p));
            List<Leaf> leaves = exploration.leaves();
            for (int i = 0; i < leaves.size(); i++) {
                Leaf leaf = leaves.get(i);
                Replayer.Replay r = replayer.replay(entry.function(), entry.args(), leaf);
                if (!r.matches()) {
                    throw run.failure("the Replayer finds leaf #" + i + "'s test does not replay: " + r.mismatch(),
                            leaf.test(), r.concrete(), List.of(i));
                }
                run.check(randoms.get(0).merge(leaf.test()), "test of leaf #" + i, i);
                count("leaf tests replayed", 1);
            }

            // tests nudged by ±1: inputs on the other side of the boundaries the solver found
            int perturbed = 0;
            for (int i = 0; i < leaves.size() && perturbed < MAX_PERTURBED_INPUTS; i++) {
                List<Term.Sym> ints = new ArrayList<>();
                for (Term.Sym s : leaves.get(i).inputs()) if (s.sort().equals(Sort.INT)) ints.add(s);
                if (ints.isEmpty()) continue;
                for (int d = 0; d < 2 && perturbed < MAX_PERTURBED_INPUTS; d++) {
                    Term.Sym s = ints.get((i + d) % ints.size());
                    BigInteger v = (BigInteger) leaves.get(i).test().valueOf(s);
                    BigInteger nudged = v.add(BigInteger.valueOf(d == 0 ? 1 : -1));
                    Assignment in = randoms.get(0).merge(leaves.get(i).test()).with(s, nudged);
                    run.check(in, "test of leaf #" + i + " with " + s.name() + " = " + nudged, -1);
                    perturbed++;
                }
            }
        } finally {
            count("milliseconds in commutativity", (System.nanoTime() - start) / 1_000_000);
        }
    }

    // ------------------------------------------------------------------ property 2: a partition

    /**
     * The leaves' path conditions are mutually exclusive, and together with the inputs an ASSUME rules out
     * they cover every input. The ruled-out inputs are computed exactly: the same program with every
     * {@code ASSUME (c)} written {@code ASSERT (c)} (procedures renamed, loaded into the same workbench so
     * terms are shared) has, besides leaves matching the original's one to one, an assertion leaf for each
     * region where an ASSUME fails. Checked with the solver: pairwise conjunctions unsatisfiable (all pairs,
     * or a fixed-size sample of them), and the negated disjunction unsatisfiable.
     */
    @Property(tries = 500, shrinking = ShrinkingMode.BOUNDED, edgeCases = EdgeCasesMode.NONE)
    void pathConditionsPartitionTheInputs(@ForAll("programs") GenProgram p) {
        long start = System.nanoTime();
        Printed variant = p.variant("V");
        SourceFile variantFile = new SourceFile("variant.eff", variant.text());
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("gen.eff", p.text()), variantFile), SOLVER_TIMEOUT_MS)) {
            Workbench.Entry entry = wb.entry(p.call());
            Exploration original = wb.explore(wb.executor(options(p), false), entry, EXPLORE);
            Exploration asserted = wb.explore(wb.executor(options(p), false), wb.entry(p.variantCall("V")), EXPLORE);
            Run run = new Run(wb, p, entry, original);
            if (!original.complete() || !asserted.complete()
                    || original.count(Leaf.Status.UNKNOWN) + asserted.count(Leaf.Status.UNKNOWN) > 0) {
                count("partition: programs skipped (incomplete or unknown)", 1);
                collect("outcome", "skipped");
                return;
            }
            collect("outcome", p.hasAssume() ? "checked, with ASSUME" : "checked");
            List<Leaf> ruledOut = new ArrayList<>(), others = new ArrayList<>();
            for (Leaf l : asserted.leaves()) {
                boolean converted = l.error() != null && l.error().kind() == effigy.exec.ErrorKind.ASSERTION
                        && l.error().span().file().name().equals("variant.eff")
                        && variant.convertedAssumeOffsets().contains(l.error().span().start());
                (converted ? ruledOut : others).add(l);
            }
            // the ASSERT variant has the original's leaves, one to one
            Map<String, Integer> sig = new TreeMap<>();
            for (Leaf l : original.leaves()) sig.merge(signature(l), 1, Integer::sum);
            for (Leaf l : others) sig.merge(signature(l), -1, Integer::sum);
            sig.values().removeIf(v -> v == 0);
            if (!sig.isEmpty()) {
                throw new AssertionError("with ASSUME written as ASSERT the leaves differ beyond the ruled-out inputs: "
                        + sig + "\n" + run.describeProgram() + "\n--- variant:\n" + variant.text()
                        + "\n--- original leaves:\n" + run.describeLeaves(null)
                        + "--- variant leaves:\n" + describe(asserted.leaves(), null));
            }

            TermBuilder tb = wb.termBuilder();
            List<Leaf> all = new ArrayList<>(original.leaves());
            all.addAll(ruledOut);
            List<Term> pcs = new ArrayList<>();
            for (Leaf l : all) pcs.add(tb.and(l.pathCondition()));
            count("partition: programs checked", 1);
            count("partition: leaves", original.leaves().size());
            count("partition: ASSUME-failure regions", ruledOut.size());

            // mutual exclusion
            List<int[]> pairs = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) for (int j = i + 1; j < all.size(); j++) pairs.add(new int[] {i, j});
            if (pairs.size() > MAX_PAIR_QUERIES) {
                java.util.Collections.shuffle(pairs, new Random(p.text().hashCode()));
                pairs = pairs.subList(0, MAX_PAIR_QUERIES);
                count("partition: programs with sampled pairs", 1);
            }
            long deadline = System.nanoTime() + PAIR_BUDGET_MS * 1_000_000;
            for (int[] ij : pairs) {
                if (System.nanoTime() > deadline) { count("partition: programs out of pair-query time", 1); break; }
                SatResult r = wb.solverStack().check(List.of(pcs.get(ij[0]), pcs.get(ij[1])));
                count("partition: pair queries", 1);
                if (r instanceof SatResult.Unknown) { count("partition: pair queries unknown", 1); continue; }
                if (r instanceof SatResult.Sat sat) {
                    throw run.overlap(all, ij[0], ij[1], original.leaves().size(), sat.model());
                }
            }

            // exhaustiveness
            SatResult r = wb.solverStack().check(List.of(tb.not(tb.or(pcs))));
            count("partition: coverage queries", 1);
            if (r instanceof SatResult.Unknown) { count("partition: coverage queries unknown", 1); return; }
            if (r instanceof SatResult.Sat sat) throw run.gap(all, original.leaves().size(), sat.model());
        } finally {
            count("milliseconds in partition", (System.nanoTime() - start) / 1_000_000);
        }
    }

    /** jqwik statistics; skipped when the property bodies run outside jqwik (from a driver or a debugger). */
    private static void collect(String label, Object value) {
        try {
            Statistics.label(label).collect(value);
        } catch (RuntimeException outsideJqwik) {
            // no current property
        }
    }

    /**
     * How many READ symbols per READ variable an input provides ({@code V}, {@code V_2}, …): a READ of one
     * variable is one statement, so a path makes at most as many as the step limit allows.
     */
    static int readsPerVariable(GenProgram p) { return p.stepLimit(); }

    static ExecOptions options(GenProgram p) { return new ExecOptions(p.stepLimit(), p.depthLimit()); }

    private static String bucket(int n) {
        return n <= 1 ? "0-1" : n <= 4 ? "2-4" : n <= 9 ? "5-9" : n <= 29 ? "10-29" : n <= 99 ? "30-99" : "100+";
    }

    private static String signature(Leaf l) {
        return l.status().label() + "/" + (l.error() == null ? "-" : l.error().kind()) + "/steps " + l.steps()
                + "/writes " + l.writes().size() + "/outputs " + l.outputs().keySet();
    }

    // ------------------------------------------------------------------ one program's checks

    /** A tape of input values, read cyclically (an empty tape gives zeros). */
    static final class Values {
        private final List<Long> tape;
        private int next;

        Values(List<Long> tape) { this.tape = tape; }

        BigInteger next() {
            if (tape.isEmpty()) return BigInteger.ZERO;
            return BigInteger.valueOf(tape.get(next++ % tape.size()));
        }

        int small(int n) { return next().mod(BigInteger.valueOf(n)).intValue(); }
    }

    /** One explored program and what checking it needs. */
    static final class Run {
        final Workbench wb;
        final GenProgram p;
        final Workbench.Entry entry;
        final Exploration exploration;
        final TermBuilder tb;
        /** Each leaf's path condition as King's tables show it ({@link PathConditions#simplify}). */
        final List<List<Term>> displayed = new ArrayList<>();

        Run(Workbench wb, GenProgram p, Workbench.Entry entry, Exploration exploration) {
            this.wb = wb;
            this.p = p;
            this.entry = entry;
            this.exploration = exploration;
            this.tb = wb.termBuilder();
            for (Leaf l : exploration.leaves()) displayed.add(PathConditions.simplify(l.pathCondition(), tb));
        }

        /** An input giving a value to every symbol the program can make: entry symbols and READ symbols. */
        Assignment input(Values v) {
            Map<Term.Sym, Object> m = new LinkedHashMap<>();
            for (String s : p.scalarSymbols()) m.put(sym(s, Sort.INT), v.next());
            if (p.arraySymbol() != null) {
                BigInteger dflt = v.next();
                Map<BigInteger, Object> elements = new HashMap<>();
                int n = v.small(4);
                for (int i = 0; i < n; i++) {
                    BigInteger index = BigInteger.valueOf(v.small(8) - 2);
                    BigInteger value = v.next();
                    if (value.equals(dflt)) elements.remove(index); else elements.put(index, value);
                }
                m.put(sym(p.arraySymbol(), ARRAY), new ArrayValue(dflt, elements));
            }
            for (String r : CommutativityPrograms.readSymbolNames(p.readBases(), readsPerVariable(p))) {
                m.putIfAbsent(sym(r, Sort.INT), v.next());
            }
            return new Assignment(m);
        }

        private Term.Sym sym(String name, Sort sort) { return (Term.Sym) tb.symbol(name, sort); }

        static boolean holds(Leaf l, Assignment in) { return holds(l.pathCondition(), in); }

        static boolean holds(List<Term> conjuncts, Assignment in) {
            Evaluator ev = new Evaluator(in);
            for (Term c : conjuncts) if (!(Boolean) ev.eval(c)) return false;
            return true;
        }

        /**
         * Checks one input: the leaves whose path condition it satisfies, against its concrete run.
         * {@code expectedLeaf} (or -1) is the leaf the input was made for.
         */
        void check(Assignment input, String origin, int expectedLeaf) {
            List<Leaf> leaves = exploration.leaves();
            List<Integer> matching = new ArrayList<>();
            for (int i = 0; i < leaves.size(); i++) {
                boolean h = holds(leaves.get(i), input);
                if (h) matching.add(i);
                // the displayed path condition means the same (PathConditions.simplify's contract)
                if (h != holds(displayed.get(i), input)) {
                    throw failure(origin + ": leaf #" + i + "'s simplified path condition " + displayed.get(i) + " is "
                            + !h + " where the path condition is " + h, input, null, matching);
                }
            }
            Executor cx = wb.concreteExecutor(options(p), input);
            Stop stop = cx.run(cx.start(entry.function(), entry.args()));
            count("inputs checked", 1);
            if (!stop.emitted().isEmpty()) {
                throw failure(origin + ": the concrete run emitted leaves on the way: " + stop.emitted(), input, null, matching);
            }
            if (stop instanceof Stop.Infeasible) {
                count("inputs ruled out by an ASSUME", 1);
                if (!p.hasAssume()) throw failure(origin + ": the concrete run is infeasible in a program without ASSUME", input, null, matching);
                if (!matching.isEmpty()) {
                    throw failure(origin + ": the concrete run stops at a failing ASSUME, yet a leaf's path condition holds", input, null, matching);
                }
                if (expectedLeaf >= 0) throw failure(origin + ": a leaf's own test is ruled out by an ASSUME", input, null, matching);
                return;
            }
            if (!(stop instanceof Stop.Finished fin)) {
                throw failure(origin + ": the concrete run did not finish: " + stop.getClass().getSimpleName()
                        + " (a symbol without a value, or a solver call on a concrete path)", input, null, matching);
            }
            Leaf concrete = fin.leaf();
            for (Term.Sym s : concrete.inputs()) {
                if (!input.has(s)) throw failure(origin + ": test setup: the input has no value for symbol " + s.name(), input, concrete, matching);
            }
            if (matching.size() != 1) {
                if (matching.isEmpty() && !exploration.complete()) { count("inputs beyond an incomplete exploration", 1); return; }
                throw failure(origin + ": " + matching.size() + " leaves' path conditions hold for the input (expected exactly one)",
                        input, concrete, matching);
            }
            int k = matching.get(0);
            if (expectedLeaf >= 0 && k != expectedLeaf) {
                throw failure(origin + ": the test of leaf #" + expectedLeaf + " satisfies leaf #" + k + "'s path condition", input, concrete, matching);
            }
            String diff = difference(leaves.get(k), concrete, input);
            if (diff != null) throw failure(origin + ": the concrete run differs from leaf #" + k + ": " + diff, input, concrete, matching);
            count("inputs matched a leaf", 1);
        }

        /** The first difference between a symbolic leaf instantiated with {@code in} and a concrete run, or null. */
        static String difference(Leaf sym, Leaf conc, Assignment in) {
            if (sym.status() != conc.status()) return "status " + conc.status().label() + " instead of " + sym.status().label();
            if (sym.pathHash() != conc.pathHash()) {
                return "path digest " + Long.toHexString(conc.pathHash()) + " instead of " + Long.toHexString(sym.pathHash());
            }
            if (sym.steps() != conc.steps()) return "steps " + conc.steps() + " instead of " + sym.steps();
            if ((sym.error() == null) != (conc.error() == null)) return "error " + conc.error() + " instead of " + sym.error();
            if (sym.error() != null) {
                if (!sym.error().kind().equals(conc.error().kind())) return "error kind " + conc.error().kind() + " instead of " + sym.error().kind();
                if (!Objects.equals(sym.error().span(), conc.error().span())) {
                    return "error at " + conc.error().span() + " instead of " + sym.error().span();
                }
            }
            if (!sym.outputs().keySet().equals(conc.outputs().keySet())) {
                return "outputs " + conc.outputs().keySet() + " instead of " + sym.outputs().keySet();
            }
            for (Map.Entry<String, Term> e : sym.outputs().entrySet()) {
                Object expected = Evaluator.eval(e.getValue(), in);
                Object actual = Evaluator.eval(conc.outputs().get(e.getKey()), in);
                if (!expected.equals(actual)) return "output " + e.getKey() + " = " + actual + " instead of " + expected;
            }
            List<Output> sw = sym.writes(), cw = conc.writes();
            if (sw.size() != cw.size()) return cw.size() + " WRITE records instead of " + sw.size();
            for (int i = 0; i < sw.size(); i++) {
                List<Object> a = sw.get(i).items(), b = cw.get(i).items();
                if (a.size() != b.size()) return "WRITE record " + (i + 1) + " has " + b.size() + " items instead of " + a.size();
                for (int j = 0; j < a.size(); j++) {
                    Object x = a.get(j) instanceof Term t ? Evaluator.eval(t, in) : a.get(j);
                    Object y = b.get(j) instanceof Term t ? Evaluator.eval(t, in) : b.get(j);
                    if (!x.equals(y)) return "WRITE record " + (i + 1) + " item " + (j + 1) + " = " + y + " instead of " + x;
                }
            }
            return null;
        }

        String describeProgram() {
            return "--- program (" + p.call() + ", step limit " + p.stepLimit() + ", depth limit " + p.depthLimit() + "):\n" + p.text();
        }

        String describeLeaves(Assignment in) {
            return "--- " + exploration.leaves().size() + " leaves (exploration " + (exploration.complete() ? "complete" : "stopped: "
                    + exploration.stoppedBecause()) + ", " + exploration.infeasible() + " infeasible paths):\n"
                    + describe(exploration.leaves(), in);
        }

        /**
         * Where an input that no leaf covers leaves the tree: the leaf whose path condition it satisfies the
         * longest prefix of, and the first conjunct it falsifies (an undecided or wrongly decided query there).
         */
        String divergence(Assignment input) {
            int best = -1, depth = -1;
            List<Leaf> leaves = exploration.leaves();
            for (int i = 0; i < leaves.size(); i++) {
                Evaluator ev = new Evaluator(input);
                List<Term> pc = leaves.get(i).pathCondition();
                int k = 0;
                while (k < pc.size() && (Boolean) ev.eval(pc.get(k))) k++;
                if (k > depth) { depth = k; best = i; }
            }
            if (best < 0) return "";
            Leaf l = leaves.get(best);
            return "--- the input leaves the tree after " + depth + " of leaf #" + best + "'s " + l.pathCondition().size()
                    + " conjuncts" + (depth < l.pathCondition().size() ? "; it falsifies " + l.pathCondition().get(depth)
                    + " (was the other side of that decision undecided, or wrongly found infeasible?)" : "") + '\n';
        }

        /** The input's values for the entry symbols and the symbols some path made (not every unused READ symbol). */
        String relevant(Assignment input, Leaf concrete) {
            java.util.Set<Term.Sym> used = new java.util.LinkedHashSet<>();
            for (Term.Sym s : input.values().keySet()) {
                if (p.scalarSymbols().contains(s.name()) || s.name().equals(p.arraySymbol())) used.add(s);
            }
            for (Leaf l : exploration.leaves()) used.addAll(l.inputs());
            if (concrete != null) used.addAll(concrete.inputs());
            Map<String, Object> out = new LinkedHashMap<>();
            for (Term.Sym s : used) if (input.has(s)) out.put(s.name(), input.get(s));
            int omitted = input.values().size() - out.size();
            return out + (omitted > 0 ? " (and " + omitted + " READ symbols no path made)" : "");
        }

        AssertionError failure(String what, Assignment input, Leaf concrete, List<Integer> matching) {
            StringBuilder sb = new StringBuilder("King's commutativity fails: ").append(what).append('\n');
            sb.append(describeProgram());
            sb.append("--- input: ").append(relevant(input, concrete)).append('\n');
            sb.append("--- leaves whose path condition holds: ").append(matching).append('\n');
            if (matching.isEmpty()) sb.append(divergence(input));
            sb.append("--- concrete run: ").append(concrete == null ? "(none)" : describe(concrete, input)).append('\n');
            sb.append(describeLeaves(input));
            return new AssertionError(sb.toString());
        }

        AssertionError overlap(List<Leaf> all, int i, int j, int originals, Assignment model) {
            Leaf a = all.get(i), b = all.get(j);
            StringBuilder sb = new StringBuilder("path conditions overlap: ")
                    .append(name(i, originals)).append(" and ").append(name(j, originals)).append(" both hold for ").append(model).append('\n');
            sb.append("(under the Evaluator: ").append(name(i, originals)).append(' ').append(holds(a, model))
                    .append(", ").append(name(j, originals)).append(' ').append(holds(b, model)).append(")\n");
            sb.append(describeProgram());
            sb.append("--- ").append(name(i, originals)).append(": ").append(describe(a, model)).append('\n');
            sb.append("--- ").append(name(j, originals)).append(": ").append(describe(b, model)).append('\n');
            sb.append(concreteRunOf(model));
            sb.append(describeLeaves(model));
            return new AssertionError(sb.toString());
        }

        AssertionError gap(List<Leaf> all, int originals, Assignment model) {
            StringBuilder sb = new StringBuilder("no path condition holds (nor does any ASSUME fail) for ").append(model).append('\n');
            sb.append("(under the Evaluator, holding: ");
            for (int i = 0; i < all.size(); i++) if (holds(all.get(i), model)) sb.append(name(i, originals)).append(' ');
            sb.append(")\n").append(describeProgram()).append(concreteRunOf(model));
            sb.append("--- path conditions of the ASSUME-failure regions (from the ASSERT variant):\n");
            for (int i = originals; i < all.size(); i++) sb.append("  ").append(describe(all.get(i), model)).append('\n');
            sb.append(describeLeaves(model));
            return new AssertionError(sb.toString());
        }

        private static String name(int i, int originals) {
            return i < originals ? "leaf #" + i : "ASSUME-failure region #" + (i - originals);
        }

        /** The concrete run on a model (READ symbols it lacks get 0), for a failure message. */
        private String concreteRunOf(Assignment model) {
            Map<Term.Sym, Object> m = new LinkedHashMap<>(model.values());
            for (String r : CommutativityPrograms.readSymbolNames(p.readBases(), readsPerVariable(p))) m.putIfAbsent(sym(r, Sort.INT), BigInteger.ZERO);
            for (String s : p.scalarSymbols()) m.putIfAbsent(sym(s, Sort.INT), BigInteger.ZERO);
            if (p.arraySymbol() != null) m.putIfAbsent(sym(p.arraySymbol(), ARRAY), ArrayValue.constant(BigInteger.ZERO));
            Assignment in = new Assignment(m);
            try {
                Executor cx = wb.concreteExecutor(options(p), in);
                Stop stop = cx.run(cx.start(entry.function(), entry.args()));
                return "--- concrete run on it: " + (stop instanceof Stop.Finished f ? describe(f.leaf(), in) : stop.getClass().getSimpleName()) + '\n';
            } catch (RuntimeException e) {
                return "--- concrete run on it failed: " + e + '\n';
            }
        }
    }

    static String describe(List<Leaf> leaves, Assignment in) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < leaves.size(); i++) {
            Leaf l = leaves.get(i);
            sb.append("  #").append(i).append(' ').append(describe(l, in));
            if (in != null) sb.append("  [pc ").append(Run.holds(l, in) ? "HOLDS" : "fails").append(']');
            sb.append('\n');
        }
        return sb.toString();
    }

    /** A leaf: status, error, steps, digest, path condition, outputs and WRITEs (with values under {@code in}). */
    static String describe(Leaf l, Assignment in) {
        StringBuilder sb = new StringBuilder(l.status().label());
        if (l.error() != null) sb.append(" (").append(l.error().kind()).append(" at ").append(l.error().span()).append(')');
        sb.append(" steps=").append(l.steps()).append(" digest=").append(Long.toHexString(l.pathHash()));
        sb.append(" pc=").append(l.pathCondition());
        if (!l.outputs().isEmpty()) {
            sb.append(" outputs={");
            String sep = "";
            for (Map.Entry<String, Term> e : l.outputs().entrySet()) {
                sb.append(sep).append(e.getKey()).append('=').append(e.getValue());
                if (in != null) sb.append(" [").append(Evaluator.eval(e.getValue(), in)).append(']');
                sep = ", ";
            }
            sb.append('}');
        }
        if (!l.writes().isEmpty()) {
            sb.append(" writes=[");
            String sep = "";
            for (Output o : l.writes()) {
                sb.append(sep).append(o.text());
                if (in != null) {
                    List<Object> vals = new ArrayList<>();
                    for (Object x : o.items()) vals.add(x instanceof Term t ? Evaluator.eval(t, in) : x);
                    sb.append(" ").append(vals);
                }
                sep = "; ";
            }
            sb.append(']');
        }
        sb.append(" test=").append(l.test());
        return sb.toString();
    }
}
