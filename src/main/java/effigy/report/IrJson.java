package effigy.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.IrPrinter;
import effigy.ir.Local;
import effigy.ir.Loop;
import effigy.ir.Program;
import effigy.ir.Terminator;
import effigy.source.Span;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;

/**
 * The IR as JSON, for {@code effigy ir --json}: what {@link IrPrinter} prints, as data. The members:
 *
 * <pre>
 * functions: [{name, library, file, line, column, params: [{name, type}], returnType, locals: [{name, type}],
 *              loops: [{index, header, body, latches, exits, depth, parent}],
 *              blocks: [{index, label, reachable, preds, instructions: [INSTR], terminator: INSTR + {successors}}]}]
 * INSTR:      {kind, text, statement, line, column}
 * </pre>
 *
 * {@code library} marks the functions of Effigy's own C library ({@code memcpy}, {@code strlen}, ...), which every C
 * program has. {@code kind} is the instruction's kind ({@code assign}, {@code store}, {@code call}, ..., {@code goto},
 * {@code branch}, {@code return}); {@code text} is the line {@link IrPrinter} prints for it; {@code statement}
 * whether it begins a source statement; {@code line} and {@code column} its source position (absent for an
 * instruction Effigy made up, with no position). Types are written as {@link IrPrinter#type} writes them; a loop's
 * {@code parent} is -1 for an outermost loop. Order is the program's, so equal IR gives the same document.
 */
public final class IrJson {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private IrJson() {}

    /** The program's functions in definition order. */
    public static ObjectNode of(Program program) {
        ObjectNode o = JSON.objectNode();
        ArrayNode functions = o.putArray("functions");
        for (Function f : program.functions().values()) functions.add(function(f));
        return o;
    }

    static ObjectNode function(Function f) {
        ObjectNode o = JSON.objectNode();
        o.put("name", f.name());
        o.put("library", Program.isLibrary(f));
        if (f.span() != null && !f.span().isNone()) {
            o.put("file", f.span().file().name());
            position(o, f.span());
        }
        ArrayNode params = o.putArray("params");
        for (Local p : f.params()) params.addObject().put("name", p.name()).put("type", IrPrinter.type(p.type()));
        o.put("returnType", IrPrinter.type(f.returnType()));
        ArrayNode locals = o.putArray("locals");
        for (Local l : f.locals()) if (l.kind() != Local.Kind.PARAM) locals.addObject().put("name", l.name()).put("type", IrPrinter.type(l.type()));
        ArrayNode loops = o.putArray("loops");
        for (Loop l : f.loops()) {
            ObjectNode n = loops.addObject();
            n.put("index", l.index());
            n.put("header", l.header());
            blocks(n.putArray("body"), l.body());
            blocks(n.putArray("latches"), l.latches());
            blocks(n.putArray("exits"), l.exits());
            n.put("depth", l.depth());
            n.put("parent", l.parent());
        }
        List<List<Integer>> preds = IrPrinter.predecessors(f);
        BitSet reachable = IrPrinter.reachable(f);
        ArrayNode blocks = o.putArray("blocks");
        for (Block b : f.blocks()) {
            ObjectNode n = blocks.addObject();
            n.put("index", b.index());
            n.put("label", b.label());
            n.put("reachable", reachable.get(b.index()));
            blocks(n.putArray("preds"), preds.get(b.index()));
            ArrayNode instrs = n.putArray("instructions");
            for (Instr i : b.instrs()) instrs.add(instruction(kind(i), IrPrinter.instruction(i), i.stmt(), i.span()));
            Terminator t = b.terminator();
            ObjectNode term = instruction(kind(t), IrPrinter.terminator(t), t.stmt(), t.span());
            ArrayNode succ = term.putArray("successors");
            for (int s : b.successors()) succ.add(s);
            n.set("terminator", term);
        }
        return o;
    }

    private static ObjectNode instruction(String kind, String text, boolean statement, Span span) {
        ObjectNode o = JSON.objectNode();
        o.put("kind", kind);
        o.put("text", text);
        o.put("statement", statement);
        if (span != null && !span.isNone()) position(o, span);
        return o;
    }

    private static void position(ObjectNode o, Span span) {
        o.put("line", span.line());
        o.put("column", span.column());
    }

    private static void blocks(ArrayNode into, Iterable<Integer> blocks) {
        TreeSet<Integer> sorted = new TreeSet<>();
        blocks.forEach(sorted::add);
        sorted.forEach(into::add);
    }

    /** {@code Instr.MemStore} is {@code mem-store}: the record's name in lower case, words joined by a hyphen. */
    private static String kind(Object instr) {
        return instr.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
    }
}
