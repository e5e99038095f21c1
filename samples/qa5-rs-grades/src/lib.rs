/// Letter grade for a score out of 100.
pub fn letter(score: u32) -> char {
    match score {
        90..=100 => 'A',
        80..=89 => 'B',
        70..=79 => 'C',
        60..=69 => 'D',
        _ => 'F',
    }
}

/// The median of the scores (the upper middle one for an even count).
pub fn median(scores: &[u32]) -> u32 {
    let mut sorted = scores.to_vec();
    sorted.sort_unstable();
    sorted[sorted.len() / 2]
}

/// The mean, rounded down.
pub fn mean(scores: &[u32]) -> u32 {
    scores.iter().sum::<u32>() / scores.len() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_at_the_boundaries() {
        assert_eq!(letter(90), 'A');
        assert_eq!(letter(89), 'B');
        assert_eq!(letter(59), 'E');
    }

    #[test]
    fn median_of_an_empty_class_is_zero() {
        assert_eq!(median(&[]), 0);
    }

    #[test]
    fn mean_rounds_down() {
        assert_eq!(mean(&[70, 71]), 70);
    }
}
