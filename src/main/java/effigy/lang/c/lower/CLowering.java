package effigy.lang.c.lower;

import effigy.ir.Global;
import effigy.ir.Type;
import effigy.lang.c.sema.CProgram;
import effigy.lang.c.sema.FunctionDefinition;
import effigy.lang.c.sema.ObjectDefinition;
import effigy.lang.c.sema.Variable;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.EnumType;
import effigy.lang.c.types.IntegerType;
import effigy.lang.c.types.PointerType;
import effigy.lang.c.types.Types;
import effigy.source.DiagnosticException;
import effigy.source.Span;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Lowers type-checked C ({@link CProgram}) to the IR with C's fixed-width semantics: integers are
 * bit-vectors of their type's width and signedness ({@code _Bool} is an unsigned byte), pointers 64-bit
 * addresses (under ILP32 below 2^32, 4 bytes in memory, converted to and from integers through 32 bits: see
 * {@link effigy.ir.DataModel}). The data model is {@link Types#dataModel()}'s, recorded in the program. Scalars whose address is never taken live in IR locals (no memory traffic); arrays, structs
 * and address-taken variables live in memory objects made at function entry; globals, static locals and
 * string literals are {@link Global}s. {@code &&}, {@code ||} and {@code ?:} become control flow.
 *
 * <p>Struct and union values cross calls as in common ABIs: an aggregate argument is passed as the
 * address of the caller's object and copied by the callee on entry; an aggregate result is written by
 * the callee through a hidden first parameter pointing to an object the caller made for it.
 *
 * <p>This class lowers the program as a whole: the IR names of functions and globals, the IR types of C
 * types, and the globals, whose initial contents {@link StaticData} writes. Each function definition is
 * lowered by a {@link FunctionLowering}, which finds the variables that must live in memory with
 * {@link AddressTaken}. The typed tree is taken apart through its visitors only ({@code TypedStmt.Visitor},
 * {@code TypedInitializer.Visitor}, {@code TypedExpr.Visitor}), so that a new kind of node does not compile
 * until the lowering handles it.
 */
public final class CLowering {
    private final Map<String, effigy.ir.Function> functions = new LinkedHashMap<>();
    private final Map<String, Global> globals = new LinkedHashMap<>();
    private final Map<Variable, String> globalNames = new IdentityHashMap<>();
    private final Map<effigy.lang.c.sema.Function, String> functionNames = new IdentityHashMap<>();
    final AtomicInteger branchIds = new AtomicInteger();
    /** The IR names of the functions with {@code ...} the program defines: their calls pass a variable-argument area. */
    final Set<String> variadicDefined = new java.util.HashSet<>();

    final IntSemantics ints;

    /** The names of the functions the program or the library defines (a call of another one is of a function with no body). */
    final Set<String> definedFunctions = new java.util.HashSet<>();

    private CLowering(IntSemantics ints) { this.ints = ints; }

    /** Lowers the translation units of one program; functions and globals with external linkage meet by name. */
    public static effigy.ir.Program lower(List<CProgram> units) { return lower(units, List.of(), IntSemantics.BITVECTOR); }

    /**
     * Lowers the program's units together with library units, whose functions are used only where the
     * program does not define a function of that name itself.
     */
    public static effigy.ir.Program lower(List<CProgram> units, List<CProgram> library, IntSemantics ints) {
        CLowering l = new CLowering(ints);
        List<CProgram> all = new ArrayList<>(units);
        all.addAll(library);
        units = all;
        Set<String> programFunctions = new java.util.HashSet<>();
        for (CProgram u : all.subList(0, all.size() - library.size())) for (FunctionDefinition fd : u.functions()) programFunctions.add(fd.function().name());
        Set<CProgram> libraryUnits = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        libraryUnits.addAll(library);
        // a name with internal linkage that another unit also defines is qualified by its file: counter.c:helper
        Map<String, Integer> functionCount = new java.util.HashMap<>(), objectCount = new java.util.HashMap<>();
        for (CProgram u : units) {
            for (FunctionDefinition fd : u.functions()) {
                if (!(libraryUnits.contains(u) && programFunctions.contains(fd.function().name()))) functionCount.merge(fd.function().name(), 1, Integer::sum);
            }
            for (ObjectDefinition o : u.staticObjects()) if (o.variable().kind() == Variable.Kind.GLOBAL) objectCount.merge(o.variable().name(), 1, Integer::sum);
        }
        for (int k = 0; k < units.size(); k++) {
            CProgram u = units.get(k);
            for (FunctionDefinition fd : u.functions()) {
                effigy.lang.c.sema.Function fn = fd.function();
                if (fn.linkage() == effigy.lang.c.sema.Linkage.INTERNAL && functionCount.get(fn.name()) > 1) {
                    l.functionNames.put(fn, qualified(fd.span(), fn.name()));
                }
            }
            for (ObjectDefinition o : u.staticObjects()) {
                Variable v = o.variable();
                if (v.kind() == Variable.Kind.GLOBAL && v.linkage() == effigy.lang.c.sema.Linkage.INTERNAL && objectCount.get(v.name()) > 1) {
                    l.globalNames.put(v, qualified(v.span(), v.name()));
                } else if (v.kind() != Variable.Kind.GLOBAL && k > 0) {
                    l.globalNames.put(v, v.name() + "#" + v.id() + "." + k); // static locals: ids are per unit
                }
                l.globalName(v);
            }
        }
        for (CProgram u : units) {
            for (ObjectDefinition o : u.staticObjects()) l.global(o);
            for (FunctionDefinition fd : u.functions()) {
                l.definedFunctions.add(fd.function().name());
                if (fd.variableArguments().isPresent() && !(libraryUnits.contains(u) && programFunctions.contains(fd.function().name()))) {
                    l.variadicDefined.add(l.functionName(fd.function()));
                }
            }
        }
        for (CProgram u : units) {
            for (FunctionDefinition fd : u.functions()) {
                String name = l.functionName(fd.function());
                if (libraryUnits.contains(u) && programFunctions.contains(name)) continue;
                if (l.functions.containsKey(name)) throw DiagnosticException.at(fd.span(), "function " + name + " is defined twice");
                try {
                    l.functions.put(name, new FunctionLowering(l, fd).lower());
                } catch (StackOverflowError e) {
                    throw DiagnosticException.at(fd.span(), "function " + name + " is nested or chained too deeply for Effigy's stack");
                }
            }
        }
        return new effigy.ir.Program(l.functions, l.globals, Types.dataModel());
    }

    // ------------------------------------------------------------------ types

    /**
     * The IR type of a scalar C type: a bit-vector of the type's width and signedness ({@code _Bool} an
     * unsigned byte), or under {@link IntSemantics#MATH} a mathematical integer with that layout.
     */
    Type irType(CType t) {
        CType u = t.unqualified();
        if (u instanceof IntegerType it) {
            if (it.kind() == effigy.lang.c.types.IntKind.BOOL) return integer(8, false);
            return integer(it.kind().bits(), it.kind().isSigned());
        }
        if (u instanceof EnumType) return integer(32, true);
        if (u instanceof effigy.lang.c.types.FloatingType fl) return fl.isDouble() ? Type.F64 : Type.F32; // IEEE under --ints=math too
        if (u instanceof PointerType p) return new Type.PointerType(Type.VOID);
        throw new IllegalArgumentException("no scalar IR type for " + t);
    }

    Type integer(int width, boolean signed) {
        return ints == IntSemantics.MATH ? Type.mathInt(width, signed) : Type.bv(width, signed);
    }

    static boolean isScalar(CType t) {
        CType u = t.unqualified();
        return u instanceof IntegerType || u instanceof EnumType || u instanceof PointerType || u instanceof effigy.lang.c.types.FloatingType;
    }

    static final Type PTR = new Type.PointerType(Type.VOID);

    // ------------------------------------------------------------------ globals

    private static String qualified(Span span, String name) {
        String file = span.file().name();
        return file.substring(file.lastIndexOf('/') + 1) + ":" + name;
    }

    /** The IR name of a function: its C name, qualified by its file where a static function's name is not unique. */
    String functionName(effigy.lang.c.sema.Function f) { return functionNames.getOrDefault(f, f.name()); }

    String globalName(Variable v) {
        return globalNames.computeIfAbsent(v, k -> k.kind() == Variable.Kind.GLOBAL ? k.name() : k.name() + "#" + k.id());
    }

    /**
     * The IR name of a global a function uses at {@code use}, once every unit's globals are defined: a variable declared
     * {@code extern} that no file of the program defines is the linker's "undefined reference", an error at its use.
     */
    String definedGlobalName(Variable v, effigy.source.Span use) {
        String name = globalName(v);
        if (!globals.containsKey(name)) {
            throw DiagnosticException.at(use, "undefined reference to '" + v.name() + "': it is declared, but no file of the program defines it");
        }
        return name;
    }

    private void global(ObjectDefinition o) {
        Variable v = o.variable();
        String name = globalName(v);
        long size = Types.sizeOf(v.type());
        byte[] data = new byte[(int) size];
        List<Global.Pointer> pointers = new ArrayList<>();
        o.initializer().ifPresent(init -> new StaticData(this, data, pointers).write(init, 0));
        boolean readOnly = v.kind() == Variable.Kind.STRING_LITERAL;
        globals.put(name, new Global(name, size, (int) Types.alignOf(v.type()), data, pointers, readOnly, v.span(),
                readOnly ? null : InputLayouts.of(v.type())));
    }
}
