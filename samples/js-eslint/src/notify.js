export async function notify(channel, message) {
  const payload = { channel, text: message };
  const response = await fetchJson(process.env.WEBHOOK_URL, payload);
  return response.ok;
}

export function formatMention(user, team) {
  return `@${user}`;
}
