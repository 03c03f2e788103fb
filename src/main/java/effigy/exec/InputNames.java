package effigy.exec;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Global;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Program;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.term.InputLayout;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The source name of a value a call reads from outside ({@code __VERIFIER_nondet_int()}, a function with no body):
 * the variable the program stores it in, as the source writes it: {@code x} for {@code x = __VERIFIER_nondet_int();}
 * or {@code unsigned char x = ...}, {@code a[i]} for {@code a[i] = ...} (and {@code a[2]} where {@code i} is 2 when
 * the value is read: {@link Place#index}), {@code g} for a global, {@code s.len} for a field of a struct variable
 * (from the variable's layout, {@link Function#pointee}, {@link Global#layout}), {@code *p} for a store through a
 * pointer variable, {@code p->len} through a pointer parameter whose pointee has a layout. Found in the IR after the
 * call, the way the front end lowers these statements: the result moved (or converted) into a named local, or stored
 * through an address: a variable's plus a constant offset, or an element indexed by a named variable. Null where the
 * value goes elsewhere (a call inside an expression); the input keeps its name after the call site then
 * ({@code int@12}).
 */
final class InputNames {
    /**
     * Where a call's result goes: {@code text} ({@code x}, {@code s.len}, {@code a[i]}); for an element indexed by a
     * variable also the {@code array} and the {@code index} the address was computed from (the value of {@code i}
     * then, before an {@code i++} in the same statement), so that the name can show the index's value.
     */
    record Place(String text, String array, Operand index, String rest) {
        static Place of(String text) { return text == null ? null : new Place(text, null, null, null); }

        /** The name with the index's value {@code k}: {@code a[2]}, {@code arr[2].len}. */
        String element(Object k) { return array + "[" + k + "]" + rest; }
    }

    private final Program program;
    private final Map<Instr.Call, Optional<Place>> names = new IdentityHashMap<>();

    InputNames(Program program) { this.program = program; }

    /** Where {@code call}'s result goes in {@code f}, or null. */
    synchronized Place of(Function f, Instr.Call call) {
        return names.computeIfAbsent(call, c -> Optional.ofNullable(find(f, c))).orElse(null);
    }

    private Place find(Function f, Instr.Call call) {
        if (call.result() == null) return null;
        for (Block b : f.blocks()) {
            List<Instr> is = b.instrs();
            for (int k = 0; k < is.size(); k++) {
                if (is.get(k) != call) continue;
                Operand value = call.result();
                int j = k + 1;
                if (j < is.size() && is.get(j) instanceof Instr.Assign a && moves(a.value(), value)) {
                    if (named(a.target())) return Place.of(a.target().name());
                    value = a.target(); // converted into a temporary, then stored
                    j++;
                }
                if (j < is.size() && is.get(j) instanceof Instr.MemStore ms && ms.value() == value) return place(f, is, k, ms);
                return null;
            }
        }
        return null;
    }

    /** Whether {@code r} is {@code v} itself or {@code v} converted. */
    private static boolean moves(Rvalue r, Operand v) {
        return r instanceof Rvalue.Use u && u.operand() == v || r instanceof Rvalue.Cast c && c.operand() == v;
    }

    /** A local the source names (not a temporary of the lowering, not an address {@code &x}). */
    private static boolean named(Local l) {
        return !l.isTemp() && !l.name().startsWith("%") && !l.name().startsWith("&");
    }

    /** What an address points into: a variable (its name, size and layout) or, through a pointer variable, its pointee. */
    private record Target(String name, long size, InputLayout layout, boolean pointer) {}

    /** What {@code store}'s address names, or null. */
    private Place place(Function f, List<Instr> is, int before, Instr.MemStore store) {
        int size = (int) Math.max(1, Bits.width(store.type()) / 8);
        Operand base = store.address();
        long offset = 0;
        Target t = target(f, is, before, base);
        if (t == null && base instanceof Local addr && definition(is, before, addr) instanceof Rvalue.Binary b && b.op() == Rvalue.BinOp.ADD) {
            Long c = constant(is, before, b.right());
            t = target(f, is, before, b.left());
            if (t != null && c != null) offset = c;
            else if (t != null) return element(t, is, before, b.right(), 0, size); // a[i], p[i], arr[i].len
            else if (c != null && b.left() instanceof Local inner && definition(is, before, inner) instanceof Rvalue.Binary b2
                    && b2.op() == Rvalue.BinOp.ADD && constant(is, before, b2.right()) == null) {
                Target t2 = target(f, is, before, b2.left());
                return t2 == null ? null : element(t2, is, before, b2.right(), c, size); // arr[i].cap, p[i].cap
            }
        }
        if (t == null) return null;
        if (t.pointer()) {
            if (t.layout() == null || !t.layout().struct() && offset == 0 && t.layout().leaf(0, size) != null) {
                return offset == 0 ? Place.of("*" + t.name()) : null;
            }
            return Place.of(t.layout().name(t.name(), offset, size));
        }
        if (offset == 0 && t.size() == size) return Place.of(t.name());
        return t.layout() == null ? null : Place.of(t.layout().memberName(t.name(), offset, size));
    }

    /**
     * The element of {@code t} at index offset {@code offset} (a named variable times the element's size), at
     * {@code field} bytes into the element: {@code a[i]}, {@code arr[i].cap}, {@code p[i].cap}; else null.
     */
    private static Place element(Target t, List<Instr> is, int before, Operand offset, long field, int size) {
        Index index = index(is, before, offset);
        if (index == null) return null;
        String rest;
        InputLayout l = t.layout();
        if (l == null) {
            if (field != 0 || index.stride() != size) return null;
            rest = "";
        } else if (t.pointer()) {
            InputLayout.Leaf leaf = l.elementSize() == index.stride() ? l.leaf(field, size) : null;
            if (leaf == null) return null;
            rest = l.struct() ? "." + leaf.path() : leaf.path();
        } else {
            // a variable's layout covers the whole array: element 0's scalar at field, and element 1's at stride + field
            String first = l.memberName("", field, size);
            if (first == null || !first.startsWith("[0]")) return null;
            rest = first.substring(3);
            String second = l.memberName("", index.stride() + field, size);
            if (index.stride() + field < l.elementSize() && !("[1]" + rest).equals(second)) return null;
        }
        return new Place(t.name() + "[" + index.variable().name() + "]" + rest, t.name(), index.used(), rest);
    }

    /** The variable whose address {@code o} is ({@code &x}, a global's address) or the pointer variable {@code o} is; else null. */
    private Target target(Function f, List<Instr> is, int before, Operand o) {
        if (!(o instanceof Local l)) return null;
        if (l.name().startsWith("&")) {
            for (Block b : f.blocks()) {
                for (Instr i : b.instrs()) {
                    if (i instanceof Instr.Alloca a && a.target() == l) {
                        return a.lengths().isEmpty() ? new Target(l.name().substring(1), a.size(), f.pointee(l.slot()), false) : null;
                    }
                }
            }
            return null;
        }
        if (named(l)) return l.type() instanceof Type.PointerType ? new Target(l.name(), -1, f.pointee(l.slot()), true) : null;
        if (definition(is, before, l) instanceof Rvalue.AddressOf g && !g.function()) {
            Global global = program.globals().get(g.symbol());
            return global != null ? new Target(g.symbol(), global.size(), global.layout(), false) : null;
        }
        return null;
    }

    /** The value of {@code o} where it is a constant or a temporary holding a sum or product of constants; else null. */
    private static Long constant(List<Instr> is, int before, Operand o) {
        if (o instanceof Operand.Const c) return c.value().longValue();
        if (!(o instanceof Local l)) return null;
        Rvalue d = definition(is, before, l);
        if (d instanceof Rvalue.Use u) return constant(is, before, u.operand());
        if (d instanceof Rvalue.Cast c) return constant(is, before, c.operand());
        if (d instanceof Rvalue.Binary b && (b.op() == Rvalue.BinOp.MUL || b.op() == Rvalue.BinOp.ADD)) {
            Long x = b.left() instanceof Operand.Const c ? Long.valueOf(c.value().longValue()) : null;
            Long y = b.right() instanceof Operand.Const c ? Long.valueOf(c.value().longValue()) : null;
            if (x == null || y == null) return null;
            return b.op() == Rvalue.BinOp.MUL ? x * y : x + y;
        }
        return null;
    }

    /** An element offset: the named {@code variable} times {@code stride}, {@code used} the operand its value was taken from. */
    private record Index(Local variable, Operand used, long stride) {}

    /**
     * The named variable an element offset {@code o} stands for, scaled by the element's size (a constant factor, or
     * none for 1-byte elements), and the operand that holds its value as the address used it (before scaling); else null.
     */
    private static Index index(List<Instr> is, int before, Operand o) {
        Operand v = o;
        long stride = 1;
        if (v instanceof Local l && definition(is, before, l) instanceof Rvalue.Binary mul && mul.op() == Rvalue.BinOp.MUL) {
            if (mul.right() instanceof Operand.Const c) { v = mul.left(); stride = c.value().longValue(); }
            else if (mul.left() instanceof Operand.Const c) { v = mul.right(); stride = c.value().longValue(); }
            else return null;
            if (stride <= 0) return null;
        }
        Operand used = v;
        for (int hops = 0; hops < 3 && v instanceof Local l && !named(l); hops++) {
            Rvalue d = definition(is, before, l);
            if (d instanceof Rvalue.Cast c) v = c.operand();
            else if (d instanceof Rvalue.Use u) v = u.operand();
            else return null;
        }
        return v instanceof Local l && named(l) ? new Index(l, used, stride) : null;
    }

    /** The right-hand side of the last assignment to temporary {@code l} before instruction {@code before}, or null. */
    private static Rvalue definition(List<Instr> is, int before, Local l) {
        if (!l.isTemp() && !l.name().startsWith("%")) return null;
        for (int k = before - 1; k >= 0; k--) {
            if (is.get(k) instanceof Instr.Assign a && a.target() == l) return a.value();
        }
        return null;
    }
}
