// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

/** How session lanes are arranged; time (session order, then the witness orders) runs along them. */
public enum LaneOrientation {
    /** Sessions are columns side by side; time runs downwards. */
    COLUMNS,
    /** Sessions are rows one above the other; time runs to the right. */
    ROWS
}
