// Entry point of the action's bundle: no logic here (see main.ts).
import "../run/jitless.js";
import { run } from "./main.js";

void run();
