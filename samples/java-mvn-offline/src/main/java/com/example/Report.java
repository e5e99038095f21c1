package com.example;

public class Report {
    public static String title(String month) {
        return "Report for " + month;
    }
}
