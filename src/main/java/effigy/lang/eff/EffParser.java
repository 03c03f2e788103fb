package effigy.lang.eff;

import effigy.lang.eff.Declaration.Attributes;
import effigy.lang.eff.Declaration.Declarator;
import effigy.lang.eff.Declaration.Dimension;
import effigy.lang.eff.Declaration.IntegerType;
import effigy.lang.eff.Declaration.StorageClass;
import effigy.lang.eff.Token.Kind;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.source.Span;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The parser for King's PL/I-style language: program files, session scripts, single expressions and
 * single calls. Keywords and identifiers are case-insensitive (names come out upper case); the reserved
 * words are those that begin or structure statements ({@code IF THEN ELSE DO WHILE TO BY END GO GOTO CALL
 * RETURN READ WRITE ASSUME ASSERT PROVE DCL DECLARE PROCEDURE PROC}). The first error raises a
 * {@link DiagnosticException} whose span is the offending token (or, for a missing {@code END}, the name or
 * {@code DO} it should close).
 */
public final class EffParser {
    private final TokenStream ts;
    private final ExpressionParser exprs;
    private final SourceFile file;

    private EffParser(SourceFile file) {
        this.file = file;
        this.ts = new TokenStream(file);
        this.exprs = new ExpressionParser(ts);
    }

    /** A program file: zero or more procedures with distinct names, nothing else. */
    public static Program parseProgram(SourceFile file) {
        EffParser p = new EffParser(file);
        return p.ts.guarded(p::program);
    }

    private Program program() {
        EffParser p = this;
        List<Procedure> procedures = new ArrayList<>();
        Set<String> names = new HashSet<>();
        while (!p.ts.at(Kind.EOF)) {
            if (!p.ts.atProcedureHead()) {
                String message = p.ts.atWord("END") ? "END without DO or PROCEDURE"
                        : "expected a procedure (NAME: PROCEDURE ...)";
                throw TokenStream.error(p.ts.peek(), message);
            }
            Procedure proc = p.procedure();
            if (!names.add(proc.name().name())) {
                throw DiagnosticException.at(proc.name().span(),
                        "procedure " + proc.name().name() + " is already defined");
            }
            procedures.add(proc);
        }
        return new Program(file, procedures);
    }

    /**
     * A session script: {@code INCLUDE 'file';}, {@code CALL P(args);}, {@code TEST(n) P(args);} and
     * procedure definitions, in order. {@code INCLUDE} and {@code TEST} are recognised only here.
     */
    public static List<Command> parseSession(SourceFile file) {
        EffParser p = new EffParser(file);
        return p.ts.guarded(p::session);
    }

    private List<Command> session() {
        EffParser p = this;
        List<Command> commands = new ArrayList<>();
        while (!p.ts.at(Kind.EOF)) commands.add(p.command());
        return commands;
    }

    /** Exactly one expression (the debugger's {@code print} and {@code prove}); nothing may follow it. */
    public static Expr parseExpression(SourceFile file) {
        EffParser p = new EffParser(file);
        return p.ts.guarded(p::oneExpression);
    }

    private Expr oneExpression() {
        EffParser p = this;
        Expr e = p.exprs.expression();
        if (!p.ts.at(Kind.EOF)) throw TokenStream.error(p.ts.peek(), "unexpected " + p.ts.peek().describe() + " after expression");
        return e;
    }

    /** One call such as {@code SUM("A", 3, 5)}, with an optional trailing {@code ;} (the command line's {@code --call}). */
    public static Invocation parseCall(SourceFile file) {
        EffParser p = new EffParser(file);
        return p.ts.guarded(p::oneCall);
    }

    private Invocation oneCall() {
        EffParser p = this;
        Invocation call = p.invocation();
        p.ts.accept(Kind.SEMI);
        if (!p.ts.at(Kind.EOF)) throw TokenStream.error(p.ts.peek(), "unexpected " + p.ts.peek().describe() + " after call");
        return call;
    }

    // ---- session commands ----

    private Command command() {
        Token start = ts.peek();
        if (ts.atProcedureHead()) return new Command.Define(procedure());
        if (ts.acceptWord("INCLUDE")) {
            Token path = ts.peek();
            if (!path.is(Kind.STRING) && !path.is(Kind.SYMBOL)) {
                throw TokenStream.error(path, "expected a file name in quotes after INCLUDE");
            }
            ts.next();
            expectCommandEnd();
            return new Command.Include(path.text(), ts.spanFrom(start));
        }
        if (ts.acceptWord("CALL")) {
            Invocation call = invocation();
            expectCommandEnd();
            return new Command.Call(call, ts.spanFrom(start));
        }
        if (ts.atWord("TEST") && ts.peek(1).is(Kind.LPAREN)) {
            ts.next();
            ts.next();
            Token limit = ts.expect(Kind.INTEGER, "expected a step limit");
            ts.expect(Kind.RPAREN, "expected ')'");
            Invocation call = invocation();
            expectCommandEnd();
            return new Command.Test(intValue(limit, "step limit"), call, ts.spanFrom(start));
        }
        throw TokenStream.error(start, "expected a session command (INCLUDE, CALL, TEST or a procedure)");
    }

    private void expectCommandEnd() { ts.expect(Kind.SEMI, "expected ';' after command"); }

    private Invocation invocation() {
        Token start = ts.peek();
        Ident name = ts.ident("a procedure name");
        List<Expr> args = ts.accept(Kind.LPAREN) ? exprs.argumentsAfterParen() : List.of();
        return new Invocation(name, args, ts.spanFrom(start));
    }

    // ---- procedures ----

    private Procedure procedure() {
        Token start = ts.peek();
        Ident name = ts.ident("a procedure name");
        if (ExpressionParser.isBuiltinName(start)) {
            throw TokenStream.error(start, name.name() + " is a built-in function and cannot name a procedure");
        }
        ts.expect(Kind.COLON, "expected ':' after the procedure name");
        ts.next(); // PROCEDURE or PROC, checked by atProcedureHead
        List<Ident> params = new ArrayList<>();
        if (ts.accept(Kind.LPAREN) && !ts.accept(Kind.RPAREN)) {
            Set<String> seen = new HashSet<>();
            do {
                Ident param = ts.ident("a parameter name");
                if (!seen.add(param.name())) {
                    throw DiagnosticException.at(param.span(), "parameter " + param.name() + " appears twice");
                }
                params.add(param);
            } while (ts.accept(Kind.COMMA));
            ts.expect(Kind.RPAREN, "expected ',' or ')'");
        }
        ts.expect(Kind.SEMI, "expected ';' after the procedure heading");
        List<Stmt> body = body("missing END for procedure " + name.name(), name.span());
        ts.next(); // END
        if (ts.at(Kind.IDENT) && !ts.atReserved()) {
            Token endName = ts.next();
            if (!endName.text().equals(name.name())) {
                throw TokenStream.error(endName,
                        "END " + endName.text() + " does not match procedure " + name.name());
            }
        }
        ts.expect(Kind.SEMI, "expected ';' after END");
        return new Procedure(name, params, body, ts.spanFrom(start));
    }

    /**
     * Statements up to (not including) the {@code END} that closes the current procedure or group; at end of
     * input or at a procedure heading fails with {@code missingEnd} (at {@code opener}, at end of input).
     */
    private List<Stmt> body(String missingEnd, Span opener) {
        List<Stmt> body = new ArrayList<>();
        while (!ts.atWord("END")) {
            if (ts.at(Kind.EOF)) throw DiagnosticException.at(opener, missingEnd);
            if (ts.atProcedureHead()) {
                throw TokenStream.error(ts.peek(), missingEnd + " before procedure " + ts.peek().text());
            }
            body.add(statement(null));
        }
        return body;
    }

    // ---- statements ----

    /**
     * One statement with its labels. {@code branch} is "THEN" or "ELSE" for the branch of an IF (which must
     * be a statement, not a declaration), {@code null} in a statement list, where labels just before an
     * {@code END} label a null statement.
     */
    private Stmt statement(String branch) {
        ts.enter();
        Stmt s = statementHere(branch);
        ts.leave();
        return s;
    }

    private Stmt statementHere(String branch) {
        Token start = ts.peek();
        List<Ident> labels = new ArrayList<>();
        while (ts.peek().is(Kind.IDENT) && ts.peek(1).is(Kind.COLON) && !ts.atProcedureHead()) {
            labels.add(ts.ident("a label"));
            ts.next();
        }
        if (labels.isEmpty()) return unlabeled(branch, labels);
        if (branch == null && ts.atWord("END")) {
            int at = ts.peek().span().start();
            Stmt.Null empty = new Stmt.Null(ts.peek().span().file().span(at, at));
            return new Stmt.Labeled(labels, empty, start.span().to(empty.span()));
        }
        if (ts.atWord("DCL") || ts.atWord("DECLARE")) throw TokenStream.error(ts.peek(), "a declaration cannot have a label");
        Stmt s = unlabeled(branch, labels);
        return new Stmt.Labeled(labels, s, ts.spanFrom(start));
    }

    private Stmt unlabeled(String branch, List<Ident> labels) {
        Token t = ts.peek();
        if (branch != null && (t.is(Kind.EOF) || t.isWord("END") || t.isWord("ELSE"))) {
            throw TokenStream.error(t, "expected a statement after " + branch);
        }
        if (ts.accept(Kind.SEMI)) return new Stmt.Null(t.span());
        if (!t.is(Kind.IDENT)) throw TokenStream.error(t, "expected a statement");
        if (!TokenStream.isReserved(t)) return assignment();
        return switch (t.text()) {
            case "IF" -> ifStatement();
            case "DO" -> doStatement(labels);
            case "GO", "GOTO" -> goTo();
            case "CALL" -> call();
            case "RETURN" -> returnStatement();
            case "READ" -> read();
            case "WRITE" -> write();
            case "ASSUME" -> new Stmt.Assume(condition(), ts.spanFrom(t));
            case "ASSERT" -> new Stmt.Assert(condition(), ts.spanFrom(t));
            case "PROVE" -> new Stmt.Prove(condition(), ts.spanFrom(t));
            case "DCL", "DECLARE" -> {
                if (branch != null) throw TokenStream.error(t, "a declaration cannot be the " + branch + " branch of an IF");
                yield declare();
            }
            case "ELSE" -> throw TokenStream.error(t, "ELSE without IF");
            case "END" -> throw TokenStream.error(t, "END without DO or PROCEDURE");
            default -> throw TokenStream.error(t, "unexpected " + t.text());
        };
    }

    private void expectSemicolon() { ts.expect(Kind.SEMI, "expected ';' after statement"); }

    private Stmt assignment() {
        Token start = ts.peek();
        Expr.Ref target = exprs.reference("a variable");
        if (!acceptAssignOp()) {
            throw TokenStream.error(ts.peek(), "expected '=' after " + target.span().text());
        }
        Expr value = exprs.expression();
        expectSemicolon();
        return new Stmt.Assign(target, value, ts.spanFrom(start));
    }

    /** Consumes {@code =}, {@code ←} or {@code <-} (a {@code <} directly followed by {@code -}). */
    private boolean acceptAssignOp() {
        if (ts.accept(Kind.EQ) || ts.accept(Kind.ARROW)) return true;
        Token lt = ts.peek();
        Token minus = ts.peek(1);
        if (lt.is(Kind.LT) && minus.is(Kind.MINUS) && lt.span().end() == minus.span().start()) {
            ts.next();
            ts.next();
            return true;
        }
        return false;
    }

    private Stmt ifStatement() {
        Token start = ts.next();
        Expr condition = exprs.expression();
        if (!ts.acceptWord("THEN")) throw TokenStream.error(ts.peek(), "expected THEN");
        Stmt thenBranch = statement("THEN");
        Optional<Stmt> elseBranch = Optional.empty();
        if (ts.acceptWord("ELSE")) elseBranch = Optional.of(statement("ELSE"));
        return new Stmt.If(condition, thenBranch, elseBranch, ts.spanFrom(start));
    }

    private Stmt doStatement(List<Ident> labels) {
        Token start = ts.next();
        if (ts.accept(Kind.SEMI)) {
            List<Stmt> body = groupBody(start, labels);
            return new Stmt.DoGroup(body, ts.spanFrom(start));
        }
        if (ts.acceptWord("WHILE")) {
            ts.expect(Kind.LPAREN, "expected '(' after WHILE");
            Expr condition = exprs.expression();
            ts.expect(Kind.RPAREN, "expected ')'");
            ts.expect(Kind.SEMI, "expected ';' after DO WHILE (...)");
            List<Stmt> body = groupBody(start, labels);
            return new Stmt.DoWhile(condition, body, ts.spanFrom(start));
        }
        Ident variable = ts.ident("';', WHILE or a control variable after DO");
        if (ts.at(Kind.LPAREN)) {
            throw TokenStream.error(ts.peek(), "the control variable of a DO loop must be a simple variable");
        }
        if (!acceptAssignOp()) throw TokenStream.error(ts.peek(), "expected '=' after the DO control variable");
        Expr from = exprs.expression();
        Expr to = null;
        Expr by = null;
        while (true) {
            Token word = ts.peek();
            if (ts.acceptWord("TO")) {
                if (to != null) throw TokenStream.error(word, "TO is already given");
                to = exprs.expression();
            } else if (ts.acceptWord("BY")) {
                if (by != null) throw TokenStream.error(word, "BY is already given");
                by = exprs.expression();
            } else {
                break;
            }
        }
        if (to == null) throw TokenStream.error(ts.peek(), "expected TO in DO loop");
        ts.expect(Kind.SEMI, "expected ';' after the DO loop heading");
        List<Stmt> body = groupBody(start, labels);
        Expr.Name control = new Expr.Name(variable.name(), variable.span());
        return new Stmt.DoLoop(control, from, to, Optional.ofNullable(by), body, ts.spanFrom(start));
    }

    /** The body of a DO group and its {@code END [label];}, where the label must be one of the group's. */
    private List<Stmt> groupBody(Token doToken, List<Ident> labels) {
        List<Stmt> body = body("missing END for DO group", doToken.span());
        ts.next(); // END
        if (ts.at(Kind.IDENT) && !ts.atReserved()) {
            Token endName = ts.next();
            if (labels.stream().noneMatch(l -> l.name().equals(endName.text()))) {
                throw TokenStream.error(endName, "END " + endName.text() + " does not match a label of this DO group");
            }
        }
        ts.expect(Kind.SEMI, "expected ';' after END");
        return body;
    }

    private Stmt goTo() {
        Token start = ts.next();
        if (start.isWord("GO") && !ts.acceptWord("TO")) throw TokenStream.error(ts.peek(), "expected TO after GO");
        Ident label = ts.ident("a label");
        expectSemicolon();
        return new Stmt.GoTo(label, ts.spanFrom(start));
    }

    private Stmt call() {
        Token start = ts.next();
        Invocation call = invocation();
        expectSemicolon();
        return new Stmt.Call(call, ts.spanFrom(start));
    }

    private Stmt returnStatement() {
        Token start = ts.next();
        Optional<Expr> value = ts.at(Kind.SEMI) ? Optional.empty() : Optional.of(exprs.expression());
        expectSemicolon();
        return new Stmt.Return(value, ts.spanFrom(start));
    }

    private Stmt read() {
        Token start = ts.next();
        ts.expect(Kind.LPAREN, "expected '(' after READ");
        List<Expr.Ref> targets = new ArrayList<>();
        do {
            targets.add(exprs.reference("a variable to read"));
        } while (ts.accept(Kind.COMMA));
        ts.expect(Kind.RPAREN, "expected ',' or ')'");
        expectSemicolon();
        return new Stmt.Read(targets, ts.spanFrom(start));
    }

    private Stmt write() {
        Token start = ts.next();
        ts.expect(Kind.LPAREN, "expected '(' after WRITE");
        List<Expr> values = new ArrayList<>();
        do {
            values.add(exprs.expression());
        } while (ts.accept(Kind.COMMA));
        ts.expect(Kind.RPAREN, "expected ',' or ')'");
        expectSemicolon();
        return new Stmt.Write(values, ts.spanFrom(start));
    }

    /** The parenthesised condition of ASSUME, ASSERT or PROVE (the keyword is current) and the {@code ;}. */
    private Expr condition() {
        Token keyword = ts.next();
        if (!ts.at(Kind.LPAREN)) throw TokenStream.error(ts.peek(), "expected '(' after " + keyword.text());
        Expr condition = exprs.expression();
        expectSemicolon();
        return condition;
    }

    // ---- declarations ----

    private Stmt declare() {
        Token start = ts.next();
        List<Declaration> declarations = new ArrayList<>();
        do {
            declarations.add(declaration());
        } while (ts.accept(Kind.COMMA));
        expectSemicolon();
        return new Stmt.Declare(declarations, ts.spanFrom(start));
    }

    private Declaration declaration() {
        Token start = ts.peek();
        List<Declarator> names = new ArrayList<>();
        if (ts.accept(Kind.LPAREN)) {
            do {
                names.add(declarator());
            } while (ts.accept(Kind.COMMA));
            ts.expect(Kind.RPAREN, "expected ',' or ')'");
        } else {
            names.add(declarator());
        }
        Attributes attributes = attributes();
        return new Declaration(names, attributes, ts.spanFrom(start));
    }

    private Declarator declarator() {
        Token start = ts.peek();
        Ident name = ts.ident("a variable name");
        if (!ts.at(Kind.LPAREN)) return new Declarator(name, Optional.empty(), name.span());
        if (ExpressionParser.isBuiltinName(start)) {
            throw TokenStream.error(start, name.name() + " is a built-in function and cannot be declared as an array");
        }
        Dimension dimension = dimension();
        return new Declarator(name, Optional.of(dimension), ts.spanFrom(start));
    }

    private Dimension dimension() {
        Token open = ts.next();
        Optional<Expr> lower = Optional.empty();
        Optional<Expr> upper = Optional.empty();
        if (!ts.accept(Kind.STAR)) {
            Expr first = exprs.expression();
            if (ts.accept(Kind.COLON)) {
                lower = Optional.of(first);
                upper = Optional.of(exprs.expression());
            } else {
                upper = Optional.of(first);
            }
        }
        if (ts.at(Kind.COMMA)) throw TokenStream.error(ts.peek(), "only one-dimensional arrays are supported");
        ts.expect(Kind.RPAREN, "expected ')'");
        return new Dimension(lower, upper, ts.spanFrom(open));
    }

    private Attributes attributes() {
        Token start = ts.peek();
        IntegerType type = null;
        StorageClass storage = null;
        List<Expr> initial = null;
        while (true) {
            Token t = ts.peek();
            if (t.isWord("INTEGER") || t.isWord("FIXED") || t.isWord("BINARY") || t.isWord("BIN")) {
                if (type != null) throw TokenStream.error(t, "the type is already given");
                type = integerType();
            } else if (t.isWord("STATIC") || t.isWord("AUTOMATIC") || t.isWord("AUTO")) {
                if (storage != null) throw TokenStream.error(t, "the storage class is already given");
                ts.next();
                storage = t.isWord("STATIC") ? StorageClass.STATIC : StorageClass.AUTOMATIC;
            } else if (t.isWord("INITIAL") || t.isWord("INIT")) {
                if (initial != null) throw TokenStream.error(t, "INITIAL is already given");
                ts.next();
                ts.expect(Kind.LPAREN, "expected '(' after " + t.text());
                initial = exprs.argumentsAfterParen();
                if (initial.isEmpty()) throw TokenStream.error(ts.previous(), "expected an initial value");
            } else {
                break;
            }
        }
        if (ts.at(Kind.IDENT) && !ts.atReserved()) {
            throw TokenStream.error(ts.peek(), "unknown attribute " + ts.peek().text());
        }
        int at = start.span().start();
        Span span = ts.peek() == start ? start.span().file().span(at, at) : ts.spanFrom(start);
        return new Attributes(Optional.ofNullable(type), Optional.ofNullable(storage),
                initial == null ? List.of() : initial, span);
    }

    /** {@code INTEGER}, or {@code FIXED BINARY} in either order with an optional {@code (p [, q])}. */
    private IntegerType integerType() {
        Token start = ts.next();
        if (start.isWord("INTEGER")) {
            return new IntegerType(IntegerType.Spelling.INTEGER, OptionalInt.empty(), OptionalInt.empty(), start.span());
        }
        boolean fixedFirst = start.isWord("FIXED");
        boolean paired = fixedFirst ? ts.acceptWord("BINARY") || ts.acceptWord("BIN") : ts.acceptWord("FIXED");
        if (!paired) {
            throw TokenStream.error(ts.peek(), fixedFirst
                    ? "expected BINARY after FIXED (the only type is FIXED BINARY, an integer)"
                    : "expected FIXED after " + start.text() + " (the only type is FIXED BINARY, an integer)");
        }
        OptionalInt precision = OptionalInt.empty();
        OptionalInt scale = OptionalInt.empty();
        if (ts.accept(Kind.LPAREN)) {
            precision = OptionalInt.of(intValue(ts.expect(Kind.INTEGER, "expected a precision"), "precision"));
            if (ts.accept(Kind.COMMA)) {
                scale = OptionalInt.of(intValue(ts.expect(Kind.INTEGER, "expected a scale"), "scale"));
            }
            ts.expect(Kind.RPAREN, "expected ')'");
        }
        return new IntegerType(IntegerType.Spelling.FIXED_BINARY, precision, scale, ts.spanFrom(start));
    }

    private static int intValue(Token t, String what) {
        try {
            return Integer.parseInt(t.text());
        } catch (NumberFormatException e) {
            throw TokenStream.error(t, what + " " + t.text() + " is too large");
        }
    }
}
