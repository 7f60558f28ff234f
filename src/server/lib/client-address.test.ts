import { describe, expect, it } from 'vitest';
import { limitAddress, networkPrefix } from './client-address';

describe('networkPrefix', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:1234:5678:9abc::1', '2001:db8:1234::/48'],
    ['2001:DB8:1234::1%eth0', '2001:db8:1234::/48'],
    ['::1', '0:0:0::/48'],
  ])('keeps only the network of %s', (ip, prefix) => {
    expect(networkPrefix(ip)).toBe(prefix);
  });

  it('answers null for what is not an address', () => {
    expect(networkPrefix('')).toBeNull();
    expect(networkPrefix('unknown')).toBeNull();
  });
});

describe('limitAddress', () => {
  it('counts IPv6 per /64 and mapped IPv4 as IPv4', () => {
    expect(limitAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('::ffff:198.51.100.1')).toBe('198.51.100.1');
  });
});
