package effigy.lang.c.lower;

import effigy.lang.c.sema.TypedInitializer;
import effigy.lang.c.types.StructType;
import effigy.lang.c.types.Types;

/**
 * Writes an initializer into an object, subobject by subobject: the walk through arrays and structs (each element and
 * member at its byte offset) is here, what a string and a scalar become (bytes of a global's image, or stores into an
 * automatic object) is the subclass's. The visitors' parameter is the byte offset of the subobject initialized.
 */
abstract class InitializerWrite implements TypedInitializer.Visitor<Void, Long> {
    /** Writes {@code init} for the subobject at byte {@code offset}. */
    final void write(TypedInitializer init, long offset) { init.accept(this, offset); }

    @Override public final Void visitArray(TypedInitializer.ArrayInit a, Long offset) {
        long elem = Types.sizeOf(a.type().element());
        for (TypedInitializer.Element e : a.elements()) write(e.initializer(), offset + e.index() * elem);
        return null;
    }

    @Override public final Void visitStruct(TypedInitializer.StructInit s, Long offset) {
        for (TypedInitializer.FieldInit f : s.fields()) {
            if (f.field().isBitField()) bitField((TypedInitializer.Scalar) f.initializer(), offset + f.field().offset(), f.field());
            else write(f.initializer(), offset + f.field().offset());
        }
        return null;
    }

    /**
     * Writes the scalar initializer of a bit-field, whose window (see {@link StructType.Field}) starts at byte
     * {@code window}: its bits replace the field's, the window's other bits kept.
     */
    abstract void bitField(TypedInitializer.Scalar init, long window, StructType.Field field);
}
