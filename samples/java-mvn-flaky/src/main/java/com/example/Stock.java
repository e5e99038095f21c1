package com.example;

public class Stock {
    private static int reads = 0;

    /** Simulates an eventually consistent read: the first read in a JVM is stale. */
    public static int level(String sku) {
        reads++;
        return reads == 1 ? 0 : 12;
    }

    public static String unit(String sku) {
        return "pcs";
    }
}
