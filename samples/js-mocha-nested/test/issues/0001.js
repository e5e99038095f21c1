'use strict';
const assert = require('assert');
const { parseOctal } = require('../../src/octal');

describe('Octal literals', function () {
  it('reads a 0o literal in base 8', function () {
    assert.strictEqual(parseOctal('0o17'), 15);
  });

  it('rejects a digit above 7', function () {
    assert.throws(() => parseOctal('0o8'));
  });
});
