package effigy.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.ir.Function;
import effigy.ir.FunctionBuilder;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Program;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.smt.CachingSolver;
import effigy.smt.PathSolver;
import effigy.smt.Z3Solver;
import effigy.source.Span;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import effigy.term.TermPrinter;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Bit-vector arithmetic and C memory in the executor, on hand-built IR. */
class BitsAndMemoryTest {
    private static final Type I32 = Type.bv(32, true), U32 = Type.bv(32, false), I64 = Type.bv(64, true);
    private static final Type PTR = new Type.PointerType(I32);
    private final TermFactory f = new TermFactory();
    private final TermBuilder tb = new TermBuilder(f);
    private final Z3Solver z3 = new Z3Solver(f, 0);
    private final PathSolver solver = new PathSolver(new CachingSolver(z3));

    @AfterEach void close() { z3.close(); }

    private static Operand.Const c(long v, Type t) { return Operand.Const.of(BigInteger.valueOf(v), t); }

    /** A function F(params) built by {@code body}, returning what body leaves in the builder. */
    private Function function(List<Type> params, Type ret, Consumer<FunctionBuilder> body) {
        FunctionBuilder fb = new FunctionBuilder("F", ret, Span.NONE, new java.util.concurrent.atomic.AtomicInteger()::getAndIncrement);
        for (int i = 0; i < params.size(); i++) fb.param("p" + i, params.get(i), Span.NONE);
        body.accept(fb);
        return fb.build(Span.NONE);
    }

    private List<Leaf> explore(Function fn, Object... args) { return explore(ExecOptions.DEFAULT, fn, args); }

    private List<Leaf> explore(ExecOptions options, Function fn, Object... args) {
        Program p = new Program(Map.of("F", fn));
        Executor ex = new Executor(p, tb, solver, options, Assignment.EMPTY, null);
        List<Executor.EntryArg> entry = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            Term t = args[i] instanceof Long v ? f.bv(v, 32) : f.symbol((String) args[i], Sort.bv(32));
            entry.add(new Executor.EntryArg("p" + i, t, false));
        }
        Exploration r = new Explorer(ex, ExploreOptions.DEFAULT).explore(ex.start(fn, entry));
        return r.leaves();
    }

    @Test
    void wrapAroundAndSignedness() {
        Function fn = function(List.of(I32), I32, fb -> {
            Local x = fb.locals().get(0);
            Local t = fb.temp(I32, Span.NONE);
            fb.emit(new Instr.Assign(t, new Rvalue.Binary(Rvalue.BinOp.ADD, x, c(1, I32), I32), Span.NONE, false));
            fb.ret(t, Span.NONE);
        });
        Leaf l = explore(fn, 2147483647L).get(0);
        assertEquals(BigInteger.valueOf(-2147483648L), ((Term.BvLit) l.outputs().get("return")).signedValue());
        Leaf sym = explore(fn, "x").get(0);
        assertEquals("x + 1", TermPrinter.print(sym.outputs().get("return")));
    }

    @Test
    void unsignedComparisonAndCasts() {
        // (unsigned) -1 > 1u and (int)(char) 200 == -56
        Function fn = function(List.of(I32), I32, fb -> {
            Local x = fb.locals().get(0);
            Local u = fb.temp(U32, Span.NONE), gt = fb.temp(Type.BOOL, Span.NONE), ch = fb.temp(Type.bv(8, true), Span.NONE), back = fb.temp(I32, Span.NONE);
            fb.emit(new Instr.Assign(u, new Rvalue.Cast(x, U32), Span.NONE, false));
            fb.emit(new Instr.Assign(gt, new Rvalue.Binary(Rvalue.BinOp.GT, u, c(1, U32), Type.BOOL), Span.NONE, false));
            fb.emit(new Instr.Assign(ch, new Rvalue.Cast(c(200, I32), Type.bv(8, true)), Span.NONE, false));
            fb.emit(new Instr.Assign(back, new Rvalue.Cast(ch, I32), Span.NONE, false));
            int yes = fb.newBlock("yes"), no = fb.newBlock("no");
            fb.branch(gt, yes, no, Span.NONE);
            fb.setBlock(yes);
            fb.ret(back, Span.NONE);
            fb.setBlock(no);
            fb.ret(c(0, I32), Span.NONE);
        });
        Leaf l = explore(fn, -1L).get(0);
        assertEquals(BigInteger.valueOf(-56), ((Term.BvLit) l.outputs().get("return")).signedValue());
    }

    @Test
    void symbolicValueThroughMemoryIsTheSameSymbol() {
        Function fn = function(List.of(I32), I32, fb -> {
            Local x = fb.locals().get(0);
            Local p = fb.temp(PTR, Span.NONE), v = fb.temp(I32, Span.NONE);
            fb.emit(new Instr.Alloca(p, 4, 4, "v", Span.NONE, false));
            fb.emit(new Instr.MemStore(p, x, I32, Span.NONE, false));
            fb.emit(new Instr.Assign(v, new Rvalue.Load(p, I32), Span.NONE, false));
            fb.ret(v, Span.NONE);
        });
        Leaf l = explore(fn, "x").get(0);
        assertEquals("x", TermPrinter.print(l.outputs().get("return")));
    }

    @Test
    void symbolicIndexForksInsideAndOutOfBounds() {
        // int a[4]; a[i] = 7; return a[i];  — out of bounds for i outside 0..3
        Function fn = function(List.of(I32), I32, fb -> {
            Local i = fb.locals().get(0);
            Local a = fb.temp(PTR, Span.NONE), off = fb.temp(I64, Span.NONE), idx = fb.temp(I64, Span.NONE), p = fb.temp(PTR, Span.NONE), v = fb.temp(I32, Span.NONE);
            fb.emit(new Instr.Alloca(a, 16, 4, "a", Span.NONE, false));
            fb.emit(new Instr.Assign(idx, new Rvalue.Cast(i, I64), Span.NONE, false));
            fb.emit(new Instr.Assign(off, new Rvalue.Binary(Rvalue.BinOp.MUL, idx, c(4, I64), I64), Span.NONE, false));
            fb.emit(new Instr.Assign(p, new Rvalue.Binary(Rvalue.BinOp.ADD, a, off, PTR), Span.NONE, false));
            fb.emit(new Instr.MemStore(p, c(7, I32), I32, Span.NONE, false));
            fb.emit(new Instr.Assign(v, new Rvalue.Load(p, I32), Span.NONE, false));
            fb.ret(v, Span.NONE);
        });
        List<Leaf> leaves = explore(fn, "i");
        long errors = leaves.stream().filter(l -> l.status() == Leaf.Status.ERROR).count();
        assertTrue(errors >= 1, "an out-of-bounds leaf: " + leaves);
        for (Leaf l : leaves) {
            if (l.status() == Leaf.Status.ERROR) {
                assertEquals("out-of-bounds", l.error().kind().label());
                long i = ((BigInteger) l.test().values().values().iterator().next()).intValue();
                assertTrue(i < 0 || i > 3, "the error input " + i + " is out of bounds");
            } else {
                assertEquals("7", TermPrinter.print(l.outputs().get("return")));
            }
        }
    }

    @Test
    void nullDereferenceAndUseAfterReturn() {
        Function fn = function(List.of(I32), I32, fb -> {
            Local v = fb.temp(I32, Span.NONE);
            fb.emit(new Instr.Assign(v, new Rvalue.Load(c(0, PTR), I32), Span.NONE, false));
            fb.ret(v, Span.NONE);
        });
        Leaf l = explore(fn, 1L).get(0);
        assertEquals("null-dereference", l.error().kind().label());
    }

    @Test
    void divisionAndShiftChecks() {
        Function fn = function(List.of(I32, I32), I32, fb -> {
            Local x = fb.locals().get(0), y = fb.locals().get(1);
            Local q = fb.temp(I32, Span.NONE), s = fb.temp(I32, Span.NONE);
            fb.emit(new Instr.Assign(q, new Rvalue.Binary(Rvalue.BinOp.DIV, x, y, I32), Span.NONE, false));
            fb.emit(new Instr.Assign(s, new Rvalue.Binary(Rvalue.BinOp.SHL, q, y, I32), Span.NONE, false));
            fb.ret(s, Span.NONE);
        });
        List<Leaf> leaves = explore(fn, "x", "y");
        assertEquals(List.of("division-by-zero", "invalid-shift"), leaves.stream().filter(l -> l.error() != null && l.status() == Leaf.Status.ERROR)
                .map(l -> l.error().kind().label()).sorted().toList());
        assertEquals(-7 / 2, ((Term.BvLit) explore(function(List.of(I32, I32), I32, fb -> {
            Local q = fb.temp(I32, Span.NONE);
            fb.emit(new Instr.Assign(q, new Rvalue.Binary(Rvalue.BinOp.DIV, fb.locals().get(0), fb.locals().get(1), I32), Span.NONE, false));
            fb.ret(q, Span.NONE);
        }), -7L, 2L).get(0).outputs().get("return")).signedValue().intValue());
    }

    @Test
    void signedOverflowOnlyWhenChecked() {
        Function add = function(List.of(I32, I32), I32, fb -> {
            Local t = fb.temp(I32, Span.NONE);
            fb.emit(new Instr.Assign(t, new Rvalue.Binary(Rvalue.BinOp.ADD, fb.locals().get(0), fb.locals().get(1), I32), Span.NONE, false));
            fb.ret(t, Span.NONE);
        });
        assertEquals(1, explore(add, "x", "y").size(), "wrap-around is no error by default");
        List<Leaf> checked = explore(ExecOptions.DEFAULT.withCheckOverflow(true), add, "x", "y");
        assertEquals(List.of("returned", "signed-overflow"), checked.stream()
                .map(l -> l.status() == Leaf.Status.ERROR ? l.error().kind().label() : l.status().label()).sorted().toList());
        Function div = function(List.of(I32, I32), I32, fb -> {
            Local t = fb.temp(I32, Span.NONE);
            fb.emit(new Instr.Assign(t, new Rvalue.Binary(Rvalue.BinOp.DIV, fb.locals().get(0), fb.locals().get(1), I32), Span.NONE, false));
            fb.ret(t, Span.NONE);
        });
        Leaf l = explore(ExecOptions.DEFAULT.withCheckOverflow(true), div, -2147483648L, -1L).get(0);
        assertEquals("signed-overflow", l.error().kind().label());
        Leaf unchecked = explore(ExecOptions.DEFAULT.withDisabledChecks(java.util.Set.of("division-by-zero")), div, 5L, 0L).get(0);
        assertEquals(BigInteger.valueOf(-1), ((Term.BvLit) unchecked.outputs().get("return")).signedValue(), "x / 0 is all ones (SMT-LIB) when unchecked");
    }
}
