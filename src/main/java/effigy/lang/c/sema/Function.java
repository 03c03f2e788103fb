package effigy.lang.c.sema;

import effigy.lang.c.types.FunctionType;
import effigy.source.Span;

/**
 * A function: one instance per function of the translation unit, shared by every declaration, call and
 * address-of. Its definition, if the file has one, is the {@link FunctionDefinition} naming it.
 *
 * <p>The type is the composite of all declarations seen (C99 6.2.7), final once {@link Sema#analyze} has
 * returned: an unprototyped {@code int f();} followed by {@code int f(int x) { ... }} ends up prototyped.
 */
public final class Function {
    private final String name;
    private FunctionType type;
    private final Linkage linkage;
    private final Span span;
    private final boolean implicit;
    private final int id;

    Function(String name, FunctionType type, Linkage linkage, Span span, boolean implicit, int id) {
        this.name = name;
        this.type = type;
        this.linkage = linkage;
        this.span = span;
        this.implicit = implicit;
        this.id = id;
    }

    public String name() { return name; }

    public FunctionType type() { return type; }

    /** {@link Linkage#INTERNAL} for {@code static} functions, else {@link Linkage#EXTERNAL}. */
    public Linkage linkage() { return linkage; }

    /** The declarator of the first declaration (for an implicit declaration, the first call's callee). */
    public Span span() { return span; }

    /** Declared implicitly by a call to an undeclared name (C89 style, as {@code int name()}). */
    public boolean isImplicit() { return implicit; }

    /** Unique among the functions of one analysed program. */
    public int id() { return id; }

    void refineType(FunctionType refined) { this.type = refined; }

    @Override public String toString() { return name; }
}
