package effigy.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reliability campaign at CI size: {@value #RUNS} cases of seed {@value #SEED} (every input class, every command of
 * each class), run in this JVM or in processes of their own as their class needs; no run may show a defect. Each
 * defective case is printed with a command line that reproduces it ({@code bench/campaign} runs the same harness at
 * 10^4 runs).
 */
class CampaignTest {
    static final int RUNS = 120;
    static final long SEED = 23;

    @Test void the_campaign_at_ci_size_finds_no_defect(@TempDir Path work) throws Exception {
        Campaign.Config config = new Campaign.Config();
        config.runs = RUNS;
        config.seed = SEED;
        config.jobs = 2;
        config.work = work;
        config.root = Path.of("").toAbsolutePath();
        Campaign campaign = new Campaign(config);
        Campaign.Result result = campaign.runAll();
        String report = campaign.report(result);
        System.out.println(report);
        assertEquals(RUNS, result.outcomes().size());
        // the size and seed exercise every input class and every command each class has
        Set<String> seen = new HashSet<>();
        for (Campaign.Outcome o : result.outcomes()) seen.add(o.c().kind + " " + o.c().command);
        for (var e : CaseGenerator.COMMANDS_OF.entrySet()) {
            for (String command : e.getValue()) {
                if (e.getKey().equals("options")) continue;   // a typo may rename the command
                assertTrue(seen.contains(e.getKey() + " " + command), "no " + e.getKey() + " case runs " + command);
            }
        }
        assertTrue(result.defective().isEmpty(), result.defective().size() + " defective runs:\n" + report);
    }
}
