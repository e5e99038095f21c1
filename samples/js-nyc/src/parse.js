/** Parses `key=value` pairs separated by `&`. */
function parse(query) {
  const out = {};
  for (const part of query.split("&")) {
    const [key, value] = part.split("=");
    // Planted: a key without a value crashes on value.trim().
    out[key] = value.trim();
  }
  return out;
}

module.exports = { parse };
