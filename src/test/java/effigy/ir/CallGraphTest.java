package effigy.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import effigy.driver.Workbench;
import effigy.lang.c.lower.IntSemantics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The call graph's reach, cycles and the recursion an entry reaches, on a C program with a self-recursion and a mutual one. */
class CallGraphTest {
    private static Set<String> names(Set<Function> fs) {
        return fs.stream().map(Function::name).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void cyclesAndTheRecursionAnEntryReaches(@TempDir Path tmp) throws Exception {
        Path c = tmp.resolve("g.c");
        Files.writeString(c, """
                int even(int n);
                int odd(int n) { return n == 0 ? 0 : even(n - 1); }
                int even(int n) { return n == 0 ? 1 : odd(n - 1); }
                int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
                int helper(int n) { return odd(n) + 1; }
                int plain(int n) { return n + 1; }
                int main(void) { return helper(3) + plain(2); }
                int unused(int n) { return fact(n); }
                """);
        try (Workbench wb = Workbench.load(List.of(c), 1_000, IntSemantics.BITVECTOR)) {
            Program p = wb.program();
            CallGraph g = new CallGraph(p);
            assertEquals(Set.of("even", "odd"), names(g.cycle(p.function("odd"))));
            assertEquals(Set.of("fact"), names(g.cycle(p.function("fact"))));
            assertEquals(Set.of(), names(g.cycle(p.function("helper"))));
            assertEquals(Set.of("even", "odd"), names(g.reach(p.function("helper"))));
            // main reaches odd and even (through helper), not fact (only unused calls it)
            assertEquals(Set.of("even", "odd"), names(g.recursiveFrom(p.function("main"))));
            assertEquals(Set.of("fact"), names(g.recursiveFrom(p.function("unused"))));
        }
    }
}
