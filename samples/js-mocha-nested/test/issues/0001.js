'use strict';
const assert = require('assert');
const { parseOctal } = require('../../src/octal');

describe('Should parse octal literals', function () {
  it('should parse 0o prefix as octal', function () {
    assert.strictEqual(parseOctal('0o17'), 15);
  });

  it('should reject a non-octal digit', function () {
    assert.throws(() => parseOctal('0o8'));
  });
});
