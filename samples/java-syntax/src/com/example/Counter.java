package com.example;

public class Counter {
    private int value;

    public void increment() {
        value++
    }

    public int get() {
        return value;
    }
}
