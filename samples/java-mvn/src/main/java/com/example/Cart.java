package com.example;

import java.util.LinkedHashMap;
import java.util.Map;

public class Cart {
    private final Map<String, Integer> items = new LinkedHashMap<>();

    public void add(String sku, int cents) {
        items.put(sku, cents);
    }

    public int total() {
        // Planted bug: ignores the last item.
        int sum = 0;
        int i = 0;
        for (int cents : items.values()) {
            if (++i < items.size()) {
                sum += cents;
            }
        }
        return sum;
    }

    public int priceOf(String sku) {
        return items.get(sku);
    }
}
