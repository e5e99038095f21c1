/** Integers from `from` to `to`, both included. Planted: `to` is left out. */
export function range(from, to) {
  const out = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}
