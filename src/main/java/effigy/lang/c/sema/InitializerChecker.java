package effigy.lang.c.sema;

import effigy.lang.c.ast.Expr;
import effigy.lang.c.ast.Initializer;
import effigy.lang.c.types.ArrayType;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.IntKind;
import effigy.lang.c.types.IntegerType;
import effigy.lang.c.types.StructType;
import effigy.lang.c.types.Types;
import effigy.source.DiagnosticException;
import effigy.source.Span;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * Resolves initializers (C99 6.7.8) into {@link TypedInitializer}s: brace elision, designators ({@code .f =},
 * {@code [i] =}, nested), later initializers overriding earlier ones for the same subobject, string literals
 * for character arrays, and the length of an array of unknown size taken from its initializer.
 *
 * <p>Brace elision follows the standard's "current object" model: a stack of partially initialized aggregates
 * with a position in each; a designator resets the stack to the outermost object and walks down; a
 * non-designated element goes to the next position, leaving exhausted sub-aggregates and entering
 * sub-aggregates whose first scalar it initializes.
 */
final class InitializerChecker {
    private final ExpressionChecker expressions;

    InitializerChecker(ExpressionChecker expressions) { this.expressions = expressions; }

    /**
     * The initializer of an object of type {@code type} (complete, or an array of unknown size, which the result's
     * type completes); with {@code staticStorage}, every scalar must be a constant or an address constant.
     */
    TypedInitializer initialize(CType type, Initializer init, boolean staticStorage) {
        TypedInitializer result = init(type, init);
        if (staticStorage) {
            result = folded(result);
            requireConstant(result);
        }
        return result;
    }

    /** The initializer with every scalar's arithmetic constant expression evaluated (see {@link Conversions#foldStatic}). */
    private static TypedInitializer folded(TypedInitializer init) {
        if (init instanceof TypedInitializer.Scalar s) {
            TypedExpr v = Conversions.foldStatic(s.value());
            return v == s.value() ? s : new TypedInitializer.Scalar(v, s.span());
        }
        if (init instanceof TypedInitializer.ArrayInit a) {
            List<TypedInitializer.Element> elements = new ArrayList<>();
            for (TypedInitializer.Element e : a.elements()) elements.add(new TypedInitializer.Element(e.index(), folded(e.initializer())));
            return new TypedInitializer.ArrayInit(a.type(), elements, a.span());
        }
        if (init instanceof TypedInitializer.StructInit s) {
            List<TypedInitializer.FieldInit> fields = new ArrayList<>();
            for (TypedInitializer.FieldInit f : s.fields()) fields.add(new TypedInitializer.FieldInit(f.field(), folded(f.initializer())));
            return new TypedInitializer.StructInit(s.type(), fields, s.span());
        }
        return init;
    }

    private static void requireConstant(TypedInitializer init) {
        if (init instanceof TypedInitializer.Scalar s) {
            if (!ExpressionChecker.isConstantInitializer(s.value())) {
                throw DiagnosticException.at(s.span(), "initializer element is not a compile-time constant");
            }
        } else if (init instanceof TypedInitializer.ArrayInit a) {
            for (TypedInitializer.Element e : a.elements()) requireConstant(e.initializer());
        } else if (init instanceof TypedInitializer.StructInit s) {
            for (TypedInitializer.FieldInit f : s.fields()) requireConstant(f.initializer());
        }
    }

    private TypedInitializer init(CType type, Initializer init) {
        CType t = type.unqualified();
        if (init instanceof Initializer.ExpressionInit ei) {
            Expr e = ei.expression();
            if (isCharArray(t) && e instanceof Expr.StringLiteral s) return string((ArrayType) t, s);
            if (t instanceof ArrayType) {
                throw DiagnosticException.at(e.span(), "array initializer must be an initializer list or string literal");
            }
            return scalar(t, expressions.value(e), e.span());
        }
        Initializer.ListInit list = (Initializer.ListInit) init;
        if (t.isScalar()) {
            if (list.elements().isEmpty()) return scalar(t, ExpressionChecker.zero(list.span()), list.span());
            Initializer.Element first = list.elements().get(0);
            if (!first.designators().isEmpty()) {
                throw DiagnosticException.at(first.designators().get(0).span(),
                        "designator in initializer for scalar type '" + t.spelling() + "'");
            }
            if (list.elements().size() > 1) {
                throw DiagnosticException.at(list.elements().get(1).span(), "excess elements in scalar initializer");
            }
            return init(t, first.initializer());
        }
        if (isCharArray(t) && list.elements().size() == 1 && list.elements().get(0).designators().isEmpty()
                && list.elements().get(0).initializer() instanceof Initializer.ExpressionInit ei
                && ei.expression() instanceof Expr.StringLiteral s) {
            return string((ArrayType) t, s);
        }
        if (!(t instanceof ArrayType) && !(t instanceof StructType)) {
            throw DiagnosticException.at(list.span(), "cannot initialize an object of type '" + t.spelling() + "'");
        }
        return aggregate(t, list);
    }

    private TypedInitializer scalar(CType type, TypedExpr value, Span span) {
        return new TypedInitializer.Scalar(Conversions.assign(value, type, span, "initialization"), span);
    }

    private static boolean isCharArray(CType t) {
        if (!(t.unqualified() instanceof ArrayType a)) return false;
        CType e = a.element().unqualified();
        return e.equals(IntegerType.CHAR) || e.equals(IntegerType.SCHAR) || e.equals(IntegerType.UCHAR);
    }

    private static TypedInitializer string(ArrayType type, Expr.StringLiteral s) {
        String bytes = s.bytes();
        if (type.length().isEmpty()) {
            return new TypedInitializer.StringInit(ArrayType.of(type.element(), bytes.length() + 1), bytes + '\0', s.span());
        }
        long length = type.length().getAsLong();
        if (bytes.length() > length) {
            throw DiagnosticException.at(s.span(), "initializer string for 'char [" + length + "]' is too long ("
                    + (bytes.length() + 1) + " bytes with the terminating NUL)");
        }
        String kept = bytes.length() < length ? bytes + '\0' : bytes;
        return new TypedInitializer.StringInit(type, kept, s.span());
    }

    // ------------------------------------------------------------------------------------------- aggregates

    /** A struct, union or array being initialized: what each position holds so far. */
    private static final class Aggregate {
        final CType type;
        final Span span;
        /** Position to a {@link TypedInitializer} or a nested {@link Aggregate}. */
        final TreeMap<Long, Object> slots = new TreeMap<>();

        Aggregate(CType type, Span span) {
            this.type = type;
            this.span = span;
        }

        /** How many positions non-designated elements may fill. */
        long positions() {
            if (type instanceof ArrayType a) return a.length().orElse(Long.MAX_VALUE);
            StructType s = (StructType) type;
            return s.isUnion() ? 1 : s.fields().size();
        }

        CType memberType(long position) {
            if (type instanceof ArrayType a) return a.element();
            return ((StructType) type).fields().get((int) position).type();
        }

        void set(long position, Object value) {
            if (type instanceof StructType s && s.isUnion()) slots.clear();
            slots.put(position, value);
        }

        /** The aggregate at {@code position}, made (replacing a whole-value initializer there) if needed. */
        Aggregate child(long position, Span at) {
            Object existing = slots.get(position);
            if (existing instanceof Aggregate a) return a;
            Aggregate a = new Aggregate(memberType(position).unqualified(), at);
            set(position, a);
            return a;
        }

        TypedInitializer freeze() {
            if (type instanceof ArrayType a) {
                List<TypedInitializer.Element> elements = new ArrayList<>();
                for (Map.Entry<Long, Object> e : slots.entrySet()) elements.add(new TypedInitializer.Element(e.getKey(), frozen(e.getValue())));
                OptionalLong length = a.length().isPresent() ? a.length()
                        : OptionalLong.of(slots.isEmpty() ? 0 : slots.lastKey() + 1);
                return new TypedInitializer.ArrayInit(new ArrayType(a.element(), length), elements, span);
            }
            StructType s = (StructType) type;
            List<TypedInitializer.FieldInit> fields = new ArrayList<>();
            for (Map.Entry<Long, Object> e : slots.entrySet()) {
                fields.add(new TypedInitializer.FieldInit(s.fields().get(e.getKey().intValue()), frozen(e.getValue())));
            }
            return new TypedInitializer.StructInit(s, fields, span);
        }

        private static TypedInitializer frozen(Object slot) {
            return slot instanceof Aggregate a ? a.freeze() : (TypedInitializer) slot;
        }
    }

    /** A level of the current-object stack: an aggregate and the next position to fill in it. */
    private static final class Frame {
        final Aggregate aggregate;
        long position;

        Frame(Aggregate aggregate) { this.aggregate = aggregate; }
    }

    private TypedInitializer aggregate(CType type, Initializer.ListInit list) {
        Aggregate root = new Aggregate(type, list.span());
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(root));
        for (Initializer.Element element : list.elements()) {
            if (!element.designators().isEmpty()) {
                stack.clear();
                stack.push(new Frame(root));
                List<Initializer.Designator> ds = element.designators();
                for (int i = 0; i < ds.size(); i++) {
                    Frame f = stack.peek();
                    f.position = designated(f.aggregate, ds.get(i));
                    if (i < ds.size() - 1) {
                        CType sub = f.aggregate.memberType(f.position).unqualified();
                        if (!(sub instanceof ArrayType) && !(sub instanceof StructType)) {
                            throw DiagnosticException.at(ds.get(i + 1).span(), "designator applied to '"
                                    + sub.spelling() + "', which is not a struct, union or array");
                        }
                        stack.push(new Frame(f.aggregate.child(f.position, element.span())));
                    }
                }
            } else {
                while (stack.peek().position >= stack.peek().aggregate.positions()) {
                    if (stack.size() == 1) {
                        String what = type instanceof ArrayType ? "array" : ((StructType) type).keyword();
                        throw DiagnosticException.at(element.span(), "excess elements in " + what + " initializer");
                    }
                    stack.pop();
                    stack.peek().position++;
                }
            }
            place(stack, element.initializer());
        }
        return root.freeze();
    }

    /** The position a designator selects in {@code aggregate}. */
    private long designated(Aggregate aggregate, Initializer.Designator d) {
        if (d instanceof Initializer.FieldDesignator f) {
            if (!(aggregate.type instanceof StructType s)) {
                throw DiagnosticException.at(d.span(), "field designator '." + f.name() + "' used for the non-struct type '"
                        + aggregate.type.spelling() + "'");
            }
            List<StructType.Field> fields = s.fields();
            for (int i = 0; i < fields.size(); i++) if (fields.get(i).name().equals(f.name())) return i;
            throw DiagnosticException.at(d.span(), "no member named '" + f.name() + "' in '" + s.spelling() + "'");
        }
        Initializer.IndexDesignator i = (Initializer.IndexDesignator) d;
        if (!(aggregate.type instanceof ArrayType a)) {
            throw DiagnosticException.at(d.span(), "array designator used for the non-array type '"
                    + aggregate.type.spelling() + "'");
        }
        BigInteger index = expressions.constant(i.index(), "array designator index");
        if (index.signum() < 0) throw DiagnosticException.at(d.span(), "array designator index " + index + " is negative");
        if (a.length().isPresent() && index.compareTo(BigInteger.valueOf(a.length().getAsLong())) >= 0) {
            throw DiagnosticException.at(d.span(), "array designator index " + index + " exceeds the array bounds ("
                    + a.length().getAsLong() + ")");
        }
        if (!IntKind.LONG.contains(index)) throw DiagnosticException.at(d.span(), "array designator index is too large");
        return index.longValue();
    }

    /**
     * Puts {@code init} at the current position of the stack's top, entering sub-aggregates (brace elision) while
     * an expression does not initialize the subobject there as a whole (a scalar, a struct or union of the
     * expression's type, a character array from a string literal); then advances that position. The descent
     * ends at a scalar at the latest; the expression is type-checked once.
     */
    private void place(Deque<Frame> stack, Initializer init) {
        TypedExpr typed = null;
        while (true) {
            Frame f = stack.peek();
            CType sub = f.aggregate.memberType(f.position).unqualified();
            if (sub instanceof ArrayType a && a.length().isEmpty()) {
                throw DiagnosticException.at(init.span(), "initialization of a flexible array member is not supported");
            }
            if (init instanceof Initializer.ListInit) {
                f.aggregate.set(f.position++, init(sub, init));
                return;
            }
            Expr e = ((Initializer.ExpressionInit) init).expression();
            if (isCharArray(sub) && e instanceof Expr.StringLiteral s) {
                f.aggregate.set(f.position++, string((ArrayType) sub, s));
                return;
            }
            boolean mayBeWhole = sub.isScalar() || (sub instanceof StructType && !(e instanceof Expr.StringLiteral));
            if (mayBeWhole) {
                if (typed == null) typed = expressions.value(e);
                if (sub.isScalar() || typed.type().equals(sub)) {
                    f.aggregate.set(f.position++, scalar(sub, typed, e.span()));
                    return;
                }
            }
            stack.push(new Frame(f.aggregate.child(f.position, e.span())));
        }
    }

    /** The type an initializer completes for an array of unknown size, or {@code type} itself otherwise. */
    static CType completedType(CType type, TypedInitializer init) {
        if (type.unqualified() instanceof ArrayType a && a.length().isEmpty()) {
            ArrayType done = (ArrayType) init.type();
            return Types.qualify(new ArrayType(a.element(), done.length()), type.isConst(), type.isVolatile());
        }
        return type;
    }
}
