export default { test: { include: ["test/**/*.test.js"] } };
