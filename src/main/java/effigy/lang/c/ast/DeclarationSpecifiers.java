package effigy.lang.c.ast;

import effigy.source.Span;

import java.util.Optional;

/**
 * The specifiers in front of declarators: at most one storage class, the type qualifiers, {@code inline},
 * and exactly one type (the parser combines {@code unsigned long int} and the like into one
 * {@link TypeSpecifier.Basic}). {@code restrict} is accepted and not kept.
 */
public record DeclarationSpecifiers(Optional<StorageClass> storageClass, boolean isConst, boolean isVolatile,
                                    boolean isInline, TypeSpecifier type, Span span) {

    /** A storage-class specifier; {@code TYPEDEF} is one syntactically (C99 6.7.1). */
    public enum StorageClass {
        TYPEDEF("typedef"), EXTERN("extern"), STATIC("static"), AUTO("auto"), REGISTER("register");

        private final String keyword;

        StorageClass(String keyword) { this.keyword = keyword; }

        public String keyword() { return keyword; }
    }
}
