// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import isolang.solver.IsolationAnalyzer;
import isolang.solver.SynthesisResult;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.spec.Level;

/**
 * Runs compiled commands on the engine and compares the answers with the stated expectations:
 * implications and equivalences through {@link IsolationAnalyzer#implies} and
 * {@link IsolationAnalyzer#equivalent}, syntheses through {@link IsolationAnalyzer#synthesize},
 * lattices as all pairwise implications, membership through {@link MembershipChecker}.
 */
public final class CommandRunner {

    private final IsolationAnalyzer analyzer;
    private final MembershipChecker membership;

    /** A runner on the given engine facade and membership checker (which carry options and limits). */
    public CommandRunner(IsolationAnalyzer analyzer, MembershipChecker membership) {
        this.analyzer = analyzer;
        this.membership = membership;
    }

    /** Runs one command. */
    public CommandResult run(CompiledCommand command) {
        long start = System.nanoTime();
        List<SynthesisResult> syntheses = new ArrayList<>();
        Optional<MembershipResult> member = Optional.empty();
        List<List<Boolean>> implications = List.of();
        Verdict verdict;
        Optional<Expected> expected;
        if (command instanceof CompiledCommand.Implication i) {
            syntheses.add(analyzer.implies(i.premise(), i.conclusion(), i.scope()));
            verdict = verdict(syntheses.get(0), Verdict.FAILS, Verdict.HOLDS);
            expected = i.expected();
        } else if (command instanceof CompiledCommand.Equivalence e) {
            syntheses.addAll(analyzer.equivalent(e.left(), e.right(), e.scope()));
            verdict = syntheses.stream().anyMatch(SynthesisResult.Found.class::isInstance) ? Verdict.DISTINCT
                    : syntheses.stream().allMatch(SynthesisResult.NoneWithinScope.class::isInstance) ? Verdict.EQUIVALENT
                    : Verdict.UNKNOWN;
            expected = e.expected();
        } else if (command instanceof CompiledCommand.Synthesis s) {
            syntheses.add(analyzer.synthesize(s.problem()));
            verdict = verdict(syntheses.get(0), Verdict.FOUND, Verdict.NONE);
            expected = s.expected();
        } else if (command instanceof CompiledCommand.Membership m) {
            MembershipResult answer = membership.check(m.history(), m.level());
            member = Optional.of(answer);
            verdict = answer instanceof MembershipResult.Allowed ? Verdict.YES
                    : answer instanceof MembershipResult.Disallowed ? Verdict.NO : Verdict.UNKNOWN;
            expected = m.expected();
        } else {
            CompiledCommand.Lattice lattice = (CompiledCommand.Lattice) command;
            implications = lattice(lattice, syntheses);
            boolean unknown = syntheses.stream().anyMatch(SynthesisResult.Unknown.class::isInstance);
            verdict = unknown ? Verdict.UNKNOWN : Verdict.COMPUTED;
            long millis = (System.nanoTime() - start) / 1_000_000;
            Optional<Boolean> met = lattice.expected().isEmpty() ? Optional.empty()
                    : Optional.of(!unknown && orderingsHold(lattice, implications));
            return new CommandResult(command, verdict, met, syntheses, member, implications, millis);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        Optional<Boolean> met = expected.map(verdict::meets);
        return new CommandResult(command, verdict, met, syntheses, member, implications, millis);
    }

    private static Verdict verdict(SynthesisResult result, Verdict found, Verdict none) {
        return result instanceof SynthesisResult.Found ? found
                : result instanceof SynthesisResult.NoneWithinScope ? none : Verdict.UNKNOWN;
    }

    private List<List<Boolean>> lattice(CompiledCommand.Lattice lattice, List<SynthesisResult> syntheses) {
        List<Level> levels = lattice.levels();
        List<List<Boolean>> matrix = new ArrayList<>();
        for (Level a : levels) {
            List<Boolean> row = new ArrayList<>();
            for (Level b : levels) {
                if (a == b) {
                    row.add(true);
                    continue;
                }
                SynthesisResult result = analyzer.implies(a, b, lattice.scope());
                syntheses.add(result);
                row.add(result instanceof SynthesisResult.NoneWithinScope);
            }
            matrix.add(row);
        }
        return matrix;
    }

    private static boolean orderingsHold(CompiledCommand.Lattice lattice, List<List<Boolean>> implications) {
        List<Level> levels = lattice.levels();
        for (CompiledCommand.Ordering ordering : lattice.expected()) {
            int a = levels.indexOf(ordering.stronger());
            int b = levels.indexOf(ordering.weaker());
            boolean forward = implications.get(a).get(b);
            boolean backward = implications.get(b).get(a);
            if (!forward || backward == ordering.strict()) {
                return false;
            }
        }
        return true;
    }
}
