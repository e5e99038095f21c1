// Writes the JSON Schemas of `.github/flakeharden.yml` and of the report, generated from the zod
// schemas, so editors can validate users' YAML and consumers the report. CI checks they are current.
import { writeFileSync } from "node:fs";
import { z } from "zod";
import { Config, Report } from "../src/core/schema.js";

const write = (file: string, schema: z.ZodType, title: string) => {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  writeFileSync(file, `${JSON.stringify({ title, ...json }, null, 2)}\n`);
};
write("schema/flakeharden.config.schema.json", Config, "flakeharden configuration (.github/flakeharden.yml)");
write("schema/flakeharden.report.schema.json", Report, "flakeharden report");
