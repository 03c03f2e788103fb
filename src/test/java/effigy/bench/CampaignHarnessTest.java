package effigy.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.bench.Case.Watch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The campaign's own machinery: what counts as a defect, what the file watches see, and cases made the same each time. */
class CampaignHarnessTest {
    @Test void a_stack_trace_an_internal_error_and_a_java_name_are_defects() {
        List<String> d = new ArrayList<>();
        Campaign.textDefects("Exception in thread \"main\" java.lang.StackOverflowError\n\tat effigy.c.Parser.expr(Parser.java:10)\n", 1, d);
        assertEquals(List.of("stack-trace"), d);
        d.clear();
        Campaign.textDefects("effigy: internal error: boom\n", 3, d);
        assertEquals(List.of("internal-error"), d);
        d.clear();
        Campaign.textDefects("fuzz: stopped: internal error: boom\n", 0, d);
        assertEquals(List.of("internal-error"), d);
        d.clear();
        // a diagnostic quoting a line of the program is the program's words, not Effigy's report
        Campaign.textDefects("t.c:5:1: error: expected expression\n/ stopped with an internal error); n is 0..3\n^\n", 2, d);
        assertEquals(List.of(), d);
        d.clear();
        Campaign.textDefects("effigy: error: java.lang.NumberFormatException: For input string\n", 2, d);
        assertEquals(List.of("java-name"), d);
        d.clear();
        Campaign.textDefects("x.c:1:5: error: expected ';'\neffigy: interrupted\n", 2, d);
        assertTrue(d.isEmpty(), d.toString());
    }

    @Test void a_replaced_symlink_or_fifo_a_lost_file_a_half_written_output_and_a_temporary_file_are_seen(@TempDir Path dir) throws Exception {
        Path real = Files.writeString(dir.resolve("real"), "target\n");
        Path link = Files.createSymbolicLink(dir.resolve("link"), real);
        Watch symlink = Watch.symlink(link);
        assertNull(symlink.check(0, true));
        Files.delete(link);
        Files.writeString(link, "replaced\n");
        assertNotNull(symlink.check(0, true));

        Path fifo = dir.resolve("fifo");
        CaseGenerator.mkfifo(fifo);
        Watch f = Watch.fifo(fifo);
        assertNull(f.check(0, true));
        Files.delete(fifo);
        Files.writeString(fifo, "");
        assertNotNull(f.check(0, true));

        Path mine = Files.writeString(dir.resolve("notes.txt"), "mine\n");
        Watch keep = Watch.keep(mine);
        assertNull(keep.check(2, true));
        Files.delete(mine);
        assertNotNull(keep.check(2, true));

        Path json = dir.resolve("out.json");
        Watch complete = Watch.complete(json, "json");
        assertNull(complete.check(0, true), "no output is not a damaged one");
        Files.writeString(json, "{\"a\": [1, 2");
        assertNotNull(complete.check(0, true));
        Files.writeString(json, "{\"a\": [1, 2]}");
        assertNull(complete.check(0, true));

        Watch leftovers = Watch.noLeftovers(dir);
        assertNull(leftovers.check(0, true));
        Files.writeString(dir.resolve(".out.json.3f2a.tmp"), "half");
        assertNotNull(leftovers.check(0, true));
        assertNull(leftovers.check(0, false), "a run killed with SIGKILL may leave its temporary file");
    }

    @Test void a_case_is_the_same_each_time_it_is_made(@TempDir Path work) throws Exception {
        Path root = Path.of("").toAbsolutePath();
        CaseGenerator g = new CaseGenerator(root, work, 5);
        g.prepare();
        for (int i = 0; i < 40; i++) {
            Case a = g.generate(i);
            List<String> args = List.copyOf(a.args);
            String stdin = a.stdin;
            Case b = g.generate(i);
            assertEquals(a.command + " " + args + " " + stdin + " " + a.signal + a.signalAfterMs,
                    b.command + " " + b.args + " " + b.stdin + " " + b.signal + b.signalAfterMs, "case " + i);
            assertEquals(CaseGenerator.SCHEDULE[i % CaseGenerator.SCHEDULE.length], b.kind);
        }
    }

    @Test void the_ci_size_makes_every_class_run_every_command_of_the_class(@TempDir Path work) throws Exception {
        CaseGenerator g = new CaseGenerator(Path.of("").toAbsolutePath(), work, CampaignTest.SEED);
        g.prepare();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < CampaignTest.RUNS; i++) {
            Case c = g.generate(i);
            seen.add(c.kind + " " + c.command);
            Campaign.deleteTree(c.dir);
        }
        for (var e : CaseGenerator.COMMANDS_OF.entrySet()) {
            if (e.getKey().equals("options")) continue;    // a misspelled command word renames some
            for (String command : e.getValue()) assertTrue(seen.contains(e.getKey() + " " + command), e.getKey() + " " + command);
        }
    }

    @Test void the_reproducer_names_the_command_its_arguments_and_the_case(@TempDir Path work) throws Exception {
        Campaign.Config config = new Campaign.Config();
        config.work = work;
        config.seed = 9;
        Campaign campaign = new Campaign(config);
        Case c = new Case(12, "signals", work);
        c.command = "explore";
        c.args("a b.c", "--max-time", "60");
        c.signal = "INT";
        c.signalAfterMs = 800;
        String r = campaign.reproducer(c);
        assertTrue(r.startsWith("effigy explore 'a b.c' --max-time 60"), r);
        assertTrue(r.contains("kill -INT after 800 ms") && r.contains("bench/campaign --seed 9 --case 12"), r);
    }
}
