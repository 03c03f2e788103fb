package effigy.term;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An integer polynomial over atoms (terms that are not sums, products or literals): a map from
 * monomials (sorted lists of atoms, repeated for powers) to non-zero coefficients, plus a constant.
 * This is the canonical form behind King's readable sums: {@code A + B + C}, {@code X * X}, {@code N - 1}.
 */
public final class Polynomial {
    /** A product of atoms, sorted by {@link TermOrder}. The empty monomial is never stored (that is the constant). */
    public record Monomial(List<Term> atoms) implements Comparable<Monomial> {
        @Override public int compareTo(Monomial o) { return TermOrder.INSTANCE.compareLists(atoms, o.atoms); }
    }

    /** Past this many monomials a product is not expanded but kept as an atom. */
    private static final int MAX_TERMS = 64;

    final TreeMap<Monomial, BigInteger> terms;
    final BigInteger constant;

    /** The monomials with their (non-zero) coefficients, in order; the constant apart. */
    public Map<Monomial, BigInteger> monomials() { return Collections.unmodifiableMap(terms); }

    /** The constant part. */
    public BigInteger constantPart() { return constant; }

    private Polynomial(TreeMap<Monomial, BigInteger> terms, BigInteger constant) {
        this.terms = terms;
        this.constant = constant;
    }

    static Polynomial constant(BigInteger c) { return new Polynomial(new TreeMap<>(), c); }

    static Polynomial atom(Term t) {
        TreeMap<Monomial, BigInteger> m = new TreeMap<>();
        m.put(new Monomial(List.of(t)), BigInteger.ONE);
        return new Polynomial(m, BigInteger.ZERO);
    }

    /** Reads an integer term as a polynomial; sums and products (made by {@link TermBuilder}) are opened up. */
    public static Polynomial of(Term t) {
        if (t instanceof Term.IntLit lit) return constant(lit.value());
        if (t instanceof Term.App app) {
            if (app.op() == Op.ADD) {
                Polynomial p = constant(BigInteger.ZERO);
                for (Term a : app.args()) p = p.add(of(a));
                return p;
            }
            if (app.op() == Op.MUL) {
                Polynomial p = constant(BigInteger.ONE);
                for (Term a : app.args()) {
                    Polynomial q = p.mul(of(a));
                    if (q == null) return atom(t);
                    p = q;
                }
                return p;
            }
        }
        return atom(t);
    }

    public boolean isConstant() { return terms.isEmpty(); }

    public Polynomial add(Polynomial o) {
        TreeMap<Monomial, BigInteger> m = new TreeMap<>(terms);
        for (Map.Entry<Monomial, BigInteger> e : o.terms.entrySet()) {
            BigInteger c = m.getOrDefault(e.getKey(), BigInteger.ZERO).add(e.getValue());
            if (c.signum() == 0) m.remove(e.getKey()); else m.put(e.getKey(), c);
        }
        return new Polynomial(m, constant.add(o.constant));
    }

    Polynomial scale(BigInteger k) {
        if (k.signum() == 0) return constant(BigInteger.ZERO);
        TreeMap<Monomial, BigInteger> m = new TreeMap<>();
        terms.forEach((mono, c) -> m.put(mono, c.multiply(k)));
        return new Polynomial(m, constant.multiply(k));
    }

    public Polynomial negate() { return scale(BigInteger.ONE.negate()); }

    /** The product, or null when expanding it would exceed {@link #MAX_TERMS} monomials. */
    Polynomial mul(Polynomial o) {
        if (isConstant()) return o.scale(constant);
        if (o.isConstant()) return scale(o.constant);
        long size = (long) (terms.size() + 1) * (o.terms.size() + 1);
        if (size > MAX_TERMS) return null;
        Polynomial r = constant(BigInteger.ZERO);
        List<Map.Entry<Monomial, BigInteger>> left = entriesWithConstant(), right = o.entriesWithConstant();
        for (var a : left) {
            for (var b : right) {
                BigInteger c = a.getValue().multiply(b.getValue());
                if (c.signum() == 0) continue;
                List<Term> atoms = new ArrayList<>(a.getKey().atoms());
                atoms.addAll(b.getKey().atoms());
                Collections.sort(atoms, TermOrder.INSTANCE);
                if (atoms.isEmpty()) {
                    r = r.add(constant(c));
                } else {
                    TreeMap<Monomial, BigInteger> m = new TreeMap<>();
                    m.put(new Monomial(List.copyOf(atoms)), c);
                    r = r.add(new Polynomial(m, BigInteger.ZERO));
                }
            }
        }
        return r;
    }

    private List<Map.Entry<Monomial, BigInteger>> entriesWithConstant() {
        List<Map.Entry<Monomial, BigInteger>> l = new ArrayList<>(terms.entrySet());
        if (constant.signum() != 0) l.add(Map.entry(new Monomial(List.of()), constant));
        return l;
    }

    /** gcd of the non-constant coefficients (positive), or 0 when there are none. */
    BigInteger contentGcd() {
        BigInteger g = BigInteger.ZERO;
        for (BigInteger c : terms.values()) g = g.gcd(c);
        return g;
    }

    /** True when every coefficient and the constant are multiples of {@code k}. */
    boolean divisibleBy(BigInteger k) {
        if (constant.mod(k.abs()).signum() != 0) return false;
        for (BigInteger c : terms.values()) if (c.mod(k.abs()).signum() != 0) return false;
        return true;
    }

    /** Exact division; only valid when {@link #divisibleBy}. */
    Polynomial exactDivide(BigInteger k) {
        TreeMap<Monomial, BigInteger> m = new TreeMap<>();
        terms.forEach((mono, c) -> m.put(mono, c.divide(k)));
        return new Polynomial(m, constant.divide(k));
    }

    /** The sign of the coefficient of the first monomial (0 for a constant polynomial). */
    int leadingSign() { return terms.isEmpty() ? 0 : terms.firstEntry().getValue().signum(); }

    /** Builds the canonical term: monomials in order, constant last; products as MUL(coefficient?, atoms...). */
    Term toTerm(TermFactory f) {
        List<Term> parts = new ArrayList<>();
        terms.forEach((mono, c) -> parts.add(monomialTerm(f, mono, c)));
        if (constant.signum() != 0 || parts.isEmpty()) parts.add(f.integer(constant));
        return parts.size() == 1 ? parts.get(0) : f.app(Op.ADD, parts);
    }

    /** The polynomial without its constant, as a term (or 0 when it is constant). */
    Polynomial withoutConstant() { return new Polynomial(terms, BigInteger.ZERO); }

    static Term monomialTerm(TermFactory f, Monomial mono, BigInteger c) {
        if (c.equals(BigInteger.ONE) && mono.atoms().size() == 1) return mono.atoms().get(0);
        List<Term> factors = new ArrayList<>();
        if (!c.equals(BigInteger.ONE)) factors.add(f.integer(c));
        factors.addAll(mono.atoms());
        return f.app(Op.MUL, factors);
    }
}
