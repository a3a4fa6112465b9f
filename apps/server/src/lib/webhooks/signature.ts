/**
 * Issue 30 (decision 167): signing per the Standard Webhooks specification. The secret is
 * `whsec_` + base64 of random bytes; a message carries `webhook-id`, `webhook-timestamp`
 * (seconds) and `webhook-signature` = `v1,` + base64(HMAC-SHA256(the secret's bytes,
 * `${id}.${timestamp}.${body}`)).
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint's signing secret: 24 random bytes. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** A new message id, the `webhook-id` receivers deduplicate by. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

export function signatureHeaders(secret: string, id: string, timestamp: Date, body: string): Record<string, string> {
  const seconds = Math.floor(timestamp.getTime() / 1000).toString();
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': seconds, 'webhook-signature': `v1,${signature}` };
}
