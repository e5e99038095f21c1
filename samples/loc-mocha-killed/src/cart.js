class Cart {
  constructor() {
    this.items = new Map();
  }

  add(sku, qty) {
    this.items.set(sku, (this.items.get(sku) ?? 0) + qty);
  }

  count() {
    let n = 0;
    for (const q of this.items.values()) n += q;
    return n;
  }

  async save() {
    await null;
    throw new Error("store connection closed");
  }
}

module.exports = { Cart };
