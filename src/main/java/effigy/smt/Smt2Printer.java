package effigy.smt;

import effigy.term.Op;
import effigy.term.SmtLowering;
import effigy.term.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Prints terms and queries in SMT-LIB 2 syntax, after {@link SmtLowering} (so DIV, REM and MOD appear
 * as their Euclidean encodings with {@code div}, {@code mod} and {@code ite}). The output is a plain tree:
 * shared subterms are printed at each occurrence (no {@code let}). Symbols are printed by name, quoted
 * as {@code |name|} when the name is not a legal SMT-LIB simple symbol, is a reserved word, or starts
 * with {@code @} or {@code .} (prefixes SMT-LIB reserves for solvers). Stateless.
 */
public final class Smt2Printer {
    private static final Pattern SIMPLE_SYMBOL = Pattern.compile("[A-Za-z~!$%^&*_+=<>?/-][A-Za-z0-9~!@$%^&*_+=<>.?/-]*");

    /** SMT-LIB 2.6 reserved words (including command names) and {@code lambda} from 2.7. */
    private static final Set<String> RESERVED = Set.of(
            "!", "_", "as", "BINARY", "DECIMAL", "exists", "HEXADECIMAL", "forall", "lambda", "let", "match",
            "NUMERAL", "par", "STRING",
            "assert", "check-sat", "check-sat-assuming", "declare-const", "declare-datatype",
            "declare-datatypes", "declare-fun", "declare-sort", "define-fun", "define-fun-rec",
            "define-funs-rec", "define-sort", "echo", "exit", "get-assertions", "get-assignment", "get-info",
            "get-model", "get-option", "get-proof", "get-unsat-assumptions", "get-unsat-core", "get-value",
            "pop", "push", "reset", "reset-assertions", "set-info", "set-logic", "set-option");

    /** The term, lowered, in SMT-LIB 2 syntax: {@code (+ A B C)}, {@code (select A 3)}, {@code (- 5)}. */
    public String term(Term t) {
        StringBuilder sb = new StringBuilder();
        print(new SmtLowering(t.factory()).lower(t), sb);
        return sb.toString();
    }

    /**
     * A complete script asserting every constraint: {@code (set-logic ALL)}, a {@code declare-fun} for each
     * symbol in order of first occurrence, one {@code assert} per constraint, {@code (check-sat)}; one
     * command per line, ending with a newline.
     */
    public String script(List<Term> constraints) {
        List<Term> lowered = new ArrayList<>(constraints.size());
        if (!constraints.isEmpty()) {
            SmtLowering lowering = new SmtLowering(constraints.get(0).factory());
            for (Term c : constraints) lowered.add(lowering.lower(c));
        }
        StringBuilder sb = new StringBuilder("(set-logic ALL)\n");
        for (Term.Sym s : Symbols.of(lowered)) {
            sb.append("(declare-fun ").append(symbol(s.name())).append(" () ").append(s.sort().smt2()).append(")\n");
        }
        for (Term c : lowered) {
            sb.append("(assert ");
            print(c, sb);
            sb.append(")\n");
        }
        return sb.append("(check-sat)\n").toString();
    }

    /**
     * The SMT-LIB spelling of a symbol named {@code name}: the name itself, or {@code |name|} when it must
     * be quoted (see the class comment).
     *
     * @throws IllegalArgumentException when the name contains {@code |} or {@code \}, which SMT-LIB
     *     symbols cannot contain even when quoted
     */
    public static String symbol(String name) {
        if (name.indexOf('|') >= 0 || name.indexOf('\\') >= 0) {
            throw new IllegalArgumentException("no SMT-LIB symbol can spell " + name);
        }
        return SIMPLE_SYMBOL.matcher(name).matches() && !RESERVED.contains(name) ? name : "|" + name + "|";
    }

    private static void print(Term t, StringBuilder sb) {
        if (t instanceof Term.IntLit x) {
            if (x.value().signum() < 0) sb.append("(- ").append(x.value().negate()).append(')');
            else sb.append(x.value());
        } else if (t instanceof Term.BoolLit b) {
            sb.append(b.value());
        } else if (t instanceof Term.BvLit b) {
            sb.append("(_ bv").append(b.value()).append(' ').append(b.width()).append(')');
        } else if (t instanceof Term.Sym s) {
            sb.append(symbol(s.name()));
        } else {
            printApp((Term.App) t, sb);
        }
    }

    private static void printApp(Term.App app, StringBuilder sb) {
        List<Term> args = app.args();
        if (app.op() == Op.SBV2INT) {
            // no SMT-LIB 2.6 operator: bv2nat, less 2^w when the sign bit is set
            int w = ((effigy.term.Sort.BvSort) args.get(0).sort()).width();
            StringBuilder xb = new StringBuilder();
            print(args.get(0), xb);
            String x = xb.toString();
            sb.append("(ite (= ((_ extract ").append(w - 1).append(' ').append(w - 1).append(") ").append(x).append(") #b1) (- (bv2nat ")
                    .append(x).append(") ").append(java.math.BigInteger.ONE.shiftLeft(w)).append(") (bv2nat ").append(x).append("))");
            return;
        }
        if (app.op().isFloatingPoint()) {
            printFloating(app, sb);
            return;
        }
        sb.append('(');
        switch (app.op()) {
            case CONST_ARRAY -> {
                // the first argument only witnesses the index sort, which the sort annotation carries
                sb.append("(as const ").append(app.sort().smt2()).append(") ");
                print(args.get(1), sb);
                sb.append(')');
                return;
            }
            case BV_EXTRACT -> sb.append("(_ extract ").append(app.param(0)).append(' ').append(app.param(1)).append(')');
            case BV_ZEXT, BV_SEXT, INT2BV -> sb.append("(_ ").append(app.op().symbol()).append(' ').append(app.param(0)).append(')');
            default -> sb.append(name(app.op()));
        }
        for (Term a : args) {
            sb.append(' ');
            print(a, sb);
        }
        sb.append(')');
    }

    /**
     * The floating-point theory's operations (after lowering every operand is of a floating-point sort, except the
     * bit-vector of {@code to_fp}): with their rounding mode, {@code RNE} but for the roundings to an integral
     * value and the conversions to integers ({@code RTZ}). {@code fp.to_ieee_bv} is Z3's, not SMT-LIB 2.6's.
     */
    private static void printFloating(Term.App app, StringBuilder sb) {
        sb.append('(');
        switch (app.op()) {
            case FP_ADD, FP_SUB, FP_MUL, FP_DIV, FP_SQRT -> sb.append(app.op().symbol()).append(" RNE");
            case FP_ROUND -> sb.append("fp.roundToIntegral ").append(new String[] {"RNE", "RTN", "RTP", "RTZ"}[app.param(0)]);
            case FP_CONVERT, FP_FROM_SBV, FP_FROM_UBV, FP_OF_BITS -> {
                effigy.term.Sort.FpSort to = (effigy.term.Sort.FpSort) app.sort();
                sb.append("(_ ").append(app.op().symbol()).append(' ').append(to.exponent()).append(' ').append(to.significand()).append(')');
                if (app.op() != Op.FP_OF_BITS) sb.append(" RNE");
            }
            case FP_TO_SBV, FP_TO_UBV -> sb.append("(_ ").append(app.op().symbol()).append(' ').append(app.param(0)).append(") RTZ");
            default -> sb.append(app.op().symbol());
        }
        for (Term a : app.args()) {
            sb.append(' ');
            print(a, sb);
        }
        sb.append(')');
    }

    private static String name(Op op) {
        return switch (op) {
            case DIV, REM, MOD -> throw new IllegalStateException(op + " survived lowering");
            case BV2INT -> "bv2nat";
            default -> op.symbol();
        };
    }
}
