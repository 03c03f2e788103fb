package effigy.smt;

import com.microsoft.z3.Expr;
import com.microsoft.z3.IntNum;
import effigy.term.Op;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns a Z3 formula of linear integer arithmetic over known constants (a Horn clause solver's interpretation of a
 * predicate) back into an Effigy {@link Term}: booleans and their connectives, integer numerals, {@code + - *},
 * {@code div} and {@code mod}, comparisons, {@code ite}. Anything else (reals, quantifiers, arrays, another
 * constant) reads as null: the caller cannot check what it cannot read.
 */
final class Z3FormulaReader {
    private final TermFactory f;
    private final Map<String, Term.Sym> constants;

    Z3FormulaReader(TermFactory f, Map<String, Term.Sym> constants) {
        this.f = f;
        this.constants = constants;
    }

    /** The term of {@code e}, or null when it has a form this reader does not know. */
    Term read(Expr<?> e) {
        try {
            return term(e);
        } catch (Unreadable u) {
            return null;
        }
    }

    private static final class Unreadable extends RuntimeException {
        Unreadable() { super(null, null, false, false); }
    }

    private Term term(Expr<?> e) {
        if (e.isTrue()) return f.bool(true);
        if (e.isFalse()) return f.bool(false);
        if (e instanceof IntNum n) return f.integer(n.getBigInteger());
        if (e.isConst()) {
            String name = e.getFuncDecl().getName().toString();
            if (name.startsWith("|") && name.endsWith("|") && name.length() > 1) name = name.substring(1, name.length() - 1);
            Term.Sym s = constants.get(name);
            if (s == null) throw new Unreadable();
            return s;
        }
        if (!e.isApp()) throw new Unreadable();
        List<Term> a = new ArrayList<>();
        for (Expr<?> x : e.getArgs()) a.add(term(x));
        if (e.isNot()) return f.app(Op.NOT, a.get(0));
        if (e.isAnd()) return a.isEmpty() ? f.bool(true) : a.size() == 1 ? a.get(0) : f.app(Op.AND, a);
        if (e.isOr()) return a.isEmpty() ? f.bool(false) : a.size() == 1 ? a.get(0) : f.app(Op.OR, a);
        if (e.isImplies()) return f.app(Op.OR, f.app(Op.NOT, a.get(0)), a.get(1));
        if (e.isITE()) return f.app(Op.ITE, a);
        if (e.isEq()) {
            if (a.size() != 2) throw new Unreadable();
            return f.app(Op.EQ, a);
        }
        if (e.isDistinct() && a.size() == 2) return f.app(Op.NOT, f.app(Op.EQ, a));
        if (e.isXor() && a.size() == 2) return f.app(Op.NOT, f.app(Op.EQ, a));
        if (e.isLE()) return f.app(Op.LE, a);
        if (e.isLT()) return f.app(Op.LT, a);
        if (e.isGE()) return f.app(Op.LE, a.get(1), a.get(0));
        if (e.isGT()) return f.app(Op.LT, a.get(1), a.get(0));
        for (Term t : a) if (!t.sort().equals(Sort.INT)) throw new Unreadable();
        if (e.isAdd()) return a.size() == 1 ? a.get(0) : f.app(Op.ADD, a);
        if (e.isMul()) return a.size() == 1 ? a.get(0) : f.app(Op.MUL, a);
        if (e.isUMinus()) return f.app(Op.MUL, f.integer(-1), a.get(0));
        if (e.isSub()) {
            Term out = a.get(0);
            for (int i = 1; i < a.size(); i++) out = f.app(Op.ADD, out, f.app(Op.MUL, f.integer(-1), a.get(i)));
            return out;
        }
        if (e.isIDiv()) return f.app(Op.EDIV, a);
        if (e.isModulus()) return f.app(Op.EMOD, a);
        throw new Unreadable();
    }
}
