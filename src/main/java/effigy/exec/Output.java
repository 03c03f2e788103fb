package effigy.exec;

import effigy.term.Term;
import java.util.List;

/** One WRITE record: its items are {@link Term} values or literal {@link String} texts. */
public record Output(List<Object> items, effigy.source.Span span) {
    public String text() {
        StringBuilder sb = new StringBuilder();
        for (Object o : items) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(o instanceof Term t ? effigy.term.TermPrinter.print(t) : o.toString());
        }
        return sb.toString();
    }
}
