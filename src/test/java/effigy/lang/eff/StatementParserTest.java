package effigy.lang.eff;

import org.junit.jupiter.api.Test;

import java.util.List;

import static effigy.lang.eff.EffTesting.body;
import static effigy.lang.eff.EffTesting.sexp;
import static effigy.lang.eff.EffTesting.stmt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatementParserTest {

    @Test
    void assignmentInEverySpelling() {
        for (String arrow : List.of("=", "←", "<-")) {
            Stmt.Assign a = assertInstanceOf(Stmt.Assign.class, stmt("x " + arrow + " a + 1;"));
            assertEquals("X", a.target().name());
            assertEquals("(+ A 1)", sexp(a.value()));
            assertEquals("x " + arrow + " a + 1;", a.span().text());
        }
        Stmt.Assign negative = assertInstanceOf(Stmt.Assign.class, stmt("X<-1;"));
        assertEquals("1", sexp(negative.value()));
        Stmt.Assign lessThanMinus = assertInstanceOf(Stmt.Assign.class, stmt("X = Y < -1;"));
        assertEquals("(< Y (- 1))", sexp(lessThanMinus.value()));
    }

    @Test
    void assignmentToAnArrayElement() {
        Stmt.Assign a = assertInstanceOf(Stmt.Assign.class, stmt("A(I + 1) = 0;"));
        Expr.CallOrIndex target = assertInstanceOf(Expr.CallOrIndex.class, a.target());
        assertEquals("(A[] (+ I 1))", sexp(target));
    }

    @Test
    void ifWithAndWithoutElse() {
        Stmt.If s = assertInstanceOf(Stmt.If.class, stmt("IF X > 0 THEN Y = 1;"));
        assertEquals("(> X 0)", sexp(s.condition()));
        assertInstanceOf(Stmt.Assign.class, s.thenBranch());
        assertTrue(s.elseBranch().isEmpty());

        Stmt.If e = assertInstanceOf(Stmt.If.class, stmt("if x > 0 then y = 1; else y = 2;"));
        assertInstanceOf(Stmt.Assign.class, e.elseBranch().orElseThrow());
        assertEquals("if x > 0 then y = 1; else y = 2;", e.span().text());
    }

    @Test
    void elseBindsToTheNearestIf() {
        Stmt.If outer = assertInstanceOf(Stmt.If.class, stmt("IF A THEN IF B THEN X = 1; ELSE X = 2;"));
        assertTrue(outer.elseBranch().isEmpty());
        Stmt.If inner = assertInstanceOf(Stmt.If.class, outer.thenBranch());
        assertTrue(inner.elseBranch().isPresent());
    }

    @Test
    void elseIfChains() {
        Stmt.If s = assertInstanceOf(Stmt.If.class,
                stmt("IF X = A(J) THEN FOUND = 1; ELSE IF X < A(J) THEN U = J - 1; ELSE L = J + 1;"));
        Stmt.If second = assertInstanceOf(Stmt.If.class, s.elseBranch().orElseThrow());
        assertEquals("(< X (A[] J))", sexp(second.condition()));
        assertInstanceOf(Stmt.Assign.class, second.elseBranch().orElseThrow());
    }

    @Test
    void ifBranchesMayBeGroupsNullOrLabelled() {
        Stmt.If s = assertInstanceOf(Stmt.If.class, stmt("IF A THEN DO; X = 1; Y = 2; END; ELSE;"));
        assertEquals(2, assertInstanceOf(Stmt.DoGroup.class, s.thenBranch()).body().size());
        assertInstanceOf(Stmt.Null.class, s.elseBranch().orElseThrow());
        Stmt.If l = assertInstanceOf(Stmt.If.class, stmt("IF A THEN L: X = 1;"));
        assertEquals("L", assertInstanceOf(Stmt.Labeled.class, l.thenBranch()).labels().get(0).name());
    }

    @Test
    void doGroupWhileAndLoops() {
        Stmt.DoGroup g = assertInstanceOf(Stmt.DoGroup.class, stmt("DO; X = 1; END;"));
        assertEquals(1, g.body().size());
        assertEquals("DO; X = 1; END;", g.span().text());

        Stmt.DoWhile w = assertInstanceOf(Stmt.DoWhile.class, stmt("Do While (L ¬> U & FOUND = 0); J = 1; End;"));
        assertEquals("(& (¬> L U) (= FOUND 0))", sexp(w.condition()));
        assertEquals(1, w.body().size());

        Stmt.DoLoop d = assertInstanceOf(Stmt.DoLoop.class, stmt("DO J = 1 TO N; S = S + J; END;"));
        assertEquals("J", d.variable().name());
        assertEquals("1", sexp(d.from()));
        assertEquals("N", sexp(d.to()));
        assertTrue(d.by().isEmpty());

        Stmt.DoLoop by = assertInstanceOf(Stmt.DoLoop.class, stmt("DO I = N TO 1 BY -1; END;"));
        assertEquals("(- 1)", sexp(by.by().orElseThrow()));
        assertTrue(by.body().isEmpty());
        Stmt.DoLoop byFirst = assertInstanceOf(Stmt.DoLoop.class, stmt("DO I = 0 BY 2 TO 2 * N; END;"));
        assertEquals("2", sexp(byFirst.by().orElseThrow()));
        assertEquals("(* 2 N)", sexp(byFirst.to()));
        assertInstanceOf(Stmt.DoLoop.class, stmt("DO I ← 1 TO 3; END;"));
    }

    @Test
    void endMayNameALabelOfItsGroup() {
        Stmt.Labeled l = assertInstanceOf(Stmt.Labeled.class, stmt("OUTER: DO I = 1 TO 3; END outer;"));
        assertInstanceOf(Stmt.DoLoop.class, l.statement());
    }

    @Test
    void gotoCallAndReturn() {
        assertEquals("LAB", assertInstanceOf(Stmt.GoTo.class, stmt("GO TO lab;")).label().name());
        assertEquals("LAB", assertInstanceOf(Stmt.GoTo.class, stmt("GOTO LAB;")).label().name());

        Stmt.Call c = assertInstanceOf(Stmt.Call.class, stmt("CALL SEARCH(A, 1, N + 1);"));
        assertEquals("SEARCH", c.invocation().procedure().name());
        assertEquals(3, c.invocation().arguments().size());
        assertEquals("SEARCH(A, 1, N + 1)", c.invocation().span().text());
        assertTrue(assertInstanceOf(Stmt.Call.class, stmt("CALL P;")).invocation().arguments().isEmpty());

        assertTrue(assertInstanceOf(Stmt.Return.class, stmt("RETURN;")).value().isEmpty());
        assertEquals("Z", sexp(assertInstanceOf(Stmt.Return.class, stmt("RETURN (Z);")).value().orElseThrow()));
        assertEquals("(+ Z 1)", sexp(assertInstanceOf(Stmt.Return.class, stmt("RETURN Z + 1;")).value().orElseThrow()));
        assertEquals("(+ Z 1)", sexp(assertInstanceOf(Stmt.Return.class, stmt("RETURN (Z) + 1;")).value().orElseThrow()));
    }

    @Test
    void readAndWrite() {
        Stmt.Read r = assertInstanceOf(Stmt.Read.class, stmt("READ (X, A(I));"));
        assertEquals(List.of("X", "(A[] I)"), r.targets().stream().map(EffTesting::sexp).toList());
        Stmt.Write w = assertInstanceOf(Stmt.Write.class, stmt("WRITE (\"J is\", J, J * 2);"));
        assertEquals(List.of("\"J is\"", "J", "(* J 2)"), w.values().stream().map(EffTesting::sexp).toList());
    }

    @Test
    void assumeAssertProve() {
        assertEquals("(> X 0)", sexp(assertInstanceOf(Stmt.Assume.class, stmt("ASSUME (X > 0);")).condition()));
        assertEquals("(& (> X 0) (> Y 0))",
                sexp(assertInstanceOf(Stmt.Assert.class, stmt("assert(X > 0) & (Y > 0);")).condition()));
        assertEquals("(⊃ A B)", sexp(assertInstanceOf(Stmt.Prove.class, stmt("PROVE (A ⊃ B);")).condition()));
    }

    @Test
    void nullStatement() {
        Stmt.Null n = assertInstanceOf(Stmt.Null.class, stmt(";"));
        assertEquals(";", n.span().text());
    }

    @Test
    void labels() {
        Stmt.Labeled l = assertInstanceOf(Stmt.Labeled.class, stmt("L1: l2: X = 1;"));
        assertEquals(List.of("L1", "L2"), l.labels().stream().map(Ident::name).toList());
        assertInstanceOf(Stmt.Assign.class, l.statement());
        assertEquals("L1: l2: X = 1;", l.span().text());
    }

    @Test
    void labelsBeforeEndLabelATrailingNullStatement() {
        Stmt.DoLoop d = assertInstanceOf(Stmt.DoLoop.class, stmt("DO I = 1 TO 3; GO TO NEXT; NEXT: END;"));
        Stmt.Labeled l = assertInstanceOf(Stmt.Labeled.class, d.body().get(1));
        assertInstanceOf(Stmt.Null.class, l.statement());
        assertEquals(0, l.statement().span().end() - l.statement().span().start());

        Procedure p = EffTesting.program("P: PROC; X = 1; DONE: END;").procedures().get(0);
        assertEquals(2, p.body().size());
        assertInstanceOf(Stmt.Labeled.class, p.body().get(1));
    }

    @Test
    void statementsMixWithDeclarations() {
        List<Stmt> body = body("X = 1; DCL Y INTEGER; Y = X; DO; DECLARE Z INTEGER; END;");
        assertEquals(4, body.size());
        assertInstanceOf(Stmt.Declare.class, body.get(1));
        assertInstanceOf(Stmt.Declare.class, assertInstanceOf(Stmt.DoGroup.class, body.get(3)).body().get(0));
    }

    @Test
    void visitorDispatchesOnEveryStatementKind() {
        List<Stmt> body = body("""
                X = 1; IF X THEN ; DO; END; DO WHILE (X); END; DO I = 1 TO 2; END; GO TO L; CALL P;
                RETURN; READ (X); WRITE (X); ASSUME (X); ASSERT (X); PROVE (X); ; DCL X INTEGER; L: ;""");
        Stmt.Visitor<String, Void> names = new Stmt.Visitor<>() {
            public String visitAssign(Stmt.Assign s, Void p) { return "Assign"; }
            public String visitIf(Stmt.If s, Void p) { return "If"; }
            public String visitDoGroup(Stmt.DoGroup s, Void p) { return "DoGroup"; }
            public String visitDoWhile(Stmt.DoWhile s, Void p) { return "DoWhile"; }
            public String visitDoLoop(Stmt.DoLoop s, Void p) { return "DoLoop"; }
            public String visitGoTo(Stmt.GoTo s, Void p) { return "GoTo"; }
            public String visitCall(Stmt.Call s, Void p) { return "Call"; }
            public String visitReturn(Stmt.Return s, Void p) { return "Return"; }
            public String visitRead(Stmt.Read s, Void p) { return "Read"; }
            public String visitWrite(Stmt.Write s, Void p) { return "Write"; }
            public String visitAssume(Stmt.Assume s, Void p) { return "Assume"; }
            public String visitAssert(Stmt.Assert s, Void p) { return "Assert"; }
            public String visitProve(Stmt.Prove s, Void p) { return "Prove"; }
            public String visitNull(Stmt.Null s, Void p) { return "Null"; }
            public String visitDeclare(Stmt.Declare s, Void p) { return "Declare"; }
            public String visitLabeled(Stmt.Labeled s, Void p) { return "Labeled"; }
        };
        assertEquals(List.of("Assign", "If", "DoGroup", "DoWhile", "DoLoop", "GoTo", "Call", "Return", "Read",
                        "Write", "Assume", "Assert", "Prove", "Null", "Declare", "Labeled"),
                body.stream().map(s -> s.accept(names, null)).toList());
    }
}
