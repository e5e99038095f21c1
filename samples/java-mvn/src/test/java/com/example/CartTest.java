package com.example;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CartTest {
    @Test
    public void totalSumsAllItems() {
        Cart cart = new Cart();
        cart.add("apple", 30);
        cart.add("pear", 45);
        assertEquals(75, cart.total());
    }

    @Test
    public void priceOfMissingItemIsZero() {
        Cart cart = new Cart();
        assertEquals(0, cart.priceOf("kiwi"));
    }

    @Test
    public void emptyCartIsFree() {
        assertEquals(0, new Cart().total());
    }
}
