package effigy.ir;

import effigy.source.Span;
import java.util.List;

/**
 * One procedure or function: parameters, all locals (parameters first, slots 0..n-1), blocks (entry is
 * block 0) and the natural loops found in its control-flow graph. Immutable; made by {@link FunctionBuilder}.
 */
public final class Function {
    private final String name;
    private final List<Local> params;
    private final List<Local> locals;
    private final List<Block> blocks;
    private final Type returnType;
    private final Span span;
    private final List<Loop> loops;
    private final int[] loopOfBlock;
    private final List<LoopSite> loopSites;
    private final LoopSite[] siteOfLoop;

    Function(String name, List<Local> params, List<Local> locals, List<Block> blocks, Type returnType, Span span) {
        this(name, params, locals, blocks, returnType, span, List.of());
    }

    Function(String name, List<Local> params, List<Local> locals, List<Block> blocks, Type returnType, Span span, List<LoopSite> loopSites) {
        this.name = name;
        this.params = List.copyOf(params);
        this.locals = List.copyOf(locals);
        this.blocks = List.copyOf(blocks);
        this.returnType = returnType;
        this.span = span;
        this.loops = Loops.find(this.blocks);
        this.loopOfBlock = new int[this.blocks.size()];
        java.util.Arrays.fill(loopOfBlock, -1);
        for (Loop l : loops) {
            for (int b : l.body()) {
                if (loopOfBlock[b] < 0 || loops.get(loopOfBlock[b]).depth() < l.depth()) loopOfBlock[b] = l.index();
            }
        }
        this.loopSites = List.copyOf(loopSites);
        this.siteOfLoop = new LoopSite[loops.size()];
        for (LoopSite site : this.loopSites) {
            int l = site.body() < loopOfBlock.length ? loopOfBlock[site.body()] : -1;
            if (l >= 0 && siteOfLoop[l] == null) siteOfLoop[l] = site;
        }
    }

    /** What pointer locals point to in the source, by slot (filled by a front end that knows; see {@link #pointee}). */
    final java.util.Map<Integer, effigy.term.InputLayout> pointees = new java.util.HashMap<>();

    /**
     * The source layout of what the local in slot {@code i} points to, or null where the front end gave none: for a
     * pointer parameter its pointee's type ({@code int}, {@code struct S} with its fields), which names the bytes of
     * an entry buffer ({@code a[1]}, {@code s->len}); for a variable's address {@code &s} the variable's type, which
     * names the inputs stored in it ({@code s.len}).
     */
    public effigy.term.InputLayout pointee(int i) { return pointees.get(i); }

    public String name() { return name; }
    public List<Local> params() { return params; }
    public List<Local> locals() { return locals; }
    public List<Block> blocks() { return blocks; }
    public Block block(int i) { return blocks.get(i); }
    public Type returnType() { return returnType; }
    public Span span() { return span; }
    public List<Loop> loops() { return loops; }
    public int frameSize() { return locals.size(); }

    /** The loop statements of the source, in the order they were lowered (outer before inner). */
    public List<LoopSite> loopSites() { return loopSites; }

    /** The loop statement {@code l} is the natural loop of, or null (a loop made by {@code goto}, or a language without sites). */
    public LoopSite site(Loop l) { return siteOfLoop[l.index()]; }

    /**
     * The block where each iteration of {@code l} starts: its loop statement's body, else its header (the
     * count of a loop without a statement is then its header's arrivals per entry).
     */
    public int bodyStart(Loop l) {
        LoopSite s = siteOfLoop[l.index()];
        return s == null ? l.header() : s.body();
    }

    /** The innermost loop containing {@code block}, or -1. */
    public int innermostLoop(int block) { return loopOfBlock[block]; }

    public Local local(String name) {
        for (Local l : locals) if (l.name().equals(name)) return l;
        return null;
    }

    @Override public String toString() { return name; }
}
