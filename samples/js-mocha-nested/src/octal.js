'use strict';
// Parses `0o17`-style octal literals. Planted: base 10 instead of 8.
function parseOctal(text) {
  if (!/^0o[0-7]+$/.test(text)) throw new Error('not an octal literal: ' + text);
  return parseInt(text.slice(2), 10);
}
module.exports = { parseOctal };
