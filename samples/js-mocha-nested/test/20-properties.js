'use strict';
// fast-check wraps the AssertionError of a failing property in `Property failed after N tests`.
const assert = require('assert');
const fc = require('fast-check');
const { parseOctal } = require('../src/octal');

describe('Properties', function () {
  it('parseOctal reads back what toString(8) printed', function () {
    fc.assert(
      fc.property(fc.nat(4096), (n) => {
        assert.strictEqual(parseOctal('0o' + n.toString(8)), n);
      }),
      { seed: 42 },
    );
  });
});
