package effigy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Reports of gcc 12's AddressSanitizer and UBSan, as a native run prints them, read into a kind and the user's line. */
class SanitizerReportTest {
    /** The user's file is /tmp/m.c, shown as m.c. */
    private static final Function<String, String> USER = f -> f.equals("/tmp/m.c") || f.equals("m.c") ? "m.c" : null;

    private static final String MEMCPY = """
            =================================================================
            ==18082==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7ffe688871a8 at pc 0x7f2bd2a48061 bp 0x7ffe68887170 sp 0x7ffe68886920
            WRITE of size 16 at 0x7ffe688871a8 thread T0
                #0 0x7f2bd2a48060 in __interceptor_memcpy ../../../../src/libsanitizer/sanitizer_common/sanitizer_common_interceptors.inc:827
                #1 0x5597d14fa273 in f /tmp/m.c:3
                #2 0x5597d14fa3a3 in main /tmp/m.c:5
                #3 0x7f2bd2045249 in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58

            Address 0x7ffe688871a8 is located in stack of thread T0 at offset 40 in frame
                #0 0x5597d14fa208 in f /tmp/m.c:9
            """;

    private static final String DIVISION = """
            m.c:4:32: runtime error: division by zero
                #0 0x55e2e774e33f in g /tmp/m.c:4
                #1 0x55e2e774e37e in main /tmp/m.c:5
            """;

    @Test
    void anOverflowInsideMemcpyIsAtTheUsersCallWithTheLibraryFrameSecond() {
        SanitizerReport r = SanitizerReport.parse(MEMCPY, USER);
        assertEquals("stack-buffer-overflow", r.kind());
        assertEquals("m.c:3", r.where());
        assertEquals(3, r.line());
        assertEquals("__interceptor_memcpy at ../../../../src/libsanitizer/sanitizer_common/sanitizer_common_interceptors.inc:827", r.inner());
        assertEquals("AddressSanitizer: stack-buffer-overflow: write of size 16", r.message());
        assertTrue(SanitizerReport.isCrash(MEMCPY));
    }

    @Test
    void ubsansMessageGivesTheKindAndItsLocationTheColumn() {
        SanitizerReport r = SanitizerReport.parse(DIVISION, USER);
        assertEquals("division-by-zero", r.kind());
        assertEquals("m.c:4:32", r.where());
        assertEquals("m.c:4", r.whereLine());
        assertEquals("division by zero", r.message());
        assertNull(r.inner());
    }

    @Test
    void aProcessThatPrintedNoReportIsNoSanitizerCrash() {
        assertFalse(SanitizerReport.isCrash("hello\n"));
        SanitizerReport r = SanitizerReport.parse("hello\n", USER);
        assertEquals("?", r.where());
        assertEquals(0, r.line());
    }

    @Test
    void aStackOfNoUserFileNamesNoUserLine() {
        SanitizerReport r = SanitizerReport.parse(MEMCPY, f -> null);
        assertEquals("?", r.where());
        assertNull(r.inner());
    }
}
