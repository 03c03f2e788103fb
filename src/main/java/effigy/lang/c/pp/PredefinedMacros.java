package effigy.lang.c.pp;

import effigy.ir.DataModel;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The macros defined before the first line of every translation unit: gcc's predefined macros for the
 * data model Effigy implements, with exactly the values {@code gcc -dM -E -x c /dev/null} prints on x86-64
 * Linux (checked by {@code PredefinedMacrosGccTest}), plus {@code __EFFIGY__}; the {@code __GNUC__} version is
 * clang's (see below). The data sits here only, as
 * a part common to every model and one part per {@link DataModel}: LP64 is {@code gcc}'s default, ILP32 is
 * {@code gcc -m32} (i386).
 *
 * <p>Deliberately absent (a macro would claim something the front end does not have, and a program testing
 * it would take a branch Effigy cannot follow; with the macro absent it takes the portable one):
 * <ul>
 * <li>The compiler's identity ({@code __VERSION__}, {@code __GXX_ABI_VERSION}, the execution character set
 *     names). {@code __GNUC__} is defined, but as clang defines it: {@code 4.2.1}, the GNU C Effigy implements
 *     ({@code __attribute__}, {@code __extension__}, {@code typeof}, statement expressions, {@code __builtin_expect} and the other
 *     builtins of the README, an {@code __asm__} statement only as a compiler barrier), not the version of the
 *     gcc installed (whose later builtins, such as {@code __builtin_add_overflow}, are not implemented).
 * <li>The floating characteristics ({@code __FLT_*}, {@code __DBL_*}, {@code __LDBL_*}, {@code __FLTn_*},
 *     {@code __DEC*}, {@code __FLT_EVAL_METHOD__}, {@code __STDC_IEC_559__}, {@code __GCC_IEC_559},
 *     {@code __SSE_MATH__}, ...): not defined yet (float and double are supported, long double is not). The
 *     sizes {@code __SIZEOF_FLOAT__}, {@code __SIZEOF_DOUBLE__} and {@code __SIZEOF_LONG_DOUBLE__} are defined:
 *     they are facts of the ABI, and a program that goes on to use {@code long double} is rejected loudly.
 * <li>{@code __SIZEOF_INT128__}, {@code __SIZEOF_FLOAT80__}, {@code __SIZEOF_FLOAT128__}: no {@code __int128},
 *     {@code __float80} or {@code __float128}.
 * <li>Atomics ({@code __ATOMIC_*}, {@code __GCC_ATOMIC_*}, {@code __GCC_HAVE_SYNC_COMPARE_AND_SWAP_*}): no
 *     {@code __atomic}/{@code __sync} builtins.
 * <li>Instruction sets and code generation ({@code __MMX__}, {@code __SSE__}, {@code __SSE2__}, {@code __FXSR__},
 *     {@code __MMX_WITH_SSE__}, {@code __SEG_FS}, {@code __SEG_GS}, {@code __k8}, {@code __code_model_small__},
 *     (ILP32) {@code __i686}, {@code __pentiumpro}, {@code __code_model_32__}, {@code __LAHF_SAHF__},
 *     {@code __PIC__}, {@code __PIE__}, {@code __BIGGEST_ALIGNMENT__}, {@code __NO_INLINE__},
 *     {@code __PRAGMA_REDEFINE_EXTNAME}, {@code __HAVE_SPECULATION_SAFE_VALUE}, ...): no intrinsics, named
 *     address spaces or machine code.
 * <li>C11 and wide characters: {@code __CHAR16_TYPE__}, {@code __CHAR32_TYPE__}, {@code __STDC_UTF_16__},
 *     {@code __STDC_UTF_32__}, {@code __STDC_ISO_10646__}: the front end is C99 without wide literals.
 * <li>{@code linux}, {@code unix} and (ILP32) {@code i386}: gcc defines these only in its GNU modes (not with
 *     {@code -std=c99}), and they would take identifiers from C99 programs. {@code _STDC_PREDEF_H} is glibc's include guard.
 * </ul>
 * {@code __STDC_VERSION__} is {@code 199901L}, the standard the front end implements (gcc's value under
 * {@code -std=c99}; its default is C17). As at gcc's {@code -O0}, {@code __OPTIMIZE__} is undefined, and
 * {@code __CHAR_UNSIGNED__} is undefined because plain {@code char} is signed.
 */
public final class PredefinedMacros {
    private PredefinedMacros() {}

    /** Macros of every model, as {@code #define} lines (the replacement as gcc prints it). */
    private static final String COMMON = """
            #define __STDC__ 1
            #define __STDC_VERSION__ 199901L
            #define __STDC_HOSTED__ 1
            #define __EFFIGY__ 1
            #define __GNUC__ 4
            #define __GNUC_MINOR__ 2
            #define __GNUC_PATCHLEVEL__ 1
            #define __GNUC_STDC_INLINE__ 1
            #define __linux__ 1
            #define __linux 1
            #define __gnu_linux__ 1
            #define __unix__ 1
            #define __unix 1
            #define __ELF__ 1
            #define __USER_LABEL_PREFIX__
            #define __REGISTER_PREFIX__
            #define __ORDER_LITTLE_ENDIAN__ 1234
            #define __ORDER_BIG_ENDIAN__ 4321
            #define __ORDER_PDP_ENDIAN__ 3412
            #define __CHAR_BIT__ 8
            #define __SIZEOF_SHORT__ 2
            #define __SIZEOF_INT__ 4
            #define __SIZEOF_LONG_LONG__ 8
            #define __SIZEOF_FLOAT__ 4
            #define __SIZEOF_DOUBLE__ 8
            #define __SCHAR_MAX__ 0x7f
            #define __SHRT_MAX__ 0x7fff
            #define __INT_MAX__ 0x7fffffff
            #define __LONG_LONG_MAX__ 0x7fffffffffffffffLL
            #define __SCHAR_WIDTH__ 8
            #define __SHRT_WIDTH__ 16
            #define __INT_WIDTH__ 32
            #define __LONG_LONG_WIDTH__ 64
            #define __INT8_TYPE__ signed char
            #define __INT16_TYPE__ short int
            #define __INT32_TYPE__ int
            #define __UINT8_TYPE__ unsigned char
            #define __UINT16_TYPE__ short unsigned int
            #define __UINT32_TYPE__ unsigned int
            #define __INT8_MAX__ 0x7f
            #define __INT16_MAX__ 0x7fff
            #define __INT32_MAX__ 0x7fffffff
            #define __UINT8_MAX__ 0xff
            #define __UINT16_MAX__ 0xffff
            #define __UINT32_MAX__ 0xffffffffU
            #define __INT8_C(c) c
            #define __INT16_C(c) c
            #define __INT32_C(c) c
            #define __UINT8_C(c) c
            #define __UINT16_C(c) c
            #define __UINT32_C(c) c ## U
            #define __INT_LEAST8_TYPE__ signed char
            #define __INT_LEAST16_TYPE__ short int
            #define __INT_LEAST32_TYPE__ int
            #define __UINT_LEAST8_TYPE__ unsigned char
            #define __UINT_LEAST16_TYPE__ short unsigned int
            #define __UINT_LEAST32_TYPE__ unsigned int
            #define __INT_LEAST8_MAX__ 0x7f
            #define __INT_LEAST16_MAX__ 0x7fff
            #define __INT_LEAST32_MAX__ 0x7fffffff
            #define __UINT_LEAST8_MAX__ 0xff
            #define __UINT_LEAST16_MAX__ 0xffff
            #define __UINT_LEAST32_MAX__ 0xffffffffU
            #define __INT_LEAST8_WIDTH__ 8
            #define __INT_LEAST16_WIDTH__ 16
            #define __INT_LEAST32_WIDTH__ 32
            #define __INT_FAST8_TYPE__ signed char
            #define __UINT_FAST8_TYPE__ unsigned char
            #define __INT_FAST8_MAX__ 0x7f
            #define __UINT_FAST8_MAX__ 0xff
            #define __INT_FAST8_WIDTH__ 8
            #define __SIG_ATOMIC_TYPE__ int
            #define __SIG_ATOMIC_MAX__ 0x7fffffff
            #define __SIG_ATOMIC_MIN__ (-__SIG_ATOMIC_MAX__ - 1)
            #define __SIG_ATOMIC_WIDTH__ 32
            #define __WCHAR_MIN__ (-__WCHAR_MAX__ - 1)
            #define __WCHAR_WIDTH__ 32
            #define __SIZEOF_WCHAR_T__ 4
            #define __WINT_TYPE__ unsigned int
            #define __WINT_MAX__ 0xffffffffU
            #define __WINT_MIN__ 0U
            #define __WINT_WIDTH__ 32
            #define __SIZEOF_WINT_T__ 4
            """;

    /** x86-64 LP64 ({@code gcc -dM -E -x c /dev/null}). */
    private static final String LP64 = """
            #define __x86_64__ 1
            #define __x86_64 1
            #define __amd64__ 1
            #define __amd64 1
            #define __LP64__ 1
            #define _LP64 1
            #define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__
            #define __FLOAT_WORD_ORDER__ __ORDER_LITTLE_ENDIAN__
            #define __SIZEOF_LONG__ 8
            #define __WCHAR_TYPE__ int
            #define __WCHAR_MAX__ 0x7fffffff
            #define __SIZEOF_POINTER__ 8
            #define __SIZEOF_SIZE_T__ 8
            #define __SIZEOF_PTRDIFF_T__ 8
            #define __SIZEOF_LONG_DOUBLE__ 16
            #define __LONG_MAX__ 0x7fffffffffffffffL
            #define __LONG_WIDTH__ 64
            #define __SIZE_TYPE__ long unsigned int
            #define __SIZE_MAX__ 0xffffffffffffffffUL
            #define __SIZE_WIDTH__ 64
            #define __PTRDIFF_TYPE__ long int
            #define __PTRDIFF_MAX__ 0x7fffffffffffffffL
            #define __PTRDIFF_WIDTH__ 64
            #define __INTPTR_TYPE__ long int
            #define __INTPTR_MAX__ 0x7fffffffffffffffL
            #define __INTPTR_WIDTH__ 64
            #define __UINTPTR_TYPE__ long unsigned int
            #define __UINTPTR_MAX__ 0xffffffffffffffffUL
            #define __INTMAX_TYPE__ long int
            #define __INTMAX_MAX__ 0x7fffffffffffffffL
            #define __INTMAX_WIDTH__ 64
            #define __INTMAX_C(c) c ## L
            #define __UINTMAX_TYPE__ long unsigned int
            #define __UINTMAX_MAX__ 0xffffffffffffffffUL
            #define __UINTMAX_C(c) c ## UL
            #define __INT64_TYPE__ long int
            #define __UINT64_TYPE__ long unsigned int
            #define __INT64_MAX__ 0x7fffffffffffffffL
            #define __UINT64_MAX__ 0xffffffffffffffffUL
            #define __INT64_C(c) c ## L
            #define __UINT64_C(c) c ## UL
            #define __INT_LEAST64_TYPE__ long int
            #define __UINT_LEAST64_TYPE__ long unsigned int
            #define __INT_LEAST64_MAX__ 0x7fffffffffffffffL
            #define __UINT_LEAST64_MAX__ 0xffffffffffffffffUL
            #define __INT_LEAST64_WIDTH__ 64
            #define __INT_FAST16_TYPE__ long int
            #define __INT_FAST32_TYPE__ long int
            #define __INT_FAST64_TYPE__ long int
            #define __UINT_FAST16_TYPE__ long unsigned int
            #define __UINT_FAST32_TYPE__ long unsigned int
            #define __UINT_FAST64_TYPE__ long unsigned int
            #define __INT_FAST16_MAX__ 0x7fffffffffffffffL
            #define __INT_FAST32_MAX__ 0x7fffffffffffffffL
            #define __INT_FAST64_MAX__ 0x7fffffffffffffffL
            #define __UINT_FAST16_MAX__ 0xffffffffffffffffUL
            #define __UINT_FAST32_MAX__ 0xffffffffffffffffUL
            #define __UINT_FAST64_MAX__ 0xffffffffffffffffUL
            #define __INT_FAST16_WIDTH__ 64
            #define __INT_FAST32_WIDTH__ 64
            #define __INT_FAST64_WIDTH__ 64
            """;

    /** i386 ILP32 ({@code gcc -m32 -dM -E -x c /dev/null}). */
    private static final String ILP32 = """
            #define __i386__ 1
            #define __i386 1
            #define _ILP32 1
            #define __ILP32__ 1
            #define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__
            #define __FLOAT_WORD_ORDER__ __ORDER_LITTLE_ENDIAN__
            #define __SIZEOF_LONG__ 4
            #define __WCHAR_TYPE__ long int
            #define __WCHAR_MAX__ 0x7fffffffL
            #define __SIZEOF_POINTER__ 4
            #define __SIZEOF_SIZE_T__ 4
            #define __SIZEOF_PTRDIFF_T__ 4
            #define __SIZEOF_LONG_DOUBLE__ 12
            #define __LONG_MAX__ 0x7fffffffL
            #define __LONG_WIDTH__ 32
            #define __SIZE_TYPE__ unsigned int
            #define __SIZE_MAX__ 0xffffffffU
            #define __SIZE_WIDTH__ 32
            #define __PTRDIFF_TYPE__ int
            #define __PTRDIFF_MAX__ 0x7fffffff
            #define __PTRDIFF_WIDTH__ 32
            #define __INTPTR_TYPE__ int
            #define __INTPTR_MAX__ 0x7fffffff
            #define __INTPTR_WIDTH__ 32
            #define __UINTPTR_TYPE__ unsigned int
            #define __UINTPTR_MAX__ 0xffffffffU
            #define __INTMAX_TYPE__ long long int
            #define __INTMAX_MAX__ 0x7fffffffffffffffLL
            #define __INTMAX_WIDTH__ 64
            #define __INTMAX_C(c) c ## LL
            #define __UINTMAX_TYPE__ long long unsigned int
            #define __UINTMAX_MAX__ 0xffffffffffffffffULL
            #define __UINTMAX_C(c) c ## ULL
            #define __INT64_TYPE__ long long int
            #define __UINT64_TYPE__ long long unsigned int
            #define __INT64_MAX__ 0x7fffffffffffffffLL
            #define __UINT64_MAX__ 0xffffffffffffffffULL
            #define __INT64_C(c) c ## LL
            #define __UINT64_C(c) c ## ULL
            #define __INT_LEAST64_TYPE__ long long int
            #define __UINT_LEAST64_TYPE__ long long unsigned int
            #define __INT_LEAST64_MAX__ 0x7fffffffffffffffLL
            #define __UINT_LEAST64_MAX__ 0xffffffffffffffffULL
            #define __INT_LEAST64_WIDTH__ 64
            #define __INT_FAST16_TYPE__ int
            #define __INT_FAST32_TYPE__ int
            #define __INT_FAST64_TYPE__ long long int
            #define __UINT_FAST16_TYPE__ unsigned int
            #define __UINT_FAST32_TYPE__ unsigned int
            #define __UINT_FAST64_TYPE__ long long unsigned int
            #define __INT_FAST16_MAX__ 0x7fffffff
            #define __INT_FAST32_MAX__ 0x7fffffff
            #define __INT_FAST64_MAX__ 0x7fffffffffffffffLL
            #define __UINT_FAST16_MAX__ 0xffffffffU
            #define __UINT_FAST32_MAX__ 0xffffffffU
            #define __UINT_FAST64_MAX__ 0xffffffffffffffffULL
            #define __INT_FAST16_WIDTH__ 32
            #define __INT_FAST32_WIDTH__ 32
            #define __INT_FAST64_WIDTH__ 64
            """;

    private static final Map<String, String> LP64_MACROS = parse(COMMON + LP64);
    private static final Map<String, String> ILP32_MACROS = parse(COMMON + ILP32);

    /**
     * The predefined macros of {@code model}, as name (with its parameter list, for a function-like macro such
     * as {@code __INT64_C(c)}) to replacement text, in definition order; unmodifiable.
     */
    public static Map<String, String> of(DataModel model) {
        return switch (model) {
            case LP64 -> LP64_MACROS;
            case ILP32 -> ILP32_MACROS;
        };
    }

    private static Map<String, String> parse(String defines) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String line : defines.split("\n")) {
            if (!line.startsWith("#define ")) throw new IllegalStateException("not a #define: " + line);
            String rest = line.substring("#define ".length());
            int paren = rest.indexOf('(');
            int space = rest.indexOf(' ');
            int nameEnd = paren >= 0 && (space < 0 || paren < space) ? rest.indexOf(')') + 1 : (space < 0 ? rest.length() : space);
            String name = rest.substring(0, nameEnd);
            if (m.put(name, rest.substring(nameEnd).strip()) != null) throw new IllegalStateException("defined twice: " + name);
        }
        return Collections.unmodifiableMap(m);
    }
}
