package effigy.lang.c.pp;

import static effigy.lang.c.pp.PPTesting.error;
import static effigy.lang.c.pp.PPTesting.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import effigy.lang.c.CToken;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code #include}: search order, guards, {@code #pragma once}, spans in included files, errors. */
class IncludeTest {
    private static final Path DIR = Path.of("src/test/resources/c-pp/include");
    private static final IncludeResolver RESOLVER = IncludeResolver.standard(List.of(DIR.resolve("libdir")));

    private static List<CToken> ppFile(String name) {
        return Preprocessor.preprocess(SourceFile.read(DIR.resolve(name)), RESOLVER, Map.of());
    }

    private static Diagnostic fileError(String name) {
        return assertThrows(DiagnosticException.class, () -> ppFile(name)).diagnostic();
    }

    /** A resolver over in-memory files, for tests that need no directory. */
    private static IncludeResolver memory(Map<String, String> files) {
        return (name, angled, includer) -> files.containsKey(name) ? new SourceFile(name, files.get(name)) : null;
    }

    @Test
    void searchOrderGuardsAndPragmaOnce() {
        assertEquals("b_h a_h guarded self_start self_end once lib_h user_stdio main_end 1", texts(ppFile("main.c")));
    }

    @Test
    void includedTokensHaveSpansInTheirFiles() {
        List<CToken> ts = ppFile("main.c");
        assertEquals(DIR.resolve("sub/b.h") + ":1:1", ts.get(0).span().where());
        assertEquals(DIR.resolve("sub/a.h") + ":2:1", ts.get(1).span().where());
        CToken t = ts.get(ts.size() - 2);
        assertEquals("1", t.text());
        assertEquals("true", t.expandedFrom());
        assertEquals(DIR.resolve("main.c") + ":10:10", t.span().where());
        assertEquals(DIR.resolve("main.c") + ":11:1", ts.get(ts.size() - 1).span().where(), "EOF at the end of the main file");
    }

    @Test
    void angledIncludesPreferTheBuiltInHeaders() {
        SourceFile main = new SourceFile(DIR.resolve("x.c").toString(), "#include <stdio.h>\nEOF");
        List<CToken> ts = Preprocessor.preprocess(main, RESOLVER, Map.of());
        assertEquals("<built-in>/stdio.h", ts.get(0).span().file().name());
        assertEquals("( - 1 )", texts(ts.subList(ts.size() - 5, ts.size())));
    }

    @Test
    void includeErrors() {
        Diagnostic d = fileError("missing.c");
        assertEquals("#include file not found: nothere.h", d.message());
        assertEquals(DIR.resolve("missing.c") + ":2:10", d.span().where());
        assertEquals("\"nothere.h\"", d.span().text());
        Diagnostic deep = fileError("recursive.h");
        assertEquals("#include nested too deeply", deep.message());
        Diagnostic open = fileError("unterminated.c");
        assertEquals(DIR.resolve("unterminated.h") + ":1:1: unterminated #if", open.span().where() + ": " + open.message());
        assertEquals("t.c:1:10: #include file not found: nope.h", error("#include <nope.h>"));
        assertEquals("t.c:1:1: #include expects \"FILENAME\" or <FILENAME>", error("#include\n"));
        assertEquals("t.c:1:10: #include expects \"FILENAME\" or <FILENAME>", error("#include stdio.h\n"));
        assertEquals("t.c:1:10: empty file name in #include", error("#include \"\"\n"));
        assertEquals("t.c:1:10: missing terminating > character", error("#include <stdio.h\n"));
    }

    @Test
    void computedIncludes() {
        IncludeResolver r = memory(Map.of("a b.h", "spaced", "q.h", "quoted"));
        String src = "#define Q \"q.h\"\n#define A <a b.h>\n#include Q\n#include A\n";
        assertEquals("quoted spaced", texts(Preprocessor.preprocess(new SourceFile("t.c", src), r, Map.of())));
    }

    @Test
    void headerNamesAreNotTokens() {
        IncludeResolver r = memory(Map.of("it's//odd.h", "odd"));
        assertEquals("odd", texts(Preprocessor.preprocess(new SourceFile("t.c", "#include <it's//odd.h> // c\n"), r, Map.of())));
    }

    @Test
    void standardResolverReadsEachFileOnce() {
        IncludeResolver r = IncludeResolver.standard(List.of());
        SourceFile includer = new SourceFile(DIR.resolve("main.c").toString(), "");
        SourceFile a = r.resolve("guarded.h", false, includer);
        assertSame(a, r.resolve("guarded.h", false, includer));
        assertNull(r.resolve("guarded.h", true, includer), "<…> does not search the includer's directory");
        assertNull(r.resolve("lib.h", false, includer));
        assertEquals("<built-in>/stdint.h", r.resolve("stdint.h", false, includer).name());
    }
}
