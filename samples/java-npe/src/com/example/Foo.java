package com.example;

import java.util.Map;

public class Foo {
    private final Map<String, String> settings;

    public Foo(Map<String, String> settings) {
        this.settings = settings;
    }

    public int bar() {
        return settings.get("retries").length();
    }
}
