// SPDX-License-Identifier: EPL-2.0
/**
 * Quick fixes (marker resolutions) of isolang validation and run markers.
 */
package isolang.ui.quickfix;
