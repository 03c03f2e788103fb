package effigy.term;

/**
 * The operators of {@link App} terms. Integer division and remainder follow the source languages, not
 * SMT-LIB: {@link #DIV} truncates toward zero, {@link #REM} has the sign of the dividend (C's {@code %}),
 * {@link #MOD} has the sign of the divisor (King's and PL/I's {@code MOD}). The solver layer encodes them.
 */
public enum Op {
    // integers
    ADD("+"), MUL("*"), DIV("/"), REM("%"), MOD("mod"),
    // SMT-LIB's Euclidean division and modulus, produced only by {@link SmtLowering}
    EDIV("div"), EMOD("mod"),
    // comparisons (integers); > and >= are made by swapping operands
    LT("<"), LE("<="),
    // any sort
    EQ("="), ITE("ite"),
    // booleans
    NOT("not"), AND("and"), OR("or"),
    // arrays
    SELECT("select"), STORE("store"), CONST_ARRAY("const"),
    // bit-vectors (C semantics; used by the C frontend)
    BV_ADD("bvadd"), BV_SUB("bvsub"), BV_MUL("bvmul"), BV_NEG("bvneg"),
    BV_UDIV("bvudiv"), BV_SDIV("bvsdiv"), BV_UREM("bvurem"), BV_SREM("bvsrem"),
    BV_AND("bvand"), BV_OR("bvor"), BV_XOR("bvxor"), BV_NOT("bvnot"),
    BV_SHL("bvshl"), BV_LSHR("bvlshr"), BV_ASHR("bvashr"),
    BV_ULT("bvult"), BV_ULE("bvule"), BV_SLT("bvslt"), BV_SLE("bvsle"),
    BV_ZEXT("zero_extend"), BV_SEXT("sign_extend"), BV_EXTRACT("extract"), BV_CONCAT("concat"),
    BV2INT("bv2int"), SBV2INT("sbv2int"), INT2BV("int2bv"),
    // IEEE-754 floating point (see Ieee754). On 32- and 64-bit bit-vectors, the IEEE bit patterns that C's float and
    // double are in memory, these are the engine's operations with x86's NaN rules; FP_ROUND's parameter is the
    // rounding direction (Ieee754.RNE ... RTZ), FP_CONVERT's, FP_FROM_SBV's and FP_FROM_UBV's the target width,
    // FP_TO_SBV's and FP_TO_UBV's the integer width (truncating; 0 where C leaves the result undefined).
    // On SMT-LIB's floating-point sorts, made only by SmtLowering, they are the theory's operations (rounding to
    // nearest even); FP_FROM_SBV/FP_FROM_UBV then have parameters (exponent bits, significand bits), and
    // FP_OF_BITS, FP_BITS and FP_ISNAN (fp.to_ieee_bv, whose NaN has no defined bits) exist only there.
    FP_ADD("fp.add"), FP_SUB("fp.sub"), FP_MUL("fp.mul"), FP_DIV("fp.div"), FP_SQRT("fp.sqrt"), FP_ROUND("fp.roundToIntegral"),
    FP_EQ("fp.eq"), FP_LT("fp.lt"), FP_LE("fp.leq"),
    FP_CONVERT("to_fp"), FP_FROM_SBV("to_fp"), FP_FROM_UBV("to_fp_unsigned"), FP_TO_SBV("fp.to_sbv"), FP_TO_UBV("fp.to_ubv"),
    FP_OF_BITS("to_fp"), FP_BITS("fp.to_ieee_bv"), FP_ISNAN("fp.isNaN");

    private final String symbol;

    Op(String symbol) { this.symbol = symbol; }

    public boolean isFloatingPoint() { return compareTo(FP_ADD) >= 0; }

    /** A short name used in printing and debugging. */
    public String symbol() { return symbol; }

    public boolean isCommutative() {
        return switch (this) {
            case ADD, MUL, EQ, AND, OR, BV_ADD, BV_MUL, BV_AND, BV_OR, BV_XOR -> true;
            // not FP_ADD and FP_MUL: with two NaN operands the first one's payload is the result
            default -> false;
        };
    }
}
