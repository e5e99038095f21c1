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

// src/price.ts
var price_exports = {};
__export(price_exports, {
  couponRate: () => couponRate,
  orderTotal: () => orderTotal
});
module.exports = __toCommonJS(price_exports);
function orderTotal(order) {
  const lines = order.lines;
  return lines.reduce((sum, l) => sum + l.cents * l.qty, 0);
}
function couponRate(code) {
  const rates = { TEN: 0.1, HALF: 0.5 };
  return rates[code] ?? 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  couponRate,
  orderTotal
});
//# sourceMappingURL=price.js.map
