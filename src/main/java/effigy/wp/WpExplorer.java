package effigy.wp;

import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Intrinsics;
import effigy.exec.Leaf;
import effigy.exec.Output;
import effigy.exec.ProofOutcome;
import effigy.explore.Search;
import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Program;
import effigy.ir.Rvalue;
import effigy.ir.Terminator;
import effigy.ir.Type;
import effigy.smt.PathSolver;
import effigy.smt.SatResult;
import effigy.smt.Validity;
import effigy.source.DiagnosticException;
import effigy.source.Span;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The second way to a path condition (de Boer and Bonsangue §4): unfold the program statically into
 * symbolic traces and compute each path condition backwards with the weakest-precondition calculus
 * ({@link WeakestPreconditions}), with no symbolic state at all.
 *
 * <p>The unfolder walks the IR depth first (or breadth first), one path at a time, as the paper's transition
 * rules do: an assignment appends {@code x := e}, an array element assignment {@code a[i] := e}, a branch one
 * test per direction, a call the assignments of its arguments to the callee's fresh variables (inlining,
 * copy-in), a return the copy-out of by-reference arguments and the result; loops unfold until a
 * step limit. A trace whose path condition {@code path(ρ · b) = path(ρ) ∧ wp(ρ, b)} is unsatisfiable is
 * not a path and is cut where the test is appended (the solver is asked with the same
 * {@link PathSolver} as forward execution). The runtime errors the paper rules out with δ are tests too:
 * where {@code ¬δ} is satisfiable the trace that fails it ends as an error leaf.
 *
 * <p>The leaves are those the forward {@link Executor} finds, with the same statuses, step counts, branch
 * digests ({@link Leaf#pathHash()}), errors and outputs (each output is its variable's precondition
 * {@code wp(ρ, x)}, a term over the inputs), so the two engines can be compared path by path. A path
 * condition lists the preconditions of the tests that are not implied by the ones before, as the forward
 * engine lists only the branch conditions that could go both ways.
 *
 * <p>Scope: King's language completely; C functions whose values live in registers (scalars, bit-vector
 * and {@code --ints=math} arithmetic, casts, calls, the SV-COMP {@code __VERIFIER_*} functions, {@code abort},
 * {@code exit}, {@code reach_error}). C memory (loads, stores, {@code &x}, stack and heap objects, pointer
 * parameters, function pointers, printf) is reported as unsupported with a diagnostic where the
 * unfolding meets it, never approximated. Not thread-safe.
 */
public final class WpExplorer {
    /** A leaf and the trace that reaches it. */
    public record WpPath(Leaf leaf, Trace trace) {}

    /** The paths found, in the order found, and whether the unfolding was complete. */
    public record Result(List<WpPath> paths, boolean complete, String stoppedBecause, long infeasible,
                         long statements, long instructions, long forks, long nanos) {
        public List<Leaf> leaves() {
            List<Leaf> out = new ArrayList<>(paths.size());
            for (WpPath p : paths) out.add(p.leaf());
            return out;
        }
    }

    /** The prefix of the program variables' symbol names; no input symbol may start with it. */
    static final String VARIABLE_PREFIX = "%wp ";

    private final Program program;
    private final TermBuilder tb;
    private final PathSolver solver;
    private final ExecOptions options;
    private final WeakestPreconditions wp;
    private final SharedPreconditions shared;
    private List<Executor.EntryArg> entryArgs = List.of();
    private int instances;
    private List<WpPath> found;
    private long statements, instructions, forks, infeasible;

    public WpExplorer(Program program, TermBuilder tb, PathSolver solver, ExecOptions options) {
        this.program = program;
        this.tb = tb;
        this.solver = solver;
        this.options = options;
        this.wp = new WeakestPreconditions(tb);
        this.shared = new SharedPreconditions(tb);
    }

    public WeakestPreconditions calculus() { return wp; }

    // ------------------------------------------------------------------ paths

    /** One call instance: its variables are fresh symbols, numbered by {@code instance}. */
    private static final class Frame {
        final Function function;
        final int instance;
        final Instr.Call call;
        final boolean[] defined;
        /** The variables' symbols, made on first use (deterministic, so copies share the cache). */
        final Term.Sym[] vars;
        int block, index;

        Frame(Function function, int instance, Instr.Call call) {
            this.function = function;
            this.instance = instance;
            this.call = call;
            this.defined = new boolean[function.frameSize()];
            this.vars = new Term.Sym[function.frameSize()];
        }

        private Frame(Frame o) {
            this.function = o.function;
            this.instance = o.instance;
            this.call = o.call;
            this.defined = o.defined.clone();
            this.vars = o.vars;
            this.block = o.block;
            this.index = o.index;
        }
    }

    /** One path being unfolded: its trace, the conjuncts of its path condition so far and a model of them. */
    private static final class Path {
        Trace trace = Trace.EMPTY;
        List<Term> pc = new ArrayList<>();
        Assignment model = Assignment.EMPTY;
        long hash;
        int steps;
        List<Term.Sym> inputs = new ArrayList<>();
        List<Output> writes = new ArrayList<>();
        List<ProofOutcome> proofs = new ArrayList<>();
        final ArrayList<Frame> stack = new ArrayList<>();
        /** Each program variable's last assignment in the trace (the use-definition links of {@link SharedPreconditions}). */
        java.util.HashMap<Term.Sym, Trace> lastAssignment = new java.util.HashMap<>();

        Frame top() { return stack.get(stack.size() - 1); }

        Path fork() {
            Path c = new Path();
            c.trace = trace;
            c.pc = new ArrayList<>(pc);
            c.model = model;
            c.hash = hash;
            c.steps = steps;
            c.inputs = new ArrayList<>(inputs);
            c.writes = new ArrayList<>(writes);
            c.proofs = new ArrayList<>(proofs);
            for (Frame f : stack) c.stack.add(new Frame(f));
            c.lastAssignment = new java.util.HashMap<>(lastAssignment);
            return c;
        }

        void test(Term condition) { trace = trace.then(new Trace.Test(condition)); }
    }

    /** Ends the unfolding of a path (its leaf, if any, is already recorded). */
    private static final class EndPath extends RuntimeException {
        EndPath() { super(null, null, false, false); }
    }

    private static final EndPath END = new EndPath();

    // ------------------------------------------------------------------ exploration

    /**
     * Unfolds every path of {@code function(args)}: depth first, true side first (King's order, the
     * forward explorer's), or breadth first; stops after {@code maxPaths} leaves or {@code maxMillis}
     * milliseconds (0: no limit).
     *
     * @throws DiagnosticException where the unfolding meets something the calculus does not model
     */
    public Result explore(Function function, List<Executor.EntryArg> args, Search search, long maxPaths, long maxMillis) {
        long start = System.nanoTime();
        found = new ArrayList<>();
        statements = instructions = forks = infeasible = 0;
        ArrayDeque<Path> work = new ArrayDeque<>();
        Path initial = start(function, args);
        if (initial != null) work.add(initial);
        String stopped = null;
        while (!work.isEmpty()) {
            if (found.size() >= maxPaths) { stopped = "path limit"; break; }
            if (maxMillis > 0 && System.nanoTime() - start > maxMillis * 1_000_000L) { stopped = "time limit"; break; }
            if (Thread.currentThread().isInterrupted()) { stopped = "interrupted"; break; }
            Path p = search == Search.DFS ? work.pollLast() : work.pollFirst();
            Path other;
            try {
                other = run(p);
            } catch (EndPath end) {
                continue;
            }
            // p went the true way, other the false way
            if (search == Search.DFS) { work.addLast(other); work.addLast(p); } else { work.addLast(p); work.addLast(other); }
        }
        return new Result(List.copyOf(found), stopped == null, stopped, infeasible, statements, instructions, forks, System.nanoTime() - start);
    }

    /** The initial path: the entry's parameters assigned their arguments' values (or null: infeasible). */
    private Path start(Function function, List<Executor.EntryArg> args) {
        if (args.size() != function.params().size()) {
            throw new IllegalArgumentException(function.name() + " takes " + function.params().size() + " arguments, got " + args.size());
        }
        this.entryArgs = List.copyOf(args);
        Path p = new Path();
        Frame f = newFrame(p, function, null);
        p.stack.add(f);
        Set<Term.Sym> seen = new HashSet<>();
        for (Executor.EntryArg a : args) {
            for (Term.Sym s : Terms.symbols(a.value())) {
                if (s.name().startsWith(VARIABLE_PREFIX)) throw DiagnosticException.at(function.span(), "an input symbol may not be named " + s.name());
                if (seen.add(s)) p.inputs.add(s);
            }
        }
        try {
            for (int i = 0; i < args.size(); i++) {
                Local param = function.params().get(i);
                if (args.get(i).bufferSize() >= 0) unsupported("pointer parameters (the entry buffer of " + param.name() + ")", function.span());
                assign(p, f, param, args.get(i).value());
                if (param.type() instanceof Type.IntType it && it.hasLayout() && !it.signed()) {
                    // --ints=math: a parameter of an unsigned type is a natural number (as the executor assumes)
                    assume(p, tb.le(tb.integer(0), var(f, param)), function.span());
                }
            }
        } catch (EndPath e) {
            return null;
        }
        return p;
    }

    private Frame newFrame(Path p, Function function, Instr.Call call) {
        Frame f = new Frame(function, ++instances, call);
        for (Local l : function.locals()) {
            if (l.kind() != Local.Kind.PARAM && l.type() instanceof Type.ArrayType) {
                // a local array starts with every element 0, as in the executor
                assign(p, f, l, tb.constArray(Sort.INT, tb.integer(0)));
            }
        }
        return f;
    }

    // ------------------------------------------------------------------ variables and values

    /** The symbol of a variable of one call instance. */
    private Term.Sym var(Frame f, Local l) {
        Term.Sym s = f.vars[l.slot()];
        if (s == null) {
            s = tb.factory().symbol(VARIABLE_PREFIX + f.function.name() + "#" + f.instance + " " + l.name() + "@" + l.slot(), sort(l.type(), l.span()));
            f.vars[l.slot()] = s;
        }
        return s;
    }

    private static Sort sort(Type t, Span where) {
        if (t instanceof Type.IntType) return Sort.INT;
        if (t instanceof Type.BoolType) return Sort.BOOL;
        if (t instanceof Type.BvType bv) return Sort.bv(bv.width());
        if (t instanceof Type.ArrayType at) return Sort.array(Sort.INT, sort(at.element(), where));
        throw unsupported(t instanceof Type.PointerType ? "pointers" : "values of type " + t, where);
    }

    private static DiagnosticException unsupported(String what, Span where) {
        throw DiagnosticException.at(where, "the wp engine does not support " + what + " (" + where.where() + ")");
    }

    /** {@code x := value} (value over program variables and inputs). */
    private void assign(Path p, Frame f, Local x, Term value) {
        Trace.Assign step = new Trace.Assign(var(f, x), value);
        p.trace = p.trace.then(step, definitions(p, step.symbols()), null);
        p.lastAssignment.put(step.variable(), p.trace);
        f.defined[x.slot()] = true;
    }

    /** {@code array[index] := value}. */
    private void update(Path p, Frame f, Local array, Term index, Term value) {
        Trace.Update step = new Trace.Update(var(f, array), index, value);
        p.trace = p.trace.then(step, definitions(p, step.symbols()), p.lastAssignment.get(step.array()));
        p.lastAssignment.put(step.array(), p.trace);
    }

    private static Trace[] definitions(Path p, Set<Term.Sym> symbols) {
        Trace[] out = new Trace[symbols.size()];
        int k = 0;
        for (Term.Sym s : symbols) out[k++] = p.lastAssignment.get(s);
        return out;
    }

    /**
     * The value of a term at this point of the path, over the inputs: its weakest precondition
     * {@code wp(ρ, t)}, computed with sharing ({@link SharedPreconditions}).
     */
    private Term now(Path p, Term t) { return shared.wp(t, p.lastAssignment::get); }

    /** An operand as a term over program variables; an unassigned variable ends the path with an error leaf. */
    private Term operand(Path p, Frame f, Operand o, Span span) {
        if (o instanceof Local l) {
            if (!f.defined[l.slot()]) {
                throw error(p, "uninitialized", "variable " + l.name() + " is used before it is assigned", span);
            }
            return var(f, l);
        }
        Operand.Const c = (Operand.Const) o;
        Type t = c.type();
        if (t instanceof Type.BoolType) return tb.bool(c.value().signum() != 0);
        if (t instanceof Type.BvType bv) return tb.factory().bv(c.value(), bv.width());
        if (t instanceof Type.IntType) return tb.integer(c.value());
        throw unsupported(t instanceof Type.PointerType ? "pointer constants" : "constants of type " + t, span);
    }

    // ------------------------------------------------------------------ leaves

    private void leaf(Path p, Leaf.Status status, Leaf.ErrorInfo error, Map<String, Term> outputs) {
        Map<Term.Sym, Object> test = new LinkedHashMap<>();
        for (Term.Sym s : p.inputs) test.put(s, p.model.valueOf(s));
        Leaf leaf = new Leaf(status, List.copyOf(p.pc), Collections.unmodifiableMap(new LinkedHashMap<>(outputs)), List.copyOf(p.writes),
                List.copyOf(p.inputs), new Assignment(test), p.steps, error, p.hash, List.copyOf(p.proofs), -1);
        found.add(new WpPath(leaf, p.trace));
    }

    /** Ends the path with an error leaf of {@code kind}; returns the exception to throw. */
    private EndPath error(Path p, String kind, String message, Span span) {
        leaf(p, Leaf.Status.ERROR, new Leaf.ErrorInfo(kind, message, span), Map.of());
        return END;
    }

    private EndPath unknown(Path p, String message, Span span) {
        leaf(p, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo("solver-unknown", message, span), Map.of());
        return END;
    }

    // ------------------------------------------------------------------ tests

    /**
     * The test {@code ok} (over program variables) as a runtime check of {@code kind}: where its negation is
     * satisfiable after the trace, the trace extended with {@code ¬ok} is an error leaf; the path goes on
     * with {@code ok}, or ends where {@code ok} cannot hold. Skipped when the check is switched off.
     */
    private void check(Path p, Term ok, String kind, Supplier<String> message, Span span) {
        if (options.enabled(kind)) require(p, ok, kind, message, span);
    }

    /** As {@link #check}, even when the check is switched off (mathematical division has no value for x / 0). */
    private void require(Path p, Term okVars, String kind, Supplier<String> message, Span span) {
        Term ok = now(p, okVars);
        if (ok instanceof Term.BoolLit b) {
            if (b.value()) { p.test(okVars); return; }
            p.test(tb.not(okVars));
            throw error(p, kind, message.get(), span);
        }
        Term bad = tb.not(ok);
        SatResult badR = solver.mayHold(p.pc, bad, p.model);
        SatResult okR = solver.mayHold(p.pc, ok, p.model);
        if (!okR.isSat()) {
            if (okR instanceof SatResult.Unknown u && badR instanceof SatResult.Sat) {
                Path undecided = p.fork();
                undecided.test(okVars);
                unknown(undecided, "the solver could not decide whether a " + kind + " check can pass: " + u.reason(), span);
            }
            if (badR instanceof SatResult.Sat sat) {
                p.pc.add(bad);
                p.model = sat.model();
                p.test(tb.not(okVars));
                throw error(p, kind, message.get(), span);
            }
            String why = okR instanceof SatResult.Unknown u ? u.reason() : ((SatResult.Unknown) badR).reason();
            throw unknown(p, "the solver could not decide a " + kind + " check: " + why, span);
        }
        if (badR instanceof SatResult.Sat || badR instanceof SatResult.Unknown) {
            Path failing = p.fork();
            failing.test(tb.not(okVars));
            if (badR instanceof SatResult.Sat sat) {
                failing.pc.add(bad);
                failing.model = sat.model();
                leaf(failing, Leaf.Status.ERROR, new Leaf.ErrorInfo(kind, message.get(), span), Map.of());
            } else {
                leaf(failing, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo("solver-unknown", "the solver could not decide whether a "
                        + kind + " check can fail: " + ((SatResult.Unknown) badR).reason(), span), Map.of());
            }
            p.pc.add(ok);
            p.model = ((SatResult.Sat) okR).model();
        }
        p.test(okVars);
    }

    /** King's ASSUME: the path goes on where {@code cond} (over program variables) holds, and ends (infeasible) if nowhere. */
    private void assume(Path p, Term condVars, Span span) {
        Term c = now(p, condVars);
        p.test(condVars);
        if (c instanceof Term.BoolLit b) {
            if (b.value()) return;
            infeasible++;
            throw END;
        }
        SatResult r = solver.mayHold(p.pc, c, p.model);
        if (r instanceof SatResult.Sat sat) {
            p.pc.add(c);
            p.model = sat.model();
            return;
        }
        if (r instanceof SatResult.Unknown u) throw unknown(p, "the solver could not decide whether ASSUME can hold: " + u.reason(), span);
        infeasible++;
        throw END;
    }

    private static long mix(long h, int branchId, boolean taken) {
        return (h ^ (branchId * 2L + (taken ? 1 : 0))) * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
    }

    /**
     * A branch: each direction whose test keeps the path condition satisfiable is unfolded. Returns the
     * false-side path when both directions are paths ({@code p} then goes the true way), else null.
     */
    private Path branch(Path p, Frame f, Terminator.Branch br) {
        Term condVars = operand(p, f, br.cond(), br.span());
        Term c = now(p, condVars);
        if (c instanceof Term.BoolLit b) {
            go(p, f, br, b.value(), condVars);
            return null;
        }
        SatResult tr = solver.mayHold(p.pc, c, p.model);
        Term notC = tb.not(c);
        SatResult fr = solver.mayHold(p.pc, notC, p.model);
        boolean canTrue = tr.isSat(), canFalse = fr.isSat();
        if (canTrue && canFalse) {
            forks++;
            Path other = p.fork();
            p.pc.add(c);
            p.model = ((SatResult.Sat) tr).model();
            go(p, f, br, true, condVars);
            other.pc.add(notC);
            other.model = ((SatResult.Sat) fr).model();
            go(other, other.top(), br, false, condVars);
            return other;
        }
        for (int side = 0; side < 2; side++) {
            SatResult r = side == 0 ? tr : fr;
            if (r instanceof SatResult.Unknown u) {
                Path us = (canTrue || canFalse) ? p.fork() : p;
                us.test(side == 0 ? condVars : tb.not(condVars));
                unknown(us, "the solver could not decide whether the branch can go " + (side == 0 ? "true" : "false") + ": " + u.reason(), br.span());
                if (!(canTrue || canFalse)) throw END;
            }
        }
        if (!canTrue && !canFalse) throw new IllegalStateException("inconsistent path condition at " + br.span());
        go(p, f, br, canTrue, condVars);
        return null;
    }

    private void go(Path p, Frame f, Terminator.Branch br, boolean taken, Term condVars) {
        p.test(taken ? condVars : tb.not(condVars));
        p.hash = mix(p.hash, br.id(), taken);
        f.block = taken ? br.ifTrue() : br.ifFalse();
        f.index = 0;
    }

    // ------------------------------------------------------------------ unfolding

    /** Unfolds {@code p} until it ends (throws {@link EndPath}) or forks (returns the false-side path). */
    private Path run(Path p) {
        while (true) {
            Frame f = p.top();
            Block b = f.function.block(f.block);
            if (f.index < b.instrs().size()) {
                Instr in = b.instrs().get(f.index);
                if (in.stmt()) statement(p, in.span());
                instructions++;
                f.index++;
                instruction(p, f, in);
            } else {
                Terminator t = b.terminator();
                if (t.stmt()) statement(p, t.span());
                instructions++;
                if (t instanceof Terminator.Goto g) {
                    f.block = g.target();
                    f.index = 0;
                } else if (t instanceof Terminator.Branch br) {
                    Path other = branch(p, f, br);
                    if (other != null) return other;
                } else {
                    ret(p, f, (Terminator.Return) t);
                }
            }
        }
    }

    private void statement(Path p, Span span) {
        if (p.steps >= options.maxSteps()) {
            leaf(p, Leaf.Status.LIMIT, new Leaf.ErrorInfo("step-limit", "step limit of " + options.maxSteps() + " statements reached", span), Map.of());
            throw END;
        }
        p.steps++;
        statements++;
    }

    private void instruction(Path p, Frame f, Instr in) {
        if (in instanceof Instr.Assign a) {
            Term value = rvalue(p, f, a.value(), a.span());
            assign(p, f, a.target(), value);
        } else if (in instanceof Instr.Store st) {
            store(p, f, st);
        } else if (in instanceof Instr.Call c) {
            call(p, f, c);
        } else if (in instanceof Instr.Read r) {
            Term.Sym sym = freshSymbol(p, r.inputName(), Sort.INT);
            assign(p, f, r.target(), sym);
        } else if (in instanceof Instr.Write w) {
            List<Object> items = new ArrayList<>();
            for (Instr.WriteItem item : w.items()) {
                if (item instanceof Instr.WriteText t) items.add(t.text());
                else items.add(operand(p, f, ((Instr.WriteValue) item).operand(), w.span()));
            }
            for (int i = 0; i < items.size(); i++) if (items.get(i) instanceof Term t) items.set(i, now(p, t));
            p.writes.add(new Output(List.copyOf(items), w.span()));
        } else if (in instanceof Instr.Assume a) {
            assume(p, operand(p, f, a.cond(), a.span()), a.span());
        } else if (in instanceof Instr.Assert a) {
            Term c = operand(p, f, a.cond(), a.span());
            check(p, c, "assertion", () -> "assertion " + a.span().text() + " can be violated", a.span());
        } else if (in instanceof Instr.Prove pr) {
            Term claim = now(p, operand(p, f, pr.cond(), pr.span()));
            p.proofs.add(prove(p, claim, pr.span()));
        } else if (in instanceof Instr.MemStore) {
            throw unsupported("stores to memory", in.span());
        } else if (in instanceof Instr.Alloca al) {
            throw unsupported("variables in memory (" + al.name() + ")", in.span());
        } else if (in instanceof Instr.CallIndirect) {
            throw unsupported("calls through function pointers", in.span());
        } else {
            throw new IllegalStateException("instruction " + in);
        }
    }

    /** King's PROVE: is {@code pc ⊃ claim} valid on this path? Changes nothing. */
    private ProofOutcome prove(Path p, Term claim, Span span) {
        Validity v = solver.isValid(p.pc, claim, p.model);
        if (v instanceof Validity.Valid) return new ProofOutcome(span, claim, ProofOutcome.Verdict.PROVED, null, null);
        if (v instanceof Validity.Invalid inv) {
            Map<Term.Sym, Object> m = new LinkedHashMap<>();
            for (Term.Sym s : p.inputs) m.put(s, inv.counterexample().valueOf(s));
            return new ProofOutcome(span, claim, ProofOutcome.Verdict.REFUTED, new Assignment(m), null);
        }
        return new ProofOutcome(span, claim, ProofOutcome.Verdict.UNKNOWN, null, ((Validity.Unknown) v).reason());
    }

    /** A new input symbol named {@code base}, or {@code base_2}, … when the name is taken on this path (as the executor names them). */
    private Term.Sym freshSymbol(Path p, String base, Sort sort) {
        Set<String> taken = new HashSet<>();
        for (Term.Sym x : p.inputs) taken.add(x.name());
        String name = base;
        for (int k = 2; taken.contains(name); k++) name = base + "_" + k;
        Term.Sym sym = tb.factory().symbol(name, sort);
        p.inputs.add(sym);
        return sym;
    }

    // ------------------------------------------------------------------ arrays

    /** The index (over program variables) after checking it against a bounded array's bounds (δ of §2.1). */
    private Term checkedIndex(Path p, Frame f, Local array, Operand index, Span span) {
        Type.ArrayType at = (Type.ArrayType) array.type();
        Term i = operand(p, f, index, span);
        if (at.bounded()) {
            Term ok = tb.and(tb.le(tb.integer(at.lower()), i), tb.le(i, tb.integer(at.upper())));
            Term iNow = now(p, i);
            String bounds = array.name() + "(" + at.lower() + ":" + at.upper() + ")";
            require(p, ok, "out-of-bounds", () -> iNow instanceof Term.IntLit
                    ? "index " + iNow + " is outside " + bounds
                    : "index " + TermPrinter.print(iNow) + " may be outside " + bounds, span);
        }
        return i;
    }

    private void store(Path p, Frame f, Instr.Store st) {
        Term index = checkedIndex(p, f, st.array(), st.index(), st.span());
        Term value = operand(p, f, st.value(), st.span());
        if (!f.defined[st.array().slot()]) {
            throw error(p, "uninitialized", "variable " + st.array().name() + " is used before it is assigned", st.span());
        }
        update(p, f, st.array(), index, value);
    }

    // ------------------------------------------------------------------ calls

    private void call(Path p, Frame f, Instr.Call c) {
        Function callee = program.function(c.callee());
        if (callee == null && Intrinsics.handles(c.callee())) {
            intrinsic(p, f, c);
            return;
        }
        if (callee == null) throw unsupported("calls of " + c.callee() + ", which the program does not define", c.span());
        if (p.stack.size() >= options.maxDepth()) {
            leaf(p, Leaf.Status.LIMIT, new Leaf.ErrorInfo("depth-limit", "call depth limit of " + options.maxDepth() + " reached", c.span()), Map.of());
            throw END;
        }
        // evaluate the arguments first (an unassigned one ends the path), then inline with fresh variables
        List<Instr.Arg> args = c.args();
        Term[] values = new Term[args.size()];
        for (int i = 0; i < args.size(); i++) {
            Instr.Arg a = args.get(i);
            if (a instanceof Instr.ByRef ref) values[i] = f.defined[ref.local().slot()] ? var(f, ref.local()) : null;
            else values[i] = operand(p, f, a.operand(), c.span());
        }
        Frame nf = newFrame(p, callee, c);
        for (int i = 0; i < args.size(); i++) if (values[i] != null) assign(p, nf, callee.params().get(i), values[i]);
        p.stack.add(nf);
    }

    private void ret(Path p, Frame f, Terminator.Return r) {
        Term value = r.value() != null ? operand(p, f, r.value(), r.span()) : null;
        if (p.stack.size() == 1) {
            Map<String, Term> outputs = new LinkedHashMap<>();
            for (int i = 0; i < entryArgs.size(); i++) {
                Executor.EntryArg a = entryArgs.get(i);
                if (!a.byReference()) continue;
                Local param = f.function.params().get(i);
                if (f.defined[param.slot()]) outputs.put(a.label(), now(p, var(f, param)));
            }
            if (value != null) outputs.put("return", now(p, value));
            leaf(p, Leaf.Status.RETURNED, null, outputs);
            throw END;
        }
        Instr.Call call = f.call;
        p.stack.remove(p.stack.size() - 1);
        Frame caller = p.top();
        List<Instr.Arg> args = call.args();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i) instanceof Instr.ByRef ref) {
                Local param = f.function.params().get(i);
                if (f.defined[param.slot()]) assign(p, caller, ref.local(), var(f, param));
                else caller.defined[ref.local().slot()] = false;
            }
        }
        if (call.result() != null) {
            if (value == null) {
                throw error(p, "no-return-value", call.callee() + " returned no value to an expression that uses it", r.span());
            }
            assign(p, caller, call.result(), value);
        }
    }

    /** The runtime functions that need no memory; the others are unsupported. */
    private void intrinsic(Path p, Frame f, Instr.Call c) {
        String name = c.callee();
        Span span = c.span();
        if (name.startsWith("__VERIFIER_nondet_")) {
            Local r = c.result();
            if (r == null) return;
            Type t = r.type();
            Sort sort = t instanceof Type.BoolType ? Sort.BOOL : t instanceof Type.IntType ? Sort.INT : sort(t, span);
            String kind = name.substring("__VERIFIER_nondet_".length());
            Term.Sym sym = freshSymbol(p, kind + "@" + span.line(), sort);
            boolean bool = kind.equals("bool") || kind.equals("_Bool");
            if (bool && sort instanceof Sort.BvSort bv) assume(p, tb.bvUle(sym, tb.bv(1, bv.width())), span);
            if (t instanceof Type.IntType it && it.hasLayout() && !it.signed()) {
                assume(p, bool ? tb.and(tb.le(tb.integer(0), sym), tb.le(sym, tb.integer(1))) : tb.le(tb.integer(0), sym), span);
            }
            assign(p, f, r, sym);
            return;
        }
        switch (name) {
            case "abort" -> throw error(p, "abort", "abort() was called", span);
            case "exit" -> {
                Term status = now(p, operand(p, f, c.args().get(0).operand(), span));
                leaf(p, Leaf.Status.RETURNED, null, Map.of("exit", status));
                throw END;
            }
            case "reach_error", "__VERIFIER_error" -> {
                if (options.enabled("reach-error")) throw error(p, "reach-error", name + "() is reachable", span);
            }
            case "__VERIFIER_assume" -> assume(p, nonZero(p, f, c.args().get(0).operand(), span), span);
            case "__VERIFIER_assert" -> check(p, nonZero(p, f, c.args().get(0).operand(), span), "assertion", () -> "__VERIFIER_assert can fail", span);
            default -> throw unsupported(name + " (it needs the memory model)", span);
        }
    }

    private Term nonZero(Path p, Frame f, Operand o, Span span) {
        Term t = operand(p, f, o, span);
        if (o.type() instanceof Type.BoolType) return t;
        if (o.type() instanceof Type.BvType bv) return tb.ne(t, tb.bv(0, bv.width()));
        return tb.ne(t, tb.integer(0));
    }

    // ------------------------------------------------------------------ expressions

    /** The value of a right-hand side over program variables, after the checks it needs (tests on the path). */
    private Term rvalue(Path p, Frame f, Rvalue rv, Span span) {
        if (rv instanceof Rvalue.Use u) return operand(p, f, u.operand(), span);
        if (rv instanceof Rvalue.Binary b) {
            if (isBits(b.left().type())) return bitsBinary(p, f, b, span);
            if (b.op().isBitwise()) return mathBitwise(p, f, b, span);
            Term l = operand(p, f, b.left(), span), r = operand(p, f, b.right(), span);
            return mathBinary(p, b.op(), l, r, span);
        }
        if (rv instanceof Rvalue.Unary u) return unary(p, f, u, span);
        if (rv instanceof Rvalue.Cast c) return cast(operand(p, f, c.operand(), span), c.operand().type(), c.type());
        if (rv instanceof Rvalue.Select sel) {
            if (!f.defined[sel.array().slot()]) {
                throw error(p, "uninitialized", "variable " + sel.array().name() + " is used before it is assigned", span);
            }
            Term array = var(f, sel.array());
            Term index = checkedIndex(p, f, sel.array(), sel.index(), span);
            return tb.select(array, index);
        }
        if (rv instanceof Rvalue.Load) throw unsupported("loads from memory", span);
        throw unsupported("addresses (&" + ((Rvalue.AddressOf) rv).symbol() + ")", span);
    }

    private static boolean isBits(Type t) { return t instanceof Type.BvType || t instanceof Type.PointerType; }

    private static int width(Type t) {
        if (t instanceof Type.BvType bv) return bv.width();
        return 64;
    }

    private static boolean signed(Type t) { return t instanceof Type.BvType bv && bv.signed(); }

    private Term mathBinary(Path p, Rvalue.BinOp op, Term l, Term r, Span span) {
        return switch (op) {
            case ADD -> tb.add(l, r);
            case SUB -> tb.sub(l, r);
            case MUL -> tb.mul(l, r);
            case DIV -> { nonZero(p, r, span); yield tb.div(l, r); }
            case REM -> { nonZero(p, r, span); yield tb.rem(l, r); }
            case MOD -> { nonZero(p, r, span); yield tb.mod(l, r); }
            case POW -> power(p, l, r, span);
            case EQ -> tb.eq(l, r);
            case NE -> tb.ne(l, r);
            case LT -> tb.lt(l, r);
            case LE -> tb.le(l, r);
            case GT -> tb.gt(l, r);
            case GE -> tb.ge(l, r);
            case AND -> tb.and(l, r);
            case OR -> tb.or(l, r);
            case IMPLIES -> tb.implies(l, r);
            case SHL, SHR, BAND, BOR, BXOR -> throw new IllegalStateException(op + " on mathematical integers");
        };
    }

    /** δ of a division: the divisor is not zero (required even with the check off: no integer is x / 0). */
    private void nonZero(Path p, Term divisor, Span span) {
        require(p, tb.ne(divisor, tb.integer(0)), "division-by-zero", () -> "division by zero", span);
    }

    /** {@code base ** exponent}: the exponent's value on this path must be a number, as in the executor. */
    private Term power(Path p, Term base, Term exponent, Span span) {
        Term e = now(p, exponent);
        if (!(e instanceof Term.IntLit lit)) {
            throw error(p, "unsupported", "exponent " + TermPrinter.print(e) + " is symbolic; ** needs a concrete exponent", span);
        }
        p.test(tb.eq(exponent, e)); // true on this path: the trace states the exponent it used
        BigInteger n = lit.value();
        if (n.signum() >= 0) {
            if (n.bitLength() > 20) throw error(p, "unsupported", "exponent " + n + " is too large", span);
            return tb.pow(base, n.intValue());
        }
        nonZero(p, base, span);
        Term one = tb.integer(1), minusOne = tb.integer(-1);
        Term odd = tb.integer(n.testBit(0) ? -1 : 1);
        return tb.ite(tb.eq(base, one), one, tb.ite(tb.eq(base, minusOne), odd, tb.integer(0)));
    }

    /** C's bitwise operators under {@code --ints=math}, as the executor defines them (exact where they have an arithmetic form). */
    private Term mathBitwise(Path p, Frame f, Rvalue.Binary b, Span span) {
        Term lv = operand(p, f, b.left(), span), rv = operand(p, f, b.right(), span);
        Term l = now(p, lv), r = now(p, rv);
        int width = ((Type.IntType) b.left().type()).width();
        Rvalue.BinOp op = b.op();
        if (op == Rvalue.BinOp.SHL || op == Rvalue.BinOp.SHR) {
            if (!(r instanceof Term.IntLit amount)) {
                throw error(p, "unsupported", "the shift amount " + TermPrinter.print(r) + " is symbolic; with --ints=math a shift needs a concrete amount", span);
            }
            p.test(tb.eq(rv, r));
            BigInteger k = amount.value();
            if (k.signum() < 0 || k.compareTo(BigInteger.valueOf(width)) >= 0) {
                if (options.enabled("invalid-shift")) throw error(p, "invalid-shift", "shift amount " + k + " is outside 0.." + (width - 1), span);
                if (k.signum() < 0) return tb.integer(0);
            }
            Term power = tb.integer(BigInteger.ONE.shiftLeft(k.intValueExact()));
            if (l instanceof Term.IntLit x) {
                p.test(tb.eq(lv, l));
                return tb.integer(op == Rvalue.BinOp.SHL ? x.value().shiftLeft(k.intValue()) : x.value().shiftRight(k.intValue()));
            }
            if (op == Rvalue.BinOp.SHL) return tb.mul(lv, power);
            return tb.div(tb.sub(lv, tb.mod(lv, power)), power);
        }
        if (l instanceof Term.IntLit x && r instanceof Term.IntLit y) {
            p.test(tb.and(tb.eq(lv, l), tb.eq(rv, r)));
            return tb.integer(switch (op) {
                case BAND -> x.value().and(y.value());
                case BOR -> x.value().or(y.value());
                default -> x.value().xor(y.value());
            });
        }
        if (op == Rvalue.BinOp.BAND) {
            Term mask = l instanceof Term.IntLit ? l : r instanceof Term.IntLit ? r : null;
            if (mask != null) {
                BigInteger m = ((Term.IntLit) mask).value();
                Term other = mask == l ? rv : lv;
                if (m.signum() >= 0 && m.add(BigInteger.ONE).bitCount() == 1) {
                    p.test(tb.eq(mask == l ? lv : rv, mask));
                    return tb.mod(other, tb.integer(m.add(BigInteger.ONE)));
                }
            }
        }
        throw error(p, "unsupported", "'" + op.spelling().trim() + "' on the symbolic value " + TermPrinter.print(l instanceof Term.IntLit ? r : l)
                + " has no exact meaning on mathematical integers (--ints=math); run with --ints=bv for bit-precise semantics", span);
    }

    private Term unary(Path p, Frame f, Rvalue.Unary u, Span span) {
        Type type = u.operand().type();
        Term t = operand(p, f, u.operand(), span);
        if (isBits(type)) {
            int w = width(type);
            if (u.op() == Rvalue.UnOp.NEG && signed(type) && options.checkOverflow()) {
                Term tNow = now(p, t);
                check(p, tb.ne(t, tb.factory().bv(BigInteger.ONE.shiftLeft(w - 1), w)), "signed-overflow",
                        () -> tNow instanceof Term.BvLit lit ? "signed overflow in -(" + lit.signedValue() + ")" : "signed overflow in -(" + TermPrinter.print(tNow) + ")", span);
            }
            return switch (u.op()) {
                case NEG -> tb.bvNeg(t);
                case BNOT -> tb.bvNot(t);
                case ABS -> tb.ite(tb.bvSlt(t, tb.bv(0, w)), tb.bvNeg(t), t);
                case NOT -> tb.eq(t, tb.bv(0, w));
            };
        }
        return switch (u.op()) {
            case NEG -> tb.neg(t);
            case NOT -> tb.not(t);
            case ABS -> tb.abs(t);
            case BNOT -> tb.sub(tb.neg(t), tb.integer(1));
        };
    }

    /** C's fixed-width arithmetic with its checks, as the executor's symbolic case. */
    private Term bitsBinary(Path p, Frame f, Rvalue.Binary b, Span span) {
        Type lt = b.left().type(), rt = b.right().type();
        if (lt instanceof Type.PointerType || rt instanceof Type.PointerType) throw unsupported("pointer arithmetic", span);
        Term x = operand(p, f, b.left(), span), y = operand(p, f, b.right(), span);
        Rvalue.BinOp op = b.op();
        int w = width(lt);
        boolean signed = signed(lt);
        Term zero = tb.bv(0, width(rt));
        return switch (op) {
            case ADD -> { if (signed) noOverflow(p, x, y, op, w, span); yield tb.bvAdd(x, y); }
            case SUB -> { if (signed) noOverflow(p, x, y, op, w, span); yield tb.bvSub(x, y); }
            case MUL -> { if (signed) noOverflow(p, x, y, op, w, span); yield tb.bvMul(x, y); }
            case DIV -> {
                check(p, tb.ne(y, zero), "division-by-zero", () -> "division by zero", span);
                if (signed) noOverflow(p, x, y, op, w, span);
                yield signed ? tb.bvSdiv(x, y) : tb.bvUdiv(x, y);
            }
            case REM -> {
                check(p, tb.ne(y, zero), "division-by-zero", () -> "division by zero", span);
                yield signed ? tb.bvSrem(x, y) : tb.bvUrem(x, y);
            }
            case SHL, SHR -> {
                int rw = width(rt);
                Term inRange = signed(rt) ? tb.and(tb.bvSle(zero, y), tb.bvSlt(y, tb.bv(w, rw))) : tb.bvUlt(y, tb.bv(w, rw));
                Term yNow = now(p, y);
                check(p, inRange, "invalid-shift", () -> yNow instanceof Term.BvLit lit
                        ? "shift amount " + (signed(rt) ? lit.signedValue() : lit.value()) + " is outside 0.." + (w - 1)
                        : "shift amount " + TermPrinter.print(yNow) + " may be outside 0.." + (w - 1), span);
                Term amount = tb.resize(y, w, false);
                yield op == Rvalue.BinOp.SHL ? tb.bvShl(x, amount) : signed ? tb.bvAshr(x, amount) : tb.bvLshr(x, amount);
            }
            case BAND -> tb.bvAnd(x, y);
            case BOR -> tb.bvOr(x, y);
            case BXOR -> tb.bvXor(x, y);
            case EQ -> tb.eq(x, y);
            case NE -> tb.ne(x, y);
            case LT -> signed ? tb.bvSlt(x, y) : tb.bvUlt(x, y);
            case LE -> signed ? tb.bvSle(x, y) : tb.bvUle(x, y);
            case GT -> signed ? tb.bvSlt(y, x) : tb.bvUlt(y, x);
            case GE -> signed ? tb.bvSle(y, x) : tb.bvUle(y, x);
            default -> throw new IllegalStateException(op + " on bit-vectors");
        };
    }

    /** With --check-overflow: the signed operation must not overflow (computed in twice the width, as the executor does). */
    private void noOverflow(Path p, Term x, Term y, Rvalue.BinOp op, int w, Span span) {
        if (!options.checkOverflow()) return;
        Term ok;
        if (op == Rvalue.BinOp.DIV) {
            ok = tb.not(tb.and(tb.eq(x, tb.factory().bv(BigInteger.ONE.shiftLeft(w - 1), w)), tb.eq(y, tb.bv(-1, w))));
        } else {
            Term wx = tb.signExtend(x, w), wy = tb.signExtend(y, w);
            Term full = op == Rvalue.BinOp.ADD ? tb.bvAdd(wx, wy) : op == Rvalue.BinOp.SUB ? tb.bvSub(wx, wy) : tb.bvMul(wx, wy);
            ok = tb.eq(tb.signExtend(tb.extract(full, w - 1, 0), w), full);
        }
        check(p, ok, "signed-overflow", () -> {
            Term xn = now(p, x), yn = now(p, y);
            return "signed overflow in " + show(xn) + " " + op.spelling() + " " + show(yn);
        }, span);
    }

    private static String show(Term t) { return t instanceof Term.BvLit lit ? lit.signedValue().toString() : TermPrinter.print(t); }

    /** A cast between scalar types, as the executor's symbolic case. */
    private Term cast(Term t, Type from, Type to) {
        if (isBits(to) && from instanceof Type.IntType) return tb.intToBv(t, width(to));
        if (to instanceof Type.IntType && isBits(from)) return tb.bvToInt(t, signed(from));
        if (to instanceof Type.BoolType) {
            return from instanceof Type.BoolType ? t : isBits(from) ? tb.ne(t, tb.bv(0, width(from))) : tb.ne(t, tb.integer(0));
        }
        if (from instanceof Type.BoolType) {
            return isBits(to) ? tb.ite(t, tb.bv(1, width(to)), tb.bv(0, width(to))) : tb.ite(t, tb.integer(1), tb.integer(0));
        }
        if (isBits(from) && isBits(to)) return tb.resize(t, width(to), signed(from));
        return t;
    }
}
