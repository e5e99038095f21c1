import { createInvoice, addLine } from "../src/create.js";
import { header, footer } from "../src/render.js";
import { toPdf } from "./pdf.js";

const invoice = addLine(createInvoice("c-1", "Ada"), "consulting", 120000);
process.stdout.write(toPdf([header(invoice), footer(invoice)]));
