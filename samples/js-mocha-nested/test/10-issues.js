'use strict';
// As in nodeca/js-yaml's layout: one outer describe that requires every file under test/issues/.
const fs = require('fs');
const path = require('path');

describe('Regressions', function () {
  const dir = path.join(__dirname, 'issues');
  for (const file of fs.readdirSync(dir).sort()) {
    if (path.extname(file) === '.js') require(path.join(dir, file));
  }
});
