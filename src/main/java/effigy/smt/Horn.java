package effigy.smt;

import effigy.term.Sort;
import effigy.term.Term;
import java.util.List;
import java.util.Map;

/**
 * Constrained Horn clauses: unknown predicates over terms, and clauses {@code body ∧ constraint → head} (a head of
 * null is {@code false}), every symbol of a clause universally quantified. A {@link Solver} that can
 * ({@link Solver#solveHorn}) answers with an interpretation of every predicate that satisfies every clause
 * ({@link Safe}: the predicates are inductive invariants), with {@link Unsafe} when no interpretation can (the query
 * clauses' {@code false} is derivable), or {@link Unknown}. An interpretation is the solver's claim: the caller checks
 * it before it relies on it.
 */
public final class Horn {
    private Horn() {}

    /**
     * How the solver searches: Spacer as configured by default, or with global guidance ({@code fp.spacer.global}:
     * lemmas generalized across the predicates' instances, which finds invariants over several arguments at once,
     * such as a recursion's {@code m + n <= c}, that the default search misses; slower on some loops).
     */
    public enum Strategy { DEFAULT, GLOBAL_GUIDANCE }

    /** An unknown predicate: a name (unique in its problem) and the sorts of its arguments. */
    public record Predicate(String name, List<Sort> sorts) {
        public Predicate {
            sorts = List.copyOf(sorts);
        }
    }

    /** A predicate applied to terms of its argument sorts. */
    public record Atom(Predicate predicate, List<Term> args) {
        public Atom {
            args = List.copyOf(args);
            if (args.size() != predicate.sorts().size())
                throw new IllegalArgumentException(predicate.name() + " takes " + predicate.sorts().size() + " arguments, not " + args.size());
            for (int i = 0; i < args.size(); i++)
                if (!args.get(i).sort().equals(predicate.sorts().get(i)))
                    throw new IllegalArgumentException(predicate.name() + "'s argument " + i + " has sort " + args.get(i).sort()
                            + ", not " + predicate.sorts().get(i));
        }
    }

    /** {@code body ∧ constraint → head}; a null head is {@code false} (a query). */
    public record Clause(List<Atom> body, Term constraint, Atom head) {
        public Clause {
            body = List.copyOf(body);
            if (!constraint.sort().equals(Sort.BOOL)) throw new IllegalArgumentException("constraint of sort " + constraint.sort());
        }
    }

    /** What a predicate is: a formula over its parameters (one fresh symbol per argument, in order). */
    public record Interpretation(List<Term.Sym> params, Term formula) {
        public Interpretation {
            params = List.copyOf(params);
        }
    }

    /** The solver's answer. */
    public sealed interface Result permits Safe, Unsafe, Unknown {}

    /** Every clause holds with these interpretations (the solver's claim, to be checked). */
    public record Safe(Map<Predicate, Interpretation> interpretations) implements Result {
        public Safe {
            interpretations = Map.copyOf(interpretations);
        }
    }

    /** No interpretation satisfies the clauses: {@code false} is derivable. */
    public record Unsafe() implements Result {}

    /** No answer, and why ({@code timeout}, an unsupported form, ...). */
    public record Unknown(String why) implements Result {}
}
