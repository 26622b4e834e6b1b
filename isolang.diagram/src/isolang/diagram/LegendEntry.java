// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

/**
 * One legend line: a relation layer, how its arrows are drawn and what they mean.
 *
 * @param layer the relation name ({@code so}, {@code wr}, {@code co}, …)
 * @param style the arrow style of the layer
 * @param description a short explanation, e.g. {@code "session order"}; it mentions when
 *     transitive edges of the layer are hidden
 */
public record LegendEntry(String layer, RelationStyle style, String description) {
}
