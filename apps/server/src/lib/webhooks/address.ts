/**
 * Issue 30 (decision 167): no server-side request forgery through a webhook. A URL must be
 * http or https, and every address its host resolves to must be a public one: loopback,
 * private, link-local, unique-local, shared (CGNAT), multicast and unspecified addresses are
 * refused, unless the deployment sets WEBHOOK_ALLOW_PRIVATE=true. Checked at registration, and
 * again inside each delivery's own DNS lookup, so the connection goes to the address checked
 * and a name that resolves elsewhere later (DNS rebinding) is refused.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { AppError } from '@stationboard/domain/errors/app-error';
import { WEBHOOK_URL_SCHEME_MESSAGE } from '@stationboard/domain/schemas/webhook';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether an address is one a webhook may not reach (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const PRIVATE_ADDRESS_MESSAGE = 'Webhook URL must reach a public address: loopback, private and link-local addresses are refused';

export class PrivateAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * A DNS lookup for node's http(s) requests that refuses non-public addresses: the address it
 * answers is the one checked and the one connected to.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new PrivateAddressError(hostname, refused.address), []);
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Registration's check: 400 with a clear message when the URL's host is not public (or does not resolve). */
export async function checkWebhookUrl(url: string, allowPrivate: boolean): Promise<void> {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') throw new AppError('BAD_REQUEST', WEBHOOK_URL_SCHEME_MESSAGE);
  if (allowPrivate) return;
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await resolveAll(host);
  if (addresses.length === 0) throw new AppError('BAD_REQUEST', `Webhook URL's host ${host} could not be resolved`);
  if (addresses.some((entry) => isPrivateAddress(entry.address))) throw new AppError('BAD_REQUEST', PRIVATE_ADDRESS_MESSAGE);
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve) => dnsLookup(host, { all: true }, (err, addresses) => resolve(err ? [] : addresses)));
}
