import { promisify } from 'node:util';
import { constants, gunzipSync, gzip } from 'node:zlib';
import Negotiator from 'negotiator';
import { rememberedByHeader } from './header-memo';

const gzipAsync = promisify(gzip);

/**
 * A page kept gzipped (decision 076): a public page is about 24 KB of HTML and 6 KB gzipped, so
 * the read cache holds four times the pages (one per card and language asked), and a phone on a
 * weak network downloads a quarter of the bytes. Compressed once, when it is cached, at the
 * best level, on libuv's pool; every answer after that is the same bytes.
 */
export async function gzipPage(html: string): Promise<Buffer> {
  const packed = await gzipAsync(html, { level: constants.Z_BEST_COMPRESSION });
  // zlib's result can be a view of a larger block; the entry keeps exactly its bytes.
  const bytes = Buffer.allocUnsafeSlow(packed.length);
  packed.copy(bytes);
  return bytes;
}

/** An Accept-Encoding header's answer, as `negotiator` reads it rather than by hand. */
const takesGzip = rememberedByHeader(
  (header) =>
    new Negotiator({ headers: { 'accept-encoding': header } }).encoding(['gzip', 'identity']) ===
    'gzip',
);

/**
 * Whether a client takes gzip, by its Accept-Encoding (q-values, `*`, `gzip;q=0` refusing it),
 * remembered per header, so the hot path is a map lookup. Without the header a client takes the
 * bytes as they are (RFC 9110 12.5.3).
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return header ? takesGzip(header) : false;
}

/**
 * The validator of a page's gzipped form: the page's own, marked. The two forms say the same,
 * but a shared cache that holds both and revalidates with both validators applies a 304 to the
 * stored answer whose validator it names (RFC 9111 4.3.4): each form needs its own.
 */
export function gzipEtag(etag: string): string {
  return `${etag.slice(0, -1)}-gz"`;
}

/** A gzipped page for a client that does not take gzip (curl, a few bots): about 0.1 ms. */
export function unpackedPage(body: Buffer): Buffer {
  return gunzipSync(body);
}
