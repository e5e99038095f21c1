// Secrets of every kind the redactor must catch, as they appear in logs: the right prefix and alphabet,
// a body of high entropy (made up: no tool here can print a real one). Each line shows one in context;
// `value` is what must never come out. Shared by the redactor's tests and the tests of every output.
import { generateKeyPairSync } from "node:crypto";

/** A deterministic high-entropy string over `alphabet` (a linear congruential walk). */
function body(alphabet: string, n: number, seed: number): string {
  let x = seed;
  let out = "";
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[Math.floor((x / 2147483648) * alphabet.length)];
  }
  return out;
}

const AN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const LOWER_AN = "abcdefghijklmnopqrstuvwxyz0123456789";

export interface SecretSample {
  kind: string;
  /** What must never come out. */
  value: string;
  /** A line of a log holding it. */
  line: string;
}

const PEM = generateKeyPairSync("rsa", {
  modulusLength: 1024,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
}).privateKey.trim();

export const ENV_SECRET = `env-${body(AN, 24, 99)}`;

export function secretSamples(): SecretSample[] {
  const ghp = `ghp_${body(AN, 36, 1)}`;
  const gho = `gho_${body(AN, 36, 2)}`;
  const pat = `github_pat_11${body("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20, 3)}_${body(AN, 59, 4)}`;
  const akia = `AKIA${body("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16, 5)}`;
  const awsSecret = body(`${AN}/+`, 40, 6);
  const jwt = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI${body(AN, 30, 7)}.${body(`${AN}-_`, 43, 8)}`;
  const urlPassword = `p4ss-${body(AN, 12, 9)}`;
  const npm = `npm_${body(AN, 36, 10)}`;
  const slack = `xoxb-${body("0123456789", 12, 11)}-${body("0123456789", 13, 12)}-${body(AN, 24, 13)}`;
  const google = `AIza${body(`${AN}_-`, 35, 14)}`;
  const stripe = `sk_live_${body(AN, 24, 15)}`;
  const gitlab = `glpat-${body(`${AN}_-`, 20, 16)}`;
  const azure = `${body(`${AN}+/`, 86, 17)}==`;
  const pg = body(AN, 18, 18);
  const basic = btoa(`deploy:${body(AN, 14, 19)}`);
  const pemBody = PEM.split("\n")[1] as string;
  const openai = `sk-proj-${body(`${AN}_-`, 74, 20)}T3BlbkFJ${body(`${AN}_-`, 74, 21)}`;
  const slackHook = `https://hooks.slack.com/services/T${body("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10, 22)}/B${body("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10, 23)}/${body(AN, 24, 24)}`;
  const generic = body(LOWER_AN, 32, 25);
  return [
    { kind: "github-pat-classic", value: ghp, line: `remote: Invalid username or password for token ${ghp}` },
    { kind: "github-oauth", value: gho, line: `Using GH_TOKEN ${gho} for the API` },
    { kind: "github-fine-grained", value: pat, line: `fatal: could not read Username: ${pat}` },
    {
      kind: "aws-access-key-id",
      value: akia,
      line: `The AWS Access Key Id ${akia} does not exist in our records.`,
    },
    { kind: "aws-secret", value: awsSecret, line: `aws_secret_access_key = ${awsSecret}` },
    { kind: "private-key", value: pemBody, line: PEM },
    { kind: "bearer-jwt", value: jwt, line: `> Authorization: Bearer ${jwt}` },
    { kind: "jwt", value: jwt, line: `token was ${jwt} (expired)` },
    {
      kind: "url-password",
      value: urlPassword,
      line: `Error: connect ECONNREFUSED postgres://app:${urlPassword}@db:5432/app`,
    },
    { kind: "npm", value: npm, line: `//registry.npmjs.org/:_authToken=${npm}` },
    { kind: "slack-bot", value: slack, line: `posting with ${slack} failed: not_in_channel` },
    { kind: "slack-webhook", value: slackHook, line: `POST ${slackHook} -> 404` },
    {
      kind: "google-api-key",
      value: google,
      line: `GET https://maps.googleapis.com/maps/api/geocode/json?key=${google} 403`,
    },
    { kind: "stripe", value: stripe, line: `StripeAuthenticationError: Invalid API Key provided: ${stripe}` },
    {
      kind: "gitlab",
      value: gitlab,
      line: `curl --header "PRIVATE-TOKEN: ${gitlab}" https://gitlab.example.com/api/v4/projects`,
    },
    {
      kind: "azure-account-key",
      value: azure,
      line: `DefaultEndpointsProtocol=https;AccountName=store;AccountKey=${azure};EndpointSuffix=core.windows.net`,
    },
    { kind: "pgpassword-assignment", value: pg, line: `+ PGPASSWORD=${pg} psql -h db -U app -c 'select 1'` },
    {
      kind: "basic-auth",
      value: basic,
      line: `curl -H "Authorization: Basic ${basic}" https://ci.example.com`,
    },
    {
      kind: "openai",
      value: openai,
      line: `openai.AuthenticationError: Incorrect API key provided: ${openai}`,
    },
    { kind: "generic-api-key", value: generic, line: `config: api_key="${generic}"` },
    { kind: "environment-value", value: ENV_SECRET, line: `connecting with ${ENV_SECRET} as the session` },
  ];
}

/** The environment under which `environment-value` is a secret (its variable's name says so). */
export const SECRET_ENV = { DEPLOY_SECRET: ENV_SECRET };

/** Every secret value of the samples found in `text` (none when it is clean). */
export function leaked(text: string): string[] {
  return secretSamples()
    .filter((s) => text.includes(s.value))
    .map((s) => `${s.kind}: ${s.value.slice(0, 12)}…`);
}
