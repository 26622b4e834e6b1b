// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.replay.TraceReplay;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.history.LevelResult;
import isolang.history.Verdict;
import isolang.solver.CancellationToken;
import isolang.solver.SynthesisResult;
import isolang.solver.WitnessExecution;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.MembershipChecker;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.spec.Problem;
import isolang.tests.dsl.Specs;
import isolang.tests.solver.oracle.ReferenceLevel;

/**
 * A protocol written by a user, not shipped: every trace the engine finds is replayed by the
 * interpreter of the rules as written and its forbidden levels are decided again by the history
 * checker (not Kodkod) before the result is shown; a found trace that the replay rejects is a
 * disagreement. Differentially, random perturbations of found traces (an event moved, dropped or
 * added, two transactions' timestamps swapped) and of their histories (a read returning another
 * value) are rejected alike by the interpreter and by the engine's own SAT-free evaluation of the
 * compiled rules.
 */
class TraceReplayTest {

    /**
     * A single-version store without concurrency control: a transaction reads each key at a step,
     * then installs its writes; a read returns the last write installed before it; a client runs its
     * transactions one after the other (without that rule, the serial variant lets a client's next
     * transaction read before its previous one installed: a history serializability forbids, found
     * and confirmed by the history checker). Timestamps follow the order of the transactions' first
     * reads.
     */
    private static final String STORE = """
            import isolang.std.biswas
            framework store {
              /** The step at which t reads x. */
              witness read: Txn -> Obj -> Step
              /** The step at which t installs its write of x. */
              witness install: Txn -> Obj -> Step
              /** Timestamps: t1 -> t2 iff t1's timestamp is the smaller. */
              witness ts: Txn -> Txn as total order
              pred before[a, b: Step] { some a and some b and a -> b in earlier }
              fun events[t: Txn]: Step { Obj.(t.read) + Obj.(t.install) }
              axiom Events: no init.read + init.install and (all t: Txn - init, x: Obj |
                (x in t.reads.Val iff one read[t, x]) and (x not in t.reads.Val implies no read[t, x])
                and (x in t.writes.Val iff one install[t, x]) and lone install[t, x])
              axiom OneEventPerStep: all s: Step | lone read.s + install.s
              /** A client runs its transactions one after the other. */
              axiom ClientsAreSequential: all t1, t2: Txn - init | t1 -> t2 in so
                implies events[t1] -> events[t2] in earlier
              axiom ReadsFirst: all t: Txn, x, y: Obj | some read[t, x] and some install[t, y]
                implies before[read[t, x], install[t, y]]
              axiom ReadsLastInstalled: all t, w: Txn, x: Obj | w -> t in wr[x]
                implies (w = init or before[install[w, x], read[t, x]])
                and (no w2: writers[x] - init - w - t | before[install[w2, x], read[t, x]]
                  and (w = init or before[install[w, x], install[w2, x]]))
              axiom TimestampsByFirstRead: all disj t1, t2: Txn - init | t1 -> t2 in ts
                and some t1.read and some t2.read implies (some a: Obj.(t1.read) | all b: Obj.(t2.read) | a -> b in earlier)
            }
            level NoConcurrencyControl in store { axiom Any: all t: Txn | t in Txn }
            /** One transaction at a time: every event of one before every event of the other. */
            level OneAtATime in store {
              axiom Serial: all disj t1, t2: Txn - init |
                (all a: events[t1], b: events[t2] | a -> b in earlier) or (all a: events[t1], b: events[t2] | b -> a in earlier)
            }
            /** Serial traces in which a transaction reads another's write. */
            level OneAtATimeContended in store = OneAtATime { axiom Contended: some t1, t2: Txn - init | t1 -> t2 in wr }
            synthesize lostUpdate: { NoConcurrencyControl } not { biswas.SI } for 2 txn, 1 obj, 3 val, 4 step expect found
            synthesize serialWrites: { OneAtATimeContended } for 3 txn, 2 obj, 3 val, 8 step expect found
            synthesize serialIsSerializable: { OneAtATime } not { biswas.SER } for 2 txn, 2 obj, 3 val, 8 step
              expect none
            """;

    /**
     * A register whose server state has a value column: {@code held} is the value the server of x
     * installs at a step. Its traces are replayed with that column matched to the history's values.
     */
    private static final String REGISTER = """
            import isolang.std.biswas
            framework register {
              witness install: Txn -> Obj -> Step
              /** x -> v -> s: the server of x installs value v at step s. */
              witness held: Obj -> Val -> Step
              axiom Installs: no init.install and (all t: Txn - init, x: Obj |
                (x in t.writes.Val iff one install[t, x]) and lone install[t, x])
              axiom OneEventPerStep: all s: Step | lone install.s
              axiom Held: all x: Obj, v: Val, s: Step |
                x -> v -> s in held iff (some t: Txn - init | t -> x -> v in writes and s = install[t, x])
            }
            level TwoInstalls in register { axiom Two: some a, b: Val.(Obj.held) | a -> b in earlier }
            synthesize installed: { TwoInstalls } for 2 txn, 1 obj, 3 val, 3 step expect found
            """;

    private static final CommandRunner RUNNER = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());

    private static CompiledModel store;

    @BeforeAll
    static void compile() {
        store = Specs.compile(STORE);
    }

    private static CommandResult run(String name) {
        CompiledCommand command = store.command(name).orElseThrow();
        CommandResult result = RUNNER.run(command);
        assertEquals(Optional.of(true), result.expectationMet(), name + ": " + result.verdict() + " "
                + result.syntheses());
        return result;
    }

    @Test
    void aUserProtocolsLostUpdateIsReplayedAndDecidedAgainByTheHistoryChecker() throws Exception {
        CommandResult result = run("lostUpdate");
        SynthesisResult.Found found = assertInstanceOf(SynthesisResult.Found.class, result.syntheses().get(0));
        assertTrue(found.statistics().notes().contains("trace replayed by the protocol's rules as written, forbidden"
                + " levels re-decided by the history checker"), found.statistics().notes().toString());
        int steps = result.problems().get(0).scope().steps();
        assertEquals(Optional.empty(), TraceReplay.brokenRule(found.history(), found.witnesses().get(0), steps));
        assertFalse(ReferenceLevel.BE_SI.allows(found.history()), "a lost update: " + found.history());

        Problem problem = result.problems().get(0);
        CompiledCommand command = store.command("lostUpdate").orElseThrow();
        TraceReplay replay = new TraceReplay(command.standard(), java.time.Duration.ofSeconds(30));
        LevelResult si = replay.judge(found.history(), problem.forbidden().get(0), new CancellationToken());
        assertEquals(Verdict.VIOLATED, si.verdict(), si.reason());
        assertFalse(si.checker().toLowerCase().contains("kodkod"), si.checker());
    }

    @Test
    void aTraceWithAValueColumnIsReplayedAndAChangedValueBreaksItsRule() throws Exception {
        CompiledModel register = Specs.compile(REGISTER);
        CommandResult result = RUNNER.run(register.command("installed").orElseThrow());
        assertEquals(Optional.of(true), result.expectationMet(), result.verdict() + " " + result.syntheses());
        SynthesisResult.Found found = assertInstanceOf(SynthesisResult.Found.class, result.syntheses().get(0));
        assertTrue(found.statistics().notes().stream().anyMatch(n -> n.startsWith("trace replayed")),
                found.statistics().notes().toString());
        WitnessExecution trace = found.witnesses().get(0);
        int steps = result.problems().get(0).scope().steps();
        assertEquals(2, trace.relation("held").size(), trace.relations().toString());
        assertEquals(Optional.empty(), TraceReplay.brokenRule(found.history(), trace, steps));
        for (int row = 0; row < trace.relation("held").size(); row++) {
            List<List<Integer>> holds = new ArrayList<>(trace.relation("held"));
            List<Integer> changed = new ArrayList<>(holds.get(row));
            changed.set(1, changed.get(1) == 1 ? 2 : 1);
            holds.set(row, List.copyOf(changed));
            Map<String, List<List<Integer>>> relations = new LinkedHashMap<>(trace.relations());
            relations.put("held", holds);
            Optional<String> broken = TraceReplay.brokenRule(found.history(),
                    new WitnessExecution(trace.level(), relations), steps);
            assertEquals(Optional.of("the rule Held of register.TwoInstalls does not hold"), broken,
                    "holds " + holds + " in " + found.history());
        }
    }

    @Test
    void aTraceTheReplayRejectsIsADisagreement() {
        CommandResult result = run("lostUpdate");
        SynthesisResult.Found found = assertInstanceOf(SynthesisResult.Found.class, result.syntheses().get(0));
        Map<String, List<List<Integer>>> relations = new LinkedHashMap<>(found.witnesses().get(0).relations());
        relations.put("install", List.of());
        WitnessExecution noInstalls = new WitnessExecution(found.witnesses().get(0).level(), relations);
        CompiledCommand command = store.command("lostUpdate").orElseThrow();
        SynthesisResult replayed = new TraceReplay(command.standard(), java.time.Duration.ofSeconds(30)).confirm(
                result.problems().get(0), new SynthesisResult.Found(found.history(), List.of(noInstalls),
                        found.statistics()),
                new CancellationToken());
        SynthesisResult.Disagreement disagreement = assertInstanceOf(SynthesisResult.Disagreement.class, replayed);
        assertTrue(disagreement.independentVerdict().contains("the rule Events"), disagreement.independentVerdict());
    }

    @Test
    void aSerialProtocolIsSerializableWithinTheScopeAndNotVacuous() {
        run("serialIsSerializable");
        CommandResult result = run("serialWrites");
        SynthesisResult.Found found = assertInstanceOf(SynthesisResult.Found.class, result.syntheses().get(0));
        assertTrue(ReferenceLevel.BE_SER.allows(found.history()), found.history().toString());
        perturbationsAreJudgedAlike(found, result.problems().get(0).scope().steps(), 7);
    }

    @Test
    void perturbedLostUpdateTracesAreJudgedAlikeByBothPaths() {
        CommandResult result = run("lostUpdate");
        SynthesisResult.Found found = assertInstanceOf(SynthesisResult.Found.class, result.syntheses().get(0));
        perturbationsAreJudgedAlike(found, result.problems().get(0).scope().steps(), 15);
    }

    /**
     * 200 random perturbations of the found trace and history: the interpreter of the rules as
     * written and the engine's evaluation of the compiled rules accept exactly the same ones, and
     * both reject some and accept some.
     */
    private static void perturbationsAreJudgedAlike(SynthesisResult.Found found, int steps, long seed) {
        Random random = new Random(seed);
        int rejected = 0;
        for (int n = 0; n < 200; n++) {
            History history = random.nextInt(4) == 0 ? otherRead(found.history(), random).orElse(found.history())
                    : found.history();
            WitnessExecution trace = history == found.history() ? perturb(found.witnesses().get(0), history, steps,
                    random) : found.witnesses().get(0);
            Optional<String> interpreted = ProtocolModelsTest.interpreted(history, trace, steps);
            Optional<String> evaluated = new IndependentChecker().confirmTrace(history, trace, steps);
            assertEquals(evaluated.isEmpty(), interpreted.isEmpty(), "the compiled rules say " + evaluated
                    + ", the rules as written say " + interpreted + " of " + trace.relations() + " on " + history);
            rejected += interpreted.isEmpty() ? 0 : 1;
        }
        assertTrue(rejected > 0 && rejected < 200, rejected + " of 200 perturbations rejected");
    }

    /** The trace with one event moved, dropped or added, or two timestamps swapped. */
    private static WitnessExecution perturb(WitnessExecution trace, History history, int steps, Random random) {
        Map<String, List<List<Integer>>> relations = new LinkedHashMap<>(trace.relations());
        String kind = List.of("read", "install", "ts").get(random.nextInt(3));
        List<List<Integer>> tuples = new ArrayList<>(relations.get(kind));
        int txn = 1 + random.nextInt(history.transactions().size());
        int choice = random.nextInt(3);
        if (kind.equals("ts")) {
            int other = 1 + random.nextInt(history.transactions().size());
            tuples.replaceAll(t -> t.stream().map(id -> id == txn ? other : id == other ? txn : id).toList());
        } else if (choice == 0 && !tuples.isEmpty()) {
            tuples.remove(random.nextInt(tuples.size()));
        } else if (choice == 1 && !tuples.isEmpty()) {
            int index = random.nextInt(tuples.size());
            List<Integer> moved = new ArrayList<>(tuples.get(index));
            moved.set(2, random.nextInt(steps));
            tuples.set(index, List.copyOf(moved));
        } else {
            tuples.add(List.of(txn, random.nextInt(history.objectCount()), random.nextInt(steps)));
        }
        relations.put(kind, tuples.stream().distinct().toList());
        return new WitnessExecution(trace.level(), relations);
    }

    /** The history with one read, picked at random, returning another value of its object; empty without reads. */
    private static Optional<History> otherRead(History history, Random random) {
        List<List<Transaction>> sessions = new ArrayList<>();
        List<int[]> reads = new ArrayList<>();
        for (int s = 0; s < history.sessions().size(); s++) {
            for (int t = 0; t < history.sessions().get(s).size(); t++) {
                List<Operation> ops = history.sessions().get(s).get(t).operations();
                for (int o = 0; o < ops.size(); o++) {
                    if (ops.get(o).isRead()) {
                        reads.add(new int[] {s, t, o});
                    }
                }
            }
        }
        if (reads.isEmpty()) {
            return Optional.empty();
        }
        int[] pick = reads.get(random.nextInt(reads.size()));
        for (int s = 0; s < history.sessions().size(); s++) {
            List<Transaction> session = new ArrayList<>();
            for (int t = 0; t < history.sessions().get(s).size(); t++) {
                Transaction txn = history.sessions().get(s).get(t);
                List<Operation> ops = new ArrayList<>(txn.operations());
                if (pick[0] == s && pick[1] == t) {
                    Operation read = ops.get(pick[2]);
                    ops.set(pick[2], Operation.read(read.object(), read.value() == 0 ? 1 : 0));
                }
                session.add(new Transaction(txn.id(), ops));
            }
            sessions.add(session);
        }
        return Optional.of(History.of(history.objectCount(), sessions));
    }
}
