import type { Invoice } from "./types.js";
import { invoiceCents } from "./total.js";

export function header(invoice: Invoice): string {
  return `Invoice ${invoice.number} for ${invoice.customer.fullName}`;
}

export function footer(invoice: Invoice): string {
  const total = invoiceCents(invoice);
  return `Total: ${(total / 100).toFixed(2)} EUR`;
}
