export default {
  test: {
    include: ["test/*.vitest.test.mjs"],
    coverage: { provider: "v8", include: ["src/**"], thresholds: { lines: 100 } },
  },
};
