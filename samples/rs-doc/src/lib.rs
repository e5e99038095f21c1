//! Money helpers.

/// Splits `cents` into `parts` shares, the remainder going to the first ones.
///
/// ```
/// let shares = rs_doc::split(100, 3);
/// assert_eq!(shares, vec![34, 33, 33]);
/// ```
pub fn split(cents: u64, parts: u64) -> Vec<u64> {
    let base = cents / parts;
    // Planted: the remainder is dropped.
    (0..parts).map(|_| base).collect()
}

/// Rounds to the nearest multiple of `step`.
pub fn round_to(cents: u64, step: u64) -> u64 {
    // Planted: always rounds down.
    cents / step * step
}

/// Whether an amount can be charged. Planted: an if-else returning bool literals (clippy::needless_bool).
pub fn is_valid(cents: u64) -> bool {
    if cents == 0 { false } else { true }
}
