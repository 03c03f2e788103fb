package effigy.term;

import java.util.Comparator;
import java.util.List;

/**
 * A total order on terms that depends only on their structure, never on creation order, so that
 * canonical forms and printed output are the same in every run. Symbols come before array elements,
 * array elements before other applications; symbols are ordered by name.
 */
public final class TermOrder implements Comparator<Term> {
    public static final TermOrder INSTANCE = new TermOrder();

    private TermOrder() {}

    @Override
    public int compare(Term a, Term b) {
        if (a == b) return 0;
        int c = Integer.compare(rank(a), rank(b));
        if (c != 0) return c;
        if (a instanceof Term.IntLit x && b instanceof Term.IntLit y) return x.value().compareTo(y.value());
        if (a instanceof Term.BoolLit x && b instanceof Term.BoolLit y) return Boolean.compare(x.value(), y.value());
        if (a instanceof Term.BvLit x && b instanceof Term.BvLit y) {
            c = Integer.compare(x.width(), y.width());
            return c != 0 ? c : x.value().compareTo(y.value());
        }
        if (a instanceof Term.Sym x && b instanceof Term.Sym y) {
            c = x.name().compareTo(y.name());
            return c != 0 ? c : x.sort().toString().compareTo(y.sort().toString());
        }
        Term.App x = (Term.App) a, y = (Term.App) b;
        c = x.op().compareTo(y.op());
        if (c != 0) return c;
        c = compareLists(x.args(), y.args());
        if (c != 0) return c;
        c = Integer.compare(x.paramCount(), y.paramCount());
        for (int i = 0; c == 0 && i < x.paramCount(); i++) c = Integer.compare(x.param(i), y.param(i));
        return c;
    }

    public int compareLists(List<Term> a, List<Term> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = compare(a.get(i), b.get(i));
            if (c != 0) return c;
        }
        return Integer.compare(a.size(), b.size());
    }

    private static int rank(Term t) {
        if (t instanceof Term.Sym) return 0;
        if (t instanceof Term.App app) return app.op() == Op.SELECT ? 1 : 2;
        return 3; // literals last
    }
}
