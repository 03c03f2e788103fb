package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Bit-fields through the proving engines: {@code verify} proves with an inductive assertion that a 3-bit
 * unsigned field stays below 8 and a 5-bit signed one in -16..15 whatever the loop adds (a path from the loop
 * head starts from arbitrary struct contents, so only the field's width bounds it), {@code bmc --k-induction}
 * proves the same, and both refute the claim that the 3-bit field never reaches 7 with a counterexample. A
 * bit-field's address is refused as a user sees it: {@code file:line:col: error:} and exit status 2.
 */
class BitFieldsCliTest {
    private static final String OK = "src/test/resources/verify/bit-fields.c", BAD = "src/test/resources/verify/bit-fields_bad.c";

    @Test
    void verifyProvesTheFieldsStayInTheirRange() {
        CliRun r = CliRun.of("verify", OK);
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("0 refuted, 0 unknown: the program is correct"), r.out());
        assertTrue(r.out().contains("inductive assertion effigy_invariant(s.f < 8 && s.g >= -16 && s.g <= 15), from the inductive assertion"), r.out());
    }

    @Test
    void verifyRefutesAThreeBitFieldNeverSeven() {
        CliRun r = CliRun.of("verify", BAD);
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("REFUTED") && r.out().contains("counterexample"), r.out());
    }

    @Test
    void bmcWithKInductionProvesTheFieldsStayInTheirRange() {
        CliRun r = CliRun.of("bmc", "--k-induction", OK, "--max-time", "120");
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().strip().endsWith("Result: true"), r.out());
    }

    @Test
    void bmcFindsTheThreeBitFieldAtSeven() {
        CliRun r = CliRun.of("bmc", BAD, "--max-time", "120");
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("Counterexample:") && r.out().strip().endsWith("Result: false"), r.out());
    }

    @Test
    void theAddressOfABitFieldIsABadInputWithItsPosition() throws Exception {
        String file = "src/test/resources/c-parse/expect-error/bit-field-address.c";
        CliRun r = CliRun.inOwnProcess(120, "run", file);
        assertEquals(Main.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().startsWith(file + ":6:10: error: cannot take the address of the bit-field 'ready'"), r.err());
    }
}
