function slugify(title) {
  return title.trim().toLowerCase().replace(" ", "-");
}

function mergeSettings(defaults, overrides) {
  return { ...defaults, ...overrides };
}

function renderBadge(status, count) {
  const color = status === "passing" ? "green" : "red";
  return [`<badge color="${color}">`, `  ${status} (${count})`, "</badge>"].join("\n");
}

function displayName(user) {
  return `${user.profile.first} ${user.profile.last}`;
}

function waitForQueue(queue) {
  return new Promise((resolve) => {
    queue.onDrain = resolve;
  });
}

module.exports = { slugify, mergeSettings, renderBadge, displayName, waitForQueue };
