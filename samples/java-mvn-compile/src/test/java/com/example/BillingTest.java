package com.example;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class BillingTest {
    @Test
    public void sumsCents() {
        assertEquals(350, Billing.invoiceTotal(new double[] {1.5, 2.0}));
    }
}
