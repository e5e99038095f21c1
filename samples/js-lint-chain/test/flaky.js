// Fails the first time it runs for a given $FLAKY_MARKER file (and creates it); passes when the variable is unset.
const fs = require("node:fs");
module.exports = function firstRunFails() {
  const marker = process.env.FLAKY_MARKER;
  if (!marker || fs.existsSync(marker)) return false;
  fs.writeFileSync(marker, "seen");
  return true;
};
