// SPDX-License-Identifier: EPL-2.0
/** History diagrams: building, laying out, routing, SVG and the text form. */
package isolang.tests.diagram;
