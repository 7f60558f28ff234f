/**
 * OData 4.0's multipart `$batch` (OData 4.0 Protocol, 11.7 Batch Requests), as Dataverse takes
 * it (learn.microsoft.com/power-apps/developer/data-platform/webapi/execute-batch-operations-using-web-api):
 * a `multipart/mixed` body whose parts are each one HTTP request (`Content-Type:
 * application/http`, `Content-Transfer-Encoding: binary`), answered by a `multipart/mixed` body
 * whose parts are each one HTTP answer, in the order of the requests. Lines end in CRLF.
 */

const CRLF = '\r\n';

/** One request of a batch. */
export interface BatchRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Absolute, or from the service root's path (`/api/data/v9.2/leads`). */
  url: string;
  body?: unknown;
}

/** One answer of a batch: its status, its headers (names lowercased) and its JSON body. */
export interface BatchAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** The Content-ID of its request, when the answer names it. */
  contentId: string | null;
}

/**
 * The body of a batch of `requests` and its Content-Type. Each part carries a Content-ID (its
 * position from 1), so an answer that names it can be matched to its request.
 */
export function batchBody(
  boundary: string,
  requests: BatchRequest[],
): { body: string; contentType: string } {
  const parts = requests.map((request, index) => {
    const head = [
      `--${boundary}`,
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      `Content-ID: ${index + 1}`,
      '',
      `${request.method} ${request.url} HTTP/1.1`,
    ];
    if (request.body === undefined) return [...head, '', ''].join(CRLF);
    return [
      ...head,
      'Content-Type: application/json; type=entry',
      '',
      JSON.stringify(request.body),
    ].join(CRLF);
  });
  return {
    body: `${parts.join(CRLF)}${CRLF}--${boundary}--${CRLF}`,
    contentType: `multipart/mixed; boundary=${boundary}`,
  };
}

/** The boundary a multipart Content-Type names (quoted or not); null when it names none. */
export function boundaryOf(contentType: string | null | undefined): string | null {
  const match = /^\s*multipart\/mixed\s*;.*?\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(
    contentType ?? '',
  );
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** A block of header lines as lowercased names and their values. */
function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Splits a message at its first empty line: the head, and what follows. */
function splitAtBlankLine(text: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(text);
  return match
    ? [text.slice(0, match.index), text.slice(match.index + match[0].length)]
    : [text, ''];
}

/** The parts of a multipart body, without their delimiters; null when the body has none. */
function partsOf(text: string, boundary: string): string[] | null {
  const delimiter = `--${boundary}`;
  const pieces = text.split(delimiter);
  if (pieces.length < 2) return null;
  const parts: string[] = [];
  // pieces[0] is the preamble; a piece starting with `--` is the close, and what follows it the epilogue.
  for (const piece of pieces.slice(1)) {
    if (piece.startsWith('--')) break;
    parts.push(piece.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n$/, ''));
  }
  return parts;
}

/** One `application/http` part's answer, or null when its status line cannot be read. */
function answerOf(part: string): BatchAnswer | null {
  const [mimeHead, message] = splitAtBlankLine(part);
  const mime = headersOf(mimeHead);
  const [head, rawBody] = splitAtBlankLine(message);
  const [statusLine = '', ...headerLines] = head.split(/\r?\n/);
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine.trim());
  if (!status) return null;
  const text = rawBody.trim();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return {
    status: Number(status[1]),
    headers: headersOf(headerLines.join('\n')),
    body,
    contentId: mime['content-id'] ?? null,
  };
}

/**
 * The answers of a batch's answer body, in order: a change set's answers (a nested
 * `multipart/mixed` part) take their place in the list. Null when the body is not a multipart
 * answer of that Content-Type, or a part is not an HTTP answer.
 */
export function readBatchAnswer(contentType: string | null, text: string): BatchAnswer[] | null {
  const boundary = boundaryOf(contentType);
  const parts = boundary ? partsOf(text, boundary) : null;
  if (!parts) return null;
  const answers: BatchAnswer[] = [];
  for (const part of parts) {
    const [mimeHead, rest] = splitAtBlankLine(part);
    const nested = boundaryOf(headersOf(mimeHead)['content-type']);
    const read = nested ? readBatchAnswer(`multipart/mixed; boundary=${nested}`, rest) : null;
    const found = nested ? read : [answerOf(part)];
    if (!found || found.some((answer) => answer === null)) return null;
    answers.push(...(found as BatchAnswer[]));
  }
  return answers;
}

/** An OData string literal: in single quotes, each single quote in it doubled. */
export function odataString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
