package wallet;

import java.util.ArrayList;
import java.util.List;

public class Wallet {
    private final List<Long> entries = new ArrayList<>();
    private boolean frozen;

    public void deposit(long cents) {
        if (frozen) {
            throw new IllegalStateException("wallet is frozen");
        }
        entries.add(cents);
    }

    public void withdraw(long cents) {
        entries.add(-cents);
    }

    public void freeze() {
        frozen = true;
    }

    public long balance() {
        long sum = 0;
        for (long e : entries) {
            sum += e;
        }
        return sum;
    }

    public int size() {
        return entries.size();
    }
}
