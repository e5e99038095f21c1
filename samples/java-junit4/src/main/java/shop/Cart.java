package shop;

import java.util.ArrayList;
import java.util.List;

public class Cart {
    private final List<Integer> prices = new ArrayList<>();

    public void add(int cents) {
        prices.add(cents);
    }

    public int total() {
        int sum = 0;
        for (int i = 0; i <= prices.size(); i++) { // planted: off by one
            sum += prices.get(i);
        }
        return sum;
    }

    public int discount(int percent) {
        return percent / 10; // planted: should be a share of the total
    }
}
