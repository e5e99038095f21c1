import { suite } from "uvu";
import * as assert from "uvu/assert";
import { range } from "../src/range.js";

const Range = suite("range");

Range("starts at from", () => {
  assert.is(range(2, 4)[0], 2);
});

Range("includes to", () => {
  assert.equal(range(1, 3), [1, 2, 3]);
});

Range.run();
