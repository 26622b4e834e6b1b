// SPDX-License-Identifier: EPL-2.0
/**
 * History file formats: streaming readers for isolang text and JSON, Plume/PolySI/IsoVista text,
 * AWDIT test text, dbcop bincode, Cobra logs, Jepsen/Elle EDN and VeriStrong list-append text;
 * writers for isolang text, JSON and Plume text; format detection. Entry point:
 * {@link isolang.history.format.HistoryFiles}.
 */
package isolang.history.format;
