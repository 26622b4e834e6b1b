// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.history.check.WeakLevelChecker.Kind;
import isolang.history.sat.StrongLevel;
import isolang.solver.cegis.OrderingCriterion;
import isolang.solver.spec.Level;

/**
 * Decides how to check a compiled level on a recorded history:
 * <ol>
 * <li>a level whose definition is that of a standard level (by {@link CanonicalForm}, so a
 *     restated level counts) gets that level's specialised checker: AWDIT's saturation for
 *     {@code biswas.RC}, {@code RA}, {@code CC}, SAT for {@code biswas.PC}, {@code SI},
 *     {@code SER}; the Cerone et al. levels RA, CC, PC, SI and SER are decided by their
 *     Biswas–Enea equivalents (the standard library's {@code examples/hierarchy.isol} checks
 *     each pair equivalent within 4 transactions, 3 objects, 3 values), and the result says so;</li>
 * <li>any other level whose axioms have the Biswas–Enea shape with the commit order only in
 *     conclusions ({@link OrderingCriterion#rules}) gets the generic saturation;</li>
 * <li>the rest can only be decided by the Kodkod membership checker, on small histories.</li>
 * </ol>
 */
public final class LevelClassifier {

    /** A standard level's plan: its checker and the standard level whose checker it uses. */
    private record Known(Kind weak, StrongLevel strong, String via) {
    }

    private static final Map<String, Known> KNOWN = new LinkedHashMap<>();

    /** The standard level decided by a search for a serial order that respects real time. */
    private static final String STRICT_SERIALIZABILITY = "biswas.StrictSER";

    static {
        KNOWN.put("biswas.RC", new Known(Kind.READ_COMMITTED, null, null));
        KNOWN.put("biswas.RA", new Known(Kind.READ_ATOMIC, null, null));
        KNOWN.put("biswas.CC", new Known(Kind.CAUSAL, null, null));
        KNOWN.put("biswas.PC", new Known(null, StrongLevel.PREFIX_CONSISTENCY, null));
        KNOWN.put("biswas.SI", new Known(null, StrongLevel.SNAPSHOT_ISOLATION, null));
        KNOWN.put("biswas.SER", new Known(null, StrongLevel.SERIALIZABILITY, null));
        KNOWN.put("cerone.RA", new Known(Kind.READ_ATOMIC, null, "biswas.RA"));
        KNOWN.put("cerone.CC", new Known(Kind.CAUSAL, null, "biswas.CC"));
        KNOWN.put("cerone.PC", new Known(null, StrongLevel.PREFIX_CONSISTENCY, "biswas.PC"));
        KNOWN.put("cerone.SI", new Known(null, StrongLevel.SNAPSHOT_ISOLATION, "biswas.SI"));
        KNOWN.put("cerone.SER", new Known(null, StrongLevel.SERIALIZABILITY, "biswas.SER"));
    }

    private final SymbolicVocabulary symbols = new SymbolicVocabulary();
    private final Map<String, String> knownByForm = new HashMap<>();

    /**
     * A classifier that recognizes the given standard levels.
     *
     * @param standard the compiled standard levels by short name ({@code biswas.RA},
     *     {@code cerone.SI}, …); names it does not know are ignored
     */
    public LevelClassifier(Map<String, Level> standard) {
        standard.forEach((name, level) -> {
            if (KNOWN.containsKey(name) || name.equals(STRICT_SERIALIZABILITY)) {
                knownByForm.putIfAbsent(CanonicalForm.of(level, symbols), name);
            }
        });
    }

    /** The short names of the standard levels with a specialised checker. */
    public static List<String> recognizedNames() {
        List<String> names = new java.util.ArrayList<>(KNOWN.keySet());
        names.add(STRICT_SERIALIZABILITY);
        return List.copyOf(names);
    }

    /**
     * The short name of the standard level ({@code biswas.CC}, {@code cerone.SI}, …) whose
     * definition {@code level} has, by meaning ({@link CanonicalForm}), if any.
     */
    public Optional<String> standardName(Level level) {
        return Optional.ofNullable(knownByForm.get(CanonicalForm.of(level, symbols)));
    }

    /** The plan for {@code level}. */
    public LevelPlan classify(Level level) {
        String standard = knownByForm.get(CanonicalForm.of(level, symbols));
        if (STRICT_SERIALIZABILITY.equals(standard)) {
            return new LevelPlan.RealTimeSerial(Optional.of(standard).filter(name -> !name.equals(level.name())));
        }
        if (standard != null) {
            Known known = KNOWN.get(standard);
            Optional<String> via = Optional.ofNullable(known.via()).or(() -> Optional.of(standard))
                    .filter(name -> !name.equals(level.name()));
            return known.weak() != null ? new LevelPlan.Weak(known.weak(), via)
                    : new LevelPlan.Strong(known.strong(), via);
        }
        Optional<List<OrderingCriterion.Rule>> rules = OrderingCriterion.rules(level, symbols.vocabulary());
        if (rules.isPresent()) {
            return new LevelPlan.Saturation(rules.get());
        }
        return new LevelPlan.Membership(level + " does not have the Biswas–Enea shape with the commit order only in"
                + " conclusions (" + shapeProblem(level) + "), and it is not a standard strong level");
    }

    /** The symbols the saturation rules are built over. */
    public SymbolicVocabulary symbols() {
        return symbols;
    }

    private static String shapeProblem(Level level) {
        if (level.framework().witnesses().size() != 1) {
            return "its framework has " + level.framework().witnesses().size() + " witness relations";
        }
        if (!(level.framework().witnesses().get(0)
                .shape() instanceof isolang.solver.spec.WitnessShape.StrictTotalOrder)) {
            return "its witness is not a total order";
        }
        return "an axiom mentions the commit order in a premise, or in more than one alternative of a disjunction,"
                + " or is not of the form all … | premise implies … in co; a disjunction such as"
                + " a->b in co or c->d in co forces no single edge";
    }
}
