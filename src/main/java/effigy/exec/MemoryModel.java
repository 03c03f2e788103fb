package effigy.exec;

import effigy.ir.Function;
import effigy.ir.Global;
import effigy.ir.Instr;
import effigy.ir.Operand;
import effigy.ir.Program;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.smt.SatResult;
import effigy.source.Span;
import effigy.term.ArrayValue;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * C memory for the {@link Executor}: globals, stack objects and the heap as byte-addressed objects
 * ({@link Memory}), loads and stores of little-endian scalars, and the checks that make error leaves:
 * null-dereference, out-of-bounds, use-after-free.
 *
 * <p>A concrete address is resolved by lookup. A symbolic address is resolved the way KLEE does: the
 * path condition's model names one object; if the address can also lie outside that object, the path
 * forks ({@link Stop.Forked}) into "inside this object" and "not inside", and both re-run the access, so
 * every object the address can reach gets its own path and an address that can reach none is an error
 * leaf with an input that shows it. Inside an object, a symbolic offset reads and writes the object as an
 * SMT array.
 */
final class MemoryModel {
    private static final Sort OFFSETS = Sort.array(Sort.bv(64), Sort.bv(8));
    /** Objects larger than this that a havoc makes wholly arbitrary get one fresh array rather than a symbol per byte. */
    static final int WHOLE_HAVOC_BYTES = 256;

    private final Executor ex;
    private final TermBuilder tb;
    /** Global name → object id and base address; the same in every state, since globals are made first, in order. */
    private final Map<String, Integer> globals;
    private final Map<String, Long> globalBases;
    private final List<String> functionNames;
    private final Map<String, Integer> functionIndex;

    MemoryModel(Executor ex) {
        this.ex = ex;
        this.tb = ex.termBuilder();
        this.globals = new HashMap<>();
        this.globalBases = new HashMap<>();
        this.functionNames = new ArrayList<>();
        this.functionIndex = new HashMap<>();
        for (String name : ex.program().functions().keySet()) {
            functionIndex.put(name, functionNames.size());
            functionNames.add(name);
        }
    }

    /** A memory model for {@code ex} that shares {@code other}'s tables (the same program; one thread). */
    MemoryModel(Executor ex, MemoryModel other) {
        this.ex = ex;
        this.tb = ex.termBuilder();
        this.globals = other.globals;
        this.globalBases = other.globalBases;
        this.functionNames = other.functionNames;
        this.functionIndex = other.functionIndex;
    }

    /** The address of the global {@code name}'s object (the same in every state), or null. */
    Long globalBase(String name) { return globalBases.get(name); }

    /** Makes the program's global objects in a fresh state, with their initial contents. */
    void initGlobals(State s) {
        Program p = ex.program();
        if (p.globals().isEmpty()) return;
        Memory m = s.writableMemory();
        for (Global g : p.globals().values()) {
            MemObject o = m.allocate(g.size(), g.align(), g.name(), g.readOnly() ? MemObject.Kind.READ_ONLY : MemObject.Kind.GLOBAL);
            o.writeBytes(g.data(), (int) Math.min(g.data().length, o.size));
            globals.put(g.name(), o.id);
            globalBases.put(g.name(), o.base);
        }
        for (Global g : p.globals().values()) {
            MemObject o = m.objects[globals.get(g.name())];
            for (Global.Pointer ptr : g.pointers()) {
                long target = (ptr.function() ? functionAddress(ptr.symbol()) : m.objects[globals.get(ptr.symbol())].base) + ptr.addend();
                for (int i = 0; i < p.dataModel().pointerSize(); i++) o.writeByte(ptr.offset() + i, (byte) (target >>> (8 * i)));
            }
        }
        Binder binder = ex.binder();
        if (binder != null) {
            for (Global g : p.globals().values()) {
                MemObject o = m.objects[globals.get(g.name())];
                binder.assign(s, binder.contents(o), o.contents(tb));   // zeros, with a store for each byte that is not
            }
        }
    }

    private Term zeros() { return MemObject.zeros(tb); }

    /**
     * A new stack or heap object's contents (not calloc's): all zeros, or with the {@code uninitialized} check off
     * arbitrary, as C leaves them (SV-COMP's tools read them so: {@code heap-manipulation/dll_of_dll-2} reads a field
     * its allocator never sets and expects {@code false(unreach-call)}). The arbitrary contents are one fresh array, an
     * input of the path that a replay gives the value it had (bytes written later lie over it).
     */
    private void uninitialized(State s, MemObject o) {
        if (ex.options().enabled(ErrorKind.UNINITIALIZED)) {
            zeroed(s, o);
            return;
        }
        Term contents = ex.instantiation().instantiate(ex.freshSymbol(s, o.name + "@init", OFFSETS));
        Binder binder = ex.binder();
        if (binder != null) binder.assign(s, binder.contents(o), contents);
        else o.setArray(contents);
    }

    /** With a {@link Binder}: a new object's contents start as all zeros. */
    private void zeroed(State s, MemObject o) {
        Binder binder = ex.binder();
        if (binder != null) binder.assign(s, binder.contents(o), zeros());
    }

    long address(Rvalue.AddressOf a) {
        if (a.function()) return functionAddress(a.symbol());
        Long base = globalBases.get(a.symbol());
        if (base == null) throw new IllegalStateException("no global " + a.symbol());
        return base;
    }

    private long functionAddress(String name) {
        Integer i = functionIndex.get(name);
        if (i == null) throw new IllegalStateException("no function " + name);
        return Memory.functionAddress(i);
    }

    /** The function a pointer value designates; anything else is an error leaf. */
    Function function(State s, Frame f, Operand target, Span span) {
        long a = concreteAddress(s, f, target, span, "call through");
        long k = a - Memory.FUNCTION_BASE;
        if (k >= 0 && k % 16 == 0 && k / 16 < functionNames.size()) return ex.program().function(functionNames.get((int) (k / 16)));
        if (Long.compareUnsigned(a, Memory.NULL_PAGE) < 0) throw ex.error(s, ErrorKind.NULL_DEREFERENCE, "call through a null function pointer", span);
        throw ex.error(s, ErrorKind.INVALID_CALL, "call through a pointer that is not a function's (0x" + Long.toHexString(a) + ")", span);
    }

    void alloca(State s, Frame f, Instr.Alloca a) {
        MemObject o = a.variable() ? variableArray(s, f, a) : s.writableMemory().allocate(a.size(), a.align(), a.name(), MemObject.Kind.STACK);
        uninitialized(s, o);
        inFrame(f, o);
        f.conc[a.target().slot()] = o.base;
        f.sym[a.target().slot()] = null;
    }

    /**
     * A variable-length array (an alloca with lengths): the object this alloca made on an earlier pass dies
     * (its block was left); each length must be positive and the whole at most {@link MemObject#VLA_LIMIT}
     * bytes, else a {@code vla-size} error leaf whose message and path fix the failing length's value. With
     * only concrete lengths the object is an ordinary one; with a symbolic length its size is the term
     * (lengths times element size), its stored capacity the path's model's value of it.
     */
    private MemObject variableArray(State s, Frame f, Instr.Alloca a) {
        int slot = a.target().slot();
        if (f.sym[slot] != Frame.UNDEFINED && f.stackObjects != null && ex.eval(f, a.target())) {
            long previous = ex.cv;
            for (int id : f.stackObjects) {
                MemObject old = s.memory.object(id);
                if (old.base == previous && old.alive) { s.writableMemory().writable(id).alive = false; break; }
            }
        }
        Term total = tb.bv(a.size(), 64), limit = tb.bv(MemObject.VLA_LIMIT, 64);
        for (Operand length : a.lengths()) {
            Term l = ex.eval(f, length) ? tb.bv(ex.cv, 64) : ex.tv;
            ex.checks.require(s, tb.bvSlt(tb.bv(0, 64), l), ErrorKind.VLA_SIZE, "variable length array bound evaluates to non-positive value", a.span(), l);
            // the bound is at most the limit, so the product (at most the limit times it) cannot wrap
            ex.checks.require(s, tb.and(tb.bvSle(l, limit), tb.bvUle(tb.bvMul(total, l), limit)), ErrorKind.VLA_SIZE,
                    "variable length array is larger than Effigy's limit of " + MemObject.VLA_LIMIT + " bytes, with bound", a.span(), l);
            total = tb.bvMul(total, l);
        }
        total = ex.valueOf(s, total);
        if (total instanceof Term.BvLit lit) return s.writableMemory().allocate(lit.value().longValue(), a.align(), a.name(), MemObject.Kind.STACK);
        long capacity = ((BigInteger) Evaluator.eval(total, s.model)).longValue();
        return s.writableMemory().allocateVariable(capacity, total, a.align(), a.name());
    }

    /** Whether an {@code n}-byte access at {@code offset} (bv64) lies inside an object whose size is the term {@code size}. */
    static Term insideVariable(TermBuilder tb, Term offset, int n, Term size) {
        return tb.and(tb.bvUle(offset, size), tb.bvUle(tb.bvAdd(offset, tb.bv(n, 64)), size));
    }

    /**
     * alloca's block of {@code size} bytes: a stack object of the calling frame, which dies when the frame returns (not
     * at the end of the block, as a variable-length array does); freeing it is an invalid free. Its address.
     */
    long allocateInFrame(State s, Frame f, long size, String name) {
        MemObject o = s.writableMemory().allocate(size, 16, name, MemObject.Kind.STACK);
        uninitialized(s, o);
        inFrame(f, o);
        return o.base;
    }

    /** {@code o} dies when {@code f} returns. */
    private static void inFrame(Frame f, MemObject o) {
        int[] ids = f.stackObjects == null ? new int[1] : java.util.Arrays.copyOf(f.stackObjects, f.stackObjects.length + 1);
        ids[ids.length - 1] = o.id;
        f.stackObjects = ids;
    }

    /** The frame returns: its stack objects die. */
    void release(State s, Frame f) {
        Memory m = s.writableMemory();
        for (int id : f.stackObjects) m.writable(id).alive = false;
    }

    /** A new heap object (malloc and friends) allocated at {@code site}, all zeros when {@code zeroFilled} (calloc's); its address. */
    long allocateHeap(State s, long size, String name, Span site, boolean zeroFilled) {
        MemObject o = s.writableMemory().allocate(size, 16, name, MemObject.Kind.HEAP);
        o.site = site;
        if (zeroFilled) zeroed(s, o); else uninitialized(s, o);
        return o.base;
    }

    /**
     * A heap block whose size is the symbolic {@code sizeVars} (bv64; malloc's or calloc's size), rather than the size
     * fixed to one value: like a variable-length array, it reserves {@link MemObject#sizedReserve} bytes of addresses and
     * every access is checked against the size term on the path. A size above the reserve is an unsupported leaf (as a
     * concrete size above {@link MemObject#MAX_SIZE} is), with the failing size. All zeros when {@code zeroFilled}
     * (calloc's). Returns its address.
     */
    long allocateSized(State s, Term sizeVars, String name, Span site, boolean zeroFilled) {
        long reserve = MemObject.sizedReserve(ex.program().dataModel().pointerSize());
        ex.checks.require(s, tb.bvUle(sizeVars, tb.bv(reserve, 64)), ErrorKind.UNSUPPORTED,
                "allocation larger than Effigy's limit of " + reserve + " bytes for a block of symbolic size, of", site, sizeVars);
        Term size = ex.valueOf(s, sizeVars);
        long capacity = size instanceof Term.BvLit lit ? lit.value().longValue()
                : s.model == null ? 0 : ((BigInteger) Evaluator.eval(size, s.model)).longValue();
        if (size instanceof Term.BvLit) return allocateHeap(s, capacity, name, site, zeroFilled);
        MemObject o = s.writableMemory().allocateVariable(reserve, Math.min(Math.max(capacity, 0), reserve), size, 16, name, MemObject.Kind.HEAP);
        o.site = site;
        if (zeroFilled) zeroed(s, o); else uninitialized(s, o);
        return o.base;
    }

    // ------------------------------------------------------------------ resolution

    /** An address that must be concrete here (a call target, free's argument); a symbolic one is fixed to its model value. */
    long concreteAddress(State s, Frame f, Operand o, Span span, String what) {
        if (ex.eval(f, o)) return ex.cv;
        Term t = ex.tv;
        BigInteger v = (BigInteger) Evaluator.eval(ex.valueOf(s, t), s.model);
        Term fixed = tb.eq(t, t.sort() instanceof Sort.BvSort bv ? tb.factory().bv(v, bv.width()) : tb.integer(v));
        // a value the path condition already forces (a pointer a check pinned to one block) loses nothing
        if (ex.policy().follows()) {
            ex.stats().concretizations++;
            ex.checks.concretized(s, fixed, span, what);
        } else if (!(ex.policy().mayHold(ex.solver(), s, tb.not(ex.valueOf(s, fixed))) instanceof effigy.smt.SatResult.Unsat)) {
            ex.stats().concretizations++;
        }
        if (ex.assumeTerm(s, fixed, span) != null) throw new IllegalStateException("the model's own value is infeasible");
        return v.longValue();
    }

    /**
     * The object an access of {@code n} bytes at {@code address} (concrete {@code a}, or the term {@code t})
     * falls in, after its checks; for a symbolic address may fork (thrown as {@link Executor.EndPath}).
     */
    private MemObject resolve(State s, boolean concrete, long a, Term t, int n, Span span, String access) {
        if (concrete) {
            MemObject o = s.memory.find(a);
            checkInside(s, o, a, n, span, access);
            if (o.sizeTerm != null) {
                ex.checks.require(s, insideVariable(tb, tb.bv(a - o.base, 64), n, o.sizeTerm), ErrorKind.OUT_OF_BOUNDS,
                        access + " of " + n + " byte" + (n == 1 ? "" : "s") + " at offset " + (a - o.base) + " of " + o.describe(), span, null);
            }
            return o;
        }
        if (ex.policy().forksOverEveryObject()) return resolveEveryObject(s, t, n, span, access);
        // t may be a term over a binder's variables (tVars); tNow is its value on the path, over the inputs
        Term tVars = t, tNow = ex.valueOf(s, t);
        t = tNow;
        long guess = ((BigInteger) Evaluator.eval(t, s.model)).longValue();
        MemObject o = s.memory.find(guess);
        if (o != null && o.sizeTerm != null && (o.alive || !ex.options().enabled(ErrorKind.USE_AFTER_FREE)) && !Memory.outside(o, guess, n)
                && !(Boolean) Evaluator.eval(insideVariable(tb, tb.bvSub(t, tb.bv(o.base, 64)), n, o.sizeTerm), s.model)) {
            // the model's address is past the variable-length array's size on this path: a witness for the error
            ex.stats().narrowedAddresses++;
            Term at = tb.factory().bv(BigInteger.valueOf(guess).and(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE)), 64);
            ex.constrain(s, tb.eq(tVars, at), tb.eq(t, at));
            Term past = tb.not(insideVariable(tb, tb.bv(guess - o.base, 64), n, o.sizeTerm));
            ex.constrain(s, past, past);
            throw ex.error(s, ErrorKind.OUT_OF_BOUNDS, access + " of " + n + " byte" + (n == 1 ? "" : "s") + " at offset " + (guess - o.base) + " of " + o.describe(), span);
        }
        if (o == null || !o.alive && ex.options().enabled(ErrorKind.USE_AFTER_FREE) || Memory.outside(o, guess, n)) {
            // the model's address is bad: that input is a witness for the error
            ex.stats().narrowedAddresses++;
            Term at = tb.factory().bv(BigInteger.valueOf(guess).and(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE)), 64);
            ex.constrain(s, tb.eq(tVars, at), tb.eq(t, at));
            checkInside(s, o, guess, n, span, access);
        }
        Term base = tb.bv(o.base, 64);
        Term offset = tb.bvSub(t, base);
        Term inside = o.sizeTerm != null ? insideVariable(tb, offset, n, o.sizeTerm) : tb.bvUle(offset, tb.bv(o.size - n, 64));
        if (ex.policy().follows()) {
            // the input's address is inside o: that is a check the path passed (its negation reaches outside)
            Term offsetVars = tb.bvSub(tVars, base);
            Term insideVars = o.sizeTerm != null ? insideVariable(tb, offsetVars, n, o.sizeTerm) : tb.bvUle(offsetVars, tb.bv(o.size - n, 64));
            if (!(inside instanceof Term.BoolLit)) {
                ex.policy().followed(new Concolic.Conjunct(inside, Concolic.Kind.CHECK, span, -1, true, s.branches, s.pathHash, ErrorKind.OUT_OF_BOUNDS.label()));
                ex.constrain(s, insideVars, inside);
            }
            return o;
        }
        SatResult outside = ex.policy().mayHold(ex.solver(), s, tb.not(inside));
        if (outside instanceof SatResult.Sat sat) {
            SatResult in = ex.policy().mayHold(ex.solver(), s, inside);
            Term offsetVars = tb.bvSub(tVars, base);
            Term insideVars = o.sizeTerm != null ? insideVariable(tb, offsetVars, n, o.sizeTerm) : tb.bvUle(offsetVars, tb.bv(o.size - n, 64));
            State other = s.fork();
            ex.constrain(other, tb.not(insideVars), tb.not(inside));
            other.model = sat.model();
            other.writableTop().index--;
            ex.constrain(s, insideVars, inside);
            s.model = ((SatResult.Sat) in).model();
            s.writableTop().index--;
            throw new Executor.EndPath(new Stop.Forked(inside, null, span, s, other, ex.emitted()));
        }
        if (outside instanceof SatResult.Unknown u) {
            throw new Executor.EndPath(ex.finish(s, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo(ErrorKind.SOLVER_UNKNOWN,
                    "the solver could not decide where " + TermPrinter.print(t, 2000) + " points: " + u.reason(), span), Map.of()));
        }
        return o;
    }

    /**
     * A symbolic address under bounded model checking, where no model guides the choice: the path forks on the
     * first object (in address order) that its condition does not already exclude, the access going on inside it,
     * the other side trying the next object; past the last object the access is out of every object, an error.
     * A dead object is a candidate too (the access is then a use after free).
     */
    private MemObject resolveEveryObject(State s, Term t, int n, Span span, String access) {
        java.util.Set<Term> excluded = new java.util.HashSet<>(s.pathCondition());
        for (int i = 0; i < s.memory.count; i++) {
            MemObject o = s.memory.objects[i];
            Term offset = tb.bvSub(t, tb.bv(o.base, 64));
            Term inside = o.sizeTerm != null ? insideVariable(tb, offset, n, o.sizeTerm)
                    : o.size < n ? tb.factory().falseTerm() : tb.bvUle(offset, tb.bv(o.size - n, 64));
            Term outside = tb.not(inside);
            if (inside instanceof Term.BoolLit || excluded.contains(outside)) continue;
            if (excluded.contains(inside)) {
                if (!o.alive && ex.options().enabled(ErrorKind.USE_AFTER_FREE)) {
                    throw ex.error(s, ErrorKind.USE_AFTER_FREE, access + " of " + n + " byte" + (n == 1 ? "" : "s") + " in " + o.describe()
                            + ", which has been freed", span);
                }
                return o;
            }
            State other = s.fork();
            other.pc = other.pc.add(outside);
            other.writableTop().index--;
            s.pc = s.pc.add(inside);
            s.writableTop().index--;
            throw new Executor.EndPath(new Stop.Forked(inside, null, span, s, other, ex.emitted()));
        }
        // outside every object: through a null pointer (the null page) or elsewhere, as a concrete access reports it
        Term nullPage = tb.bvUlt(t, tb.bv(Memory.NULL_PAGE, 64));
        if (!(nullPage instanceof Term.BoolLit) && !excluded.contains(nullPage) && !excluded.contains(tb.not(nullPage))) {
            State other = s.fork();
            other.pc = other.pc.add(tb.not(nullPage));
            other.writableTop().index--;
            s.pc = s.pc.add(nullPage);
            s.writableTop().index--;
            throw new Executor.EndPath(new Stop.Forked(nullPage, null, span, s, other, ex.emitted()));
        }
        if (excluded.contains(nullPage) || nullPage instanceof Term.BoolLit b && b.value()) {
            throw ex.error(s, ErrorKind.NULL_DEREFERENCE, access + " through a null pointer", span);
        }
        throw ex.error(s, ErrorKind.OUT_OF_BOUNDS, access + " of " + n + " byte" + (n == 1 ? "" : "s") + " at the address "
                + TermPrinter.print(t) + ", which can lie outside every object", span);
    }

    /**
     * The check of a library function that reads or writes {@code size} bytes at {@code address} (Effigy's libc, before
     * the loop that does it, as AddressSanitizer checks the range of the call): the whole range inside one object. A
     * concrete range is checked at once; a symbolic one by its last byte, one check on the path whose negation reaches
     * past the end at once (the loop's own checks reach one byte further per negated loop exit). Nothing for size 0.
     */
    void checkRange(State s, Frame f, Operand address, Operand size, boolean write, Span span) {
        String access = write ? "write" : "read";
        boolean concreteAddress = ex.eval(f, address);
        long a = ex.cv;
        Term at = concreteAddress ? tb.bv(a, 64) : ex.tv;
        boolean concreteSize = ex.eval(f, size);
        long n = ex.cv;
        Term nt = ex.tv;
        if (concreteSize && n == 0) return;
        if (concreteAddress && concreteSize && n > 0 && n <= MemObject.MAX_SIZE) {
            resolve(s, true, a, null, (int) n, span, access);
            return;
        }
        Term count = concreteSize ? tb.bv(n, 64) : nt;
        if (count.sort() instanceof effigy.term.Sort.BvSort b && b.width() < 64) count = tb.zeroExtend(count, 64 - b.width());
        if (concreteAddress) {
            // the first byte inside an object, then the count within what is left of it: one check, which forks (or is a
            // check of the concolic path) like any other, the failing side saying which count fails
            MemObject o = s.memory.find(a);
            checkInside(s, o, a, 1, span, access);
            long off = a - o.base;
            Term ok = o.sizeTerm != null ? tb.bvUle(count, tb.bvSub(o.sizeTerm, tb.bv(off, 64))) : tb.bvUle(count, tb.bv(o.size - off, 64));
            ex.checks.require(s, ok, ErrorKind.OUT_OF_BOUNDS, access + " of n bytes at offset " + off + " of " + o.describe() + ", n =", span, count);
            return;
        }
        Term last = tb.bvAdd(at, tb.bvSub(count, tb.bv(1, 64)));
        resolve(s, false, 0, last, 1, span, access + " (the last byte of the range)");
    }

    private void checkInside(State s, MemObject o, long a, int n, Span span, String access) {
        Memory.Problem problem = Memory.accessProblem(o, a, n, access, ex.options().enabled(ErrorKind.USE_AFTER_FREE));
        if (problem != null) throw ex.error(s, problem.kind(), problem.message(), span);
    }

    // ------------------------------------------------------------------ loads and stores

    /**
     * Loads a {@code type} value: returns true with the value in the executor's concrete register, or
     * false with its term.
     */
    boolean load(State s, Frame f, Operand address, Type type, Span span) {
        int n = Memory.byteSize(type, ex.program().dataModel());
        boolean concrete = ex.eval(f, address);
        long a = ex.cv;
        Term t = ex.tv;
        MemObject o = resolve(s, concrete, a, t, n, span, "read");
        Type.IntType math = type instanceof Type.IntType it ? it : null;
        if (concrete && a - o.base + n > o.extent()) {
            o = s.writableMemory().writable(o.id);
            o.ensure(a - o.base + n);
        }
        Binder binder = ex.binder();
        if (concrete && (binder == null || o.array() == null)) {
            long off = a - o.base;
            MemObject.Cell cell = math != null ? o.cell(off) : null;
            if (cell != null && cell.size() == n) return exact(cell.value());
            // with a binder the bytes are its array variable's
            if (binder == null && o.concrete(off, n)) {
                long v = o.read(off, n);
                if (math != null) return exact(tb.bvToInt(tb.factory().bv(new BigInteger(Long.toUnsignedString(v)), 8 * n), math.signed()));
                ex.cv = type instanceof Type.BoolType ? (v != 0 ? 1 : 0) : v;
                return true;
            }
        }
        Term value = null;
        for (int i = n - 1; i >= 0; i--) {
            Term offset = concrete ? tb.bv(a - o.base + i, 64) : tb.bvAdd(tb.bvSub(t, tb.bv(o.base, 64)), tb.bv(i, 64));
            Term b = binder != null ? tb.select(binder.contents(o), offset) : byteAt(o, offset);
            value = value == null ? b : tb.concat(value, b);
        }
        if (type instanceof Type.BoolType) value = tb.ne(value, tb.bv(0, 8));
        else if (type instanceof Type.BvType bv && bv.width() != 8 * n) value = tb.extract(value, bv.width() - 1, 0);
        else if (type instanceof Type.PointerType && n < 8) value = tb.zeroExtend(value, 64 - 8 * n); // ILP32: 4-byte pointers
        else if (math != null) return exact(tb.bvToInt(value, math.signed()));
        if (value instanceof Term.BvLit lit && lit.width() <= 64) { ex.cv = lit.value().longValue(); return true; }
        if (value instanceof Term.BoolLit b) { ex.cv = b.value() ? 1 : 0; return true; }
        ex.tv = value;
        return false;
    }

    /** An integer value in the executor's registers: concrete when a literal that fits a long. */
    private boolean exact(Term value) {
        if (value instanceof Term.IntLit lit && lit.value().bitLength() < 64) { ex.cv = lit.value().longValue(); return true; }
        ex.tv = value;
        return false;
    }

    /** The id of global {@code name}'s object, or -1. */
    int globalId(String name) {
        Integer id = globals.get(name);
        return id == null ? -1 : id;
    }

    /**
     * Whether object {@code id} can have k-induction's havoc ({@link Unwinder#induction}): each byte becomes
     * {@code skip ? b' : b} with b' a fresh byte named after the object (the array contents {@code skip ? A' : A}
     * when it has an array), named through a definer. Not a variable-length array, nor exact integers of --ints=math.
     */
    boolean canHavoc(State s, int id) {
        MemObject o = s.memory.object(id);
        return o.sizeTerm == null && !o.hasCells();
    }

    /** Havocs object {@code id} (see {@link #canHavoc}). */
    void havoc(State s, int id, Term skip, int round, Merge.Definer definer) {
        MemObject o = s.writableMemory().writable(id);
        // the object's id too: two objects of one name (a variable in two scopes, two activations) havocked in one round
        // would otherwise share the fresh contents, one symbol being one per name and sort
        String name = o.name + "@any#" + round + "." + o.id;
        if (skip instanceof Term.BoolLit b && b.value() && o.size > WHOLE_HAVOC_BYTES) {
            // every byte arbitrary: one fresh array, not a fresh symbol per byte that the first read at an unknown offset
            // would chain into an array of as many stores (a 300,000-byte array: terms 300,000 deep that every walk over
            // them, from the solver's translation to the evaluator, recursed through for seconds)
            o.setArray(tb.factory().symbol(name, OFFSETS));
            return;
        }
        if (o.size > WHOLE_HAVOC_BYTES) {
            // ite(skip, A', the contents now), kept lazily: a read at a concrete offset makes that byte's ite only (a fresh
            // symbol and a definition per byte made 400,000 of each for an int[100000], every query carrying them)
            o.setChoice(skip, tb.factory().symbol(name, OFFSETS));
            return;
        }
        if (o.hasBase()) {
            o.setArray(tb.ite(skip, tb.factory().symbol(name, OFFSETS), o.contents(tb)));
            return;
        }
        for (long i = 0; i < o.size; i++) {
            Term old = o.byteTerm(tb, i);
            o.writeTerm(i, definer.define(o.name, tb.ite(skip, tb.factory().symbol(name + "[" + i + "]", Sort.bv(8)), old)));
        }
    }

    /** Byte {@code offset} (a bv64 term) of the object. */
    private Term byteAt(MemObject o, Term offset) {
        if (offset instanceof Term.BvLit k) return o.byteTerm(tb, k.value().longValue());
        return tb.select(o.contents(tb), offset);
    }

    void store(State s, Frame f, Instr.MemStore st) {
        int n = Memory.byteSize(st.type(), ex.program().dataModel());
        boolean concrete = ex.eval(f, st.address());
        long a = ex.cv;
        Term t = ex.tv;
        MemObject found = resolve(s, concrete, a, t, n, st.span(), "write");
        if (found.kind == MemObject.Kind.READ_ONLY) {
            throw ex.error(s, ErrorKind.OUT_OF_BOUNDS, "write into " + found.describe() + ", which is read-only", st.span());
        }
        MemObject o = s.writableMemory().writable(found.id);
        boolean valueConcrete = ex.eval(f, st.value());
        long v = ex.cv;
        Term vt = valueConcrete ? null : ex.tv;
        Term exactValue = null;
        Binder binder = ex.binder();
        if (st.type() instanceof Type.IntType math) {
            // --ints=math: the bytes get the value's two's complement; the exact integer is kept beside them
            boolean fits = valueConcrete && (math.signed() ? n == 8 || v == Bits.sx(v, 8 * n) : v >= 0 && (n == 8 || v >>> (8 * n) == 0));
            if (!fits) exactValue = valueConcrete ? tb.integer(v) : ex.valueOf(s, vt);
            if (!valueConcrete) vt = tb.intToBv(vt, 8 * n);
        }
        if (!valueConcrete && st.type() instanceof Type.BoolType) vt = tb.ite(vt, tb.bv(1, 8), tb.bv(0, 8));
        else if (!valueConcrete && st.type() instanceof Type.BvType bv && bv.width() != 8 * n) vt = tb.zeroExtend(vt, 8 * n - bv.width());
        if (concrete && (binder == null || o.array() == null)) {
            long off = a - o.base;
            o.ensure(off + n);
            o.clearCells(off, n);
            // exact integers only while the contents have no array base (as before a store at a symbolic offset)
            if (exactValue != null && !o.hasBase()) o.putCell(off, new MemObject.Cell(exactValue, n));
            if (binder != null) {
                // n updates O[off + i] := byte i of the object's array variable
                for (int i = 0; i < n; i++) {
                    binder.update(s, binder.contents(o), tb.bv(off + i, 64),
                            valueConcrete ? tb.bv((v >>> (8 * i)) & 0xff, 8) : tb.extract(vt, 8 * i + 7, 8 * i));
                }
                return;
            }
            if (valueConcrete) {
                o.write(off, n, v);
                return;
            }
            for (int i = 0; i < n; i++) o.writeTerm(off + i, tb.extract(vt, 8 * i + 7, 8 * i));
            return;
        }
        Term base = concrete ? tb.bv(a - o.base, 64) : tb.bvSub(t, tb.bv(o.base, 64));
        if (binder != null) {
            // at a symbolic offset: the updates, and from now on the object is read as an array (no exact cells)
            for (int i = 0; i < n; i++) {
                binder.update(s, binder.contents(o), tb.bvAdd(base, tb.bv(i, 64)),
                        valueConcrete ? tb.bv((v >>> (8 * i)) & 0xff, 8) : tb.extract(vt, 8 * i + 7, 8 * i));
            }
            o.setArray(binder.contents(o));
            return;
        }
        Term arr = o.contents(tb);
        for (int i = 0; i < n; i++) {
            Term b = valueConcrete ? tb.bv((v >>> (8 * i)) & 0xff, 8) : tb.extract(vt, 8 * i + 7, 8 * i);
            arr = tb.store(arr, tb.bvAdd(base, tb.bv(i, 64)), b);
        }
        o.setArray(arr);
    }

    /** A buffer for a pointer parameter of the entry function: {@code size} bytes, element i being {@code contents[i]}. */
    long entryBuffer(State s, String name, long size, Term contents) {
        MemObject o = s.writableMemory().allocate(size, 16, name, MemObject.Kind.HEAP);
        Binder binder = ex.binder();
        if (binder != null) {
            Term arr = zeros();
            for (int i = 0; i < size; i++) arr = tb.store(arr, tb.bv(i, 64), tb.select(contents, tb.bv(i, 64)));
            binder.assign(s, binder.contents(o), arr);
            return o.base;
        }
        for (int i = 0; i < size; i++) o.writeTerm(i, tb.select(contents, tb.bv(i, 64)));
        return o.base;
    }

    /** A buffer for a pointer parameter of the entry function in a concrete run: {@code size} bytes with the values in {@code contents}. */
    long entryBuffer(State s, String name, long size, ArrayValue contents) {
        MemObject o = s.writableMemory().allocate(size, 16, name, MemObject.Kind.HEAP);
        fill(o, 0, size, contents);
        return o.base;
    }

    /**
     * A buffer for a pointer parameter of the entry function whose size is the symbolic {@code size} (bv64, at most
     * {@code capacity} on the path): a variable-size object whose byte at offset i is {@code contents[i]}.
     */
    long sizedEntryBuffer(State s, String name, long capacity, Term size, Term contents) {
        if (ex.binder() != null) throw new IllegalStateException("a sized entry buffer is not for a binder");
        MemObject o = s.writableMemory().allocateVariable(capacity, size, 16, name, MemObject.Kind.HEAP);
        o.setArray(contents);
        return o.base;
    }

    /** Copies the first {@code n} bytes of {@code from} (concrete or symbolic) to the start of {@code to}. */
    void copyBytes(State s, MemObject from, MemObject to, long n) {
        MemObject dst = s.writableMemory().writable(to.id);
        dst.clearCells(0, n);
        Binder binder = ex.binder();
        if (binder != null) {
            // new := old (the bytes past n are outside the new object)
            binder.assign(s, binder.contents(dst), binder.contents(from));
            if (from.array() != null) dst.setArray(binder.contents(dst));
            else copyCells(from, dst, n);
            return;
        }
        if (from.hasBase()) {
            for (long i = 0; i < n; i++) dst.writeTerm(i, from.byteTerm(tb, i));
            return;
        }
        copyCells(from, dst, n);
        from.forEachPage((p, pg) -> {
            long first = p << MemObject.PAGE_BITS;
            for (int i = 0; i < pg.bytes.length && first + i < n; i++) {
                Term t = pg.sym == null ? null : pg.sym[i];
                if (t != null) dst.writeTerm(first + i, t);
                else if (pg.bytes[i] != 0 || dst.byteAt(first + i) != 0) dst.writeByte(first + i, pg.bytes[i]);
            }
        });
    }

    /** The exact integers of {@code from}'s first {@code n} bytes, into {@code dst}. */
    private static void copyCells(MemObject from, MemObject dst, long n) {
        if (!from.hasCells()) return;
        from.forEachPage((p, pg) -> {
            if (pg.cells == null) return;
            long first = p << MemObject.PAGE_BITS;
            for (int i = 0; i < pg.cells.length; i++) {
                MemObject.Cell c = pg.cells[i];
                if (c != null && first + i + c.size() <= n) dst.putCell(first + i, c);
            }
        });
    }

    /** Bytes [off, off + size) of {@code o} from a concrete array value: its default byte, then its elements. */
    private static void fill(MemObject o, long off, long size, ArrayValue av) {
        byte d = ((BigInteger) av.defaultValue()).byteValue();
        if (d != 0 || o.hasBase()) for (long i = 0; i < size; i++) o.writeByte(off + i, d);
        else for (long i = 0; i < size; i++) if (o.byteAt(off + i) != 0 || o.symAt(off + i) != null) o.writeByte(off + i, d);
        for (Map.Entry<BigInteger, Object> e : av.elements().entrySet()) {
            long i = e.getKey().longValue();
            if (e.getKey().bitLength() < 63 && i >= 0 && i < size) o.writeByte(off + i, ((BigInteger) e.getValue()).byteValue());
        }
    }

    /** Makes {@code size} bytes at a concrete address symbolic (effigy_symbolic, --entry buffers). */
    void makeSymbolic(State s, long address, long size, Term.Sym symbol, Span span) {
        MemObject found = s.memory.find(address);
        checkInside(s, found, address, (int) Math.max(1, size), span, "effigy_symbolic");
        MemObject o = s.writableMemory().writable(found.id);
        long off = address - o.base;
        o.ensure(off + size);
        o.clearCells(off, size);
        Binder binder = ex.binder();
        if (binder != null) {
            for (int i = 0; i < size; i++) binder.update(s, binder.contents(o), tb.bv(off + i, 64), symbolByte(symbol, i, size));
            return;
        }
        Object value = ex.instantiation().get(symbol);
        if (value != null) {
            // a concrete run (replay): the symbol has a value; the bytes are concrete, read straight from it
            if (value instanceof ArrayValue av) {
                fill(o, off, size, av);   // the default byte everywhere, then the elements the input sets
            } else {
                for (int i = 0; i < size; i++) o.writeByte(off + i, ((BigInteger) value).shiftRight(8 * i).byteValue());
            }
            return;
        }
        if (off == 0 && size == o.size && size > WHOLE_HAVOC_BYTES && o.sizeTerm == null && symbol.sort() instanceof Sort.ArraySort) {
            // the whole object: its contents are the symbol (byte i is symbol[i], as below, without a term per byte)
            o.setArray(symbol);
            return;
        }
        for (int i = 0; i < size; i++) o.writeTerm(off + i, symbolByte(symbol, i, size));
    }

    /** Gives every live writable object fresh symbolic contents, named after it (verification's havoc at a cut point). */
    void havoc(State s, Executor executor) {
        if (ex.binder() != null) throw new IllegalStateException("a binder runs alone");
        Memory m = s.writableMemory();
        for (int i = 0; i < m.count; i++) {
            MemObject o = m.objects[i];
            if (!o.alive || o.kind == MemObject.Kind.READ_ONLY) continue;
            MemObject w = m.writable(o.id);
            Term.Sym contents = executor.freshSymbol(s, w.name, OFFSETS);
            w.setArray(contents);
        }
    }

    /** Byte i of a symbolic object: an extract of a bit-vector symbol, or an element of an array symbol. */
    private Term symbolByte(Term.Sym symbol, int i, long size) {
        if (symbol.sort() instanceof Sort.BvSort) return tb.extract(symbol, 8 * i + 7, 8 * i);
        return tb.select(symbol, tb.bv(i, 64));
    }


    /** Reads a NUL-terminated string at a concrete address (for printf's %s and messages). */
    String readString(State s, long address, Span span) {
        StringBuilder sb = new StringBuilder();
        for (long a = address; ; a++) {
            MemObject o = s.memory.find(a);
            checkInside(s, o, a, 1, span, "read");
            long off = a - o.base;
            Binder binder = ex.binder();
            if (binder != null) {
                Term b = ex.valueOf(s, tb.select(binder.contents(o), tb.bv(off, 64)));
                if (o.array() != null || !(b instanceof Term.BvLit lit)) {
                    throw ex.error(s, ErrorKind.UNSUPPORTED, "a string with symbolic characters cannot be printed concretely", span);
                }
                if (lit.value().signum() == 0) return sb.toString();
                sb.append((char) lit.value().intValue());
                continue;
            }
            if (!o.concrete(off, 1)) {
                throw ex.error(s, ErrorKind.UNSUPPORTED, "a string with symbolic characters cannot be printed concretely", span);
            }
            int b = o.byteAt(off);
            if (b == 0) return sb.toString();
            sb.append((char) (b & 0xff));
        }
    }
}
