import { formatCents } from "./money";

const subtotal = 1999;
const label: string = formatCents(subtotal);

// Planted: a string where formatCents wants a number.
const shipping = formatCents("499");

console.log(label, shipping);
