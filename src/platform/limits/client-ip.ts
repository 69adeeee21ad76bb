/**
 * How a client IP becomes a counter key (issue 20 §6), one place for every per-IP limit (sign-up,
 * sign-in, the public endpoints, /api/question/cusp):
 * - IPv6 addresses are grouped by their /64: one subscriber usually holds a whole /64 and can pick
 *   any address in it, so counting single addresses would multiply every per-IP limit;
 * - the key is an HMAC of the group under a key derived from the server key, so no raw IP is ever
 *   stored in `quota_counters` (or Redis), as the throttles already did.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { hmacSha256 } from '../crypto.js';
import type { QuotaGate } from './quota-gate.js';

/** The group an address is counted in: an IPv4 address itself, or an IPv6 address's /64. */
export function ipGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const bare = ip.split('%', 1)[0] as string; // a zone index (fe80::1%eth0) is not part of it
  const [head = '', tail = ''] = bare.includes('::') ? bare.split('::') : [bare, ''];
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail counts as two groups; it only ever sits in the last 64 bits.
  const rightGroups = right.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = [...left, ...new Array(Math.max(0, 8 - left.length - rightGroups)).fill('0')];
  const prefix = [...groups, ...right].slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The counter key of a client address: HMAC of its group, hex (128 bits). */
export function clientIpKey(key: Buffer, ip: string): string {
  return hmacSha256(key, `ip:${ipGroup(ip)}`)
    .toString('hex')
    .slice(0, 32);
}

/** A gate whose keys are client addresses, counted by clientIpKey. */
export function perClientIpGate(gate: QuotaGate, key: Buffer): QuotaGate {
  return {
    consume: (ip, group, own) => gate.consume(clientIpKey(key, ip), group, own),
    peek: (ip, group, own) => gate.peek(clientIpKey(key, ip), group, own),
    refund: (ip, group, at) => gate.refund(clientIpKey(key, ip), group, at),
    close: () => gate.close(),
  };
}
