package effigy.search;

import java.util.List;

/**
 * The answer of every deciding analysis (bounded model checking, SV-COMP's portfolio, Floyd's verifier, termination,
 * complexity, loop bounds): {@link True} (proved, with how), {@link False} (refuted, with a witness that replays), or
 * {@link Unknown} (with every reason it is not settled). An analysis never turns an unknown into either of the others:
 * a proof must be a proof. Exit codes and the words of the output are derived from this type in one place each.
 *
 * @param <W> the analysis's witness of a {@link False}: a counterexample, a non-terminating run, a refuting input
 */
public sealed interface Verdict<W> permits Verdict.True, Verdict.False, Verdict.Unknown {
    /** Proved; {@code how} says by what (an engine, a ranking function, exhaustive exploration). */
    record True<W>(String how) implements Verdict<W> {}

    /** Refuted, with {@code witness}, which replays. */
    record False<W>(W witness) implements Verdict<W> {}

    /** Neither proved nor refuted, with the reasons (never empty). */
    record Unknown<W>(List<String> reasons) implements Verdict<W> {
        public Unknown {
            if (reasons.isEmpty()) throw new IllegalArgumentException("an unknown verdict says why");
            reasons = List.copyOf(reasons);
        }

        public Unknown(String reason) { this(List.of(reason)); }

        /** The reasons in one line. */
        public String why() { return String.join("; ", reasons); }
    }

    static <W> Verdict<W> proved(String how) { return new True<>(how); }

    static <W> Verdict<W> refuted(W witness) { return new False<>(witness); }

    static <W> Verdict<W> unknown(String why) { return new Unknown<>(why); }

    default boolean isTrue() { return this instanceof True; }

    default boolean isFalse() { return this instanceof False; }

    default boolean isUnknown() { return this instanceof Unknown; }
}
