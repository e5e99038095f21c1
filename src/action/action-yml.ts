// action.yml's `inputs:` and the run step's `env:`, from the flags' table (run/flags.ts): written into
// action.yml by `npm run action-yml` (scripts/action-yml.ts); test/run/lists.test.ts holds the file equal to
// them. Not part of the bundle: nothing the action runs imports it.
import { isMap, isSeq, parseDocument } from "yaml";
import { allowedText, FLAGS, type FlagSpec } from "../run/flags.js";
import { ACTION_INPUTS, envName } from "./inputs.js";

interface Input {
  description: string;
  required?: true;
  default?: string;
}

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

/** One input: the flag's meaning, what it allows and its default (GitHub passes '' for an input not given). */
function input(spec: FlagSpec): Input {
  const description = sentence(spec.meaning);
  if (spec.required) return { description, required: true };
  const value = Array.isArray(spec.default) ? spec.default.join(",") : String(spec.default ?? "");
  const shown = spec.shownDefault ?? (spec.default === null ? "none" : `\`${value}\``);
  return {
    description: `${description} Allowed: ${allowedText(spec)}. Default: ${shown}.`,
    default: value,
  };
}

/** Every input of the action, in the table's order (the CLI's own flags left out). */
export const actionInputs = (): Record<string, Input> =>
  Object.fromEntries(
    Object.entries(FLAGS as Record<string, FlagSpec>)
      .filter(([, spec]) => spec.only !== "cli")
      .map(([name, spec]) => [name, input(spec)]),
  );

/** The run step's environment: each input the code reads, as its `INPUT_*` variable. */
export const actionEnv = (): Record<string, string> =>
  Object.fromEntries(ACTION_INPUTS.map((name) => [envName(name), `\${{ inputs.${name} }}`]));

/** action.yml's text with its inputs and the run step's env rewritten (the rest, comments included, kept). */
export function actionYml(text: string): string {
  const doc = parseDocument(text);
  doc.set("inputs", doc.createNode(actionInputs()));
  const steps = doc.getIn(["runs", "steps"]);
  const at = isSeq(steps) ? steps.items.findIndex((s) => isMap(s) && s.get("id") === "run") : -1;
  if (at < 0) throw new Error("action.yml: no step with `id: run` under runs.steps");
  doc.setIn(["runs", "steps", at, "env"], doc.createNode(actionEnv()));
  return doc.toString({ lineWidth: 0 });
}
