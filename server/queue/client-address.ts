import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/** `::ffff:1.2.3.4` is 1.2.3.4 (a dual-stack socket's IPv4 client). */
const unmapped = (address: string) => {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return v4 && isIPv4(v4) ? v4 : address;
};
const familyOf = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/**
 * The client's address of a raw request (the socket.io handshake never reaches Fastify), resolved
 * as Fastify resolves `request.ip` for TRUST_PROXY (server/config.ts): from the connection's peer,
 * walk X-Forwarded-For right to left while the hop is a trusted proxy; the first untrusted hop is
 * the client. With `false`, the peer itself.
 */
export function clientAddressOf(trustProxy: false | readonly string[]): (request: IncomingMessage) => string {
  const trusted = new BlockList();
  for (const entry of trustProxy || []) {
    const ranges = NAMED_RANGES[entry];
    if (ranges) ranges.forEach(([network, prefix, family]) => trusted.addSubnet(network, prefix, family));
    else {
      const [address = '', prefix] = entry.split('/');
      if (prefix === undefined) trusted.addAddress(unmapped(address), familyOf(unmapped(address)));
      else trusted.addSubnet(address, Number(prefix), familyOf(address));
    }
  }
  const isTrusted = (address: string) => (isIPv4(address) || isIPv6(address)) && trusted.check(address, familyOf(address));

  return (request) => {
    let address = unmapped(request.socket.remoteAddress ?? '');
    if (!trustProxy) return address;
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => unmapped(hop.trim()))
      .filter(Boolean);
    while (isTrusted(address) && forwarded.length > 0) address = forwarded.pop()!;
    return address;
  };
}

/**
 * The key a per-address limit counts under: an IPv4 address, or an IPv6 address's /64 (one
 * household or phone gets a whole /64; counting single IPv6 addresses would give one client
 * 2^64 allowances).
 */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
