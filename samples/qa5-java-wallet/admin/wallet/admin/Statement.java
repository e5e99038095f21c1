package wallet.admin;

import wallet.Wallet;

public class Statement {
    public static String line(Wallet w) {
        int cents = w.balance();
        return String.format("balance: %d.%02d", cents / 100, cents % 100);
    }
}
