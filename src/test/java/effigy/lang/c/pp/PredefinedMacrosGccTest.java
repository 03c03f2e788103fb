package effigy.lang.c.pp;

import static effigy.lang.c.pp.PPTesting.expand;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cgen.Gcc;
import effigy.ir.DataModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Our predefined macros against {@code gcc -dM -E -x c /dev/null} (skipped, saying so, when gcc is missing):
 * every macro we define has exactly gcc's value (modulo whitespace), and every gcc macro we do not define is
 * on the allow-list below, whose entries we must not define: adding a macro on either side forces a look.
 * The reasons for the absences are in {@link PredefinedMacros}.
 */
class PredefinedMacrosGccTest {
    /** Ours only. */
    private static final Set<String> EFFIGY_ONLY = Set.of("__EFFIGY__");

    /** The GNU C version, which is clang's (4.2.1), not the installed gcc's: the GNU C that Effigy implements. */
    private static final Map<String, String> GNU_C_VERSION = Map.of("__GNUC__", "4", "__GNUC_MINOR__", "2", "__GNUC_PATCHLEVEL__", "1");

    /** Compared with {@code gcc -std=c99}: the front end is C99, gcc's default is C17. */
    private static final Set<String> AS_IN_C99 = Set.of("__STDC_VERSION__");

    /** gcc's macros deliberately left out, as patterns (an exact name stands for itself). */
    private static final List<String> LEFT_OUT = List.of(
            // the compiler's identity (the GNU C version is compared with GNU_C_VERSION instead)
            "__VERSION__",
            "__GNUC_EXECUTION_CHARSET_NAME", "__GNUC_WIDE_EXECUTION_CHARSET_NAME", "__GXX_ABI_VERSION",
            "__GCC_ASM_FLAG_OUTPUTS__", "__GCC_HAVE_DWARF2_CFI_ASM", "__GCC_CONSTRUCTIVE_SIZE", "__GCC_DESTRUCTIVE_SIZE",
            "__HAVE_SPECULATION_SAFE_VALUE", "__PRAGMA_REDEFINE_EXTNAME", "__NO_INLINE__",
            // floating types: not supported yet (only their sizes are defined)
            "__(FLT|DBL|LDBL|BFLT)[0-9X]*_[A-Z0-9_]*__", "__FLT_EVAL_METHOD(_TS_18661_3)?__", "__DEC(32|64|128)_[A-Z_]*__",
            "__DECIMAL_DIG__", "__DECIMAL_BID_FORMAT__", "__DEC_EVAL_METHOD__", "__FINITE_MATH_ONLY__",
            "__STDC_IEC_559__", "__STDC_IEC_559_COMPLEX__", "__STDC_IEC_60559_BFP__", "__STDC_IEC_60559_COMPLEX__",
            "__GCC_IEC_559", "__GCC_IEC_559_COMPLEX", "__SSE_MATH__", "__SSE2_MATH__",
            // no __int128, __float80, __float128
            "__SIZEOF_INT128__", "__SIZEOF_FLOAT80__", "__SIZEOF_FLOAT128__",
            // no __atomic / __sync builtins
            "__ATOMIC_[A-Z_]*", "__GCC_ATOMIC_[A-Z0-9_]*", "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_[0-9]+",
            // instruction sets, address spaces, code generation
            "__MMX__", "__SSE__", "__SSE2__", "__FXSR__", "__MMX_WITH_SSE__", "__SEG_FS", "__SEG_GS", "__k8", "__k8__",
            "__code_model_small__", "__PIC__", "__pic__", "__PIE__", "__pie__", "__BIGGEST_ALIGNMENT__",
            // C11 character types and wide characters
            "__CHAR16_TYPE__", "__CHAR32_TYPE__", "__STDC_UTF_16__", "__STDC_UTF_32__", "__STDC_ISO_10646__",
            // GNU-mode names that are not reserved, and glibc's include guard of stdc-predef.h
            "linux", "unix", "_STDC_PREDEF_H",
            // ILP32 (gcc -m32): the GNU-mode i386, and the processor tuning and code model
            "i386", "__i686", "__i686__", "__pentiumpro", "__pentiumpro__", "__code_model_32__", "__LAHF_SAHF__");

    private static Map<String, String> gccMacros(String... flags) {
        List<String> cmd = new ArrayList<>(List.of("gcc"));
        cmd.addAll(List.of(flags));
        cmd.addAll(List.of("-dM", "-E", "-x", "c", "/dev/null"));
        Gcc.Outcome out = Gcc.exec(cmd, null, 60);
        if (List.of(flags).contains("-m32")) Assumptions.assumeTrue(out.ok(), () -> cmd + " does not work here, skipping the ILP32 comparison: " + out.stderr());
        assertTrue(out.ok(), () -> cmd + " failed:\n" + out.stderr());
        Map<String, String> m = new LinkedHashMap<>();
        for (String line : out.stdout().split("\n")) {
            if (line.isBlank()) continue;
            assertTrue(line.startsWith("#define "), line);
            String rest = line.substring("#define ".length());
            int paren = rest.indexOf('('), space = rest.indexOf(' ');
            int end = paren >= 0 && (space < 0 || paren < space) ? rest.indexOf(')') + 1 : space < 0 ? rest.length() : space;
            m.put(rest.substring(0, end), normal(rest.substring(end)));
        }
        return m;
    }

    private static String normal(String replacement) {
        return replacement.strip().replaceAll("\\s+", " ");
    }

    private static boolean leftOut(String name) {
        return LEFT_OUT.stream().anyMatch(p -> Pattern.matches(p, name));
    }

    @Test
    void everyMacroHasGccsValueAndEveryOtherGccMacroIsDeliberatelyLeftOut() {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        compare(DataModel.LP64, gccMacros(), gccMacros("-std=c99"));
    }

    /** The ILP32 set against {@code gcc -m32} (only the preprocessor runs: the 32-bit libraries are not needed). */
    @Test
    void ilp32MacrosAreGccM32s() {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        compare(DataModel.ILP32, gccMacros("-m32"), gccMacros("-m32", "-std=c99"));
    }

    private static void compare(DataModel model, Map<String, String> gcc, Map<String, String> c99) {
        Map<String, String> ours = PredefinedMacros.of(model);
        List<String> problems = new ArrayList<>();
        ours.forEach((name, value) -> {
            if (EFFIGY_ONLY.contains(name)) return;
            if (GNU_C_VERSION.containsKey(name)) {
                if (!GNU_C_VERSION.get(name).equals(value)) problems.add(name + " is '" + value + "', not clang's GNU C version");
                if (!gcc.containsKey(name)) problems.add(name + " is not defined by gcc");
                return;
            }
            String expected = (AS_IN_C99.contains(name) ? c99 : gcc).get(name);
            if (expected == null) problems.add(name + " is not defined by gcc");
            else if (!expected.equals(normal(value))) problems.add(name + " is '" + value + "', gcc's is '" + expected + "'");
            if (leftOut(name)) problems.add(name + " is defined but on the left-out list");
        });
        Set<String> unexplained = new TreeSet<>();
        for (String name : gcc.keySet()) if (!ours.containsKey(name) && !leftOut(name)) unexplained.add(name);
        if (!unexplained.isEmpty()) problems.add("gcc macros neither defined nor on the left-out list: " + unexplained);
        assertTrue(problems.isEmpty(), model + ":\n" + String.join("\n", problems));
    }

    @Test
    void ilp32HasNoLp64Macros() {
        Map<String, String> ours = PredefinedMacros.of(DataModel.ILP32);
        for (String name : List.of("__x86_64__", "__x86_64", "__amd64__", "__amd64", "__LP64__", "_LP64")) assertTrue(!ours.containsKey(name), name);
        for (String name : List.of("__i386__", "__i386", "_ILP32", "__ILP32__")) assertEquals("1", ours.get(name), name);
        assertEquals("4", ours.get("__SIZEOF_LONG__"));
        assertEquals("4", ours.get("__SIZEOF_POINTER__"));
        assertEquals("unsigned int", ours.get("__SIZE_TYPE__"));
        assertEquals("int", ours.get("__PTRDIFF_TYPE__"));
        assertEquals("long long int", ours.get("__INT64_TYPE__"));
        // the same macros otherwise: the model-specific names replace each other
        Set<String> ilp32 = new TreeSet<>(ours.keySet()), lp64 = new TreeSet<>(PredefinedMacros.of(DataModel.LP64).keySet());
        ilp32.removeAll(List.of("__i386__", "__i386", "_ILP32", "__ILP32__"));
        lp64.removeAll(List.of("__x86_64__", "__x86_64", "__amd64__", "__amd64", "__LP64__", "_LP64"));
        assertEquals(lp64, ilp32);
    }

    @Test
    void theMacrosProgramsTestAreThere() {
        // independent of gcc: the ones named by the byte-order bug and the usual portability checks
        Map<String, String> ours = PredefinedMacros.of(DataModel.LP64);
        for (String name : List.of("__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__", "__ORDER_BIG_ENDIAN__", "__ORDER_PDP_ENDIAN__",
                "__FLOAT_WORD_ORDER__", "__x86_64__", "__x86_64", "__amd64__", "__amd64", "__LP64__", "_LP64", "__linux__",
                "__linux", "__unix__", "__unix", "__gnu_linux__", "__ELF__", "__CHAR_BIT__", "__SIZEOF_INT__", "__SIZEOF_LONG__",
                "__SIZEOF_LONG_LONG__", "__SIZEOF_SHORT__", "__SIZEOF_POINTER__", "__SIZEOF_FLOAT__", "__SIZEOF_DOUBLE__",
                "__SIZEOF_LONG_DOUBLE__", "__SIZEOF_SIZE_T__", "__SIZEOF_WCHAR_T__", "__SIZEOF_WINT_T__", "__SIZEOF_PTRDIFF_T__",
                "__SCHAR_MAX__", "__SHRT_MAX__", "__INT_MAX__", "__LONG_MAX__", "__LONG_LONG_MAX__", "__WCHAR_MAX__",
                "__WCHAR_MIN__", "__SIZE_MAX__", "__PTRDIFF_MAX__", "__INTMAX_MAX__", "__UINTMAX_MAX__", "__INT_WIDTH__",
                "__LONG_WIDTH__", "__SIZE_TYPE__", "__PTRDIFF_TYPE__", "__WCHAR_TYPE__", "__INTMAX_TYPE__", "__UINTMAX_TYPE__",
                "__INT8_TYPE__", "__UINT64_TYPE__", "__INTPTR_TYPE__", "__UINTPTR_TYPE__", "__STDC_VERSION__",
                "__STDC_HOSTED__", "__USER_LABEL_PREFIX__", "__REGISTER_PREFIX__", "__GNUC__", "__GNUC_MINOR__")) {
            assertTrue(ours.containsKey(name), name);
        }
        for (String name : List.of("__CHAR_UNSIGNED__", "__OPTIMIZE__", "__SIZEOF_INT128__", "__VERSION__")) {
            assertTrue(!ours.containsKey(name), name);
        }
        assertEquals("199901L", ours.get("__STDC_VERSION__"));
    }

    @Test
    void theByteOrderTestsOfProgramsComeOutLittleEndian() {
        String src = """
                #if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
                big
                #elif __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
                little
                #else
                unknown
                #endif
                #if __SIZE_MAX__ == 18446744073709551615u && __WCHAR_MIN__ < 0 && __SIZEOF_LONG__ * __CHAR_BIT__ == __LONG_WIDTH__
                sizes
                #endif
                #if defined __CHAR_UNSIGNED__ || defined __OPTIMIZE__ || !defined __GNUC__ || __GNUC__ * 100 + __GNUC_MINOR__ != 402
                wrong
                #endif
                __INT64_C(5) __UINT32_C(7) __SIZE_TYPE__ __USER_LABEL_PREFIX__ end
                """;
        assertEquals("little sizes 5L 7U long unsigned int end", expand(src));
    }
}
