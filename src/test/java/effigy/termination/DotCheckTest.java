package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The DOT checker accepts the subset Effigy writes, rejects broken graphs by line, and Graphviz agrees. */
class DotCheckTest {
    private static final String VALID = String.join("\n",
            "// the loop of f",
            "digraph loop_f {",
            "  graph [rankdir=TB; fontsize=10]",
            "  node [shape=box, fontname=\"monospace\"];",
            "  edge [style=solid];",
            "  /* nodes",
            "     first */",
            "  \"entry\" [label=\"entry\\nj = 0\\l\", shape=box];",
            "  head [label=\"while (i < \\\"n\\\")\", style=dashed]",
            "  n1 [label=\"exit\"]; 2 [label=\"two\"]",
            "  entry -> \"head\" [label=\"T\"];",
            "  \"head\" -> n1 -> 2 [label=\"F\", penwidth=1.5]",
            "  head -> head",
            "}",
            "");

    @Test
    void theSubsetIsAccepted() {
        assertDoesNotThrow(() -> DotCheck.check(VALID));
        assertDoesNotThrow(() -> DotCheck.check("strict digraph { a; b; a -> b }"));
        assertDoesNotThrow(() -> DotCheck.check("digraph \"quoted name\" {\n}\n"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "undirected graph      | 1 | graph g { a; }",
        "unclosed graph        | 3 | digraph g {\\n  a;\\n",
        "edge to undeclared    | 3 | digraph g {\\n  a;\\n  a -> b;\\n}",
        "edge from undeclared  | 2 | digraph g {\\n  c -> a;\\n  a;\\n}",
        "duplicate node        | 4 | digraph g {\\n  a [label=\"x\"];\\n  b;\\n  \"a\";\\n}",
        "unclosed string       | 2 | digraph g {\\n  a [label=\"x];\\n}",
        "bad escape            | 2 | digraph g {\\n  a [label=\"\\q\"];\\n}",
        "missing attr value    | 2 | digraph g {\\n  a [label=, shape=box];\\n}",
        "unclosed attr list    | 3 | digraph g {\\n  a [label=\"x\"\\n}",
        "undirected edge       | 3 | digraph g {\\n  a; b;\\n  a -- b;\\n}",
        "unclosed comment      | 2 | digraph g {\\n  /* a;\\n}",
        "stray character       | 2 | digraph g {\\n  a @ b;\\n}",
        "text after the graph  | 2 | digraph g { a; }\\n}",
        "attrs without keyword | 2 | digraph g {\\n  [shape=box];\\n}",
    })
    void brokenGraphsAreRejectedAtTheirLine(String what, int line, String dot) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DotCheck.check(dot.replace("\\n", "\n")), what);
        assertTrue(e.getMessage().startsWith("line " + line + ": "), what + ": " + e.getMessage());
    }

    @Test
    void graphvizRendersTheValidSample(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("loop.svg");
        Assumptions.assumeTrue(DotCheck.renderWithGraphviz(VALID, svg),
                "graphviz's dot is not installed: install Debian's graphviz package to render DOT");
        String out = Files.readString(svg);
        assertTrue(out.contains("<svg"), out);
        assertTrue(out.contains("while (i &lt; &quot;n&quot;)"), out);
    }

    @Test
    void graphvizFailureCarriesItsMessage(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(DotCheck.renderWithGraphviz("digraph ok { a; }", dir.resolve("ok.svg")),
                "graphviz's dot is not installed: install Debian's graphviz package to render DOT");
        AssertionError e = assertThrows(AssertionError.class,
                () -> DotCheck.renderWithGraphviz("digraph broken { a -> ; }", dir.resolve("broken.svg")));
        assertTrue(e.getMessage().contains("syntax error"), e.getMessage());
    }
}
