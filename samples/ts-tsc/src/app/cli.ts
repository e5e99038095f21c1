import { addJob, jobLabel, removeJob } from "./store.js";

export function main(args: string[]): number {
  const job = addJob(args.length);
  console.log(jobLabel(job));
  removeJob(job.id);
  return exitCode;
}
