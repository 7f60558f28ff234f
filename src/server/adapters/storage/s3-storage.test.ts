import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage';

/**
 * A local stand-in speaking the S3 REST protocol as far as PutObject, GetObject and DeleteObject
 * need (path-style: PUT/GET/DELETE /{bucket}/{key}); it checks the SDK signed each request.
 */
function fakeS3() {
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

describe('S3 storage against a local S3 stand-in', () => {
  const fake = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const storage = () =>
    s3Storage({
      bucket: 'cc-test',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/',
    });

  it('puts the object under bucket-prefixed keys, signed, and answers its public URL', async () => {
    const key = '0b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.png';
    const url = await storage().put('profile-images', key, Buffer.from('png-bytes'), 'image/png');
    expect(url).toBe(`https://cdn.example/profile-images/${key}`);
    const stored = fake.objects.get(`/cc-test/profile-images/${key}`);
    expect(stored?.body.toString()).toBe('png-bytes');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(fake.requests.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);
  });

  it('reads back its own URLs only, and null for a missing object', async () => {
    const s3 = storage();
    const key = '1b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.jpg';
    const url = await s3.put('company-images', key, Buffer.from('jpeg-bytes'), 'image/jpeg');
    expect(s3.isOwnUrl(url)).toBe(true);
    expect((await s3.read(url))?.toString()).toBe('jpeg-bytes');
    expect(s3.isOwnUrl('https://evil.example/profile-images/x.png')).toBe(false);
    expect(await s3.read('https://evil.example/profile-images/x.png')).toBeNull();
    expect(
      await s3.read(`https://cdn.example/company-images/2b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.png`),
    ).toBeNull();
  });

  it('deletes an object under its bucket-prefixed key, signed; deleting it again succeeds', async () => {
    const s3 = storage();
    const key = '3b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.webp';
    const kept = '4b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.webp';
    const url = await s3.put('profile-images', key, Buffer.from('webp-bytes'), 'image/webp');
    await s3.put('profile-images', kept, Buffer.from('other'), 'image/webp');
    await s3.delete('profile-images', key);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/cc-test/profile-images/${key}`,
      authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//),
    });
    expect(fake.objects.has(`/cc-test/profile-images/${key}`)).toBe(false);
    expect(await s3.read(url)).toBeNull();
    expect(fake.objects.has(`/cc-test/profile-images/${kept}`)).toBe(true);
    await expect(s3.delete('profile-images', key)).resolves.toBeUndefined();
  });

  it('throws when the store refuses the delete, so the caller keeps the record', async () => {
    const refusing = s3Storage({
      bucket: 'cc-test',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/',
    });
    await expect(
      refusing.delete('profile-images', '5b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.png'),
    ).rejects.toThrow();
  });
});
