export interface RetryConfig {
  attempts: number;
  backoffMs: number;
}

export function loadConfig(env: Record<string, string | undefined>): RetryConfig {
  const attempts: number = env.RETRY_ATTEMPTS ?? "3";
  return { attempts, backoffMs: 250 };
}
