import { expectType } from "tsd";
import { parsePort } from "./index.js";

expectType<number>(parsePort("8080"));
// Planted: the port is declared a number, the test expects a string.
expectType<string>(parsePort("8080"));
