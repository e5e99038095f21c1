const express = require("express");

const app = express();

app.get("/items/:id", (req, res) => {
  if (req.params.id === "boom") throw new Error("nope");
  res.json({ id: req.params.id, price: Number(req.params.id) * 100 });
});

app.get("/total", (req, res) => {
  const qty = Number(req.query.qty);
  // planted: the price of one item is forgotten
  res.json({ total: qty });
});

module.exports = app;
