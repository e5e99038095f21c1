describe("orders", () => {
  test("lists the orders", () => {
    expect([]).toEqual([]);
  });

  test("numbers the next order", () => {
    const last = { id: 41 };
    expect(last.id + 1).toBe(43);
  });
});
