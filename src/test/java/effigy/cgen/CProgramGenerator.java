package effigy.cgen;

import effigy.ir.DataModel;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * Generates random, deterministic, self-checking C programs free of undefined behaviour, in the spirit of
 * Csmith (but a design of its own), for differential testing: a program's output and exit status must be
 * the same under every correct C implementation for x86-64 (LP64, plain {@code char} signed,
 * two's-complement conversions, arithmetic right shift — the implementation-defined behaviours gcc
 * documents).
 *
 * <p>A program has struct types (scalar, array and nested struct fields), globals of every integer type
 * ({@code char} … {@code unsigned long long}, {@code int8_t} … {@code uint64_t}), one- and two-dimensional
 * arrays, structs and pointers to globals; a few helper functions {@code func_1} … {@code func_n} with
 * scalar, pointer and struct-by-value parameters, locals of all kinds (including pointers to locals, globals,
 * array elements and struct fields), and {@code main}. Statements: assignments, compound assignments,
 * {@code ++}/{@code --}, if/else, bounded {@code for}, {@code while} and {@code do}-{@code while} loops with
 * {@code break}/{@code continue}, {@code switch} with fallthrough and {@code default}, calls (the call graph
 * is acyclic: {@code func_i} calls only {@code func_j}, j &gt; i), pointer retargeting, struct copies, and
 * output through {@code printf} (many conversions, widths and flags), {@code putchar} and {@code puts}.
 * Expressions use every integer operator and casts, nested.
 *
 * <p>How undefined behaviour is avoided: every expression carries its C type and an interval that holds
 * its value (constants exactly, loop counters their bounds, everything else its type's range). A signed
 * {@code + - *} or unary {@code -} is written as a plain C operator only when the interval arithmetic proves
 * it cannot overflow in the type of the usual arithmetic conversions; otherwise it calls a "safe" helper
 * ({@code safe_add_i32(a, b)} …) that computes in a wider type or checks first and returns {@code a} when
 * the result would not be representable. {@code /} and {@code %} are plain only with a constant divisor
 * other than 0 and -1, otherwise helpers guard against 0 and {@code MIN / -1}. Shifts are plain only with a
 * constant amount below the promoted width and, for {@code <<} of a signed type, a non-negative left operand
 * whose shifted interval fits; otherwise helpers guard the amount to 0 … width-1 and {@code <<} to
 * non-negative values that do not overflow. Array indices are constants, loop counters known to be in
 * range, or {@code (uint32_t)(e) % n}. Pointers always point to live objects of their exact type (a global
 * pointer only to globals). Every variable is initialized. Expressions have no side effects; a call's result
 * is assigned only to a plain variable, so evaluation order never matters. Loops have constant bounds and
 * counters that their bodies do not write; there is no recursion. An estimate of the dynamic number of
 * statements is kept under a budget ({@link Config#mainBudget}).
 *
 * <p>About half of the programs (chosen from the seed apart from the other choices, so the others are the
 * integer-only programs of before) also have {@code float} and {@code double}: globals with literal
 * initializers, locals, parameters; assignments, compound assignments ({@code += -= *= /=}, with floating or
 * integer right operands), {@code ++}/{@code --}, {@code if} on floating comparisons and printf with
 * {@code %a}, {@code %.17g}, {@code %e}, {@code %f}, {@code %g} and flags. Floating expressions: {@code + - * /}
 * (division by zero gives infinities and NaN, defined by IEEE), unary minus, casts between float and double
 * and from integers, mixed integer/floating operands (the usual arithmetic conversions), conditionals,
 * {@code fabs sqrt floor ceil fmin fmax} and their float forms, NaN ({@code 0.0 / 0.0}) and infinities.
 * Integer expressions use floating ones through comparisons and conversions to integer types that are
 * guarded to the type's range ({@code (x > -1e9 && x < 1e9) ? (int)x : (int)0}; NaN fails the guard), since
 * an out-of-range conversion is undefined. Floating values are printed through {@code fnorm}, which replaces
 * every NaN with {@code NAN} (printed {@code nan}): a NaN's sign depends on the order of an instruction's
 * operands and on gcc's folds, not on the program. For the same reason {@code fmin} and {@code fmax} are
 * written {@code (fmin(a, b) + 0.0)}: which zero {@code fmin(-0.0, +0.0)} returns is unspecified. No {@code long double}.
 *
 * <p>At the end, {@code main} prints every global scalar and struct field, then {@code checksum = N} (a hash
 * of all globals, array elements included), and returns {@code checksum % 256} as the exit status.
 */
public final class CProgramGenerator {

    /**
     * Knobs: how many functions (at most), globals, locals per function, statements per block, the depth of
     * expressions, the budgets of estimated dynamic statements per function and for main, and whether
     * {@code >>} may shift a negative value (implementation-defined, arithmetic with gcc).
     */
    public record Config(int maxFunctions, int maxGlobals, int maxLocals, int maxBlockStatements, int maxExprDepth,
                         int functionBudget, int mainBudget, boolean negativeRightShifts) {
        public static final Config DEFAULT = new Config(4, 12, 6, 6, 3, 160, 900, true);
    }

    /** A program from a seed, with the default configuration. */
    public static String generate(long seed) {
        return new CProgramGenerator(seed, Config.DEFAULT).program();
    }

    /** A program from a seed and a configuration. */
    public static String generate(long seed, Config config) {
        return new CProgramGenerator(seed, config).program();
    }

    /**
     * A program from a seed for a data model: under {@link DataModel#ILP32} (gcc -m32) {@code long} has 32 bits,
     * so shift amounts, ranges, the usual arithmetic conversions and printf's length modifiers follow it. LP64
     * programs are exactly those of {@link #generate(long)}.
     */
    public static String generate(long seed, DataModel model) {
        return generate(seed, Config.DEFAULT, model);
    }

    /** A program from a seed and a configuration for a data model. */
    public static String generate(long seed, Config config, DataModel model) {
        return CType.withModel(model, () -> new CProgramGenerator(seed, config).program());
    }

    // ----------------------------------------------------------------------------------------- model

    private static final BigInteger TWO = BigInteger.TWO;

    /** A value of C type {@code type} in [lo, hi], written {@code text}. */
    private record Expr(String text, CType type, BigInteger lo, BigInteger hi) {}

    private static final class StructDef {
        final String name;
        final List<Field> fields = new ArrayList<>();
        StructDef(String name) { this.name = name; }
    }

    /** A struct field: a scalar ({@code len == 0}), an array of {@code len} scalars, or a nested struct. */
    private record Field(String name, CType type, int len, StructDef struct) {}

    private enum Kind { SCALAR, ARRAY1, ARRAY2, STRUCT, PTR, SPTR, FSCALAR }

    /** The floating types: {@code float} and {@code double} (never {@code long double}). */
    private enum FType {
        FLOAT("float"), DOUBLE("double");
        final String c;
        FType(String c) { this.c = c; }
        static FType common(FType a, FType b) { return a == DOUBLE || b == DOUBLE ? DOUBLE : FLOAT; }
    }

    /** A floating expression of type {@code type}, written {@code text} (no interval: any value, NaN and infinities included). */
    private record FExpr(String text, FType type) {}

    private static final class Var {
        final String name;
        final Kind kind;
        final CType type;       // element or pointee type
        final int n1, n2;
        final StructDef struct; // struct or struct pointee
        final boolean global;
        final FType ftype;      // FSCALAR: its floating type

        Var(String name, Kind kind, CType type, int n1, int n2, StructDef struct, boolean global) {
            this(name, kind, type, n1, n2, struct, global, null);
        }

        Var(String name, Kind kind, CType type, int n1, int n2, StructDef struct, boolean global, FType ftype) {
            this.name = name; this.kind = kind; this.type = type; this.n1 = n1; this.n2 = n2; this.struct = struct;
            this.global = global; this.ftype = ftype;
        }

        /** A {@code float} or {@code double} variable. */
        static Var floating(String name, FType t, boolean global) { return new Var(name, Kind.FSCALAR, null, 0, 0, null, global, t); }
    }

    /** A place template: {@code base} followed by one index per entry of {@code dims}; its root's properties. */
    private record Tmpl(String base, CType type, int[] dims, boolean global, boolean viaScalarPointer) {}

    private static final class Fn {
        final String name;
        final int index;
        CType ret;
        final List<Var> params = new ArrayList<>();
        final List<Var> locals = new ArrayList<>();
        long cost;
        boolean called;
        String text;

        Fn(String name, int index) { this.name = name; this.index = index; }
    }

    /** Where code is being generated. */
    private final class Ctx {
        final Fn fn;                 // null in main
        final boolean isMain;
        final List<Var> scope;
        final Map<String, BigInteger[]> counters; // live loop counters and their ranges
        final int loopDepth;
        final long mult;             // how many times this code may run per call
        final boolean inLoop;

        Ctx(Fn fn, boolean isMain, List<Var> scope, Map<String, BigInteger[]> counters, int loopDepth, long mult, boolean inLoop) {
            this.fn = fn; this.isMain = isMain; this.scope = scope; this.counters = counters; this.loopDepth = loopDepth;
            this.mult = mult; this.inLoop = inLoop;
        }

        Ctx loop(String counter, BigInteger lo, BigInteger hi, long iterations) {
            Map<String, BigInteger[]> c = new LinkedHashMap<>(counters);
            c.put(counter, new BigInteger[] {lo, hi});
            return new Ctx(fn, isMain, scope, c, loopDepth + 1, mult * Math.max(1, iterations), true);
        }
    }

    private final Random rnd;
    private final Config cfg;
    /** Whether this program has floating point (about half of them; decided apart from {@link #rnd}, so programs without floats are those of before). */
    private final boolean floats;
    private int floatNesting;   // > 0 while generating a floating expression inside an integer one (bounds the mutual recursion)
    private final List<StructDef> structs = new ArrayList<>();
    private final List<Var> globals = new ArrayList<>();
    private final List<Fn> fns = new ArrayList<>();
    private final Set<String> helpers = new TreeSet<>();
    private int printSites;
    private long spent;   // the estimated dynamic statements of the function being generated
    private long budget;

    private CProgramGenerator(long seed, Config cfg) {
        this.rnd = new Random(seed);
        this.cfg = cfg;
        this.floats = new Random(seed * 0x9E3779B97F4A7C15L + 0x5DEECE66DL).nextBoolean();
    }

    // ----------------------------------------------------------------------------------------- program

    private String program() {
        int nStructs = 1 + rnd.nextInt(3);
        for (int i = 0; i < nStructs; i++) structs.add(structDef(i));
        makeGlobals();

        int nFns = 1 + rnd.nextInt(cfg.maxFunctions());
        for (int i = 1; i <= nFns; i++) fns.add(new Fn("func_" + i, i));
        for (int i = nFns - 1; i >= 0; i--) function(fns.get(i)); // callees first: their costs are known to callers
        String main = mainFunction();

        StringBuilder out = new StringBuilder();
        out.append("/* generated by effigy.cgen.CProgramGenerator */\n");
        out.append("#include <stdio.h>\n#include <stdint.h>\n");
        if (floats) out.append("#include <math.h>\n");
        out.append('\n');
        for (StructDef s : structs) {
            out.append("struct ").append(s.name).append(" {\n");
            for (Field f : s.fields) {
                out.append("    ").append(f.struct != null ? "struct " + f.struct.name : f.type.c).append(' ').append(f.name);
                if (f.len > 0) out.append('[').append(f.len).append(']');
                out.append(";\n");
            }
            out.append("};\n\n");
        }
        for (String h : helpers) out.append(helperDefinition(h));
        out.append("static uint64_t mix(uint64_t h, uint64_t v) {\n    h ^= v;\n    h *= 1099511628211" + u64Suffix() + ";\n    return h ^ (h >> 29);\n}\n\n");
        if (floats) {
            // a NaN's sign and payload are not under the program's control (the order in which the compiler gives an
            // instruction its operands, gcc's folds such as fabs(a / b) to fabs(a) / fabs(b)): every NaN is printed as
            // math.h's NAN, "nan"; everything else exactly
            out.append("static double fnorm(double x) {\n    return x != x ? NAN : x;\n}\n\n");
            out.append("static uint64_t fhash(double x) {\n    return x != x ? 1 : (x > -1e15 && x < 1e15) ? (uint64_t)(int64_t)(x * 4096.0) : x > 0 ? 2 : 3;\n}\n\n");
        }
        for (Var g : globals) out.append(declaration(g, true)).append('\n');
        out.append('\n');
        for (Fn f : fns) out.append(prototype(f)).append(";\n");
        out.append('\n');
        for (Fn f : fns) out.append(f.text).append('\n');
        out.append(main);
        return out.toString();
    }

    private StructDef structDef(int i) {
        StructDef s = new StructDef("S" + i);
        int n = 2 + rnd.nextInt(3);
        for (int k = 0; k < n; k++) {
            String name = "f" + k;
            int r = rnd.nextInt(10);
            if (r < 2 && i > 0) s.fields.add(new Field(name, null, 0, structs.get(rnd.nextInt(i))));
            else if (r < 4) s.fields.add(new Field(name, randomType(), 2 + rnd.nextInt(3), null));
            else s.fields.add(new Field(name, randomType(), 0, null));
        }
        return s;
    }

    private void makeGlobals() {
        int n = 4 + rnd.nextInt(cfg.maxGlobals() - 3);
        int id = 0;
        for (int i = 0; i < n; i++) globals.add(new Var("g_" + id++, Kind.SCALAR, randomType(), 0, 0, null, true));
        if (floats) {
            int nf = 1 + rnd.nextInt(4);
            for (int i = 0; i < nf; i++) globals.add(Var.floating("g_" + id++, rnd.nextBoolean() ? FType.FLOAT : FType.DOUBLE, true));
        }
        int arrays = 1 + rnd.nextInt(3);
        for (int i = 0; i < arrays; i++) {
            boolean two = rnd.nextInt(3) == 0;
            globals.add(new Var("g_" + id++, two ? Kind.ARRAY2 : Kind.ARRAY1, randomType(), 2 + rnd.nextInt(5),
                    two ? 2 + rnd.nextInt(3) : 0, null, true));
        }
        for (StructDef s : structs) {
            if (s == structs.get(0) || rnd.nextBoolean()) globals.add(new Var("g_" + id++, Kind.STRUCT, null, 0, 0, s, true));
        }
        // pointers to globals, initialized with address constants
        int ptrs = rnd.nextInt(3);
        for (int i = 0; i < ptrs; i++) {
            Tmpl t = pick(templates(globals, true, false, null));
            if (t == null) break;
            globals.add(new Var("g_" + id++, Kind.PTR, t.type, 0, 0, null, true));
        }
        if (rnd.nextBoolean()) {
            Var sv = pickVar(globals, Kind.STRUCT, null);
            globals.add(new Var("g_" + id++, Kind.SPTR, null, 0, 0, sv.struct, true));
        }
    }

    /** A declaration with a constant initializer (globals) or an initializer over the scope (locals). */
    private String declaration(Var v, boolean constantsOnly) {
        return switch (v.kind) {
            case SCALAR -> v.type.c + " " + v.name + " = " + constant(v.type).text + ";";
            case FSCALAR -> v.ftype.c + " " + v.name + " = " + floatLiteral(v.ftype).text + ";";
            case ARRAY1 -> v.type.c + " " + v.name + "[" + v.n1 + "] = " + arrayInit(v.type, v.n1) + ";";
            case ARRAY2 -> {
                StringBuilder sb = new StringBuilder(v.type.c + " " + v.name + "[" + v.n1 + "][" + v.n2 + "] = {");
                for (int i = 0; i < v.n1; i++) sb.append(i > 0 ? ", " : "").append(arrayInit(v.type, v.n2));
                yield sb.append("};").toString();
            }
            case STRUCT -> "struct " + v.struct.name + " " + v.name + " = " + structInit(v.struct) + ";";
            case PTR -> {
                Tmpl t = pick(templates(constantsOnly ? globals : null, true, false, v.type));
                yield v.type.c + " *" + v.name + " = &" + instantiate(t, null) + ";";
            }
            case SPTR -> {
                Var target = pickVar(globals, Kind.STRUCT, v.struct);
                yield "struct " + v.struct.name + " *" + v.name + " = &" + target.name + ";";
            }
        };
    }

    private String arrayInit(CType t, int n) {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < n; i++) sb.append(i > 0 ? ", " : "").append(constant(t).text);
        return sb.append('}').toString();
    }

    private String structInit(StructDef s) {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < s.fields.size(); i++) {
            Field f = s.fields.get(i);
            sb.append(i > 0 ? ", " : "");
            if (f.struct != null) sb.append(structInit(f.struct));
            else if (f.len > 0) sb.append(arrayInit(f.type, f.len));
            else sb.append(constant(f.type).text);
        }
        return sb.append('}').toString();
    }

    private static String prototype(Fn f) {
        StringBuilder sb = new StringBuilder("static " + f.ret.c + " " + f.name + "(");
        if (f.params.isEmpty()) sb.append("void");
        for (int i = 0; i < f.params.size(); i++) {
            Var p = f.params.get(i);
            sb.append(i > 0 ? ", " : "");
            sb.append(switch (p.kind) {
                case SCALAR -> p.type.c + " " + p.name;
                case FSCALAR -> p.ftype.c + " " + p.name;
                case PTR -> p.type.c + " *" + p.name;
                case STRUCT -> "struct " + p.struct.name + " " + p.name;
                default -> throw new IllegalStateException();
            });
        }
        return sb.append(')').toString();
    }

    // ----------------------------------------------------------------------------------------- functions

    private void function(Fn f) {
        f.ret = randomType();
        int nParams = rnd.nextInt(5);
        for (int i = 0; i < nParams; i++) {
            int r = rnd.nextInt(10);
            String name = "p_" + i;
            if (r < 2) {
                Var target = pickVar(globals, Kind.SCALAR, null);
                f.params.add(new Var(name, Kind.PTR, target.type, 0, 0, null, false));
            } else if (r < 3) {
                Var sv = pickVar(globals, Kind.STRUCT, null);
                f.params.add(new Var(name, Kind.STRUCT, null, 0, 0, sv.struct, false));
            } else if (floats && rnd.nextInt(4) == 0) {
                f.params.add(Var.floating(name, rnd.nextBoolean() ? FType.FLOAT : FType.DOUBLE, false));
            } else {
                f.params.add(new Var(name, Kind.SCALAR, randomType(), 0, 0, null, false));
            }
        }
        List<Var> scope = new ArrayList<>(globals);
        scope.addAll(f.params);
        StringBuilder body = new StringBuilder();
        body.append("    int i0 = 0, i1 = 0, i2 = 0;\n");
        locals(f.locals, scope, body, "l_");
        spent = 0;
        budget = cfg.functionBudget();
        Ctx ctx = new Ctx(f, false, scope, Map.of(), 0, 1, false);
        block(ctx, body, 1, 2 + rnd.nextInt(cfg.maxBlockStatements()));
        body.append("    return ").append(expr(ctx, cfg.maxExprDepth()).text).append(";\n");
        f.cost = spent + 1;
        f.text = prototype(f) + " {\n" + body + "}\n";
    }

    private void locals(List<Var> into, List<Var> scope, StringBuilder body, String prefix) {
        int n = 1 + rnd.nextInt(cfg.maxLocals());
        for (int i = 0; i < n; i++) {
            String name = prefix + i;
            int r = rnd.nextInt(12);
            Var v;
            if (r < 6) {
                v = new Var(name, Kind.SCALAR, randomType(), 0, 0, null, false);
                Ctx c = new Ctx(null, false, scope, Map.of(), 0, 1, false);
                body.append("    ").append(v.type.c).append(' ').append(name).append(" = ")
                        .append(rnd.nextInt(3) == 0 ? constant(v.type).text : expr(c, 2).text).append(";\n");
            } else if (r < 8) {
                v = new Var(name, Kind.ARRAY1, randomType(), 2 + rnd.nextInt(5), 0, null, false);
                body.append("    ").append(declaration(v, true)).append('\n');
            } else if (r < 9) {
                v = new Var(name, Kind.STRUCT, null, 0, 0, structs.get(rnd.nextInt(structs.size())), false);
                body.append("    ").append(declaration(v, true)).append('\n');
            } else if (r < 11) {
                Tmpl t = pick(templates(scope, false, false, null));
                if (t == null) continue;
                v = new Var(name, Kind.PTR, t.type, 0, 0, null, false);
                body.append("    ").append(v.type.c).append(" *").append(name).append(" = &")
                        .append(instantiate(t, new Ctx(null, false, scope, Map.of(), 0, 1, false))).append(";\n");
            } else {
                Var sv = pickVar(scope, Kind.STRUCT, null);
                if (sv == null) continue;
                v = new Var(name, Kind.SPTR, null, 0, 0, sv.struct, false);
                body.append("    struct ").append(sv.struct.name).append(" *").append(name).append(" = &").append(sv.name).append(";\n");
            }
            into.add(v);
            scope.add(v);
        }
        if (floats) {
            int nf = rnd.nextInt(3);
            for (int i = 0; i < nf; i++) {
                Var v = Var.floating(prefix + "f" + i, rnd.nextBoolean() ? FType.FLOAT : FType.DOUBLE, false);
                Ctx c = new Ctx(null, false, scope, Map.of(), 0, 1, false);
                body.append("    ").append(v.ftype.c).append(' ').append(v.name).append(" = ")
                        .append(rnd.nextInt(3) == 0 ? floatLiteral(v.ftype).text : fexpr(c, 2).text).append(";\n");
                into.add(v);
                scope.add(v);
            }
        }
    }

    private String mainFunction() {
        StringBuilder body = new StringBuilder();
        body.append("    int i0 = 0, i1 = 0, i2 = 0;\n");
        body.append("    uint64_t crc = 14695981039346656037" + u64Suffix() + ";\n");
        List<Var> scope = new ArrayList<>(globals);
        List<Var> mainLocals = new ArrayList<>();
        locals(mainLocals, scope, body, "m_");
        spent = 0;
        budget = cfg.mainBudget();
        Ctx ctx = new Ctx(null, true, scope, Map.of(), 0, 1, false);
        block(ctx, body, 1, 3 + rnd.nextInt(cfg.maxBlockStatements() + 2));
        for (Fn f : fns) {
            if (!f.called) {
                body.append("    ").append(callStatement(ctx, f)).append('\n');
            }
        }
        // print and hash every global
        for (Var g : globals) {
            if (g.kind == Kind.PTR || g.kind == Kind.SPTR) continue;
            if (g.kind == Kind.FSCALAR) {
                body.append("    printf(\"").append(g.name).append(" = ").append(floatFormat()).append("\\n\", fnorm(").append(g.name).append("));\n");
                body.append("    crc = mix(crc, fhash(").append(g.name).append("));\n");
                continue;
            }
            checksum(body, g.name, g.kind == Kind.STRUCT ? null : g.type, g.kind == Kind.ARRAY1 ? new int[] {g.n1}
                    : g.kind == Kind.ARRAY2 ? new int[] {g.n1, g.n2} : new int[0], g.struct);
        }
        for (Var g : globals) {
            if (g.kind == Kind.PTR) {
                body.append("    crc = mix(crc, (uint64_t)*").append(g.name).append(");\n");
            }
        }
        body.append("    printf(\"checksum = %" + u64Length() + "u\\n\", (" + u64Cast() + ")crc);\n");
        body.append("    return (int)(crc % 256);\n");
        return "int main(void) {\n" + body + "}\n";
    }

    private void checksum(StringBuilder body, String base, CType type, int[] dims, StructDef struct) {
        if (struct != null) {
            for (Field f : struct.fields) {
                checksum(body, base + "." + f.name, f.type, f.len > 0 ? new int[] {f.len} : new int[0], f.struct);
            }
            return;
        }
        if (dims.length == 0) {
            String[] formats = type.formats();
            String fmt = formats[rnd.nextInt(formats.length)];
            body.append("    printf(\"").append(base).append(" = ").append(fmt).append("\\n\", (").append(type.printCast())
                    .append(")").append(base).append(");\n");
            body.append("    crc = mix(crc, (uint64_t)").append(base).append(");\n");
            return;
        }
        StringBuilder loop = new StringBuilder("    ");
        StringBuilder ref = new StringBuilder(base);
        for (int d = 0; d < dims.length; d++) {
            loop.append("for (i").append(d).append(" = 0; i").append(d).append(" < ").append(dims[d]).append("; i").append(d).append("++) ");
            ref.append("[i").append(d).append(']');
        }
        body.append(loop).append("crc = mix(crc, (uint64_t)").append(ref).append(");\n");
        body.append("    printf(\"").append(base).append(" hashed: %016" + u64Length() + "x\\n\", (" + u64Cast() + ")crc);\n");
    }

    // ----------------------------------------------------------------------------------------- statements

    private void block(Ctx ctx, StringBuilder out, int indent, int n) {
        for (int i = 0; i < n && spent < budget; i++) statement(ctx, out, indent);
    }

    /** printf's length modifier for a 64-bit unsigned value cast to {@link #u64Cast()}: l (LP64) or ll (ILP32). */
    private static String u64Length() { return CType.model() == DataModel.ILP32 ? "ll" : "l"; }

    /** The unsigned type of 64 bits under the model with a length modifier of its own. */
    private static String u64Cast() { return CType.model() == DataModel.ILP32 ? "unsigned long long" : "unsigned long"; }

    /** The suffix of a 64-bit unsigned constant. */
    private static String u64Suffix() { return CType.model() == DataModel.ILP32 ? "ULL" : "UL"; }

    private static String pad(int indent) { return "    ".repeat(indent); }

    private void statement(Ctx ctx, StringBuilder out, int indent) {
        String in = pad(indent);
        spent += ctx.mult;
        if (floats && rnd.nextInt(5) == 0 && floatStatement(ctx, out, indent)) return;
        int r = rnd.nextInt(100);
        if (r < 28) {                                                   // assignment
            Tmpl t = pick(templates(ctx.scope, false, true, null));
            out.append(in).append(instantiate(t, ctx)).append(" = ").append(expr(ctx, cfg.maxExprDepth()).text).append(";\n");
        } else if (r < 36) {
            out.append(in).append(compoundAssignment(ctx)).append('\n');
        } else if (r < 40) {
            out.append(in).append(incDec(ctx)).append('\n');
        } else if (r < 52 && ctx.loopDepth < 3) {                        // if / else
            out.append(in).append("if (").append(expr(ctx, 2).text).append(") {\n");
            block(ctx, out, indent + 1, 1 + rnd.nextInt(3));
            if (rnd.nextBoolean()) {
                out.append(in).append("} else {\n");
                block(ctx, out, indent + 1, 1 + rnd.nextInt(3));
            }
            out.append(in).append("}\n");
        } else if (r < 64 && ctx.loopDepth < 2) {
            loop(ctx, out, indent);
        } else if (r < 69 && ctx.loopDepth < 3) {
            switchStatement(ctx, out, indent);
        } else if (r < 78) {
            List<Fn> callees = new ArrayList<>();
            for (Fn f : fns) {
                boolean after = ctx.isMain || f.index > ctx.fn.index;
                if (after && f.cost > 0 && spent + ctx.mult * f.cost <= budget) callees.add(f);
            }
            if (callees.isEmpty()) {
                out.append(in).append(instantiate(pick(templates(ctx.scope, false, true, null)), ctx)).append(" = ")
                        .append(expr(ctx, 2).text).append(";\n");
            } else {
                Fn f = callees.get(rnd.nextInt(callees.size()));
                spent += ctx.mult * f.cost;
                out.append(in).append(callStatement(ctx, f)).append('\n');
            }
        } else if (r < 84 && ctx.mult <= 8) {
            out.append(in).append(print(ctx)).append('\n');
        } else if (r < 90) {
            String s = retarget(ctx);
            if (s != null) out.append(in).append(s).append('\n');
        } else if (r < 93) {
            String s = structCopy(ctx);
            if (s != null) out.append(in).append(s).append('\n');
        } else if (r < 97 && ctx.inLoop) {
            out.append(in).append("if (").append(expr(ctx, 2).text).append(") ").append(rnd.nextBoolean() ? "break;" : "continue;").append('\n');
        } else {
            Tmpl t = pick(templates(ctx.scope, false, true, null));
            out.append(in).append(instantiate(t, ctx)).append(" = ").append(expr(ctx, 1).text).append(";\n");
        }
    }

    private void loop(Ctx ctx, StringBuilder out, int indent) {
        String in = pad(indent);
        String c = "i" + ctx.loopDepth;
        int n = rnd.nextInt(6);
        int shape = rnd.nextInt(4);
        long iterations = n;
        Ctx inner;
        switch (shape) {
            case 0 -> {
                out.append(in).append("for (").append(c).append(" = 0; ").append(c).append(" < ").append(n).append("; ").append(c).append("++) {\n");
                inner = ctx.loop(c, BigInteger.ZERO, BigInteger.valueOf(Math.max(0, n - 1)), iterations);
            }
            case 1 -> {
                out.append(in).append("for (").append(c).append(" = ").append(n).append("; ").append(c).append(" > 0; ").append(c).append(" -= 2) {\n");
                iterations = (n + 1) / 2;
                inner = ctx.loop(c, BigInteger.valueOf(Math.min(1, n)), BigInteger.valueOf(n), iterations);
            }
            case 2 -> {
                out.append(in).append(c).append(" = ").append(n).append(";\n");
                out.append(in).append("while (").append(c).append("-- > 0) {\n");
                inner = ctx.loop(c, BigInteger.ZERO, BigInteger.valueOf(Math.max(0, n - 1)), iterations);
            }
            default -> {
                iterations = Math.max(1, n);
                out.append(in).append(c).append(" = 0;\n");
                out.append(in).append("do {\n");
                inner = ctx.loop(c, BigInteger.ZERO, BigInteger.valueOf(Math.max(0, n - 1)), iterations);
            }
        }
        block(inner, out, indent + 1, 1 + rnd.nextInt(3));
        if (shape == 3) out.append(in).append("} while (++").append(c).append(" < ").append(n).append(");\n");
        else out.append(in).append("}\n");
    }

    private void switchStatement(Ctx ctx, StringBuilder out, int indent) {
        String in = pad(indent);
        int m = new int[] {3, 4, 5, 7, 8}[rnd.nextInt(5)];
        Expr e = divMod("%", expr(ctx, 2), intConstant(m), false);
        List<BigInteger> values = new ArrayList<>();
        for (BigInteger v = e.lo; v.compareTo(e.hi) <= 0; v = v.add(BigInteger.ONE)) values.add(v);
        int cases = Math.min(values.size(), 1 + rnd.nextInt(4));
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < cases; i++) {
            BigInteger v = values.remove(rnd.nextInt(values.size()));
            labels.add("case " + (v.signum() < 0 ? "(" + v + ")" : v.toString()) + ":");
        }
        if (rnd.nextInt(3) > 0) labels.add(rnd.nextInt(labels.size() + 1), "default:");
        out.append(in).append("switch (").append(e.text).append(") {\n");
        for (int i = 0; i < labels.size(); i++) {
            out.append(in).append(labels.get(i)).append('\n');
            block(ctx, out, indent + 1, rnd.nextInt(3));
            // a label needs a statement after it; elsewhere, no break falls through to the next case
            if (i == labels.size() - 1 || rnd.nextInt(10) < 6) out.append(pad(indent + 1)).append("break;\n");
        }
        out.append(in).append("}\n");
    }

    private String callStatement(Ctx ctx, Fn f) {
        f.called = true;
        StringBuilder call = new StringBuilder(f.name + "(");
        for (int i = 0; i < f.params.size(); i++) {
            Var p = f.params.get(i);
            call.append(i > 0 ? ", " : "");
            switch (p.kind) {
                case SCALAR -> call.append(expr(ctx, 2).text);
                case FSCALAR -> call.append(fexpr(ctx, 2).text);
                case PTR -> call.append('&').append(instantiate(pick(templates(ctx.scope, false, false, p.type)), ctx));
                case STRUCT -> call.append(pickVar(ctx.scope, Kind.STRUCT, p.struct).name);
                default -> throw new IllegalStateException();
            }
        }
        call.append(')');
        if (rnd.nextInt(4) == 0) return call + ";";
        List<Var> plain = new ArrayList<>();
        for (Var v : ctx.scope) if (v.kind == Kind.SCALAR) plain.add(v);
        Var target = plain.get(rnd.nextInt(plain.size()));
        return target.name + " = " + call + ";";
    }

    private String compoundAssignment(Ctx ctx) {
        Tmpl t = pick(templates(ctx.scope, false, true, null));
        String lv = instantiate(t, ctx);
        Expr cur = new Expr(lv, t.type, t.type.min(), t.type.max());
        String op = new String[] {"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"}[rnd.nextInt(10)];
        Expr rhs;
        Expr raw;
        switch (op) {
            case "+", "-", "*" -> { rhs = expr(ctx, 2); raw = addSubMul(op, cur, rhs, false); }
            case "/", "%" -> { rhs = divisorConstant(); raw = divMod(op, cur, rhs, false); }
            case "<<", ">>" -> {
                int k = rnd.nextInt(t.type.promoted().bits());
                rhs = intConstant(k);
                raw = shift(op, cur, k, false);
            }
            default -> { rhs = expr(ctx, 2); raw = bitwise(op, cur, rhs); }
        }
        if (raw.text.startsWith("safe_")) return lv + " = " + raw.text + ";";   // the plain operator could overflow
        return lv + " " + op + "= " + rhs.text + ";";
    }

    private String incDec(Ctx ctx) {
        Tmpl t = pick(templates(ctx.scope, false, true, null));
        String lv = instantiate(t, ctx);
        boolean safe = !t.type.signed || t.type.bits() < 32;  // narrower types promote to int: no overflow
        String op = rnd.nextBoolean() ? "++" : "--";
        if (!safe) return "if (" + lv + (op.equals("++") ? " < " + t.type.max() : " > " + t.type.literal(t.type.min())) + ") " + lv + op + ";";
        return rnd.nextBoolean() ? lv + op + ";" : op + lv + ";";
    }

    private String print(Ctx ctx) {
        int site = printSites++;
        int r = rnd.nextInt(10);
        if (r == 0) return "puts(\"site " + site + "\");";
        Expr e = expr(ctx, 2);
        if (r == 1) {
            return "putchar(" + (rnd.nextBoolean() ? 65 : 97) + " + (int)((uint32_t)(" + e.text + ") % 26U)); putchar('\\n');";
        }
        if (r == 2) {
            return "printf(\"%c|%5c|%-3c|\\n\", " + "48 + (int)((uint32_t)(" + e.text + ") % 10U), 'x', 'y');";
        }
        String[] formats = e.type.formats();
        String fmt = formats[rnd.nextInt(formats.length)];
        return "printf(\"s" + site + ": " + fmt + "\\n\", (" + e.type.printCast() + ")(" + e.text + "));";
    }

    private String retarget(Ctx ctx) {
        List<Var> ptrs = new ArrayList<>();
        for (Var v : ctx.scope) if (v.kind == Kind.PTR || v.kind == Kind.SPTR) ptrs.add(v);
        if (ptrs.isEmpty()) return null;
        Var p = ptrs.get(rnd.nextInt(ptrs.size()));
        if (p.kind == Kind.SPTR) {
            Var target = pickVar(p.global ? globals : ctx.scope, Kind.STRUCT, p.struct);
            return p.name + " = &" + target.name + ";";
        }
        Tmpl t = pick(templates(p.global ? globals : ctx.scope, p.global, false, p.type));
        if (t == null) return null;
        return p.name + " = &" + instantiate(t, ctx) + ";";
    }

    private String structCopy(Ctx ctx) {
        List<String[]> pairs = new ArrayList<>();
        for (Var a : ctx.scope) {
            if (a.kind != Kind.STRUCT) continue;
            for (Var b : ctx.scope) {
                if (b.kind == Kind.STRUCT && b.struct == a.struct) pairs.add(new String[] {a.name, b.name});
                if (b.kind == Kind.SPTR && b.struct == a.struct) {
                    pairs.add(new String[] {a.name, "*" + b.name});
                    pairs.add(new String[] {"*" + b.name, a.name});
                }
            }
        }
        if (pairs.isEmpty()) return null;
        String[] p = pairs.get(rnd.nextInt(pairs.size()));
        return p[0] + " = " + p[1] + ";";
    }

    // ----------------------------------------------------------------------------------------- places

    /**
     * Every scalar place of the scope (of type {@code type} when not null): variables, array elements, struct
     * fields (through struct variables and struct pointers), pointer targets. {@code globalRootsOnly}: only
     * places inside globals (what a global pointer may point to); {@code includePointerTargets}: also
     * {@code *p} for scalar pointers p (not for taking an address).
     */
    private List<Tmpl> templates(List<Var> scope, boolean globalRootsOnly, boolean includePointerTargets, CType type) {
        List<Tmpl> out = new ArrayList<>();
        if (scope == null) scope = globals;
        for (Var v : scope) {
            if (globalRootsOnly && !v.global) continue;
            switch (v.kind) {
                case SCALAR -> out.add(new Tmpl(v.name, v.type, new int[0], v.global, false));
                case ARRAY1 -> out.add(new Tmpl(v.name, v.type, new int[] {v.n1}, v.global, false));
                case ARRAY2 -> out.add(new Tmpl(v.name, v.type, new int[] {v.n1, v.n2}, v.global, false));
                case STRUCT -> fields(out, v.name + ".", v.struct, v.global);
                case SPTR -> { if (!globalRootsOnly) fields(out, v.name + "->", v.struct, v.global); }
                case PTR -> { if (includePointerTargets) out.add(new Tmpl("(*" + v.name + ")", v.type, new int[0], v.global, true)); }
            }
        }
        if (type != null) out.removeIf(t -> t.type != type);
        return out;
    }

    private static void fields(List<Tmpl> out, String prefix, StructDef s, boolean global) {
        for (Field f : s.fields) {
            if (f.struct != null) fields(out, prefix + f.name + ".", f.struct, global);
            else out.add(new Tmpl(prefix + f.name, f.type, f.len > 0 ? new int[] {f.len} : new int[0], global, false));
        }
    }

    /** The text of a place: the template with an in-range index for each dimension. */
    private String instantiate(Tmpl t, Ctx ctx) {
        StringBuilder sb = new StringBuilder(t.base);
        for (int n : t.dims) sb.append('[').append(index(ctx, n)).append(']');
        return sb.toString();
    }

    private String index(Ctx ctx, int n) {
        int r = rnd.nextInt(10);
        if (ctx != null && r < 3) {
            List<String> fit = new ArrayList<>();
            for (Map.Entry<String, BigInteger[]> c : ctx.counters.entrySet()) {
                if (c.getValue()[0].signum() >= 0 && c.getValue()[1].compareTo(BigInteger.valueOf(n)) < 0) fit.add(c.getKey());
            }
            if (!fit.isEmpty()) return fit.get(rnd.nextInt(fit.size()));
        }
        if (ctx == null || r < 6) return Integer.toString(rnd.nextInt(n));
        Expr e = expr(ctx, 1);
        if (e.lo.signum() >= 0 && e.hi.compareTo(BigInteger.valueOf(n)) < 0) return e.text;
        return "(uint32_t)(" + e.text + ") % " + n + "U";
    }

    // ----------------------------------------------------------------------------------------- expressions

    private Expr expr(Ctx ctx, int depth) {
        if (depth <= 0 || rnd.nextInt(10) < 2) return leaf(ctx);
        int r = rnd.nextInt(100);
        if (r < 55) return binary(ctx, depth);
        if (r < 68) return unary(ctx, depth);
        if (r < 82) {
            CType t = randomType();
            return cast(expr(ctx, depth - 1), t);
        }
        if (r < 90) {
            Expr c = expr(ctx, depth - 1), a = expr(ctx, depth - 1), b = expr(ctx, depth - 1);
            CType ct = CType.common(a.type, b.type);
            BigInteger[] ia = conv(a, ct), ib = conv(b, ct);
            return new Expr("(" + c.text + " ? " + a.text + " : " + b.text + ")", ct, ia[0].min(ib[0]), ia[1].max(ib[1]));
        }
        // a helper call at a random type, arguments converted to it
        String op = new String[] {"add", "sub", "mul", "div", "mod", "shl", "shr"}[rnd.nextInt(7)];
        return helper(op, randomType().exact(), expr(ctx, depth - 1), expr(ctx, depth - 1));
    }

    private Expr leaf(Ctx ctx) {
        if (floats && floatNesting == 0 && rnd.nextInt(8) == 0) return floatToInt(ctx);
        int r = rnd.nextInt(10);
        if (r < 3) return constant(randomType());
        if (r < 5 && ctx.counters != null && !ctx.counters.isEmpty()) {
            List<String> names = new ArrayList<>(ctx.counters.keySet());
            String c = names.get(rnd.nextInt(names.size()));
            BigInteger[] range = ctx.counters.get(c);
            return new Expr(c, CType.INT, range[0], range[1]);
        }
        Tmpl t = pick(templates(ctx.scope, false, true, null));
        return new Expr(instantiate(t, ctx), t.type, t.type.min(), t.type.max());
    }

    private Expr binary(Ctx ctx, int depth) {
        String op = new String[] {"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "<", "<=", ">", ">=", "==", "!=", "&&", "||",
                "+", "-", "*"}[rnd.nextInt(21)];
        Expr a = expr(ctx, depth - 1);
        switch (op) {
            case "+", "-", "*" -> { return addSubMul(op, a, expr(ctx, depth - 1), rnd.nextInt(6) == 0); }
            case "/", "%" -> {
                boolean constant = rnd.nextBoolean();
                return divMod(op, a, constant ? divisorConstant() : expr(ctx, depth - 1), !constant);
            }
            case "<<", ">>" -> {
                if (rnd.nextInt(10) < 6) return shift(op, a, rnd.nextInt(a.type.promoted().bits()), false);
                return helper(op.equals("<<") ? "shl" : "shr", helperType(a.type), a, expr(ctx, depth - 1));
            }
            case "&", "|", "^" -> { return bitwise(op, a, expr(ctx, depth - 1)); }
            default -> {
                Expr b = expr(ctx, depth - 1);
                return new Expr("(" + a.text + " " + op + " " + b.text + ")", CType.INT, BigInteger.ZERO, BigInteger.ONE);
            }
        }
    }

    private Expr unary(Ctx ctx, int depth) {
        Expr a = expr(ctx, depth - 1);
        CType p = a.type.promoted();
        BigInteger[] ia = conv(a, p);
        switch (rnd.nextInt(4)) {
            case 0 -> {
                if (!p.signed) {
                    boolean zero = ia[0].signum() == 0 && ia[1].signum() == 0;
                    return new Expr("(-" + a.text + ")", p, zero ? BigInteger.ZERO : p.min(), zero ? BigInteger.ZERO : p.max());
                }
                BigInteger lo = ia[1].negate(), hi = ia[0].negate();
                if (p.holds(lo) && p.holds(hi)) return new Expr("(-" + a.text + ")", p, lo, hi);
                return helper("neg", p.exact(), a, null);
            }
            case 1 -> {
                if (p.signed) return new Expr("(~" + a.text + ")", p, ia[1].negate().subtract(BigInteger.ONE), ia[0].negate().subtract(BigInteger.ONE));
                return new Expr("(~" + a.text + ")", p, p.max().subtract(ia[1]), p.max().subtract(ia[0]));
            }
            case 2 -> { return new Expr("(!" + a.text + ")", CType.INT, BigInteger.ZERO, BigInteger.ONE); }
            default -> { return new Expr("(+" + a.text + ")", p, ia[0], ia[1]); }
        }
    }

    private static Expr cast(Expr a, CType t) {
        BigInteger[] r = conv(a, t);
        return new Expr("((" + t.c + ")" + a.text + ")", t, r[0], r[1]);
    }

    /** The interval of e's value after conversion to c. */
    private static BigInteger[] conv(Expr e, CType c) {
        if (c.holds(e.lo) && c.holds(e.hi)) return new BigInteger[] {e.lo, e.hi};
        return new BigInteger[] {c.min(), c.max()};
    }

    private Expr addSubMul(String op, Expr a, Expr b, boolean forceHelper) {
        CType c = CType.common(a.type, b.type);
        BigInteger[] ia = conv(a, c), ib = conv(b, c);
        BigInteger lo, hi;
        switch (op) {
            case "+" -> { lo = ia[0].add(ib[0]); hi = ia[1].add(ib[1]); }
            case "-" -> { lo = ia[0].subtract(ib[1]); hi = ia[1].subtract(ib[0]); }
            default -> {
                BigInteger[] corners = {ia[0].multiply(ib[0]), ia[0].multiply(ib[1]), ia[1].multiply(ib[0]), ia[1].multiply(ib[1])};
                lo = corners[0]; hi = corners[0];
                for (BigInteger x : corners) { lo = lo.min(x); hi = hi.max(x); }
            }
        }
        boolean fits = c.holds(lo) && c.holds(hi);
        if (!forceHelper && (fits || !c.signed)) {
            return new Expr("(" + a.text + " " + op + " " + b.text + ")", c, fits ? lo : c.min(), fits ? hi : c.max());
        }
        String name = switch (op) { case "+" -> "add"; case "-" -> "sub"; default -> "mul"; };
        return helper(name, forceHelper ? helperType(c) : c.exact(), a, b);
    }

    private Expr divMod(String op, Expr a, Expr b, boolean useHelper) {
        boolean constantDivisor = b.lo.equals(b.hi) && b.lo.signum() != 0 && !b.lo.equals(BigInteger.ONE.negate());
        CType c = CType.common(a.type, b.type);
        if (useHelper || !constantDivisor) return helper(op.equals("/") ? "div" : "mod", helperType(c), a, b);
        BigInteger[] ia = conv(a, c);
        BigInteger d = conv(b, c)[0];
        if (!c.holds(b.lo)) d = b.lo.mod(TWO.pow(c.bits())); // a negative divisor converted to an unsigned type
        BigInteger lo, hi;
        if (op.equals("/")) {
            BigInteger q1 = ia[0].divide(d), q2 = ia[1].divide(d);
            lo = q1.min(q2);
            hi = q1.max(q2);
        } else {
            BigInteger m = d.abs().subtract(BigInteger.ONE);
            if (ia[0].signum() >= 0) { lo = BigInteger.ZERO; hi = ia[1].min(m); }
            else if (ia[1].signum() <= 0) { lo = ia[0].max(m.negate()); hi = BigInteger.ZERO; }
            else { lo = m.negate(); hi = m; }
        }
        return new Expr("(" + a.text + " " + op + " " + b.text + ")", c, lo, hi);
    }

    private Expr shift(String op, Expr a, int k, boolean useHelper) {
        CType p = a.type.promoted();
        BigInteger[] ia = conv(a, p);
        String amount = rnd.nextInt(4) == 0 ? CType.values()[rnd.nextInt(CType.values().length)].literal(BigInteger.valueOf(k))
                : Integer.toString(k);
        if (!useHelper && op.equals("<<")) {
            BigInteger lo = ia[0].shiftLeft(k), hi = ia[1].shiftLeft(k);
            boolean fits = p.holds(lo) && p.holds(hi);
            if (!p.signed) return new Expr("(" + a.text + " << " + amount + ")", p, fits ? lo : p.min(), fits ? hi : p.max());
            if (ia[0].signum() >= 0 && fits) return new Expr("(" + a.text + " << " + amount + ")", p, lo, hi);
        } else if (!useHelper && (ia[0].signum() >= 0 || cfg.negativeRightShifts())) {
            return new Expr("(" + a.text + " >> " + amount + ")", p, ia[0].shiftRight(k), ia[1].shiftRight(k));
        }
        return helper(op.equals("<<") ? "shl" : "shr", helperType(p), a, intConstant(k));
    }

    private Expr bitwise(String op, Expr a, Expr b) {
        CType c = CType.common(a.type, b.type);
        BigInteger[] ia = conv(a, c), ib = conv(b, c);
        BigInteger lo = c.min(), hi = c.max();
        if (ia[0].signum() >= 0 && ib[0].signum() >= 0) {
            lo = BigInteger.ZERO;
            hi = op.equals("&") ? ia[1].min(ib[1]) : BigInteger.ONE.shiftLeft(ia[1].max(ib[1]).bitLength()).subtract(BigInteger.ONE);
        }
        return new Expr("(" + a.text + " " + op + " " + b.text + ")", c, lo, hi);
    }

    /** The type of a helper for values of type c: usually c's own width, sometimes another one (conversions). */
    private CType helperType(CType c) {
        return rnd.nextInt(4) == 0 ? randomType().exact() : c.exact();
    }

    private Expr helper(String op, CType t, Expr a, Expr b) {
        helpers.add(op + "_" + t.suffix());
        String text = "safe_" + op + "_" + t.suffix() + "(" + a.text + (b == null ? "" : ", " + b.text) + ")";
        return new Expr(text, t, t.min(), t.max());
    }

    // ----------------------------------------------------------------------------------------- floating point

    private static final java.util.regex.Pattern NON_CONSTANT = java.util.regex.Pattern.compile("\\b(?:[glpm]_\\w+|i[012]|safe_\\w+|func_\\w+)\\b");

    /** Whether gcc may fold the expression to a constant: it reads no variable and calls no function of the program (math.h's functions it folds). */
    private static boolean constantText(String text) { return !NON_CONSTANT.matcher(text).find(); }

    /** The float and double variables of the scope. */
    private static List<Var> floatVars(List<Var> scope) {
        List<Var> out = new ArrayList<>();
        for (Var v : scope) if (v.kind == Kind.FSCALAR) out.add(v);
        return out;
    }

    /**
     * A statement on floating values; false when none fits here (the caller then makes an integer one). Floating
     * places are only ever assigned floating values or integers (converted exactly or rounded, never UB).
     */
    private boolean floatStatement(Ctx ctx, StringBuilder out, int indent) {
        String in = pad(indent);
        List<Var> fv = floatVars(ctx.scope);
        if (fv.isEmpty()) return false;
        Var v = fv.get(rnd.nextInt(fv.size()));
        int r = rnd.nextInt(100);
        if (r < 30) {
            out.append(in).append(v.name).append(" = ").append(fexpr(ctx, 3).text).append(";\n");
        } else if (r < 50) {
            String op = new String[] {"+", "-", "*", "/"}[rnd.nextInt(4)];
            String rhs = rnd.nextInt(4) == 0 ? expr(ctx, 2).text : fexpr(ctx, 2).text;
            out.append(in).append(v.name).append(' ').append(op).append("= ").append(rhs).append(";\n");
        } else if (r < 55) {
            String op = rnd.nextBoolean() ? "++" : "--";
            out.append(in).append(rnd.nextBoolean() ? v.name + op : op + v.name).append(";\n");
        } else if (r < 70 && ctx.mult <= 8) {
            FExpr e = fexpr(ctx, 2);
            out.append(in).append("printf(\"s").append(printSites++).append(": ").append(floatFormat()).append("\\n\", fnorm(")
                    .append(e.text).append("));\n");
        } else if (r < 82 && ctx.loopDepth < 3) {
            out.append(in).append("if (").append(floatCompare(ctx).text).append(") {\n");
            block(ctx, out, indent + 1, 1 + rnd.nextInt(2));
            if (rnd.nextBoolean()) {
                out.append(in).append("} else {\n");
                block(ctx, out, indent + 1, 1 + rnd.nextInt(2));
            }
            out.append(in).append("}\n");
        } else {
            // an integer place gets a floating value converted in range (assignment converts modulo to narrower types)
            Tmpl t = pick(templates(ctx.scope, false, true, null));
            floatNesting++;
            Expr e = guardedToInt(ctx);
            floatNesting--;
            out.append(in).append(instantiate(t, ctx)).append(" = ").append(e.text).append(";\n");
        }
        return true;
    }

    /** printf conversions for a double: %a (exact, most often), %.17g (round-trips), %e, %f, %g and a few widths and flags. */
    private String floatFormat() {
        String[] formats = {"%a", "%a", "%a", "%.17g", "%.17g", "%e", "%f", "%g", "%.3f", "%+.10e", "%12.4g", "%-14.6a|", "%#.0f", "%.0e", "%A"};
        return formats[rnd.nextInt(formats.length)];
    }

    /** An integer expression from floating ones: a comparison (NaN included) or a conversion guarded to its range. */
    private Expr floatToInt(Ctx ctx) {
        floatNesting++;
        try {
            return rnd.nextBoolean() ? floatCompare(ctx) : guardedToInt(ctx);
        } finally {
            floatNesting--;
        }
    }

    /** {@code (a OP b)}, an int 0 or 1; a and b floating, or one of them integer (the usual arithmetic conversions). */
    private Expr floatCompare(Ctx ctx) {
        String op = new String[] {"<", "<=", ">", ">=", "==", "!="}[rnd.nextInt(6)];
        String a = fexpr(ctx, 2).text, b = rnd.nextInt(4) == 0 ? expr(ctx, 0).text : fexpr(ctx, 1).text;
        if (rnd.nextBoolean()) { String x = a; a = b; b = x; }
        return new Expr("(" + a + " " + op + " " + b + ")", CType.INT, BigInteger.ZERO, BigInteger.ONE);
    }

    /**
     * A floating value converted to an integer type only where it is in range (a conversion out of range is
     * undefined): {@code ((x > LO && x < HI) ? (T)x : (T)0)}; NaN fails both comparisons.
     */
    private Expr guardedToInt(Ctx ctx) {
        FExpr x = fexpr(ctx, 2);
        String[][] targets = {
            {"int", "-1e9", "1e9", "-999999999", "999999999"},
            {"int64_t", "-1e18", "1e18", "-999999999999999999", "999999999999999999"},
            {"uint32_t", "-1.0", "4e9", "0", "3999999999"},
            {"uint8_t", "-1.0", "256.0", "0", "255"},
            {"short", "-30000.5", "30000.5", "-30000", "30000"},
            {"uint64_t", "-1.0", "1.8e19", "0", "17999999999999999999"},
        };
        String[] t = targets[rnd.nextInt(targets.length)];
        CType ct = switch (t[0]) {
            case "int" -> CType.INT;
            case "int64_t" -> CType.I64;
            case "uint32_t" -> CType.U32;
            case "uint8_t" -> CType.U8;
            case "short" -> CType.SHORT;
            default -> CType.U64;
        };
        String text = "((" + x.text + " > " + t[1] + " && " + x.text + " < " + t[2] + ") ? (" + t[0] + ")" + x.text + " : (" + t[0] + ")0)";
        return new Expr(text, ct.promoted(), new BigInteger(t[3]), new BigInteger(t[4]));
    }

    private FExpr fexpr(Ctx ctx, int depth) {
        if (depth <= 0 || rnd.nextInt(10) < 3) return fleaf(ctx);
        int r = rnd.nextInt(100);
        if (r < 50) {
            String op = new String[] {"+", "-", "*", "/"}[rnd.nextInt(4)];
            FExpr a = fexpr(ctx, depth - 1);
            String x = a.text, y;
            FType t = a.type;
            if (rnd.nextInt(4) == 0) {   // mixed: the integer operand is converted to a's type
                y = expr(ctx, 1).text;
                if (rnd.nextBoolean()) { y = x; x = expr(ctx, 1).text; }
            } else {
                FExpr b = fexpr(ctx, depth - 1);
                y = b.text;
                t = FType.common(a.type, b.type);
            }
            // gcc 12 folds a constant 0.0 - X into -X even at -O0, which is -0.0 instead of +0.0 for X == +0.0
            // (0.0 - (double)k with k == 0 prints -0x0p+0): a constant is never the left operand of a
            // subtraction of a non-constant
            if (op.equals("-") && constantText(x) && !constantText(y)) { String z = x; x = y; y = z; }
            return new FExpr("(" + x + " " + op + " " + y + ")", t);
        }
        if (r < 58) {
            FExpr a = fexpr(ctx, depth - 1);
            return new FExpr("(-" + a.text + ")", a.type);
        }
        if (r < 70) {
            FType t = rnd.nextBoolean() ? FType.FLOAT : FType.DOUBLE;
            return new FExpr("((" + t.c + ")" + fexpr(ctx, depth - 1).text + ")", t);
        }
        if (r < 78) {
            String c = rnd.nextBoolean() ? floatCompare(ctx).text : expr(ctx, 1).text;
            FExpr a = fexpr(ctx, depth - 1), b = fexpr(ctx, depth - 1);
            return new FExpr("(" + c + " ? " + a.text + " : " + b.text + ")", FType.common(a.type, b.type));
        }
        // math.h: the double functions, or their float forms for a float argument
        String fn = new String[] {"fabs", "sqrt", "floor", "ceil", "fmin", "fmax"}[rnd.nextInt(6)];
        FExpr a = fexpr(ctx, depth - 1);
        boolean two = fn.equals("fmin") || fn.equals("fmax");
        FExpr b = two ? fexpr(ctx, depth - 1) : null;
        boolean f = a.type == FType.FLOAT && (b == null || b.type == FType.FLOAT) && rnd.nextBoolean();
        String call = fn + (f ? "f" : "") + "(" + a.text + (two ? ", " + b.text : "") + ")";
        // which zero fmin(-0.0, +0.0) and fmax return C leaves open (glibc's and gcc's inline code differ):
        // adding +0.0 makes either zero +0.0 and changes no other value
        if (two) call = "(" + call + " + 0.0" + (f ? "f" : "") + ")";
        return new FExpr(call, f ? FType.FLOAT : FType.DOUBLE);
    }

    private FExpr fleaf(Ctx ctx) {
        int r = rnd.nextInt(10);
        List<Var> fv = floatVars(ctx.scope);
        if (r < 5 && !fv.isEmpty()) {
            Var v = fv.get(rnd.nextInt(fv.size()));
            return new FExpr(v.name, v.ftype);
        }
        if (r < 8) return floatLiteral(rnd.nextBoolean() ? FType.FLOAT : FType.DOUBLE);
        if (r < 9) {   // NaN and the infinities (IEEE division by zero)
            String[] special = {"(0.0 / 0.0)", "(1.0 / 0.0)", "(-1.0 / 0.0)", "(0.0f / 0.0f)", "(-1.0f / 0.0f)"};
            String s = special[rnd.nextInt(special.length)];
            return new FExpr(s, s.contains("f") ? FType.FLOAT : FType.DOUBLE);
        }
        FType t = rnd.nextBoolean() ? FType.FLOAT : FType.DOUBLE;
        return new FExpr("((" + t.c + ")" + expr(ctx, 0).text + ")", t);
    }

    /** A plain literal of type t (a constant expression for initializers): small values, fractions, edges, random ones. */
    private FExpr floatLiteral(FType t) {
        String s;
        int r = rnd.nextInt(10);
        if (r < 3) {
            String[] small = {"0.0", "-0.0", "1.0", "-1.0", "0.5", "-0.25", "1.5", "2.0", "3.0", "0.1", "-0.1", "10.0", "100.0", "0.3"};
            s = small[rnd.nextInt(small.length)];
        } else if (r < 5) {
            String[] edges = t == FType.FLOAT
                    ? new String[] {"3.40282347e38", "-3.40282347e38", "1.17549435e-38", "1.4e-45", "16777216.0", "16777217.0", "8388608.5", "1e30", "-1e-30", "0.333333343"}
                    : new String[] {"1.7976931348623157e308", "-1.7976931348623157e308", "2.2250738585072014e-308", "4.9406564584124654e-324",
                        "9007199254740992.0", "9007199254740993.0", "1e300", "-1e-300", "0.1", "4503599627370496.5", "2.2250738585072009e-308"};
            s = edges[rnd.nextInt(edges.length)];
        } else if (r < 8) {
            s = (rnd.nextInt(20001) - 10000) + "." + rnd.nextInt(1000);
        } else {
            int exp = t == FType.FLOAT ? rnd.nextInt(61) - 30 : rnd.nextInt(401) - 200;
            s = (rnd.nextBoolean() ? "-" : "") + rnd.nextInt(10) + "." + rnd.nextInt(1000000) + "e" + exp;
        }
        if (t == FType.FLOAT) s += "f";
        return new FExpr(s.startsWith("-") ? "(" + s + ")" : s, t);
    }

    // ----------------------------------------------------------------------------------------- constants

    private Expr constant(CType t) {
        BigInteger v;
        int r = rnd.nextInt(10);
        if (r < 4) {
            v = BigInteger.valueOf(rnd.nextInt(21) - 10);
            if (!t.holds(v)) v = v.negate();
        } else if (r < 6) {
            BigInteger[] edges = {t.min(), t.max(), t.min().add(BigInteger.ONE), t.max().subtract(BigInteger.ONE), BigInteger.ZERO, BigInteger.ONE};
            v = edges[rnd.nextInt(edges.length)];
        } else {
            v = new BigInteger(t.bits(), rnd);
            if (t.signed) v = v.subtract(BigInteger.ONE.shiftLeft(t.bits() - 1));
        }
        return new Expr(t.literal(v), t, v, v);
    }

    private static Expr intConstant(int v) {
        return new Expr(CType.INT.literal(BigInteger.valueOf(v)), CType.INT, BigInteger.valueOf(v), BigInteger.valueOf(v));
    }

    private Expr divisorConstant() {
        long[] values = {2, 3, 5, 7, 10, 16, 100, -2, -3, -7, 255, 65536, 1000003};
        long v = values[rnd.nextInt(values.length)];
        CType t = v < 0 ? (rnd.nextBoolean() ? CType.INT : CType.LONG) : new CType[] {CType.INT, CType.UINT, CType.LONG, CType.ULONG}[rnd.nextInt(4)];
        BigInteger bv = BigInteger.valueOf(v);
        return new Expr(t.literal(bv), t, bv, bv);
    }

    // ----------------------------------------------------------------------------------------- helpers' C code

    private String helperDefinition(String key) {
        String op = key.substring(0, key.indexOf('_'));
        String suffix = key.substring(key.indexOf('_') + 1);
        CType t = null;
        for (CType x : CType.values()) if (x.ordinal() >= CType.I8.ordinal() && x.suffix().equals(suffix)) t = x;
        String T = t.c, name = "safe_" + key;
        String min = t.literal(t.min()), max = t.literal(t.max());
        int bits = t.bits();
        String body;
        if (t.signed && bits < 64) {
            body = switch (op) {
                case "add", "sub", "mul" -> "    int64_t r = (int64_t)a " + (op.equals("add") ? "+" : op.equals("sub") ? "-" : "*") + " (int64_t)b;\n"
                        + "    return (r < " + min + " || r > " + max + ") ? a : (" + T + ")r;\n";
                case "div", "mod" -> "    return (b == 0 || (a == " + min + " && b == -1)) ? a : (" + T + ")(a " + (op.equals("div") ? "/" : "%") + " b);\n";
                case "neg" -> "    return a == " + min + " ? a : (" + T + ")(-a);\n";
                case "shl" -> "    return (a < 0 || b < 0 || b >= " + bits + " || a > (" + max + " >> b)) ? a : (" + T + ")(a << b);\n";
                default -> "    return (" + (cfg.negativeRightShifts() ? "" : "a < 0 || ") + "b < 0 || b >= " + bits + ") ? a : (" + T + ")(a >> b);\n";
            };
        } else if (t.signed) {
            body = switch (op) {
                case "add" -> "    return ((b > 0 && a > " + max + " - b) || (b < 0 && a < " + min + " - b)) ? a : a + b;\n";
                case "sub" -> "    return ((b < 0 && a > " + max + " + b) || (b > 0 && a < " + min + " + b)) ? a : a - b;\n";
                case "mul" -> "    if (a > 0) {\n"
                        + "        if (b > 0) { if (a > " + max + " / b) return a; } else { if (b < " + min + " / a) return a; }\n"
                        + "    } else if (a < 0) {\n"
                        + "        if (b > 0) { if (a < " + min + " / b) return a; } else if (b < 0) { if (a < " + max + " / b) return a; }\n"
                        + "    }\n"
                        + "    return a * b;\n";
                case "div", "mod" -> "    return (b == 0 || (a == " + min + " && b == -1)) ? a : a " + (op.equals("div") ? "/" : "%") + " b;\n";
                case "neg" -> "    return a == " + min + " ? a : -a;\n";
                case "shl" -> "    return (a < 0 || b < 0 || b >= 64 || a > (" + max + " >> b)) ? a : a << b;\n";
                default -> "    return (" + (cfg.negativeRightShifts() ? "" : "a < 0 || ") + "b < 0 || b >= 64) ? a : a >> b;\n";
            };
        } else {
            String w = bits < 32 ? "(uint32_t)" : "";
            body = switch (op) {
                case "add" -> "    return (" + T + ")(" + w + "a + " + w + "b);\n";
                case "sub" -> "    return (" + T + ")(" + w + "a - " + w + "b);\n";
                case "mul" -> "    return (" + T + ")(" + w + "a * " + w + "b);\n";
                case "div", "mod" -> "    return b == 0 ? a : (" + T + ")(a " + (op.equals("div") ? "/" : "%") + " b);\n";
                case "neg" -> "    return (" + T + ")(0U - " + w + "a);\n";
                case "shl" -> "    return (b < 0 || b >= " + bits + ") ? a : (" + T + ")(" + (bits < 32 ? "(uint32_t)" : "") + "a << b);\n";
                default -> "    return (b < 0 || b >= " + bits + ") ? a : (" + T + ")(a >> b);\n";
            };
        }
        String params = op.equals("neg") ? T + " a" : (op.equals("shl") || op.equals("shr")) ? T + " a, int b" : T + " a, " + T + " b";
        return "static " + T + " " + name + "(" + params + ") {\n" + body + "}\n\n";
    }

    // ----------------------------------------------------------------------------------------- choices

    private CType randomType() {
        CType[] all = CType.values();
        return all[rnd.nextInt(all.length)];
    }

    private <T> T pick(List<T> xs) {
        return xs.isEmpty() ? null : xs.get(rnd.nextInt(xs.size()));
    }

    private Var pickVar(List<Var> scope, Kind kind, StructDef struct) {
        List<Var> xs = new ArrayList<>();
        for (Var v : scope) if (v.kind == kind && (struct == null || v.struct == struct)) xs.add(v);
        return pick(xs);
    }
}
