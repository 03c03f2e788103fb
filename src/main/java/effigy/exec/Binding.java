package effigy.exec;

import effigy.ir.Local;
import effigy.ir.Type;
import effigy.term.Term;

/**
 * The executor's side of a {@link Binder} (the weakest-precondition engine's value domain): naming each local
 * assigned by its activation's variable, and reading a term over the variables as its value on the path where that
 * is a literal. Used only when the configuration has a binder.
 */
final class Binding {
    private final Executor ex;
    private final Binder binder;

    Binding(Executor ex, Binder binder) {
        this.ex = ex;
        this.binder = binder;
    }

    /** Local {@code l} of {@code f} was just assigned; its value is named by the local's variable. */
    void bind(State s, Frame f, Local l) {
        Term v = ex.slotTerm(f, l);
        if (v == null) return;
        if (f.names == null) f.names = new Term.Sym[f.function.frameSize()];
        Term.Sym x = f.names[l.slot()];
        if (x == null) {
            x = binder.variable(f.function.name(), f.instance, l, v.sort());
            f.names[l.slot()] = x;
        }
        binder.assign(s, x, v);
        f.sym[l.slot()] = x;
    }

    /** The local arrays of a new frame start with every element 0 (named like any assignment). */
    void bindArrays(State s, Frame f) {
        for (Local l : f.function.locals()) {
            if (l.kind() != Local.Kind.PARAM && l.type() instanceof Type.ArrayType) bind(s, f, l);
        }
    }

    /**
     * A term over the binder's variables whose value on {@code current}'s path is a literal is that literal (true,
     * with it in {@link Executor#cv} when it fits a long, as {@link Executor#setTerm} keeps literals); otherwise it
     * stays the term over the variables (false, the value's term in {@link Executor#tv} where it is a wide literal).
     */
    boolean resolve(State current, Term t) {
        Term n = binder.value(current, t);
        if (n instanceof Term.IntLit lit) {
            if (lit.value().bitLength() < 64) { ex.cv = lit.value().longValue(); return true; }
            ex.tv = n;
        } else if (n instanceof Term.BoolLit b) {
            ex.cv = b.value() ? 1 : 0;
            return true;
        } else if (n instanceof Term.BvLit b) {
            if (b.width() <= 64) { ex.cv = b.value().longValue(); return true; }
            ex.tv = n;
        }
        return false;
    }
}
