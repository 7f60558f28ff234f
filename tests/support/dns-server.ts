import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

/** How the server answers every query: as a name server would, SERVFAIL, or not at all. */
export type DnsServerMode = 'answer' | 'servfail' | 'silent';

export interface DnsServer {
  port: number;
  address: string;
  /** `address:port`, as DNS_SERVERS takes it. */
  server: string;
  /**
   * The TXT records of `name` (each value one record). An empty list: the name exists with no
   * TXT record (NODATA). A name never set is NXDOMAIN.
   */
  setTxt(name: string, values: string[]): void;
  /** Forgets every name and answers again. */
  clear(): void;
  /** 'servfail' answers SERVFAIL, 'silent' answers nothing (a dead server: the client times out). */
  setMode(mode: DnsServerMode): void;
  /** The names asked about so far, lowercase, in order. */
  readonly queries: string[];
  close(): Promise<void>;
}

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 } as const;

/** A TXT value as strings of at most 255 bytes each (RFC 1035 3.3.14: one record, several strings). */
function txtStrings(value: string): Buffer[] {
  const bytes = Buffer.from(value);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 255) parts.push(bytes.subarray(i, i + 255));
  return parts.length > 0 ? parts : [Buffer.alloc(0)];
}

/**
 * A name server on 127.0.0.1 (a random UDP port) speaking the real protocol, with dns-packet:
 * the tests point DNS_SERVERS at it and set the TXT records a domain's admin would create.
 */
export async function startDnsServer(): Promise<DnsServer> {
  const records = new Map<string, string[]>();
  const queries: string[] = [];
  let mode: DnsServerMode = 'answer';
  const socket = dgram.createSocket('udp4');

  socket.on('message', (message, remote) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    queries.push(name);
    if (mode === 'silent') return;
    const values = records.get(name);
    const rcode =
      mode === 'servfail' ? RCODE.SERVFAIL : values === undefined ? RCODE.NXDOMAIN : RCODE.NOERROR;
    const answers: dnsPacket.Answer[] =
      mode === 'answer' && question.type === 'TXT'
        ? (values ?? []).map((value) => ({
            type: 'TXT' as const,
            name: question.name,
            class: 'IN' as const,
            ttl: 60,
            data: txtStrings(value),
          }))
        : [];
    const answer = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: [question],
      answers,
    });
    socket.send(answer, remote.port, remote.address);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { address, port } = socket.address() as AddressInfo;
  return {
    port,
    address,
    server: `${address}:${port}`,
    setTxt(name, values) {
      records.set(name.toLowerCase().replace(/\.$/, ''), [...values]);
    },
    clear() {
      records.clear();
      mode = 'answer';
    },
    setMode(next) {
      mode = next;
    },
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
