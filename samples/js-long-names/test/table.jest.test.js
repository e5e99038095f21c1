// A table-driven test: ten names of about 330 characters that differ only in their numbers.
const rows = Array.from({ length: 10 }, (_, i) => [i + 1, (i + 1) * 7]);

describe("price table", () => {
  test.each(rows)(
    "row %i: when the customer holds a loyalty card and the basket mixes goods from several tax categories, a coupon that expires today and a delivery slot booked for tomorrow morning, the total of the basket after every discount and the delivery fee is %i euros and the receipt lists each line with its own tax rate and its own discount",
    (row, total) => {
      expect(row * 7 + 1).toBe(total);
    },
  );
});
