module.exports = {
  projects: [
    { displayName: "api", rootDir: "packages/api", testEnvironment: "node" },
    { displayName: "web", rootDir: "packages/web", testEnvironment: "node" },
  ],
};
