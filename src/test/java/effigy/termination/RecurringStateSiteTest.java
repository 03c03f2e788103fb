package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import effigy.term.Sort;
import effigy.term.TermFactory;
import org.junit.jupiter.api.Test;

/**
 * A state that recurs gives each read the value of its call site: the site must be the place in the program alone
 * (the same for a site's first and hundredth read), and an input with no call site in its name gets no site.
 */
class RecurringStateSiteTest {
    private final TermFactory f = new TermFactory();

    private String site(String name) { return effigy.exec.ReadSites.of(f.symbol(name, Sort.bv(32))); }

    @Test
    void aSitesReadsShareItWhateverTheirCount() {
        assertEquals("int@532", site("int@532"));
        assertEquals("int@532", site("int@532_2"));
        assertEquals("int@532", site("int@532_117"));
        assertEquals("get_value_2@12", site("get_value_2@12_3"), "a function whose name ends in _2");
        assertEquals("int@5", site("int@5_32"), "not the site at line 532");
    }

    @Test
    void anInputNamedAfterAVariableHasNoSite() {
        // an unassigned variable's arbitrary value: x, then x_2, x_3 as the run goes on, a count the state does not hold
        assertNull(site("x"));
        assertNull(site("x_2"));
        assertNull(site("p@init"));
    }
}
