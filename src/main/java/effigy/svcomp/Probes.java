package effigy.svcomp;

import effigy.analysis.ProgramContext;
import effigy.exec.ExecConfig;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.ReadSites;
import effigy.exec.Stop;
import effigy.search.ExplorationLoop;
import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;

/**
 * Concrete runs of the whole program on inputs chosen without a solver, as the fuzzers among SV-COMP's verifiers run
 * them beside their model checkers (VeriFuzz, FuSeBMC): a violation behind a value condition the solver cannot decide
 * in time (floating-point polynomials, {@code floats-cdfpl/square_1}) or behind tens of thousands of loop iterations
 * that a symbolic search does not reach ({@code loop-zilu/benchmark03_linear} overflows after 65,536) is often met by
 * a run whose inputs are simple. Each probe is one run of the one executor with its branch policy evaluating, and every
 * input read answered by the probe's {@linkplain Choice choice}:
 *
 * <ul>
 *   <li>probe 0 reads all zeros, probe 1 all ones (true, 1, 1.0);</li>
 *   <li>even probes after that give each call site ({@code int@532}) one value for all its reads, drawn once per site
 *       (so a loop on {@code __VERIFIER_nondet_bool()} goes on while an earlier read stays 0);</li>
 *   <li>odd probes draw a value per read.</li>
 * </ul>
 *
 * Values are drawn, from a seeded generator (the same probes in every run), among the boundaries of the type (0, 1,
 * -1, the largest and smallest), small numbers, and uniform bits; floating-point values among 0, ±1, ±0.5 and uniform
 * reals in [-1, 1], [-2, 2], [-10, 10] and [-1000, 1000]. A probe finds nothing a replay would not: the caller replays
 * what it finds from its inputs before it believes it. Probes prove nothing: they only find violations.
 */
final class Probes {
    /** A run that violated the property: its leaf and its inputs. */
    record Hit(Leaf leaf, Assignment inputs, int probe) {}

    private final ProgramContext wb;
    private final ExecOptions options;
    private final Predicate<Leaf.ErrorInfo> violation;
    private int runs;

    /** Probes of {@code wb}'s program under {@code options} (its step limit bounds each run); {@code violation} says which errors count. */
    Probes(ProgramContext wb, ExecOptions options, Predicate<Leaf.ErrorInfo> violation) {
        this.wb = wb;
        this.options = options;
        this.violation = violation;
    }

    /** The probes run so far. */
    int runs() { return runs; }

    /** Runs probes 0, 1, 2, ... until one violates the property (its hit) or the deadline passes or a signal comes (null). */
    Hit run(ProgramContext.Entry entry, long deadlineNanos) {
        for (int probe = 0; System.nanoTime() - deadlineNanos < 0 && !Thread.currentThread().isInterrupted(); probe++) {
            Choice choice = new Choice(probe);
            Executor ex = wb.concreteExecutor(options, Assignment.EMPTY, ExecConfig.builder().inputSource(choice::value).build());
            Stop stop = ExplorationLoop.path(ex, ex.start(entry.function(), entry.args()), deadlineNanos);
            runs++;
            for (Leaf leaf : leaves(stop)) {
                if (leaf.status() == Leaf.Status.ERROR && violation.test(leaf.error())) return new Hit(leaf, leaf.test(), probe);
            }
        }
        return null;
    }

    /** What running every input found: a violation ({@code hit}), none with every input run ({@code complete}), or why not. */
    record Exhaustion(Hit hit, boolean complete, String why, long runs) {}

    /**
     * Every input, one run each, when there are few: the reads are enumerated as an odometer over the tree of runs (a
     * run reads the values of the run before up to its last read that has a next value, that one's next value, and 0
     * for every read after), so every run that some input makes is made once. It stops when a read cannot be enumerated
     * (an array's contents, or more than {@code maxBits} bits of reads on one run: 2^maxBits runs at most), at a
     * violation, or at a run that ends otherwise than returning or stopping on purpose (an undefined operation, the
     * step limit, something unsupported): those are no proof. {@code complete} only when every run was made and each
     * ended well: then no input violates the property, since the runs are concrete and exact.
     */
    Exhaustion exhaust(ProgramContext.Entry entry, int maxBits, Predicate<Leaf.ErrorInfo> harmless, long deadlineNanos) {
        List<BigInteger> next = new ArrayList<>();
        long made = 0;
        while (true) {
            if (Thread.currentThread().isInterrupted()) return new Exhaustion(null, false, "interrupted after " + made + " runs", made);
            if (System.nanoTime() - deadlineNanos > 0) return new Exhaustion(null, false, "the time limit after " + made + " runs", made);
            List<BigInteger> values = new ArrayList<>();
            List<Integer> widths = new ArrayList<>();
            String[] refused = new String[1];
            List<BigInteger> given = next;
            int[] bits = new int[1];
            Executor.InputSource source = (sym, bytes) -> {
                int i = values.size();
                String kind = ReadSites.kind(sym);
                int w = sym.sort() instanceof Sort.BoolSort || kind.equals("bool") || kind.equals("_Bool") ? 1
                        : sym.sort() instanceof Sort.BvSort bv ? bv.width() : -1;
                // a read that cannot be enumerated ends the run at once (a run on zeros may go on for millions of steps)
                if (w < 0) { refused[0] = "an input of sort " + sym.sort() + " (" + sym.name() + ") is not enumerated"; throw new Refused(); }
                bits[0] += w;
                if (bits[0] > maxBits) { refused[0] = "a run reads more than " + maxBits + " bits of input (" + sym.name() + " makes " + bits[0] + ")"; throw new Refused(); }
                BigInteger v = i < given.size() ? given.get(i) : BigInteger.ZERO;
                values.add(v);
                widths.add(w);
                return sym.sort() instanceof Sort.BoolSort ? (Object) (v.signum() != 0) : v;
            };
            Executor ex = wb.concreteExecutor(options, Assignment.EMPTY, ExecConfig.builder().inputSource(source).build());
            made++;
            runs++;
            Stop stop;
            try {
                stop = ExplorationLoop.path(ex, ex.start(entry.function(), entry.args()), deadlineNanos);
            } catch (Refused r) {
                return new Exhaustion(null, false, refused[0], made);
            }
            if (!(stop instanceof Stop.Finished || stop instanceof Stop.Infeasible)) {
                return new Exhaustion(null, false, stop instanceof Stop.Abandoned a ? a.why() : "a run did not end", made);
            }
            for (Leaf leaf : leaves(stop)) {
                if (leaf.status() == Leaf.Status.ERROR && violation.test(leaf.error())) return new Exhaustion(new Hit(leaf, leaf.test(), -1), false, null, made);
                if (leaf.status() == Leaf.Status.ERROR && harmless.test(leaf.error())) continue;
                if (leaf.status() != Leaf.Status.RETURNED) {
                    return new Exhaustion(null, false, "a run ended " + leaf.status().label() + (leaf.error() != null ? ": " + leaf.error().message() : ""), made);
                }
            }
            // the odometer: the last read with a next value turns, the reads after it start again at 0
            int i = values.size() - 1;
            while (i >= 0 && values.get(i).equals(BigInteger.ONE.shiftLeft(widths.get(i)).subtract(BigInteger.ONE))) i--;
            if (i < 0) return new Exhaustion(null, true, null, made);
            next = new ArrayList<>(values.subList(0, i));
            next.add(values.get(i).add(BigInteger.ONE));
        }
    }

    /** The leaves a run made: those on its way (checks that could also pass), and the one it ended in. */
    private static List<Leaf> leaves(Stop stop) {
        List<Leaf> leaves = new ArrayList<>(stop.emitted());
        if (stop instanceof Stop.Finished f) leaves.add(f.leaf());
        return leaves;
    }

    /** Thrown by an enumerating run's input source at a read it cannot enumerate: the run stops there. */
    private static final class Refused extends RuntimeException {
        Refused() { super(null, null, false, false); }
    }

    /** The values of one probe's reads. */
    static final class Choice {
        private final int probe;
        private final Random random;
        /** The value each call site gives (probes that choose by site). */
        private final Map<String, Object> bySite = new HashMap<>();

        Choice(int probe) {
            this.probe = probe;
            this.random = new Random(0x5eed_0000L + probe);
        }

        Object value(Term.Sym symbol, long bytes) {
            boolean floating = floating(symbol);
            if (probe == 0 || probe == 1) return constant(symbol.sort(), probe, floating);
            if (probe % 2 == 0) {
                String site = ReadSites.of(symbol);
                if (site != null) return bySite.computeIfAbsent(site + ":" + symbol.sort(), k -> draw(symbol.sort(), floating));
            }
            return draw(symbol.sort(), floating);
        }

        /**
         * Whether a read is of a {@code float} or {@code double} ({@code __VERIFIER_nondet_float()} reads {@code float@12}):
         * its bit-vector holds the IEEE bits of a real.
         */
        private static boolean floating(Term.Sym symbol) {
            String kind = ReadSites.kind(symbol);
            return symbol.sort() instanceof Sort.BvSort bv && (bv.width() == 32 && kind.equals("float") || bv.width() == 64 && kind.equals("double"));
        }

        /** Zero or one of {@code sort} (an array of them for an array; 0.0 or 1.0 for a floating read). */
        private static Object constant(Sort sort, int v, boolean floating) {
            if (sort instanceof Sort.BoolSort) return v != 0;
            if (sort instanceof Sort.ArraySort a) return ArrayValue.constant(constant(a.element(), v, false));
            if (floating) return fpBits(((Sort.BvSort) sort).width(), v);
            return BigInteger.valueOf(v);
        }

        private Object draw(Sort sort, boolean floating) {
            if (sort instanceof Sort.BoolSort) return random.nextBoolean();
            if (sort instanceof Sort.ArraySort a) return ArrayValue.constant(draw(a.element(), false));
            if (floating) return fpBits(((Sort.BvSort) sort).width(), real());
            if (sort instanceof Sort.BvSort bv) return bits(bv.width());
            return BigInteger.valueOf(random.nextInt(33) - 16);   // a mathematical integer
        }

        /** A w-bit value (unsigned): a boundary, a small number or uniform bits. */
        private BigInteger bits(int w) {
            BigInteger modulus = BigInteger.ONE.shiftLeft(w);
            BigInteger v = switch (random.nextInt(8)) {
                case 0 -> BigInteger.ZERO;
                case 1 -> BigInteger.ONE;
                case 2 -> BigInteger.ONE.negate();
                case 3 -> BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE);   // the largest signed
                case 4 -> BigInteger.ONE.shiftLeft(w - 1);                             // the smallest signed
                case 5 -> BigInteger.valueOf(random.nextInt(33) - 16);
                case 6 -> BigInteger.valueOf(random.nextInt(256));
                default -> new BigInteger(w, random);
            };
            return v.mod(modulus);
        }

        private double real() {
            return switch (random.nextInt(8)) {
                case 0 -> 0.0;
                case 1 -> random.nextBoolean() ? 1.0 : -1.0;
                case 2 -> random.nextBoolean() ? 0.5 : -0.5;
                case 3 -> 2 * random.nextDouble() - 1;
                case 4 -> 4 * random.nextDouble() - 2;
                case 5 -> 20 * random.nextDouble() - 10;
                case 6 -> 2000 * random.nextDouble() - 1000;
                default -> random.nextDouble();
            };
        }

        /** The IEEE bits of {@code d} as a float ({@code width} 32) or a double (64), as an unsigned number. */
        private static BigInteger fpBits(int width, double d) {
            if (width == 32) return BigInteger.valueOf(Float.floatToRawIntBits((float) d) & 0xffff_ffffL);
            return new BigInteger(Long.toUnsignedString(Double.doubleToRawLongBits(d)));
        }
    }
}
