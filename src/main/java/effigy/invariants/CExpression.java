package effigy.invariants;

import effigy.ir.Type;
import effigy.term.Op;
import effigy.term.Term;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/**
 * An invariant over the integer view ({@link IntView}) written as a C expression over the program's variables, for
 * a correctness witness. A variable of w bits stands in the view for its value read as signed, so it is written
 * {@code (long long)(T)x} with T the signed C type of its width ({@code (long long)(int)x} for an int or unsigned
 * int); every constant is a {@code long long} ({@code LL}) and all arithmetic is done in {@code long long}, where the
 * view's sums of a few 32-bit values cannot overflow. Floor division and modulus by a positive constant are spelled
 * with C's truncating {@code /} and {@code %}.
 */
final class CExpression {
    private CExpression() {}

    private static final class Unprintable extends RuntimeException {
        Unprintable() { super(null, null, false, false); }
    }

    /** The invariant as C, or null where a variable has no C name or known integer type. */
    static String of(InvariantProver.LoopInvariant inv) {
        Map<Term, String> vars = new HashMap<>();
        for (int i = 0; i < inv.params().size(); i++) {
            String name = inv.names().get(i);
            Type t = inv.types().get(name);
            String c = variable(name, t);
            if (c != null) vars.put(inv.params().get(i), c);
        }
        try {
            return print(inv.formula(), vars);
        } catch (Unprintable u) {
            return null;
        }
    }

    private static String variable(String name, Type t) {
        if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) return null;
        if (t instanceof Type.BoolType) return name;
        int w;
        if (t instanceof Type.BvType b) w = b.width();
        else if (t instanceof Type.IntType i && i.width() > 0) w = i.width();
        else return null;
        String signed = switch (w) {
            case 8 -> "signed char";
            case 16 -> "short";
            case 32 -> "int";
            case 64 -> "long long";
            default -> null;
        };
        if (signed == null) return null;
        return w == 64 ? "(long long)" + name : "(long long)(" + signed + ")" + name;
    }

    private static String print(Term t, Map<Term, String> vars) {
        if (t instanceof Term.BoolLit b) return b.value() ? "1" : "0";
        if (t instanceof Term.IntLit n) return literal(n.value());
        if (t instanceof Term.Sym s) {
            String v = vars.get(s);
            if (v == null) throw new Unprintable();
            return v;
        }
        Term.App a = (Term.App) t;
        switch (a.op()) {
            case NOT: {
                if (a.arg(0) instanceof Term.App c && c.args().size() == 2 && (c.op() == Op.LT || c.op() == Op.LE || c.op() == Op.EQ)) {
                    String rel = c.op() == Op.LT ? " >= " : c.op() == Op.LE ? " > " : " != ";
                    return "(" + print(c.arg(0), vars) + rel + print(c.arg(1), vars) + ")";
                }
                return "!(" + print(a.arg(0), vars) + ")";
            }
            case AND: return join(a, " && ", vars);
            case OR: return join(a, " || ", vars);
            case ADD: {
                StringBuilder b = new StringBuilder("(");
                for (int i = 0; i < a.args().size(); i++) {
                    Term x = a.arg(i);
                    BigInteger negated = negatedFactor(x);
                    if (i > 0) b.append(negated != null ? " - " : " + ");
                    else if (negated != null) b.append("-");
                    if (negated == null) b.append(print(x, vars));
                    else {
                        Term rest = ((Term.App) x).arg(1);
                        b.append(negated.equals(BigInteger.ONE) ? print(rest, vars) : literal(negated) + " * " + print(rest, vars));
                    }
                }
                return b.append(")").toString();
            }
            case MUL: return join(a, " * ", vars);
            case LT: return "(" + print(a.arg(0), vars) + " < " + print(a.arg(1), vars) + ")";
            case LE: return "(" + print(a.arg(0), vars) + " <= " + print(a.arg(1), vars) + ")";
            case EQ: return "(" + print(a.arg(0), vars) + " == " + print(a.arg(1), vars) + ")";
            case ITE: return "(" + print(a.arg(0), vars) + " ? " + print(a.arg(1), vars) + " : " + print(a.arg(2), vars) + ")";
            case EMOD: case EDIV: {
                if (!(a.arg(1) instanceof Term.IntLit c) || c.value().signum() <= 0) throw new Unprintable();
                String x = print(a.arg(0), vars), k = literal(c.value());
                String mod = "(((" + x + ") % " + k + " + " + k + ") % " + k + ")";
                return a.op() == Op.EMOD ? mod : "((" + x + " - " + mod + ") / " + k + ")";
            }
            default: throw new Unprintable();
        }
    }

    /** For a product {@code c * x} with c negative, -c; else null. */
    private static BigInteger negatedFactor(Term t) {
        if (t instanceof Term.App m && m.op() == Op.MUL && m.args().size() == 2 && m.arg(0) instanceof Term.IntLit c && c.value().signum() < 0)
            return c.value().negate();
        return null;
    }

    private static String join(Term.App a, String op, Map<Term, String> vars) {
        StringBuilder b = new StringBuilder("(");
        for (int i = 0; i < a.args().size(); i++) {
            if (i > 0) b.append(op);
            b.append(print(a.arg(i), vars));
        }
        return b.append(")").toString();
    }

    private static String literal(BigInteger v) {
        if (v.bitLength() >= 63) throw new Unprintable();
        return v.signum() < 0 ? "(" + v + "LL)" : v + "LL";
    }
}
