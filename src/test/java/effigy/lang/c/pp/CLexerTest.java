package effigy.lang.c.pp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.lang.c.pp.PPToken.Kind;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CLexerTest {
    private static List<PPToken> lex(String text) {
        List<PPToken> all = CLexer.tokenize(new SourceFile("t.c", text));
        assertEquals(Kind.EOF, all.get(all.size() - 1).kind());
        return all.subList(0, all.size() - 1);
    }

    /** Kind and text of each token, e.g. {@code IDENTIFIER:x PUNCTUATOR:+}. */
    private static String show(String text) {
        return lex(text).stream().map(t -> t.kind() + ":" + t.text()).collect(Collectors.joining(" "));
    }

    private static String texts(String text) {
        return lex(text).stream().map(PPToken::text).collect(Collectors.joining(" "));
    }

    private static String error(String text) {
        Diagnostic d = assertThrows(DiagnosticException.class, () -> lex(text)).diagnostic();
        return d.span().where() + ": " + d.message();
    }

    @Test
    void identifiers() {
        assertEquals("IDENTIFIER:_x1 IDENTIFIER:while IDENTIFIER:$dollar IDENTIFIER:caf\\u00e9 IDENTIFIER:été",
                show("_x1 while $dollar caf\\u00e9 été"));
        assertEquals("IDENTIFIER:x", show("\uFEFFx"), "a byte-order mark is skipped");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "42", "0x1F", "0777", "12ULL", "1.5", ".5", "1e+10", "1E-3", "0x1p-3", "0x1e+1",
            "1.2.3", "08", "1_000", "0x1P+4f", "1.e5"})
    void ppNumbersAreOneToken(String number) {
        assertEquals("NUMBER:" + number, show(number));
    }

    @Test
    void numbersEndWhereC99SaysSo() {
        assertEquals("NUMBER:1 PUNCTUATOR:+ NUMBER:2", show("1+2"));
        assertEquals("NUMBER:1e+2 PUNCTUATOR:+ NUMBER:3", show("1e+2+3"));
        assertEquals("NUMBER:0x1a PUNCTUATOR:- IDENTIFIER:b", show("0x1a-b"));
        assertEquals("PUNCTUATOR:. IDENTIFIER:x", show(".x"));
    }

    @Test
    void characterConstantsAndStringsKeepPrefixAndEscapes() {
        assertEquals("CHAR:'a' CHAR:L'x' CHAR:u'y' CHAR:U'z' CHAR:'\\'' CHAR:'\"' CHAR:'\\n'",
                show("'a' L'x' u'y' U'z' '\\'' '\"' '\\n'"));
        assertEquals("STRING:\"a\\\"b\" STRING:L\"w\" STRING:u\"x\" STRING:U\"y\" STRING:u8\"z\" STRING:\"\"",
                show("\"a\\\"b\" L\"w\" u\"x\" U\"y\" u8\"z\" \"\""));
        assertEquals("IDENTIFIER:u8 CHAR:'a' IDENTIFIER:Lx STRING:\"s\"", show("u8'a' Lx\"s\""));
        assertEquals("STRING:\"a//b/*c*/\"", show("\"a//b/*c*/\""));
    }

    @Test
    void everyPunctuator() {
        String all = "[ ] ( ) { } . -> ++ -- & * + - ~ ! / % << >> < > <= >= == != ^ | && || ? : ; ... "
                + "= *= /= %= += -= <<= >>= &= ^= |= , # ## <: :> <% %> %: %:%:";
        for (String p : all.split(" ")) assertEquals("PUNCTUATOR:" + p, show(p), p);
    }

    @Test
    void punctuatorsTakeTheLongestMatch() {
        assertEquals("a ++ ++ + b", texts("a+++++b"));
        assertEquals("x ... y . . z", texts("x...y..z"));
        assertEquals("<<= >>= -> -- >", texts("<<=>>=->-->"));
        assertEquals("%: %", texts("%:%"));
        assertEquals("%:%: :", texts("%:%::"));
    }

    @Test
    void digraphsStandForPunctuators() {
        List<PPToken> ts = lex("<: :> <% %> %: %:%:");
        assertEquals("[ ] { } # ##", ts.stream().map(t -> PPToken.canonical(t.text())).collect(Collectors.joining(" ")));
        assertTrue(ts.get(4).is("#"));
        assertEquals("<:", ts.get(0).text());
    }

    @Test
    void otherCharacters() {
        assertEquals("OTHER:@ OTHER:` OTHER:\\ IDENTIFIER:x", show("@ ` \\ x"));
    }

    @Test
    void commentsAreWhiteSpace() {
        List<PPToken> ts = lex("a/* c */b//x\nc/**/d /* multi\nline */ e");
        assertEquals("a b c d e", ts.stream().map(PPToken::text).collect(Collectors.joining(" ")));
        assertTrue(ts.get(1).spaceBefore());
        assertTrue(ts.get(3).spaceBefore());
        assertFalse(ts.get(1).atLineStart());
        assertTrue(ts.get(2).atLineStart());
        assertFalse(ts.get(4).atLineStart(), "a newline inside a comment does not start a line");
        assertEquals("/ /", texts("/ /"));
        assertEquals("a", texts("a // comment continues \\\n here"));
    }

    @Test
    void lineSplicesDisappearEvenInsideTokens() {
        List<PPToken> ts = lex("ab\\\ncd \"x\\\ny\" +\\\r\n= 1\\\n2");
        assertEquals("abcd \"xy\" += 12", ts.stream().map(PPToken::text).collect(Collectors.joining(" ")));
        assertEquals("ab\\\ncd", ts.get(0).span().text());
        assertEquals(1, ts.get(0).span().line());
        assertFalse(ts.get(1).atLineStart());
        assertEquals("x", texts("/\\\n* c *\\\n/ x"), "a comment whose delimiters are spliced");
    }

    @Test
    void lineStartsAndWhiteSpace() {
        List<PPToken> ts = lex("#define X\n  # x\nf(a) f (a)");
        assertTrue(ts.get(0).atLineStart());
        assertFalse(ts.get(0).spaceBefore());
        assertFalse(ts.get(2).atLineStart());
        assertTrue(ts.get(3).atLineStart());
        assertTrue(ts.get(3).spaceBefore());
        assertTrue(ts.get(5).atLineStart());
        assertFalse(ts.get(6).spaceBefore(), "( right after f");
        assertTrue(ts.get(10).spaceBefore(), "( after f and a space");
    }

    @Test
    void spansAndPositions() {
        List<PPToken> ts = lex("int x;\n\treturn \"s\";");
        assertEquals("t.c:2:2", ts.get(3).span().where());
        assertEquals("t.c:2:9", ts.get(4).span().where());
        assertEquals("\"s\"", ts.get(4).span().text());
    }

    @Test
    void errorsPointAtTheOffendingCharacter() {
        assertEquals("t.c:1:9: unterminated string literal", error("int a = \"abc;\nx"));
        assertEquals("t.c:2:3: unterminated string literal", error("x\n  L\"abc\\\"\n"));
        assertEquals("t.c:1:10: unterminated character constant", error("char c = 'a;"));
        assertEquals("t.c:1:3: unterminated comment", error("a /* never closed\n\n"));
        assertEquals("t.c:1:5: empty character constant", error("x = '';"));
    }

    @Test
    void lenientModeTurnsUnterminatedLiteralsIntoOtherTokens() {
        CLexer lexer = new CLexer(new SourceFile("t.c", "don't panic\nx"));
        assertEquals("don", lexer.next(true).text());
        PPToken rest = lexer.next(true);
        assertEquals(Kind.OTHER, rest.kind());
        assertEquals("'t panic", rest.text());
        assertEquals("x", lexer.next(true).text());
    }

    @Test
    void directiveHelpers() {
        CLexer lexer = new CLexer(new SourceFile("t.c", "# include <a/b.h> junk\n#include \"q.h\"\nnext"));
        assertTrue(lexer.next(false).is("#"));
        assertEquals("include", lexer.nextOnLine(false).text());
        PPToken h = lexer.headerName();
        assertEquals(Kind.HEADER_NAME, h.kind());
        assertEquals("<a/b.h>", h.text());
        assertEquals(List.of("junk"), lexer.restOfLine(false).stream().map(PPToken::text).toList());
        assertNull(lexer.nextOnLine(false));
        assertTrue(lexer.next(false).atLineStart());
        lexer.nextOnLine(false);
        assertEquals("\"q.h\"", lexer.headerName().text());
        assertNull(lexer.headerName());
        assertEquals("next", lexer.next(false).text());
        assertEquals(Kind.EOF, lexer.next(false).kind());
        assertEquals(Kind.EOF, lexer.next(false).kind());
    }

    @Test
    void headerNameMustBeClosed() {
        CLexer lexer = new CLexer(new SourceFile("t.c", "#include <stdio.h\n"));
        lexer.next(false);
        lexer.nextOnLine(false);
        DiagnosticException e = assertThrows(DiagnosticException.class, lexer::headerName);
        assertEquals("t.c:1:10: missing terminating > character", e.diagnostic().span().where() + ": " + e.getMessage());
    }

    @Test
    void singleTokenCheckForPasting() {
        assertEquals("+=", CLexer.single("+=").text());
        assertEquals("x12", CLexer.single("x12").text());
        assertNull(CLexer.single("+-"));
        assertNull(CLexer.single("//"));
        assertNull(CLexer.single("/*"));
        assertNull(CLexer.single("\"a"));
    }
}
