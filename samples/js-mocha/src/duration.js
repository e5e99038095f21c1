function formatDuration(ms) {
  const seconds = Math.floor(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m${seconds % 60}s`;
}

function parseDurations(text) {
  return text.split(",").map((part) => parseInt(part, 10) * 1000);
}

function fetchStatus(client) {
  return client.request("/status");
}

function scheduleFlush(buffer, done) {
  setTimeout(() => {
    const count = buffer.entries.length;
    done(null, count);
  }, 5);
}

module.exports = { formatDuration, parseDurations, fetchStatus, scheduleFlush };
