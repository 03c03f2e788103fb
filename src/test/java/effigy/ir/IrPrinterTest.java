package effigy.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.ir.Operand.Const;
import effigy.source.SourceFile;
import effigy.source.Span;
import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The pieces of the {@link IrPrinter} format that the golden files do not pin down on their own. */
class IrPrinterTest {

    @Test
    void types() {
        assertEquals("int", IrPrinter.type(Type.INT));
        assertEquals("bool", IrPrinter.type(Type.BOOL));
        assertEquals("void", IrPrinter.type(Type.VOID));
        assertEquals("i32", IrPrinter.type(Type.bv(32, true)));
        assertEquals("u8", IrPrinter.type(Type.bv(8, false)));
        assertEquals("int[*]", IrPrinter.type(Type.ArrayType.unbounded(Type.INT)));
        assertEquals("int[-2..7]", IrPrinter.type(Type.ArrayType.bounded(Type.INT, -2, 7)));
        assertEquals("i32[u64: 0..9]", IrPrinter.type(new Type.ArrayType(Type.bv(32, true), Type.bv(64, false), true, 0, 9)));
        assertEquals("i32*", IrPrinter.type(new Type.PointerType(Type.bv(32, true))));
        assertEquals("struct node", IrPrinter.type(new Type.StructType("node", List.of())));
    }

    @Test
    void constants() {
        assertEquals("-12", IrPrinter.operand(Const.integer(-12)));
        assertEquals("123456789012345678901234567890", IrPrinter.operand(Const.of(new BigInteger("123456789012345678901234567890"), Type.INT)));
        assertEquals("true", IrPrinter.operand(Const.bool(true)));
        assertEquals("false", IrPrinter.operand(Const.bool(false)));
        assertEquals("7:u8", IrPrinter.operand(Const.of(BigInteger.valueOf(7), Type.bv(8, false))));
    }

    @Test
    void writeTextIsQuotedAndEscaped() {
        Instr w = new Instr.Write(List.of(new Instr.WriteText("say \"hi\"\\\n"), new Instr.WriteValue(Const.integer(1))), Span.NONE, false);
        assertEquals("write \"say \\\"hi\\\"\\\\\\n\", 1", IrPrinter.instruction(w));
    }

    @Test
    void handBuiltFunctionLayout() {
        SourceFile file = new SourceFile("/some/where/t.eff", "AB\n  C = 1;\n");
        Span c = file.span(5, 11);
        AtomicInteger ids = new AtomicInteger(4);
        FunctionBuilder fb = new FunctionBuilder("T", Type.INT, Span.NONE, ids::getAndIncrement);
        Local p = fb.param("P", Type.INT, Span.NONE);
        Local v = fb.var("C", Type.INT, Span.NONE);
        Local t = fb.temp(Type.BOOL, Span.NONE);
        fb.markStatement();
        fb.emit(new Instr.Assign(v, new Rvalue.Use(Const.integer(1)), c, false));
        fb.emit(new Instr.Assign(t, new Rvalue.Binary(Rvalue.BinOp.GT, p, v, Type.BOOL), Span.NONE, false));
        int dead = fb.newBlock("dead"), out = fb.newBlock("out");
        fb.branch(t, out, out, c);
        fb.setBlock(dead);
        fb.jump(out, Span.NONE);
        fb.setBlock(out);
        fb.markStatement();
        fb.ret(v, c);
        String expected = """
                function T(P: int) -> int
                  locals: C: int, %t0: bool
                  loops: none
                b0 entry:
                  * C := 1                                  ; 2:3
                    %t0 := P > C
                    branch %t0 ? b2 : b2 #4                 ; 2:3
                b1 dead:                                    ; unreachable
                    goto b2
                b2 out:                                     ; preds b0, b1
                  * return C                                ; 2:3
                """;
        String actual = IrPrinter.print(fb.build(Span.NONE));
        assertEquals(expected, actual);
        assertTrue(!actual.contains("/some/where"), "no file paths");
    }
}
