function heading(version, date) {
  return `## ${version}`;
}

module.exports = { heading };
