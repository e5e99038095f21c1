package com.example;

import java.util.Map;

public class Main {
    public static void main(String[] args) {
        System.out.println("loading settings");
        Foo foo = new Foo(Map.of("timeout", "30"));
        System.out.println("retries: " + foo.bar());
    }
}
