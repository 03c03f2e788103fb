package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The chart parses as an SVG document whose series have one vertex per point, placed by size and value. */
class PlotTest {
    private static final String SVG = "http://www.w3.org/2000/svg";

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static Element series(Document d, String cls) {
        NodeList lines = d.getElementsByTagNameNS(SVG, "polyline");
        for (int i = 0; i < lines.getLength(); i++) {
            Element e = (Element) lines.item(i);
            if (e.getAttribute("class").equals(cls)) return e;
        }
        return null;
    }

    private static List<double[]> vertices(Element polyline) {
        List<double[]> out = new ArrayList<>();
        for (String pair : polyline.getAttribute("points").trim().split("\\s+")) {
            String[] xy = pair.split(",");
            double[] v = {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
            assertTrue(Double.isFinite(v[0]) && Double.isFinite(v[1]), pair);
            out.add(v);
        }
        return out;
    }

    private static Plot.Point p(String label, long size, long measured, Long bound) {
        return new Plot.Point(label, BigInteger.valueOf(size), measured, bound == null ? null : BigInteger.valueOf(bound));
    }

    @Test
    void bothSeriesHaveOneVertexPerPointInSizeOrder() throws Exception {
        List<Plot.Point> points = List.of(p("j=8", 8, 60, 80L), p("j=1", 1, 10, 10L), p("j=4", 4, 30, 40L), p("j=2", 2, 20, 20L));
        String svg = Plot.svg("Runtime of <loop> & bound", "j", "steps", points);
        Document d = parse(svg);
        Element root = d.getDocumentElement();
        assertEquals("svg", root.getLocalName());
        assertEquals(SVG, root.getNamespaceURI());

        List<double[]> measured = vertices(series(d, "measured"));
        List<double[]> bound = vertices(series(d, "bound"));
        assertEquals(4, measured.size());
        assertEquals(4, bound.size());
        for (int i = 1; i < measured.size(); i++) {
            assertTrue(measured.get(i)[0] > measured.get(i - 1)[0], "x grows with size");
            assertEquals(measured.get(i)[0], bound.get(i)[0], 1e-9);
            assertTrue(measured.get(i)[1] < measured.get(i - 1)[1], "a larger measured value is drawn higher");
        }
        // j=4: measured 30 below its bound 40, so drawn lower (larger y)
        assertTrue(measured.get(2)[1] > bound.get(2)[1]);
        assertEquals("6,4", series(d, "bound").getAttribute("stroke-dasharray"));
        assertEquals("", series(d, "measured").getAttribute("stroke-dasharray"));
        assertEquals(4, countWithClass(d, "circle", null) - 1, "a dot per point, plus the legend's");

        assertTrue(svg.contains("Runtime of &lt;loop&gt; &amp; bound"), svg);
        assertEquals("Runtime of <loop> & bound", textOf(d, "title"));
        assertTrue(root.getTextContent().contains("measured"));
        assertTrue(root.getTextContent().contains("bound"));
        assertTrue(countWithClass(d, "text", "xtick") >= 3 && countWithClass(d, "text", "xtick") <= 8);
        assertTrue(countWithClass(d, "text", "ytick") >= 3 && countWithClass(d, "text", "ytick") <= 8);
        assertEquals("0", firstWithClass(d, "ytick").getTextContent(), "steps from 0");
        assertFalse(svg.contains("NaN") || svg.contains("Infinity"));
    }

    @Test
    void labelsAreEscaped() throws Exception {
        String svg = Plot.svg("t", "size \"j\"", "steps <n>", List.of(p("a<b & \"c\"", 1, 5, null), p("d", 3, 7, null)));
        Document d = parse(svg);
        assertTrue(d.getDocumentElement().getTextContent().contains("a<b & \"c\": measured 5, no bound"));
        assertEquals("size \"j\"", textOf(d, "xlabel"));
        assertEquals("steps <n>", textOf(d, "ylabel"));
    }

    @Test
    void withoutBoundsOnlyTheMeasuredSeriesIsDrawn() throws Exception {
        Document d = parse(Plot.svg("no bound", "j", "steps", List.of(p("a", 1, 5, null), p("b", 2, 9, null))));
        assertNull(series(d, "bound"));
        assertEquals(2, vertices(series(d, "measured")).size());
        assertTrue(d.getDocumentElement().getTextContent().contains("no bound"));
    }

    @Test
    void hugeValuesGiveFiniteCoordinates() throws Exception {
        BigInteger big = BigInteger.TWO.pow(40);
        BigInteger top = BigInteger.TWO.pow(64);
        List<Plot.Point> points = List.of(
                new Plot.Point("small", BigInteger.ONE, 1, BigInteger.TWO),
                new Plot.Point("2^40", big, big.longValueExact(), top),
                new Plot.Point("2^41", big.shiftLeft(1), Long.MAX_VALUE, top.add(BigInteger.ONE)));
        String svg = Plot.svg("huge", "j", "steps", points);
        assertFalse(svg.contains("NaN") || svg.contains("Infinity"), svg);
        Document d = parse(svg);
        List<double[]> measured = vertices(series(d, "measured"));
        List<double[]> bound = vertices(series(d, "bound"));
        assertEquals(3, measured.size());
        assertEquals(3, bound.size());
        assertTrue(measured.get(2)[1] < measured.get(1)[1]);
        assertTrue(bound.get(2)[1] <= bound.get(1)[1]);
        for (double[] v : measured) assertTrue(v[0] >= 0 && v[0] <= 640 && v[1] >= 0 && v[1] <= 400);
    }

    @Test
    void oneSizeOnlyStillMakesARange() throws Exception {
        Document d = parse(Plot.svg("one", "j", "steps", List.of(p("only", 5, 0, 0L))));
        assertEquals(1, vertices(series(d, "measured")).size());
        assertEquals(1, vertices(series(d, "bound")).size());
    }

    private static String textOf(Document d, String cls) {
        Element e = firstWithClass(d, cls);
        return e == null ? null : e.getTextContent();
    }

    private static Element firstWithClass(Document d, String cls) {
        NodeList texts = d.getElementsByTagNameNS(SVG, "text");
        for (int i = 0; i < texts.getLength(); i++) {
            Element e = (Element) texts.item(i);
            if (e.getAttribute("class").equals(cls)) return e;
        }
        return null;
    }

    private static int countWithClass(Document d, String tag, String cls) {
        NodeList nodes = d.getElementsByTagNameNS(SVG, tag);
        int n = 0;
        for (int i = 0; i < nodes.getLength(); i++) {
            if (cls == null || ((Element) nodes.item(i)).getAttribute("class").equals(cls)) n++;
        }
        return n;
    }
}
