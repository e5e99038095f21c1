package com.example;

public class Billing {
    public static long cents(double amount) {
        return Math.round(amount * 100);
    }

    public static int invoiceTotal(double[] amounts) {
        long sum = 0;
        for (double a : amounts) {
            sum += cents(a);
        }
        return sum;
    }
}
