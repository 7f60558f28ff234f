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
/** RFC 2136's UPDATE, in the header's opcode bits. */
const UPDATE_FLAGS = 5 << 11;

const nameKey = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** A TXT value as strings of at most 255 bytes each (RFC 1035 3.3.14: one record, several strings). */
function txtStrings(value: string): Buffer[] {
  const bytes = Buffer.from(value);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 255) parts.push(bytes.subarray(i, i + 255));
  return parts.length > 0 ? parts : [Buffer.alloc(0)];
}

/**
 * Applies an RFC 2136 UPDATE: a TXT record of class ANY deletes the name's records, one of class
 * IN adds its value (the name then exists, with its TXT records).
 */
function applyUpdate(records: Map<string, string[]>, update: dnsPacket.DecodedPacket) {
  for (const record of update.authorities ?? []) {
    if (record.type !== 'TXT') continue;
    const name = nameKey(record.name);
    if (record.class === 'ANY') {
      records.delete(name);
      continue;
    }
    const strings = Array.isArray(record.data) ? record.data : [record.data];
    const value = strings.map((part) => part.toString()).join('');
    records.set(name, [...(records.get(name) ?? []), value]);
  }
}

/**
 * A name server (127.0.0.1 on a random UDP port unless told) speaking the real protocol, with
 * dns-packet: the tests point DNS_SERVERS at it and set the TXT records a domain's admin would
 * create, in the process with `setTxt`, or from another one with `setTxtOver` (an RFC 2136
 * UPDATE: how the browser tests reach the server's own name server).
 */
export async function startDnsServer(
  options: { address?: string; port?: number } = {},
): Promise<DnsServer> {
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
    // dns-packet decodes the opcode; its types leave it out.
    if ((query as { opcode?: string }).opcode === 'UPDATE') {
      applyUpdate(records, query);
      const done = dnsPacket.encode({
        type: 'response',
        id: query.id,
        flags: UPDATE_FLAGS,
        questions: query.questions ?? [],
      });
      socket.send(done, remote.port, remote.address);
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = nameKey(question.name);
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
    socket.bind(options.port ?? 0, options.address ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = socket.address() as AddressInfo;
  return {
    port,
    address,
    server: `${address}:${port}`,
    setTxt(name, values) {
      records.set(nameKey(name), [...values]);
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

/**
 * Sets the TXT records of `name` on the name server at `server` (`address:port`) from any
 * process: an RFC 2136 UPDATE that deletes the name's records, then adds `values`. Resolves once
 * the server has answered.
 */
export async function setTxtOver(server: string, name: string, values: string[]): Promise<void> {
  const [address, port] = [
    server.slice(0, server.lastIndexOf(':')),
    Number(server.split(':').pop()),
  ];
  const zone = name.split('.').slice(1).join('.');
  const message = dnsPacket.encode({
    type: 'query',
    id: Math.floor(Math.random() * 65_535),
    flags: UPDATE_FLAGS,
    questions: [{ type: 'SOA', name: zone }],
    authorities: [
      { type: 'TXT', name, class: 'ANY', ttl: 0, data: [] },
      ...values.map((value) => ({
        type: 'TXT' as const,
        name,
        class: 'IN' as const,
        ttl: 60,
        data: txtStrings(value),
      })),
    ],
  });
  const socket = dgram.createSocket('udp4');
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer from ${server}`)), 2_000);
      socket.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.send(message, port, address, (error) => error && reject(error));
    });
  } finally {
    socket.close();
  }
}
