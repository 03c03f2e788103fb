package effigy.exec;

import effigy.ir.Block;
import effigy.ir.FloatBits;
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
import effigy.source.Span;
import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The one interpreter behind every mode. It runs a {@link State} statement by statement; concrete
 * values stay machine longs and never touch terms or the solver, symbolic values are {@link Term}s.
 * At a branch whose condition is symbolic it asks the solver which ways are feasible (King §2): one
 * way goes on without changing the path condition, both ways stop the run with a {@link Stop.Forked}
 * pair of successors, and the caller (explorer, debugger, concrete runner) decides what to do.
 *
 * <p>An executor serves one entry call ({@link #start}) and is not thread-safe. Symbols given values in
 * the {@code instantiation} become concrete the moment they are made: that is how concrete runs and
 * test replays work, with the same code as symbolic execution (King's commutativity by construction).
 *
 * <p>With a {@link Binder} (the weakest-precondition engine) the state holds program variables instead of
 * values: every local assigned is bound to its variable ({@link #bind}), conditions are terms over variables,
 * and the binder says what a term is worth on the path ({@link #valueOf}) wherever a value is needed.
 */
public final class Executor {

    /** What an assertion site does: a runtime check, an assumption, a proof obligation, or a cut point of Floyd's method. */
    public enum AssertRole { CHECK, ASSUME, PROVE, CUT }

    /**
     * Verification (King §8): the role of each assertion site (King's ASSERT, C's {@code __VERIFIER_assert}
     * and {@code effigy_invariant}). A {@link AssertRole#PROVE} site records whether pc ⊃ P is valid and
     * goes on where P holds. A {@link AssertRole#CUT} site ends the path with that proof, and is told
     * ({@link #cutReached}) so that the verifier can start the path segment beginning there
     * ({@link #havoc}); a segment's first visit to its own cut assumes P instead.
     */
    public interface Assertions {
        AssertRole role(Instr site);
        void cutReached(State s, Instr site);
    }

    /** Consulted before every statement; returning true pauses the run there ({@link Stop.Paused}). */
    public interface Hook {
        boolean pauseBefore(State state, Span statement);
    }

    /**
     * An argument of the entry call: how it is shown, its value, and whether its final value is an output.
     * With {@code bufferSize} ≥ 0 the parameter is a pointer to a fresh object of that many bytes whose
     * contents are {@code value}, an array of bytes (C's {@code --entry} with pointer parameters).
     */
    public record EntryArg(String label, Term value, boolean byReference, long bufferSize, Term sizeTerm) {
        public EntryArg(String label, Term value, boolean byReference) { this(label, value, byReference, -1, null); }
        public EntryArg(String label, Term value, boolean byReference, long bufferSize) { this(label, value, byReference, bufferSize, null); }

        /**
         * A buffer whose size is the input {@code size} (a bv64 symbol, at most {@code capacity}): libFuzzer's
         * {@code data}, {@code size} bytes long, each access checked against {@code size}.
         */
        public static EntryArg sizedBuffer(String label, Term contents, long capacity, Term size) {
            return new EntryArg(label, contents, false, capacity, size);
        }
    }

    private final Program program;
    private final TermBuilder tb;
    private final PathSolver solver;
    private final ExecOptions options;
    /** The inputs' values in a concrete run (grown by an {@link InputSource} as inputs are read); empty in a symbolic run. */
    private Assignment instantiation;
    private final ExecutionTree tree;
    private final ExecStats stats = new ExecStats();
    private final MemoryModel memory;
    private final Intrinsics intrinsics;
    private Hook hook;
    private Assertions assertions;
    private List<EntryArg> entryArgs = List.of();

    // scratch registers for operand evaluation: when eval() returns true the value is in cv, else in tv
    long cv;
    Term tv;

    public Executor(Program program, TermBuilder tb, PathSolver solver, ExecOptions options,
                    Assignment instantiation, ExecutionTree tree) {
        this(program, tb, solver, options, instantiation, tree, new java.util.IdentityHashMap<>(), null);
    }

    private Executor(Program program, TermBuilder tb, PathSolver solver, ExecOptions options,
                     Assignment instantiation, ExecutionTree tree, java.util.IdentityHashMap<Function, Code> codes, Executor base) {
        this.codes = codes;
        this.program = program;
        this.tb = tb;
        this.solver = solver;
        this.options = options;
        this.instantiation = instantiation;
        this.tree = tree;
        this.memory = base == null ? new MemoryModel(this) : new MemoryModel(this, base.memory);
        this.intrinsics = new Intrinsics(this, memory);
        this.leaks = new LeakCheck(this);
    }

    private final LeakCheck leaks;

    /** The memory-leak check at the program's end ({@link ExecOptions#checkLeaks()}). */
    LeakCheck leaks() { return leaks; }

    public void setHook(Hook hook) { this.hook = hook; }

    private Coverage.Run coverage;

    private Concolic concolic;

    /**
     * Concolic execution ({@link Concolic}): set before {@link #start} on an executor whose path solver is
     * {@linkplain PathSolver#evaluating evaluating}; the run follows {@code c}'s input and records its conjuncts.
     */
    public void setConcolic(Concolic c) {
        if (!solver.isEvaluating()) throw new IllegalStateException("a concolic run needs an evaluating path solver");
        if (inputSource != null) throw new IllegalStateException("set the concolic run before the input source");
        this.concolic = c;
    }

    Concolic concolic() { return concolic; }

    /**
     * The values of the inputs a run reads as it goes ({@code __VERIFIER_nondet_*}, a function with no body,
     * {@code effigy_symbolic}, King's READ): a fuzzer's byte stream. Told each new input symbol and how many bytes it
     * takes; its value then makes the input concrete (or, in a concolic run, is the input's concrete value).
     */
    public interface InputSource {
        Object value(Term.Sym input, long bytes);
    }

    private InputSource inputSource;

    /** The values the {@link InputSource} gave, behind a live {@link #instantiation} (a concrete run reading a stream). */
    private java.util.LinkedHashMap<Term.Sym, Object> streamed;

    public void setInputSource(InputSource source) {
        this.inputSource = source;
        if (concolic == null) {
            streamed = new java.util.LinkedHashMap<>(instantiation.values());
            instantiation = Assignment.live(streamed);
        }
    }

    /** Watching a path's digest: see {@link #watch}. */
    private long watchAt = -1, watchedHash;
    private boolean watchedSeen;

    /**
     * Remembers the path digest right after the run's {@code count}-th branch decision ({@link #watched}): how a
     * fuzzer tells whether a new input followed the path it was made for.
     */
    public void watch(long count) { watchAt = count; watchedSeen = false; }

    /** The path digest after the watched branch decision, or null when the run did not get that far. */
    public Long watched() { return watchedSeen ? watchedHash : null; }

    /** Records the blocks, branch directions (and statements, if {@code run} asks for them) this executor's runs cover; null for none. */
    public void setCoverage(Coverage.Run run) { this.coverage = run; }

    public Coverage.Run coverage() { return coverage; }

    MemoryModel memory() { return memory; }

    /** Told of every input a call reads ({@code __VERIFIER_nondet_*}, a function with no body): the symbol, its C type, the call. */
    public interface InputSites {
        void read(State state, Term.Sym input, Type type, Span call);
    }

    private InputSites inputSites;

    public void setInputSites(InputSites sites) { this.inputSites = sites; }

    void inputRead(State s, Term.Sym input, Type type, Span call) {
        if (inputSites != null) inputSites.read(s, input, type, call);
    }

    private Unwinder unwinder;

    /** Bounded unwinding and pauses at join points, for bounded model checking; null (the default) for neither. */
    public void setUnwinder(Unwinder unwinder) {
        if (binder != null) throw new IllegalStateException("a binder runs alone");
        this.unwinder = unwinder;
    }

    /** Ends the path as a {@code LIMIT} leaf of kind {@code unwinding}: it would iterate {@code loop} beyond its bound. */
    Stop unwound(State s, Frame f, effigy.ir.Loop loop, int bound) {
        Span at = f.function.block(loop.header()).terminator().span();
        return finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo(Unwinder.KIND,
                "the loop at line " + at.line() + " of " + f.function.name() + " can run more than " + bound + " iteration"
                        + (bound == 1 ? "" : "s"), at), Map.of());
    }

    public void setAssertions(Assertions assertions) { this.assertions = assertions; }

    private Binder binder;
    /** The state being run (or started): the one whose variables a {@link Binder} resolves in {@link #eval}. */
    private State current;
    /** Activations made so far (numbers the frames for a {@link Binder}'s variable names). */
    private int instances;

    /**
     * Runs with {@code binder} as the value domain: every assignment binds a variable, conditions are terms
     * over variables and the binder gives their values ({@link Binder}). Set before {@link #start}; not with an
     * {@link Unwinder}, an instantiation or verification's cut points.
     */
    public void setBinder(Binder binder) {
        if (unwinder != null || !instantiation.values().isEmpty()) throw new IllegalStateException("a binder runs alone");
        this.binder = binder;
    }

    /** The value of {@code t} on {@code s}'s path over the inputs: {@code t} itself, or what the {@link Binder} says. */
    public Term valueOf(State s, Term t) { return binder == null ? t : binder.value(s, t); }

    /** {@code t} printed as its value on {@code s}'s path (for messages). */
    private String show(State s, Term t) { return TermPrinter.print(valueOf(s, t)); }

    /**
     * Conjoins a condition to the path condition: {@code now} (over the inputs) to the path condition, and with a
     * {@link Binder} the test {@code condition} (its form over the variables) to the path's trace.
     */
    void constrain(State s, Term condition, Term now) {
        s.pc = s.pc.add(now);
        if (binder != null) binder.test(s, condition);
    }

    /**
     * The path goes on under {@code condition} without a new conjunct in its path condition (the condition is
     * implied, or undecided on an unknown leaf): with a {@link Binder}, a test of the trace only.
     */
    private void passed(State s, Term condition) {
        if (binder != null) binder.test(s, condition);
    }

    Binder binder() { return binder; }

    /** With a {@link Binder}: local {@code l} of {@code f} was just assigned; its value is named by the local's variable. */
    void bind(State s, Frame f, Local l) {
        if (binder == null) return;
        Term v = slotTerm(f, l);
        if (v == null) return;
        if (f.names == null) f.names = new Term.Sym[f.function.frameSize()];
        Term.Sym x = f.names[l.slot()];
        if (x == null) {
            x = binder.variable(f.function.name(), f.instance, l, v.sort());
            f.names[l.slot()] = x;
        }
        binder.assign(s, x, v);
        f.sym[l.slot()] = x;
    }

    /** With a {@link Binder}: the local arrays of a new frame start with every element 0 (named like any assignment). */
    private void bindArrays(State s, Frame f) {
        if (binder == null) return;
        for (Local l : f.function.locals()) {
            if (l.kind() != Local.Kind.PARAM && l.type() instanceof Type.ArrayType) bind(s, f, l);
        }
    }
    public ExecStats stats() { return stats; }
    public ExecutionTree tree() { return tree; }
    public TermBuilder termBuilder() { return tb; }
    public PathSolver solver() { return solver; }
    public ExecOptions options() { return options; }
    public Program program() { return program; }

    // ------------------------------------------------------------------ start

    /** The initial state of a call of {@code function} with {@code args} (one per parameter). */
    public State start(Function function, List<EntryArg> args) {
        if (args.size() != function.params().size()) {
            throw new IllegalArgumentException(function.name() + " takes " + function.params().size() + " arguments, got " + args.size());
        }
        this.entryArgs = List.copyOf(args);
        Frame frame = newFrame(function, null);
        State s = new State(frame, concolic != null ? concolic.input() : Assignment.EMPTY);
        current = s;
        if (binder != null) {
            s.binding = binder.start();
            bindArrays(s, frame);
        }
        memory.initGlobals(s);
        Set<Term.Sym> seen = new HashSet<>();
        for (int i = 0; i < args.size(); i++) {
            Term v = args.get(i).value();
            for (Term.Sym sym : symbolsOf(v)) if (seen.add(sym)) s.inputs = s.inputs.add(sym);
            if (args.get(i).bufferSize() >= 0) {
                EntryArg a = args.get(i);
                Term size = a.sizeTerm() == null ? null : instantiate(a.sizeTerm());
                if (size == null || size instanceof Term.BvLit) {
                    long n = size == null ? a.bufferSize() : ((Term.BvLit) size).value().longValue();
                    Object known = v instanceof Term.Sym sym ? concreteValue(sym) : null;
                    frame.conc[i] = known instanceof ArrayValue av ? memory.entryBuffer(s, a.label(), n, av)
                            : memory.entryBuffer(s, a.label(), n, instantiate(v));
                } else {
                    frame.conc[i] = memory.sizedEntryBuffer(s, a.label(), a.bufferSize(), size, v);
                }
                frame.sym[i] = null;
                bind(s, frame, function.params().get(i));
            } else {
                setTerm(frame, i, instantiate(v));
                bind(s, frame, function.params().get(i));
                if (function.params().get(i).type() instanceof Type.IntType it && it.hasLayout() && !it.signed() && instantiate(v) == v) {
                    // --ints=math: a parameter of an unsigned type is a natural number
                    if (assumeTerm(s, tb.le(tb.integer(0), v), function.span()) != null) throw new IllegalStateException("0 <= x is satisfiable");
                }
            }
        }
        return s;
    }

    /** The value the instantiation gives {@code symbol} (a concrete run), or null when it is symbolic in this run. */
    Object concreteValue(Term.Sym symbol) { return instantiation.get(symbol); }

    /** The value a term has in this run: itself, or its value where the instantiation covers all its symbols. */
    Term instantiate(Term t) {
        if (instantiation.values().isEmpty()) return t;
        List<Term.Sym> syms = symbolsOf(t);
        for (Term.Sym sym : syms) if (!instantiation.has(sym)) return t;
        return valueTerm(Evaluator.eval(t, instantiation), t.sort());
    }

    /** A concrete value (as the Evaluator gives it) as a term of sort {@code sort}. */
    public Term valueTerm(Object value, Sort sort) {
        if (value instanceof BigInteger b) return sort instanceof Sort.BvSort bv ? tb.factory().bv(b, bv.width()) : tb.integer(b);
        if (value instanceof Boolean b) return tb.bool(b);
        ArrayValue a = (ArrayValue) value;
        Sort.ArraySort as = (Sort.ArraySort) sort;
        Term arr = tb.constArray(as.index(), valueTerm(a.defaultValue(), as.element()));
        for (Map.Entry<BigInteger, Object> e : a.elements().entrySet()) {
            arr = tb.store(arr, valueTerm(e.getKey(), as.index()), valueTerm(e.getValue(), as.element()));
        }
        return arr;
    }

    static List<Term.Sym> symbolsOf(Term t) {
        List<Term.Sym> out = new ArrayList<>();
        collect(t, out, new HashSet<>());
        return out;
    }

    private static void collect(Term t, List<Term.Sym> out, Set<Term> seen) {
        if (!seen.add(t)) return;
        if (t instanceof Term.Sym s) out.add(s);
        for (Term a : t.args()) collect(a, out, seen);
    }

    /** Each function's decoded instructions, made on its first call. */
    private final java.util.IdentityHashMap<Function, Code> codes;

    /**
     * An executor of the same program and options whose symbols take the values in {@code input} (a
     * concrete run, a test's replay), sharing this one's decoded code and memory tables (use both on one
     * thread); it keeps no execution tree.
     */
    public Executor withInput(Assignment input) {
        return new Executor(program, tb, solver, options, input, null, codes, this);
    }

    /** A frame with every variable undefined, except local arrays, which start with every element 0. */
    private Frame newFrame(Function function, Instr.Call call) {
        Frame f = new Frame(function, codes.computeIfAbsent(function, Code::new), call);
        f.instance = ++instances;
        if (coverage != null) {
            f.coverageBase = coverage.map.base(function);
            coverage.block(f.coverageBase);
        }
        for (Local l : function.locals()) {
            if (l.kind() != Local.Kind.PARAM && l.type() instanceof Type.ArrayType at) {
                f.sym[l.slot()] = tb.constArray(Sort.INT, tb.integer(0));
            }
        }
        return f;
    }

    // ------------------------------------------------------------------ run

    /** Thrown inside a run to end the path with a leaf. Carries no stack trace. */
    static final class EndPath extends RuntimeException {
        final Stop stop;
        EndPath(Stop stop) { super(null, null, false, false); this.stop = stop; }
    }

    private List<Leaf> emitted;

    /**
     * Runs {@code s} until it ends, forks, is paused by the hook, or turns out infeasible. May mutate
     * {@code s}; after a {@link Stop.Forked} the original object is the true successor.
     */
    public Stop run(State s) {
        emitted = new ArrayList<>(0);
        current = s;
        if (coverage != null) adoptCoverage(s);
        try {
            return loop(s);
        } catch (EndPath e) {
            return e.stop;
        }
    }

    /**
     * Numbers the frames of a state made while this executor recorded no coverage (started before {@link #setCoverage},
     * or by an executor without it) and records the blocks they are in. A frame numbered once keeps its number (and
     * its copies have it): the map's numbering is the program's, the same in every map of it.
     */
    private void adoptCoverage(State s) {
        for (int i = s.depth - 1; i >= 0; i--) {
            Frame f = s.stack[i];
            if (f.coverageBase >= 0) break;   // frames below were made before it, and numbered when it was
            f.coverageBase = coverage.map.base(f.function);
            coverage.block(f.coverageBase + f.block);
        }
    }

    /**
     * An executor for another thread that runs states this one started (a parallel exploration's worker): the same
     * program, options, term builder, execution tree (its nodes are added under a lock) and entry, sharing this one's
     * tables of globals (read-only once {@link #start} has run), with {@code solver} (solvers are not thread-safe),
     * its own decoded code, counters and deadline ({@link #stopAt}), and no coverage record. Not for an executor with
     * a hook, an unwinder, a binder, assertions or input sites, which are not made to be shared.
     */
    public Executor worker(PathSolver solver) {
        if (hook != null || unwinder != null || binder != null || assertions != null || inputSites != null) {
            throw new IllegalStateException("only a plain symbolic executor has workers on other threads");
        }
        Executor w = new Executor(program, tb, solver, options, instantiation, tree, new java.util.IdentityHashMap<>(), this);
        w.entryArgs = entryArgs;
        return w;
    }

    private Stop loop(State s) {
        while (true) {
            Frame f = s.writableTop();
            if (f.arrived && unwinder != null) {
                f.arrived = false;
                Stop st = unwinder.arrive(this, s, f);
                if (st != null) return st;
                f = s.writableTop();   // an observer may have forked the state: its frames are copied when next written
            }
            int bi = f.block, i = f.index;
            Instr[] instrs = f.code.instrs[bi];
            if (i < instrs.length) {
                Instr in = instrs[i];
                int op = f.code.ops[bi][i];
                if (op >= Code.STMT) {
                    Stop st = statementStart(s, in.span());
                    if (st != null) return st;
                    op -= Code.STMT;
                }
                stats.instructions++;
                s.instructions++;
                f.index = i + 1;
                switch (op) {
                    case Code.BITS_BINARY -> {
                        Instr.Assign a = (Instr.Assign) in;
                        try {
                            bitsBinary(s, f, a.target().slot(), (Rvalue.Binary) a.value(), a.span());
                        } catch (Undefined u) {
                            throw undefined(s, u.local, a.span());
                        }
                        if (binder != null) bind(s, f, a.target());
                    }
                    case Code.USE, Code.BINARY, Code.UNARY, Code.CAST, Code.LOAD, Code.ADDRESS, Code.SELECT -> {
                        Instr.Assign a = (Instr.Assign) in;
                        assign(s, f, a.target(), a.value(), a.span());
                        if (binder != null) bind(s, f, a.target());
                    }
                    case Instr.STORE -> store(s, f, (Instr.Store) in);
                    case Instr.CALL -> call(s, f, (Instr.Call) in);
                    case Instr.READ -> { read(s, f, (Instr.Read) in); if (binder != null) bind(s, f, ((Instr.Read) in).target()); }
                    case Instr.WRITE -> write(s, f, (Instr.Write) in);
                    case Instr.ASSUME -> { Stop st = assume(s, f, (Instr.Assume) in); if (st != null) return st; }
                    case Instr.ASSERT -> assertion(s, f, (Instr.Assert) in);
                    case Instr.PROVE -> prove(s, f, (Instr.Prove) in);
                    case Instr.MEM_STORE -> memory.store(s, f, (Instr.MemStore) in);
                    case Instr.ALLOCA -> { memory.alloca(s, f, (Instr.Alloca) in); if (binder != null) bind(s, f, ((Instr.Alloca) in).target()); }
                    case Instr.CALL_INDIRECT -> callIndirect(s, f, (Instr.CallIndirect) in);
                    default -> throw new IllegalStateException("opcode " + in.opcode());
                }
            } else {
                Terminator t = f.function.block(bi).terminator();
                if (t.stmt()) {
                    Stop st = statementStart(s, t.span());
                    if (st != null) return st;
                }
                stats.instructions++;
                s.instructions++;
                if (t instanceof Terminator.Goto g) {
                    jump(f, g.target());
                } else if (t instanceof Terminator.Branch br) {
                    Stop st = branch(s, f, br);
                    if (st != null) return st;
                } else {
                    Stop st = ret(s, f, (Terminator.Return) t);
                    if (st != null) return st;
                }
            }
        }
    }

    /** See {@link #stopAt}: Long.MIN_VALUE while no deadline is set (the run is never abandoned). */
    private long deadline = Long.MIN_VALUE;
    /** Statements until the next look at the clock and the interrupt flag. */
    private int untilCheck = CHECK_INTERVAL;
    private static final int CHECK_INTERVAL = 4096;

    /**
     * Makes every later run end with {@link Stop.Abandoned} once {@code deadlineNanos} (on
     * {@link System#nanoTime()}'s scale; Long.MAX_VALUE for none) has passed or the running thread is
     * interrupted: looked at every few thousand statements, so a path that computes long without
     * branching is stopped within milliseconds.
     */
    public void stopAt(long deadlineNanos) { this.deadline = deadlineNanos; }

    private boolean everyObject;

    /**
     * Whether a symbolic address forks over every object it may fall in (and past them all, an error with the whole
     * condition), as under bounded model checking, instead of following the object at the path model's value: a
     * search that must cover every path of a loop's iteration (termination) sets it. Sides are not checked for
     * feasibility: the paths over-approximate.
     */
    public void resolveEveryObject(boolean on) { this.everyObject = on; }

    boolean resolvesEveryObject() { return everyObject; }

    private Stop statementStart(State s, Span span) {
        if (--untilCheck <= 0 && deadline != Long.MIN_VALUE) {
            untilCheck = CHECK_INTERVAL;
            if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) return new Stop.Abandoned("time limit", emitted);
            if (Thread.currentThread().isInterrupted()) return new Stop.Abandoned("interrupted", emitted);
        }
        if (hook != null) {
            if (s.resumed) s.resumed = false;
            else if (hook.pauseBefore(s, span)) { s.resumed = true; return new Stop.Paused(s, emitted); }
        }
        if (s.steps >= options.maxSteps()) {
            return finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo("step-limit",
                    "step limit of " + options.maxSteps() + " statements reached", span), Map.of());
        }
        s.steps++;
        stats.statements++;
        if (coverage != null) coverage.statement(span);
        return null;
    }

    // ------------------------------------------------------------------ values

    private static final class Undefined extends RuntimeException {
        final Local local;
        Undefined(Local l) { super(null, null, false, false); local = l; }
    }

    /** Evaluates an operand: true with the value in {@link #cv}, or false with the term in {@link #tv}. */
    boolean eval(Frame f, Operand o) {
        if (o instanceof Local l) {
            Object v = f.sym[l.slot()];
            if (v == null) { cv = f.conc[l.slot()]; return true; }
            if (v == Frame.UNDEFINED) throw new Undefined(l);
            tv = (Term) v;
            return binder != null && resolve(tv);
        }
        Operand.Const c = (Operand.Const) o;
        if (c.fitsLong()) { cv = c.small(); return true; }
        tv = tb.integer(c.value());
        return false;
    }

    /**
     * With a {@link Binder}: a term over its variables whose value on the current path is a literal is that
     * literal (concrete in {@link #cv} when it fits a long, as {@link #setTerm} keeps literals); otherwise it
     * stays the term over the variables.
     */
    private boolean resolve(Term t) {
        Term n = binder.value(current, t);
        if (n instanceof Term.IntLit lit) {
            if (lit.value().bitLength() < 64) { cv = lit.value().longValue(); return true; }
            tv = n;
        } else if (n instanceof Term.BoolLit b) {
            cv = b.value() ? 1 : 0;
            return true;
        } else if (n instanceof Term.BvLit b) {
            if (b.width() <= 64) { cv = b.value().longValue(); return true; }
            tv = n;
        }
        return false;
    }

    /** The operand's value as a term (making one for a concrete value). */
    private Term term(Frame f, Operand o) {
        return eval(f, o) ? concTerm(cv, o.type()) : tv;
    }

    Term concTerm(long v, Type type) {
        if (type instanceof Type.BoolType) return tb.bool(v != 0);
        if (Bits.isBits(type)) return tb.factory().bv(v, Bits.width(type));
        if (type instanceof Type.FloatType ft) return tb.factory().bv(v, ft.width()); // the bit pattern
        return tb.integer(v);
    }

    /** Stores a term, keeping literals that fit in a long concrete. */
    private static void setTerm(Frame f, int slot, Term t) {
        if (t instanceof Term.IntLit lit && lit.value().bitLength() < 64) {
            f.conc[slot] = lit.value().longValue();
            f.sym[slot] = null;
        } else if (t instanceof Term.BoolLit b) {
            f.conc[slot] = b.value() ? 1 : 0;
            f.sym[slot] = null;
        } else if (t instanceof Term.BvLit b && b.width() <= 64) {
            f.conc[slot] = b.value().longValue();
            f.sym[slot] = null;
        } else {
            f.sym[slot] = t;
        }
    }

    private static void setConc(Frame f, int slot, long v) {
        f.conc[slot] = v;
        f.sym[slot] = null;
    }

    /** The value in a slot as a term, or null when the slot is undefined. */
    Term slotTerm(Frame f, Local l) {
        Object v = f.sym[l.slot()];
        if (v == null) return concTerm(f.conc[l.slot()], l.type());
        return v == Frame.UNDEFINED ? null : (Term) v;
    }

    // ------------------------------------------------------------------ instructions

    private void assign(State s, Frame f, Local target, Rvalue rv, Span span) {
        int slot = target.slot();
        try {
            if (rv instanceof Rvalue.Use u) {
                if (eval(f, u.operand())) setConc(f, slot, cv); else setTerm(f, slot, tv);
            } else if (rv instanceof Rvalue.Binary b) {
                binary(s, f, slot, b, span);
            } else if (rv instanceof Rvalue.Unary u) {
                unary(s, f, slot, u, span);
            } else if (rv instanceof Rvalue.Cast c) {
                if (c.type() instanceof Type.FloatType || c.operand().type() instanceof Type.FloatType) floatCast(s, f, slot, c, span);
                else cast(f, slot, c);
            } else if (rv instanceof Rvalue.Load ld) {
                if (memory.load(s, f, ld.address(), ld.type(), span)) setConc(f, slot, cv); else setTerm(f, slot, tv);
            } else if (rv instanceof Rvalue.AddressOf a) {
                setConc(f, slot, memory.address(a));
            } else {
                Rvalue.Select sel = (Rvalue.Select) rv;
                Term array = term(f, sel.array());
                Term index = checkedIndex(s, f, sel.array(), sel.index(), span);
                setTerm(f, slot, tb.select(array, index));
            }
        } catch (Undefined u) {
            throw undefined(s, u.local, span);
        }
    }

    /** Ends the path with an error leaf of {@code kind}. */
    EndPath error(State s, String kind, String message, Span span) {
        return new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(kind, message, span), Map.of()));
    }

    List<Leaf> emitted() { return emitted; }

    /** Puts a call's result (a term, kept concrete when it is a literal) into the caller's local. */
    void setResult(Frame f, Local target, Term value) { setTerm(f, target.slot(), value); }

    private EndPath undefined(State s, Local l, Span span) {
        return new EndPath(finish(s, Leaf.Status.ERROR,
                new Leaf.ErrorInfo("uninitialized", "variable " + l.name() + " is used before it is assigned", span), Map.of()));
    }

    private void unary(State s, Frame f, int slot, Rvalue.Unary u, Span span) {
        Type type = u.operand().type();
        if (type instanceof Type.FloatType ft) {
            if (!eval(f, u.operand())) { setTerm(f, slot, Semantics.floatUnary(tb, u.op(), tv, ft.width())); return; }
            long v = cv;
            if (u.op() == Rvalue.UnOp.NEG) setConc(f, slot, FloatBits.negate(v, ft.width()));
            else if (u.op() == Rvalue.UnOp.ABS) setConc(f, slot, v & ~FloatBits.negate(0, ft.width()));
            else throw new IllegalStateException(u.op() + " on a floating value");
            return;
        }
        if (Bits.isBits(type)) {
            int w = Bits.width(type);
            boolean negatable = !(u.op() == Rvalue.UnOp.NEG && Bits.signed(type) && options.checkOverflow());
            if (eval(f, u.operand())) {
                long v = cv;
                if (!negatable && v == Bits.norm(1L << (w - 1), w)) throw error(s, "signed-overflow", "signed overflow in -(" + Bits.sx(v, w) + ")", span);
                setConc(f, slot, switch (u.op()) {
                    case NEG -> Bits.norm(-v, w);
                    case BNOT -> Bits.norm(~v, w);
                    case ABS -> Bits.norm(Math.abs(Bits.sx(v, w)), w);
                    case NOT -> v == 0 ? 1 : 0;
                });
            } else {
                Term t = tv;
                if (!negatable) {
                    check(s, Semantics.negationNoOverflow(tb, t, w), "signed-overflow", "signed overflow in -(" + show(s, t) + ")", span);
                }
                setTerm(f, slot, Semantics.bitsUnary(tb, u.op(), t, type));
            }
            return;
        }
        if (eval(f, u.operand())) {
            long v = cv;
            switch (u.op()) {
                case NEG -> { if (v != Long.MIN_VALUE) setConc(f, slot, -v); else setTerm(f, slot, tb.neg(tb.integer(v))); }
                case NOT -> setConc(f, slot, v == 0 ? 1 : 0);
                case ABS -> { if (v != Long.MIN_VALUE) setConc(f, slot, Math.abs(v)); else setTerm(f, slot, tb.abs(tb.integer(v))); }
                case BNOT -> setConc(f, slot, ~v); // C's integers under --ints=math: ~v = -v - 1, exactly
            }
            return;
        }
        setTerm(f, slot, Semantics.mathUnary(tb, u.op(), tv));
    }

    private void binary(State s, Frame f, int slot, Rvalue.Binary b, Span span) {
        if (b.left().type() instanceof Type.FloatType ft) {
            boolean lc = eval(f, b.left());
            long l = cv;
            boolean rc = eval(f, b.right());
            long r = cv;
            if (!lc || !rc) {
                Term x = lc ? concTerm(l, b.left().type()) : term(f, b.left());
                Term y = rc ? concTerm(r, b.right().type()) : term(f, b.right());
                setTerm(f, slot, Semantics.floatBinary(tb, b.op(), x, y));
                return;
            }
            if (b.op().isComparison()) setConc(f, slot, FloatBits.compare(b.op(), l, r, ft.width()) ? 1 : 0);
            else setConc(f, slot, FloatBits.arith(b.op(), l, r, ft.width()));
            return;
        }
        if (Bits.isBits(b.left().type())) {
            bitsBinary(s, f, slot, b, span);
            return;
        }
        if (b.op().isBitwise()) {
            setTerm(f, slot, mathBitwise(s, f, b, span));
            return;
        }
        boolean lc = eval(f, b.left());
        long l = cv;
        Term lt = tv;
        boolean rc = eval(f, b.right());
        long r = cv;
        if (lc && rc) {
            if (concreteBinary(s, f, slot, b.op(), l, r, span)) return;
            lt = concTerm(l, b.left().type());
            tv = concTerm(r, b.right().type());
        } else if (lc) {
            lt = concTerm(l, b.left().type());
        } else if (rc) {
            tv = concTerm(r, b.right().type());
        }
        setTerm(f, slot, symbolicBinary(s, b.op(), lt, tv, span));
    }

    /**
     * A bitwise operator on C integers under {@code --ints=math}, on the integers' infinite two's-complement
     * representation: exact on concrete values; on a symbolic value, the operations that are arithmetic
     * ({@code x << k} = x·2^k, {@code x >> k} = ⌊x / 2^k⌋, {@code x & (2^k - 1)} = x mod 2^k) are done as
     * such, and the rest end the path as {@code unsupported} (they have no exact integer-arithmetic form).
     */
    private Term mathBitwise(State s, Frame f, Rvalue.Binary b, Span span) {
        Term l = term(f, b.left()), r = term(f, b.right());
        int width = ((Type.IntType) b.left().type()).width();
        Rvalue.BinOp op = b.op();
        if (op == Rvalue.BinOp.SHL || op == Rvalue.BinOp.SHR) {
            if (!(r instanceof Term.IntLit amount)) {
                throw new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo("unsupported", "the shift amount "
                        + show(s, r) + " is symbolic; with --ints=math a shift needs a concrete amount", span), Map.of()));
            }
            BigInteger k = amount.value();
            if (k.signum() < 0 || k.compareTo(BigInteger.valueOf(width)) >= 0) {
                if (options.enabled("invalid-shift")) throw invalidShift(s, span, k.toString(), width);
                if (k.signum() < 0) return tb.integer(0);
            }
        }
        Term v = Semantics.mathBitwise(tb, op, l, r);
        if (v != null) return v;
        throw new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo("unsupported", "'" + op.spelling().trim() + "' on the symbolic value "
                + show(s, l instanceof Term.IntLit ? r : l) + " has no exact meaning on mathematical integers (--ints=math);"
                + " run with --ints=bv for bit-precise semantics", span), Map.of()));
    }

    /** The concrete fast path; returns false when the result does not fit in a long (then terms take over). */
    private boolean concreteBinary(State s, Frame f, int slot, Rvalue.BinOp op, long l, long r, Span span) {
        try {
            long v;
            switch (op) {
                case ADD -> v = Math.addExact(l, r);
                case SUB -> v = Math.subtractExact(l, r);
                case MUL -> v = Math.multiplyExact(l, r);
                case DIV -> {
                    if (r == 0) throw divisionByZero(s, span);
                    if (l == Long.MIN_VALUE && r == -1) return false;
                    v = l / r;
                }
                case REM -> { if (r == 0) throw divisionByZero(s, span); v = r == -1 ? 0 : l % r; }
                case MOD -> { if (r == 0) throw divisionByZero(s, span); v = r == -1 ? 0 : Math.floorMod(l, r); }
                case POW -> { return false; }
                case EQ -> v = l == r ? 1 : 0;
                case NE -> v = l != r ? 1 : 0;
                case LT -> v = l < r ? 1 : 0;
                case LE -> v = l <= r ? 1 : 0;
                case GT -> v = l > r ? 1 : 0;
                case GE -> v = l >= r ? 1 : 0;
                case AND -> v = (l != 0 && r != 0) ? 1 : 0;
                case OR -> v = (l != 0 || r != 0) ? 1 : 0;
                case IMPLIES -> v = (l == 0 || r != 0) ? 1 : 0;
                default -> throw new IllegalStateException(op + " on mathematical integers");
            }
            setConc(f, slot, v);
            return true;
        } catch (ArithmeticException overflow) {
            return false;
        }
    }

    private Term symbolicBinary(State s, Rvalue.BinOp op, Term l, Term r, Span span) {
        if (op == Rvalue.BinOp.POW) return power(s, l, r, span);
        if (Semantics.divides(op)) nonZero(s, r, span);
        return Semantics.mathBinary(tb, op, l, r);
    }

    // ------------------------------------------------------------------ bit-vectors and pointers

    /**
     * C's fixed-width arithmetic: wrap-around at the width, signed or unsigned division, comparison and
     * right shift by the operand type, byte arithmetic on pointers. Division by zero and shift amounts
     * outside 0..width-1 are error leaves.
     */
    private void bitsBinary(State s, Frame f, int slot, Rvalue.Binary b, Span span) {
        Type lt = b.left().type(), rt = b.right().type();
        boolean lc = eval(f, b.left());
        long l = cv;
        Term lterm = tv;
        boolean rc = eval(f, b.right());
        long r = cv;
        Term rterm = tv;
        Rvalue.BinOp op = b.op();
        int w = Bits.width(lt);
        boolean signed = Bits.signed(lt);
        if (lc && rc) {
            long v;
            switch (op) {
                case ADD -> { v = Bits.norm(l + r, w); if (signed) overflow(s, Bits.sx(l, w) + Bits.sx(r, w), w, span, l, r, op); }
                case SUB -> { v = Bits.norm(l - r, w); if (signed) overflow(s, Bits.sx(l, w) - Bits.sx(r, w), w, span, l, r, op); }
                case MUL -> { v = Bits.norm(l * r, w); if (signed) overflow(s, Bits.sx(l, w) * Bits.sx(r, w), w, span, l, r, op); }
                case DIV, REM -> {
                    if (r == 0) {
                        if (options.enabled("division-by-zero")) throw divisionByZero(s, span);
                        // SMT-LIB's values, as the symbolic path has them: x % 0 = x; x / 0 = all ones, except a
                        // signed negative x, where bvsdiv divides |x| and negates: -(all ones) = 1
                        v = op == Rvalue.BinOp.REM ? l : signed && Bits.sx(l, w) < 0 ? 1 : Bits.mask(w);
                    } else if (signed) {
                        long x = Bits.sx(l, w), y = Bits.sx(r, w);
                        if (op == Rvalue.BinOp.DIV && y == -1 && x == Bits.sx(1L << (w - 1), w) && options.checkOverflow()) {
                            throw error(s, "signed-overflow", "signed overflow in " + x + " / -1", span);
                        }
                        v = Bits.norm(op == Rvalue.BinOp.DIV ? (y == -1 ? -x : x / y) : (y == -1 ? 0 : x % y), w);
                    } else {
                        v = op == Rvalue.BinOp.DIV ? Long.divideUnsigned(l, r) : Long.remainderUnsigned(l, r);
                    }
                }
                case SHL, SHR -> {
                    long amount = Bits.sx(r, Bits.width(rt));
                    if (amount < 0 || amount >= w) {
                        if (options.enabled("invalid-shift")) throw invalidShift(s, span, Long.toString(amount), w);
                        v = op == Rvalue.BinOp.SHR && signed && Bits.sx(l, w) < 0 ? Bits.mask(w) : 0;
                    } else {
                        v = op == Rvalue.BinOp.SHL ? Bits.norm(l << amount, w) : signed ? Bits.norm(Bits.sx(l, w) >> amount, w) : l >>> amount;
                    }
                }
                case BAND -> v = l & r;
                case BOR -> v = l | r;
                case BXOR -> v = l ^ r;
                case EQ -> v = l == r ? 1 : 0;
                case NE -> v = l != r ? 1 : 0;
                case LT, LE, GT, GE -> {
                    int c = signed ? Long.compare(Bits.sx(l, w), Bits.sx(r, w)) : Long.compareUnsigned(l, r);
                    boolean t = switch (op) { case LT -> c < 0; case LE -> c <= 0; case GT -> c > 0; default -> c >= 0; };
                    v = t ? 1 : 0;
                }
                default -> throw new IllegalStateException(op + " on bit-vectors");
            }
            setConc(f, slot, v);
            return;
        }
        Term x = lc ? concTerm(l, lt) : lterm, y = rc ? concTerm(r, rt) : rterm;
        if ((op == Rvalue.BinOp.DIV || op == Rvalue.BinOp.REM) && options.enabled("division-by-zero")) {
            check(s, Semantics.nonZeroBits(tb, y, rt), "division-by-zero", "division by zero", span);
        }
        if (signed && Semantics.canOverflow(op)) noOverflow(s, x, y, op, w, span);
        if ((op == Rvalue.BinOp.SHL || op == Rvalue.BinOp.SHR) && options.enabled("invalid-shift")) {
            check(s, Semantics.shiftInRange(tb, y, w, rt), "invalid-shift", "shift amount " + show(s, y) + " may be outside 0.." + (w - 1), span);
        }
        Term v = Semantics.bitsBinary(tb, op, x, y, lt, rt);
        setTerm(f, slot, v);
    }

    /** With --check-overflow: a concrete signed result {@code exact} that does not fit in {@code w} bits is an error leaf. */
    private void overflow(State s, long exact, int w, Span span, long l, long r, Rvalue.BinOp op) {
        if (!options.checkOverflow()) return;
        boolean fits = w == 64 ? fits64(l, r, op) : exact == Bits.sx(Bits.norm(exact, w), w);
        if (!fits) {
            throw error(s, "signed-overflow", "signed overflow in " + Bits.sx(l, w) + " " + op.spelling() + " " + Bits.sx(r, w), span);
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
    private void noOverflow(State s, Term x, Term y, Rvalue.BinOp op, int w, Span span) {
        if (!options.checkOverflow()) return;
        Term ok = Semantics.noSignedOverflow(tb, op, x, y, w);
        check(s, ok, "signed-overflow", "signed overflow in " + show(s, x) + " " + op.spelling() + " " + show(s, y), span);
    }

    private EndPath invalidShift(State s, Span span, String amount, int width) {
        return new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo("invalid-shift",
                "shift amount " + amount + " is outside 0.." + (width - 1), span), Map.of()));
    }

    /**
     * A cast to or from a floating type: between floating types by IEEE conversion (round to nearest even);
     * from an integer, rounded to nearest even; to an integer, truncated toward zero, and a NaN or a value out
     * of the target's range (undefined in C) is the error leaf {@code float-to-int-overflow}; to bool, non-zero.
     */
    private void floatCast(State s, Frame f, int slot, Rvalue.Cast c, Span span) {
        Type from = c.operand().type(), to = c.type();
        if (!eval(f, c.operand())) {
            // --ints=math: an exact integer beyond a long converts directly (BigInteger's conversions round to nearest even)
            if (tv instanceof Term.IntLit lit && to instanceof Type.FloatType tf) {
                setConc(f, slot, tf.width() == 32 ? FloatBits.ofFloat(lit.value().floatValue()) : FloatBits.ofDouble(lit.value().doubleValue()));
                return;
            }
            Term t = tv;
            if (from instanceof Type.FloatType ff && !(to instanceof Type.FloatType) && !(to instanceof Type.BoolType)) {
                check(s, Semantics.floatFitsInteger(tb, t, ff.width(), to), "float-to-int-overflow",
                        "the floating value " + show(s, t) + " can be outside the range of " + to + " (undefined behaviour)", span);
            }
            setTerm(f, slot, Semantics.floatCast(tb, t, from, to));
            return;
        }
        long v = cv;
        if (from instanceof Type.FloatType ff) {
            double x = FloatBits.value(v, ff.width());
            if (to instanceof Type.FloatType tf) { setConc(f, slot, effigy.term.Ieee754.convert(v, ff.width(), tf.width())); return; }
            if (to instanceof Type.BoolType) { setConc(f, slot, x != 0 ? 1 : 0); return; }
            Semantics.IntegerTarget target = Semantics.IntegerTarget.of(to);
            int w = target.width();
            boolean signed = target.signed();
            Long r = FloatBits.toInteger(v, ff.width(), signed, w);
            if (r == null) {
                throw error(s, "float-to-int-overflow", "the floating value " + FloatBits.show(v, ff.width())
                        + " is outside the range of " + (signed ? "i" : "u") + w + " (undefined behaviour)", span);
            }
            long iv = r;
            if (to instanceof Type.IntType) {
                if (signed) iv = Bits.sx(iv, w);
                else if (iv < 0) { setTerm(f, slot, tb.integer(new BigInteger(Long.toUnsignedString(iv)))); return; }
            }
            setConc(f, slot, iv);
            return;
        }
        Type.FloatType tf = (Type.FloatType) to;
        if (from instanceof Type.BoolType) { setConc(f, slot, FloatBits.fromInteger(v != 0 ? 1 : 0, true, tf.width())); return; }
        if (from instanceof Type.IntType) { setConc(f, slot, FloatBits.fromInteger(v, true, tf.width())); return; }
        boolean signed = Bits.signed(from);
        setConc(f, slot, FloatBits.fromInteger(signed ? Bits.sx(v, Bits.width(from)) : v, signed, tf.width()));
    }

    /** A cast between scalar types; see {@link Rvalue.Cast}. */
    private void cast(Frame f, int slot, Rvalue.Cast c) {
        Type from = c.operand().type(), to = c.type();
        if (eval(f, c.operand())) {
            long v = cv;
            if (to instanceof Type.BoolType) setConc(f, slot, v != 0 ? 1 : 0);
            else if (Bits.isBits(to) && from instanceof Type.IntType) setConc(f, slot, Bits.norm(v, Bits.width(to)));
            else if (to instanceof Type.IntType && Bits.isBits(from) && !Bits.signed(from) && Bits.width(from) == 64 && v < 0) {
                setTerm(f, slot, tb.integer(new BigInteger(Long.toUnsignedString(v))));
            } else if (to instanceof Type.IntType && Bits.isBits(from)) setConc(f, slot, Bits.signed(from) ? Bits.sx(v, Bits.width(from)) : v);
            else if (from instanceof Type.BoolType || !Bits.isBits(to) || !Bits.isBits(from)) setConc(f, slot, v);
            else setConc(f, slot, Bits.norm(Bits.signed(from) ? Bits.sx(v, Bits.width(from)) : v, Bits.width(to)));
            return;
        }
        setTerm(f, slot, Semantics.cast(tb, tv, from, to));
    }

    private Term power(State s, Term base, Term exponent, Span span) {
        if (!(exponent instanceof Term.IntLit e)) {
            throw new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo("unsupported",
                    "exponent " + show(s, exponent) + " is symbolic; ** needs a concrete exponent", span), Map.of()));
        }
        BigInteger n = e.value();
        if (n.signum() >= 0) {
            if (n.bitLength() > 20) {
                throw new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo("unsupported", "exponent " + n + " is too large", span), Map.of()));
            }
            return Semantics.power(tb, base, n);
        }
        // negative exponent: 1 / base^|n|, truncated toward zero
        nonZero(s, base, span);
        return Semantics.power(tb, base, n);
    }

    private EndPath divisionByZero(State s, Span span) {
        return new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo("division-by-zero", "division by zero", span), Map.of()));
    }

    private void nonZero(State s, Term divisor, Span span) {
        require(s, Semantics.nonZeroInt(tb, divisor), "division-by-zero", "division by zero", span);
    }

    /** The index operand as a term, after checking it against a bounded array's bounds. */
    private Term checkedIndex(State s, Frame f, Local array, Operand index, Span span) {
        Type.ArrayType at = (Type.ArrayType) array.type();
        if (eval(f, index)) {
            long i = cv;
            if (at.bounded() && (i < at.lower() || i > at.upper())) {
                throw new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo("out-of-bounds",
                        "index " + i + " is outside " + array.name() + "(" + at.lower() + ":" + at.upper() + ")", span), Map.of()));
            }
            return tb.integer(i);
        }
        Term i = tv;
        if (at.bounded()) {
            Term ok = tb.and(tb.le(tb.integer(at.lower()), i), tb.le(i, tb.integer(at.upper())));
            check(s, ok, "out-of-bounds", "index " + show(s, i) + " may be outside "
                    + array.name() + "(" + at.lower() + ":" + at.upper() + ")", span);
        }
        return i;
    }

    private void store(State s, Frame f, Instr.Store st) {
        try {
            Term index = checkedIndex(s, f, st.array(), st.index(), st.span());
            Term value = term(f, st.value());
            Term array = slotTerm(f, st.array());
            if (array == null) throw new Undefined(st.array());
            if (binder != null) binder.update(s, (Term.Sym) array, index, value); // the array element assignment a[i] := e
            else setTerm(f, st.array().slot(), tb.store(array, index, value));
        } catch (Undefined u) {
            throw undefined(s, u.local, st.span());
        }
    }

    private void call(State s, Frame f, Instr.Call c) {
        Function callee = program.function(c.callee());
        if (callee == null && Intrinsics.handles(c.callee())) {
            intrinsics.call(s, f, c);
            if (binder != null && c.result() != null) bind(s, f, c.result());
            return;
        }
        if (callee == null) {
            intrinsics.external(s, f, c);
            if (binder != null && c.result() != null) bind(s, f, c.result());
            return;
        }
        if (unwinder != null && unwinder.recursionBound(s, callee) >= 0) {
            int k = unwinder.recursionBound(s, callee);
            throw new EndPath(finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo(Unwinder.KIND, "the recursion of " + callee.name()
                    + " can go deeper than " + k + " nested call" + (k == 1 ? "" : "s"), c.span()), Map.of()));
        }
        if (s.depth >= options.maxDepth()) {
            throw new EndPath(finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo("depth-limit",
                    "call depth limit of " + options.maxDepth() + " reached", c.span()), Map.of()));
        }
        Frame nf = newFrame(callee, c);
        List<Instr.Arg> args = c.args();
        for (int i = 0; i < args.size(); i++) {
            Instr.Arg a = args.get(i);
            if (a instanceof Instr.ByRef ref) {
                nf.conc[i] = f.conc[ref.local().slot()];
                nf.sym[i] = f.sym[ref.local().slot()];
            } else {
                try {
                    if (eval(f, a.operand())) setConc(nf, i, cv); else setTerm(nf, i, tv);
                } catch (Undefined u) {
                    throw undefined(s, u.local, c.span());
                }
            }
        }
        if (binder != null) {
            // inlining with the callee's fresh variables: its arrays, then copy-in of the arguments
            bindArrays(s, nf);
            for (Local p : callee.params()) bind(s, nf, p);
        }
        if (unwinder != null && unwinder.jumpsOverCall(callee)) {
            Map<String, Term> argv = new java.util.LinkedHashMap<>();
            List<Local> params = callee.params();
            for (int i = 0; i < params.size() && i < args.size(); i++) {
                if (args.get(i) instanceof Instr.ByRef) continue;
                argv.put(params.get(i).name(), nf.sym[i] != null ? (Term) nf.sym[i] : concTerm(nf.conc[i], params.get(i).type()));
            }
            unwinder.callJumpedOver(s, callee, argv);
            // an arbitrary result, and every object arbitrary (whatever the call could have written)
            if (c.result() != null) {
                Sort sort = concTerm(0, c.result().type()).sort();
                setTerm(f, c.result().slot(), tb.factory().symbol(callee.name() + "@result#" + (++skippedCalls), sort));
            }
            memory.havoc(s, this);
            return;
        }
        s.push(nf);
    }

    private int skippedCalls;

    /** A call through a function pointer: the address must be a function's. */
    private void callIndirect(State s, Frame f, Instr.CallIndirect c) {
        Function callee = memory.function(s, f, c.target(), c.span());
        if (callee.params().size() != c.args().size()) {
            throw error(s, "invalid-call", "call through a pointer to " + callee.name() + " with " + c.args().size()
                    + " arguments; it takes " + callee.params().size(), c.span());
        }
        List<Instr.Arg> args = new ArrayList<>();
        for (Operand o : c.args()) args.add(new Instr.ByValue(o));
        call(s, f, new Instr.Call(c.result(), callee.name(), args, c.span(), c.stmt()));
    }

    private void read(State s, Frame f, Instr.Read r) {
        Term.Sym sym = freshInput(s, r.inputName(), Sort.INT, 8);
        setTerm(f, r.target().slot(), instantiate(sym));
    }

    /** A new input symbol named {@code base}, or {@code base_2}, {@code base_3}, … when the name is taken on this path. */
    public Term.Sym freshSymbol(State s, String base, Sort sort) {
        String name = inputSource != null ? unusedNameOnOnePath(s, base) : unusedName(base, s.inputs.toList());
        Term.Sym sym = tb.factory().symbol(name, sort);
        s.inputs = s.inputs.add(sym);
        return sym;
    }

    /** A run fed by an {@link InputSource} (never forking): the names its path has taken, and per base where the search for a free one resumes. */
    private Set<String> takenNames;
    private Map<String, Integer> nextIndex;

    /**
     * {@link #unusedName} for a run that follows one path (a concrete or concolic run reading a stream): the same
     * name, found without looking at every input so far (a program reading thousands of values took seconds).
     * Names are only added along the path, so the first free index of a base never goes down.
     */
    private String unusedNameOnOnePath(State s, String base) {
        if (takenNames == null) {
            takenNames = new HashSet<>();
            nextIndex = new java.util.HashMap<>();
            for (Term.Sym x : s.inputs.toList()) takenNames.add(x.name());
        }
        int k = nextIndex.getOrDefault(base, 1);
        String name = k == 1 ? base : base + "_" + k;
        while (takenNames.contains(name)) name = base + "_" + ++k;
        nextIndex.put(base, k);
        takenNames.add(name);
        return name;
    }

    /**
     * A new input symbol read while running, {@code bytes} bytes of input: as {@link #freshSymbol}, its value
     * taken from the {@link InputSource} when there is one.
     */
    public Term.Sym freshInput(State s, String base, Sort sort, long bytes) { return freshInput(s, base, sort, bytes, false); }

    /** As {@link #freshInput(State, String, Sort, long)}; a {@code bool} input (C's _Bool) is 1 where its bytes are not all zero. */
    public Term.Sym freshInput(State s, String base, Sort sort, long bytes, boolean bool) {
        Term.Sym sym = freshSymbol(s, base, sort);
        if (inputSource != null && !instantiation.has(sym)) {
            Object v = inputSource.value(sym, bytes);
            if (bool && v instanceof BigInteger b) v = b.signum() != 0 ? BigInteger.ONE : BigInteger.ZERO;
            if (concolic != null) concolic.read(sym, v); // the state's model is the concolic input, which grows
            else streamed.put(sym, v);
        }
        return sym;
    }

    /** {@code base}, or {@code base_2}, {@code base_3}, ... : the first name no symbol of {@code used} has. */
    static String unusedName(String base, Iterable<Term.Sym> used) {
        Set<String> taken = new HashSet<>();
        for (Term.Sym x : used) taken.add(x.name());
        String name = base;
        for (int k = 2; taken.contains(name); k++) name = base + "_" + k;
        return name;
    }

    private void write(State s, Frame f, Instr.Write w) {
        List<Object> items = new ArrayList<>();
        try {
            for (Instr.WriteItem item : w.items()) {
                if (item instanceof Instr.WriteText t) items.add(t.text());
                else items.add(valueOf(s, term(f, ((Instr.WriteValue) item).operand())));
            }
        } catch (Undefined u) {
            throw undefined(s, u.local, w.span());
        }
        s.writes = s.writes.add(new Output(List.copyOf(items), w.span()));
    }

    private Stop assume(State s, Frame f, Instr.Assume a) {
        Term c = operandTerm(s, f, a.cond(), a.span());
        return assumeTerm(s, c, a.span());
    }

    /**
     * Conjoins {@code c} to the path condition when consistent (King's ASSUME). Returns
     * {@link Stop.Infeasible} when it cannot hold, or null to go on.
     */
    public Stop assumeTerm(State s, Term c, Span span) {
        Term now = valueOf(s, c);
        if (now instanceof Term.BoolLit b) return b.value() ? null : new Stop.Infeasible(emitted == null ? List.of() : emitted);
        if (concolic != null) {
            boolean holds = Evaluator.isTrue(now, s.model);
            if (!holds) {
                concolic.assumptionViolated(span);
                return new Stop.Infeasible(emitted == null ? List.of() : emitted);
            }
            concolic.add(new Concolic.Conjunct(now, Concolic.Kind.ASSUME, span, -1, true, s.branches, s.pathHash, null));
            constrain(s, c, now);
            return null;
        }
        SatResult r = solver.mayHold(s.pathCondition(), now, s.model);
        stats.branchQueries++;
        if (r instanceof SatResult.Sat sat) {
            constrain(s, c, now);
            s.model = sat.model();
            return null;
        }
        if (r instanceof SatResult.Unknown u) {
            throw new EndPath(finish(s, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo("solver-unknown",
                    "the solver could not decide whether ASSUME can hold: " + u.reason(), span), Map.of()));
        }
        return new Stop.Infeasible(emitted == null ? List.of() : emitted);
    }

    private Term operandTerm(State s, Frame f, Operand o, Span span) {
        try {
            return term(f, o);
        } catch (Undefined u) {
            throw undefined(s, u.local, span);
        }
    }

    private void assertion(State s, Frame f, Instr.Assert a) {
        Term c = operandTerm(s, f, a.cond(), a.span());
        assertionSite(s, a, c, "assertion " + a.span().text() + " can be violated", a.span());
    }

    /** An assertion site with its condition evaluated: checked, assumed, proved, or a cut point, as {@link #assertions} says. */
    void assertionSite(State s, Instr site, Term c, String message, Span span) {
        AssertRole role = assertions == null ? AssertRole.CHECK : assertions.role(site);
        switch (role) {
            case CHECK -> check(s, c, "assertion", message, span);
            case ASSUME -> {
                Stop st = assumeTerm(s, c, span);
                if (st != null) throw new EndPath(st);
            }
            case PROVE -> {
                s.proofs = s.proofs.add(proveTerm(s, c, span));
                require(s, c, "assertion", message, span);
            }
            case CUT -> {
                if (s.cutStart == site && !s.cutAssumed) {
                    s.cutAssumed = true;
                    Stop st = assumeTerm(s, c, span);
                    if (st != null) throw new EndPath(st);
                    return;
                }
                ProofOutcome proof = proveTerm(s, c, span);
                s.proofs = s.proofs.add(proof);
                assertions.cutReached(s, site);
                throw new EndPath(finish(s, Leaf.Status.RETURNED, null, Map.of()));
            }
        }
    }

    /**
     * A copy of {@code s} whose every live writable memory object holds arbitrary contents: a state standing for
     * any call of its function, whatever earlier calls left in memory.
     */
    public State arbitraryMemory(State s) {
        State h = s.fork();
        memory.havoc(h, this);
        return h;
    }

    /**
     * The start of the path segment at cut point {@code site} (Floyd's method): a copy of {@code s} positioned
     * before the statement of {@code site}, with every named variable of the innermost frame and every
     * writable memory object's contents replaced by fresh symbols, and the path condition, inputs and proofs
     * emptied. Running it assumes the site's assertion first, then goes on to the next cut point.
     */
    public State havoc(State s, Instr site) {
        if (binder != null) throw new IllegalStateException("a binder runs alone");
        State h = s.fork();
        h.pc = PList.empty();
        h.model = Assignment.EMPTY;
        h.inputs = PList.empty();
        h.proofs = PList.empty();
        h.writes = PList.empty();
        h.decisions = PList.empty();
        h.steps = 0;
        h.pathHash = 0;
        Frame f = h.writableTop();
        // named after the variables; where callers' values remain (which may mention the entry's symbols
        // of those names), qualified by the cut's line so that no two values share a symbol by accident
        String suffix = h.depth() > 1 ? "@" + site.span().line() : "";
        for (Local l : f.function.locals()) {
            if (l.name().startsWith("&")) continue;             // the address of a variable in memory: fixed
            if (l.isTemp() || l.name().startsWith("%")) { f.sym[l.slot()] = Frame.UNDEFINED; continue; }
            Sort sort = l.type() instanceof Type.BoolType ? Sort.BOOL : l.type() instanceof Type.ArrayType ? Sort.array(Sort.INT, Sort.INT)
                    : Bits.isBits(l.type()) ? Sort.bv(Bits.width(l.type())) : Sort.INT;
            setTerm(f, l.slot(), freshSymbol(h, l.name() + suffix, sort));
        }
        memory.havoc(h, this);
        int[] start = statementStart(f.function, site);
        f.block = start[0];
        f.index = start[1];
        h.cutStart = site;
        h.cutAssumed = false;
        return h;
    }

    private void prove(State s, Frame f, Instr.Prove p) {
        Term c = operandTerm(s, f, p.cond(), p.span());
        s.proofs = s.proofs.add(proveTerm(s, c, p.span()));
    }

    /** King's PROVE: is {@code pc ⊃ claim} valid? Changes nothing in the state. */
    public ProofOutcome proveTerm(State s, Term claim, Span span) {
        claim = valueOf(s, claim);
        Validity v = solver.isValid(s.pathCondition(), claim, s.model);
        stats.branchQueries++;
        if (v instanceof Validity.Valid) return new ProofOutcome(span, claim, ProofOutcome.Verdict.PROVED, null, null);
        if (v instanceof Validity.Invalid inv) {
            return new ProofOutcome(span, claim, ProofOutcome.Verdict.REFUTED, restrict(s, inv.counterexample()), null);
        }
        return new ProofOutcome(span, claim, ProofOutcome.Verdict.UNKNOWN, null, ((Validity.Unknown) v).reason());
    }

    /**
     * A runtime check: where {@code ok} can fail, an error leaf (with a failing input) is emitted; where it
     * can hold, the path goes on with {@code ok} in its path condition; where it cannot hold, the path ends.
     */
    void check(State s, Term ok, String kind, String message, Span span) {
        if (options.enabled(kind)) require(s, ok, kind, message, span);
    }

    /** As {@link #check}, even when the check is switched off (mathematical division has no value for x / 0). */
    private void require(State s, Term ok, String kind, String message, Span span) {
        require(s, ok, kind, message, span, null);
    }

    /**
     * As {@link #require(State, Term, String, String, Span)}; with {@code pinned} (a bit-vector term, or null),
     * a failing side also fixes {@code pinned} to its value in that side's model and ends the message with that
     * value (signed), so the leaf says which value fails (a variable-length array's bound).
     */
    void require(State s, Term okVars, String kind, String message, Span span, Term pinned) {
        Term ok = valueOf(s, okVars);
        if (ok instanceof Term.BoolLit b) {
            if (b.value()) return;
            passed(s, tb.not(okVars));
            if (pinned != null) message = message + " " + pin(s, pinned, s.model);
            throw new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(kind, message, span), Map.of()));
        }
        Term bad = tb.not(ok);
        if (concolic != null) {
            boolean holds = Evaluator.isTrue(ok, s.model);
            concolic.add(new Concolic.Conjunct(holds ? ok : bad, Concolic.Kind.CHECK, span, -1, holds, s.branches, s.pathHash, kind));
            constrain(s, holds ? okVars : tb.not(okVars), holds ? ok : bad);
            if (holds) return;
            if (pinned != null) message = message + " " + pin(s, pinned, s.model);
            throw new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo(kind, message, span), Map.of()));
        }
        List<Term> pc = s.pathCondition();
        SatResult badR = solver.mayHold(pc, bad, s.model);
        SatResult okR = solver.mayHold(pc, ok, s.model);
        stats.branchQueries += 2;
        Leaf.ErrorInfo err = new Leaf.ErrorInfo(kind, message, span);
        if (!okR.isSat()) {
            if (okR instanceof SatResult.Unknown u && badR instanceof SatResult.Sat) {
                // the failing side is real; the passing side is undecided: report it, never drop it
                State undecided = s.fork();
                passed(undecided, okVars);
                emitted.add(((Stop.Finished) finish(undecided, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo("solver-unknown",
                        "the solver could not decide whether a " + kind + " check can pass: " + u.reason(), span), Map.of())).leaf());
            }
            if (badR instanceof SatResult.Sat sat) {
                constrain(s, tb.not(okVars), bad);
                s.model = sat.model();
                if (pinned != null) err = new Leaf.ErrorInfo(kind, message + " " + pin(s, pinned, sat.model()), span);
                throw new EndPath(finish(s, Leaf.Status.ERROR, err, Map.of()));
            }
            String why = okR instanceof SatResult.Unknown u ? u.reason() : ((SatResult.Unknown) badR).reason();
            throw new EndPath(finish(s, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo("solver-unknown",
                    "the solver could not decide a " + kind + " check: " + why, span), Map.of()));
        }
        if (!(badR instanceof SatResult.Sat) && !(badR instanceof SatResult.Unknown)) { passed(s, okVars); return; } // cannot fail here
        int node = tree != null ? tree.fork(s.treeNode, s.treeSide, span, ok) : s.treeNode;
        State failing = s.fork();
        failing.treeNode = node;
        failing.treeSide = false;
        Leaf leaf;
        if (badR instanceof SatResult.Sat sat) {
            constrain(failing, tb.not(okVars), bad);
            failing.model = sat.model();
            if (pinned != null) err = new Leaf.ErrorInfo(kind, message + " " + pin(failing, pinned, sat.model()), span);
            leaf = ((Stop.Finished) finish(failing, Leaf.Status.ERROR, err, Map.of())).leaf();
        } else {
            passed(failing, tb.not(okVars));
            leaf = ((Stop.Finished) finish(failing, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo("solver-unknown",
                    "the solver could not decide whether a " + kind + " check can fail: " + ((SatResult.Unknown) badR).reason(), span),
                    Map.of())).leaf();
        }
        emitted.add(leaf);
        constrain(s, okVars, ok);
        s.model = ((SatResult.Sat) okR).model();
        s.treeNode = node;
        s.treeSide = true;
    }

    /** In a concolic run: {@code fixed} (symbolic value = its concrete value) is recorded as a concretization of {@code what} at {@code span}. */
    void concretized(State s, Term fixed, Span span, String what) {
        if (concolic != null) concolic.add(new Concolic.Conjunct(fixed, Concolic.Kind.CONCRETIZATION, span, -1, true, s.branches, s.pathHash, what));
    }

    /** Fixes the bit-vector term {@code t} to its value in {@code model} on {@code s}'s path; that value, signed. */
    private long pin(State s, Term vars, Assignment model) {
        Term t = valueOf(s, vars);
        if (t instanceof Term.BvLit lit) return lit.value().longValue();
        stats.concretizations++;
        BigInteger v = (BigInteger) Evaluator.eval(t, model);
        Term lit = tb.factory().bv(v, ((Sort.BvSort) t.sort()).width());
        concretized(s, tb.eq(t, lit), position(s), "a size");
        constrain(s, tb.eq(vars, lit), tb.eq(t, lit));
        return v.longValue();
    }

    // ------------------------------------------------------------------ control

    /** The path digest after a branch decision: {@code h} mixed with the branch's id and the direction taken. */
    public static long pathHash(long h, int branchId, boolean taken) {
        return (h ^ (branchId * 2L + (taken ? 1 : 0))) * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
    }

    private Stop branch(State s, Frame f, Terminator.Branch br) {
        boolean concrete;
        try {
            concrete = eval(f, br.cond());
        } catch (Undefined u) {
            throw undefined(s, u.local, br.span());
        }
        if (concrete) {
            decided(s, f, br, cv != 0);
            return null;
        }
        Term cVars = tv, c = valueOf(s, cVars);
        if (concolic != null) {
            boolean taken = Evaluator.isTrue(c, s.model);
            Term cond = taken ? c : tb.not(c);
            concolic.add(new Concolic.Conjunct(cond, Concolic.Kind.BRANCH, br.span(), br.id(), taken, s.branches, s.pathHash, null));
            constrain(s, taken ? cVars : tb.not(cVars), cond);
            decided(s, f, br, taken);
            return null;
        }
        List<Term> pc = s.pathCondition();
        SatResult tr = solver.mayHold(pc, c, s.model);
        Term notC = tb.not(c);
        SatResult fr = solver.mayHold(pc, notC, s.model);
        stats.branchQueries += 2;
        if (untilCheck > 64) untilCheck = 64;   // queries may be slow: look at the deadline sooner
        boolean canTrue = tr.isSat(), canFalse = fr.isSat();
        if (canTrue && canFalse) {
            stats.forks++;
            State other = s.fork();
            int node = tree != null ? tree.fork(s.treeNode, s.treeSide, br.span(), c) : 0;
            take(s, s.writableTop(), br, true, cVars, c, ((SatResult.Sat) tr).model(), node);
            take(other, other.writableTop(), br, false, tb.not(cVars), notC, ((SatResult.Sat) fr).model(), node);
            return new Stop.Forked(c, br, br.span(), s, other, emitted);
        }
        // one way (or none) is feasible; an undecided way is reported as an unknown leaf, never guessed
        for (int side = 0; side < 2; side++) {
            SatResult r = side == 0 ? tr : fr;
            if (r instanceof SatResult.Unknown u) {
                State us = (canTrue || canFalse) ? s.fork() : s;
                passed(us, side == 0 ? cVars : tb.not(cVars));
                if (tree != null) {
                    us.treeNode = tree.fork(s.treeNode, s.treeSide, br.span(), c);
                    us.treeSide = side == 0;
                }
                Stop leaf = finish(us, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo("solver-unknown",
                        "the solver could not decide whether the branch can go " + (side == 0 ? "true" : "false") + ": " + u.reason(), br.span()), Map.of());
                if (!(canTrue || canFalse)) return leaf;
                emitted.add(((Stop.Finished) leaf).leaf());
            }
        }
        if (!canTrue && !canFalse) {
            // both unsatisfiable: the path condition itself is inconsistent, which cannot happen
            throw new IllegalStateException("inconsistent path condition at " + br.span());
        }
        boolean taken = canTrue;
        passed(s, taken ? cVars : tb.not(cVars));
        decided(s, f, br, taken);
        return null;
    }

    /** The path goes on {@code taken}'s way at {@code br} (its digest, the coverage and a watch told). */
    private void decided(State s, Frame f, Terminator.Branch br, boolean taken) {
        s.pathHash = pathHash(s.pathHash, br.id(), taken);
        if (++s.branches == watchAt) { watchedHash = s.pathHash; watchedSeen = true; }
        if (coverage != null) coverage.branch(br.id(), taken);
        jump(f, taken ? br.ifTrue() : br.ifFalse());
    }

    private void take(State s, Frame f, Terminator.Branch br, boolean taken, Term condVars, Term cond, Assignment model, int node) {
        constrain(s, condVars, cond);
        s.model = model;
        s.decisions = s.decisions.add(new State.Decision(br.span(), taken, cond));
        s.treeNode = node;
        s.treeSide = taken;
        decided(s, f, br, taken);
    }

    /** Control goes to the start of {@code target} in {@code f}'s function (the {@link Unwinder} looks at the arrival). */
    private void jump(Frame f, int target) {
        if (coverage != null) coverage.block(f.coverageBase + target);
        f.prevBlock = f.block;
        f.block = target;
        f.index = 0;
        f.arrived = true;
    }

    private Stop ret(State s, Frame f, Terminator.Return r) {
        Term value = null;
        if (r.value() != null) value = operandTerm(s, f, r.value(), r.span());
        if (s.depth == 1) {
            Map<String, Term> outputs = new LinkedHashMap<>();
            for (int i = 0; i < entryArgs.size(); i++) {
                EntryArg a = entryArgs.get(i);
                if (!a.byReference()) continue;
                Term fin = slotTerm(f, f.function.params().get(i));
                if (fin != null) outputs.put(a.label(), fin);
            }
            if (value != null) outputs.put("return", value);
            if (options.checkLeaks()) leaks.atEnd(s, false, value, f.function.returnType(), r.span());
            return finish(s, Leaf.Status.RETURNED, null, outputs);
        }
        if (f.stackObjects != null) memory.release(s, f);
        if (unwinder != null) unwinder.leaving(s, f);
        Instr.Call call = f.call;
        s.pop();
        Frame caller = s.writableTop();
        List<Instr.Arg> args = call.args();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i) instanceof Instr.ByRef ref) {
                caller.conc[ref.local().slot()] = f.conc[i];
                caller.sym[ref.local().slot()] = f.sym[i];
                if (binder != null) bind(s, caller, ref.local()); // copy-out
            }
        }
        if (call.result() != null) {
            if (value == null) {
                // reported at the call that uses the value (a call whose value is discarded has no result)
                throw new EndPath(finish(s, Leaf.Status.ERROR, new Leaf.ErrorInfo("no-return-value",
                        noReturnValue(call.callee(), r.span()), call.span()), Map.of()));
            }
            setTerm(caller, call.result().slot(), value);
            if (binder != null) bind(s, caller, call.result());
        }
        return null;
    }

    /**
     * The message of a no-return-value error: {@code callee} reached its end ({@code end}) without a return
     * statement and the caller uses the value of the call (undefined, C99 6.9.1p12).
     */
    private static String noReturnValue(String callee, Span end) {
        return callee + " ends without returning a value (line " + end.line() + ") and the caller uses the value of the call";
    }

    // ------------------------------------------------------------------ leaves

    Stop finish(State s, Leaf.Status status, Leaf.ErrorInfo error, Map<String, Term> outputs) {
        if (unwinder != null) unwinder.ending(s);
        if (binder != null && !outputs.isEmpty()) {
            Map<String, Term> values = new LinkedHashMap<>();
            outputs.forEach((k, v) -> values.put(k, binder.value(s, v)));
            outputs = values;
        }
        Leaf leaf = new Leaf(status, s.pathCondition(), java.util.Collections.unmodifiableMap(new LinkedHashMap<>(outputs)),
                s.writes(), s.inputs(), restrict(s, instantiation.values().isEmpty() ? s.model : s.model.merge(instantiation)), s.steps, error, s.pathHash, s.proofs(), -1);
        if (tree != null) {
            int id = tree.leaf(s.treeNode, s.treeSide, leaf);
            leaf = new Leaf(leaf.status(), leaf.pathCondition(), leaf.outputs(), leaf.writes(), leaf.inputs(), leaf.test(),
                    leaf.steps(), leaf.error(), leaf.pathHash(), leaf.proofs(), id);
            tree.setLeaf(id, leaf);
        }
        if (binder != null) binder.leaf(s, leaf);
        return new Stop.Finished(leaf, emitted == null ? List.of() : emitted);
    }

    /** The model restricted to the path's inputs, each with a value (defaults where the model is silent). */
    private Assignment restrict(State s, Assignment model) {
        Map<Term.Sym, Object> m = new LinkedHashMap<>();
        for (Term.Sym sym : s.inputs.toList()) m.put(sym, model.valueOf(sym));
        return new Assignment(m);
    }

    // ------------------------------------------------------------------ inspection (the debugger)

    /**
     * The named variables of the state's innermost frame (parameters and declared variables; not
     * temporaries, not the address registers of C variables in memory) with their values as terms, in
     * declaration order; a variable not yet assigned is absent.
     */
    public Map<String, Term> variables(State s) {
        Frame f = s.top();
        Map<String, Term> out = new java.util.LinkedHashMap<>();
        for (Local l : f.function.locals()) {
            if (l.isTemp() || l.name().startsWith("%")) continue;
            if (l.name().startsWith("&")) {
                Term t = inMemory(s, f, l);
                if (t != null) out.put(l.name().substring(1), t);
                continue;
            }
            Term t = slotTerm(f, l);
            if (t != null) out.put(l.name(), t);
        }
        return out;
    }

    /**
     * A C variable that lives in memory ({@code l} holds its address), as its alloca records it: a scalar
     * read with its type, a one-dimensional array of scalars as an array term over indices 0..n-1 (at most
     * 256 elements); without a record, an object of 1, 2, 4 or 8 bytes as a signed integer of that size;
     * null for anything else (structs) or before the object exists.
     */
    private Term inMemory(State s, Frame f, Local l) {
        if (f.sym[l.slot()] != null) return null;
        long base = f.conc[l.slot()];
        MemObject o = s.memory.find(base);
        if (o == null || !o.alive || o.base != base) return null;
        Type content = f.code.memoryContent[l.slot()];
        if (content == null) {
            // no type recorded (built by hand): a scalar of 1, 2, 4 or 8 bytes as a signed integer
            if (Long.bitCount(o.size) != 1 || o.size > 8) return null;
            content = Type.bv(8 * (int) o.size, true);
        }
        if (content instanceof Type.ArrayType at) {
            // a 1-D array of scalars: elements 0..n-1 as an array term over integer indices
            Type element = at.element();
            int size = Memory.byteSize(element, program.dataModel());
            Term arr = null;
            for (long i = 0; i <= Math.min(at.upper(), 255); i++) {
                Operand address = Operand.Const.of(BigInteger.valueOf(base + i * size), new Type.PointerType(Type.VOID));
                Term v = memory.load(s, f, address, element, Span.NONE) ? concTerm(cv, element) : tv;
                if (arr == null) arr = tb.constArray(Sort.INT, v.sort() instanceof Sort.BvSort ? tb.factory().bv(0, ((Sort.BvSort) v.sort()).width()) : v.sort().equals(Sort.BOOL) ? tb.bool(false) : tb.integer(0));
                arr = tb.store(arr, tb.integer(i), v);
            }
            return arr;
        }
        return memory.load(s, f, l, content, Span.NONE) ? concTerm(cv, content) : tv;
    }

    /** Gives a variable of the innermost frame a new value (the debugger's {@code set}); false when there is no such variable. */
    public boolean setVariable(State s, String name, Term value) {
        Frame f = s.writableTop();
        for (Local l : f.function.locals()) {
            if (l.isTemp() || !l.name().equals(name)) continue;
            setTerm(f, l.slot(), value);
            return true;
        }
        return false;
    }

    /** The IR type of a variable of the innermost frame, or null. */
    public Type variableType(State s, String name) {
        for (Local l : s.top().function.locals()) if (!l.isTemp() && l.name().equals(name)) return l.type();
        return null;
    }

    /**
     * Block and instruction index of the start (the statement mark) of the statement {@code site} belongs
     * to. A statement may span blocks ({@code &&}, {@code ?:}): the search goes back through predecessors,
     * which all lead to the statement's one start.
     */
    private static int[] statementStart(Function fn, Instr site) {
        int n = fn.blocks().size();
        List<List<Integer>> preds = new ArrayList<>();
        for (int i = 0; i < n; i++) preds.add(new ArrayList<>());
        for (Block b : fn.blocks()) for (int t : b.successors()) preds.get(t).add(b.index());
        int siteBlock = -1, siteIndex = -1;
        for (Block b : fn.blocks()) {
            int at = b.instrs().indexOf(site);
            if (at >= 0) { siteBlock = b.index(); siteIndex = at; }
        }
        if (siteBlock < 0) throw new IllegalArgumentException("the site is not in " + fn.name());
        java.util.ArrayDeque<int[]> work = new java.util.ArrayDeque<>();
        boolean[] seen = new boolean[n];
        work.add(new int[] {siteBlock, siteIndex});
        seen[siteBlock] = true;
        while (!work.isEmpty()) {
            int[] at = work.poll();
            List<Instr> instrs = fn.block(at[0]).instrs();
            for (int i = Math.min(at[1], instrs.size() - 1); i >= 0; i--) if (instrs.get(i).stmt()) return new int[] {at[0], i};
            for (int p : preds.get(at[0])) {
                if (fn.block(p).terminator().stmt()) return new int[] {p, fn.block(p).instrs().size()};
                if (!seen[p]) { seen[p] = true; work.add(new int[] {p, Integer.MAX_VALUE}); }
            }
        }
        return new int[] {siteBlock, 0};
    }

    /** Where the state is: the span of the instruction or terminator it executes next. */
    public static Span position(State s) { return spanAt(s.top()); }

    /** The source span of the statement a frame is at. */
    static Span spanAt(Frame f) {
        Block b = f.function.block(f.block);
        if (f.index < b.instrs().size()) return b.instrs().get(f.index).span();
        return b.terminator().span();
    }
}
