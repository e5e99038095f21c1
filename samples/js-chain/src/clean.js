function double(x) {
  return x * 2;
}

export { double };
