package com.example;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class StockTest {
    @Test
    public void levelIsEventuallyVisible() {
        assertEquals(12, Stock.level("apple"));
    }

    @Test
    public void unitIsBoxes() {
        assertEquals("boxes", Stock.unit("apple"));
    }
}
