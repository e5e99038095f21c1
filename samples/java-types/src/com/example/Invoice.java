package com.example;

import java.util.List;

public class Invoice {
    private final List<Integer> cents;

    public Invoice(List<Integer> cents) {
        this.cents = cents;
    }

    public int total() {
        int sum = 0;
        for (int c : cents) {
            sum += c;
        }
        return sum;
    }

    public String label() {
        int count = cents.size();
        String total = total();
        return count + " items, " + total + " cents";
    }
}
