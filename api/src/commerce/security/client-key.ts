// The client a per-address rate limit counts against. An IPv4 address is one client. An IPv6
// client, however, is usually given a whole /64 (and often more): keyed by its full address it
// could take a fresh quota for every request, so IPv6 addresses count by their /64 prefix.
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail is two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The rate-limit key of a client address: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4
 * address), IPv6 as its /64 network (`2001:db8:1:2::/64`). Anything else is returned lower-cased.
 */
export function clientKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, ''); // a zone (fe80::1%eth0) names no other client
  if (!isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  // An IPv4 client on a dual-stack socket (::ffff:203.0.113.7): the IPv4 address it is.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
