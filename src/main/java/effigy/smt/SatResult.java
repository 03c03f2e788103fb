package effigy.smt;

import effigy.term.Assignment;

/** The answer to a satisfiability query. {@link Unknown} is never turned into a guess by any caller. */
public sealed interface SatResult permits SatResult.Sat, SatResult.Unsat, SatResult.Unknown {
    /** Satisfiable; {@code model} assigns every symbol of the query. */
    record Sat(Assignment model) implements SatResult {}

    /** Unsatisfiable. */
    record Unsat() implements SatResult {}

    /** The solver could not decide (timeout, incompleteness, resource limit); {@code reason} says why. */
    record Unknown(String reason) implements SatResult {}

    SatResult UNSAT = new Unsat();

    default boolean isSat() { return this instanceof Sat; }
    default boolean isUnsat() { return this instanceof Unsat; }
}
