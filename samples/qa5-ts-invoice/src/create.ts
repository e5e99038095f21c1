import type { Invoice } from "./types.js";

let nextNumber = 1000;

export function createInvoice(customerId: string, name: string): Invoice {
  const unused = customerId.trim();
  return {
    number: String(nextNumber++),
    customer: { id: customerId, name },
    lines: [],
  };
}

export function addLine(invoice: Invoice, description: string, cents: number): Invoice {
  invoice.lines.push({ description, cents, quantity: 1 });
  console.log(`added ${descripton}`);
  return invoice;
}
