// Tokens whose format their provider documents: a fixed prefix, then a body of a known alphabet and length.
// Written here from each provider's own documentation (the page is named beside each row), not taken from a
// scanner's rule set.
//
// Why our own table rather than a registry package: secretlint's recommended preset
// (@secretlint/secretlint-rule-preset-recommend 12, MIT) holds its patterns inside rule code that reports
// through secretlint's engine (`context.report`, `context.createTranslator`): using them without the engine
// means imitating its rule context. Its module is 218 KB, as large as the whole engine chunk of the CLI
// bundle with this table (219 KB), which every `run` loads to redact its report. Measured on Node 20 (2-core
// VM shared with other work, load average 12.8; 40 interleaved starts each): a module that only imports the
// preset started in 94 ms, an empty one in 67 ms; a run would pay most of that difference on every start. A
// table of prefixes costs one regex, compiled when a text first holds an 11-character run of token characters.
//
// Every pattern is a literal prefix and bounded repetitions of one character class: linear on any input.

export interface TokenFormat {
  /** What the token is (kept in the bundle: test/cli/startup.test.ts finds the engine's chunk by one). */
  id: string;
  /** A regex source matching the whole token, from its prefix (a word boundary is put before it). */
  pattern: string;
}

export const TOKEN_FORMATS: readonly TokenFormat[] = [
  // https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats
  // ghp_ personal, gho_ OAuth, ghu_ user-to-server, ghs_ server-to-server, ghr_ refresh; github_pat_ fine-grained.
  { id: "github-token", pattern: "gh[pousr]_[A-Za-z0-9]{20,255}" },
  { id: "github-fine-grained-pat", pattern: "github_pat_[A-Za-z0-9_]{20,255}" },
  // https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids
  // (AKIA: an access key, ASIA: a temporary one; 20 characters in all).
  { id: "aws-access-key-id", pattern: "(?:AKIA|ASIA)[A-Z0-9]{16}" },
  // https://api.slack.com/authentication/token-types (xoxb- bot, xoxp- user, xoxa-/xoxr- refresh, xoxe- …,
  // xapp- app-level).
  { id: "slack-token", pattern: "xox[abposer]-[A-Za-z0-9-]{10,250}" },
  { id: "slack-app-token", pattern: "xapp-[A-Za-z0-9-]{10,250}" },
  // https://api.slack.com/messaging/webhooks (https://hooks.slack.com/services/T…/B…/…)
  {
    id: "slack-webhook",
    pattern: "hooks\\.slack\\.com/services/T[A-Z0-9]{6,16}/B[A-Z0-9]{6,16}/[A-Za-z0-9]{16,64}",
  },
  // https://docs.stripe.com/keys (sk_ secret, rk_ restricted; _live_ and _test_).
  { id: "stripe-key", pattern: "[rs]k_(?:live|test)_[A-Za-z0-9]{16,247}" },
  // https://cloud.google.com/docs/authentication/api-keys (keys start AIza, 39 characters).
  { id: "google-api-key", pattern: "AIza[A-Za-z0-9_-]{35}" },
  // https://developers.google.com/identity/protocols/oauth2 (access tokens ya29.…); client secrets GOCSPX-.
  { id: "google-oauth-access-token", pattern: "ya29\\.[A-Za-z0-9_-]{20,2048}" },
  { id: "google-oauth-client-secret", pattern: "GOCSPX-[A-Za-z0-9_-]{28}" },
  // https://docs.npmjs.com/about-access-tokens (npm_ and 36 characters).
  { id: "npm-token", pattern: "npm_[A-Za-z0-9]{36}" },
  // https://docs.gitlab.com/security/tokens/#token-prefixes
  { id: "gitlab-pat", pattern: "glpat-[A-Za-z0-9_-]{20,64}" },
  {
    id: "gitlab-token",
    pattern: "gl(?:dt|ptt|rt|cbt|imt|soat|ft|agent|oas|ffct|cmt|wt)-[A-Za-z0-9_-]{20,64}",
  },
  // https://platform.openai.com/docs/api-reference/authentication (project keys sk-proj-, service accounts
  // sk-svcacct-, admin keys sk-admin-).
  { id: "openai-key", pattern: "sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,512}" },
  // https://docs.anthropic.com/en/api/admin-api/apikeys/get-api-key (sk-ant-api03-…, sk-ant-admin01-…).
  { id: "anthropic-key", pattern: "sk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_-]{20,512}" },
  // https://huggingface.co/docs/hub/security-tokens (hf_…).
  { id: "huggingface-token", pattern: "hf_[A-Za-z0-9]{30,64}" },
  // https://docs.docker.com/security/for-developers/access-tokens/ (dckr_pat_…).
  { id: "docker-hub-access-token", pattern: "dckr_pat_[A-Za-z0-9_-]{20,64}" },
  // https://pypi.org/help/#apitoken (pypi-AgEIcHlwaS5vcmc…: a macaroon for pypi.org).
  { id: "pypi-token", pattern: "pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20,1024}" },
  // https://guides.rubygems.org/api-key-scopes/ (rubygems_ and 48 hexadecimal digits).
  { id: "rubygems-key", pattern: "rubygems_[a-f0-9]{48}" },
  // https://docs.digitalocean.com/reference/api/create-personal-access-token/ (dop_v1_, doo_v1_, dor_v1_).
  { id: "digitalocean-token", pattern: "do[opr]_v1_[a-f0-9]{64}" },
  // https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes (hvs. service, hvb. batch).
  { id: "vault-token", pattern: "hv[sb]\\.[A-Za-z0-9_-]{24,512}" },
  // https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens (shpat_, shpca_, shppa_,
  // shpss_: 32 hexadecimal digits).
  { id: "shopify-token", pattern: "shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}" },
  // https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys (SG.<22>.<43>).
  { id: "sendgrid-key", pattern: "SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}" },
  // https://learning.postman.com/docs/developer/postman-api/authentication/ (PMAK-…).
  { id: "postman-key", pattern: "PMAK-[a-f0-9]{24}-[a-f0-9]{34}" },
  // https://docs.databricks.com/en/dev-tools/auth/pat.html (dapi and 32 hexadecimal digits).
  { id: "databricks-token", pattern: "dapi[a-f0-9]{32}(?:-[0-9]{1,2})?" },
  // https://grafana.com/docs/grafana/latest/administration/service-accounts/ (glsa_…).
  { id: "grafana-service-account-token", pattern: "glsa_[A-Za-z0-9]{32}_[a-fA-F0-9]{8}" },
  // https://docs.newrelic.com/docs/apis/intro-apis/new-relic-api-keys/ (user keys NRAK-).
  { id: "newrelic-user-key", pattern: "NRAK-[A-Z0-9]{27}" },
  // https://buildkite.com/docs/apis/managing-api-tokens (bkua_ and 40 hexadecimal digits).
  { id: "buildkite-token", pattern: "bkua_[a-f0-9]{40}" },
  // https://www.pulumi.com/docs/pulumi-cloud/access-management/access-tokens/ (pul- and 40 hexadecimal digits).
  { id: "pulumi-token", pattern: "pul-[a-f0-9]{40}" },
  // https://docs.doppler.com/docs/token-formats (dp.pt., dp.st., dp.sa., dp.scim., dp.audit.).
  { id: "doppler-token", pattern: "dp\\.(?:pt|st|ct|sa|scim|audit)\\.[A-Za-z0-9]{40,44}" },
  // https://age-encryption.org/v1 (AGE-SECRET-KEY-1 and a Bech32 body).
  { id: "age-secret-key", pattern: "AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}" },
  // https://core.telegram.org/bots/api#authorizing-your-bot (<bot id>:<35 characters>).
  { id: "telegram-bot-token", pattern: "[0-9]{8,10}:AA[A-Za-z0-9_-]{33}" },
  // JSON Web Tokens, RFC 7519 §3 (https://www.rfc-editor.org/rfc/rfc7519#section-3): base64url parts joined by
  // dots, the header and the claims JSON objects (`{"` encodes as eyJ).
  {
    id: "jwt",
    pattern: "eyJ[A-Za-z0-9_-]{8,4096}\\.eyJ[A-Za-z0-9_-]{2,8192}\\.[A-Za-z0-9_-]{0,4096}",
  },
];

/**
 * One regex of every format (global): a word boundary before the prefix, and the token characters that follow
 * a match taken with it, so that a longer run than the format says is masked whole, not cut at the format's
 * length with its tail left in the clear.
 */
export const tokenRegex = (): RegExp =>
  new RegExp(`\\b(?:${TOKEN_FORMATS.map((f) => f.pattern).join("|")})[A-Za-z0-9_-]{0,256}`, "g");
