import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressOf, siteKey } from './client-address.ts';

const cases: [remote: string, forwarded: string | undefined][] = [
  ['127.0.0.1', undefined],
  ['127.0.0.1', '203.0.113.7'],
  ['127.0.0.1', '1.2.3.4, 203.0.113.7'],
  ['127.0.0.1', '1.2.3.4, 10.9.0.1'],
  ['10.9.0.1', '1.2.3.4, 203.0.113.7'],
  ['203.0.113.9', '1.2.3.4'],
  ['::ffff:127.0.0.1', '2001:db8::1'],
  ['::1', 'not-an-address, 198.51.100.1'],
];

describe('the queue handshake reads the client address as Fastify reads request.ip', () => {
  it.each([[false as const], [['127.0.0.1']], [['loopback', '10.9.0.0/16']], [['uniquelocal']]])('with TRUST_PROXY %j', async (trustProxy) => {
    const app = Fastify({ trustProxy });
    app.get('/', async (request) => request.ip);
    const resolve = clientAddressOf(trustProxy);
    for (const [remote, forwarded] of cases) {
      const headers = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
      const fastify = (await app.inject({ url: '/', remoteAddress: remote, headers })).body;
      const ours = resolve({ socket: { remoteAddress: remote }, headers } as unknown as IncomingMessage);
      expect([remote, forwarded, ours]).toEqual([remote, forwarded, fastify.replace(/^::ffff:(?=\d)/, '')]);
    }
    await app.close();
  });
});

describe('the key a per-address limit counts under', () => {
  it('is the IPv4 address, or the IPv6 /64 however the address is written', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:DB8:0000:0001:ffff:0:0:2')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the wider network a per-address limit also counts', () => {
  it('is the IPv6 /48 however the address is written, and nothing for IPv4', () => {
    expect(siteKey('203.0.113.7')).toBeNull();
    expect(siteKey('2001:db8:7:1:aaaa::1')).toBe('2001:db8:7::/48');
    expect(siteKey('2001:DB8:0007:ffff::2')).toBe('2001:db8:7::/48');
    expect(siteKey('2001:db8::1')).toBe('2001:db8:0::/48');
  });
});
