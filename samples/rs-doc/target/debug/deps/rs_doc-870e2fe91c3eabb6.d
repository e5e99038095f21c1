/work/wt/triage/samples/rs-doc/target/debug/deps/rs_doc-870e2fe91c3eabb6.d: src/lib.rs Cargo.toml

/work/wt/triage/samples/rs-doc/target/debug/deps/librs_doc-870e2fe91c3eabb6.rmeta: src/lib.rs Cargo.toml

src/lib.rs:
Cargo.toml:

# env-dep:CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
# env-dep:CLIPPY_CONF_DIR
