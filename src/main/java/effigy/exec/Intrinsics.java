package effigy.exec;

import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.ModelledFunctions;
import effigy.ir.Operand;
import effigy.ir.Type;
import effigy.source.Span;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The functions a C program calls without defining them, modelled by the executor: the heap
 * ({@code malloc calloc realloc free}), program end ({@code abort exit}), the SV-COMP conventions
 * ({@code __VERIFIER_nondet_*}, {@code __VERIFIER_assume}, {@code __VERIFIER_assert}, {@code reach_error},
 * {@code __VERIFIER_error}), assert.h's {@code __assert_fail}, gcc's {@code __builtin_abort},
 * {@code __builtin_trap} and {@code __builtin_unreachable}, KLEE-style {@code effigy_symbolic}, and math.h's
 * {@code fabs sqrt floor ceil fmin fmax} (and their {@code f} variants) and classification on concrete values
 * ({@link MathFunctions}).
 *
 * <p>A call of a function that is neither defined nor modelled (an {@code extern} function with no body,
 * which the C front end has let through: it returns an integer or nothing) is {@link #external}.
 */
public final class Intrinsics {
    private final Executor ex;
    /** The source names of the values calls read ({@code x} for {@code x = __VERIFIER_nondet_int()}); made on first use. */
    private InputNames inputNames;
    private final MemoryModel memory;
    private final TermBuilder tb;

    Intrinsics(Executor ex, MemoryModel memory) {
        this.ex = ex;
        this.memory = memory;
        this.tb = ex.termBuilder();
    }

    /** Whether calls of {@code name} are modelled by the executor (the program need not define it). */
    public static boolean handles(String name) { return ModelledFunctions.isModelled(name); }

    /** Executes the call; may end the path (thrown {@link Executor.EndPath}). */
    void call(State s, Frame f, Instr.Call c) {
        String name = c.callee();
        List<Instr.Arg> args = c.args();
        Span span = c.span();
        if (name.startsWith("__VERIFIER_nondet_")) {
            nondet(s, f, c);
            return;
        }
        switch (name) {
            case "malloc" -> result(f, c, heap(s, f, args.get(0).operand(), span, "malloc"));
            case "calloc" -> {
                if (!(ex.eval(f, args.get(0).operand()) && ex.eval(f, args.get(1).operand()))
                        && operandTerm(f, args.get(0).operand()).sort() instanceof Sort.BvSort && operandTerm(f, args.get(1).operand()).sort() instanceof Sort.BvSort) {
                    // a symbolic count or element size: a block of symbolic size n * size (the product computed without wrapping)
                    Term wide = tb.bvMul(widen(operandTerm(f, args.get(0).operand()), 128), widen(operandTerm(f, args.get(1).operand()), 128));
                    long reserve = MemObject.sizedReserve(ex.program().dataModel().pointerSize());
                    ex.checks.require(s, tb.bvUle(wide, tb.bv(reserve, 128)), ErrorKind.UNSUPPORTED,
                            "allocation larger than Effigy's limit of " + reserve + " bytes for a block of symbolic size, of", span, tb.extract(wide, 63, 0));
                    result(f, c, memory.allocateSized(s, tb.extract(wide, 63, 0), "calloc@" + span.line(), span, true));
                    return;
                }
                long n = size(s, f, args.get(0).operand(), span), size = size(s, f, args.get(1).operand(), span);
                long total = n == 0 || size <= MemObject.MAX_SIZE / n ? n * size : -1;
                if (total < 0) throw ex.error(s, ErrorKind.UNSUPPORTED, "allocation of " + n + " * " + size + " bytes, more than Effigy's limit of " + MemObject.MAX_SIZE, span);
                result(f, c, memory.allocateHeap(s, total, "calloc@" + span.line(), span, true));
            }
            case "alloca" -> result(f, c, memory.allocateInFrame(s, f, size(s, f, args.get(0).operand(), span), "alloca@" + span.line()));
            case "realloc" -> result(f, c, realloc(s, f, args.get(0).operand(), args.get(1).operand(), span));
            case "__effigy_range" -> memory.checkRange(s, f, args.get(0).operand(), args.get(1).operand(), ex.eval(f, args.get(2).operand()) && ex.cv != 0, span);
            case "free" -> {
                Operand p = args.get(0).operand();
                if (!ex.eval(f, p)) checkSymbolicFree(s, ex.tv, span);
                free(s, memory.concreteAddress(s, f, p, span, "free"), span);
            }
            case "abort", "__builtin_abort", "__builtin_trap" -> {
                LeakCheck.checkUnfreed(ex, s, "when " + name + "() ends the program", span);
                throw ex.error(s, ErrorKind.ABORT, name + "() was called", span);
            }
            case "__builtin_unreachable" -> throw ex.error(s, ErrorKind.UNREACHABLE, "__builtin_unreachable() was reached", span);
            case "exit" -> {
                Term status = operandTerm(f, args.get(0).operand());
                if (ex.options().checkLeaks()) ex.leaks().atEnd(s, true, null, null, span);
                LeakCheck.checkUnfreed(ex, s, "when exit() ends the program", span);
                throw new Executor.EndPath(ex.finish(s, Leaf.Status.RETURNED, null, Map.of("exit", status)));
            }
            case "__assert_fail" -> {
                if (!ex.options().enabled(ErrorKind.ASSERTION)) return; // switched off: as if compiled with NDEBUG
                long expr = memory.concreteAddress(s, f, args.get(0).operand(), span, "assert");
                LeakCheck.checkUnfreed(ex, s, "when the failed assertion " + memory.readString(s, expr, span) + " ends the program", span);
                throw ex.error(s, ErrorKind.ASSERTION, "assertion " + memory.readString(s, expr, span) + " failed", span);
            }
            case "reach_error", "__VERIFIER_error" -> {
                if (ex.options().enabled(ErrorKind.REACH_ERROR)) {
                    LeakCheck.checkUnfreed(ex, s, "when " + name + "() ends the program", span);
                    throw ex.error(s, ErrorKind.REACH_ERROR, name + "() is reachable", span);
                }
            }
            case "__VERIFIER_assume" -> {
                Stop st = ex.assumeTerm(s, nonZero(f, args.get(0).operand()), span);
                if (st != null) throw new Executor.EndPath(st);
            }
            case "__VERIFIER_assert" -> ex.assertionSite(s, c, nonZero(f, args.get(0).operand()), "__VERIFIER_assert can fail", span);
            case "effigy_invariant" -> ex.assertionSite(s, c, nonZero(f, args.get(0).operand()), "the invariant can be violated", span);
            case "effigy_symbolic" -> {
                long p = memory.concreteAddress(s, f, args.get(0).operand(), span, "effigy_symbolic");
                long n = size(s, f, args.get(1).operand(), span);
                String label = memory.readString(s, memory.concreteAddress(s, f, args.get(2).operand(), span, "effigy_symbolic"), span);
                Term.Sym sym = ex.freshInput(s, label, Memory.symbolSort(n), n);
                memory.makeSymbolic(s, p, n, sym, span);
            }
            case "printf" -> printf(s, f, c);
            case "puts" -> {
                String text = memory.readString(s, memory.concreteAddress(s, f, args.get(0).operand(), span, "puts"), span) + "\n";
                stdout(s, text, span);
                resultInt(f, c, text.length());
            }
            case "putchar" -> {
                Operand o = args.get(0).operand();
                if (ex.eval(f, o)) {
                    int ch = (int) (ex.cv & 0xff);
                    stdout(s, String.valueOf((char) ch), span);
                    resultInt(f, c, ch);
                } else {
                    boolean math = o.type() instanceof Type.IntType;
                    Term byteTerm = math ? tb.intToBv(ex.tv, 32) : tb.resize(ex.tv, 32, true);
                    s.writes = s.writes.add(new Output(List.of(ex.valueOf(s, byteTerm)), span, "%c"));
                    if (c.result() != null) {
                        ex.setResult(f, c.result(), math ? tb.mod(ex.tv, tb.integer(256)) : tb.bvAnd(byteTerm, tb.bv(0xff, 32)));
                    }
                }
            }
            default -> {
                if (!MathFunctions.handles(name)) throw new IllegalStateException("no intrinsic " + name);
                long[] xs = new long[args.size()];
                Term[] ts = new Term[args.size()];
                boolean concrete = true;
                for (int i = 0; i < xs.length; i++) {
                    Operand o = args.get(i).operand();
                    if (ex.eval(f, o)) xs[i] = ex.cv; else { ts[i] = ex.tv; concrete = false; }
                }
                int width = ((Type.FloatType) args.get(0).operand().type()).width();
                if (c.result() == null) return;
                if (concrete) {
                    ex.setResult(f, c.result(), ex.concTerm(MathFunctions.apply(name, xs, width), c.result().type()));
                } else {
                    for (int i = 0; i < ts.length; i++) if (ts[i] == null) ts[i] = ex.concTerm(xs[i], args.get(i).operand().type());
                    ex.setResult(f, c.result(), MathFunctions.term(tb, name, ts, width, c.result().type()));
                }
            }
        }
    }

    /** Appends bytes to the path's standard output. */
    private void stdout(State s, String text, Span span) {
        s.writes = s.writes.add(new Output(List.of(new Output.StdoutText(text)), span, null));
    }

    private void resultInt(Frame f, Instr.Call c, long v) {
        if (c.result() != null) ex.setResult(f, c.result(), ex.concTerm(v, c.result().type()));
    }

    /**
     * printf: formatted with glibc's rules when every argument is concrete; with a symbolic argument the
     * record keeps the format and the argument terms (shown as {@code printf("…", x + 1)}, rendered for a
     * concrete input by replays). {@code %s} needs a concrete string. The result is the bytes written.
     */
    private void printf(State s, Frame f, Instr.Call c) {
        Span span = c.span();
        List<Instr.Arg> args = c.args();
        String fmt = memory.readString(s, memory.concreteAddress(s, f, args.get(0).operand(), span, "printf"), span);
        List<effigy.exec.c.Printf.ArgKind> kinds;
        try {
            kinds = effigy.exec.c.Printf.argumentKinds(fmt, ex.program().dataModel());
        } catch (IllegalArgumentException e) {
            throw ex.error(s, ErrorKind.UNSUPPORTED, e.getMessage(), span);
        }
        if (kinds.size() > args.size() - 1) throw ex.error(s, ErrorKind.UNSUPPORTED, "printf: too few arguments for the format \"" + fmt + "\"", span);
        List<Object> values = new java.util.ArrayList<>();
        boolean symbolic = false;
        for (int i = 0; i < kinds.size(); i++) {
            Operand o = args.get(i + 1).operand();
            boolean floating = o.type() instanceof Type.FloatType;
            if ((kinds.get(i) == effigy.exec.c.Printf.ArgKind.DOUBLE) != floating) {
                throw ex.error(s, ErrorKind.UNSUPPORTED, "printf: argument " + (i + 1) + " of \"" + fmt + "\" is "
                        + (floating ? "a floating value for an integer conversion" : "not a double for a floating conversion"), span);
            }
            if (kinds.get(i) == effigy.exec.c.Printf.ArgKind.STRING) {
                long p = memory.concreteAddress(s, f, o, span, "printf %s");
                values.add(p == 0 ? null : memory.readString(s, p, span));
            } else if (floating) {
                // a float argument arrives promoted to double (its IEEE bits in the slot)
                if (ex.eval(f, o)) {
                    values.add(Double.longBitsToDouble(ex.cv));
                } else {
                    values.add(new Output.DoubleBits(ex.valueOf(s, ex.tv)));
                    symbolic = true;
                }
            } else if (ex.eval(f, o)) {
                values.add(ex.cv);
            } else {
                values.add(ex.valueOf(s, ex.tv));
                symbolic = true;
            }
        }
        if (symbolic) {
            Output out = new Output(values, span, fmt, ex.program().dataModel());
            s.writes = s.writes.add(out);
            if (c.result() != null) {
                Term.Sym count = ex.freshSymbol(s, "printf@" + span.line(), c.result().type() instanceof Type.IntType ? Sort.INT : Sort.bv(32));
                if (ex.policy().follows()) {
                    // a concolic run knows what it prints: the count is that of the concrete text, fixed (not an input)
                    String text = out.render(s.model);
                    Term n = count.sort() instanceof Sort.BvSort ? tb.bv(text == null ? 0 : text.length(), 32) : tb.integer(text == null ? 0 : text.length());
                    Term fixed = tb.eq(count, n);
                    ex.policy().read(count, count.sort() instanceof Sort.BvSort ? ((Term.BvLit) n).value() : ((Term.IntLit) n).value());
                    ex.checks.concretized(s, fixed, span, "printf's count of what it printed");
                    ex.constrain(s, fixed, fixed);
                }
                ex.setResult(f, c.result(), ex.instantiation().instantiate(count));
            }
            return;
        }
        String text;
        try {
            text = effigy.exec.c.Printf.format(fmt, effigy.exec.c.Printf.ArgSource.of(values.toArray()), ex.program().dataModel());
        } catch (IllegalArgumentException e) {
            throw ex.error(s, ErrorKind.UNSUPPORTED, e.getMessage(), span);
        }
        stdout(s, text, span);
        resultInt(f, c, text.length());
    }

    /**
     * A fresh symbol of the call's result type, named after the call site ({@code int@12}) and shown by the variable
     * it is read into ({@link InputNames}).
     */
    private void nondet(State s, Frame f, Instr.Call c) {
        fresh(s, f, c, c.callee().substring("__VERIFIER_nondet_".length()));
    }

    /**
     * A call of a function with no body: its result (if used) is a fresh symbol named after the function and
     * the call site ({@code get_value@12}); arguments are evaluated and otherwise ignored.
     */
    void external(State s, Frame f, Instr.Call c) {
        fresh(s, f, c, c.callee());
    }

    private void fresh(State s, Frame f, Instr.Call c, String kind) {
        Local r = c.result();
        if (r == null) return;
        Type t = r.type();
        Sort sort = t instanceof Type.BoolType ? Sort.BOOL : t instanceof Type.IntType ? Sort.INT
                : t instanceof Type.FloatType ft ? Sort.bv(ft.width()) : Sort.bv(Bits.width(t));
        int bits = t instanceof Type.BvType bv ? bv.width() : t instanceof Type.FloatType ft ? ft.width()
                : t instanceof Type.IntType it && it.hasLayout() ? it.width() : t instanceof Type.BoolType ? 8 : 64;
        String site = kind + "@" + c.span().line();
        Term.Sym sym = ex.freshInput(s, site, sort, Math.max(1, bits / 8), kind.equals("bool") || kind.equals("_Bool"));
        // shown by the variable it is read into (x, x_2 for the second value at the same call; x@12 when another call
        // reads into x too); the symbol keeps its name after the call site, which tests and harnesses go by
        if (inputNames == null) inputNames = new InputNames(ex.program());
        InputNames.Place place = inputNames.of(f.function, c);
        if (place != null && sym.name().startsWith(site)) {
            String suffix = sym.name().substring(site.length());
            String generic = place.text() + suffix, genericFallback = place.text() + "@" + c.span().line() + suffix;
            if (place.index() != null) {
                // a[2] where i is 2 here (a loop filling a): the read's count at the call is needed only when a[2] is
                // taken; a[i]_2 where i is symbolic, or where another path reads this symbol into another element
                String element = element(f, place);
                tb.factory().nameElement(sym, element, element + (suffix.isEmpty() ? "@" + c.span().line() : suffix), generic, genericFallback);
            } else {
                tb.factory().nameFromSource(sym, generic, genericFallback);
            }
        }
        ex.inputRead(s, sym, t, c.span());
        if (t instanceof Type.FloatType) tb.factory().markFloating(sym);
        Term value = ex.instantiation().instantiate(sym);
        if ((kind.equals("bool") || kind.equals("_Bool")) && value == sym && sort instanceof Sort.BvSort bv) {
            // a _Bool is 0 or 1 (its byte can hold more)
            Stop st = ex.assumeTerm(s, tb.bvUle(sym, tb.bv(1, bv.width())), c.span());
            if (st != null) throw new Executor.EndPath(st);
        }
        if (value == sym && t instanceof Type.IntType it && it.hasLayout() && !it.signed()) {
            // --ints=math: an input of an unsigned type is a natural number (a _Bool one of 0 and 1)
            boolean bool = kind.equals("bool") || kind.equals("_Bool");
            Term range = bool ? tb.and(tb.le(tb.integer(0), sym), tb.le(sym, tb.integer(1))) : tb.le(tb.integer(0), sym);
            Stop st = ex.assumeTerm(s, range, c.span());
            if (st != null) throw new Executor.EndPath(st);
        }
        ex.setResult(f, r, value);
    }

    /** {@code a[2]} for the place {@code a[i]} where {@code i} is concrete (2) in {@code f}; else null. */
    private String element(Frame f, InputNames.Place place) {
        try {
            if (!ex.eval(f, place.index())) return null;
        } catch (Executor.Undefined undefined) {
            return null; // an index not yet set: the name stays a[i]
        }
        Term v = ex.concTerm(ex.cv, place.index().type());
        Object n = v instanceof Term.BvLit b ? b.signedValue() : v instanceof Term.IntLit x ? x.value() : null;
        return n == null ? null : place.element(n);
    }

    private Term operandTerm(Frame f, Operand o) {
        return ex.eval(f, o) ? ex.concTerm(ex.cv, o.type()) : ex.tv;
    }

    private Term nonZero(Frame f, Operand o) { return Semantics.nonZero(tb, operandTerm(f, o), o.type()); }

    private void result(Frame f, Instr.Call c, long pointer) {
        if (c.result() != null) {
            f.conc[c.result().slot()] = pointer;
            f.sym[c.result().slot()] = null;
        }
    }

    /** A size argument; a symbolic size is fixed to its value in the path's model (as KLEE does). */
    private long size(State s, Frame f, Operand o, Span span) {
        long n = memory.concreteAddress(s, f, o, span, "size");
        if (n < 0 || n > MemObject.MAX_SIZE) {
            throw ex.error(s, ErrorKind.UNSUPPORTED, "allocation of " + Long.toUnsignedString(n) + " bytes, more than Effigy's limit of " + MemObject.MAX_SIZE, span);
        }
        return n;
    }

    /** The bit-vector {@code t} zero-extended to {@code width} bits. */
    private Term widen(Term t, int width) {
        int w = ((Sort.BvSort) t.sort()).width();
        return w < width ? tb.zeroExtend(t, width - w) : t;
    }

    private long heap(State s, Frame f, Operand size, Span span, String what) {
        // a symbolic size: a block of that size (not the size fixed to one value, which loses every other)
        if (!ex.eval(f, size) && ex.tv.sort() instanceof Sort.BvSort) return memory.allocateSized(s, widen(ex.tv, 64), what + "@" + span.line(), span, false);
        return memory.allocateHeap(s, size(s, f, size, span), what + "@" + span.line(), span, false);
    }

    private long realloc(State s, Frame f, Operand pointer, Operand size, Span span) {
        long p = memory.concreteAddress(s, f, pointer, span, "realloc");
        long n = size(s, f, size, span);
        if (p == 0) return memory.allocateHeap(s, n, "realloc@" + span.line(), span, false);
        MemObject old = heapObject(s, p, span, "realloc");
        long q = memory.allocateHeap(s, n, "realloc@" + span.line(), span, false);
        memory.copyBytes(s, old, s.memory.find(q), Math.min(n, old.size));
        s.writableMemory().writable(old.id).alive = false;
        return q;
    }

    private void free(State s, long p, Span span) {
        if (p == 0) return;
        MemObject o = s.memory.find(p);
        Memory.Problem problem = Memory.freeProblem(o, p, "free");
        if (problem != null) {
            if (!ex.options().enabled(problem.kind())) return; // a switched-off check makes the bad free a no-op
            throw ex.error(s, problem.kind(), problem.message(), span);
        }
        s.writableMemory().writable(o.id).alive = false;
    }

    /**
     * The checks of {@code free} on a symbolic pointer {@code t}, before it is fixed to one value: it may not be the
     * start of a freed heap block (double-free) and must be null or the start of a live one (invalid-free); each
     * failing side is an error leaf with its own input, as other checks make them.
     */
    private void checkSymbolicFree(State s, Term t, Span span) {
        if (!(t.sort() instanceof Sort.BvSort bv)) return;
        List<Term> dead = new ArrayList<>(), fine = new ArrayList<>();
        fine.add(tb.eq(t, tb.factory().bv(0, bv.width())));
        for (int i = 0; i < s.memory.count; i++) {
            MemObject o = s.memory.objects[i];
            if (o.kind != MemObject.Kind.HEAP) continue;
            (o.alive ? fine : dead).add(tb.eq(t, tb.factory().bv(o.base, bv.width())));
        }
        if (!dead.isEmpty() && ex.options().enabled(ErrorKind.DOUBLE_FREE)) {
            ex.checks.require(s, tb.not(tb.or(dead)), ErrorKind.DOUBLE_FREE, "free of a heap block that was already freed", span, null);
        } else {
            fine.addAll(dead);   // switched off: freeing a freed block does nothing, as for a concrete pointer
        }
        if (ex.options().enabled(ErrorKind.INVALID_FREE)) {
            ex.checks.require(s, tb.or(fine), ErrorKind.INVALID_FREE, "free of a pointer that is not the start of a live heap block", span, null);
        }
    }

    /** The live heap object starting at {@code p}; otherwise an invalid-free or double-free leaf. */
    private MemObject heapObject(State s, long p, Span span, String what) {
        MemObject o = s.memory.find(p);
        Memory.Problem problem = Memory.freeProblem(o, p, what);
        if (problem != null) throw ex.error(s, problem.kind(), problem.message(), span);
        return o;
    }
}
