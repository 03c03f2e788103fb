package effigy.lang.c.types;

import effigy.source.Span;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A struct or union type. Each definition (and each declaration of a tag not visible before) makes a distinct
 * type: equality is identity. The type starts incomplete and is completed once, by {@link #complete}, which
 * lays the members out per the x86-64 System V ABI (i386's under ILP32) as gcc does: each member at the next
 * offset aligned to its alignment, the size rounded up to the largest member alignment; a union's members all
 * at offset 0.
 *
 * <p>Bit-fields are laid out as gcc does (its PCC_BITFIELD_TYPE_MATTERS rules, the ABI's): a bit-field of
 * declared type {@code T} and width {@code w} takes the next {@code w} bits, little-endian (from the least
 * significant bit of the lowest byte), unless they would span more units of {@code T}'s alignment than
 * {@code T} itself has, in which case it starts at the next such unit; a zero-width bit-field moves the
 * position to the next unit of its type's alignment; an unnamed bit-field is padding. A named bit-field gives
 * the struct its type's alignment, an unnamed one does not. A member that is not a bit-field starts at the next
 * byte aligned to its alignment. In a union every bit-field starts at bit 0 and takes {@code ceil(w / 8)}
 * bytes of the union's size.
 *
 * <p>Completion is the only mutation and happens during semantic analysis, before the type is used for
 * layout; a completed type never changes again.
 */
public final class StructType implements CType {
    /**
     * A member of a completed struct or union, with its byte offset. Unnamed bit-fields are padding and are not
     * fields.
     *
     * <p>For a bit-field ({@link #isBitField()}), {@code offset} is where the <em>window</em> that holds it starts:
     * {@code windowSize} bytes (1, 2, 4 or 8; aligned to their size within the struct unless the field spans
     * units of its type's alignment, ILP32's {@code long long}) read as one little-endian unsigned integer, of
     * which the field is bits {@code bitOffset} to {@code bitOffset + bitWidth - 1}. {@code signedBits} says
     * whether the bits are read as a signed number (a signed integer type, plain {@code int} and plain
     * {@code char} included, as gcc; an enum with a negative constant) or an unsigned one ({@code _Bool}, unsigned
     * types, an enum without negative constants, whose type gcc makes {@code unsigned int}). For any other member
     * {@code bitWidth} is -1.
     */
    public record Field(String name, CType type, long offset, Span span, int bitOffset, int bitWidth, int windowSize,
                        boolean signedBits) {
        /** A member that is not a bit-field. */
        public Field(String name, CType type, long offset, Span span) { this(name, type, offset, span, 0, -1, 0, false); }

        public boolean isBitField() { return bitWidth >= 0; }
    }

    /**
     * A member as declared, before layout. {@code type} is a complete object type, or (last member of a struct)
     * an array of unknown size. {@code bitWidth} is the width of a bit-field ({@code type} then an integer or
     * enum type, the width at most its width in bits; {@code name} empty for an unnamed bit-field, which alone
     * may have width 0), or -1.
     */
    public record Member(String name, CType type, Span span, int bitWidth) {
        /** A member that is not a bit-field. */
        public Member(String name, CType type, Span span) { this(name, type, span, -1); }

        public boolean isBitField() { return bitWidth >= 0; }
    }

    private final boolean union;
    private final Optional<String> tag;
    private final Span span;
    private List<Field> fields;
    private long size;
    private long alignment;
    private boolean bitFields;

    /** An incomplete struct ({@code union == false}) or union type; {@code span} is where its tag or definition first appears. */
    public StructType(boolean union, Optional<String> tag, Span span) {
        this.union = union;
        this.tag = tag;
        this.span = span;
    }

    public boolean isUnion() { return union; }
    public Optional<String> tag() { return tag; }
    public Span span() { return span; }
    public boolean isComplete() { return fields != null; }

    /** {@code struct} or {@code union}. */
    public String keyword() { return union ? "union" : "struct"; }

    /**
     * Completes the type with these members, in declaration order.
     *
     * @throws IllegalStateException if already complete
     * @throws IllegalArgumentException if a member's type is incomplete (other than a trailing flexible array
     *     member of a struct with another member) or a function type, two members share a name, or a bit-field
     *     is not of an integer type or is wider than it
     */
    public void complete(List<Member> members) { complete(members, false); }

    /**
     * Completes the type; with {@code packed} ({@code __attribute__((packed))}) as gcc lays a packed struct or union
     * out: every member aligned to 1 (a member that is not a bit-field at the next byte, a bit-field at the next
     * bit, whatever units of its type it straddles), the alignment 1 and the size the bytes used; a zero-width
     * bit-field still moves to the next unit of its type's alignment.
     *
     * @throws IllegalArgumentException as {@link #complete(List)}, and for a bit-field of a packed struct that
     *     spans more than 8 bytes
     */
    public void complete(List<Member> members, boolean packed) {
        if (fields != null) throw new IllegalStateException(this + " is already complete");
        List<Field> laidOut = new ArrayList<>();
        long bits = 0;          // a struct: the next free bit
        long maxAlign = 1;
        long maxSize = 0;       // a union: the largest member, in bytes
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            boolean named = m.name() != null && !m.name().isEmpty();
            for (int j = 0; j < i && named; j++) {
                if (members.get(j).name().equals(m.name())) throw new IllegalArgumentException("duplicate member " + m.name());
            }
            if (m.isBitField()) {
                if (!m.type().isInteger()) throw new IllegalArgumentException("bit-field " + m.name() + " has type " + m.type());
                long typeSize = Types.sizeOf(m.type());
                long align = Types.alignOf(m.type());
                int w = m.bitWidth();
                if (w > 8 * typeSize) throw new IllegalArgumentException("bit-field " + m.name() + " is wider than its type");
                if (w == 0 && named) throw new IllegalArgumentException("bit-field " + m.name() + " has width 0");
                if (named) {
                    bitFields = true;
                    if (!packed) maxAlign = Math.max(maxAlign, align);
                }
                if (union) {
                    maxSize = Math.max(maxSize, (w + 7) / 8);
                    if (named) laidOut.add(bitField(m, 0, typeSize, align));
                    continue;
                }
                if (w == 0) {
                    bits = Types.alignUp(bits, 8 * align);
                    continue;
                }
                long unit = 8 * align;
                long spanned = (bits % unit + w + unit - 1) / unit;
                if (!packed && spanned > typeSize / align) bits = Types.alignUp(bits, unit);
                if (named) laidOut.add(packed ? packedBitField(m, bits) : bitField(m, bits, typeSize, align));
                bits += w;
                continue;
            }
            boolean flexible = !union && i == members.size() - 1 && i > 0
                    && m.type().unqualified() instanceof ArrayType a && a.length().isEmpty();
            if (!flexible && !m.type().isComplete()) {
                throw new IllegalArgumentException("member " + m.name() + " has incomplete type " + m.type());
            }
            long align = packed ? 1 : Types.alignOf(m.type());
            long memberSize = flexible ? 0 : Types.sizeOf(m.type());
            maxAlign = Math.max(maxAlign, align);
            if (union) {
                laidOut.add(new Field(m.name(), m.type(), 0, m.span()));
                maxSize = Math.max(maxSize, memberSize);
            } else {
                long offset = Types.alignUp((bits + 7) / 8, align);
                laidOut.add(new Field(m.name(), m.type(), offset, m.span()));
                bits = 8 * (offset + memberSize);
            }
        }
        this.alignment = maxAlign;
        this.size = Types.alignUp(union ? maxSize : (bits + 7) / 8, maxAlign);
        if (packed) {
            // a packed bit-field's window may reach past the bytes used; it then ends at the last of them
            for (int i = 0; i < laidOut.size(); i++) {
                Field f = laidOut.get(i);
                if (f.isBitField() && f.offset() + f.windowSize() > size) {
                    long start = size - f.windowSize();
                    if (start < 0) {
                        throw new IllegalArgumentException("the bit-field " + f.name() + " of a packed " + keyword() + " of "
                                + size + " bytes is not supported (it needs a window of " + f.windowSize() + " bytes)");
                    }
                    laidOut.set(i, new Field(f.name(), f.type(), start, f.span(), (int) (f.bitOffset() + 8 * (f.offset() - start)),
                            f.bitWidth(), f.windowSize(), f.signedBits()));
                }
            }
        }
        this.fields = List.copyOf(laidOut);
    }

    /**
     * The field of the bit-field {@code m} of a packed struct at bit {@code bit}: its window starts at the field's
     * first byte and has the smallest size of 1, 2, 4 or 8 bytes that holds it (moved back by {@link #complete}
     * where it would reach past the struct's bytes; the struct then has at least that many).
     */
    private static Field packedBitField(Member m, long bit) {
        long first = bit / 8, last = (bit + m.bitWidth() - 1) / 8;
        long window = 1;
        while (window < last - first + 1) window *= 2;
        if (window > 8) throw new IllegalArgumentException("the bit-field " + m.name() + " of a packed struct spans more than 8 bytes");
        return new Field(m.name(), m.type(), first, m.span(), (int) (bit - 8 * first), m.bitWidth(), (int) window, signedBits(m));
    }

    private static boolean signedBits(Member m) {
        CType t = m.type().unqualified();
        if (t instanceof EnumType e) return e.hasNegativeConstant();
        return ((IntegerType) t).kind().isSigned();
    }

    /**
     * The field of the bit-field {@code m} at bit {@code bit}: its window is the smallest aligned 1, 2, 4 or 8 bytes
     * up to its type's alignment that hold it (always inside the struct, whose size is a multiple of that
     * alignment), or, when it spans two units of its type's alignment (ILP32's {@code long long}), its type's size
     * from the first of them.
     */
    private static Field bitField(Member m, long bit, long typeSize, long align) {
        long first = bit / 8, last = (bit + m.bitWidth() - 1) / 8;
        long window = 1;
        while (window < align && first / window != last / window) window *= 2;
        long start = first / window * window;
        if (first / window != last / window) {
            window = typeSize;
            start = first / align * align;
        }
        return new Field(m.name(), m.type(), start, m.span(), (int) (bit - 8 * start), m.bitWidth(), (int) window, signedBits(m));
    }

    /** Whether a member is a bit-field. @throws IllegalStateException if incomplete */
    public boolean hasBitFields() {
        requireComplete();
        return bitFields;
    }

    /** The members with their offsets, in declaration order. @throws IllegalStateException if incomplete */
    /** The start of the name of an anonymous struct or union member (C11); no identifier starts so. */
    public static final String ANONYMOUS = "(anonymous)";

    /** Whether {@code f} is an anonymous struct or union member, whose own members are reached through it. */
    public static boolean isAnonymous(Field f) { return f.name().startsWith(ANONYMOUS); }

    public List<Field> fields() {
        requireComplete();
        return fields;
    }

    /** The member named {@code name}, if there is one. @throws IllegalStateException if incomplete */
    public Optional<Field> field(String name) {
        return fields().stream().filter(f -> f.name().equals(name)).findFirst();
    }

    /** Size in bytes, padding included. @throws IllegalStateException if incomplete */
    public long size() {
        requireComplete();
        return size;
    }

    /** Alignment in bytes. @throws IllegalStateException if incomplete */
    public long alignment() {
        requireComplete();
        return alignment;
    }

    private void requireComplete() {
        if (fields == null) throw new IllegalStateException(this + " is incomplete");
    }

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitStruct(this, p); }

    @Override public String toString() { return spelling(); }
}
