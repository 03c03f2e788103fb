package effigy.ir;

import effigy.source.Span;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.StringJoiner;

/**
 * A stable, readable text dump of the IR, for golden files, debugging and the {@code effigy ir} command.
 *
 * <p>Contract: the output depends only on the IR (never on hash order, identity or the file name of a
 * span), so equal IR always prints to the same text, with {@code \n} line ends and a final newline. Spans
 * print as {@code line:col} of their start (no file path, so dumps are portable); {@link Span#NONE} prints
 * nothing. The format of one function is (King's POWER):
 *
 * <pre>
 * function POWER(X: int, Y: int) -&gt; int       ; 7:1
 *   locals: Z: int, J: int, %t0: bool
 *   loops:
 *     loop0 header=b1 body={b1,b2} latches={b2} exits={b3} depth=1 parent=-
 * b0 entry:
 *   * Z := 1                                  ; 8:3
 *   * J := 1                                  ; 9:3
 *     goto b1                                 ; 10:3
 * b1 LAB:                                     ; preds b0, b2
 *   * %t0 := Y &gt;= J                           ; 10:11
 *     branch %t0 ? b2 : b3 #0                 ; 10:11
 * ...
 * </pre>
 *
 * <p>{@code locals} lists the non-parameter locals in slot order ({@code none} when there are none);
 * {@code loops} lists {@link Function#loops()} in index order. A block header gives its index and label and
 * a comment with its predecessors, or {@code unreachable} when no path from the entry reaches it. An
 * instruction line starts with {@code *} when the instruction begins a source statement. Instruction
 * syntax: {@code x := rvalue}, {@code A[i] := v}, {@code [x :=] call F(ref X, 3)}, {@code x := read "NAME"},
 * {@code write v, "text"}, {@code assume c}, {@code assert c}, {@code prove c}, {@code goto bN},
 * {@code branch c ? bT : bF #id}, {@code return [v]}. Integer constants print in decimal, booleans as
 * {@code true}/{@code false}, bit-vector constants as {@code value:type} (e.g. {@code 7:u8}).
 */
public final class IrPrinter {
    /** The column (0-based) at which {@code ; line:col} comments start, when the text before is shorter. */
    public static final int COMMENT_COLUMN = 44;

    private IrPrinter() {}

    /** Every function of the program in definition order, separated by blank lines. */
    public static String print(Program program) {
        StringBuilder out = new StringBuilder();
        boolean first = true;
        for (Function f : program.functions().values()) {
            if (!first) out.append('\n');
            first = false;
            out.append(print(f));
        }
        return out.toString();
    }

    /** One function: header, locals, loops, then its blocks in index order. */
    public static String print(Function f) {
        StringBuilder out = new StringBuilder();
        StringJoiner params = new StringJoiner(", ");
        for (Local p : f.params()) params.add(p.name() + ": " + type(p.type()));
        line(out, "function " + f.name() + "(" + params + ") -> " + type(f.returnType()), comment(f.span()));

        StringJoiner locals = new StringJoiner(", ");
        for (Local l : f.locals()) if (l.kind() != Local.Kind.PARAM) locals.add(l.name() + ": " + type(l.type()));
        out.append("  locals: ").append(locals.length() == 0 ? "none" : locals.toString()).append('\n');

        if (f.loops().isEmpty()) {
            out.append("  loops: none\n");
        } else {
            out.append("  loops:\n");
            for (Loop l : f.loops()) out.append("    ").append(loop(l)).append('\n');
        }

        List<List<Integer>> preds = predecessors(f);
        BitSet reachable = reachable(f);
        for (Block b : f.blocks()) {
            String note;
            if (!reachable.get(b.index())) note = "; unreachable";
            else if (preds.get(b.index()).isEmpty()) note = "";
            else note = "; preds " + blockList(preds.get(b.index()), ", ");
            line(out, "b" + b.index() + " " + b.label() + ":", note);
            for (Instr i : b.instrs()) line(out, "  " + (i.stmt() ? "* " : "  ") + instruction(i), comment(i.span()));
            Terminator t = b.terminator();
            line(out, "  " + (t.stmt() ? "* " : "  ") + terminator(t), comment(t.span()));
        }
        return out.toString();
    }

    /** A loop as {@code loopN header=bH body={..} latches={..} exits={..} depth=D parent=loopP|-}. */
    public static String loop(Loop l) {
        return "loop" + l.index() + " header=b" + l.header()
                + " body={" + blockList(l.body(), ",") + "}"
                + " latches={" + blockList(l.latches(), ",") + "}"
                + " exits={" + blockList(l.exits(), ",") + "}"
                + " depth=" + l.depth()
                + " parent=" + (l.parent() < 0 ? "-" : "loop" + l.parent());
    }

    /** One instruction, without the statement mark or span. */
    public static String instruction(Instr instr) {
        return instr.accept(new Instr.Visitor<String, Void>() {
            public String visitAssign(Instr.Assign i, Void p) { return i.target().name() + " := " + rvalue(i.value()); }
            public String visitStore(Instr.Store i, Void p) {
                return i.array().name() + "[" + operand(i.index()) + "] := " + operand(i.value());
            }
            public String visitCall(Instr.Call i, Void p) {
                StringJoiner args = new StringJoiner(", ");
                for (Instr.Arg a : i.args()) {
                    args.add(a instanceof Instr.ByRef r ? "ref " + r.local().name() : operand(a.operand()));
                }
                String call = "call " + i.callee() + "(" + args + ")";
                return i.result() == null ? call : i.result().name() + " := " + call;
            }
            public String visitRead(Instr.Read i, Void p) { return i.target().name() + " := read " + quote(i.inputName()); }
            public String visitWrite(Instr.Write i, Void p) {
                StringJoiner items = new StringJoiner(", ");
                for (Instr.WriteItem item : i.items()) {
                    items.add(item instanceof Instr.WriteText t ? quote(t.text()) : operand(((Instr.WriteValue) item).operand()));
                }
                return items.length() == 0 ? "write" : "write " + items;
            }
            public String visitAssume(Instr.Assume i, Void p) { return "assume " + operand(i.cond()); }
            public String visitAssert(Instr.Assert i, Void p) { return "assert " + operand(i.cond()); }
            public String visitProve(Instr.Prove i, Void p) { return "prove " + operand(i.cond()); }
            public String visitMemStore(Instr.MemStore i, Void p) {
                return "store " + type(i.type()) + " [" + operand(i.address()) + "] := " + operand(i.value());
            }
            public String visitAlloca(Instr.Alloca i, Void p) {
                StringBuilder times = new StringBuilder();
                for (Operand l : i.lengths()) times.append(" * ").append(operand(l));
                return i.target().name() + " := alloca " + i.size() + times + " align " + i.align() + " " + quote(i.name());
            }
            public String visitCallIndirect(Instr.CallIndirect i, Void p) {
                StringJoiner args = new StringJoiner(", ");
                for (Operand a : i.args()) args.add(operand(a));
                String call = "call [" + operand(i.target()) + "](" + args + ")";
                return i.result() == null ? call : i.result().name() + " := " + call;
            }
        }, null);
    }

    /** One terminator, without the statement mark or span. */
    public static String terminator(Terminator t) {
        if (t instanceof Terminator.Goto g) return "goto b" + g.target();
        if (t instanceof Terminator.Branch b) {
            return "branch " + operand(b.cond()) + " ? b" + b.ifTrue() + " : b" + b.ifFalse() + " #" + b.id();
        }
        Terminator.Return r = (Terminator.Return) t;
        return r.value() == null ? "return" : "return " + operand(r.value());
    }

    /** A right-hand side: an operand, {@code op x}, {@code x op y} or {@code A[i]}. */
    public static String rvalue(Rvalue r) {
        if (r instanceof Rvalue.Use u) return operand(u.operand());
        if (r instanceof Rvalue.Unary u) return u.op().spelling() + operand(u.operand());
        if (r instanceof Rvalue.Binary b) return operand(b.left()) + " " + b.op().spelling() + " " + operand(b.right());
        if (r instanceof Rvalue.Cast c) return "(" + type(c.type()) + ") " + operand(c.operand());
        if (r instanceof Rvalue.Load l) return "load " + type(l.type()) + " [" + operand(l.address()) + "]";
        if (r instanceof Rvalue.AddressOf a) return "&" + (a.function() ? "function " : "") + a.symbol();
        Rvalue.Select s = (Rvalue.Select) r;
        return s.array().name() + "[" + operand(s.index()) + "]";
    }

    /** A local by name; a constant as described in the class comment. */
    public static String operand(Operand o) {
        if (o instanceof Local l) return l.name();
        Operand.Const c = (Operand.Const) o;
        if (c.type() instanceof Type.BoolType) return c.value().signum() != 0 ? "true" : "false";
        if (c.type() instanceof Type.BvType) return c.value() + ":" + type(c.type());
        return c.value().toString();
    }

    /**
     * A type: {@code int}, {@code bool}, {@code void}, {@code i32}/{@code u8}, {@code int[*]},
     * {@code int[1..10]} (an index type other than {@code int} is written first, {@code int[u64: 0..9]}),
     * {@code T*}, {@code struct NAME}.
     */
    public static String type(Type t) {
        if (t instanceof Type.IntType it) return it.toString();
        if (t instanceof Type.BoolType) return "bool";
        if (t instanceof Type.FloatType f) return f.toString();
        if (t instanceof Type.VoidType) return "void";
        if (t instanceof Type.BvType bv) return (bv.signed() ? "i" : "u") + bv.width();
        if (t instanceof Type.ArrayType a) {
            String index = a.index() instanceof Type.IntType ? "" : type(a.index()) + ": ";
            return type(a.element()) + "[" + index + (a.bounded() ? a.lower() + ".." + a.upper() : "*") + "]";
        }
        if (t instanceof Type.PointerType p) return type(p.pointee()) + "*";
        if (t instanceof Type.StructType s) return "struct " + s.name();
        return String.valueOf(t);
    }

    /** {@code ; line:col} for a real span, nothing for {@link Span#NONE} or null. */
    static String comment(Span span) {
        return span == null || span.isNone() ? "" : "; " + span.line() + ":" + span.column();
    }

    /** The blocks with an edge to each block, ascending and without repeats. */
    public static List<List<Integer>> predecessors(Function f) {
        List<List<Integer>> preds = new ArrayList<>();
        for (int i = 0; i < f.blocks().size(); i++) preds.add(new ArrayList<>());
        for (Block b : f.blocks()) {
            for (int s : b.successors()) {
                if (s >= 0 && s < preds.size() && !preds.get(s).contains(b.index())) preds.get(s).add(b.index());
            }
        }
        return preds;
    }

    /** The blocks reachable from the entry block 0 (successors out of range are ignored). */
    public static BitSet reachable(Function f) {
        BitSet seen = new BitSet();
        if (f.blocks().isEmpty()) return seen;
        Deque<Integer> work = new ArrayDeque<>(List.of(0));
        seen.set(0);
        while (!work.isEmpty()) {
            for (int s : f.block(work.pop()).successors()) {
                if (s >= 0 && s < f.blocks().size() && !seen.get(s)) {
                    seen.set(s);
                    work.push(s);
                }
            }
        }
        return seen;
    }

    private static String blockList(Iterable<Integer> blocks, String separator) {
        StringJoiner j = new StringJoiner(separator);
        List<Integer> sorted = new ArrayList<>();
        blocks.forEach(sorted::add);
        sorted.sort(null);
        for (int b : sorted) j.add("b" + b);
        return j.toString();
    }

    /** A double-quoted string with {@code \}, {@code "} and control characters escaped. */
    static String quote(String s) {
        StringBuilder q = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> q.append("\\\"");
                case '\\' -> q.append("\\\\");
                case '\n' -> q.append("\\n");
                case '\t' -> q.append("\\t");
                case '\r' -> q.append("\\r");
                default -> {
                    if (c < 0x20) q.append(String.format("\\u%04x", (int) c));
                    else q.append(c);
                }
            }
        }
        return q.append('"').toString();
    }

    private static void line(StringBuilder out, String text, String comment) {
        out.append(text);
        if (!comment.isEmpty()) {
            out.append(" ".repeat(Math.max(1, COMMENT_COLUMN - text.length()))).append(comment);
        }
        out.append('\n');
    }
}
