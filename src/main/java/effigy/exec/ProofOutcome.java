package effigy.exec;

import effigy.source.Span;
import effigy.term.Assignment;
import effigy.term.Term;

/**
 * The result of one PROVE on one path: whether {@code pc ⊃ claim} is valid. {@code counterexample}
 * is set when it is not; {@code unknownReason} when the solver could not decide.
 */
public record ProofOutcome(Span span, Term claim, Verdict verdict, Assignment counterexample, String unknownReason) {
    public enum Verdict { PROVED, REFUTED, UNKNOWN }
}
