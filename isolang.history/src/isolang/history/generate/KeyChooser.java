// SPDX-License-Identifier: EPL-2.0
package isolang.history.generate;

import java.util.Random;

/**
 * Draws keys {@code 0..keys-1} with probability proportional to {@code 1/(k+1)^skew} (Zipf;
 * {@code skew} 0 is uniform), by binary search over the cumulative weights.
 */
final class KeyChooser {

    private final double[] cumulative;
    private final Random random;

    KeyChooser(int keys, double skew, Random random) {
        this.random = random;
        cumulative = new double[keys];
        double sum = 0;
        for (int k = 0; k < keys; k++) {
            sum += 1 / Math.pow(k + 1, skew);
            cumulative[k] = sum;
        }
    }

    int next() {
        double target = random.nextDouble() * cumulative[cumulative.length - 1];
        int low = 0;
        int high = cumulative.length - 1;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (cumulative[middle] < target) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }
}
