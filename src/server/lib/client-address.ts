import net from 'node:net';

/**
 * The address a limit counts a client under. An IPv6 client gets a whole /64 from its provider
 * and picks any address in it at will, so counting per address would give it 2^64 budgets: it is
 * counted per /64. An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, as a dual-stack socket
 * reports it) is the IPv4 address. Anything else is answered unchanged.
 */
export function limitAddress(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (net.isIPv6(address)) {
    const groups = ipv6Groups(address);
    if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
      return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
    }
    return `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`;
  }
  return ip;
}

/**
 * The network an address belongs to, never the address itself: an IPv4 address's /24
 * ('203.0.113.0/24', also for `::ffff:203.0.113.7`), an IPv6 address's /48
 * ('2001:db8:1234::/48'), null for anything that is not an address. What a session keeps of
 * where its sign-in came from (decision 056).
 */
export function networkPrefix(ip: string): string | null {
  const address = ip.split('%')[0]!.toLowerCase();
  if (net.isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!net.isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.0/24`;
  }
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const gap = address.indexOf('::');
  if (gap < 0) return parse(address);
  const head = parse(address.slice(0, gap));
  const tail = parse(address.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}
