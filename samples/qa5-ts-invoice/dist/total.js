export function lineCents(line) {
    return line.cents * line.quantity;
}
export function invoiceCents(invoice) {
    return invoice.lines.reduce((sum, line) => sum + lineCents(line), 0);
}
