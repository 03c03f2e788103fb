package effigy.wp;

import effigy.exec.Bits;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Intrinsics;
import effigy.exec.Leaf;
import effigy.exec.MemObject;
import effigy.exec.Memory;
import effigy.exec.Output;
import effigy.exec.Semantics;
import effigy.exec.ProofOutcome;
import effigy.explore.Search;
import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Global;
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
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import effigy.term.Terms;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
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
 * <p>Scope: King's language and the C subset: scalars with bit-vector and {@code --ints=math} arithmetic and
 * their checks, casts, calls, function pointers, and C memory (locals in memory, arrays, structs, pointers,
 * entry pointer parameters, globals, the heap, string output), each object's bytes a program variable of the
 * trace updated byte by byte, aliasing decided by §4's conditional substitution (see "C memory" below).
 * Anything the unfolding meets that it does not model is reported with a "does not support" diagnostic,
 * never approximated. Not thread-safe.
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
    private final Map<String, Long> globalBases = new HashMap<>();
    private final List<String> functionNames = new ArrayList<>();
    private final Map<String, Integer> functionIndex = new HashMap<>();
    private List<WpPath> found;
    private long statements, instructions, forks, infeasible;

    public WpExplorer(Program program, TermBuilder tb, PathSolver solver, ExecOptions options) {
        this.program = program;
        this.tb = tb;
        this.solver = solver;
        this.options = options;
        this.wp = new WeakestPreconditions(tb);
        this.shared = new SharedPreconditions(tb);
        for (String name : program.functions().keySet()) {
            functionIndex.put(name, functionNames.size());
            functionNames.add(name);
        }
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
        /** The ids of the stack objects this call made (they die when it returns). */
        int[] stackObjects = new int[0];

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
            this.stackObjects = o.stackObjects;
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
        /**
         * The C objects of this path: where each is, its size and kind, whether it is alive, as the forward
         * engine's {@link Memory} (the same addresses in the same order). Their contents are not here: each
         * object's bytes are a program variable of the trace, an array from offsets to bytes.
         */
        Memory mem = new Memory();
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
            c.mem = mem.copy();
            return c;
        }

        void test(Term condition) { trace = trace.then(new Trace.Test(condition)); }
    }

    /** Ends the unfolding of a path (its leaf, if any, is already recorded). */
    private static final class EndPath extends RuntimeException {
        EndPath() { super(null, null, false, false); }
    }

    private static final EndPath END = new EndPath();

    /** A symbolic address forked the path (as {@code MemoryModel.resolve}): both re-run the access; {@code other} is "not inside". */
    private static final class Forked extends RuntimeException {
        final Path other;
        Forked(Path other) { super(null, null, false, false); this.other = other; }
    }

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
            initGlobals(p);
            for (int i = 0; i < args.size(); i++) {
                Local param = function.params().get(i);
                if (args.get(i).bufferSize() >= 0) {
                    assign(p, f, param, tb.bv(entryBuffer(p, args.get(i).label(), args.get(i).bufferSize(), args.get(i).value()), 64));
                    continue;
                }
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
        if (t instanceof Type.FloatType ft) return Sort.bv(ft.width()); // the IEEE bits, as the executor keeps them
        if (t instanceof Type.ArrayType at) return Sort.array(Sort.INT, sort(at.element(), where));
        if (t instanceof Type.PointerType) return Sort.bv(64);
        throw unsupported("values of type " + t, where);
    }

    private static DiagnosticException unsupported(String what, Span where) {
        throw DiagnosticException.at(where, "the wp engine does not support " + what + " (" + where.where() + ")");
    }

    /** {@code x := value} (value over program variables and inputs). */
    private void assign(Path p, Frame f, Local x, Term value) {
        assign(p, var(f, x), value);
        f.defined[x.slot()] = true;
    }

    private void assign(Path p, Term.Sym x, Term value) {
        Trace.Assign step = new Trace.Assign(x, value);
        p.trace = p.trace.then(step, definitions(p, step.symbols()), null);
        p.lastAssignment.put(step.variable(), p.trace);
    }

    /** {@code array[index] := value}. */
    private void update(Path p, Frame f, Local array, Term index, Term value) { update(p, var(f, array), index, value); }

    private void update(Path p, Term.Sym array, Term index, Term value) {
        Trace.Update step = new Trace.Update(array, index, value);
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
        if (t instanceof Type.FloatType ft) return tb.factory().bv(c.value(), ft.width());
        if (t instanceof Type.IntType) return tb.integer(c.value());
        if (t instanceof Type.PointerType) return tb.factory().bv(c.value().and(MASK64), 64);
        throw unsupported("constants of type " + t, span);
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
        require(p, okVars, kind, message, span, null);
    }

    /**
     * As {@link #require(Path, Term, String, Supplier, Span)}; with {@code pinnedVars} (a bit-vector term over
     * program variables, or null) a failing side also fixes it to its value in that side's model and ends the
     * message with the value (signed), as the executor does.
     */
    private void require(Path p, Term okVars, String kind, Supplier<String> message, Span span, Term pinnedVars) {
        Term ok = now(p, okVars);
        if (ok instanceof Term.BoolLit b) {
            if (b.value()) { p.test(okVars); return; }
            p.test(tb.not(okVars));
            if (pinnedVars != null) { String m = message.get() + " " + pin(p, pinnedVars, p.model); throw error(p, kind, m, span); }
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
                String m = pinnedVars == null ? message.get() : message.get() + " " + pin(p, pinnedVars, sat.model());
                throw error(p, kind, m, span);
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
                String m = pinnedVars == null ? message.get() : message.get() + " " + pin(failing, pinnedVars, sat.model());
                leaf(failing, Leaf.Status.ERROR, new Leaf.ErrorInfo(kind, m, span), Map.of());
            } else {
                leaf(failing, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo("solver-unknown", "the solver could not decide whether a "
                        + kind + " check can fail: " + ((SatResult.Unknown) badR).reason(), span), Map.of());
            }
            p.pc.add(ok);
            p.model = ((SatResult.Sat) okR).model();
        }
        p.test(okVars);
    }

    /** Fixes {@code tVars} (bit-vector, over program variables) to its value in {@code model} on the path; that value, signed. */
    private long pin(Path p, Term tVars, effigy.term.Assignment model) {
        Term t = now(p, tVars);
        if (t instanceof Term.BvLit lit) return lit.value().longValue();
        BigInteger v = (BigInteger) Evaluator.eval(t, model);
        int w = ((Sort.BvSort) t.sort()).width();
        p.pc.add(tb.eq(t, tb.factory().bv(v, w)));
        p.test(tb.eq(tVars, tb.factory().bv(v, w)));
        return v.longValue();
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
        p.hash = Executor.pathHash(p.hash, br.id(), taken);
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
                try {
                    instruction(p, f, in);
                } catch (Forked fork) {
                    forks++;
                    return fork.other;
                }
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
        } else if (in instanceof Instr.MemStore st) {
            memStore(p, f, st);
        } else if (in instanceof Instr.Alloca al) {
            alloca(p, f, al);
        } else if (in instanceof Instr.CallIndirect ci) {
            callIndirect(p, f, ci);
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
        Term.Sym sym = tb.factory().symbol(Executor.unusedName(base, p.inputs), sort);
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
        if (callee == null) {
            fresh(p, f, c, c.callee()); // a function with no body (see Intrinsics.external)
            return;
        }
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
        for (int id : f.stackObjects) p.mem.writable(id).alive = false;
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
                // reported at the call that uses the value, as the forward engine does
                throw error(p, "no-return-value", Executor.noReturnValue(call.callee(), r.span()), call.span());
            }
            assign(p, caller, call.result(), value);
        }
    }

    /** The runtime functions that need no memory; the others are unsupported. */
    private void intrinsic(Path p, Frame f, Instr.Call c) {
        String name = c.callee();
        Span span = c.span();
        if (name.startsWith("__VERIFIER_nondet_")) {
            fresh(p, f, c, name.substring("__VERIFIER_nondet_".length()));
            return;
        }
        switch (name) {
            case "abort", "__builtin_abort", "__builtin_trap" -> throw error(p, "abort", name + "() was called", span);
            case "__builtin_unreachable" -> throw error(p, "unreachable", "__builtin_unreachable() was reached", span);
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
            case "effigy_invariant" -> check(p, nonZero(p, f, c.args().get(0).operand(), span), "assertion", () -> "the invariant can be violated", span);
            default -> memoryIntrinsic(p, f, c);
        }
    }

    /** The result of the call (if used) as a fresh symbol named {@code kind@line}, as the forward engine makes it. */
    private void fresh(Path p, Frame f, Instr.Call c, String kind) {
        Local r = c.result();
        if (r == null) return;
        Span span = c.span();
        Type t = r.type();
        Sort sort = t instanceof Type.BoolType ? Sort.BOOL : t instanceof Type.IntType ? Sort.INT : sort(t, span);
        Term.Sym sym = freshSymbol(p, kind + "@" + span.line(), sort);
        if (t instanceof Type.FloatType) tb.factory().markFloating(sym);
        boolean bool = kind.equals("bool") || kind.equals("_Bool");
        if (bool && sort instanceof Sort.BvSort bv) assume(p, tb.bvUle(sym, tb.bv(1, bv.width())), span);
        if (t instanceof Type.IntType it && it.hasLayout() && !it.signed()) {
            assume(p, bool ? tb.and(tb.le(tb.integer(0), sym), tb.le(sym, tb.integer(1))) : tb.le(tb.integer(0), sym), span);
        }
        assign(p, f, r, sym);
    }

    private Term nonZero(Path p, Frame f, Operand o, Span span) {
        return Semantics.nonZero(tb, operand(p, f, o, span), o.type());
    }

    // ------------------------------------------------------------------ expressions

    /** The value of a right-hand side over program variables, after the checks it needs (tests on the path). */
    private Term rvalue(Path p, Frame f, Rvalue rv, Span span) {
        if (rv instanceof Rvalue.Use u) return operand(p, f, u.operand(), span);
        if (rv instanceof Rvalue.Binary b) {
            if (b.left().type() instanceof Type.FloatType) {
                return Semantics.floatBinary(tb, b.op(), operand(p, f, b.left(), span), operand(p, f, b.right(), span));
            }
            if (Bits.isBits(b.left().type())) return bitsBinary(p, f, b, span);
            if (b.op().isBitwise()) return mathBitwise(p, f, b, span);
            Term l = operand(p, f, b.left(), span), r = operand(p, f, b.right(), span);
            return mathBinary(p, b.op(), l, r, span);
        }
        if (rv instanceof Rvalue.Unary u) return unary(p, f, u, span);
        if (rv instanceof Rvalue.Cast c) return cast(p, operand(p, f, c.operand(), span), c.operand().type(), c.type(), span);
        if (rv instanceof Rvalue.Select sel) {
            if (!f.defined[sel.array().slot()]) {
                throw error(p, "uninitialized", "variable " + sel.array().name() + " is used before it is assigned", span);
            }
            Term array = var(f, sel.array());
            Term index = checkedIndex(p, f, sel.array(), sel.index(), span);
            return tb.select(array, index);
        }
        if (rv instanceof Rvalue.Load ld) return load(p, f, ld.address(), ld.type(), span);
        Rvalue.AddressOf a = (Rvalue.AddressOf) rv;
        return tb.bv(a.function() ? functionAddress(a.symbol()) : globalBases.get(a.symbol()), 64);
    }

    private Term mathBinary(Path p, Rvalue.BinOp op, Term l, Term r, Span span) {
        if (op == Rvalue.BinOp.POW) return power(p, l, r, span);
        if (Semantics.divides(op)) nonZero(p, r, span);
        return Semantics.mathBinary(tb, op, l, r);
    }

    /** δ of a division: the divisor is not zero (required even with the check off: no integer is x / 0). */
    private void nonZero(Path p, Term divisor, Span span) {
        require(p, Semantics.nonZeroInt(tb, divisor), "division-by-zero", () -> "division by zero", span);
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
            return Semantics.power(tb, base, n);
        }
        nonZero(p, base, span);
        return Semantics.power(tb, base, n);
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
        }
        // the value over the inputs (the trace states the shift amount it used)
        Term v = Semantics.mathBitwise(tb, op, l, r);
        if (v != null) return v;
        throw error(p, "unsupported", "'" + op.spelling().trim() + "' on the symbolic value " + TermPrinter.print(l instanceof Term.IntLit ? r : l)
                + " has no exact meaning on mathematical integers (--ints=math); run with --ints=bv for bit-precise semantics", span);
    }

    private Term unary(Path p, Frame f, Rvalue.Unary u, Span span) {
        Type type = u.operand().type();
        Term t = operand(p, f, u.operand(), span);
        if (type instanceof Type.FloatType ft) return Semantics.floatUnary(tb, u.op(), t, ft.width());
        if (!Bits.isBits(type)) return Semantics.mathUnary(tb, u.op(), t);
        int w = Bits.width(type);
        if (u.op() == Rvalue.UnOp.NEG && Bits.signed(type) && options.checkOverflow()) {
            Term tNow = now(p, t);
            check(p, Semantics.negationNoOverflow(tb, t, w), "signed-overflow",
                    () -> tNow instanceof Term.BvLit lit ? "signed overflow in -(" + lit.signedValue() + ")" : "signed overflow in -(" + TermPrinter.print(tNow) + ")", span);
        }
        return Semantics.bitsUnary(tb, u.op(), t, type);
    }

    /** C's fixed-width arithmetic with its checks, as the executor's symbolic case ({@link Semantics}). */
    private Term bitsBinary(Path p, Frame f, Rvalue.Binary b, Span span) {
        Type lt = b.left().type(), rt = b.right().type();
        Term x = operand(p, f, b.left(), span), y = operand(p, f, b.right(), span);
        Rvalue.BinOp op = b.op();
        int w = Bits.width(lt);
        if (op == Rvalue.BinOp.DIV || op == Rvalue.BinOp.REM) check(p, Semantics.nonZeroBits(tb, y, rt), "division-by-zero", () -> "division by zero", span);
        if (Bits.signed(lt) && Semantics.canOverflow(op)) noOverflow(p, x, y, op, w, span);
        if (op == Rvalue.BinOp.SHL || op == Rvalue.BinOp.SHR) {
            Term yNow = now(p, y);
            check(p, Semantics.shiftInRange(tb, y, w, rt), "invalid-shift", () -> yNow instanceof Term.BvLit lit
                    ? "shift amount " + (Bits.signed(rt) ? lit.signedValue() : lit.value()) + " is outside 0.." + (w - 1)
                    : "shift amount " + TermPrinter.print(yNow) + " may be outside 0.." + (w - 1), span);
        }
        return Semantics.bitsBinary(tb, op, x, y, lt, rt);
    }

    /** With --check-overflow: the signed operation must not overflow (computed in twice the width, as the executor does). */
    private void noOverflow(Path p, Term x, Term y, Rvalue.BinOp op, int w, Span span) {
        if (!options.checkOverflow()) return;
        check(p, Semantics.noSignedOverflow(tb, op, x, y, w), "signed-overflow", () -> {
            Term xn = now(p, x), yn = now(p, y);
            return "signed overflow in " + show(xn) + " " + op.spelling() + " " + show(yn);
        }, span);
    }

    private static String show(Term t) { return t instanceof Term.BvLit lit ? lit.signedValue().toString() : TermPrinter.print(t); }

    /** A cast between scalar types, as the executor's symbolic case (a floating value converted to an integer is checked to fit). */
    private Term cast(Path p, Term t, Type from, Type to, Span span) {
        if (!(from instanceof Type.FloatType) && !(to instanceof Type.FloatType)) return Semantics.cast(tb, t, from, to);
        if (from instanceof Type.FloatType ff && !(to instanceof Type.FloatType) && !(to instanceof Type.BoolType)) {
            Term tNow = now(p, t);
            check(p, Semantics.floatFitsInteger(tb, t, ff.width(), to), "float-to-int-overflow", () -> tNow instanceof Term.BvLit lit
                    ? "the floating value " + effigy.term.Ieee754.show(lit.value().longValue(), ff.width()) + " is outside the range of "
                            + to + " (undefined behaviour)"
                    : "the floating value " + TermPrinter.print(tNow) + " can be outside the range of " + to + " (undefined behaviour)", span);
        }
        return Semantics.floatCast(tb, t, from, to);
    }

    // ------------------------------------------------------------------ C memory

    /**
     * C memory as the calculus sees it. Each object (a global, a local whose address is taken, a heap block,
     * an entry buffer) is at the address the forward engine gives it ({@link Memory}: same order, alignment
     * and gaps), and its contents are one program variable of the trace, an array from byte offsets to bytes,
     * assigned all zeros (or its initial bytes) where the object is made. A store of an n-byte value is n
     * array updates {@code O[off + i] := byte_i}, so the precondition of a later read {@code O[q]} is §4's
     * conditional substitution {@code IF q = off + i THEN byte_i ELSE …}: whether two pointers alias is decided
     * by those conditions, not by a heap model. Which object an address falls in is resolved as
     * {@code MemoryModel.resolve} does (a concrete address by lookup; a symbolic one by the model's object,
     * forking into "inside it" and "not inside"), so both engines find the same paths and errors.
     */
    private static final Sort OFFSETS = Sort.array(Sort.bv(64), Sort.bv(8));
    private static final BigInteger MASK64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    /** The program variable holding an object's bytes. */
    private Term.Sym contents(MemObject o) {
        return tb.factory().symbol(VARIABLE_PREFIX + "memory#" + o.id + " " + o.name, OFFSETS);
    }

    private Term zeros() { return tb.constArray(Sort.bv(64), tb.bv(0, 8)); }

    private long functionAddress(String name) {
        Integer i = functionIndex.get(name);
        if (i == null) throw new IllegalStateException("no function " + name);
        return Memory.functionAddress(i);
    }

    /** The program's globals, in order, with their initial bytes (and the addresses their pointers hold). */
    private void initGlobals(Path p) {
        if (program.globals().isEmpty()) return;
        Map<String, MemObject> made = new HashMap<>();
        for (Global g : program.globals().values()) {
            MemObject o = p.mem.allocate(g.size(), g.align(), g.name(), g.readOnly() ? MemObject.Kind.READ_ONLY : MemObject.Kind.GLOBAL);
            made.put(g.name(), o);
            globalBases.put(g.name(), o.base);
        }
        for (Global g : program.globals().values()) {
            MemObject o = made.get(g.name());
            byte[] bytes = new byte[(int) o.size];
            System.arraycopy(g.data(), 0, bytes, 0, Math.min(g.data().length, bytes.length));
            for (Global.Pointer ptr : g.pointers()) {
                long target = (ptr.function() ? functionAddress(ptr.symbol()) : made.get(ptr.symbol()).base) + ptr.addend();
                for (int i = 0; i < program.dataModel().pointerSize(); i++) bytes[(int) ptr.offset() + i] = (byte) (target >>> (8 * i));
            }
            Term arr = zeros();
            for (int i = 0; i < bytes.length; i++) if (bytes[i] != 0) arr = tb.store(arr, tb.bv(i, 64), tb.bv(bytes[i] & 0xff, 8));
            assign(p, contents(o), arr);
        }
    }

    /** A buffer for a pointer parameter of the entry function: {@code size} bytes, byte i being {@code bytes[i]}; its address. */
    private long entryBuffer(Path p, String name, long size, Term bytes) {
        MemObject o = p.mem.allocate(size, 16, name, MemObject.Kind.HEAP);
        Term arr = zeros();
        for (int i = 0; i < size; i++) arr = tb.store(arr, tb.bv(i, 64), tb.select(bytes, tb.bv(i, 64)));
        assign(p, contents(o), arr);
        return o.base;
    }

    /** The program variable holding a variable-length array's size (its value where the declaration was reached). */
    private Term.Sym vlaSize(MemObject o) {
        return tb.factory().symbol(VARIABLE_PREFIX + "vla-size#" + o.id + " " + o.name, Sort.bv(64));
    }

    private static Term insideVariable(TermBuilder tb, Term offset, int n, Term size) {
        return tb.and(tb.bvUle(offset, size), tb.bvUle(tb.bvAdd(offset, tb.bv(n, 64)), size));
    }

    /** A variable-length array, as {@code MemoryModel.variableArray} makes it (the same checks, in the same order). */
    private MemObject variableArray(Path p, Frame f, Instr.Alloca a) {
        if (f.defined[a.target().slot()] && now(p, var(f, a.target())) instanceof Term.BvLit prev) {
            for (int id : f.stackObjects) {
                MemObject old = p.mem.object(id);
                if (old.base == prev.value().longValue() && old.alive) { p.mem.writable(id).alive = false; break; }
            }
        }
        Term total = tb.bv(a.size(), 64), limit = tb.bv(MemObject.VLA_LIMIT, 64);
        for (Operand length : a.lengths()) {
            Term l = operand(p, f, length, a.span());
            require(p, tb.bvSlt(tb.bv(0, 64), l), "vla-size", () -> "variable length array bound evaluates to non-positive value", a.span(), l);
            Term sofar = total;
            require(p, tb.and(tb.bvSle(l, limit), tb.bvUle(tb.bvMul(sofar, l), limit)), "vla-size",
                    () -> "variable length array is larger than Effigy's limit of " + MemObject.VLA_LIMIT + " bytes, with bound", a.span(), l);
            total = tb.bvMul(total, l);
        }
        Term totalNow = now(p, total);
        if (totalNow instanceof Term.BvLit lit) return p.mem.allocate(lit.value().longValue(), a.align(), a.name(), MemObject.Kind.STACK);
        long capacity = ((BigInteger) Evaluator.eval(totalNow, p.model)).longValue();
        MemObject o = p.mem.allocateVariable(capacity, totalNow, a.align(), a.name());
        assign(p, vlaSize(o), total);
        return o;
    }

    private void alloca(Path p, Frame f, Instr.Alloca a) {
        MemObject o = a.variable() ? variableArray(p, f, a) : p.mem.allocate(a.size(), a.align(), a.name(), MemObject.Kind.STACK);
        int[] ids = java.util.Arrays.copyOf(f.stackObjects, f.stackObjects.length + 1);
        ids[ids.length - 1] = o.id;
        f.stackObjects = ids;
        assign(p, contents(o), zeros());
        assign(p, f, a.target(), tb.bv(o.base, 64));
    }

    private long allocateHeap(Path p, long size, String name) {
        MemObject o = p.mem.allocate(size, 16, name, MemObject.Kind.HEAP);
        assign(p, contents(o), zeros());
        return o.base;
    }

    /** A literal's value as the executor keeps a concrete value in a machine long, or null for a term that is not one. */
    private static Long concrete(Term t) {
        if (t instanceof Term.IntLit lit) return lit.value().bitLength() < 64 ? lit.value().longValue() : null;
        if (t instanceof Term.BvLit lit) return lit.width() <= 64 ? lit.value().longValue() : null;
        if (t instanceof Term.BoolLit b) return b.value() ? 1L : 0L;
        return null;
    }

    /** A concrete value of type {@code t} as a term. */
    private Term constant(long v, Type t) {
        if (t instanceof Type.BoolType) return tb.bool(v != 0);
        if (Bits.isBits(t)) return tb.factory().bv(BigInteger.valueOf(v).and(MASK64).and(BigInteger.ONE.shiftLeft(Bits.width(t)).subtract(BigInteger.ONE)), Bits.width(t));
        if (t instanceof Type.FloatType ft) return tb.factory().bv(v, ft.width());
        return tb.integer(v);
    }

    /** A value that must be concrete here (an address to free, a size, a call target): a symbolic one is fixed to its model value. */
    private long concreteValue(Path p, Frame f, Operand o, Span span) {
        Term vars = operand(p, f, o, span);
        Term t = now(p, vars);
        Long c = concrete(t);
        if (c != null) return c;
        BigInteger v = (BigInteger) Evaluator.eval(t, p.model);
        Term lit = t.sort() instanceof Sort.BvSort bv ? tb.factory().bv(v, bv.width()) : tb.integer(v);
        assume(p, tb.eq(vars, lit), span);
        return v.longValue();
    }

    private void checkInside(Path p, MemObject o, long a, int n, Span span, String access) {
        Memory.Problem problem = Memory.accessProblem(o, a, n, access, options.enabled("use-after-free"));
        if (problem != null) throw error(p, problem.kind(), problem.message(), span);
    }

    /**
     * The object an {@code n}-byte access at {@code addrVars} (over program variables; {@code addr} its value
     * over the inputs) falls in, after the checks; a symbolic address that may also lie outside the model's
     * object forks the path (thrown {@link Forked}; both sides re-run the access), as in the forward engine.
     */
    private MemObject resolve(Path p, Term addrVars, Term addr, int n, Span span, String access) {
        if (addr instanceof Term.BvLit lit) {
            long a = lit.value().longValue();
            MemObject o = p.mem.find(a);
            checkInside(p, o, a, n, span, access);
            if (o.sizeTerm != null) {
                require(p, insideVariable(tb, tb.bv(a - o.base, 64), n, vlaSize(o)), "out-of-bounds",
                        () -> access + " of " + n + " byte" + (n == 1 ? "" : "s") + " at offset " + (a - o.base) + " of " + o.describe(), span);
            }
            return o;
        }
        long guess = ((BigInteger) Evaluator.eval(addr, p.model)).longValue();
        MemObject o = p.mem.find(guess);
        if (o != null && o.sizeTerm != null && (o.alive || !options.enabled("use-after-free")) && !Memory.outside(o, guess, n)
                && !(Boolean) Evaluator.eval(insideVariable(tb, tb.bvSub(addr, tb.bv(o.base, 64)), n, o.sizeTerm), p.model)) {
            // past the variable-length array's size in the model: a witness for the error, as in the executor
            Term at = tb.factory().bv(BigInteger.valueOf(guess).and(MASK64), 64);
            p.pc.add(tb.eq(addr, at));
            p.test(tb.eq(addrVars, at));
            Term in = insideVariable(tb, tb.bv(guess - o.base, 64), n, vlaSize(o));
            p.pc.add(tb.not(now(p, in)));
            p.test(tb.not(in));
            throw error(p, "out-of-bounds", access + " of " + n + " byte" + (n == 1 ? "" : "s") + " at offset " + (guess - o.base) + " of " + o.describe(), span);
        }
        if (o == null || !o.alive && options.enabled("use-after-free") || Memory.outside(o, guess, n)) {
            // the model's address is bad: that input is a witness for the error
            Term at = tb.factory().bv(BigInteger.valueOf(guess).and(MASK64), 64);
            p.pc.add(tb.eq(addr, at));
            p.test(tb.eq(addrVars, at));
            checkInside(p, o, guess, n, span, access);
        }
        Term base = tb.bv(o.base, 64), last = tb.bv(o.size - n, 64);
        Term inside = o.sizeTerm != null ? insideVariable(tb, tb.bvSub(addr, base), n, o.sizeTerm) : tb.bvUle(tb.bvSub(addr, base), last);
        SatResult outside = solver.mayHold(p.pc, tb.not(inside), p.model);
        if (outside instanceof SatResult.Sat sat) {
            SatResult in = solver.mayHold(p.pc, inside, p.model);
            Term insideVars = o.sizeTerm != null ? insideVariable(tb, tb.bvSub(addrVars, base), n, vlaSize(o)) : tb.bvUle(tb.bvSub(addrVars, base), last);
            Path other = p.fork();
            other.pc.add(tb.not(inside));
            other.model = sat.model();
            other.test(tb.not(insideVars));
            other.top().index--;
            p.pc.add(inside);
            p.model = ((SatResult.Sat) in).model();
            p.test(insideVars);
            p.top().index--;
            throw new Forked(other);
        }
        if (outside instanceof SatResult.Unknown u) {
            throw unknown(p, "the solver could not decide where " + TermPrinter.print(addr) + " points: " + u.reason(), span);
        }
        return o;
    }

    /** A load of a {@code type} value: the bytes read from the object's array, little-endian. */
    private Term load(Path p, Frame f, Operand address, Type type, Span span) {
        int n = Memory.byteSize(type, program.dataModel());
        Term addrVars = operand(p, f, address, span);
        Term addr = now(p, addrVars);
        MemObject o = resolve(p, addrVars, addr, n, span, "read");
        boolean concrete = addr instanceof Term.BvLit;
        long off = concrete ? ((Term.BvLit) addr).value().longValue() - o.base : 0;
        Type.IntType math = type instanceof Type.IntType it ? it : null;
        if (concrete && o.array == null && math != null && o.cells != null) {
            MemObject.Cell cell = off < o.cells.length ? o.cells[(int) off] : null;
            if (cell != null && cell.size() == n) return cell.value();
        }
        Term.Sym arr = contents(o);
        Term value = null;
        for (int i = n - 1; i >= 0; i--) {
            Term offset = concrete ? tb.bv(off + i, 64) : tb.bvAdd(tb.bvSub(addrVars, tb.bv(o.base, 64)), tb.bv(i, 64));
            Term b = tb.select(arr, offset);
            value = value == null ? b : tb.concat(value, b);
        }
        if (type instanceof Type.BoolType) return tb.ne(value, tb.bv(0, 8));
        if (type instanceof Type.BvType bv && bv.width() != 8 * n) return tb.extract(value, bv.width() - 1, 0);
        if (type instanceof Type.PointerType && n < 8) return tb.zeroExtend(value, 64 - 8 * n); // ILP32: 4-byte pointers
        if (math != null) return tb.bvToInt(value, math.signed());
        return value;
    }

    /** A store: one array update per byte (under --ints=math the exact integer is kept beside them, as the executor does). */
    private void memStore(Path p, Frame f, Instr.MemStore st) {
        Type type = st.type();
        int n = Memory.byteSize(type, program.dataModel());
        Term addrVars = operand(p, f, st.address(), st.span());
        Term addr = now(p, addrVars);
        MemObject found = resolve(p, addrVars, addr, n, st.span(), "write");
        if (found.kind == MemObject.Kind.READ_ONLY) {
            throw error(p, "out-of-bounds", "write into " + found.describe() + ", which is read-only", st.span());
        }
        MemObject o = p.mem.writable(found.id);
        Term valueVars = operand(p, f, st.value(), st.span());
        Term bytes = valueVars;
        Term exact = null;
        if (type instanceof Type.IntType math) {
            Term now = now(p, valueVars);
            Long v = concrete(now);
            boolean fits = v != null && (n == 8 || (math.signed() ? v == Bits.sx(v, 8 * n) : v >= 0 && v >>> (8 * n) == 0));
            if (!fits) exact = v != null ? tb.integer(v) : now;
            if (v != null && n == 8 && !math.signed() && v < 0) exact = tb.integer(v);
            bytes = tb.intToBv(valueVars, 8 * n);
        } else if (type instanceof Type.BoolType) {
            bytes = tb.ite(valueVars, tb.bv(1, 8), tb.bv(0, 8));
        } else if (type instanceof Type.BvType bv && bv.width() != 8 * n) {
            bytes = tb.zeroExtend(valueVars, 8 * n - bv.width());
        }
        Term.Sym arr = contents(o);
        boolean concrete = addr instanceof Term.BvLit;
        long a = concrete ? ((Term.BvLit) addr).value().longValue() : 0;
        if (concrete && o.array == null) {
            int off = (int) (a - o.base);
            o.ensure(off + n);
            o.clearCells(off, n);
            if (exact != null) {
                if (o.cells == null) o.cells = new MemObject.Cell[o.capacity()];
                o.cells[off] = new MemObject.Cell(exact, n);
            }
            for (int i = 0; i < n; i++) update(p, arr, tb.bv(off + i, 64), tb.extract(bytes, 8 * i + 7, 8 * i));
            return;
        }
        // a store at a symbolic offset: from now on the executor reads this object as an SMT array (no exact cells)
        Term base = concrete ? tb.bv(a - o.base, 64) : tb.bvSub(addrVars, tb.bv(o.base, 64));
        for (int i = 0; i < n; i++) update(p, arr, tb.bvAdd(base, tb.bv(i, 64)), tb.extract(bytes, 8 * i + 7, 8 * i));
        o.array = arr;
        o.cells = null;
    }

    /** The NUL-terminated string at a concrete address (printf's format and %s, assert's message). */
    private String readString(Path p, long address, Span span) {
        StringBuilder sb = new StringBuilder();
        for (long a = address; ; a++) {
            MemObject o = p.mem.find(a);
            checkInside(p, o, a, 1, span, "read");
            Term b = now(p, tb.select(contents(o), tb.bv(a - o.base, 64)));
            if (o.array != null || !(b instanceof Term.BvLit lit)) {
                throw error(p, "unsupported", "a string with symbolic characters cannot be printed concretely", span);
            }
            int c = lit.value().intValue();
            if (c == 0) return sb.toString();
            sb.append((char) c);
        }
    }

    private void callIndirect(Path p, Frame f, Instr.CallIndirect c) {
        Span span = c.span();
        long a = concreteValue(p, f, c.target(), span);
        long k = a - Memory.FUNCTION_BASE;
        if (!(k >= 0 && k % 16 == 0 && k / 16 < functionNames.size())) {
            if (Long.compareUnsigned(a, Memory.NULL_PAGE) < 0) throw error(p, "null-dereference", "call through a null function pointer", span);
            throw error(p, "invalid-call", "call through a pointer that is not a function's (0x" + Long.toHexString(a) + ")", span);
        }
        Function callee = program.function(functionNames.get((int) (k / 16)));
        if (callee.params().size() != c.args().size()) {
            throw error(p, "invalid-call", "call through a pointer to " + callee.name() + " with " + c.args().size()
                    + " arguments; it takes " + callee.params().size(), span);
        }
        List<Instr.Arg> args = new ArrayList<>();
        for (Operand o : c.args()) args.add(new Instr.ByValue(o));
        call(p, f, new Instr.Call(c.result(), callee.name(), args, span, c.stmt()));
    }

    // ------------------------------------------------------------------ the runtime functions that use memory

    private void memoryIntrinsic(Path p, Frame f, Instr.Call c) {
        String name = c.callee();
        List<Instr.Arg> args = c.args();
        Span span = c.span();
        switch (name) {
            case "malloc" -> result(p, f, c, allocateHeap(p, size(p, f, args.get(0).operand(), span), "malloc@" + span.line()));
            case "calloc" -> {
                long n = size(p, f, args.get(0).operand(), span), size = size(p, f, args.get(1).operand(), span);
                result(p, f, c, allocateHeap(p, Math.multiplyExact(n, size), "calloc@" + span.line()));
            }
            case "realloc" -> result(p, f, c, realloc(p, f, args.get(0).operand(), args.get(1).operand(), span));
            case "free" -> free(p, concreteValue(p, f, args.get(0).operand(), span), span);
            case "__assert_fail" -> {
                if (!options.enabled("assertion")) return; // switched off: as if compiled with NDEBUG
                long expr = concreteValue(p, f, args.get(0).operand(), span);
                throw error(p, "assertion", "assertion " + readString(p, expr, span) + " failed", span);
            }
            case "effigy_symbolic" -> {
                long at = concreteValue(p, f, args.get(0).operand(), span);
                long n = size(p, f, args.get(1).operand(), span);
                String label = readString(p, concreteValue(p, f, args.get(2).operand(), span), span);
                Term.Sym sym = freshSymbol(p, label, Memory.symbolSort(n));
                MemObject found = p.mem.find(at);
                checkInside(p, found, at, (int) Math.max(1, n), span, "effigy_symbolic");
                MemObject o = p.mem.writable(found.id);
                int off = (int) (at - o.base);
                o.clearCells(off, (int) n);
                for (int i = 0; i < n; i++) {
                    Term b = sym.sort() instanceof Sort.BvSort ? tb.extract(sym, 8 * i + 7, 8 * i) : tb.select(sym, tb.bv(i, 64));
                    update(p, contents(o), tb.bv(off + i, 64), b);
                }
            }
            case "printf" -> printf(p, f, c);
            case "puts" -> {
                String text = readString(p, concreteValue(p, f, args.get(0).operand(), span), span) + "\n";
                stdout(p, text, span);
                resultInt(p, f, c, text.length());
            }
            case "putchar" -> {
                Operand o = args.get(0).operand();
                Term t = now(p, operand(p, f, o, span));
                Long v = concrete(t);
                if (v != null) {
                    int ch = (int) (v & 0xff);
                    stdout(p, String.valueOf((char) ch), span);
                    resultInt(p, f, c, ch);
                } else {
                    boolean math = o.type() instanceof Type.IntType;
                    Term byteTerm = math ? tb.intToBv(t, 32) : tb.resize(t, 32, true);
                    p.writes.add(new Output(List.of(byteTerm), span, "%c"));
                    if (c.result() != null) assign(p, f, c.result(), math ? tb.mod(t, tb.integer(256)) : tb.bvAnd(byteTerm, tb.bv(0xff, 32)));
                }
            }
            default -> {
                if (!effigy.exec.MathFunctions.handles(name)) throw unsupported(name, span);
                Term[] xs = new Term[args.size()];
                for (int i = 0; i < xs.length; i++) xs[i] = operand(p, f, args.get(i).operand(), span);
                int width = ((Type.FloatType) args.get(0).operand().type()).width();
                if (c.result() != null) assign(p, f, c.result(), effigy.exec.MathFunctions.term(tb, name, xs, width, c.result().type()));
            }
        }
    }

    private void result(Path p, Frame f, Instr.Call c, long pointer) {
        if (c.result() != null) assign(p, f, c.result(), tb.bv(pointer, 64));
    }

    private void resultInt(Path p, Frame f, Instr.Call c, long v) {
        if (c.result() != null) assign(p, f, c.result(), constant(v, c.result().type()));
    }

    private void stdout(Path p, String text, Span span) {
        p.writes.add(new Output(List.of(new Output.StdoutText(text)), span, null));
    }

    /** A size argument; a symbolic size is fixed to its value in the path's model (as KLEE and the executor do). */
    private long size(Path p, Frame f, Operand o, Span span) {
        long n = concreteValue(p, f, o, span);
        if (n < 0 || n > (1L << 31)) throw error(p, "unsupported", "allocation of " + Long.toUnsignedString(n) + " bytes", span);
        return n;
    }

    /** The live heap object starting at {@code at}; otherwise an invalid-free or double-free leaf. */
    private MemObject heapObject(Path p, long at, Span span, String what) {
        MemObject o = p.mem.find(at);
        Memory.Problem problem = Memory.freeProblem(o, at, what);
        if (problem != null) throw error(p, problem.kind(), problem.message(), span);
        return o;
    }

    private void free(Path p, long at, Span span) {
        if (at == 0) return;
        // a switched-off check makes the bad free a no-op
        MemObject found = p.mem.find(at);
        boolean invalid = found == null || found.kind != MemObject.Kind.HEAP || found.base != at;
        if (invalid ? !options.enabled("invalid-free") : !found.alive && !options.enabled("double-free")) return;
        MemObject o = heapObject(p, at, span, "free");
        p.mem.writable(o.id).alive = false;
    }

    /** realloc: a new block whose contents are the old one's ({@code new := old}, the bytes past the old size being 0). */
    private long realloc(Path p, Frame f, Operand pointer, Operand size, Span span) {
        long at = concreteValue(p, f, pointer, span);
        long n = size(p, f, size, span);
        if (at == 0) return allocateHeap(p, n, "realloc@" + span.line());
        MemObject old = heapObject(p, at, span, "realloc");
        MemObject o = p.mem.allocate(n, 16, "realloc@" + span.line(), MemObject.Kind.HEAP);
        assign(p, contents(o), contents(old));
        long copied = Math.min(n, old.size);
        if (old.array != null) {
            o.array = contents(o);
        } else if (old.cells != null) {
            o.cells = new MemObject.Cell[(int) o.size];
            for (int i = 0; i < copied; i++) if (old.cells[i] != null && i + old.cells[i].size() <= copied) o.cells[i] = old.cells[i];
        }
        p.mem.writable(old.id).alive = false;
        return o.base;
    }

    /** printf as the executor does it: formatted when every argument is concrete, else recorded with its format. */
    private void printf(Path p, Frame f, Instr.Call c) {
        Span span = c.span();
        List<Instr.Arg> args = c.args();
        String fmt = readString(p, concreteValue(p, f, args.get(0).operand(), span), span);
        List<effigy.exec.c.Printf.ArgKind> kinds;
        try {
            kinds = effigy.exec.c.Printf.argumentKinds(fmt, program.dataModel());
        } catch (IllegalArgumentException e) {
            throw error(p, "unsupported", e.getMessage(), span);
        }
        if (kinds.size() > args.size() - 1) throw error(p, "unsupported", "printf: too few arguments for the format \"" + fmt + "\"", span);
        List<Object> values = new ArrayList<>();
        boolean symbolic = false;
        for (int i = 0; i < kinds.size(); i++) {
            Operand o = args.get(i + 1).operand();
            if (kinds.get(i) == effigy.exec.c.Printf.ArgKind.STRING) {
                long at = concreteValue(p, f, o, span);
                values.add(at == 0 ? null : readString(p, at, span));
            } else {
                Term t = now(p, operand(p, f, o, span));
                Long v = concrete(t);
                boolean floating = o.type() instanceof Type.FloatType; // a double (a float argument arrives promoted)
                if (v != null) {
                    values.add(floating ? (Object) Double.longBitsToDouble(v) : v);
                } else {
                    values.add(floating ? new Output.DoubleBits(t) : t);
                    symbolic = true;
                }
            }
        }
        if (symbolic) {
            p.writes.add(new Output(values, span, fmt, program.dataModel()));
            if (c.result() != null) {
                assign(p, f, c.result(), freshSymbol(p, "printf@" + span.line(), c.result().type() instanceof Type.IntType ? Sort.INT : Sort.bv(32)));
            }
            return;
        }
        String text;
        try {
            text = effigy.exec.c.Printf.format(fmt, effigy.exec.c.Printf.ArgSource.of(values.toArray()), program.dataModel());
        } catch (IllegalArgumentException e) {
            throw error(p, "unsupported", e.getMessage(), span);
        }
        stdout(p, text, span);
        resultInt(p, f, c, text.length());
    }
}
