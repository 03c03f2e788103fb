package effigy.svcomp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import effigy.ir.Type;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The witness's constraints on what a nondet call returned, as C expressions of the call's type. */
class WitnessTest {
    private static String is(long bits, Type type) { return Witness.resultIs(BigInteger.valueOf(bits), type); }

    @Test
    void integersReadAsTheirTypeSignedOrUnsigned() {
        assertEquals("\\result == -1", is(0xffffffffL, new Type.BvType(32, true)));
        assertEquals("\\result == 4294967295U", is(0xffffffffL, new Type.BvType(32, false)));
        assertEquals("\\result == 255", is(255, new Type.BvType(8, false)));
        assertEquals("\\result == -128", is(128, new Type.BvType(8, true)));
        assertEquals("\\result == 7", is(7, new Type.BvType(64, true)));
        assertEquals("\\result == 1", Witness.resultIs(Boolean.TRUE, new Type.BoolType()));
    }

    @Test
    void floatsAreExactInHexadecimalAndNaNIsTheValueUnequalToItself() {
        assertEquals("\\result == 0x1.8p0", is(Double.doubleToRawLongBits(1.5), new Type.FloatType(64)));
        assertEquals("\\result == -0x1.0p-149", is(Float.floatToRawIntBits(-Float.MIN_VALUE) & 0xffffffffL, new Type.FloatType(32)));
        assertEquals("\\result != \\result", is(0x7fc00000L, new Type.FloatType(32)));
        assertEquals("\\result == -1.0 / 0.0", is(Double.doubleToRawLongBits(Double.NEGATIVE_INFINITY), new Type.FloatType(64)));
    }

    @Test
    void theSpecificationIsTheProperty() {
        Property reach = new Property(Property.Kind.UNREACH_CALL, "main", "reach_error", List.of(), effigy.source.Span.NONE);
        assertEquals("G ! call(reach_error())", Witness.specification(reach, "unreach-call"));
        Property mem = new Property(Property.Kind.VALID_MEMSAFETY, "main", null, Property.MEMSAFETY_SUBPROPERTIES, effigy.source.Span.NONE);
        assertEquals("G valid-memtrack", Witness.specification(mem, "valid-memtrack"));
    }
}
