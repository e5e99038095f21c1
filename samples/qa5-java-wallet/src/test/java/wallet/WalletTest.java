package wallet;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class WalletTest {
    @Test
    public void depositsAddUp() {
        Wallet w = new Wallet();
        w.deposit(500);
        w.deposit(250);
        assertEquals(750, w.balance());
    }

    @Test
    public void withdrawingMoreThanTheBalanceIsRefused() {
        Wallet w = new Wallet();
        w.deposit(100);
        w.withdraw(300);
        assertEquals("balance after a refused withdrawal", 100, w.balance());
    }

    @Test
    public void refundsReachAFrozenWallet() {
        Wallet w = new Wallet();
        w.freeze();
        w.deposit(100);
        assertEquals(1, w.size());
    }
}
