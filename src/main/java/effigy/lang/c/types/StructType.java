package effigy.lang.c.types;

import effigy.source.Span;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A struct or union type. Each definition (and each declaration of a tag not visible before) makes a distinct
 * type: equality is identity. The type starts incomplete and is completed once, by {@link #complete}, which
 * lays the members out per the x86-64 System V ABI: each member at the next offset aligned to its alignment,
 * the size rounded up to the largest member alignment; a union's members all at offset 0.
 *
 * <p>Completion is the only mutation and happens during semantic analysis, before the type is used for
 * layout; a completed type never changes again.
 */
public final class StructType implements CType {
    /** A member of a completed struct or union, with its byte offset. */
    public record Field(String name, CType type, long offset, Span span) {}

    /** A member as declared, before layout. {@code type} is a complete object type, or (last member of a struct) an array of unknown size. */
    public record Member(String name, CType type, Span span) {}

    private final boolean union;
    private final Optional<String> tag;
    private final Span span;
    private List<Field> fields;
    private long size;
    private long alignment;

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
     *     member of a struct with another member) or a function type, or two members share a name
     */
    public void complete(List<Member> members) {
        if (fields != null) throw new IllegalStateException(this + " is already complete");
        List<Field> laidOut = new ArrayList<>();
        long offset = 0;
        long maxAlign = 1;
        long maxSize = 0;
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            for (int j = 0; j < i; j++) {
                if (members.get(j).name().equals(m.name())) throw new IllegalArgumentException("duplicate member " + m.name());
            }
            boolean flexible = !union && i == members.size() - 1 && i > 0
                    && m.type().unqualified() instanceof ArrayType a && a.length().isEmpty();
            if (!flexible && !m.type().isComplete()) {
                throw new IllegalArgumentException("member " + m.name() + " has incomplete type " + m.type());
            }
            long align = Types.alignOf(m.type());
            long memberSize = flexible ? 0 : Types.sizeOf(m.type());
            maxAlign = Math.max(maxAlign, align);
            if (union) {
                laidOut.add(new Field(m.name(), m.type(), 0, m.span()));
                maxSize = Math.max(maxSize, memberSize);
            } else {
                offset = Types.alignUp(offset, align);
                laidOut.add(new Field(m.name(), m.type(), offset, m.span()));
                offset += memberSize;
            }
        }
        this.alignment = maxAlign;
        this.size = Types.alignUp(union ? maxSize : offset, maxAlign);
        this.fields = List.copyOf(laidOut);
    }

    /** The members with their offsets, in declaration order. @throws IllegalStateException if incomplete */
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
