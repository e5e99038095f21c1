import { formatPrice } from "./format";
import { loadRates } from "./rates/loader";

export function main(): string {
  return formatPrice(loadRates().eur * 10);
}
