import { invoiceCents } from "./total.js";
export function header(invoice) {
    return `Invoice ${invoice.number} for ${invoice.customer.fullName}`;
}
export function footer(invoice) {
    const total = invoiceCents(invoice);
    return `Total: ${(total / 100).toFixed(2)} EUR`;
}
