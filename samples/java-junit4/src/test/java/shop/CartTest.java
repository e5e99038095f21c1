package shop;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CartTest {
    @Test
    public void emptyCartIsFree() {
        assertEquals(0, new Cart().discount(0));
    }

    @Test
    public void discountIsAShareOfTheTotal() {
        Cart cart = new Cart();
        cart.add(1000);
        assertEquals(100, cart.discount(10));
    }

    @Test
    public void totalAddsPrices() {
        Cart cart = new Cart();
        cart.add(250);
        cart.add(750);
        assertEquals(1000, cart.total());
    }
}
