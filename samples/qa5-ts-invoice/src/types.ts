export interface Customer {
  id: string;
  name: string;
  vatId?: string;
}

export interface InvoiceLine {
  description: string;
  cents: number;
  quantity: number;
}

export interface Invoice {
  number: number;
  customer: Customer;
  lines: InvoiceLine[];
}
