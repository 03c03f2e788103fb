package effigy.report;

import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.term.ArrayValue;
import effigy.term.Sort;
import effigy.term.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a self-contained C test harness for one leaf of a C program: it defines the input functions
 * ({@code __VERIFIER_nondet_*}, {@code effigy_symbolic}) to yield the leaf's recorded values in order,
 * the SV-COMP error functions to abort (weak definitions, so a program's own definitions win), and, when
 * the entry is not {@code main}, a {@code main} that calls the entry with the recorded arguments. Then
 * {@code gcc testN.c prog.c && ./a.out} reproduces the leaf with a normal compiler.
 */
public final class CHarness {
    private CHarness() {}

    /** The C return type of {@code __VERIFIER_nondet_KIND}. */
    private static final Map<String, String> KINDS = Map.ofEntries(
            Map.entry("int", "int"), Map.entry("uint", "unsigned int"), Map.entry("char", "char"), Map.entry("uchar", "unsigned char"),
            Map.entry("short", "short"), Map.entry("ushort", "unsigned short"), Map.entry("long", "long"), Map.entry("ulong", "unsigned long"),
            Map.entry("bool", "_Bool"), Map.entry("_Bool", "_Bool"), Map.entry("longlong", "long long"),
            Map.entry("ulonglong", "unsigned long long"), Map.entry("size_t", "unsigned long"), Map.entry("pointer", "void *"),
            Map.entry("unsigned", "unsigned int"), Map.entry("u32", "unsigned int"), Map.entry("u16", "unsigned short"),
            Map.entry("u8", "unsigned char"), Map.entry("float", "float"), Map.entry("double", "double"));

    public static String write(String program, effigy.ir.Function entry, List<Executor.EntryArg> entryArgs, Leaf leaf, int number) {
        return write(program, entry, entryArgs, leaf, number, effigy.ir.DataModel.LP64);
    }

    /** The harness of a leaf of a program explored under {@code model}: under ILP32 it says so and is built with {@code gcc -m32}. */
    public static String write(String program, effigy.ir.Function entry, List<Executor.EntryArg> entryArgs, Leaf leaf, int number,
            effigy.ir.DataModel model) {
        return write(program, entry, entryArgs, leaf, number, model, Map.of(), java.util.Set.of());
    }

    /**
     * The harness of a leaf of the C program {@code ir}: it defines besides every {@code __VERIFIER_nondet_*}
     * function the program calls (a path that does not reach a call still links) and every function with
     * no body it calls ({@link effigy.ir.Program#externals}).
     */
    public static String write(String program, effigy.ir.Function entry, List<Executor.EntryArg> entryArgs, Leaf leaf, int number,
            effigy.ir.Program ir) {
        java.util.Set<String> called = new java.util.LinkedHashSet<>();
        for (String callee : ir.calledWithoutBody()) {
            if (callee.startsWith("__VERIFIER_nondet_")) called.add(callee.substring("__VERIFIER_nondet_".length()));
        }
        return write(program, entry, entryArgs, leaf, number, ir.dataModel(), ir.externals(), called);
    }

    /**
     * The harness of a leaf of a program that calls {@code __VERIFIER_nondet_KIND} for the kinds
     * {@code nondetCalled} and the functions with no body {@code externals}
     * ({@link effigy.ir.Program#externals}): the harness defines each with its declared type, an integer
     * one to return the values the path's calls of it read ({@code name@line} inputs), in the order the path
     * made them, then 0; a {@code void} one to do nothing.
     */
    public static String write(String program, effigy.ir.Function entry, List<Executor.EntryArg> entryArgs, Leaf leaf, int number,
            effigy.ir.DataModel model, Map<String, effigy.ir.Program.External> externals, java.util.Set<String> nondetCalled) {
        boolean ilp32 = model == effigy.ir.DataModel.ILP32;
        String entryFunction = entry.name();
        StringBuilder sb = new StringBuilder();
        sb.append("/* Test harness written by effigy for ").append(program).append(": leaf ").append(number)
                .append(" (").append(leaf.status().label());
        if (leaf.error() != null && leaf.status() == Leaf.Status.ERROR) {
            sb.append(", ").append(leaf.error().kind()).append(" at line ").append(leaf.error().span().line());
            if (leaf.error().library() != null) sb.append(", in ").append(leaf.error().library().function());
        }
        sb.append(").\n   Build and run: gcc ").append(ilp32 ? "-m32 -msse2 -mfpmath=sse " : "").append("this-file.c ").append(program).append(" -lm && ./a.out");
        if (ilp32) sb.append("\n   Made for the ILP32 data model (explored with --data-model ILP32: 32-bit long and pointers), hence -m32;\n"
                + "   -msse2 -mfpmath=sse make float and double arithmetic IEEE single and double precision, as Effigy computes it\n"
                + "   (i386's default x87 unit keeps excess precision).");
        if (leaf.inputs().stream().anyMatch(in -> in.sort().equals(Sort.INT))) {
            sb.append("\n   Explored with --ints=math (unbounded integers): where this path's values leave their C types' ranges,\n"
                    + "   the compiled program's fixed-width arithmetic can take another path.");
        }
        sb.append(" */\n");
        sb.append("#include <stdlib.h>\n#include <string.h>\n\n");
        Map<String, List<BigInteger>> nondet = new LinkedHashMap<>(), external = new LinkedHashMap<>();
        List<byte[]> symbolic = new ArrayList<>();
        List<String> symbolicNames = new ArrayList<>();
        java.util.Set<String> entryNames = new java.util.HashSet<>();
        for (Executor.EntryArg a : entryArgs) entryNames.add(a.label());
        for (Term.Sym s : leaf.inputs()) {
            Object v = leaf.test().valueOf(s);
            int at = s.name().indexOf('@');
            if (at > 0 && externals.containsKey(s.name().substring(0, at)) && externals.get(s.name().substring(0, at)).returnsValue()) {
                external.computeIfAbsent(s.name().substring(0, at), k -> new ArrayList<>()).add((BigInteger) v);
            } else if (at > 0 && KINDS.containsKey(s.name().substring(0, at))) {
                nondet.computeIfAbsent(s.name().substring(0, at), k -> new ArrayList<>()).add((BigInteger) v);
            } else if (at > 0 && s.name().startsWith("printf@")) {
                continue; // the count printf returns for symbolic arguments: the real printf computes it natively
            } else if (!entryNames.contains(s.name())) {
                symbolic.add(bytes(v, s.sort(), 4096));
                symbolicNames.add(s.name());
            }
        }
        for (String kind : nondetCalled) if (KINDS.containsKey(kind)) nondet.putIfAbsent(kind, new ArrayList<>());
        for (Map.Entry<String, List<BigInteger>> e : nondet.entrySet()) {
            String type = KINDS.get(e.getKey());
            boolean floating = type.equals("float") || type.equals("double");
            sb.append("__attribute__((weak)) ").append(type).append(" __VERIFIER_nondet_").append(e.getKey()).append("(void) {\n")
                    .append("  static const unsigned long long values[] = {");
            for (int i = 0; i < e.getValue().size(); i++) sb.append(i > 0 ? ", " : "").append(e.getValue().get(i)).append("ULL");
            if (e.getValue().isEmpty()) sb.append("0"); // a kind the program calls but this path does not
            sb.append("};\n  static unsigned next;\n");
            if (floating) {
                // the values are the IEEE bits (a NaN's payload included), so they are copied, not converted
                String bits = type.equals("float") ? "unsigned int" : "unsigned long long";
                sb.append("  ").append(bits).append(" bits = next < ").append(e.getValue().size()).append(" ? (").append(bits)
                        .append(") values[next++] : 0;\n  ").append(type).append(" r;\n  memcpy(&r, &bits, sizeof r);\n  return r;\n}\n\n");
            } else {
                sb.append("  return next < ").append(e.getValue().size()).append(" ? (").append(type).append(") values[next++] : 0;\n}\n\n");
            }
        }
        java.util.Set<String> tags = new java.util.LinkedHashSet<>();
        for (effigy.ir.Program.External x : externals.values()) tags.addAll(x.tags());
        for (String tag : tags) sb.append(tag).append(";\n");
        if (!tags.isEmpty()) sb.append("\n");
        for (Map.Entry<String, effigy.ir.Program.External> e : externals.entrySet()) {
            effigy.ir.Program.External x = e.getValue();
            if (!x.returnsValue()) {
                sb.append("/* ").append(e.getKey()).append(" has no body in the program: it does nothing */\n__attribute__((weak)) ")
                        .append(x.definition()).append(" {\n}\n\n");
                continue;
            }
            List<BigInteger> values = external.getOrDefault(e.getKey(), List.of());
            sb.append("/* ").append(e.getKey()).append(" has no body in the program: its calls return the values this path's calls read */\n")
                    .append("__attribute__((weak)) ").append(x.definition()).append(" {\n");
            if (values.isEmpty()) { sb.append("  return 0;\n}\n\n"); continue; }
            sb.append("  static const unsigned long long values[] = {");
            for (int i = 0; i < values.size(); i++) sb.append(i > 0 ? ", " : "").append(values.get(i)).append("ULL");
            sb.append("};\n  static unsigned next;\n  return next < ").append(values.size()).append(" ? values[next++] : 0;\n}\n\n");
        }
        sb.append("__attribute__((weak)) void effigy_symbolic(void *p, unsigned long n, const char *name) {\n");
        for (int i = 0; i < symbolic.size(); i++) {
            sb.append("  static const unsigned char v").append(i).append("[] = ").append(cBytes(symbolic.get(i))).append("; /* ")
                    .append(symbolicNames.get(i).replace("*/", "* /")).append(" */\n");
        }
        sb.append("  static const unsigned char *values[] = {");
        for (int i = 0; i < symbolic.size(); i++) sb.append(i > 0 ? ", " : "").append("v").append(i);
        if (symbolic.isEmpty()) sb.append("0");
        sb.append("};\n  static const unsigned long sizes[] = {");
        for (int i = 0; i < symbolic.size(); i++) sb.append(i > 0 ? ", " : "").append(symbolic.get(i).length);
        if (symbolic.isEmpty()) sb.append("0");
        sb.append("};\n  static unsigned next;\n  (void) name;\n  memset(p, 0, n);\n  if (next < ").append(symbolic.size())
                .append(") { memcpy(p, values[next], n < sizes[next] ? n : sizes[next]); next++; }\n}\n\n");
        sb.append("__attribute__((weak)) void __VERIFIER_assume(int c) { if (!c) exit(0); }\n");
        sb.append("__attribute__((weak)) void __VERIFIER_assert(int c) { if (!c) abort(); }\n");
        sb.append("__attribute__((weak)) void reach_error(void) { abort(); }\n");
        sb.append("__attribute__((weak)) void __VERIFIER_error(void) { abort(); }\n");
        if (!entryFunction.equals("main")) {
            sb.append("\nint main(void) {\n");
            List<String> call = new ArrayList<>(), params = new ArrayList<>(), heap = new ArrayList<>();
            for (int i = 0; i < entryArgs.size(); i++) {
                params.add(cType(entry.params().get(i).type()));
                Executor.EntryArg a = entryArgs.get(i);
                Term.Sym s = (Term.Sym) a.value();
                Object v = leaf.test().valueOf(s);
                if (a.sizeTerm() != null) {
                    // libFuzzer's data: exactly size bytes on the heap, so that a sanitizer sees an access past them
                    long n = ((BigInteger) effigy.term.Evaluator.eval(a.sizeTerm(), leaf.test())).longValue();
                    sb.append("  static const unsigned char bytes").append(i).append("[] = ").append(cBytes(bytes(v, s.sort(), (int) n)))
                            .append(";\n  unsigned char *arg").append(i).append(" = malloc(").append(Math.max(n, 1)).append(");\n  memcpy(arg")
                            .append(i).append(", bytes").append(i).append(", ").append(n).append(");\n");
                    call.add("arg" + i);
                    heap.add("arg" + i);
                } else if (a.bufferSize() >= 0) {
                    java.util.Map<String, Object> named = Values.named(s, v);
                    if (named != null && !named.isEmpty()) {
                        // what the bytes hold, by the source's names: a[1] = 7, s->len = 3
                        List<String> parts = new ArrayList<>();
                        named.forEach((n, x) -> parts.add(n + " = " + x));
                        sb.append("  /* ").append(String.join(", ", parts).replace("*/", "* /")).append(" */\n");
                    }
                    sb.append("  static unsigned char arg").append(i).append("[] = ").append(cBytes(bytes(v, s.sort(), (int) a.bufferSize()))).append(";\n");
                    call.add("(void *) arg" + i);
                } else if (entry.params().get(i).type() instanceof effigy.ir.Type.FloatType ft) {
                    String type = ft.width() == 32 ? "float" : "double", bits = ft.width() == 32 ? "unsigned int" : "unsigned long long";
                    sb.append("  ").append(bits).append(" bits").append(i).append(" = ").append(v).append("ULL; ").append(type).append(" arg").append(i)
                            .append(";\n  memcpy(&arg").append(i).append(", &bits").append(i).append(", sizeof arg").append(i).append(");\n");
                    call.add("arg" + i);
                } else {
                    call.add("(" + cType(entry.params().get(i).type()) + ") " + v + "ULL");
                }
            }
            String ret = entry.returnType() instanceof effigy.ir.Type.VoidType ? "void" : cType(entry.returnType());
            // the entry's value does not matter (libFuzzer ignores it too); what the harness allocated it frees, so that
            // LeakSanitizer (on with -fsanitize=address) reports only the program's leaks, never the harness's
            sb.append("  extern ").append(ret).append(" ").append(entryFunction).append("(").append(params.isEmpty() ? "void" : String.join(", ", params))
                    .append(");\n  ").append(ret.equals("void") ? "" : "(void) ").append(entryFunction).append("(").append(String.join(", ", call)).append(");\n");
            for (String h : heap) sb.append("  free(").append(h).append(");\n");
            sb.append("  return 0;\n}\n");
        }
        return sb.toString();
    }

    /** A C type with the IR type's representation. */
    private static String cType(effigy.ir.Type t) {
        if (t instanceof effigy.ir.Type.BvType bv) return integerType(bv.width(), bv.signed());
        if (t instanceof effigy.ir.Type.FloatType ft) return ft.width() == 32 ? "float" : "double";
        if (t instanceof effigy.ir.Type.IntType it && it.hasLayout()) return integerType(it.width(), it.signed());
        return "void *";
    }

    private static String integerType(int width, boolean signed) {
        String base = switch (width) { case 8 -> "char"; case 16 -> "short"; case 32 -> "int"; default -> "long"; };
        return (signed ? (width == 8 ? "signed " : "") : "unsigned ") + base;
    }

    /** The little-endian bytes of a value: a bit-vector's, or the first {@code size} elements of a byte array. */
    private static byte[] bytes(Object v, Sort sort, int size) {
        if (v instanceof ArrayValue a) {
            int n = a.elements().isEmpty() ? size : Math.max(size, a.elements().keySet().stream().mapToInt(BigInteger::intValue).max().orElse(0) + 1);
            n = Math.min(n, size);
            byte[] out = new byte[n];
            for (int i = 0; i < n; i++) out[i] = ((BigInteger) a.get(BigInteger.valueOf(i))).byteValue();
            return out;
        }
        int w = sort instanceof Sort.BvSort bv ? bv.width() / 8 : 8;
        byte[] out = new byte[w];
        BigInteger b = (BigInteger) v;
        for (int i = 0; i < w; i++) out[i] = b.shiftRight(8 * i).byteValue();
        return out;
    }

    private static String cBytes(byte[] b) {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < b.length; i++) sb.append(i > 0 ? ", " : "").append(b[i] & 0xff);
        if (b.length == 0) sb.append("0");
        return sb.append('}').toString();
    }
}
