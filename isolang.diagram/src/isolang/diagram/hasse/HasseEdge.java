// SPDX-License-Identifier: EPL-2.0
package isolang.diagram.hasse;

import java.util.List;

import isolang.diagram.Point;

/**
 * A line of a Hasse diagram: the stronger class implies the weaker one, strictly, and no class
 * lies between them. It runs from the top of the stronger box up to the bottom of the weaker
 * one, bent through the ranks it crosses.
 *
 * @param stronger the index of the stronger node (drawn lower)
 * @param weaker the index of the weaker node (drawn higher)
 * @param route the polyline, from the stronger box to the weaker one (at least two points)
 */
public record HasseEdge(int stronger, int weaker, List<Point> route) {

    /** Freezes the route and checks that it has two ends. */
    public HasseEdge {
        route = List.copyOf(route);
        if (route.size() < 2) {
            throw new IllegalArgumentException("a line needs two ends");
        }
    }

    /**
     * Returns the point halfway along the line, where its link to the separating history sits.
     *
     * @return the midpoint by length
     */
    public Point middle() {
        double total = 0;
        for (int i = 1; i < route.size(); i++) {
            total += distance(route.get(i - 1), route.get(i));
        }
        double left = total / 2;
        for (int i = 1; i < route.size(); i++) {
            Point a = route.get(i - 1);
            Point b = route.get(i);
            double length = distance(a, b);
            if (left <= length && length > 0) {
                double t = left / length;
                return new Point(a.x() + t * (b.x() - a.x()), a.y() + t * (b.y() - a.y()));
            }
            left -= length;
        }
        return route.get(route.size() - 1);
    }

    private static double distance(Point a, Point b) {
        return Math.hypot(b.x() - a.x(), b.y() - a.y());
    }
}
