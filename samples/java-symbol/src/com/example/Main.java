package com.example;

public class Main {
    public static void main(String[] args) {
        Greeter g = new Greeter("Ada");
        System.out.println(g.greet());
        System.out.println(Formatter.banner(g));
    }
}
