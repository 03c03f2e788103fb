package effigy.lang.c.sema;

import effigy.lang.c.ast.Declaration;
import effigy.lang.c.ast.DeclarationSpecifiers;
import effigy.lang.c.ast.DeclarationSpecifiers.StorageClass;
import effigy.lang.c.ast.Declarator;
import effigy.lang.c.ast.ExternalDeclaration;
import effigy.lang.c.ast.Pragma;
import effigy.lang.c.ast.Stmt;
import effigy.lang.c.ast.TranslationUnit;
import effigy.lang.c.ast.TypeName;
import effigy.lang.c.ast.TypeSpecifier;
import effigy.lang.c.types.ArrayType;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.EnumType;
import effigy.lang.c.types.FunctionType;
import effigy.lang.c.types.IntKind;
import effigy.lang.c.types.IntegerType;
import effigy.lang.c.types.PointerType;
import effigy.lang.c.types.StructType;
import effigy.lang.c.types.Types;
import effigy.lang.c.types.VoidType;
import effigy.source.DiagnosticException;
import effigy.source.Span;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Semantic analysis of a C translation unit: resolves every name, computes every type, checks C99's constraints
 * and produces the typed tree the lowering consumes ({@link CProgram}; see {@link TypedExpr} and
 * {@link TypedStmt} for its contract).
 *
 * <p>Choices where C leaves room or the project narrows it:
 * <ul>
 *   <li>Every constraint violation detected is an error (some are only warnings in gcc): incompatible pointer
 *       assignments, pointer/integer mixing without a cast, qualifiers discarded, {@code return} with the wrong
 *       presence of a value.</li>
 *   <li>A call to an undeclared identifier declares it implicitly as {@code int name()} at file scope (C89),
 *       silently; a later declaration must be compatible. {@link Function#isImplicit()} records it.</li>
 *   <li>Not supported, each with a diagnostic: anonymous struct/union members, variable-length arrays,
 *       zero-length arrays, initialized flexible array members, forward references to undefined enums,
 *       {@code long long} bit-fields under ILP32.</li>
 *   <li>GNU C's arithmetic on {@code void *} and on function pointers (element size 1), and {@code sizeof} of
 *       {@code void} or of a function type (1), are accepted as gcc accepts them (gcc warns only with
 *       {@code -Wpointer-arith}).</li>
 *   <li>An enum type is compatible with {@code int} (see {@link EnumType}).</li>
 * </ul>
 * The first error raises a {@link DiagnosticException} with the span of the offending construct.
 */
public final class Sema {
    /** What an ordinary identifier denotes in a scope. */
    sealed interface Binding permits ObjectBinding, FunctionBinding, TypedefBinding, EnumeratorBinding {
        Span span();
    }

    record ObjectBinding(Variable variable, Span span) implements Binding {}

    record FunctionBinding(Function function, Span span) implements Binding {}

    record TypedefBinding(CType type, Span span) implements Binding {}

    record EnumeratorBinding(BigInteger value, Span span) implements Binding {}

    private static final class Scope {
        final Map<String, Binding> ordinary = new HashMap<>();
        /** Tag to {@link StructType} or {@link EnumType}. */
        final Map<String, CType> tags = new HashMap<>();
    }

    /** A declarator applied to a type: the name (if any), its type, and for a function the named parameters. */
    private record Declared(Optional<String> name, Span span, CType type, List<Parameter> parameters) {}

    /** A parameter of a function declarator, type adjusted; {@code register} if so declared. */
    private record Parameter(Optional<String> name, CType type, boolean register, Span span) {}

    /** State of the function whose body is being analysed. */
    private static final class FunctionContext {
        final Function function;
        final FunctionType type;
        final Map<String, Label> labels = new LinkedHashMap<>();
        final List<Variable> locals = new ArrayList<>();
        final Deque<SwitchContext> switches = new ArrayDeque<>();
        int loops;
        int breakables;
        /** How many statement expressions enclose the statement being analysed. */
        int statementExpressions;
        Variable functionName;
        /** The hidden parameter holding the address of the variable-argument area (functions with {@code ...}). */
        Variable variableArguments;

        FunctionContext(Function function, FunctionType type) {
            this.function = function;
            this.type = type;
        }
    }

    private static final class SwitchContext {
        final IntegerType type;
        final List<SwitchCase> cases = new ArrayList<>();

        SwitchContext(IntegerType type) { this.type = type; }
    }

    private final Deque<Scope> scopes = new ArrayDeque<>();
    /** Every identifier with linkage (functions and file-scope or extern objects), by name. */
    private final Map<String, Object> linked = new HashMap<>();
    /** The functions declared with {@code long double}, left out by the parser ({@link TranslationUnit#longDoublePrototypes()}). */
    private Map<String, effigy.source.Span> longDoublePrototypes = Map.of();
    private final List<Function> functionsInOrder = new ArrayList<>();
    private final Set<Function> defined = new HashSet<>();
    private final LinkedHashMap<Variable, Optional<TypedInitializer>> staticObjects = new LinkedHashMap<>();
    private final Set<Variable> initialized = new HashSet<>();
    private final Set<Variable> registers = new HashSet<>();
    private final List<Variable> externalObjectsInOrder = new ArrayList<>();
    private final List<FunctionDefinition> definitions = new ArrayList<>();
    private final List<Pragma> filePragmas = new ArrayList<>();
    private final ExpressionChecker expressions = new ExpressionChecker(this);
    private final InitializerChecker initializers = new InitializerChecker(expressions);
    private FunctionContext function;
    /** How deep in parameter lists the declarators being applied are (their array lengths are not evaluated). */
    private int parameterDepth;
    private int unevaluated;
    private int nextVariableId;
    private int nextFunctionId;
    private int nextStringId;

    private Sema() {
        scopes.push(new Scope());
        // gcc's built-in type of variable argument lists (<stdio.h> declares vprintf and the like with it)
        scope().ordinary.put("__builtin_va_list", new TypedefBinding(new PointerType(VoidType.VOID), Span.NONE));
    }

    /**
     * Analyses a translation unit.
     *
     * @throws DiagnosticException at the first error
     */
    public static CProgram analyze(TranslationUnit unit) {
        return new Sema().run(unit);
    }

    private CProgram run(TranslationUnit unit) {
        longDoublePrototypes = unit.longDoublePrototypes();
        for (ExternalDeclaration d : unit.declarations()) {
            if (d instanceof Pragma p) filePragmas.add(p);
            else if (d instanceof Declaration decl) declaration(decl, true);
            else {
                effigy.lang.c.ast.FunctionDefinition fd = (effigy.lang.c.ast.FunctionDefinition) d;
                try {
                    functionDefinition(fd);
                } catch (StackOverflowError e) {
                    throw DiagnosticException.at(fd.span(), "this function is nested or chained too deeply for Effigy's stack");
                }
            }
        }
        for (Variable v : staticObjects.keySet()) {
            if (!v.type().isComplete()) {
                throw DiagnosticException.at(v.span(), "variable '" + v.name() + "' has incomplete type '"
                        + v.type().spelling() + "'");
            }
            requireHoldable(v, v.span());
        }
        List<ObjectDefinition> objects = new ArrayList<>();
        staticObjects.forEach((v, init) -> objects.add(new ObjectDefinition(v, init)));
        List<Variable> externalObjects = new ArrayList<>();
        for (Variable v : externalObjectsInOrder) if (!staticObjects.containsKey(v)) externalObjects.add(v);
        List<Function> externalFunctions = new ArrayList<>();
        for (Function f : functionsInOrder) if (!defined.contains(f)) externalFunctions.add(f);
        return new CProgram(objects, externalObjects, definitions, externalFunctions, filePragmas);
    }

    // -------------------------------------------------------------------------------- services for checkers

    /** The innermost binding of an ordinary identifier, or null. */
    Binding lookup(String name) {
        for (Scope s : scopes) {
            Binding b = s.ordinary.get(name);
            if (b != null) return b;
        }
        return null;
    }

    /** The type a type name denotes. */
    CType typeName(TypeName t) {
        CType base = specifiers(t.specifiers(), false);
        return apply(t.declarator(), base).type();
    }

    /** Evaluates {@code body} as an unevaluated operand (of {@code sizeof}): string literals make no objects. */
    <T> T unevaluated(Supplier<T> body) {
        unevaluated++;
        try {
            return body.get();
        } finally {
            unevaluated--;
        }
    }

    /** The anonymous static array of a string literal, {@code char[n + 1]}, recorded with its bytes. */
    Variable stringLiteral(String bytes, Span span) {
        ArrayType type = ArrayType.of(IntegerType.CHAR, bytes.length() + 1L);
        Variable v = new Variable(".str" + nextStringId++, type, Variable.Kind.STRING_LITERAL, Linkage.NONE, span,
                nextVariableId++);
        if (unevaluated == 0) {
            staticObjects.put(v, Optional.of(new TypedInitializer.StringInit(type, bytes + '\0', span)));
        }
        return v;
    }

    /**
     * The hidden parameter of the function being analysed that holds the address of its variable-argument area
     * ({@code va_start} reads it); rejects the use outside a function with {@code ...}.
     */
    Variable variableArguments(String what, Span span) {
        if (function == null || function.variableArguments == null) {
            throw DiagnosticException.at(span, "'" + what + "' used in function with fixed arguments");
        }
        return function.variableArguments;
    }

    /**
     * A GNU statement expression: its items are analysed as a block in a scope of its own; a final expression
     * statement gives the value. Jumps out of it ({@code return}, {@code goto}, {@code break} and
     * {@code continue} to an enclosing statement, {@code case} labels of an enclosing switch) are rejected.
     */
    TypedExpr statementExpression(effigy.lang.c.ast.Expr.StatementExpr e) {
        if (function == null) throw DiagnosticException.at(e.span(), "statement expressions are allowed only inside functions");
        List<Stmt> items = e.body().items();
        List<SwitchContext> switches = new ArrayList<>(function.switches);
        int loops = function.loops, breakables = function.breakables;
        function.switches.clear();
        function.loops = 0;
        function.breakables = 0;
        function.statementExpressions++;
        pushScope();
        try {
            List<TypedStmt> body = new ArrayList<>();
            Optional<TypedExpr> result = Optional.empty();
            for (int i = 0; i < items.size(); i++) {
                if (i == items.size() - 1 && items.get(i) instanceof Stmt.ExpressionStmt last) {
                    result = Optional.of(expressions.discarded(expressions.check(last.expression())));
                } else {
                    body.add(statement(items.get(i)));
                }
            }
            CType type = result.isPresent() ? result.get().type() : VoidType.VOID;
            return new TypedExpr.StatementExpr(new TypedStmt.Block(body, e.body().span()), result, type, e.span());
        } finally {
            popScope();
            function.statementExpressions--;
            function.loops = loops;
            function.breakables = breakables;
            for (int i = switches.size() - 1; i >= 0; i--) function.switches.push(switches.get(i));
        }
    }

    /** Whether {@code v} was declared {@code register} (its address may not be taken). */
    boolean isRegister(Variable v) { return registers.contains(v); }

    /** {@code __func__} of the current function (C99 6.4.2.2), or empty outside function bodies. */
    Optional<Variable> functionName(Span span) {
        if (function == null) return Optional.empty();
        if (function.functionName == null) {
            String name = function.function.name();
            ArrayType type = ArrayType.of(Types.qualify(IntegerType.CHAR, true, false), name.length() + 1L);
            Variable v = new Variable("__func__", type, Variable.Kind.STRING_LITERAL, Linkage.NONE, span, nextVariableId++);
            staticObjects.put(v, Optional.of(new TypedInitializer.StringInit(type, name + '\0', span)));
            function.functionName = v;
        }
        return Optional.of(function.functionName);
    }

    private static final CType VOID_PTR = new PointerType(VoidType.VOID);
    private static final CType CONST_VOID_PTR = new PointerType(Types.qualify(VoidType.VOID, true, false));
    private static final CType CHAR_PTR = new PointerType(IntegerType.CHAR);
    private static final CType CONST_CHAR_PTR = new PointerType(Types.qualify(IntegerType.CHAR, true, false));

    /**
     * The prototypes of gcc's builtins that are functions of Effigy's C library (effigy_libc.c defines them)
     * or executor intrinsics ({@code __builtin_abort}, {@code __builtin_trap}, {@code __builtin_unreachable}).
     */
    private static final java.util.EnumMap<effigy.ir.DataModel, Map<String, FunctionType>> BUILTINS = new java.util.EnumMap<>(effigy.ir.DataModel.class);

    /** The builtins' prototypes for the data model being compiled ({@code size_t} is its own). */
    private static synchronized Map<String, FunctionType> builtins() {
        return BUILTINS.computeIfAbsent(Types.dataModel(), m -> builtinsOf(IntegerType.sizeT()));
    }

    private static Map<String, FunctionType> builtinsOf(IntegerType sizeT) {
        return Map.ofEntries(
            Map.entry("__builtin_abort", new FunctionType(VoidType.VOID, List.of(), false, true)),
            Map.entry("__builtin_trap", new FunctionType(VoidType.VOID, List.of(), false, true)),
            Map.entry("__builtin_unreachable", new FunctionType(VoidType.VOID, List.of(), false, true)),
            Map.entry("__builtin_memcpy", new FunctionType(VOID_PTR, List.of(VOID_PTR, CONST_VOID_PTR, sizeT), false, true)),
            Map.entry("__builtin_memmove", new FunctionType(VOID_PTR, List.of(VOID_PTR, CONST_VOID_PTR, sizeT), false, true)),
            Map.entry("__builtin_memset", new FunctionType(VOID_PTR, List.of(VOID_PTR, IntegerType.INT, sizeT), false, true)),
            Map.entry("__builtin_memcmp", new FunctionType(IntegerType.INT, List.of(CONST_VOID_PTR, CONST_VOID_PTR, sizeT), false, true)),
            Map.entry("__builtin_strlen", new FunctionType(sizeT, List.of(CONST_CHAR_PTR), false, true)),
            Map.entry("__builtin_strcmp", new FunctionType(IntegerType.INT, List.of(CONST_CHAR_PTR, CONST_CHAR_PTR), false, true)),
            Map.entry("__builtin_strncmp", new FunctionType(IntegerType.INT, List.of(CONST_CHAR_PTR, CONST_CHAR_PTR, sizeT), false, true)),
            Map.entry("__builtin_strcpy", new FunctionType(CHAR_PTR, List.of(CHAR_PTR, CONST_CHAR_PTR), false, true)),
            Map.entry("__builtin_strncpy", new FunctionType(CHAR_PTR, List.of(CHAR_PTR, CONST_CHAR_PTR, sizeT), false, true)),
            Map.entry("__builtin_strchr", new FunctionType(CHAR_PTR, List.of(CONST_CHAR_PTR, IntegerType.INT), false, true)),
            Map.entry("__builtin_bswap16", new FunctionType(IntegerType.USHORT, List.of(IntegerType.USHORT), false, true)),
            Map.entry("__builtin_bswap32", new FunctionType(IntegerType.UINT, List.of(IntegerType.UINT), false, true)),
            Map.entry("__builtin_bswap64", new FunctionType(IntegerType.ULLONG, List.of(IntegerType.ULLONG), false, true)),
            Map.entry("__builtin_clz", new FunctionType(IntegerType.INT, List.of(IntegerType.UINT), false, true)),
            Map.entry("__builtin_clzl", new FunctionType(IntegerType.INT, List.of(IntegerType.ULONG), false, true)),
            Map.entry("__builtin_clzll", new FunctionType(IntegerType.INT, List.of(IntegerType.ULLONG), false, true)),
            Map.entry("__builtin_ctz", new FunctionType(IntegerType.INT, List.of(IntegerType.UINT), false, true)),
            Map.entry("__builtin_ctzl", new FunctionType(IntegerType.INT, List.of(IntegerType.ULONG), false, true)),
            Map.entry("__builtin_ctzll", new FunctionType(IntegerType.INT, List.of(IntegerType.ULLONG), false, true)),
            Map.entry("__builtin_popcount", new FunctionType(IntegerType.INT, List.of(IntegerType.UINT), false, true)),
            Map.entry("__builtin_popcountl", new FunctionType(IntegerType.INT, List.of(IntegerType.ULONG), false, true)),
            Map.entry("__builtin_popcountll", new FunctionType(IntegerType.INT, List.of(IntegerType.ULLONG), false, true)));
    }

    /** The builtin {@code name} declared at file scope with its prototype by a call, or null if it is not a builtin. */
    Function builtinFunction(String name, Span span) {
        FunctionType type = builtins().get(name);
        if (type == null || linked.containsKey(name)) return null;
        Function f = new Function(name, type, Linkage.EXTERNAL, span, false, nextFunctionId++);
        linked.put(name, f);
        functionsInOrder.add(f);
        scopes.getLast().ordinary.put(name, new FunctionBinding(f, span));
        return f;
    }

    /** Throws when {@code name} is a function declared with {@code long double}, which Effigy does not support. */
    void longDoubleUse(String name, Span span) {
        effigy.source.Span at = longDoublePrototypes.get(name);
        if (at != null && lookup(name) == null) {
            throw DiagnosticException.at(span, "'" + name + "' is declared with long double at line " + at.line()
                    + ", and long double is not supported (only float and double)");
        }
    }

    /** The function {@code int name()} implicitly declared at file scope by a call to the undeclared {@code name}. */
    Function implicitFunction(String name, Span span) {
        longDoubleUse(name, span);
        Object existing = linked.get(name);
        if (existing instanceof Function f) {
            scopes.getLast().ordinary.put(name, new FunctionBinding(f, span));
            return f;
        }
        if (existing != null) throw DiagnosticException.at(span, "'" + name + "' is not a function");
        Function f = new Function(name, new FunctionType(IntegerType.INT, List.of(), false, false), Linkage.EXTERNAL,
                span, true, nextFunctionId++);
        linked.put(name, f);
        functionsInOrder.add(f);
        scopes.getLast().ordinary.put(name, new FunctionBinding(f, span));
        return f;
    }

    // --------------------------------------------------------------------------------------------- scopes

    private Scope scope() { return scopes.peek(); }

    private void pushScope() { scopes.push(new Scope()); }

    private void popScope() { scopes.pop(); }

    private CType lookupTag(String tag) {
        for (Scope s : scopes) {
            CType t = s.tags.get(tag);
            if (t != null) return t;
        }
        return null;
    }

    private static String where(Span span) {
        return span.isNone() ? "" : " (previous declaration at " + span.line() + ":" + span.column() + ")";
    }

    // ---------------------------------------------------------------------------------------- declarations

    /**
     * Declares what a declaration declares, in the current scope; returns the statements it amounts to at block
     * scope ({@link TypedStmt.Declare} of automatic variables, in order).
     */
    private List<TypedStmt> declaration(Declaration d, boolean fileScope) {
        DeclarationSpecifiers specs = d.specifiers();
        CType base = specifiers(specs, d.declarators().isEmpty());
        Optional<StorageClass> storage = specs.storageClass();
        if (fileScope && storage.isPresent() && (storage.get() == StorageClass.AUTO || storage.get() == StorageClass.REGISTER)) {
            throw DiagnosticException.at(specs.span(), "'" + storage.get().keyword() + "' is not allowed at file scope");
        }
        List<TypedStmt> result = new ArrayList<>();
        for (Declaration.InitDeclarator id : d.declarators()) {
            Declared decl = apply(id.declarator(), base);
            String name = decl.name().orElseThrow();
            if (storage.isPresent() && storage.get() == StorageClass.TYPEDEF) {
                if (id.initializer().isPresent()) {
                    throw DiagnosticException.at(id.span(), "typedef '" + name + "' is initialized");
                }
                defineTypedef(name, decl.type(), decl.span());
            } else if (decl.type().isFunction()) {
                if (id.initializer().isPresent()) {
                    throw DiagnosticException.at(id.span(), "function '" + name + "' is initialized like a variable");
                }
                if (!fileScope && storage.isPresent() && storage.get() != StorageClass.EXTERN) {
                    throw DiagnosticException.at(specs.span(), "invalid storage class for the block-scope function '"
                            + name + "'");
                }
                declareFunction(name, (FunctionType) decl.type(), storage, decl.span());
            } else if (fileScope) {
                globalObject(name, decl, storage, id.initializer());
            } else {
                localObject(name, decl, storage, id).ifPresent(result::add);
            }
        }
        return result;
    }

    private void defineTypedef(String name, CType type, Span span) {
        Binding existing = scope().ordinary.get(name);
        if (existing != null && !(existing instanceof TypedefBinding t && t.type().equals(type))) {
            throw DiagnosticException.at(span, "redefinition of '" + name + "'" + where(existing.span()));
        }
        scope().ordinary.put(name, new TypedefBinding(type, span));
    }

    private Function declareFunction(String name, FunctionType type, Optional<StorageClass> storage, Span span) {
        boolean isStatic = storage.isPresent() && storage.get() == StorageClass.STATIC;
        Binding local = scope().ordinary.get(name);
        if (local != null && !(local instanceof FunctionBinding)) {
            throw DiagnosticException.at(span, "'" + name + "' redeclared as a different kind of symbol" + where(local.span()));
        }
        Object existing = linked.get(name);
        Function f;
        if (existing instanceof Variable v) {
            throw DiagnosticException.at(span, "'" + name + "' redeclared as a different kind of symbol" + where(v.span()));
        } else if (existing instanceof Function old) {
            if (!Types.compatible(old.type(), type)) {
                throw DiagnosticException.at(span, "conflicting types for '" + name + "': '" + type.spelling()
                        + "' and '" + old.type().spelling() + "'" + where(old.span()));
            }
            if (isStatic && old.linkage() == Linkage.EXTERNAL) {
                throw DiagnosticException.at(span, "static declaration of '" + name + "' follows non-static declaration"
                        + where(old.span()));
            }
            old.refineType((FunctionType) Types.composite(old.type(), type));
            f = old;
        } else {
            f = new Function(name, type, isStatic ? Linkage.INTERNAL : Linkage.EXTERNAL, span, false, nextFunctionId++);
            linked.put(name, f);
            functionsInOrder.add(f);
        }
        scope().ordinary.put(name, new FunctionBinding(f, span));
        return f;
    }

    private void globalObject(String name, Declared decl, Optional<StorageClass> storage,
                              Optional<effigy.lang.c.ast.Initializer> init) {
        boolean isStatic = storage.isPresent() && storage.get() == StorageClass.STATIC;
        boolean isExtern = storage.isPresent() && storage.get() == StorageClass.EXTERN;
        Object existing = linked.get(name);
        Variable v;
        if (existing instanceof Function f) {
            throw DiagnosticException.at(decl.span(), "'" + name + "' redeclared as a different kind of symbol" + where(f.span()));
        } else if (existing instanceof Variable old) {
            if (!Types.compatible(old.type(), decl.type())) {
                throw DiagnosticException.at(decl.span(), "conflicting types for '" + name + "': '"
                        + decl.type().spelling() + "' and '" + old.type().spelling() + "'" + where(old.span()));
            }
            if (isStatic && old.linkage() == Linkage.EXTERNAL) {
                throw DiagnosticException.at(decl.span(), "static declaration of '" + name
                        + "' follows non-static declaration" + where(old.span()));
            }
            if (!isStatic && !isExtern && old.linkage() == Linkage.INTERNAL) {
                throw DiagnosticException.at(decl.span(), "non-static declaration of '" + name
                        + "' follows static declaration" + where(old.span()));
            }
            old.refineType(Types.composite(old.type(), decl.type()));
            v = old;
        } else {
            v = new Variable(name, decl.type(), Variable.Kind.GLOBAL, isStatic ? Linkage.INTERNAL : Linkage.EXTERNAL,
                    decl.span(), nextVariableId++);
            linked.put(name, v);
            externalObjectsInOrder.add(v);
        }
        scope().ordinary.put(name, new ObjectBinding(v, decl.span()));
        if (init.isPresent()) {
            requireInitializable(v);
            if (!initialized.add(v)) {
                throw DiagnosticException.at(decl.span(), "redefinition of '" + name + "'" + where(v.span()));
            }
            TypedInitializer ti = initializers.initialize(v.type(), init.get(), true);
            v.refineType(InitializerChecker.completedType(v.type(), ti));
            staticObjects.put(v, Optional.of(ti));
        } else if (!isExtern) {
            staticObjects.putIfAbsent(v, Optional.empty());
        }
    }

    private Optional<TypedStmt> localObject(String name, Declared decl, Optional<StorageClass> storage,
                                            Declaration.InitDeclarator id) {
        Binding existing = scope().ordinary.get(name);
        StorageClass sc = storage.orElse(StorageClass.AUTO);
        if (sc == StorageClass.EXTERN) {
            if (id.initializer().isPresent()) {
                throw DiagnosticException.at(id.span(), "'extern' variable '" + name + "' cannot have an initializer");
            }
            Object linkedEntity = linked.get(name);
            Variable v;
            if (linkedEntity instanceof Function f) {
                throw DiagnosticException.at(decl.span(), "'" + name + "' redeclared as a different kind of symbol" + where(f.span()));
            } else if (linkedEntity instanceof Variable old) {
                if (!Types.compatible(old.type(), decl.type())) {
                    throw DiagnosticException.at(decl.span(), "conflicting types for '" + name + "'" + where(old.span()));
                }
                old.refineType(Types.composite(old.type(), decl.type()));
                v = old;
            } else {
                v = new Variable(name, decl.type(), Variable.Kind.GLOBAL, Linkage.EXTERNAL, decl.span(), nextVariableId++);
                linked.put(name, v);
                externalObjectsInOrder.add(v);
            }
            if (existing != null && !(existing instanceof ObjectBinding o && o.variable() == v)) {
                throw DiagnosticException.at(decl.span(), "redefinition of '" + name + "'" + where(existing.span()));
            }
            scope().ordinary.put(name, new ObjectBinding(v, decl.span()));
            return Optional.empty();
        }
        if (existing != null) {
            throw DiagnosticException.at(decl.span(), "redefinition of '" + name + "'" + where(existing.span()));
        }
        boolean isStatic = sc == StorageClass.STATIC;
        if (Types.isVariablyModified(decl.type()) && (isStatic || id.initializer().isPresent())) {
            throw DiagnosticException.at(decl.span(), isStatic ? "a static variable cannot have a variably modified type"
                    : "a variable-length array cannot be initialized");
        }
        Variable v = new Variable(name, decl.type(), isStatic ? Variable.Kind.STATIC_LOCAL : Variable.Kind.LOCAL,
                Linkage.NONE, decl.span(), nextVariableId++);
        scope().ordinary.put(name, new ObjectBinding(v, decl.span()));
        if (sc == StorageClass.REGISTER) registers.add(v);
        Optional<TypedInitializer> init = Optional.empty();
        if (id.initializer().isPresent()) {
            requireInitializable(v);
            TypedInitializer ti = initializers.initialize(v.type(), id.initializer().get(), isStatic);
            v.refineType(InitializerChecker.completedType(v.type(), ti));
            init = Optional.of(ti);
        }
        if (!v.type().isComplete()) {
            throw DiagnosticException.at(decl.span(), "variable '" + name + "' has incomplete type '"
                    + v.type().spelling() + "'");
        }
        requireHoldable(v, decl.span());
        if (isStatic) {
            staticObjects.put(v, init);
            return Optional.empty();
        }
        function.locals.add(v);
        return Optional.of(new TypedStmt.Declare(v, init, id.span()));
    }

    /**
     * The largest object Effigy's memory model holds, in bytes (256 MiB): it keeps each object's bytes in one array,
     * copied when a path that changes them forks. A larger variable is an error at its declaration, as gcc's "size
     * of array is too large" is (at 2^63 bytes there); a variable-length array's bound is checked when it is reached.
     */
    public static final long MAX_OBJECT_BYTES = 1L << 28;

    /** A variable's object must fit {@link #MAX_OBJECT_BYTES}. */
    private static void requireHoldable(Variable v, Span at) {
        if (Types.hasVariableSize(v.type())) return;
        long size = Types.sizeOf(v.type());
        if (size > MAX_OBJECT_BYTES) {
            throw DiagnosticException.at(at, "variable '" + v.name() + "' is " + size + " bytes, larger than the "
                    + MAX_OBJECT_BYTES + " bytes Effigy's memory model holds in one object");
        }
    }

    /** An initialized object must have a complete type, or be an array whose length the initializer gives. */
    private static void requireInitializable(Variable v) {
        if (!v.type().isComplete() && !v.type().isArray()) {
            throw DiagnosticException.at(v.span(), "variable '" + v.name() + "' has incomplete type '"
                    + v.type().spelling() + "'");
        }
    }

    private void functionDefinition(effigy.lang.c.ast.FunctionDefinition fd) {
        DeclarationSpecifiers specs = fd.specifiers();
        Optional<StorageClass> storage = specs.storageClass();
        if (storage.isPresent() && storage.get() != StorageClass.STATIC && storage.get() != StorageClass.EXTERN) {
            throw DiagnosticException.at(specs.span(), "invalid storage class '" + storage.get().keyword()
                    + "' for a function definition");
        }
        CType base = specifiers(specs, false);
        Declared decl = apply(fd.declarator(), base);
        String name = decl.name().orElseThrow();
        if (!(decl.type() instanceof FunctionType type)) {
            throw DiagnosticException.at(decl.span(), "'" + name + "' is defined with a body but is not a function");
        }
        CType ret = type.returnType();
        if (!ret.isVoid() && !ret.isComplete()) {
            throw DiagnosticException.at(decl.span(), "function '" + name + "' has incomplete return type '"
                    + ret.spelling() + "'");
        }
        Function f = declareFunction(name, type, storage, decl.span());
        if (!defined.add(f)) throw DiagnosticException.at(decl.span(), "redefinition of '" + name + "'" + where(f.span()));
        function = new FunctionContext(f, type);
        pushScope();
        List<Variable> params = new ArrayList<>();
        for (Parameter p : decl.parameters()) {
            String pname = p.name().orElseThrow(() -> DiagnosticException.at(p.span(), "parameter name omitted"));
            if (!p.type().isComplete()) {
                throw DiagnosticException.at(p.span(), "parameter '" + pname + "' has incomplete type '"
                        + p.type().spelling() + "'");
            }
            Variable v = new Variable(pname, p.type(), Variable.Kind.PARAMETER, Linkage.NONE, p.span(), nextVariableId++);
            scope().ordinary.put(pname, new ObjectBinding(v, p.span()));
            if (p.register()) registers.add(v);
            params.add(v);
        }
        if (type.variadic()) {
            function.variableArguments = new Variable("%va", VOID_PTR, Variable.Kind.PARAMETER, Linkage.NONE,
                    decl.span(), nextVariableId++);
        }
        collectLabels(fd.body());
        List<TypedStmt> body = new ArrayList<>();
        for (Stmt s : fd.body().items()) body.add(statement(s));
        popScope();
        FunctionContext done = function;
        function = null;
        definitions.add(new FunctionDefinition(f, params, Optional.ofNullable(done.variableArguments), done.locals, List.copyOf(done.labels.values()),
                new TypedStmt.Block(body, fd.body().span()), fd.span()));
    }

    // ------------------------------------------------------------------------------------------------- types

    /**
     * The type declaration specifiers denote, qualifiers applied. Struct, union and enum specifiers declare their
     * tags (and enumerators) in the current scope; {@code alone} says the declaration has no declarators, so that
     * {@code struct S;} declares a new incomplete type even when an outer {@code S} is visible.
     */
    private CType specifiers(DeclarationSpecifiers specs, boolean alone) {
        CType base = specs.type().accept(new TypeSpecifier.Visitor<CType, Void>() {
            @Override public CType visitBasic(TypeSpecifier.Basic t, Void p) { return t.type(); }

            @Override public CType visitTypedefName(TypeSpecifier.TypedefName t, Void p) {
                if (lookup(t.name()) instanceof TypedefBinding b) return b.type();
                throw DiagnosticException.at(t.span(), "unknown type name '" + t.name() + "'");
            }

            @Override public CType visitStructOrUnion(TypeSpecifier.StructOrUnion t, Void p) {
                return structOrUnion(t, alone);
            }

            @Override public CType visitEnum(TypeSpecifier.Enum t, Void p) { return enumeration(t); }

            @Override public CType visitTypeof(TypeSpecifier.Typeof t, Void p) {
                if (t.type().isPresent()) return typeName(t.type().get());
                TypedExpr operand = unevaluated(() -> expressions.check(t.expression().get()));
                ExpressionChecker.rejectBitField(operand, "typeof", t.span());
                CType type = operand.type();
                if (Types.hasVariableSize(type)) throw DiagnosticException.at(t.span(), "typeof of a variable-length array is not supported");
                return type;
            }
        }, null);
        return Types.qualify(base, specs.isConst(), specs.isVolatile());
    }

    private CType structOrUnion(TypeSpecifier.StructOrUnion s, boolean alone) {
        String keyword = s.isUnion() ? "union" : "struct";
        StructType type = null;
        if (s.tag().isPresent()) {
            String tag = s.tag().get();
            CType visible = s.members().isPresent() || alone ? scope().tags.get(tag) : lookupTag(tag);
            if (visible != null) {
                if (!(visible instanceof StructType st) || st.isUnion() != s.isUnion()) {
                    throw DiagnosticException.at(s.span(), "use of '" + tag + "' with tag type that does not match "
                            + "previous declaration" + where(tagSpan(visible)));
                }
                if (s.members().isPresent() && st.isComplete()) {
                    throw DiagnosticException.at(s.span(), "redefinition of '" + keyword + " " + tag + "'" + where(st.span()));
                }
                type = st;
            } else {
                type = new StructType(s.isUnion(), s.tag(), s.span());
                scope().tags.put(tag, type);
            }
        } else {
            type = new StructType(s.isUnion(), Optional.empty(), s.span());
        }
        if (s.members().isPresent()) {
            List<StructType.Member> members = members(type, s.members().get());
            try {
                type.complete(members, s.packed());
            } catch (IllegalArgumentException e) {
                throw DiagnosticException.at(s.span(), e.getMessage());
            }
        }
        return type;
    }

    private static Span tagSpan(CType t) {
        return t instanceof StructType s ? s.span() : ((EnumType) t).span();
    }

    private List<StructType.Member> members(StructType type, List<TypeSpecifier.MemberDeclaration> declarations) {
        List<StructType.Member> members = new ArrayList<>();
        Map<String, Span> names = new HashMap<>();
        for (TypeSpecifier.MemberDeclaration md : declarations) {
            CType base = specifiers(md.specifiers(), false);
            if (md.declarators().isEmpty()) {
                if (base.unqualified() instanceof StructType st && st.tag().isEmpty()) {
                    // C11's anonymous struct or union: a member of its own, whose members are found through it
                    // (ExpressionChecker.fieldPath); its name is no identifier, so it cannot clash with one
                    String name = StructType.ANONYMOUS + " " + (members.size() + 1);
                    names.put(name, md.span());
                    members.add(new StructType.Member(name, base, md.span()));
                }
                continue;
            }
            for (TypeSpecifier.MemberDeclarator m : md.declarators()) {
                Declared d = apply(m.declarator(), base);
                if (m.bitWidth().isPresent()) {
                    StructType.Member bitField = bitField(d, m);
                    if (!bitField.name().isEmpty()) {
                        if (names.containsKey(bitField.name())) {
                            throw DiagnosticException.at(d.span(), "duplicate member '" + bitField.name() + "'" + where(names.get(bitField.name())));
                        }
                        names.put(bitField.name(), d.span());
                    }
                    members.add(bitField);
                    continue;
                }
                String name = d.name().orElseThrow();
                if (names.containsKey(name)) {
                    throw DiagnosticException.at(d.span(), "duplicate member '" + name + "'" + where(names.get(name)));
                }
                names.put(name, d.span());
                if (d.type().isFunction()) {
                    throw DiagnosticException.at(d.span(), "member '" + name + "' declared as a function");
                }
                members.add(new StructType.Member(name, d.type(), d.span()));
            }
        }
        if (names.isEmpty()) {
            throw DiagnosticException.at(type.span(), "'" + type.spelling() + "' has no named members");
        }
        for (int i = 0; i < members.size(); i++) {
            StructType.Member m = members.get(i);
            if (m.isBitField() || m.type().isComplete()) continue;
            boolean flexible = !type.isUnion() && i == members.size() - 1 && i > 0 && m.type().isArray();
            if (!flexible) {
                throw DiagnosticException.at(m.span(), "member '" + m.name() + "' has incomplete type '"
                        + m.type().spelling() + "'");
            }
        }
        return members;
    }

    /**
     * The member a bit-field declarator declares (named or not), with gcc's constraints: an integer or enum type
     * ({@code _Bool}, the char, short, int, long and long long types, signed or unsigned), a width that is an
     * integer constant expression, not negative, not above the type's width in bits (1 for {@code _Bool}), and
     * not 0 for a named bit-field.
     */
    private StructType.Member bitField(Declared d, TypeSpecifier.MemberDeclarator m) {
        String name = d.name().orElse("");
        String what = name.isEmpty() ? "unnamed bit-field" : "bit-field '" + name + "'";
        CType type = d.type();
        if (!type.isInteger()) {
            throw DiagnosticException.at(d.span(), what + " has invalid type '" + type.spelling() + "'");
        }
        if (Types.dataModel() == effigy.ir.DataModel.ILP32 && Types.sizeOf(type) > Types.alignOf(type)) {
            throw DiagnosticException.at(d.span(), what + " of type '" + type.spelling() + "' is not supported under --data-model ILP32");
        }
        BigInteger width = expressions.constant(m.bitWidth().get(), "bit-field width");
        Span at = m.bitWidth().get().span();
        if (width.signum() < 0) throw DiagnosticException.at(at, "negative width in " + what);
        long max = type.unqualified().equals(IntegerType.BOOL) ? 1 : 8 * Types.sizeOf(type);
        if (width.compareTo(BigInteger.valueOf(max)) > 0) {
            throw DiagnosticException.at(at, "width of " + what + " (" + width + " bits) exceeds its type ('"
                    + type.spelling() + "', " + max + " bit" + (max == 1 ? "" : "s") + ")");
        }
        if (width.signum() == 0 && !name.isEmpty()) throw DiagnosticException.at(at, "zero width for " + what);
        return new StructType.Member(name, type, d.span(), width.intValue());
    }

    private CType enumeration(TypeSpecifier.Enum e) {
        if (e.enumerators().isEmpty()) {
            String tag = e.tag().orElseThrow();
            CType t = lookupTag(tag);
            if (t == null) throw DiagnosticException.at(e.span(), "use of undefined enum '" + tag + "'");
            if (!(t instanceof EnumType)) {
                throw DiagnosticException.at(e.span(), "use of '" + tag + "' with tag type that does not match "
                        + "previous declaration" + where(tagSpan(t)));
            }
            return t;
        }
        EnumType type = new EnumType(e.tag(), e.span());
        if (e.tag().isPresent()) {
            CType existing = scope().tags.get(e.tag().get());
            if (existing != null) {
                throw DiagnosticException.at(e.span(), "redefinition of 'enum " + e.tag().get() + "'" + where(tagSpan(existing)));
            }
            scope().tags.put(e.tag().get(), type);
        }
        BigInteger next = BigInteger.ZERO;
        for (TypeSpecifier.Enumerator en : e.enumerators().get()) {
            BigInteger value = next;
            if (en.value().isPresent()) value = expressions.constant(en.value().get(), "enumerator value");
            if (!IntKind.INT.contains(value)) {
                throw DiagnosticException.at(en.span(), "enumerator value of '" + en.name() + "' (" + value
                        + ") is not representable in 'int'");
            }
            Binding existing = scope().ordinary.get(en.name());
            if (existing != null) {
                throw DiagnosticException.at(en.nameSpan(), "redefinition of '" + en.name() + "'" + where(existing.span()));
            }
            scope().ordinary.put(en.name(), new EnumeratorBinding(value, en.nameSpan()));
            if (value.signum() < 0) type.markNegativeConstant();
            next = value.add(BigInteger.ONE);
        }
        return type;
    }

    /** Applies a declarator to the type of its specifiers (see {@link Declarator}). */
    private Declared apply(Declarator d, CType type) {
        return d.accept(new Declarator.Visitor<Declared, CType>() {
            @Override public Declared visitNamed(Declarator.Named n, CType t) {
                return new Declared(Optional.of(n.name()), n.span(), t, List.of());
            }

            @Override public Declared visitAbstract(Declarator.Abstract a, CType t) {
                return new Declared(Optional.empty(), a.span(), t, List.of());
            }

            @Override public Declared visitPointer(Declarator.Pointer p, CType t) {
                return apply(p.inner(), Types.qualify(new PointerType(t), p.isConst(), p.isVolatile()));
            }

            @Override public Declared visitArray(Declarator.Array a, CType t) {
                return apply(a.inner(), arrayOf(t, a));
            }

            @Override public Declared visitFunction(Declarator.Function f, CType t) {
                if (t.isArray()) throw DiagnosticException.at(f.span(), "a function cannot return an array type");
                if (t.isFunction()) throw DiagnosticException.at(f.span(), "a function cannot return a function type");
                List<Parameter> params = parameters(f);
                List<CType> types = new ArrayList<>();
                for (Parameter p : params) types.add(p.type());
                FunctionType ft = new FunctionType(t.unqualified(), types, f.variadic(), f.prototyped());
                Declared inner = apply(f.inner(), ft);
                return f.inner() instanceof Declarator.Named
                        ? new Declared(inner.name(), inner.span(), inner.type(), params) : inner;
            }
        }, type);
    }

    private CType arrayOf(CType element, Declarator.Array a) {
        if (element.isFunction()) throw DiagnosticException.at(a.span(), "array of functions is not allowed");
        if (!element.isComplete()) {
            throw DiagnosticException.at(a.span(), "array has incomplete element type '" + element.spelling() + "'");
        }
        if (a.length().isEmpty()) return ArrayType.incomplete(element);
        if (parameterDepth > 0) {
            // a parameter's array is adjusted to a pointer (so its own length is never needed); earlier
            // parameters are not in scope here, so a length naming one is kept as an unevaluated variable length
            TypedExpr length;
            try {
                length = expressions.value(a.length().get());
            } catch (DiagnosticException e) {
                return ArrayType.variable(element, null);
            }
            if (!(length instanceof TypedExpr.IntConstant)) return ArrayType.variable(element, null);
        }
        TypedExpr length = expressions.value(a.length().get());
        if (!length.type().isInteger()) {
            throw DiagnosticException.at(a.length().get().span(), "size of array has non-integer type '"
                    + length.type().spelling() + "'");
        }
        if (!(length instanceof TypedExpr.IntConstant c)) {
            // a variable-length array (C99 6.7.5.2p4): its length is evaluated when the declaration is reached
            if (function == null) {
                throw DiagnosticException.at(a.length().get().span(), "variable-length array declared outside of any function");
            }
            return ArrayType.variable(element, length);
        }
        BigInteger n = c.value();
        if (n.signum() <= 0) {
            throw DiagnosticException.at(a.length().get().span(), n.signum() < 0 ? "array size is negative"
                    : "zero-length arrays are not supported");
        }
        if (Types.hasVariableSize(element)) return ArrayType.of(element, n.longValue());
        BigInteger bytes = n.multiply(BigInteger.valueOf(Types.sizeOf(element)));
        if (!IntKind.LONG.contains(bytes)) throw DiagnosticException.at(a.span(), "array is too large");
        return ArrayType.of(element, n.longValue());
    }

    /**
     * The parameters of a function declarator. Tags their specifiers declare go to a prototype scope of their own
     * (C99 6.2.1p4), which ends with the declarator.
     */
    private List<Parameter> parameters(Declarator.Function f) {
        List<Parameter> result = new ArrayList<>();
        pushScope();
        parameterDepth++;
        try {
            Set<String> names = new HashSet<>();
            for (Declarator.ParameterDeclaration pd : f.parameters()) {
                Optional<StorageClass> sc = pd.specifiers().storageClass();
                if (sc.isPresent() && sc.get() != StorageClass.REGISTER) {
                    throw DiagnosticException.at(pd.specifiers().span(), "invalid storage class '" + sc.get().keyword()
                            + "' for a parameter");
                }
                Declared d = apply(pd.declarator(), specifiers(pd.specifiers(), false));
                if (d.type().isVoid()) {
                    if (f.parameters().size() == 1 && d.name().isEmpty() && !f.variadic() && !d.type().isConst()
                            && !d.type().isVolatile()) {
                        return List.of();
                    }
                    throw DiagnosticException.at(pd.span(), "'void' must be the only parameter and unnamed");
                }
                if (d.name().isPresent() && !names.add(d.name().get())) {
                    throw DiagnosticException.at(d.span(), "redefinition of parameter '" + d.name().get() + "'");
                }
                CType adjusted = Types.adjustParameter(d.type());
                if (Types.isVariablyModified(adjusted)) {
                    throw DiagnosticException.at(pd.span(), "a parameter of a variably modified type other than a one-dimensional"
                            + " variable-length array ('" + d.type().spelling() + "') is not supported");
                }
                result.add(new Parameter(d.name(), adjusted, sc.isPresent(), pd.span()));
            }
        } finally {
            parameterDepth--;
            popScope();
        }
        return result;
    }

    // -------------------------------------------------------------------------------------------- statements

    /** Defines every label of a function body up front, so that a {@code goto} may precede its label. */
    private void collectLabels(Stmt s) {
        if (s instanceof Stmt.Labeled l) {
            Label existing = function.labels.get(l.label());
            if (existing != null) {
                throw DiagnosticException.at(l.span(), "redefinition of label '" + l.label() + "'" + where(existing.span()));
            }
            function.labels.put(l.label(), new Label(l.label(), l.span()));
            collectLabels(l.statement());
        } else if (s instanceof Stmt.Compound c) {
            for (Stmt item : c.items()) collectLabels(item);
        } else if (s instanceof Stmt.If i) {
            collectLabels(i.then());
            i.otherwise().ifPresent(this::collectLabels);
        } else if (s instanceof Stmt.While w) {
            collectLabels(w.body());
        } else if (s instanceof Stmt.DoWhile d) {
            collectLabels(d.body());
        } else if (s instanceof Stmt.For f) {
            collectLabels(f.body());
        } else if (s instanceof Stmt.Switch w) {
            collectLabels(w.body());
        } else if (s instanceof Stmt.Case c) {
            collectLabels(c.statement());
        } else if (s instanceof Stmt.Default d) {
            collectLabels(d.statement());
        } else if (s instanceof Stmt.Annotated a) {
            collectLabels(a.statement());
        }
    }

    private TypedStmt statement(Stmt s) {
        effigy.source.Deadline.poll();   // --max-time and Ctrl-C hold while a large function is checked
        return s.accept(statements, null);
    }

    private TypedStmt scoped(Stmt s) {
        pushScope();
        try {
            return statement(s);
        } finally {
            popScope();
        }
    }

    private static TypedStmt sequence(List<TypedStmt> stmts, Span span) {
        if (stmts.isEmpty()) return new TypedStmt.Null(span);
        return stmts.size() == 1 ? stmts.get(0) : new TypedStmt.Block(stmts, span);
    }

    private final Stmt.Visitor<TypedStmt, Void> statements = new Stmt.Visitor<>() {
        @Override public TypedStmt visitCompound(Stmt.Compound s, Void p) {
            pushScope();
            try {
                List<TypedStmt> body = new ArrayList<>();
                for (Stmt item : s.items()) body.add(statement(item));
                return new TypedStmt.Block(body, s.span());
            } finally {
                popScope();
            }
        }

        @Override public TypedStmt visitDeclaration(Stmt.DeclarationStmt s, Void p) {
            return sequence(declaration(s.declaration(), false), s.span());
        }

        @Override public TypedStmt visitExpression(Stmt.ExpressionStmt s, Void p) {
            return new TypedStmt.Expression(expressions.discarded(expressions.check(s.expression())), s.span());
        }

        @Override public TypedStmt visitNull(Stmt.Null s, Void p) { return new TypedStmt.Null(s.span()); }

        @Override public TypedStmt visitIf(Stmt.If s, Void p) {
            TypedExpr c = expressions.condition(s.condition());
            TypedStmt then = scoped(s.then());
            Optional<TypedStmt> otherwise = s.otherwise().map(Sema.this::scoped);
            return new TypedStmt.If(c, then, otherwise, s.span());
        }

        @Override public TypedStmt visitWhile(Stmt.While s, Void p) {
            TypedExpr c = expressions.condition(s.condition());
            return new TypedStmt.While(c, loopBody(s.body()), s.span());
        }

        @Override public TypedStmt visitDoWhile(Stmt.DoWhile s, Void p) {
            TypedStmt body = loopBody(s.body());
            return new TypedStmt.DoWhile(body, expressions.condition(s.condition()), s.span());
        }

        @Override public TypedStmt visitFor(Stmt.For s, Void p) {
            pushScope();
            try {
                List<TypedStmt> init = new ArrayList<>();
                if (s.init().isPresent()) {
                    Stmt.ForInit fi = s.init().get();
                    if (fi instanceof Stmt.DeclarationStmt ds) {
                        Optional<StorageClass> sc = ds.declaration().specifiers().storageClass();
                        if (sc.isPresent() && sc.get() != StorageClass.AUTO && sc.get() != StorageClass.REGISTER) {
                            throw DiagnosticException.at(ds.span(), "only automatic variables may be declared in a "
                                    + "'for' loop's initialization");
                        }
                        init.addAll(declaration(ds.declaration(), false));
                    } else {
                        init.add(statement(fi));
                    }
                }
                Optional<TypedExpr> condition = s.condition().map(expressions::condition);
                Optional<TypedExpr> step = s.step().map(e -> expressions.discarded(expressions.check(e)));
                return new TypedStmt.For(init, condition, step, loopBody(s.body()), s.span());
            } finally {
                popScope();
            }
        }

        private TypedStmt loopBody(Stmt body) {
            function.loops++;
            function.breakables++;
            try {
                return scoped(body);
            } finally {
                function.loops--;
                function.breakables--;
            }
        }

        @Override public TypedStmt visitSwitch(Stmt.Switch s, Void p) {
            TypedExpr v = expressions.value(s.value());
            if (!v.type().isInteger()) {
                throw DiagnosticException.at(s.value().span(), "switch on a value of non-integer type '"
                        + v.type().spelling() + "'");
            }
            IntegerType type = Types.promote(v.type());
            SwitchContext ctx = new SwitchContext(type);
            function.switches.push(ctx);
            function.breakables++;
            try {
                TypedStmt body = scoped(s.body());
                return new TypedStmt.Switch(Conversions.convert(v, type, v.span()), ctx.cases, body, s.span());
            } finally {
                function.switches.pop();
                function.breakables--;
            }
        }

        @Override public TypedStmt visitCase(Stmt.Case s, Void p) {
            SwitchContext ctx = function.switches.peek();
            if (ctx == null) throw DiagnosticException.at(s.span(), "'case' label not within a switch statement" + insideStatementExpression());
            BigInteger value = ctx.type.kind().wrap(expressions.constant(s.value(), "case value"));
            for (SwitchCase c : ctx.cases) {
                if (c.value().isPresent() && c.value().get().equals(value)) {
                    throw DiagnosticException.at(s.value().span(), "duplicate case value '" + value + "'" + where(c.span()));
                }
            }
            SwitchCase label = new SwitchCase(Optional.of(value), s.span());
            ctx.cases.add(label);
            return new TypedStmt.CaseLabel(label, statement(s.statement()), s.span());
        }

        @Override public TypedStmt visitDefault(Stmt.Default s, Void p) {
            SwitchContext ctx = function.switches.peek();
            if (ctx == null) throw DiagnosticException.at(s.span(), "'default' label not within a switch statement" + insideStatementExpression());
            for (SwitchCase c : ctx.cases) {
                if (c.isDefault()) {
                    throw DiagnosticException.at(s.span(), "multiple default labels in one switch" + where(c.span()));
                }
            }
            SwitchCase label = new SwitchCase(Optional.empty(), s.span());
            ctx.cases.add(label);
            return new TypedStmt.CaseLabel(label, statement(s.statement()), s.span());
        }

        @Override public TypedStmt visitLabeled(Stmt.Labeled s, Void p) {
            if (function.statementExpressions > 0) {
                throw DiagnosticException.at(s.span(), "labels inside statement expressions are not supported");
            }
            return new TypedStmt.Labeled(function.labels.get(s.label()), statement(s.statement()), s.span());
        }

        @Override public TypedStmt visitGoto(Stmt.Goto s, Void p) {
            if (function.statementExpressions > 0) {
                throw DiagnosticException.at(s.span(), "'goto' inside a statement expression is not supported");
            }
            Label label = function.labels.get(s.label());
            if (label == null) throw DiagnosticException.at(s.labelSpan(), "use of undeclared label '" + s.label() + "'");
            return new TypedStmt.Goto(label, s.span());
        }

        @Override public TypedStmt visitBreak(Stmt.Break s, Void p) {
            if (function.breakables == 0) {
                throw DiagnosticException.at(s.span(), function.statementExpressions > 0
                        ? "'break' out of a statement expression is not supported"
                        : "'break' statement not in a loop or switch statement");
            }
            return new TypedStmt.Break(s.span());
        }

        @Override public TypedStmt visitContinue(Stmt.Continue s, Void p) {
            if (function.loops == 0) {
                throw DiagnosticException.at(s.span(), function.statementExpressions > 0
                        ? "'continue' out of a statement expression is not supported"
                        : "'continue' statement not in a loop statement");
            }
            return new TypedStmt.Continue(s.span());
        }

        @Override public TypedStmt visitReturn(Stmt.Return s, Void p) {
            if (function.statementExpressions > 0) {
                throw DiagnosticException.at(s.span(), "'return' inside a statement expression is not supported");
            }
            CType ret = function.type.returnType();
            String name = function.function.name();
            if (s.value().isEmpty()) {
                if (!ret.isVoid()) {
                    throw DiagnosticException.at(s.span(), "non-void function '" + name + "' should return a value");
                }
                return new TypedStmt.Return(Optional.empty(), s.span());
            }
            TypedExpr v = expressions.discarded(expressions.check(s.value().get()));
            if (ret.isVoid()) {
                if (!v.type().isVoid()) {
                    throw DiagnosticException.at(s.value().get().span(), "void function '" + name
                            + "' should not return a value");
                }
                return new TypedStmt.Return(Optional.of(v), s.span());
            }
            return new TypedStmt.Return(Optional.of(Conversions.assign(v, ret, s.value().get().span(), "return")),
                    s.span());
        }

        private String insideStatementExpression() {
            return function.statementExpressions > 0 ? " (jumps into a statement expression are not supported)" : "";
        }

        @Override public TypedStmt visitAnnotated(Stmt.Annotated s, Void p) {
            return new TypedStmt.Annotated(s.pragmas(), statement(s.statement()), s.span());
        }
    };
}
