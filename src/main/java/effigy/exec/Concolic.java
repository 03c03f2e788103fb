package effigy.exec;

import effigy.source.Span;
import effigy.term.Assignment;
import effigy.term.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Concolic execution (the lecture's "concrete + symbolic", slides 69-70): the executor runs on concrete input
 * values while its values stay terms over the input symbols, and never forks. At every decision the concrete
 * input takes one way and the condition of that way is recorded as the next conjunct of the path condition,
 * as SAGE's array {@code PC} of conjuncts (slide 75), with where it was decided. The record of an executor whose
 * branch policy is {@link BranchPolicy#followInput}, on a state whose model is the input ({@link Executor#start}
 * starts it with {@link #input}).
 *
 * <p>A conjunct is a {@link Kind#BRANCH} (a two-way branch of the program), a {@link Kind#CHECK} (a runtime check
 * passed or failed: an access inside its object, a divisor not zero, an assertion), an {@link Kind#ASSUME} (an
 * assumption the input satisfies; negating it gives no new path) or a {@link Kind#CONCRETIZATION} (a symbolic
 * value fixed to its concrete value where it cannot stay symbolic; never negated either).
 */
public final class Concolic {
    public enum Kind { BRANCH, CHECK, ASSUME, CONCRETIZATION }

    /**
     * One conjunct: {@code term} (over the inputs), what decided it and where; for a branch its id and the way the
     * input took it; {@code branchesBefore} and {@code hashBefore} are the number of branch decisions (concrete
     * ones included) and the path digest before it, which let a later run tell whether it followed the same path
     * up to here; {@code check} names a check's kind (null otherwise).
     */
    public record Conjunct(Term term, Kind kind, Span span, int branchId, boolean taken, long branchesBefore, long hashBefore, String check) {
        /** Whether SAGE's {@code ExpandExecution} may negate it to reach a new path: a branch or a check. */
        public boolean negatable() { return kind == Kind.BRANCH || kind == Kind.CHECK; }
    }

    private final List<Conjunct> conjuncts = new ArrayList<>();
    private final java.util.LinkedHashMap<Term.Sym, Object> values;
    private final Assignment input;
    private Span violatedAssumption;

    /** A concolic run on {@code input}: every input symbol the run starts with has its value there. */
    public Concolic(Assignment input) {
        this.values = new java.util.LinkedHashMap<>(input.values());
        this.input = Assignment.live(values);
    }

    /**
     * The input: the values given, and those of the inputs read during the run (and of values the run fixed, such as
     * printf's count). The run's state has it as its model, and it grows as the run reads inputs.
     */
    public Assignment input() { return input; }

    void read(Term.Sym symbol, Object value) { values.put(symbol, value); }

    void add(Conjunct c) { conjuncts.add(c); }

    /** The conjuncts in the order the run decided them. */
    public List<Conjunct> conjuncts() { return conjuncts; }

    void assumptionViolated(Span span) { violatedAssumption = span; }

    /** Where the input failed an assumption ({@code __VERIFIER_assume}, ASSUME), ending the run with no leaf; null when it did not. */
    public Span violatedAssumption() { return violatedAssumption; }

    /** Concretizations among the conjuncts. */
    public List<Conjunct> concretizations() {
        return conjuncts.stream().filter(c -> c.kind() == Kind.CONCRETIZATION).toList();
    }
}
