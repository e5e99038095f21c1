export default { test: { include: ["test/*.vitest.test.mjs"] } };
