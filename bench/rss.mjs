// Loaded with --import: prints the process's peak resident set size (KiB) on stderr when it exits.
process.on("exit", () => process.stderr.write(`\n${process.resourceUsage().maxRSS}\n`));
