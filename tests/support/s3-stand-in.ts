import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in speaking the S3 REST protocol as far as PutObject, GetObject and DeleteObject
 * need (path-style: PUT/GET/DELETE /{bucket}/{key}); it checks the SDK signed each request.
 */
export function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string }>();
  const requests: Array<{ method: string; url: string; authorization: string }> = [];
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (req, res) => {
    const url = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    requests.push({
      method: req.method ?? '',
      url,
      authorization: String(req.headers.authorization ?? ''),
    });
    if (req.method === 'PUT') {
      let body = await read(req);
      // The SDK may stream with aws-chunked encoding; keep only the payload chunks.
      if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked'))
        body = decodeAwsChunked(body);
      objects.set(url, {
        body,
        contentType: String(req.headers['content-type']),
        cacheControl: String(req.headers['cache-control']),
      });
      res.writeHead(200, { etag: '"1"' }).end();
      return;
    }
    if (req.method === 'DELETE') {
      // As S3 does: 204 whether or not the key existed.
      objects.delete(url);
      res.writeHead(204).end();
      return;
    }
    const object = objects.get(url);
    if (req.method === 'GET' && object) {
      res
        .writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
        })
        .end(object.body);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/xml' });
    res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
  });
  return { server, objects, requests };
}

function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = parseInt(raw.subarray(offset, lineEnd).toString().split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export type S3StandIn = ReturnType<typeof fakeS3> & { endpoint: string; close(): Promise<void> };

/** The stand-in listening on a free local port. */
export async function startS3StandIn(): Promise<S3StandIn> {
  const fake = fakeS3();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  return {
    ...fake,
    endpoint: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => fake.server.close(() => resolve())),
  };
}
