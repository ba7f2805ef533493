import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client's address of a raw request (the socket.io handshake never reaches Fastify), resolved
 * by the library Fastify resolves `request.ip` with, for the same TRUST_PROXY (server/config.ts):
 * from the connection's peer, X-Forwarded-For is walked right to left while the hop is a trusted
 * proxy. With `false`, the peer itself. `::ffff:1.2.3.4` (a dual-stack socket's IPv4 client) is
 * 1.2.3.4, so it counts under the same key.
 */
export function clientAddressOf(trustProxy: false | readonly string[]): (request: IncomingMessage) => string {
  const trust = trustProxy ? proxyAddr.compile([...trustProxy]) : () => false;
  return (request) => {
    const address = proxyAddr(request, trust);
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    return v4 && isIPv4(v4) ? v4 : address;
  };
}

/**
 * The key a per-address limit counts under: an IPv4 address, or an IPv6 address's /64 (one
 * household or phone gets a whole /64; counting single IPv6 addresses would give one client
 * 2^64 allowances).
 */
export function addressKey(address: string): string {
  return isIPv6(address) ? ipv6Prefix(address, 64) : address;
}

/**
 * The network an address belongs to, wider than `addressKey`: an IPv6 address's /48 (what one
 * site or tunnel customer is given, 65,536 /64s); null for IPv4, whose address is already scarce.
 */
export function siteKey(address: string): string | null {
  return isIPv6(address) ? ipv6Prefix(address, 48) : null;
}

/** The first `bits` (a multiple of 16) of an IPv6 address, in a single spelling: `2001:db8:0::/48`. */
function ipv6Prefix(address: string, bits: 48 | 64): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups.slice(0, bits / 16).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/${bits}`;
}
