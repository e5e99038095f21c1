/work/wt/triage/samples/rs-doc/target/debug/deps/rs_doc-b781f65b2597ce38.d: src/lib.rs

/work/wt/triage/samples/rs-doc/target/debug/deps/librs_doc-b781f65b2597ce38.rlib: src/lib.rs

/work/wt/triage/samples/rs-doc/target/debug/deps/librs_doc-b781f65b2597ce38.rmeta: src/lib.rs

src/lib.rs:
