package effigy.lang.eff;

import org.junit.jupiter.api.Test;

import java.util.List;

import static effigy.lang.eff.EffTesting.error;
import static effigy.lang.eff.EffTesting.resource;
import static effigy.lang.eff.EffTesting.sexp;
import static effigy.lang.eff.EffTesting.src;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SessionParserTest {

    private static List<Command> session(String text) { return EffParser.parseSession(src(text)); }

    private static String sessionError(String text) { return error(() -> EffParser.parseSession(src(text))); }

    private static List<String> args(Invocation call) { return call.arguments().stream().map(EffTesting::sexp).toList(); }

    @Test
    void kingsSessionScript() {
        List<Command> commands = EffParser.parseSession(resource("session.eff"));
        assertEquals(9, commands.size());
        assertEquals(List.of("sum.eff", "power.eff", "search.eff"),
                commands.subList(0, 3).stream().map(c -> assertInstanceOf(Command.Include.class, c).path()).toList());

        Command.Call sum = assertInstanceOf(Command.Call.class, commands.get(4));
        assertEquals("SUM", sum.invocation().procedure().name());
        assertEquals(List.of("\"A\"", "\"B\"", "\"C\""), args(sum.invocation()));
        assertEquals("CALL SUM(\"A\", \"B\", \"C\");", sum.span().text());

        Command.Test search = assertInstanceOf(Command.Test.class, commands.get(7));
        assertEquals(200, search.limit());
        assertEquals(List.of("A", "\"N\"", "\"N\"", "\"X\"", "FOUND", "J"), args(search.invocation()));

        Command.Test power = assertInstanceOf(Command.Test.class, commands.get(8));
        assertEquals(60, power.limit());
        assertEquals("POWER", power.invocation().procedure().name());
        assertEquals(11, power.span().line());
    }

    @Test
    void includeTakesEitherQuoteAndProceduresMayBeDefinedInline() {
        List<Command> commands = session("""
                include "lib/sum.eff";
                DOUBLE: PROC (X); RETURN (2 * X); END;
                call double("A");
                Test(5) Double(3);
                """);
        assertEquals("lib/sum.eff", assertInstanceOf(Command.Include.class, commands.get(0)).path());
        Command.Define def = assertInstanceOf(Command.Define.class, commands.get(1));
        assertEquals("DOUBLE", def.procedure().name().name());
        assertEquals(def.procedure().span(), def.span());
        assertEquals("DOUBLE", assertInstanceOf(Command.Call.class, commands.get(2)).invocation().procedure().name());
        assertEquals(5, assertInstanceOf(Command.Test.class, commands.get(3)).limit());
        assertTrue(session("/* empty */").isEmpty());
    }

    @Test
    void visitorDispatchesOnEveryCommandKind() {
        List<Command> commands = session("INCLUDE 'a'; CALL P; TEST(1) P; P: PROC; END;");
        Command.Visitor<String, Void> kinds = new Command.Visitor<>() {
            public String visitInclude(Command.Include c, Void p) { return "Include"; }
            public String visitCall(Command.Call c, Void p) { return "Call"; }
            public String visitTest(Command.Test c, Void p) { return "Test"; }
            public String visitDefine(Command.Define c, Void p) { return "Define"; }
        };
        assertEquals(List.of("Include", "Call", "Test", "Define"), commands.stream().map(c -> c.accept(kinds, null)).toList());
    }

    @Test
    void parseCallOnKingsSearchArguments() {
        Invocation call = EffParser.parseCall(src("SEARCH(A, \"N\", \"N\" + 4, \"X\", FOUND, J)"));
        assertEquals("SEARCH", call.procedure().name());
        assertEquals(List.of("A", "\"N\"", "(+ \"N\" 4)", "\"X\"", "FOUND", "J"), args(call));
        assertEquals("SEARCH(A, \"N\", \"N\" + 4, \"X\", FOUND, J)", call.span().text());
    }

    @Test
    void parseCallForms() {
        assertEquals(List.of("1", "3", "5"), args(EffParser.parseCall(src("sum(1, 3, 5);"))));
        assertTrue(EffParser.parseCall(src("MAIN")).arguments().isEmpty());
        assertEquals("(- 7)", sexp(EffParser.parseCall(src("P(-7)")).arguments().get(0)));
        assertEquals("1:9: unexpected 'X' after call", error(() -> EffParser.parseCall(src("P(1, 2) X"))));
        assertEquals("1:1: expected a procedure name", error(() -> EffParser.parseCall(src(""))));
        assertEquals("1:1: expected a procedure name, found keyword CALL",
                error(() -> EffParser.parseCall(src("CALL P(1)"))));
    }

    @Test
    void errors() {
        assertEquals("2:1: expected a session command (INCLUDE, CALL, TEST or a procedure)",
                sessionError("CALL P;\nX = 1;"));
        assertEquals("1:9: expected a file name in quotes after INCLUDE", sessionError("INCLUDE sum.eff;"));
        assertEquals("1:17: expected ';' after command", sessionError("INCLUDE 'a.eff' CALL P;"));
        assertEquals("1:6: expected a step limit", sessionError("TEST(N) P;"));
        assertEquals("1:6: step limit 99999999999 is too large", sessionError("TEST(99999999999) P;"));
        assertEquals("1:10: expected ',' or ')'", sessionError("CALL P(1 2);"));
    }
}
