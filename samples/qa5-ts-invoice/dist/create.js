let nextNumber = 1000;
export function createInvoice(customerId, name) {
    const unused = customerId.trim();
    return {
        number: String(nextNumber++),
        customer: { id: customerId, name },
        lines: [],
    };
}
export function addLine(invoice, description, cents) {
    invoice.lines.push({ description, cents, quantity: 1 });
    console.log(`added ${descripton}`);
    return invoice;
}
