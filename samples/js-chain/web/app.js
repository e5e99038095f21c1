import { total } from "./cart.js";
import { format } from "./money-format.js";

console.log(format(total([{ price: 1, qty: 2 }])));
