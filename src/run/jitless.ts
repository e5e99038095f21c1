// Imported first by the CLI's and the action's entry points, before any schema is built. zod compiles a
// fast path (`new Function`) for each object schema on its first parse: worth it in a server that parses
// the same shape many times, a loss in a process that parses each shape once or twice.
import { config } from "zod";

config({ jitless: true });
