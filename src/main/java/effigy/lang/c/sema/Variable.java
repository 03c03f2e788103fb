package effigy.lang.c.sema;

import effigy.lang.c.types.CType;
import effigy.source.Span;

/**
 * An object: a variable, a parameter, or the anonymous array of a string literal (or of {@code __func__}).
 * Identity is the object: every use of the same object refers to the same {@code Variable}, and distinct
 * objects with the same name (shadowing, static locals of different functions) are distinct instances;
 * {@link #id()} is unique within one analysed program.
 *
 * <p>The type is final once {@link Sema#analyze} has returned. During the analysis a later declaration may
 * complete it (an {@code extern int a[];} followed by {@code int a[10];}, or an array sized by its initializer).
 */
public final class Variable {
    /** Where the object lives and how long. */
    public enum Kind {
        /** File scope, static storage; defined in this file unless listed in {@link CProgram#externalObjects()}. */
        GLOBAL,
        /** Block scope with {@code static}: static storage, initialized once before the program starts. */
        STATIC_LOCAL,
        /** Block scope, automatic storage: exists while its block runs; indeterminate until initialized. */
        LOCAL,
        /** A function parameter (automatic storage, initialized by the call). */
        PARAMETER,
        /** The array of a string literal or of {@code __func__}: static storage, not to be modified. */
        STRING_LITERAL
    }

    private final String name;
    private CType type;
    private final Kind kind;
    private final Linkage linkage;
    private final Span span;
    private final int id;

    Variable(String name, CType type, Kind kind, Linkage linkage, Span span, int id) {
        this.name = name;
        this.type = type;
        this.kind = kind;
        this.linkage = linkage;
        this.span = span;
        this.id = id;
    }

    /** The declared name; for a string literal {@code .strN}, for {@code __func__} {@code __func__}. */
    public String name() { return name; }

    /** The object's type, possibly qualified; complete for every object that has storage in this file. */
    public CType type() { return type; }

    public Kind kind() { return kind; }

    public Linkage linkage() { return linkage; }

    /** The declarator of the first declaration (for a string literal, the literal). */
    public Span span() { return span; }

    /** Unique among the variables of one analysed program. */
    public int id() { return id; }

    /** Whether the object exists for the whole run of the program (globals, static locals, string literals). */
    public boolean hasStaticStorage() { return kind != Kind.LOCAL && kind != Kind.PARAMETER; }

    void refineType(CType refined) { this.type = refined; }

    @Override public String toString() { return name; }
}
