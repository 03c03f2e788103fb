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
    BV2INT("bv2int"), SBV2INT("sbv2int"), INT2BV("int2bv");

    private final String symbol;

    Op(String symbol) { this.symbol = symbol; }

    /** A short name used in printing and debugging. */
    public String symbol() { return symbol; }

    public boolean isCommutative() {
        return switch (this) {
            case ADD, MUL, EQ, AND, OR, BV_ADD, BV_MUL, BV_AND, BV_OR, BV_XOR -> true;
            default -> false;
        };
    }
}
