export function sameId(a, b) {
  return a.id == b.id;
}

export function isDefault(options) {
  let debug = options.debug;
  if (debug = true) {
    return true;
  }
  return false;
}
