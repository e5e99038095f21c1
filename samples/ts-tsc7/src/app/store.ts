export interface Job {
  id: number;
  name: string;
  tags: string[];
}

const jobs = new Map<number, Job>();

export function addJob(name: string): Job {
  const job: Job = { id: jobs.size + 1, name, tags: "ci" };
  jobs.set(job.id, job);
  return job;
}

export function jobLabel(job: Job): string {
  return `${job.id}:${job.title}`;
}
