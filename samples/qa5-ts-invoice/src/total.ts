import type { Invoice, InvoiceLine } from "./types.js";

export function lineCents(line: InvoiceLine): number {
  return line.cents * line.quantity;
}

export function invoiceCents(invoice: Invoice): number {
  return invoice.lines.reduce((sum, line) => sum + lineCents(line), 0);
}
