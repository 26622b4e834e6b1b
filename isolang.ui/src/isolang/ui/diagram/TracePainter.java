// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.util.List;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

import isolang.diagram.TextMetrics;
import isolang.dsl.run.ProtocolTrace;

/**
 * Draws the trace of a protocol model as a table next to the history it induced: a title, a
 * header row with a column per client and per server, a row per step with the event in its
 * place's column, then the protocol's total orders (e.g. timestamps). Text is set in the
 * diagrams' monospace font at the diagram's size times the scale, so that the table and the
 * history read at the same size; sizes are in diagram units.
 */
public final class TracePainter {

    /** Space between columns, in characters. */
    private static final int COLUMN_GAP = 2;

    private static final int TEXT_RGB = 0x263238;

    private static final int RULE_RGB = 0xb0bec5;

    private static final int STRIPE_RGB = 0xf1f4f6;

    private TracePainter() {
    }

    /**
     * Returns the size of a trace's table at scale 1.
     *
     * @param trace a protocol trace
     * @param metrics the diagram's text measures
     * @return width and height in diagram units
     */
    public static double[] size(ProtocolTrace trace, TextMetrics metrics) {
        double width = metrics.width(title(trace));
        for (String order : trace.orders()) {
            width = Math.max(width, metrics.width(order));
        }
        width = Math.max(width, columnsWidth(trace, metrics));
        return new double[] {width, rows(trace) * metrics.lineHeight()};
    }

    /**
     * Paints a trace's table.
     *
     * @param gc where to paint
     * @param trace a protocol trace
     * @param metrics the diagram's text measures
     * @param x left edge in pixels
     * @param y top edge in pixels
     * @param scale pixels per diagram unit
     */
    public static void paint(GC gc, ProtocolTrace trace, TextMetrics metrics, int x, int y, double scale) {
        int points = Math.max(1, (int) Math.round(metrics.fontSize() * 72 / gc.getDevice().getDPI().y));
        ScaledDrawing.draw(gc, x, y, scale, points, (font, bold) -> {
            Color text = color(gc, TEXT_RGB);
            Color rule = color(gc, RULE_RGB);
            Color stripe = color(gc, STRIPE_RGB);
            try {
                double line = metrics.lineHeight();
                double width = size(trace, metrics)[0];
                gc.setForeground(text);
                gc.setFont(bold);
                gc.drawText(title(trace), 0, 0, true);
                List<String> places = trace.places();
                double[] columns = columnLefts(trace, metrics);
                double top = line;
                for (int c = 0; c < places.size(); c++) {
                    gc.drawText(places.get(c), i(columns[c + 1]), i(top), true);
                }
                gc.drawText("step", 0, i(top), true);
                gc.setForeground(rule);
                gc.drawLine(0, i(top + line) - 1, i(width), i(top + line) - 1);
                gc.setFont(font);
                for (int n = 0; n < trace.events().size(); n++) {
                    ProtocolTrace.Event event = trace.events().get(n);
                    top += line;
                    if (n % 2 == 1) {
                        gc.setBackground(stripe);
                        gc.fillRectangle(0, i(top), i(width), i(line));
                    }
                    gc.setForeground(text);
                    gc.drawText("s" + (event.step() + 1), 0, i(top), true);
                    gc.drawText(event.text(), i(columns[places.indexOf(event.place()) + 1]), i(top), true);
                }
                for (String order : trace.orders()) {
                    top += line;
                    gc.drawText(order, 0, i(top), true);
                }
            } finally {
                text.dispose();
                rule.dispose();
                stripe.dispose();
            }
        });
    }

    private static String title(ProtocolTrace trace) {
        return "protocol trace of " + trace.level() + " (" + trace.events().size() + " events)";
    }

    /** The title, the header, a row per event and a row per order. */
    private static int rows(ProtocolTrace trace) {
        return 2 + trace.events().size() + trace.orders().size();
    }

    private static double columnsWidth(ProtocolTrace trace, TextMetrics metrics) {
        double[] lefts = columnLefts(trace, metrics);
        return lefts[lefts.length - 1];
    }

    /**
     * The left edge of each column, the step column first, and then where the last one ends: a
     * column is as wide as its header or its widest event.
     */
    private static double[] columnLefts(ProtocolTrace trace, TextMetrics metrics) {
        List<String> places = trace.places();
        double[] lefts = new double[places.size() + 2];
        double gap = COLUMN_GAP * metrics.charWidth();
        int lastStep = trace.events().stream().mapToInt(e -> e.step() + 1).max().orElse(1);
        lefts[1] = Math.max(metrics.width("s" + lastStep), metrics.width("step")) + gap;
        for (int c = 0; c < places.size(); c++) {
            String place = places.get(c);
            double widest = metrics.width(place);
            for (ProtocolTrace.Event event : trace.events()) {
                if (event.place().equals(place)) {
                    widest = Math.max(widest, metrics.width(event.text()));
                }
            }
            lefts[c + 2] = lefts[c + 1] + widest + (c + 1 < places.size() ? gap : 0);
        }
        return lefts;
    }

    private static Color color(GC gc, int rgb) {
        return new Color(gc.getDevice(), (rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
    }

    private static int i(double value) {
        return (int) Math.round(value);
    }
}
