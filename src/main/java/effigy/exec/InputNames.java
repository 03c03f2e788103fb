package effigy.exec;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Global;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Program;
import effigy.ir.Rvalue;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The source name of a value a call reads from outside ({@code __VERIFIER_nondet_int()}, a function with no body):
 * the variable the program stores it in, as the source writes it: {@code x} for {@code x = __VERIFIER_nondet_int();}
 * or {@code unsigned char x = ...}, {@code a[i]} for {@code a[i] = ...}, {@code g} for a global. Found in the IR
 * after the call, the way the front end lowers these statements: the result moved (or converted) into a named local,
 * or stored through the address of a variable of the stored value's size, or of an array element indexed by a named
 * variable. Null where the value goes elsewhere ({@code s.len = ...}, a field: the IR does not keep field names; a
 * call inside an expression); the input keeps its name after the call site then ({@code int@12}).
 */
final class InputNames {
    private final Program program;
    private final Map<Instr.Call, String> names = new IdentityHashMap<>();

    InputNames(Program program) { this.program = program; }

    /** The source name of {@code call}'s result in {@code f}, or null. */
    synchronized String of(Function f, Instr.Call call) {
        if (names.containsKey(call)) return names.get(call);
        String name = find(f, call);
        names.put(call, name);
        return name;
    }

    private String find(Function f, Instr.Call call) {
        if (call.result() == null) return null;
        for (Block b : f.blocks()) {
            List<Instr> is = b.instrs();
            for (int k = 0; k < is.size(); k++) {
                if (is.get(k) != call) continue;
                Operand value = call.result();
                int j = k + 1;
                if (j < is.size() && is.get(j) instanceof Instr.Assign a && moves(a.value(), value)) {
                    if (named(a.target())) return a.target().name();
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

    /** What {@code store}'s address names: a whole variable of the value's size, or an element {@code a[i]}; else null. */
    private String place(Function f, List<Instr> is, int before, Instr.MemStore store) {
        long size = Math.max(1, Bits.width(store.type()) / 8);
        String whole = variable(f, is, before, store.address(), size);
        if (whole != null) return whole;
        if (!(store.address() instanceof Local addr)) return null;
        Rvalue def = definition(is, before, addr);
        if (!(def instanceof Rvalue.Binary sum) || sum.op() != Rvalue.BinOp.ADD) return null;
        String array = variable(f, is, before, sum.left(), -1);
        String index = index(is, before, sum.right(), size);
        return array != null && index != null ? array + "[" + index + "]" : null;
    }

    /** The variable whose address {@code o} is ({@code &x}, or a global's address), of {@code size} bytes unless -1; else null. */
    private String variable(Function f, List<Instr> is, int before, Operand o, long size) {
        if (!(o instanceof Local l)) return null;
        if (l.name().startsWith("&")) {
            for (Block b : f.blocks()) {
                for (Instr i : b.instrs()) {
                    if (i instanceof Instr.Alloca a && a.target() == l) {
                        return a.lengths().isEmpty() && (size < 0 || a.size() == size) ? l.name().substring(1) : null;
                    }
                }
            }
            return null;
        }
        if (definition(is, before, l) instanceof Rvalue.AddressOf g && !g.function()) {
            Global global = program.globals().get(g.symbol());
            return global != null && (size < 0 || global.size() == size) ? g.symbol() : null;
        }
        return null;
    }

    /** The index an element offset {@code o} stands for: a named variable, scaled by the element's {@code size}; else null. */
    private static String index(List<Instr> is, int before, Operand o, long size) {
        Operand v = o;
        if (size > 1) {
            if (!(v instanceof Local l) || !(definition(is, before, l) instanceof Rvalue.Binary mul) || mul.op() != Rvalue.BinOp.MUL) return null;
            if (mul.right() instanceof Operand.Const c && c.value().longValue() == size) v = mul.left();
            else if (mul.left() instanceof Operand.Const c && c.value().longValue() == size) v = mul.right();
            else return null;
        }
        for (int hops = 0; hops < 3 && v instanceof Local l && !named(l); hops++) {
            Rvalue d = definition(is, before, l);
            if (d instanceof Rvalue.Cast c) v = c.operand();
            else if (d instanceof Rvalue.Use u) v = u.operand();
            else return null;
        }
        return v instanceof Local l && named(l) ? l.name() : null;
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
