use rs_doc::round_to;

/// An assertion helper: a failure points at the caller's line.
#[track_caller]
fn check_round(cents: u64, step: u64, want: u64) {
    let got = round_to(cents, step);
    if got != want {
        panic!("round_to({cents}, {step}): expected {want}, got {got}");
    }
}

#[test]
fn rounds_half_up() {
    check_round(100, 5, 100);
    check_round(149, 5, 150);
}
