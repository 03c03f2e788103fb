package effigy.exec;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Program;
import effigy.ir.Terminator;
import effigy.source.Span;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * What runs covered: basic blocks, branch directions and statements of one program, numbered program-wide
 * (block {@code b} of function {@code f} is {@link #blockIndex}; branch direction is {@code 2 * id + taken}).
 * One {@code Coverage} is the shared map (a fuzzer's or a parallel exploration's, every worker merging into
 * it with {@link #merge}); {@link Run} is what one executor records ({@link Executor#setCoverage}), on one
 * thread, cheaply enough that a concrete run pays an array increment per block and per branch.
 */
public final class Coverage {
    private final Program program;
    private final Map<Function, Integer> bases = new IdentityHashMap<>();
    private final int blocks;
    private final int branchIds;
    private final long[] blockHits;
    private final long[] branchHits;
    private final IdentityHashMap<Span, long[]> statementHits = new IdentityHashMap<>();
    private int blocksCovered, branchesCovered;
    /** Which blocks and branch directions count in the totals and in what a merge adds (the program's own, not a library's). */
    private final boolean[] countedBlock, countedBranch;
    private final int countedBlocks, countedBranches;

    /** The coverage of every function of {@code program}. */
    public Coverage(Program program) { this(program, f -> true); }

    /**
     * The coverage of {@code program}'s functions; only those {@code counted} accepts (the program's own, say, not
     * Effigy's C library) count in the totals, the covered counts and what a {@link #merge} adds.
     */
    public Coverage(Program program, java.util.function.Predicate<Function> counted) {
        this.program = program;
        int n = 0, maxId = -1;
        for (Function f : program.functions().values()) {
            bases.put(f, n);
            n += f.blocks().size();
            for (Block b : f.blocks()) if (b.terminator() instanceof Terminator.Branch br) maxId = Math.max(maxId, br.id());
        }
        this.blocks = n;
        this.branchIds = maxId + 1;
        this.blockHits = new long[n];
        this.branchHits = new long[2 * branchIds];
        this.countedBlock = new boolean[n];
        this.countedBranch = new boolean[2 * branchIds];
        int cb = 0, cr = 0;
        for (Function f : program.functions().values()) {
            if (!counted.test(f)) continue;
            int base = bases.get(f);
            for (Block b : f.blocks()) {
                countedBlock[base + b.index()] = true;
                cb++;
                if (b.terminator() instanceof Terminator.Branch br) {
                    countedBranch[2 * br.id()] = countedBranch[2 * br.id() + 1] = true;
                    cr += 2;
                }
            }
        }
        this.countedBlocks = cb;
        this.countedBranches = cr;
    }

    public Program program() { return program; }

    /** The program-wide index of block {@code block} of {@code f}. */
    public int blockIndex(Function f, int block) { return base(f) + block; }

    int base(Function f) {
        Integer b = bases.get(f);
        if (b == null) throw new IllegalArgumentException("not a function of this program: " + f.name());
        return b;
    }

    /** Blocks numbered (every function, Effigy's C library included): the range of {@link #blockIndex}. */
    public int blocks() { return blocks; }

    /** Branch ids in the program (each has two directions). */
    public int branchIds() { return branchIds; }

    /** Blocks that count (of the functions the constructor's predicate accepts). */
    public int countedBlocks() { return countedBlocks; }

    /** Branch directions that count (two per branch of the functions the constructor's predicate accepts). */
    public int countedBranches() { return countedBranches; }

    /** Whether block {@code index} counts in the totals. */
    public boolean counted(int index) { return countedBlock[index]; }

    /** A fresh record for one executor: what its runs touch, merged into this map by {@link #merge}. */
    public Run newRun(boolean statements) { return new Run(this, statements); }

    /** What a merge added to the map: blocks and branch directions covered for the first time. */
    public record Added(int blocks, int branches) {}

    /** Adds {@code run}'s counts to this map and clears {@code run}; what was covered for the first time. Thread-safe. */
    public synchronized Added merge(Run run) {
        int newBlocks = 0, newBranches = 0;
        for (int i = 0; i < run.touchedBlocks; i++) {
            int b = run.blockList[i];
            if (blockHits[b] == 0 && countedBlock[b]) newBlocks++;
            blockHits[b] += run.blockHits[b];
            run.blockHits[b] = 0;
        }
        for (int i = 0; i < run.touchedBranches; i++) {
            int d = run.branchList[i];
            if (branchHits[d] == 0 && countedBranch[d]) newBranches++;
            branchHits[d] += run.branchHits[d];
            run.branchHits[d] = 0;
        }
        run.touchedBlocks = run.touchedBranches = 0;
        if (run.statementHits != null) {
            for (Map.Entry<Span, long[]> e : run.statementHits.entrySet()) {
                statementHits.computeIfAbsent(e.getKey(), k -> new long[1])[0] += e.getValue()[0];
            }
            run.statementHits.clear();
        }
        blocksCovered += newBlocks;
        branchesCovered += newBranches;
        return new Added(newBlocks, newBranches);
    }

    /** How many of {@code run}'s blocks and branch directions this map has not covered yet (nothing is merged). */
    public synchronized Added wouldAdd(Run run) {
        int newBlocks = 0, newBranches = 0;
        for (int i = 0; i < run.touchedBlocks; i++) if (blockHits[run.blockList[i]] == 0 && countedBlock[run.blockList[i]]) newBlocks++;
        for (int i = 0; i < run.touchedBranches; i++) if (branchHits[run.branchList[i]] == 0 && countedBranch[run.branchList[i]]) newBranches++;
        return new Added(newBlocks, newBranches);
    }

    /** Counted blocks covered. */
    public synchronized int blocksCovered() { return blocksCovered; }
    /** Counted branch directions covered. */
    public synchronized int branchesCovered() { return branchesCovered; }
    public synchronized boolean covered(int block) { return blockHits[block] > 0; }
    public synchronized long blockHits(int block) { return blockHits[block]; }
    public synchronized long branchHits(int id, boolean taken) { return branchHits[2 * id + (taken ? 1 : 0)]; }

    /** Executions of each statement (by the span of its first instruction) that ran under a run recording statements. */
    public synchronized Map<Span, Long> statementHits() {
        Map<Span, Long> out = new IdentityHashMap<>();
        statementHits.forEach((k, v) -> out.put(k, v[0]));
        return out;
    }

    /** The blocks covered, as a bit per program-wide block index (a copy). */
    public synchronized java.util.BitSet coveredBlocks() {
        java.util.BitSet out = new java.util.BitSet(blocks);
        for (int i = 0; i < blocks; i++) if (blockHits[i] > 0) out.set(i);
        return out;
    }

    /**
     * What one executor's runs touched since the last {@link #merge}: hits per block and per branch direction,
     * and (when asked for, for line coverage) per statement. Not thread-safe: one per executor.
     */
    public static final class Run {
        final Coverage map;
        final long[] blockHits;
        final long[] branchHits;
        final int[] blockList;
        final int[] branchList;
        int touchedBlocks, touchedBranches;
        final IdentityHashMap<Span, long[]> statementHits;

        private Run(Coverage map, boolean statements) {
            this.map = map;
            this.blockHits = new long[map.blocks];
            this.branchHits = new long[2 * map.branchIds];
            this.blockList = new int[map.blocks];
            this.branchList = new int[2 * map.branchIds];
            this.statementHits = statements ? new IdentityHashMap<>() : null;
        }

        public Coverage map() { return map; }

        void block(int index) {
            if (blockHits[index]++ == 0) blockList[touchedBlocks++] = index;
        }

        void branch(int id, boolean taken) {
            int d = 2 * id + (taken ? 1 : 0);
            if (branchHits[d]++ == 0) branchList[touchedBranches++] = d;
        }

        void statement(Span span) {
            if (statementHits != null) statementHits.computeIfAbsent(span, k -> new long[1])[0]++;
        }

        /** Blocks touched since the last merge. */
        public int blocksTouched() { return touchedBlocks; }

        /** Forgets what was recorded since the last merge. */
        public void clear() {
            for (int i = 0; i < touchedBlocks; i++) blockHits[blockList[i]] = 0;
            for (int i = 0; i < touchedBranches; i++) branchHits[branchList[i]] = 0;
            touchedBlocks = touchedBranches = 0;
            if (statementHits != null) statementHits.clear();
        }
    }
}
