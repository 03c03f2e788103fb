package effigy.wp;

import effigy.term.Term;
import effigy.term.Terms;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * A symbolic execution trace in the sense of de Boer and Bonsangue (§4): the sequence of basic actions a
 * static unfolding of the program performed on one path, with no symbolic state. Actions are over
 * <em>program variables</em> (terms {@link Term.Sym} standing for one variable of one call instance; a call
 * gets fresh ones, as the paper's inlining with fresh formals) and input symbols:
 * <ul>
 *   <li>{@link Assign} {@code x := e};</li>
 *   <li>{@link Update} {@code a[i] := e}, an array element update (the paper's field update {@code h.f := e},
 *       a field being an array indexed by objects);</li>
 *   <li>{@link Test} {@code b}, a Boolean condition the path takes: a branch direction, an ASSUME, or the
 *       absence of a runtime error (the paper's δ: divisor non-zero, index in bounds, assertion holds).</li>
 * </ul>
 *
 * <p>A trace is an immutable persistent list whose head is the <em>last</em> action: extending it is
 * constant time, forked paths share their common prefix, and the weakest-precondition calculus walks it
 * from the end backwards ({@link WeakestPreconditions}).
 */
public final class Trace {
    /** One action of a trace. {@code symbols()} are the symbols its terms mention (for skipping in the calculus). */
    public sealed interface Step permits Assign, Update, Test {}

    /** {@code variable := value}. */
    public record Assign(Term.Sym variable, Term value, Set<Term.Sym> symbols) implements Step {
        public Assign(Term.Sym variable, Term value) { this(variable, value, Terms.symbols(value)); }
        @Override public String toString() { return variable.name() + " := " + value; }
    }

    /** {@code array[index] := value}. */
    public record Update(Term.Sym array, Term index, Term value, Set<Term.Sym> symbols) implements Step {
        public Update(Term.Sym array, Term index, Term value) { this(array, index, value, Terms.symbols(List.of(index, value))); }
        @Override public String toString() { return array.name() + "[" + index + "] := " + value; }
    }

    /** The path goes on only where {@code condition} holds. */
    public record Test(Term condition) implements Step {
        @Override public String toString() { return "test " + condition; }
    }

    /** The empty trace ε. */
    public static final Trace EMPTY = new Trace(null, null, 0, null, null);

    private final Step last;
    private final Trace before;
    private final int length;

    // For the calculus with sharing (SharedPreconditions): where each program variable the last action reads was
    // last assigned (aligned with its symbols(); null for an input symbol or when not recorded), and for an
    // update where its array was; with memos of the action's precondition values. Not part of the trace's meaning.
    final Trace[] definitions;
    final Trace arrayDefinition;
    Term value, index, element;
    java.util.Map<Term, Term> reads;

    private Trace(Step last, Trace before, int length, Trace[] definitions, Trace arrayDefinition) {
        this.last = last;
        this.before = before;
        this.length = length;
        this.definitions = definitions;
        this.arrayDefinition = arrayDefinition;
    }

    /** This trace followed by {@code step} (ρ · step). */
    public Trace then(Step step) { return new Trace(step, this, length + 1, null, null); }

    /**
     * This trace followed by an assignment or update, with the places its variables were last assigned:
     * {@code definitions} aligned with the step's {@code symbols()}, {@code arrayDefinition} the last
     * assignment of an update's array.
     */
    Trace then(Step step, Trace[] definitions, Trace arrayDefinition) {
        return new Trace(step, this, length + 1, definitions, arrayDefinition);
    }

    /** Where {@code variable}, read by the last action, was assigned before it (null when not recorded). */
    Trace definitionOf(Term.Sym variable) {
        if (definitions == null) return null;
        Set<Term.Sym> symbols = last instanceof Assign a ? a.symbols() : ((Update) last).symbols();
        int k = 0;
        for (Term.Sym s : symbols) {
            if (s == variable) return definitions[k];
            k++;
        }
        return null;
    }

    public boolean isEmpty() { return length == 0; }

    public int length() { return length; }

    /** The last action; the trace must not be empty. */
    public Step last() {
        if (last == null) throw new IllegalStateException("the empty trace has no last action");
        return last;
    }

    /** The trace without its last action; the trace must not be empty. */
    public Trace before() {
        if (before == null) throw new IllegalStateException("the empty trace has no prefix");
        return before;
    }

    /** The actions, first to last. */
    public List<Step> steps() {
        List<Step> out = new ArrayList<>(length);
        for (Trace t = this; t.length > 0; t = t.before) out.add(t.last);
        Collections.reverse(out);
        return out;
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Step s : steps()) sb.append(sb.length() == 0 ? "" : " · ").append(s);
        return length == 0 ? "ε" : sb.toString();
    }
}
