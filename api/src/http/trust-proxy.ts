// Which X-Forwarded-For entries the API believes. Rate limits key on the client address, so a
// client must never be able to choose it: an entry is believed only when the connection comes from
// a configured proxy, and only as many entries (hops) as configured, read from the right (the
// entries a proxy added), never the ones a client wrote further left.
import { BlockList, isIP } from 'node:net';

/** Names accepted in TRUST_PROXY, as in Fastify and Express. */
export const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Values of TRUST_PROXY that mean "no proxy: use the connection's own address". */
export const NO_PROXY = ['none', 'false', 'off'];

export class TrustListError extends Error {}

/** Splits and checks a TRUST_PROXY value; throws TrustListError naming the bad entry. */
export function parseTrustList(text: string): string[] {
  const entries = text
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 1 && NO_PROXY.includes(entries[0])) return [];
  for (const entry of entries) {
    if (entry in NAMED_RANGES) continue;
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new TrustListError(
        `has "${entry}", which is not an IP address, a CIDR range (10.0.0.0/8) or one of ${Object.keys(NAMED_RANGES).join(', ')}`,
      );
    }
  }
  return entries;
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** An IPv4 address as Node may show it on a dual-stack socket (::ffff:10.0.0.1) → 10.0.0.1. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * Fastify's `trustProxy` for a list of proxies and a number of hops: false when there is no proxy
 * (request.ip is the connection's address), otherwise a function that believes hop `i` only when
 * `i < hops` and the address at that hop is one of the proxies.
 */
export function createTrustProxy(
  entries: readonly string[],
  hops: number,
): false | ((address: string, hop: number) => boolean) {
  if (entries.length === 0 || hops < 1) return false;
  const list = blockListOf(entries);
  return (address, hop) => {
    if (hop >= hops) return false;
    const ip = plain(address);
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
  };
}
