class JobQueue {
  constructor() {
    this.jobs = [];
  }

  push(job) {
    this.jobs.push(job);
    return this.jobs.length;
  }

  next() {
    return this.jobs.pop();
  }

  priorityOf(id) {
    const job = this.jobs.find((j) => j.id === id);
    return job.priority;
  }

  waitUntilEmpty(pollMs = 150) {
    return new Promise((resolve) => {
      setTimeout(() => {
        if (this.jobs.length === 0) resolve();
      }, pollMs);
    });
  }
}

function parseJob(line) {
  const [id, priority] = line.split(":");
  if (!priority) {
    throw new RangeError(`job "${line}" has no priority`);
  }
  return { id, priority: Number(priority) };
}

module.exports = { JobQueue, parseJob };
