/work/wt/triage/samples/rs-doc/target/debug/deps/round-ee4cf5f7e54caa25.d: tests/round.rs

/work/wt/triage/samples/rs-doc/target/debug/deps/round-ee4cf5f7e54caa25: tests/round.rs

tests/round.rs:
