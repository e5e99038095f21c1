export { isEven } from "./parity";
