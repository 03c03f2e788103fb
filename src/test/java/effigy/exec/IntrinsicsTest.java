package effigy.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The heap, SV-COMP conventions and program end, on hand-built IR. */
class IntrinsicsTest {
    private static final Type I32 = Type.bv(32, true), I64 = Type.bv(64, false), PTR = new Type.PointerType(I32);
    private final TermFactory f = new TermFactory();
    private final Z3Solver z3 = new Z3Solver(f, 0);
    private final PathSolver solver = new PathSolver(new CachingSolver(z3));

    @AfterEach void close() { z3.close(); }

    private static Operand.Const c(long v, Type t) { return Operand.Const.of(BigInteger.valueOf(v), t); }

    private static Instr.Call call(Local result, String name, Operand... args) {
        return new Instr.Call(result, name, java.util.Arrays.stream(args).map(a -> (Instr.Arg) new Instr.ByValue(a)).toList(), Span.NONE, false);
    }

    private List<Leaf> run(Consumer<FunctionBuilder> body) {
        FunctionBuilder fb = new FunctionBuilder("main", I32, Span.NONE, new java.util.concurrent.atomic.AtomicInteger()::getAndIncrement);
        body.accept(fb);
        Function fn = fb.build(Span.NONE);
        Executor ex = new Executor(new Program(Map.of("main", fn)), new TermBuilder(f), solver, ExecOptions.DEFAULT, Assignment.EMPTY, null);
        return new Explorer(ex, ExploreOptions.DEFAULT).explore(ex.start(fn, List.of())).leaves();
    }

    private static List<String> kinds(List<Leaf> leaves) {
        return leaves.stream().map(l -> l.status() == Leaf.Status.ERROR ? l.error().kind().label() : l.status().label()).sorted().toList();
    }

    @Test
    void mallocWriteFreeThenUse() {
        List<Leaf> leaves = run(fb -> {
            Local p = fb.temp(PTR, Span.NONE), v = fb.temp(I32, Span.NONE);
            fb.emit(call(p, "malloc", c(8, I64)));
            fb.emit(new Instr.MemStore(p, c(5, I32), I32, Span.NONE, false));
            fb.emit(call(null, "free", p));
            fb.emit(new Instr.Assign(v, new Rvalue.Load(p, I32), Span.NONE, false));
            fb.ret(v, Span.NONE);
        });
        assertEquals(List.of("use-after-free"), kinds(leaves));
    }

    @Test
    void doubleAndInvalidFree() {
        assertEquals(List.of("double-free"), kinds(run(fb -> {
            Local p = fb.temp(PTR, Span.NONE);
            fb.emit(call(p, "malloc", c(4, I64)));
            fb.emit(call(null, "free", p));
            fb.emit(call(null, "free", p));
            fb.ret(c(0, I32), Span.NONE);
        })));
        assertEquals(List.of("invalid-free"), kinds(run(fb -> {
            Local p = fb.temp(PTR, Span.NONE);
            fb.emit(new Instr.Alloca(p, 4, 4, "x", Span.NONE, false));
            fb.emit(call(null, "free", p));
            fb.ret(c(0, I32), Span.NONE);
        })));
    }

    @Test
    void nondetAssumeAssert() {
        // x = nondet; assume(x > 10); assert(x != 11)  → one assertion leaf (x = 11), one returned leaf
        List<Leaf> leaves = run(fb -> {
            Local x = fb.temp(I32, Span.NONE), gt = fb.temp(I32, Span.NONE), ne = fb.temp(I32, Span.NONE);
            Local b1 = fb.temp(Type.BOOL, Span.NONE), b2 = fb.temp(Type.BOOL, Span.NONE);
            fb.emit(call(x, "__VERIFIER_nondet_int"));
            fb.emit(new Instr.Assign(b1, new Rvalue.Binary(Rvalue.BinOp.GT, x, c(10, I32), Type.BOOL), Span.NONE, false));
            fb.emit(new Instr.Assign(gt, new Rvalue.Cast(b1, I32), Span.NONE, false));
            fb.emit(call(null, "__VERIFIER_assume", gt));
            fb.emit(new Instr.Assign(b2, new Rvalue.Binary(Rvalue.BinOp.NE, x, c(11, I32), Type.BOOL), Span.NONE, false));
            fb.emit(new Instr.Assign(ne, new Rvalue.Cast(b2, I32), Span.NONE, false));
            fb.emit(call(null, "__VERIFIER_assert", ne));
            fb.ret(x, Span.NONE);
        });
        assertEquals(List.of("assertion", "returned"), kinds(leaves));
        Leaf err = leaves.stream().filter(l -> l.status() == Leaf.Status.ERROR).findFirst().orElseThrow();
        assertEquals(BigInteger.valueOf(11), err.test().values().values().iterator().next());
    }

    @Test
    void exitAndAbort() {
        Leaf l = run(fb -> {
            fb.emit(call(null, "exit", c(3, I32)));
            fb.ret(c(0, I32), Span.NONE);
        }).get(0);
        assertEquals(Leaf.Status.RETURNED, l.status());
        assertEquals("3", l.outputs().get("exit").toString());
        assertEquals(List.of("abort"), kinds(run(fb -> {
            fb.emit(call(null, "abort"));
            fb.ret(c(0, I32), Span.NONE);
        })));
    }
}
