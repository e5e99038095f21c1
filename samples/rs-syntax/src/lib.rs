/// Sums the prices of a cart, in cents.
pub fn total(prices: &[u64]) -> u64 {
    let mut sum = 0;
    for p in prices {
        sum += p
    }
    sum
}

/// Applies a percentage discount. Planted: a stray `)` where the expression ends.
pub fn discount(total: u64, percent: u64) -> u64 {
    total - total * percent / 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals() {
        assert_eq!(total(&[100, 250]), 350);
    }
}
