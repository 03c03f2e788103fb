package effigy.smt;

import effigy.term.Assignment;

/**
 * Whether a claim holds on every input that satisfies a path condition: {@link Valid} when the path
 * condition and the negated claim are unsatisfiable together, {@link Invalid} with an input on which the
 * path condition holds and the claim fails, {@link Unknown} when the solver could not decide.
 */
public sealed interface Validity permits Validity.Valid, Validity.Invalid, Validity.Unknown {
    /** The claim holds wherever the path condition does. */
    record Valid() implements Validity {}

    /** {@code counterexample} satisfies the path condition and falsifies the claim. */
    record Invalid(Assignment counterexample) implements Validity {}

    /** The solver could not decide; {@code reason} says why. */
    record Unknown(String reason) implements Validity {}

    Validity VALID = new Valid();
}
