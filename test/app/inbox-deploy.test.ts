// What can be checked of the Dockerfile and compose.yaml without a Docker daemon (none where they were written):
// the image runs what `npm start` runs, as a non-root user, on the Node the app needs, with a health check on
// /healthz; compose runs it against PostgreSQL once PostgreSQL is healthy; secrets stay out of the build context.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (f: string): string => readFileSync(join(ROOT, f), "utf8");

describe("Dockerfile", () => {
  const docker = read("Dockerfile");
  const lines = docker.split("\n").filter((l) => /^[A-Z]+ /.test(l));
  const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string> };

  it("builds the app in a build stage and starts what `npm start` starts, as the node user", () => {
    expect(docker).toMatch(/^RUN npm run build:app && npm prune --omit=dev/m);
    const cmd = /^CMD (\[.*\])$/m.exec(docker)?.[1] ?? "[]";
    expect((JSON.parse(cmd) as string[]).join(" ")).toBe(pkg.scripts.start);
    const user = lines.findIndex((l) => l === "USER node");
    const lastFrom = lines.findLastIndex((l) => l.startsWith("FROM "));
    expect(user).toBeGreaterThan(lastFrom);
    expect(lines.findIndex((l) => l.startsWith("CMD "))).toBeGreaterThan(user);
  });

  it("runs on the Node the app needs (22) and checks /healthz", () => {
    const froms = lines.filter((l) => l.startsWith("FROM "));
    expect(froms.length).toBe(2);
    for (const f of froms) expect(f).toMatch(/^FROM node:22-bookworm-slim/);
    expect(docker).toMatch(/HEALTHCHECK [\s\S]*\/healthz/);
    expect(read("app/main.ts")).toMatch(/const MIN_NODE = 22;/);
  });

  it("keeps secrets and local state out of the build context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const p of ["node_modules", ".env", "*.pem", "*.sqlite*"]) expect(ignored).toContain(p);
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml")) as {
    services: Record<string, Record<string, unknown>>;
  };

  it("starts the app once PostgreSQL is healthy, pointed at it, the key mounted read-only", () => {
    const { db, app } = compose.services as { db: Record<string, unknown>; app: Record<string, unknown> };
    expect(db?.image).toMatch(/^postgres:\d+/);
    expect(db?.healthcheck).toBeDefined();
    expect(app?.build).toBe(".");
    expect(app?.depends_on).toEqual({ db: { condition: "service_healthy" } });
    const env = app?.environment as Record<string, string>;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/flakeharden:.*@db:5432\/flakeharden$/);
    expect(env.PRIVATE_KEY_PATH).toBe("/run/secrets/flakeharden.pem");
    expect((app?.volumes as string[]).some((v) => v.endsWith(":/run/secrets/flakeharden.pem:ro"))).toBe(true);
    // Every variable the app is given is one it reads.
    const settings = read("app/settings.ts");
    for (const k of Object.keys(env)) expect(settings).toContain(`${k}:`);
  });
});
