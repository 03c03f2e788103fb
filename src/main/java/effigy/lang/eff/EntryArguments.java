package effigy.lang.eff;

import effigy.ir.Function;
import effigy.ir.Local;
import effigy.ir.Type;
import effigy.source.DiagnosticException;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the arguments of a command-level call ({@code CALL SEARCH(A, 1, 5, "X", FOUND, J)}) into the
 * entry arguments of an execution, as King's EFFIGY did:
 * <ul>
 *   <li>{@code "A"} is a fresh symbol named A (of array sort when the parameter is an array, whose
 *       elements then print as {@code A(1)}, {@code A(N+2)});</li>
 *   <li>a plain identifier such as {@code FOUND} is a variable of the command level, passed by reference:
 *       its initial value is the symbol of that name, its final value is an output;</li>
 *   <li>integers and arithmetic over them and over quoted symbols ({@code "N" + 4}) are passed by value.</li>
 * </ul>
 */
public final class EntryArguments {
    private EntryArguments() {}

    /**
     * One entry argument: the name it is shown under (the parameter's, or the command-level variable's when passed
     * by reference), its initial value, and whether it is passed by reference (its final value is an output). The
     * driver turns these into the executor's entry arguments; the front end does not depend on the executor.
     */
    public record Arg(String label, Term value, boolean byReference) {}

    public static List<Arg> of(Function f, Invocation inv, TermBuilder tb) {
        List<Local> params = f.params();
        if (params.size() != inv.arguments().size()) {
            throw DiagnosticException.at(inv.span(), f.name() + " takes " + params.size() + " argument" + (params.size() == 1 ? "" : "s")
                    + ", got " + inv.arguments().size());
        }
        List<Arg> out = new ArrayList<>();
        for (int i = 0; i < params.size(); i++) {
            Local p = params.get(i);
            Expr a = inv.arguments().get(i);
            Sort sort = p.type() instanceof Type.ArrayType ? Sort.array(Sort.INT, Sort.INT) : Sort.INT;
            if (a instanceof Expr.Name n) {
                out.add(new Arg(n.name(), tb.symbol(n.name(), sort), true));
            } else if (a instanceof Expr.SymbolLiteral s) {
                out.add(new Arg(p.name(), tb.symbol(s.name(), sort), false));
            } else {
                if (sort instanceof Sort.ArraySort) {
                    throw DiagnosticException.at(a.span(), "argument " + (i + 1) + " of " + f.name() + " must be an array: a name or a quoted symbol");
                }
                out.add(new Arg(p.name(), value(a, tb), false));
            }
        }
        return out;
    }

    /** The value of an argument expression over integers and quoted symbols. */
    static Term value(Expr e, TermBuilder tb) {
        if (e instanceof Expr.IntLit i) return tb.integer(i.value());
        if (e instanceof Expr.SymbolLiteral s) return tb.symbol(s.name(), Sort.INT);
        if (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.NEG) return tb.neg(value(u.operand(), tb));
        if (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.PLUS) return value(u.operand(), tb);
        if (e instanceof Expr.BuiltinCall b && b.function() == Expr.Builtin.ABS) return tb.abs(value(b.arguments().get(0), tb));
        if (e instanceof Expr.Binary b && b.op().isArithmetic() && b.op() != Expr.BinaryOp.POW) {
            Term l = value(b.left(), tb), r = value(b.right(), tb);
            switch (b.op()) {
                case ADD: return tb.add(l, r);
                case SUB: return tb.sub(l, r);
                case MUL: return tb.mul(l, r);
                default:
                    if (!(r instanceof Term.IntLit k) || k.value().signum() == 0) {
                        throw DiagnosticException.at(b.right().span(), "a divisor in an argument must be a non-zero integer");
                    }
                    return tb.div(l, r);
            }
        }
        throw DiagnosticException.at(e.span(), "an argument must be an integer, a quoted symbol such as \"A\", arithmetic over those, or a variable name");
    }
}
