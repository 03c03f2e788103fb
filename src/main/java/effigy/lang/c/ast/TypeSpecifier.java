package effigy.lang.c.ast;

import effigy.lang.c.types.CType;
import effigy.source.Span;

import java.util.List;
import java.util.Optional;

/** The type part of declaration specifiers, as written; the semantic analysis resolves names and tags. */
public sealed interface TypeSpecifier {
    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of type specifier. */
    interface Visitor<R, P> {
        R visitBasic(Basic t, P p);
        R visitTypedefName(TypedefName t, P p);
        R visitStructOrUnion(StructOrUnion t, P p);
        R visitEnum(Enum t, P p);
        R visitTypeof(Typeof t, P p);
    }

    /** {@code void} or an integer type, from keywords such as {@code unsigned long int}; {@code type} is unqualified. */
    record Basic(CType type, Span span) implements TypeSpecifier {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitBasic(this, p); }
    }

    /** A name declared by {@code typedef}. */
    record TypedefName(String name, Span span) implements TypeSpecifier {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitTypedefName(this, p); }
    }

    /**
     * {@code struct tag}, {@code struct tag { ... }} or {@code struct { ... }} (or {@code union}). {@code members}
     * is present exactly when the specifier has a brace-enclosed member list (which has at least one member).
     */
    record StructOrUnion(boolean isUnion, Optional<String> tag, Optional<List<MemberDeclaration>> members, boolean packed,
                         Span span) implements TypeSpecifier {
        public StructOrUnion { members = members.map(List::copyOf); }

        /** A reference to a tag, or a definition without {@code __attribute__((packed))}. */
        public StructOrUnion(boolean isUnion, Optional<String> tag, Optional<List<MemberDeclaration>> members, Span span) {
            this(isUnion, tag, members, false, span);
        }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitStructOrUnion(this, p); }
    }

    /** A member declaration inside a struct or union: specifiers (no storage class) and member declarators. */
    record MemberDeclaration(DeclarationSpecifiers specifiers, List<MemberDeclarator> declarators, Span span) {
        public MemberDeclaration { declarators = List.copyOf(declarators); }
    }

    /** One member declarator; {@code bitWidth} is present for a bit-field {@code d : width} (or {@code : width}). */
    record MemberDeclarator(Declarator declarator, Optional<Expr> bitWidth, Span span) {}

    /** {@code enum tag}, {@code enum tag { ... }} or {@code enum { ... }}; {@code enumerators} present with braces. */
    record Enum(Optional<String> tag, Optional<List<Enumerator>> enumerators, Span span) implements TypeSpecifier {
        public Enum { enumerators = enumerators.map(List::copyOf); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitEnum(this, p); }
    }

    /** {@code NAME} or {@code NAME = constant-expression} in an enum body; {@code nameSpan} covers the name. */
    record Enumerator(String name, Span nameSpan, Optional<Expr> value, Span span) {}

    /**
     * GNU C's {@code typeof (expression)} or {@code typeof (type-name)} (also spelled {@code __typeof__} and
     * {@code __typeof}): the type of the expression, which is not evaluated, or the type named. Exactly one of
     * {@code expression} and {@code type} is present.
     */
    record Typeof(Optional<Expr> expression, Optional<TypeName> type, Span span) implements TypeSpecifier {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitTypeof(this, p); }
    }
}
