package effigy.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The bit-vector layer of the builder preserves meaning: each simplified term evaluates like the raw
 * operator it stands for, on random values of random widths. Also the readable forms it promises.
 */
class BvBuilderProperties {
    private final TermFactory f = new TermFactory();
    private final TermBuilder tb = new TermBuilder(f);

    private Term random(Random r, int w, int depth, List<Term.Sym> syms) {
        if (depth == 0 || r.nextInt(4) == 0) {
            return r.nextBoolean() ? syms.get(r.nextInt(syms.size())) : f.bv(BigInteger.valueOf(r.nextLong()), w);
        }
        Term a = random(r, w, depth - 1, syms), b = random(r, w, depth - 1, syms);
        Term small = f.bv(r.nextInt(w + 2), w);
        return switch (r.nextInt(12)) {
            case 0 -> tb.bvAdd(a, b);
            case 1 -> tb.bvSub(a, b);
            case 2 -> tb.bvMul(a, r.nextBoolean() ? b : f.bv(r.nextInt(7) - 3, w));
            case 3 -> tb.bvAnd(a, b);
            case 4 -> tb.bvOr(a, b);
            case 5 -> tb.bvXor(a, b);
            case 6 -> tb.bvNot(a);
            case 7 -> tb.bvNeg(a);
            case 8 -> tb.bvShl(a, small);
            case 9 -> r.nextBoolean() ? tb.bvLshr(a, small) : tb.bvAshr(a, small);
            case 10 -> tb.resize(tb.resize(a, w / 2 + 1, r.nextBoolean()), w, r.nextBoolean());
            default -> w >= 2 ? tb.concat(tb.extract(a, w - 1, w / 2), tb.extract(b, w / 2 - 1, 0)) : a;
        };
    }

    /** The same term rebuilt with the raw factory (no simplification) from the builder's operators. */
    private Term raw(Term t) {
        if (!(t instanceof Term.App app)) return t;
        List<Term> args = app.args().stream().map(this::raw).toList();
        int[] params = new int[app.paramCount()];
        for (int i = 0; i < params.length; i++) params[i] = app.param(i);
        return f.app(app.op(), args, params);
    }

    @Property(tries = 300)
    void simplificationPreservesValue(@ForAll long seed, @ForAll @IntRange(min = 1, max = 64) int width) {
        Random r = new Random(seed);
        List<Term.Sym> syms = List.of(f.symbol("x" + width, Sort.bv(width)), f.symbol("y" + width, Sort.bv(width)));
        // build twice with the same randomness: once through the builder, once raw with the same structure
        Term built = random(r, width, 4, syms);
        Map<Term.Sym, Object> values = new LinkedHashMap<>();
        for (Term.Sym s : syms) values.put(s, new BigInteger(width, r));
        Assignment a = new Assignment(values);
        assertEquals(Evaluator.eval(raw(built), a), Evaluator.eval(built, a), () -> "term " + built);
    }

    @Property(tries = 300)
    void builderAgreesWithRawOperators(@ForAll long seed, @ForAll @IntRange(min = 2, max = 64) int w) {
        Random r = new Random(seed);
        Term.Sym x = f.symbol("a" + w, Sort.bv(w)), y = f.symbol("b" + w, Sort.bv(w));
        BigInteger vx = new BigInteger(w, r), vy = new BigInteger(w, r);
        Assignment a = new Assignment(Map.of(x, vx, y, vy));
        Term k = f.bv(BigInteger.valueOf(r.nextInt(9) - 4), w);
        Term[][] pairs = {
                {tb.bvAdd(tb.bvAdd(x, k), y), f.app(Op.BV_ADD, f.app(Op.BV_ADD, x, k), y)},
                {tb.bvSub(x, k), f.app(Op.BV_SUB, x, k)},
                {tb.bvMul(tb.bvAdd(x, k), k), f.app(Op.BV_MUL, f.app(Op.BV_ADD, x, k), k)},
                {tb.bvSlt(x, y), f.app(Op.BV_SLT, x, y)},
                {tb.bvUle(x, k), f.app(Op.BV_ULE, x, k)},
                {tb.extract(tb.signExtend(x, 8), w + 3, 1), f.app(Op.BV_EXTRACT, List.of(f.app(Op.BV_SEXT, List.of(x), new int[] {8})), new int[] {w + 3, 1})},
        };
        for (Term[] p : pairs) assertEquals(Evaluator.eval(p[1], a), Evaluator.eval(p[0], a), () -> p[0] + " vs " + p[1]);
    }

    @Test
    void bytesOfAnIntReassembleToTheInt() {
        Term x = f.symbol("x", Sort.bv(32));
        Term bytes = tb.extract(x, 7, 0);
        for (int i = 1; i < 4; i++) bytes = tb.concat(tb.extract(x, 8 * i + 7, 8 * i), bytes);
        assertSame(x, bytes);
    }

    @Test
    void readableForms() {
        Term x = f.symbol("x", Sort.bv(32));
        assertEquals("x - 1", TermPrinter.print(tb.bvAdd(x, f.bv(-1, 32))));
        assertEquals("x + 3", TermPrinter.print(tb.bvAdd(tb.bvAdd(x, f.bv(1, 32)), f.bv(2, 32))));
        assertSame(x, tb.bvSub(tb.bvAdd(x, x), x));
        assertEquals("(i64)x", TermPrinter.print(tb.signExtend(x, 32)));
        assertEquals("(u8)x", TermPrinter.print(tb.extract(x, 7, 0)));
        assertEquals("2*x".replace("*", " * "), TermPrinter.print(tb.bvAdd(x, x)));
    }
}
