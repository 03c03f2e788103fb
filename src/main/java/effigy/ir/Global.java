package effigy.ir;

import effigy.source.Span;
import java.util.List;

/**
 * A static object of a C program (a global, a static local, a string literal): {@code size} bytes
 * initialised with {@code data} (zero-padded), where each {@link Pointer} puts the address of another
 * global or function (plus an addend) at its offset. {@code readOnly} objects (string literals, const)
 * reject stores. {@code layout}, where the front end gives one, names its scalars as the source does
 * ({@code g.len}, {@code buf[2]}; null otherwise).
 */
public record Global(String name, long size, int align, byte[] data, List<Pointer> pointers, boolean readOnly, Span span,
                     effigy.term.InputLayout layout) {
    public Global {
        pointers = List.copyOf(pointers);
    }

    /** A global without a source layout. */
    public Global(String name, long size, int align, byte[] data, List<Pointer> pointers, boolean readOnly, Span span) {
        this(name, size, align, data, pointers, readOnly, span, null);
    }

    /** At {@code offset}, the 8-byte address of {@code symbol} plus {@code addend}. */
    public record Pointer(long offset, String symbol, boolean function, long addend) {}
}
