// The single registry of log extractors. Order matters only for ties in the overlap rule (earlier wins).
import type { Extractor } from "./types.js";
import { tsc } from "./tsc.js";
import { vitest } from "./vitest.js";
import { jest } from "./jest.js";
import { mocha } from "./mocha.js";
import { nodeTest } from "./nodetest.js";
import { playwright } from "./playwright.js";
import { eslint } from "./eslint.js";
import { esbuild } from "./esbuild.js";
import { pytest, unittest, mypy, pip } from "./python.js";
import { go } from "./go.js";
import { cargo } from "./rust.js";
import { javac, surefire } from "./java.js";
import { cc } from "./cc.js";
import { crash } from "./crash.js";
import { shell } from "./shell.js";

export const EXTRACTORS: readonly Extractor[] = [
  tsc,
  vitest,
  jest,
  mocha,
  nodeTest,
  playwright,
  eslint,
  esbuild,
  pytest,
  unittest,
  mypy,
  pip,
  go,
  cargo,
  javac,
  surefire,
  cc,
  crash,
  shell,
];

export type { Candidate, Extractor, RawFrame } from "./types.js";
