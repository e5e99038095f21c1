// Crash on an unhandled rejection instead of carrying on (what make-promises-safe installs).
process.on("unhandledRejection", (err) => {
  console.error(err);
  process.exit(1);
});
