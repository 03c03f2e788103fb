package effigy.termination;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A standalone SVG line chart of measured steps against an inferred bound over an input size: the measured
 * series is a solid polyline with a dot per point, the bound a dashed polyline through the points that have
 * one; both axes are linear with about five round ticks (1, 2 or 5 times a power of ten apart), the y axis from 0 (or a negative minimum).
 */
public final class Plot {
    /** One measurement: its label, the input size, the steps measured and the bound's value ({@code null}: none). */
    public record Point(String label, BigInteger size, long measured, BigInteger bound) {}

    private static final int WIDTH = 640, HEIGHT = 400;
    private static final double LEFT = 80, RIGHT = 620, TOP = 50, BOTTOM = 340;
    private static final MathContext MC = MathContext.DECIMAL64;

    private Plot() {}

    /** The chart as an SVG document; the points may come in any order (they are drawn sorted by size). */
    public static String svg(String title, String xAxis, String yAxis, List<Point> points) {
        List<Point> sorted = new ArrayList<>(points);
        sorted.sort(Comparator.comparing(Point::size));
        boolean anyBound = sorted.stream().anyMatch(p -> p.bound() != null);
        Axis x = Axis.of(sorted.stream().map(p -> new BigDecimal(p.size())).toList(), false);
        List<BigDecimal> ys = new ArrayList<>();
        for (Point p : sorted) {
            ys.add(BigDecimal.valueOf(p.measured()));
            if (p.bound() != null) ys.add(new BigDecimal(p.bound()));
        }
        Axis y = Axis.of(ys, true);

        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
                .append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" font-family=\"sans-serif\" font-size=\"12\">\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        sb.append("<text class=\"title\" x=\"").append(num((LEFT + RIGHT) / 2)).append("\" y=\"25\" text-anchor=\"middle\" font-size=\"16\">")
                .append(escape(title)).append("</text>\n");
        axes(sb, x, y, xAxis, yAxis);

        StringBuilder measured = new StringBuilder(), bound = new StringBuilder(), dots = new StringBuilder();
        for (Point p : sorted) {
            String px = num(LEFT + x.fraction(new BigDecimal(p.size())) * (RIGHT - LEFT));
            String py = num(BOTTOM - y.fraction(BigDecimal.valueOf(p.measured())) * (BOTTOM - TOP));
            measured.append(measured.length() == 0 ? "" : " ").append(px).append(',').append(py);
            dots.append("<circle cx=\"").append(px).append("\" cy=\"").append(py).append("\" r=\"3\" fill=\"#1f77b4\"><title>")
                    .append(escape(p.label())).append(": measured ").append(p.measured())
                    .append(p.bound() == null ? ", no bound" : ", bound " + p.bound()).append("</title></circle>\n");
            if (p.bound() != null) {
                String by = num(BOTTOM - y.fraction(new BigDecimal(p.bound())) * (BOTTOM - TOP));
                bound.append(bound.length() == 0 ? "" : " ").append(px).append(',').append(by);
            }
        }
        if (anyBound) {
            sb.append("<polyline class=\"bound\" points=\"").append(bound)
                    .append("\" fill=\"none\" stroke=\"#d62728\" stroke-width=\"2\" stroke-dasharray=\"6,4\"/>\n");
        }
        sb.append("<polyline class=\"measured\" points=\"").append(measured)
                .append("\" fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\"/>\n");
        sb.append(dots);
        legend(sb, anyBound);
        return sb.append("</svg>\n").toString();
    }

    private static void axes(StringBuilder sb, Axis x, Axis y, String xAxis, String yAxis) {
        sb.append("<g class=\"axes\" stroke=\"black\">\n");
        sb.append("<line x1=\"").append(num(LEFT)).append("\" y1=\"").append(num(BOTTOM)).append("\" x2=\"").append(num(RIGHT))
                .append("\" y2=\"").append(num(BOTTOM)).append("\"/>\n");
        sb.append("<line x1=\"").append(num(LEFT)).append("\" y1=\"").append(num(TOP)).append("\" x2=\"").append(num(LEFT))
                .append("\" y2=\"").append(num(BOTTOM)).append("\"/>\n</g>\n");
        for (BigDecimal t : x.ticks()) {
            String px = num(LEFT + x.fraction(t) * (RIGHT - LEFT));
            sb.append("<line x1=\"").append(px).append("\" y1=\"").append(num(BOTTOM)).append("\" x2=\"").append(px)
                    .append("\" y2=\"").append(num(BOTTOM + 5)).append("\" stroke=\"black\"/>\n");
            sb.append("<text class=\"xtick\" x=\"").append(px).append("\" y=\"").append(num(BOTTOM + 18))
                    .append("\" text-anchor=\"middle\">").append(tickLabel(t)).append("</text>\n");
        }
        for (BigDecimal t : y.ticks()) {
            String py = num(BOTTOM - y.fraction(t) * (BOTTOM - TOP));
            sb.append("<line x1=\"").append(num(LEFT - 5)).append("\" y1=\"").append(py).append("\" x2=\"").append(num(LEFT))
                    .append("\" y2=\"").append(py).append("\" stroke=\"black\"/>\n");
            sb.append("<text class=\"ytick\" x=\"").append(num(LEFT - 8)).append("\" y=\"").append(num(Double.parseDouble(py) + 4))
                    .append("\" text-anchor=\"end\">").append(tickLabel(t)).append("</text>\n");
        }
        sb.append("<text class=\"xlabel\" x=\"").append(num((LEFT + RIGHT) / 2)).append("\" y=\"").append(num(BOTTOM + 40))
                .append("\" text-anchor=\"middle\">").append(escape(xAxis)).append("</text>\n");
        sb.append("<text class=\"ylabel\" x=\"18\" y=\"").append(num((TOP + BOTTOM) / 2))
                .append("\" text-anchor=\"middle\" transform=\"rotate(-90 18 ").append(num((TOP + BOTTOM) / 2)).append(")\">")
                .append(escape(yAxis)).append("</text>\n");
    }

    private static void legend(StringBuilder sb, boolean anyBound) {
        double lx = RIGHT - 130, ly = TOP + 10;
        sb.append("<g class=\"legend\">\n<rect x=\"").append(num(lx)).append("\" y=\"").append(num(ly))
                .append("\" width=\"120\" height=\"44\" fill=\"white\" stroke=\"#999\"/>\n");
        sb.append("<line x1=\"").append(num(lx + 8)).append("\" y1=\"").append(num(ly + 14)).append("\" x2=\"").append(num(lx + 38))
                .append("\" y2=\"").append(num(ly + 14)).append("\" stroke=\"#1f77b4\" stroke-width=\"2\"/>\n");
        sb.append("<circle cx=\"").append(num(lx + 23)).append("\" cy=\"").append(num(ly + 14)).append("\" r=\"3\" fill=\"#1f77b4\"/>\n");
        sb.append("<text x=\"").append(num(lx + 46)).append("\" y=\"").append(num(ly + 18)).append("\">measured</text>\n");
        if (anyBound) {
            sb.append("<line x1=\"").append(num(lx + 8)).append("\" y1=\"").append(num(ly + 32)).append("\" x2=\"").append(num(lx + 38))
                    .append("\" y2=\"").append(num(ly + 32)).append("\" stroke=\"#d62728\" stroke-width=\"2\" stroke-dasharray=\"6,4\"/>\n");
            sb.append("<text x=\"").append(num(lx + 46)).append("\" y=\"").append(num(ly + 36)).append("\">bound</text>\n");
        } else {
            sb.append("<text x=\"").append(num(lx + 46)).append("\" y=\"").append(num(ly + 36)).append("\">no bound</text>\n");
        }
        sb.append("</g>\n");
    }

    /** A linear axis from {@code lo} to {@code hi} (both multiples of {@code step}, {@code hi > lo}). */
    private record Axis(BigDecimal lo, BigDecimal hi, BigDecimal step) {
        static Axis of(List<BigDecimal> values, boolean fromZero) {
            BigDecimal min = values.stream().min(BigDecimal::compareTo).orElse(BigDecimal.ZERO);
            BigDecimal max = values.stream().max(BigDecimal::compareTo).orElse(BigDecimal.ONE);
            if (fromZero && min.signum() > 0) min = BigDecimal.ZERO;
            if (max.compareTo(min) <= 0) max = min.add(BigDecimal.ONE);
            BigDecimal lo = null, hi = null, step = null;
            long best = Long.MAX_VALUE;
            for (BigDecimal s : candidateSteps(max.subtract(min).divide(BigDecimal.valueOf(4), MC))) {
                BigDecimal l = min.divide(s, 0, RoundingMode.FLOOR).multiply(s);
                BigDecimal h = max.divide(s, 0, RoundingMode.CEILING).multiply(s);
                long miss = Math.abs(h.subtract(l).divide(s, MC).longValue() + 1 - 5);
                if (miss <= best) {
                    best = miss;
                    lo = l;
                    hi = h;
                    step = s;
                }
            }
            return new Axis(lo, hi, step);
        }

        /** 1, 2 and 5 times the powers of ten around {@code raw}, ascending. */
        private static List<BigDecimal> candidateSteps(BigDecimal raw) {
            int exponent = raw.precision() - raw.scale() - 1;
            List<BigDecimal> steps = new ArrayList<>();
            for (int e = exponent - 1; e <= exponent + 1; e++) {
                for (int m : new int[] {1, 2, 5}) steps.add(BigDecimal.valueOf(m).scaleByPowerOfTen(e));
            }
            return steps;
        }

        double fraction(BigDecimal v) {
            return v.subtract(lo).divide(hi.subtract(lo), MC).doubleValue();
        }

        List<BigDecimal> ticks() {
            List<BigDecimal> ticks = new ArrayList<>();
            for (BigDecimal t = lo; t.compareTo(hi) <= 0; t = t.add(step)) ticks.add(t);
            return ticks;
        }
    }

    private static String tickLabel(BigDecimal t) {
        BigDecimal s = t.signum() == 0 ? BigDecimal.ZERO : t.stripTrailingZeros();
        String plain = s.toPlainString();
        if (plain.length() <= 7) return plain;
        return String.format(Locale.ROOT, "%.3g", s.doubleValue()).replaceFirst("\\.?0+e", "e").replace("e+", "e");
    }

    private static String num(double v) {
        if (!Double.isFinite(v)) throw new IllegalStateException("a coordinate is not finite: " + v);
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : (s == null ? "" : s).toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> sb.append(c < 0x20 && c != '\t' && c != '\n' && c != '\r' ? ' ' : c);
            }
        }
        return sb.toString();
    }
}
