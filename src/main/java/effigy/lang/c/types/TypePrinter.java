package effigy.lang.c.types;

import java.util.ArrayList;
import java.util.List;

/** Writes types in C's declarator syntax, for diagnostics: {@code int (*)(char *, ...)}, {@code const struct S [3]}. */
final class TypePrinter {
    private TypePrinter() {}

    /** {@code type} declaring {@code inner} (a declarator text, empty for an abstract one). */
    static String spell(CType type, String inner) {
        if (type instanceof QualifiedType q) {
            String quals = (q.isConst() ? "const" : "") + (q.isConst() && q.isVolatile() ? " " : "")
                    + (q.isVolatile() ? "volatile" : "");
            if (q.base() instanceof PointerType) return spell(q.base(), inner.isEmpty() ? quals : quals + " " + inner);
            return quals + " " + spell(q.base(), inner);
        }
        if (type instanceof PointerType p) {
            String s = "*" + inner;
            if (p.pointee() instanceof ArrayType || p.pointee() instanceof FunctionType) s = "(" + s + ")";
            return spell(p.pointee(), s);
        }
        if (type instanceof ArrayType a) {
            String length = a.length().isPresent() ? Long.toString(a.length().getAsLong()) : a.vla() != null ? "*" : "";
            return spell(a.element(), inner + "[" + length + "]");
        }
        if (type instanceof FunctionType f) {
            List<String> params = new ArrayList<>();
            for (CType t : f.parameters()) params.add(spell(t, ""));
            if (f.variadic()) params.add("...");
            if (f.prototyped() && params.isEmpty()) params.add("void");
            return spell(f.returnType(), inner + "(" + String.join(", ", params) + ")");
        }
        String base;
        if (type instanceof VoidType) base = "void";
        else if (type instanceof IntegerType i) base = i.kind().spelling();
        else if (type instanceof FloatingType fl) base = fl.spellingName();
        else if (type instanceof EnumType e) base = "enum " + e.tag().orElse("<anonymous>");
        else if (type instanceof StructType s) base = s.keyword() + " " + s.tag().orElse("<anonymous>");
        else throw new IllegalStateException("unknown type " + type.getClass());
        return inner.isEmpty() ? base : base + " " + inner;
    }
}
