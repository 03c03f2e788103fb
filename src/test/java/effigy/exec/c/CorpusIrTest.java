package effigy.exec.c;

import effigy.driver.Workbench;
import effigy.ir.IrVerifier;
import effigy.lang.c.lower.IntSemantics;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every corpus program lowers to IR that passes the verifier, with bit-vector and with mathematical integers. */
class CorpusIrTest {
    @TestFactory
    Stream<DynamicTest> everyProgramLowersToVerifiedIr() {
        return CorpusFile.all().stream().flatMap(f -> Stream.of(IntSemantics.values()).map(ints ->
                DynamicTest.dynamicTest(f.name() + " --ints=" + ints.option(), () -> {
                    try (Workbench wb = Workbench.load(List.of(f.path()), 0, ints)) {
                        // a call of a function that is neither defined nor an intrinsic is one with no body,
                        // which the C front end has checked (Intrinsics.external)
                        IrVerifier.verify(wb.program(), name -> true);
                    }
                })));
    }
}
