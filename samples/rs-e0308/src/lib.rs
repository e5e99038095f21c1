//! Reads listener configuration.
use std::collections::HashMap;

pub struct Config {
    pub port: u16,
    pub host: String,
}

pub fn from_map(map: &HashMap<String, String>) -> Config {
    let host = map.get("host").cloned().unwrap_or_default();
    let port: u16 = map.get("port").cloned().unwrap_or_default();
    Config { port, host }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults() {
        let cfg = from_map(&HashMap::new());
        assert_eq!(cfg.port, 0);
    }
}
