// The action inputs' zod schema, built from the run flags' table. Loaded only when readInputs refuses an
// input (inputs.ts), to say why: zod and its schemas cost more to load than the rest of the action's start.
import "../run/jitless.js";
import { z } from "zod";
import { RunFlagsSchema } from "../run/flag-schemas.js";

/** Input name (as in action.yml) → its schema, in ACTION_INPUTS' order (a test checks they agree). */
export const ActionInputsSchema = z.object({
  command: z.string().trim().min(1, { error: "allowed: a non-empty command" }),
  ...RunFlagsSchema.shape,
  "working-directory": z.string().min(1).default("."),
  "report-path": z.string().min(1).default("flakeharden-report.json"),
});
