package effigy.lang.eff;

import effigy.lang.eff.Token.Kind;
import effigy.source.SourceFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static effigy.lang.eff.EffTesting.error;
import static effigy.lang.eff.EffTesting.src;
import static org.junit.jupiter.api.Assertions.assertEquals;

class LexerTest {

    /** Every token up to and including EOF. */
    private static List<Token> lex(SourceFile file) {
        Lexer lexer = new Lexer(file);
        List<Token> tokens = new ArrayList<>();
        do {
            tokens.add(lexer.next());
        } while (!tokens.get(tokens.size() - 1).is(Kind.EOF));
        return tokens;
    }

    private static List<Token> lex(String text) { return lex(src(text)); }

    private static String kinds(String text) {
        return lex(text).stream().map(t -> t.kind().name()).collect(Collectors.joining(" "));
    }

    private static String lexError(String text) { return error(() -> lex(text)); }

    @Test
    void identifiersAreUpperCasedAndKeepTheirSpans() {
        List<Token> tokens = lex("  found_1 x#@$ Sum");
        assertEquals(List.of("FOUND_1", "X#@$", "SUM", ""), tokens.stream().map(Token::text).toList());
        assertEquals("found_1", tokens.get(0).span().text());
        assertEquals(3, tokens.get(0).span().column());
        assertEquals("Sum", tokens.get(2).span().text());
    }

    @Test
    void integersAreUnbounded() {
        Token t = lex("123456789012345678901234567890").get(0);
        assertEquals(Kind.INTEGER, t.kind());
        assertEquals("123456789012345678901234567890", t.text());
    }

    @Test
    void commentsAndWhitespaceSeparateTokens() {
        assertEquals("IDENT IDENT EOF", kinds("A/* one\n * two */B\t\r\n"));
        assertEquals("IDENT SLASH IDENT EOF", kinds("A / B /**/"));
    }

    @Test
    void stringsUndoDoubledQuotes() {
        List<Token> tokens = lex("\"A(1)\" 'sum.eff' \"say \"\"hi\"\"\" 'it''s'");
        assertEquals(List.of(Kind.SYMBOL, Kind.STRING, Kind.SYMBOL, Kind.STRING, Kind.EOF),
                tokens.stream().map(Token::kind).toList());
        assertEquals(List.of("A(1)", "sum.eff", "say \"hi\"", "it's", ""), tokens.stream().map(Token::text).toList());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ' ', value = {
            "= EQ", "¬= NE", "^= NE", "!= NE", "≠ NE",
            "< LT", "> GT", "<= LE", "≤ LE", ">= GE", "≥ GE",
            "¬< NOT_LT", "^< NOT_LT", "!< NOT_LT", "¬> NOT_GT", "^> NOT_GT", "!> NOT_GT",
            "+ PLUS", "- MINUS", "* STAR", "/ SLASH", "** POWER",
            "& AND", "| OR", "¬ NOT", "^ NOT", "! NOT", "⊃ IMPLIES", "-> IMPLIES", "← ARROW",
            "( LPAREN", ") RPAREN", ", COMMA", "; SEMI", ": COLON"})
    void everyOperatorSpelling(String spelling, Kind kind) {
        List<Token> tokens = lex(spelling);
        assertEquals(2, tokens.size());
        assertEquals(kind, tokens.get(0).kind());
        assertEquals(spelling, tokens.get(0).span().text());
    }

    @Test
    void longestMatchAndTheAsciiLeftArrow() {
        assertEquals("IDENT POWER MINUS INTEGER EOF", kinds("A**-2"));
        assertEquals("IDENT LT MINUS INTEGER EOF", kinds("X<-1"));
        assertEquals("NOT NOT IDENT EOF", kinds("¬¬A"));
        assertEquals("IDENT NOT_GT IDENT EOF", kinds("L¬>U"));
    }

    @Test
    void endOfInputSitsJustAfterTheLastToken() {
        SourceFile f = src("X = 1 /* trailing */\n\n");
        List<Token> tokens = lex(f);
        Token eof = tokens.get(tokens.size() - 1);
        assertEquals(Kind.EOF, eof.kind());
        assertEquals(5, eof.span().start());
        assertEquals(5, eof.span().end());
    }

    @Test
    void errors() {
        assertEquals("2:3: unterminated comment", lexError("A\n  /* no end\n more"));
        assertEquals("1:5: unexpected character '%'", lexError("A = %B"));
        assertEquals("1:1: unexpected character 'λ'", lexError("λ"));
        assertEquals("1:3: unexpected character U+0007", lexError("A \u0007"));
        assertEquals("1:1: unexpected character '#'", lexError("#A"));
        assertEquals("1:5: unterminated string", lexError("X = \"abc\nY"));
        assertEquals("1:1: unterminated string", lexError("'sum.eff"));
        assertEquals("1:5: malformed number '12AB'", lexError("X = 12AB;"));
    }
}
