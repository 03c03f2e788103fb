package effigy.exec;

import effigy.source.Span;
import effigy.term.Assignment;
import effigy.term.Term;
import java.util.List;
import java.util.Map;

/**
 * A terminal node of the execution tree: how the path ended, its path condition, its outputs and a
 * test input (a model of the path condition restricted to the inputs) that reaches it.
 *
 * @param outputs   the final values of by-reference arguments, then {@code return}
 * @param pathHash  a digest of every branch decision on the path; a concrete replay must reproduce it
 */
public record Leaf(Status status, List<Term> pathCondition, Map<String, Term> outputs, List<Output> writes,
                   List<Term.Sym> inputs, Assignment test, int steps, ErrorInfo error, long pathHash,
                   List<ProofOutcome> proofs, int treeNode) {

    public enum Status {
        /** The entry procedure returned. */
        RETURNED("returned"),
        /** A runtime check failed or an ASSERT was violated. */
        ERROR("error"),
        /** The path reached something Effigy does not support ({@link ErrorKind#UNSUPPORTED}): Effigy's limit, not an error of the program. */
        UNSUPPORTED("unsupported"),
        /** The per-path step limit (or call depth limit) was reached. */
        LIMIT("limit"),
        /** The solver could not decide whether the path can go on. */
        UNKNOWN("unknown");

        private final String label;
        Status(String label) { this.label = label; }
        public String label() { return label; }
    }

    /**
     * What went wrong at an error leaf: a kind such as {@code division-by-zero}, a message and where. An error inside
     * Effigy's C library ({@code memcpy}, {@code strlen}, ...) is the program's error at its call: {@code span} is then
     * the call in the innermost function of the program's own, and {@code library} where in the library it happened
     * (null for an error in the program's own code).
     */
    public record ErrorInfo(ErrorKind kind, String message, Span span, LibraryFrame library) {
        public ErrorInfo(ErrorKind kind, String message, Span span) { this(kind, message, span, null); }

        /** Where the failing operation itself is: in the library when the error happened there, else {@link #span}. */
        public Span origin() { return library == null ? span : library.span(); }
    }

    /** Where in Effigy's C library an error happened: the library function that was running and the place in it. */
    public record LibraryFrame(String function, Span span) {
        /** {@code in memcpy at <effigy libc>:15:34}: the second line of an error's location, below the program's line. */
        @Override public String toString() { return "in " + function + " at " + span.where(); }
    }
}
