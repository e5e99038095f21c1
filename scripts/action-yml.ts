// Writes action.yml's inputs and the run step's env from the flags' table (src/action/action-yml.ts). Run:
// npm run action-yml (which also formats the file); test/run/lists.test.ts fails while the file is not current.
import { readFileSync, writeFileSync } from "node:fs";
import { actionYml } from "../src/action/action-yml.js";

writeFileSync("action.yml", actionYml(readFileSync("action.yml", "utf8")));
