module.exports = { testEnvironment: "node" };
