import net from 'node:net';
import { z } from 'zod';

/** One `host:port` (an IPv6 address in brackets: `[::1]:53`); the port may be left out (53). */
function parseDnsServer(entry: string): string | { problem: string } {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/.exec(entry);
  const host = match?.[1] ?? match?.[2];
  const port = match?.[3] === undefined ? 53 : Number(match[3]);
  if (!host || net.isIP(host) === 0) {
    return { problem: `"${entry}" is not an IP address with an optional :port` };
  }
  if (port < 1 || port > 65_535) return { problem: `"${entry}" has no valid port` };
  return net.isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`;
}

/**
 * The DNS servers the verified domains' TXT records are read from (docs/product.md#verified-domains):
 * the system's unless DNS_SERVERS names them.
 */
export const DnsSettings = z
  .object({
    DNS_SERVERS: z
      .string()
      .transform((value, context) => {
        const servers: string[] = [];
        for (const entry of value.split(',').map((part) => part.trim())) {
          const parsed = parseDnsServer(entry);
          if (typeof parsed === 'object') {
            context.addIssue({ code: 'custom', message: parsed.problem });
            return z.NEVER;
          }
          servers.push(parsed);
        }
        return servers;
      })
      .optional(),
    DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
  })
  .transform((env) => ({
    dns: {
      /** `host:port` each, in the form node's Resolver#setServers takes; undefined: the system's. */
      servers: env.DNS_SERVERS,
      /** The longest one TXT look-up may take before it counts as failed (not as missing). */
      timeoutMs: env.DNS_TIMEOUT_MS,
    },
  }));
