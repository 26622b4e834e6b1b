// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Inject;

import isolang.dsl.history.HistoryFileReference;
import isolang.dsl.isolang.Chain;
import isolang.dsl.isolang.ChainLink;
import isolang.dsl.isolang.Command;
import isolang.dsl.isolang.Element;
import isolang.dsl.isolang.Expect;
import isolang.dsl.isolang.HistoryFileCommand;
import isolang.dsl.isolang.HistoryLiteral;
import isolang.dsl.isolang.LatticeCommand;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.MembershipCommand;
import isolang.dsl.isolang.Model;
import isolang.dsl.isolang.OrderShape;
import isolang.dsl.isolang.PredictCommand;
import isolang.dsl.isolang.Relation;
import isolang.dsl.isolang.RelationCommand;
import isolang.dsl.isolang.SubsetShape;
import isolang.dsl.isolang.SynthesizeCommand;
import isolang.dsl.isolang.Witness;
import isolang.dsl.lib.StandardLibrary;
import isolang.dsl.typing.Dependencies;
import isolang.dsl.typing.WitnessShapes;
import isolang.history.level.LevelClassifier;
import isolang.solver.history.History;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.PredictionMode;
import isolang.solver.predict.Predictor;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Framework;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;

/**
 * Lowers a file to the engine: frameworks to {@link Framework}s, levels to {@link Level}s with
 * one {@link Axiom} per written axiom (each with the {@code SourceRef} of its text), literal
 * histories to engine histories and commands to {@link CompiledCommand}s.
 *
 * <p>The file is validated first; a file with errors is {@link Compilation.Rejected rejected}
 * with its issues, so user mistakes never surface as exceptions. One compiler call shares one
 * engine object per framework, level and axiom, so that a level composed of others reuses their
 * axioms.
 */
public class SpecCompiler {

    @Inject
    private IResourceValidator validator;

    @Inject
    private IEObjectDocumentationProvider documentation;

    /** Validates and compiles the file held by {@code resource}. */
    public Compilation compile(Resource resource) {
        return compile(resource, CancelIndicator.NullImpl);
    }

    /** Validates and compiles the file held by {@code resource}, stopping validation on cancel. */
    public Compilation compile(Resource resource, CancelIndicator cancel) {
        List<Issue> issues = validator.validate(resource, CheckMode.ALL, cancel);
        if (issues.stream().anyMatch(i -> i.getSeverity() == Severity.ERROR)) {
            return new Compilation.Rejected(issues);
        }
        if (resource.getContents().isEmpty()) {
            // an empty or comment-only file: nothing declared, nothing to run
            return new Compilation.Compiled(new CompiledModel(resource.getURI().toString(), List.of(), Map.of(),
                    Map.of(), List.of(), new SourceTrace()), issues);
        }
        Model model = (Model) resource.getContents().get(0);
        return new Compilation.Compiled(new Session().model(model, resource.getURI().toString()), issues);
    }

    /** The state of one compilation: the objects already lowered. */
    private final class Session {

        private final SourceTrace trace = new SourceTrace();
        private final FormulaLowering lowering = new FormulaLowering(trace);
        private final Map<EObject, Framework> frameworks = new IdentityHashMap<>();
        private final Map<EObject, Level> levels = new IdentityHashMap<>();
        private final Map<EObject, Axiom> axioms = new IdentityHashMap<>();

        CompiledModel model(Model model, String uri) {
            List<Framework> declared = new ArrayList<>();
            Map<String, Level> declaredLevels = new LinkedHashMap<>();
            Map<String, History> histories = new LinkedHashMap<>();
            List<CompiledCommand> commands = new ArrayList<>();
            for (Element element : model.getElements()) {
                if (element instanceof isolang.dsl.isolang.FrameworkDecl f) {
                    declared.add(framework(f));
                } else if (element instanceof isolang.dsl.isolang.LevelDecl l) {
                    declaredLevels.put(l.getName(), level(l));
                } else if (element instanceof HistoryLiteral h) {
                    histories.put(h.getName(), HistoryLowering.lower(h));
                } else if (element instanceof Command c) {
                    commands.add(command(c));
                }
            }
            return new CompiledModel(uri, declared, declaredLevels, histories, commands, trace);
        }

        Framework framework(isolang.dsl.isolang.FrameworkDecl f) {
            Framework known = frameworks.get(f);
            if (known != null) {
                return known;
            }
            List<WitnessRelation> witnesses = f.getWitnesses().stream()
                    .map(w -> new WitnessRelation(w.getName(), shape(w))).toList();
            Framework framework = new Framework(f.getName(), witnesses,
                    f.getAxioms().stream().map(this::axiom).toList(),
                    doc(f));
            frameworks.put(f, framework);
            return framework;
        }

        private WitnessShape shape(Witness w) {
            if (w.getShape() instanceof OrderShape order) {
                return WitnessShapes.of(order) == WitnessShapes.VERSION_ORDER ? new WitnessShape.PerObjectTotalOrder()
                        : new WitnessShape.StrictTotalOrder();
            }
            if (w.getShape() instanceof SubsetShape subset) {
                return new WitnessShape.SubsetOf(subset.getSuperset().getName());
            }
            List<isolang.dsl.isolang.Sort> sorts = w.getType().getSorts();
            if (sorts.equals(List.of(isolang.dsl.isolang.Sort.TXN, isolang.dsl.isolang.Sort.TXN))) {
                return new WitnessShape.TransactionRelation();
            }
            return new WitnessShape.Free(sorts.stream().map(SpecCompiler::column).toList());
        }

        Axiom axiom(isolang.dsl.isolang.AxiomDecl a) {
            return axioms.computeIfAbsent(a, key -> Axiom.of(a.getName(),
                    new WrittenAxiom(a, e -> lowering.formula(a.getFormula(), e)),
                    SourceTrace.locate(a)));
        }

        Level level(isolang.dsl.isolang.LevelDecl l) {
            Level known = levels.get(l);
            if (known != null) {
                return known;
            }
            Set<isolang.dsl.isolang.AxiomDecl> all = new LinkedHashSet<>();
            collect(l, all, new LinkedHashSet<>());
            HistoryModel model = Dependencies.levelUsesOperations(l) ? HistoryModel.OPERATION : HistoryModel.ABSTRACT;
            Level level = new Level(displayName(l), framework(l.getFramework()), all.stream().map(this::axiom).toList(),
                    model, doc(l));
            levels.put(l, level);
            return level;
        }

        private void collect(isolang.dsl.isolang.LevelDecl l, Set<isolang.dsl.isolang.AxiomDecl> into,
                Set<isolang.dsl.isolang.LevelDecl> seen) {
            if (seen.add(l)) {
                l.getIncludes().forEach(part -> collect(part, into, seen));
                into.addAll(l.getAxioms());
            }
        }

        private String displayName(isolang.dsl.isolang.LevelDecl l) {
            Model model = EcoreUtil2.getContainerOfType(l, Model.class);
            if (model == null || model.getName() == null) {
                return l.getName();
            }
            String module = model.getName();
            return module.substring(module.lastIndexOf('.') + 1) + "." + l.getName();
        }

        private String doc(EObject element) {
            String text = documentation.getDocumentation(element);
            return text == null ? "" : text.strip();
        }

        CompiledCommand command(Command c) {
            String name = c.getName() != null ? c.getName()
                    : kind(c) + "@" + NodeModelUtils.findActualNodeFor(c).getStartLine();
            var source = SourceTrace.locate(c);
            Scope scope = CommandScopes.toScope(c.getScope());
            if (c instanceof RelationCommand r) {
                Optional<Expected> expected = expected(r.getExpect());
                Level left = level(r.getLeft());
                return r.getRelation() == Relation.IMPLIES
                        ? new CompiledCommand.Implication(name, source, left, level(r.getRight()), scope,
                                expected, standardIfProtocol(List.of(left), c))
                        : new CompiledCommand.Equivalence(name, source, level(r.getLeft()), level(r.getRight()), scope,
                                expected);
            }
            if (c instanceof SynthesizeCommand s) {
                Problem problem = Problem.of(s.getAllowed().stream().map(this::level).toList(),
                        s.getForbidden().stream().map(this::level).toList(), scope);
                return new CompiledCommand.Synthesis(name, source, problem, expected(s.getExpect()),
                        standardIfProtocol(problem.allowed(), c));
            }
            if (c instanceof LatticeCommand l) {
                List<CompiledCommand.Ordering> orderings = new ArrayList<>();
                for (Chain chain : l.getChains()) {
                    isolang.dsl.isolang.LevelDecl left = chain.getFirst();
                    for (ChainLink link : chain.getLinks()) {
                        orderings.add(new CompiledCommand.Ordering(level(left), level(link.getLevel()),
                                "<".equals(link.getOp())));
                        left = link.getLevel();
                    }
                }
                return new CompiledCommand.Lattice(name, source, l.getLevels().stream().map(this::level).toList(),
                        scope,
                        orderings);
            }
            if (c instanceof PredictCommand p) {
                return new CompiledCommand.Prediction(name, source, HistoryLowering.lower(p.getHistory()),
                        p.getPermissive().stream().map(this::level).toList(),
                        p.getStrict().stream().map(this::level).toList(), boundary(p), expected(p.getExpect()),
                        mode(p), maxTransactions(p), standardLevels(c.eResource().getResourceSet()));
            }
            if (c instanceof HistoryFileCommand h) {
                Path file = HistoryFileReference.resolve(c.eResource().getURI(), h.getFile())
                        .orElseThrow(() -> new IllegalStateException("validation locates " + h.getFile()));
                return new CompiledCommand.RecordedCheck(name, source, file, h.getFile(), level(h.getLevel()),
                        standardLevels(c.eResource().getResourceSet()), expected(h.getExpect()));
            }
            MembershipCommand m = (MembershipCommand) c;
            return new CompiledCommand.Membership(name, source, HistoryLowering.lower(m.getHistory()),
                    level(m.getLevel()), expected(m.getExpect()));
        }

        /** The standard levels if one of {@code allowed} is a protocol's, whose found histories are replayed. */
        private Map<String, Level> standardIfProtocol(List<Level> allowed, Command c) {
            return allowed.stream().anyMatch(l -> l.framework().isProtocol())
                    ? standardLevels(c.eResource().getResourceSet())
                    : Map.of();
        }

        /**
         * The standard library's levels that have a specialised history checker, by short name, so
         * that a recorded history is checked as {@code isolang history check} checks it.
         */
        private Map<String, Level> standardLevels(ResourceSet resources) {
            Map<String, Level> standard = new LinkedHashMap<>();
            List<String> recognized = LevelClassifier.recognizedNames();
            for (URI uri : StandardLibrary.uris()) {
                Resource library = resources.getResource(uri, true);
                if (library == null || library.getContents().isEmpty()) {
                    continue;
                }
                for (Element element : ((Model) library.getContents().get(0)).getElements()) {
                    if (element instanceof LevelDecl l && recognized.contains(displayName(l))) {
                        standard.put(displayName(l), level(l));
                    }
                }
            }
            return standard;
        }

        private String kind(Command c) {
            return c instanceof SynthesizeCommand ? "synthesize" : c instanceof LatticeCommand ? "lattice"
                    : c instanceof PredictCommand ? "predict" : "check";
        }

        /** The written boundary (validated), strict if none is written. */
        private Boundary boundary(PredictCommand p) {
            return p.getBoundary() == null ? Boundary.STRICT
                    : Boundary.valueOf(p.getBoundary().toUpperCase(java.util.Locale.ROOT));
        }

        /** The written mode (validated), fast then exact if none is written. */
        /** {@code for N txn}: how many transactions of a larger run the prediction searches. */
        private int maxTransactions(PredictCommand p) {
            return p.getScope() == null ? Predictor.MAX_TRANSACTIONS : p.getScope().getEntries().get(0).getSize();
        }

        private PredictionMode mode(PredictCommand p) {
            return p.getMode() == null ? PredictionMode.AUTO
                    : PredictionMode.valueOf(p.getMode().toUpperCase(java.util.Locale.ROOT));
        }

        private Optional<Expected> expected(Expect expect) {
            return expect == null ? Optional.empty() : Optional.of(Expected.valueOf(expect.getOutcome().name()));
        }
    }

    /** The engine's column of a sort a protocol witness declares (validated: no {@code Op}). */
    private static WitnessShape.Column column(isolang.dsl.isolang.Sort sort) {
        return switch (sort) {
            case TXN -> WitnessShape.Column.TXN;
            case OBJ -> WitnessShape.Column.OBJ;
            case VAL -> WitnessShape.Column.VAL;
            case STEP -> WitnessShape.Column.STEP;
            case OP -> throw new IllegalArgumentException("a witness relation has no Op column");
        };
    }
}
