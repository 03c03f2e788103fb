package effigy.driver;

import effigy.exec.Intrinsics;
import effigy.ir.Block;
import effigy.ir.DataModel;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Program;
import effigy.lang.c.CParser;
import effigy.lang.c.lower.CLowering;
import effigy.lang.c.lower.IntSemantics;
import effigy.lang.c.pp.IncludeResolver;
import effigy.lang.c.pp.Preprocessor;
import effigy.lang.c.sema.CProgram;
import effigy.lang.c.sema.Sema;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.FunctionType;
import effigy.lang.c.types.IntegerType;
import effigy.source.Diagnostic;
import effigy.lang.c.types.Types;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The C pipeline: preprocess, parse and analyse each file, lower them together into one program. */
final class CFrontend {
    private CFrontend() {}

    /** A lowered program and the warnings about it (one per function with no body that it calls). */
    record Lowered(Program program, List<Diagnostic> warnings) {}

    static Program lower(List<SourceFile> files, IntSemantics ints) {
        return lowerWithWarnings(files, ints, DataModel.LP64).program();
    }

    /**
     * The program of {@code files} compiled for {@code model} (types laid out, macros predefined as gcc does
     * for it), with the warnings about it.
     */
    static Lowered lowerWithWarnings(List<SourceFile> files, IntSemantics ints, DataModel model) {
        List<CProgram> units = new ArrayList<>();
        Program p = Types.withDataModel(model, () -> {
            for (SourceFile f : files) {
                units.add(Sema.analyze(CParser.parse(Preprocessor.preprocess(f, IncludeResolver.standard(List.of()), Map.of(), model))));
            }
            return CLowering.lower(units, List.of(library(model)), ints);
        });
        Map<String, Program.External> externals = new java.util.LinkedHashMap<>();
        List<Diagnostic> warnings = checkCallees(p, units, externals);
        return new Lowered(new Program(p.functions(), p.globals(), p.dataModel(), externals), warnings);
    }

    private static final java.util.EnumMap<DataModel, CProgram> LIBRARY = new java.util.EnumMap<>(DataModel.class);

    /** The name of the source file of Effigy's C library (for telling its functions from the program's). */
    static final String LIBRARY_FILE = effigy.ir.Program.LIBRARY_FILE;

    /** Effigy's C library (string and memory functions in C), analysed once per data model (on this thread's, {@link Types#dataModel()}). */
    private static synchronized CProgram library(DataModel model) {
        CProgram library = LIBRARY.get(model);
        if (library == null) {
            String text;
            try (var in = CFrontend.class.getResourceAsStream("/effigy/lang/c/lib/effigy_libc.c")) {
                text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            } catch (java.io.IOException | NullPointerException e) {
                throw new IllegalStateException("Effigy's C library is missing from the build", e);
            }
            SourceFile f = new SourceFile(LIBRARY_FILE, text);
            library = Sema.analyze(CParser.parse(Preprocessor.preprocess(f, IncludeResolver.builtin(), Map.of(), model)));
            LIBRARY.put(model, library);
        }
        return library;
    }

    /**
     * Every called function is defined by the program, modelled by the executor, or has no body and returns
     * an integer type other than {@code _Bool}, or nothing: a call of it then returns a fresh symbol (or does
     * nothing), and the warnings say so, once per function at its first call. A function with no body that
     * returns a pointer, a {@code _Bool} or a struct is an error at its first call: Effigy would have to
     * make up an object (or a byte that is 0 or 1), and does not guess.
     */
    private static List<Diagnostic> checkCallees(Program p, List<CProgram> units, Map<String, Program.External> externals) {
        Map<String, CType> returnTypes = new HashMap<>();
        Map<String, FunctionType> types = new HashMap<>();
        for (CProgram u : units) {
            for (effigy.lang.c.sema.Function f : u.externalFunctions()) {
                returnTypes.putIfAbsent(f.name(), f.type().returnType());
                types.putIfAbsent(f.name(), f.type());
            }
        }
        List<Diagnostic> warnings = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Function f : p.functions().values()) {
            for (Block b : f.blocks()) {
                for (Instr i : b.instrs()) {
                    if (!(i instanceof Instr.Call c) || p.function(c.callee()) != null || Intrinsics.handles(c.callee())) continue;
                    if (!seen.add(c.callee())) continue;
                    CType ret = returnTypes.get(c.callee());
                    String name = c.callee();
                    if (ret != null && (ret.isVoid() || ret.isInteger() && !ret.unqualified().equals(IntegerType.BOOL))) {
                        externals.put(name, external(name, types.get(name)));
                    }
                    if (ret != null && ret.isVoid()) {
                        warnings.add(Diagnostic.at(c.span(), "function " + name + " has no body: its calls do nothing"));
                    } else if (ret != null && ret.isInteger() && !ret.unqualified().equals(IntegerType.BOOL)) {
                        warnings.add(Diagnostic.at(c.span(), "function " + name + " has no body: each call returns a fresh symbolic "
                                + ret.unqualified().spelling() + " (shown by the variable it is read into, else named " + name + "@<line of the call>)"));
                    } else {
                        throw DiagnosticException.at(c.span(), "function " + name + " has no body"
                                + (ret == null ? "" : " and returns '" + ret.spelling() + "'")
                                + ": Effigy makes up results only of integer types (and provides the C library's memory, string, heap"
                                + " and output functions, exit, abort, assert and the __VERIFIER_ functions); define it");
                    }
                }
            }
        }
        return warnings;
    }

    /**
     * The function as a test harness defines it: the head of a definition with the declared return and
     * parameter types (parameters named p0, p1, ...), so that it has the ABI the program calls it with. A
     * type the harness cannot name without the program's definitions is replaced by one of the same
     * representation: an enum by {@code int} (Effigy's enums are ints), a parameter that is a struct or
     * union by value, or whose type involves an enum, an untagged struct or a variable-length array, by
     * {@code void *} when it is a pointer (the harness ignores its arguments). Struct and union tags the
     * head names are returned to be declared before it ({@code struct reading;}).
     */
    static Program.External external(String name, FunctionType type) {
        java.util.LinkedHashSet<String> tags = new java.util.LinkedHashSet<>();
        List<String> params = new ArrayList<>();
        for (int i = 0; i < type.parameters().size(); i++) {
            CType t = type.parameters().get(i);
            String declarator = "p" + i;
            java.util.LinkedHashSet<String> named = new java.util.LinkedHashSet<>();
            if (t.unqualified() instanceof effigy.lang.c.types.EnumType) params.add("int " + declarator);
            else if (nameable(t, named) && !(t.unqualified() instanceof effigy.lang.c.types.StructType)) {
                params.add(t.spelling(declarator));
                tags.addAll(named);
            } else params.add("void *" + declarator);
        }
        if (type.variadic()) params.add("...");
        if (type.prototyped() && params.isEmpty()) params.add("void");
        CType ret = type.returnType();
        String head = (ret.unqualified() instanceof effigy.lang.c.types.EnumType ? "int" : ret.spelling()) + " " + name
                + "(" + String.join(", ", params) + ")";
        return new Program.External(head, List.copyOf(tags), !ret.isVoid());
    }

    /** Whether the harness can spell {@code t} as the program does; collects the struct and union tags it names. */
    private static boolean nameable(CType t, Set<String> tags) {
        if (t instanceof effigy.lang.c.types.QualifiedType q) return nameable(q.base(), tags);
        if (t instanceof effigy.lang.c.types.PointerType ptr) return nameable(ptr.pointee(), tags);
        if (t instanceof effigy.lang.c.types.ArrayType a) return !a.isVariableLength() && nameable(a.element(), tags);
        if (t instanceof FunctionType f) {
            for (CType param : f.parameters()) if (!nameable(param, tags)) return false;
            return nameable(f.returnType(), tags);
        }
        if (t instanceof effigy.lang.c.types.StructType st) {
            if (st.tag().isEmpty()) return false;
            tags.add(st.keyword() + " " + st.tag().get());
            return true;
        }
        return !(t instanceof effigy.lang.c.types.EnumType);
    }
}
