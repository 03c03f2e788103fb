package effigy.exec;

import effigy.exec.c.Printf;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Term;
import effigy.term.TermPrinter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * One output record. For King's WRITE the items are {@link Term} values or literal {@link String} texts.
 * For C's {@code printf} with a symbolic argument, {@code format} is the format string and the items
 * are its arguments (terms, or strings for {@code %s}); a C output with only concrete values is a single
 * text item (exactly the bytes written to stdout) and no format.
 */
public record Output(List<Object> items, effigy.source.Span span, String format, effigy.ir.DataModel dataModel) {
    public Output(List<Object> items, effigy.source.Span span) { this(items, span, null); }

    /** A record of a program compiled for LP64 ({@code dataModel} says how printf's {@code %ld}, {@code %zu} and {@code %td} read their arguments). */
    public Output(List<Object> items, effigy.source.Span span, String format) { this(items, span, format, effigy.ir.DataModel.LP64); }

    /** Whether this is C standard output (text or printf), rather than a King WRITE record. */
    public boolean isStdout() { return format != null || (items.size() == 1 && items.get(0) instanceof StdoutText); }

    /** Bytes written to stdout, as one item. */
    public record StdoutText(String text) {
        @Override public String toString() { return text; }
    }

    /** A symbolic printf argument for a floating conversion: the bits of a double. */
    public record DoubleBits(Term bits) {
        @Override public String toString() { return TermPrinter.print(bits); }
    }

    /** For display: the text, with symbolic printf arguments shown as {@code {term}}. */
    public String text() {
        if (format != null) return "printf(" + quote(format) + ", " + String.join(", ", items.stream().map(this::show).toList()) + ")";
        StringBuilder sb = new StringBuilder();
        for (Object o : items) {
            if (o instanceof StdoutText t) return t.text();
            if (sb.length() > 0) sb.append(' ');
            sb.append(o instanceof Term t ? TermPrinter.print(t) : o.toString());
        }
        return sb.toString();
    }

    private String show(Object o) {
        return o instanceof Term t ? TermPrinter.print(t) : o instanceof DoubleBits d ? d.toString() : quote(String.valueOf(o));
    }

    /**
     * The stdout text this record writes when the symbols have the values in {@code input} (for a record
     * without symbols, the text itself); null for a King WRITE record.
     */
    public String render(Assignment input) {
        if (format == null) return items.size() == 1 && items.get(0) instanceof StdoutText t ? t.text() : null;
        List<Object> args = new ArrayList<>();
        for (Object o : items) {
            if (o instanceof Term t) {
                BigInteger v = (BigInteger) Evaluator.eval(t, input);
                args.add(v.longValue());
            } else if (o instanceof DoubleBits d) {
                args.add(Double.longBitsToDouble(((BigInteger) Evaluator.eval(d.bits(), input)).longValue()));
            } else {
                args.add(o);
            }
        }
        return Printf.format(format, Printf.ArgSource.of(args.toArray()), dataModel);
    }

    static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n").replace("\t", "\\t") + "\"";
    }
}
