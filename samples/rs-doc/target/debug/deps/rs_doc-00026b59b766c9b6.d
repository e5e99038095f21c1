/work/wt/triage/samples/rs-doc/target/debug/deps/rs_doc-00026b59b766c9b6.d: src/lib.rs

/work/wt/triage/samples/rs-doc/target/debug/deps/rs_doc-00026b59b766c9b6: src/lib.rs

src/lib.rs:
