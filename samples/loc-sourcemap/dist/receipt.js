"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/receipt.ts
var receipt_exports = {};
__export(receipt_exports, {
  receipt: () => receipt
});
module.exports = __toCommonJS(receipt_exports);

// src/price.ts
function orderTotal(order) {
  const lines = order.lines;
  return lines.reduce((sum, l) => sum + l.cents * l.qty, 0);
}

// src/receipt.ts
function money(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}
function receipt(order) {
  const rows = [{ label: "total", cents: orderTotal(order) }];
  if (order.coupon) {
    const rate = order.rates[order.coupon];
    rows.push({ label: "coupon", cents: -Math.round(rows[0].cents * rate) });
  }
  return rows.map((r) => `${r.label}: ${money(r.cents)}`).join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  receipt
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vc3JjL3JlY2VpcHQudHMiLCAiLi4vc3JjL3ByaWNlLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBBIHJlY2VpcHQncyBsaW5lcyBhcyB0ZXh0LlxuaW1wb3J0IHsgb3JkZXJUb3RhbCwgdHlwZSBPcmRlciB9IGZyb20gXCIuL3ByaWNlXCI7XG5cbnR5cGUgUm93ID0geyBsYWJlbDogc3RyaW5nOyBjZW50czogbnVtYmVyIH07XG5cbmZ1bmN0aW9uIG1vbmV5KGNlbnRzOiBudW1iZXIpOiBzdHJpbmcge1xuICByZXR1cm4gYCQkeyhjZW50cyAvIDEwMCkudG9GaXhlZCgyKX1gO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gcmVjZWlwdChvcmRlcjogT3JkZXIpOiBzdHJpbmcge1xuICBjb25zdCByb3dzOiBSb3dbXSA9IFt7IGxhYmVsOiBcInRvdGFsXCIsIGNlbnRzOiBvcmRlclRvdGFsKG9yZGVyKSB9XTtcbiAgaWYgKG9yZGVyLmNvdXBvbikge1xuICAgIGNvbnN0IHJhdGUgPSAob3JkZXIgYXMgeyByYXRlczogUmVjb3JkPHN0cmluZywgbnVtYmVyPiB9KS5yYXRlc1tvcmRlci5jb3Vwb25dO1xuICAgIHJvd3MucHVzaCh7IGxhYmVsOiBcImNvdXBvblwiLCBjZW50czogLU1hdGgucm91bmQocm93c1swXSEuY2VudHMgKiByYXRlISkgfSk7XG4gIH1cbiAgcmV0dXJuIHJvd3MubWFwKChyKSA9PiBgJHtyLmxhYmVsfTogJHttb25leShyLmNlbnRzKX1gKS5qb2luKFwiXFxuXCIpO1xufVxuIiwgIi8vIFByaWNlcyBvZiBhbiBvcmRlcidzIGxpbmVzLCBpbiBjZW50cy5cbmV4cG9ydCBpbnRlcmZhY2UgTGluZSB7XG4gIHNrdTogc3RyaW5nO1xuICBjZW50czogbnVtYmVyO1xuICBxdHk6IG51bWJlcjtcbn1cblxuZXhwb3J0IGludGVyZmFjZSBPcmRlciB7XG4gIGxpbmVzPzogTGluZVtdO1xuICBjb3Vwb24/OiBzdHJpbmc7XG59XG5cbi8qKiBUaGUgb3JkZXIncyB0b3RhbCBiZWZvcmUgYW55IGNvdXBvbi4gKi9cbmV4cG9ydCBmdW5jdGlvbiBvcmRlclRvdGFsKG9yZGVyOiBPcmRlcik6IG51bWJlciB7XG4gIGNvbnN0IGxpbmVzID0gb3JkZXIubGluZXMgYXMgTGluZVtdO1xuICAvLyBQbGFudGVkIGJ1ZzogYW4gb3JkZXIgd2l0aG91dCBsaW5lcyBoYXMgbm8gYGxpbmVzYCBhcnJheS5cbiAgcmV0dXJuIGxpbmVzLnJlZHVjZSgoc3VtLCBsKSA9PiBzdW0gKyBsLmNlbnRzICogbC5xdHksIDApO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gY291cG9uUmF0ZShjb2RlOiBzdHJpbmcpOiBudW1iZXIge1xuICBjb25zdCByYXRlczogUmVjb3JkPHN0cmluZywgbnVtYmVyPiA9IHsgVEVOOiAwLjEsIEhBTEY6IDAuNSB9O1xuICByZXR1cm4gcmF0ZXNbY29kZV0gPz8gMDtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTs7O0FDYU8sU0FBUyxXQUFXLE9BQXNCO0FBQy9DLFFBQU0sUUFBUSxNQUFNO0FBRXBCLFNBQU8sTUFBTSxPQUFPLENBQUMsS0FBSyxNQUFNLE1BQU0sRUFBRSxRQUFRLEVBQUUsS0FBSyxDQUFDO0FBQzFEOzs7QURaQSxTQUFTLE1BQU0sT0FBdUI7QUFDcEMsU0FBTyxLQUFLLFFBQVEsS0FBSyxRQUFRLENBQUMsQ0FBQztBQUNyQztBQUVPLFNBQVMsUUFBUSxPQUFzQjtBQUM1QyxRQUFNLE9BQWMsQ0FBQyxFQUFFLE9BQU8sU0FBUyxPQUFPLFdBQVcsS0FBSyxFQUFFLENBQUM7QUFDakUsTUFBSSxNQUFNLFFBQVE7QUFDaEIsVUFBTSxPQUFRLE1BQTRDLE1BQU0sTUFBTSxNQUFNO0FBQzVFLFNBQUssS0FBSyxFQUFFLE9BQU8sVUFBVSxPQUFPLENBQUMsS0FBSyxNQUFNLEtBQUssQ0FBQyxFQUFHLFFBQVEsSUFBSyxFQUFFLENBQUM7QUFBQSxFQUMzRTtBQUNBLFNBQU8sS0FBSyxJQUFJLENBQUMsTUFBTSxHQUFHLEVBQUUsS0FBSyxLQUFLLE1BQU0sRUFBRSxLQUFLLENBQUMsRUFBRSxFQUFFLEtBQUssSUFBSTtBQUNuRTsiLAogICJuYW1lcyI6IFtdCn0K
