package effigy.smt;

import com.microsoft.z3.BitVecNum;
import com.microsoft.z3.Expr;
import com.microsoft.z3.FuncDecl;
import com.microsoft.z3.FuncInterp;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.Model;
import effigy.term.ArrayValue;
import effigy.term.Sort;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/**
 * Turns Z3 model values into Effigy values: integers and bit-vectors (unsigned) into {@link BigInteger},
 * booleans into {@link Boolean}, arrays into {@link ArrayValue}. An array value may come as a chain of
 * {@code store}s over a constant array, or over an {@code as-array} whose function interpretation (entries
 * and else-value) lives in the model; the outermost store of an index wins. Elements equal to the
 * default are dropped, so extensionally equal arrays give equal {@link ArrayValue}s.
 */
final class Z3ModelReader {
    private final Model model;

    Z3ModelReader(Model model) { this.model = model; }

    /**
     * The Effigy value of the Z3 value {@code v}, which has Effigy sort {@code sort}.
     *
     * @throws SolverException when {@code v} is not a value of a form this reader knows (for example a
     *     lambda, or an array indexed by booleans, which {@link ArrayValue} cannot represent)
     */
    Object value(Expr<?> v, Sort sort) {
        if (sort instanceof Sort.ArraySort a) return array(v, a);
        if (sort instanceof Sort.BoolSort) {
            if (v.isTrue()) return Boolean.TRUE;
            if (v.isFalse()) return Boolean.FALSE;
        } else if (sort instanceof Sort.IntSort) {
            if (v instanceof IntNum n) return n.getBigInteger();
        } else if (v instanceof BitVecNum n) {
            return n.getBigInteger();
        }
        throw new SolverException("Z3 gave " + v + " where a value of sort " + sort + " was expected");
    }

    private ArrayValue array(Expr<?> v, Sort.ArraySort sort) {
        if (sort.index() instanceof Sort.BoolSort) {
            throw new SolverException("arrays indexed by Bool have no ArrayValue representation: " + sort);
        }
        Map<BigInteger, Object> elements = new HashMap<>();
        Expr<?> e = v;
        while (e.isStore()) {
            Expr<?>[] args = e.getArgs();
            elements.putIfAbsent((BigInteger) value(args[1], sort.index()), value(args[2], sort.element()));
            e = args[0];
        }
        Object defaultValue;
        if (e.isConstantArray()) {
            defaultValue = value(e.getArgs()[0], sort.element());
        } else if (e.isAsArray()) {
            FuncDecl<?> f = e.getFuncDecl().getParameters()[0].getFuncDecl();
            FuncInterp<?> interp = model.getFuncInterp(f);
            if (interp == null) throw new SolverException("Z3 model has no interpretation for " + f.getName());
            for (FuncInterp.Entry<?> entry : interp.getEntries()) {
                elements.putIfAbsent((BigInteger) value(entry.getArgs()[0], sort.index()), value(entry.getValue(), sort.element()));
            }
            defaultValue = value(interp.getElse(), sort.element());
        } else {
            throw new SolverException("unsupported array value from Z3: " + v);
        }
        elements.values().removeIf(defaultValue::equals);
        return new ArrayValue(defaultValue, elements);
    }
}
