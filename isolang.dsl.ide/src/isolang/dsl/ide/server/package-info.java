// SPDX-License-Identifier: EPL-2.0
/**
 * Language-server services of isolang that differ from Xtext's generic ones: formatting in
 * linear time ({@link isolang.dsl.ide.server.IsolangFormattingService}).
 */
package isolang.dsl.ide.server;
