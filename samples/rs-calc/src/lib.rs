//! A tiny calculator crate used by the flakeharden native fixtures.

/// Adds two numbers. Planted bug: off by one for negative `b`.
pub fn add(a: i32, b: i32) -> i32 {
    if b < 0 {
        a + b + 1
    } else {
        a + b
    }
}

/// Finds the first even number.
pub fn first_even(xs: &[i32]) -> Option<i32> {
    xs.iter().copied().find(|x| x % 2 == 0)
}

/// Parses a percentage. Planted bug: never rejects values above 100.
pub fn parse_percent(s: &str) -> u32 {
    s.trim_end_matches('%').parse().unwrap_or(0)
}

#[cfg(test)]
mod arithmetic {
    use super::*;

    #[test]
    fn adds_positive() {
        assert_eq!(add(2, 3), 5);
    }

    #[test]
    fn adds_negative() {
        assert_eq!(add(2, -3), -1, "add(2, -3) should be -1");
    }
}

#[cfg(test)]
mod search {
    use super::*;

    #[test]
    fn finds_even_in_odds() {
        let first = first_even(&[1, 3, 5]).unwrap();
        assert_eq!(first, 0);
    }
}

#[cfg(test)]
mod percent {
    use super::*;

    #[test]
    #[should_panic(expected = "out of range")]
    fn rejects_over_100() {
        parse_percent("150%");
    }
}
