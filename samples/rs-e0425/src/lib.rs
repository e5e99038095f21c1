//! Order totals.

pub const TAX_PERCENT: u32 = 7;

pub fn total(prices: &[u32]) -> u32 {
    let subtotal: u32 = prices.iter().sum();
    subtotal + subtotal * TAX_PERCENT / 100 + shipping_fee
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals() {
        assert_eq!(total(&[100]), 107);
    }
}
