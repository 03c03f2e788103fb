package effigy.exec;

import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.smt.PathSolver;
import effigy.smt.SatResult;
import effigy.smt.Validity;
import effigy.source.Span;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * What a condition the program states does to a path: runtime checks (division by zero, signed overflow, shift
 * amounts, array bounds, and the checks of memory and intrinsics), assumptions, proof obligations and assertion
 * sites. A check on a symbolic condition is a decision the executor's {@link BranchPolicy} answers: where the check
 * can fail, an error leaf is emitted; where it can pass, the path goes on with the condition in its path condition.
 */
final class Checks {
    private final Executor ex;
    private final TermBuilder tb;
    private final PathSolver solver;
    private final BranchPolicy policy;
    private final ExecOptions options;
    private final ExecStats stats;

    Checks(Executor ex, BranchPolicy policy) {
        this.ex = ex;
        this.tb = ex.termBuilder();
        this.solver = ex.solver();
        this.policy = policy;
        this.options = ex.options();
        this.stats = ex.stats();
    }

    // ------------------------------------------------------------------ runtime checks

    /**
     * A runtime check: where {@code ok} can fail, an error leaf (with a failing input) is emitted; where it
     * can hold, the path goes on with {@code ok} in its path condition; where it cannot hold, the path ends.
     */
    void check(State s, Term ok, ErrorKind kind, String message, Span span) {
        if (options.enabled(kind)) require(s, ok, kind, message, span);
    }

    /** As {@link #check}, even when the check is switched off (mathematical division has no value for x / 0). */
    void require(State s, Term ok, ErrorKind kind, String message, Span span) {
        require(s, ok, kind, message, span, null);
    }

    /**
     * As {@link #require(State, Term, String, String, Span)}; with {@code pinned} (a bit-vector term, or null),
     * a failing side also fixes {@code pinned} to its value in that side's model and ends the message with that
     * value (signed), so the leaf says which value fails (a variable-length array's bound).
     */
    void require(State s, Term okVars, ErrorKind kind, String message, Span span, Term pinned) {
        Term ok = ex.valueOf(s, okVars);
        if (ok instanceof Term.BoolLit b) {
            if (b.value()) return;
            ex.passed(s, tb.not(okVars));
            if (pinned != null) message = message + " " + pin(s, pinned, s.model);
            throw new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(kind, message, span), Map.of()));
        }
        Term bad = tb.not(ok);
        if (policy.follows()) {
            boolean holds = policy.follow(s, ok);
            policy.followed(new Concolic.Conjunct(holds ? ok : bad, Concolic.Kind.CHECK, span, -1, holds, s.branches, s.pathHash, kind.label()));
            ex.constrain(s, holds ? okVars : tb.not(okVars), holds ? ok : bad);
            if (holds) return;
            if (pinned != null) message = message + " " + pin(s, pinned, s.model);
            throw new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(kind, message, span), Map.of()));
        }
        SatResult badR = policy.mayHold(solver, s, bad);
        SatResult okR = policy.mayHold(solver, s, ok);
        stats.branchQueries += 2;
        Leaf.ErrorInfo err = new Leaf.ErrorInfo(kind, message, span);
        List<Leaf> emitted = ex.emitted();
        if (!okR.isSat()) {
            if (okR instanceof SatResult.Unknown u && badR instanceof SatResult.Sat) {
                // the failing side is real; the passing side is undecided: report it, never drop it
                State undecided = s.fork();
                ex.passed(undecided, okVars);
                emitted.add(((Stop.Finished) ex.finish(undecided, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo(ErrorKind.SOLVER_UNKNOWN,
                        "the solver could not decide whether a " + kind + " check can pass: " + u.reason(), span), Map.of())).leaf());
            }
            if (badR instanceof SatResult.Sat sat) {
                ex.constrain(s, tb.not(okVars), bad);
                s.model = sat.model();
                if (pinned != null) err = new Leaf.ErrorInfo(kind, message + " " + pin(s, pinned, sat.model()), span);
                throw new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, err, Map.of()));
            }
            String why = okR instanceof SatResult.Unknown u ? u.reason() : ((SatResult.Unknown) badR).reason();
            throw new Executor.EndPath(ex.finish(s, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo(ErrorKind.SOLVER_UNKNOWN,
                    "the solver could not decide a " + kind + " check: " + why, span), Map.of()));
        }
        if (!(badR instanceof SatResult.Sat) && !(badR instanceof SatResult.Unknown)) { ex.passed(s, okVars); return; } // cannot fail here
        ExecutionTree tree = ex.tree();
        int node = tree != null ? tree.fork(s.treeNode, s.treeSide, span, ok) : s.treeNode;
        State failing = s.fork();
        failing.treeNode = node;
        failing.treeSide = false;
        Leaf leaf;
        if (badR instanceof SatResult.Sat sat) {
            ex.constrain(failing, tb.not(okVars), bad);
            failing.model = sat.model();
            if (pinned != null) err = new Leaf.ErrorInfo(kind, message + " " + pin(failing, pinned, sat.model()), span);
            leaf = ((Stop.Finished) ex.finish(failing, Leaf.Status.ERROR, err, Map.of())).leaf();
        } else {
            ex.passed(failing, tb.not(okVars));
            leaf = ((Stop.Finished) ex.finish(failing, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo(ErrorKind.SOLVER_UNKNOWN,
                    "the solver could not decide whether a " + kind + " check can fail: " + ((SatResult.Unknown) badR).reason(), span),
                    Map.of())).leaf();
        }
        emitted.add(leaf);
        ex.constrain(s, okVars, ok);
        s.model = ((SatResult.Sat) okR).model();
        s.treeNode = node;
        s.treeSide = true;
    }

    /** When following the input: {@code fixed} (symbolic value = its concrete value) is recorded as a concretization of {@code what} at {@code span}. */
    void concretized(State s, Term fixed, Span span, String what) {
        if (policy.follows()) policy.followed(new Concolic.Conjunct(fixed, Concolic.Kind.CONCRETIZATION, span, -1, true, s.branches, s.pathHash, what));
    }

    /** Fixes the bit-vector term {@code t} to its value in {@code model} on {@code s}'s path; that value, signed. */
    private long pin(State s, Term vars, Assignment model) {
        Term t = ex.valueOf(s, vars);
        if (t instanceof Term.BvLit lit) return lit.value().longValue();
        stats.concretizations++;
        BigInteger v = (BigInteger) Evaluator.eval(t, model);
        Term lit = tb.factory().bv(v, ((Sort.BvSort) t.sort()).width());
        concretized(s, tb.eq(t, lit), Inspection.position(s), "a size");
        ex.constrain(s, tb.eq(vars, lit), tb.eq(t, lit));
        return v.longValue();
    }

    Executor.EndPath divisionByZero(State s, Span span) {
        return new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(ErrorKind.DIVISION_BY_ZERO, "division by zero", span), Map.of()));
    }

    /** A mathematical divisor must not be zero (checked even when the check is off: x / 0 has no value). */
    void nonZero(State s, Term divisor, Span span) {
        require(s, Semantics.nonZeroInt(tb, divisor), ErrorKind.DIVISION_BY_ZERO, "division by zero", span);
    }

    Executor.EndPath invalidShift(State s, Span span, String amount, int width) {
        return new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(ErrorKind.INVALID_SHIFT,
                "shift amount " + amount + " is outside 0.." + (width - 1), span), Map.of()));
    }

    /** With --check-overflow: a concrete signed result {@code exact} that does not fit in {@code w} bits is an error leaf. */
    void overflow(State s, long exact, int w, Span span, long l, long r, Rvalue.BinOp op) {
        if (!options.checkOverflow()) return;
        boolean fits = w == 64 ? fits64(l, r, op) : exact == Bits.sx(Bits.norm(exact, w), w);
        if (!fits) {
            throw ex.error(s, ErrorKind.SIGNED_OVERFLOW, "signed overflow in " + Bits.sx(l, w) + " " + op.spelling() + " " + Bits.sx(r, w), span);
        }
    }

    private static boolean fits64(long l, long r, Rvalue.BinOp op) {
        try {
            switch (op) {
                case ADD -> Math.addExact(l, r);
                case SUB -> Math.subtractExact(l, r);
                default -> Math.multiplyExact(l, r);
            }
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /**
     * With --check-overflow: the signed operation must not overflow. Checked exactly by doing it in twice
     * the width and comparing with the sign-extended result ({@code INT_MIN / -1} for division).
     */
    void noOverflow(State s, Term x, Term y, Rvalue.BinOp op, int w, Span span) {
        if (!options.checkOverflow()) return;
        Term ok = Semantics.noSignedOverflow(tb, op, x, y, w);
        check(s, ok, ErrorKind.SIGNED_OVERFLOW, "signed overflow in " + ex.show(s, x) + " " + op.spelling() + " " + ex.show(s, y), span);
    }

    /** The index operand as a term, after checking it against a bounded array's bounds. */
    Term checkedIndex(State s, Frame f, Local array, Operand index, Span span) {
        Type.ArrayType at = (Type.ArrayType) array.type();
        if (ex.eval(f, index)) {
            long i = ex.cv;
            if (at.bounded() && (i < at.lower() || i > at.upper())) {
                throw new Executor.EndPath(ex.finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(ErrorKind.OUT_OF_BOUNDS,
                        "index " + i + " is outside " + array.name() + "(" + at.lower() + ":" + at.upper() + ")", span), Map.of()));
            }
            return tb.integer(i);
        }
        Term i = ex.tv;
        if (at.bounded()) {
            Term ok = tb.and(tb.le(tb.integer(at.lower()), i), tb.le(i, tb.integer(at.upper())));
            check(s, ok, ErrorKind.OUT_OF_BOUNDS, "index " + ex.show(s, i) + " may be outside "
                    + array.name() + "(" + at.lower() + ":" + at.upper() + ")", span);
        }
        return i;
    }

    // ------------------------------------------------------------------ assumptions, proofs, assertion sites

    /**
     * Conjoins {@code c} to the path condition when consistent (King's ASSUME). Returns
     * {@link Stop.Infeasible} when it cannot hold, or null to go on.
     */
    Stop assume(State s, Term c, Span span) {
        Term now = ex.valueOf(s, c);
        List<Leaf> emitted = ex.emitted();
        if (now instanceof Term.BoolLit b) return b.value() ? null : new Stop.Infeasible(emitted == null ? List.of() : emitted);
        if (policy.follows()) {
            boolean holds = policy.follow(s, now);
            policy.followed(new Concolic.Conjunct(now, Concolic.Kind.ASSUME, span, -1, holds, s.branches, s.pathHash, null));
            if (!holds) return new Stop.Infeasible(emitted == null ? List.of() : emitted);
            ex.constrain(s, c, now);
            return null;
        }
        SatResult r = policy.mayHold(solver, s, now);
        stats.branchQueries++;
        if (r instanceof SatResult.Sat sat) {
            ex.constrain(s, c, now);
            s.model = sat.model();
            return null;
        }
        if (r instanceof SatResult.Unknown u) {
            throw new Executor.EndPath(ex.finish(s, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo(ErrorKind.SOLVER_UNKNOWN,
                    "the solver could not decide whether ASSUME can hold: " + u.reason(), span), Map.of()));
        }
        return new Stop.Infeasible(emitted == null ? List.of() : emitted);
    }

    /** King's PROVE: is {@code pc ⊃ claim} valid? Changes nothing in the state. */
    ProofOutcome prove(State s, Term claim, Span span) {
        claim = ex.valueOf(s, claim);
        Validity v = policy.isValid(solver, s, claim);
        stats.branchQueries++;
        if (v instanceof Validity.Valid) return new ProofOutcome(span, claim, ProofOutcome.Verdict.PROVED, null, null);
        if (v instanceof Validity.Invalid inv) {
            return new ProofOutcome(span, claim, ProofOutcome.Verdict.REFUTED, ex.restrict(s, inv.counterexample()), null);
        }
        return new ProofOutcome(span, claim, ProofOutcome.Verdict.UNKNOWN, null, ((Validity.Unknown) v).reason());
    }

    /** An assertion site with its condition evaluated: checked, assumed, proved, or a cut point, as {@code assertions} says (null: checked). */
    void assertionSite(State s, Executor.Assertions assertions, Instr site, Term c, String message, Span span) {
        Executor.AssertRole role = assertions == null ? Executor.AssertRole.CHECK : assertions.role(site);
        switch (role) {
            case CHECK -> {
                // a failed assertion ends the program: with the unfreed-memory check on, what is still allocated is that error
                String unfreed = ex.options().checkUnfreed() ? LeakCheck.unfreed(s, "when the failed assertion ends the program") : null;
                if (unfreed == null) check(s, c, ErrorKind.ASSERTION, message, span);
                else check(s, c, ErrorKind.UNFREED_MEMORY, message + ": " + unfreed, span);
            }
            case ASSUME -> {
                Stop st = assume(s, c, span);
                if (st != null) throw new Executor.EndPath(st);
            }
            case PROVE -> {
                s.proofs = s.proofs.add(prove(s, c, span));
                require(s, c, ErrorKind.ASSERTION, message, span);
            }
            case CUT -> {
                if (s.cutStart == site && !s.cutAssumed) {
                    s.cutAssumed = true;
                    Stop st = assume(s, c, span);
                    if (st != null) throw new Executor.EndPath(st);
                    return;
                }
                ProofOutcome proof = prove(s, c, span);
                s.proofs = s.proofs.add(proof);
                assertions.cutReached(s, site);
                throw new Executor.EndPath(ex.finish(s, Leaf.Status.RETURNED, null, Map.of()));
            }
        }
    }
}
