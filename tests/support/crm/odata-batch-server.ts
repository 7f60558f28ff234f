import { randomUUID } from 'node:crypto';
import http from 'node:http';

/** How one request of a batch went: 204 with the entity it wrote, or an error with its body. */
export type PartOutcome = { status: number; entityId?: string; body?: unknown };

/** The parts of a multipart body (RFC 2046): what lies between its delimiter lines. */
function multipartParts(text: string, boundary: string): string[] {
  const parts: string[] = [];
  for (const piece of text.split(`--${boundary}`).slice(1)) {
    if (piece.startsWith('--')) break;
    parts.push(piece.replace(/^\r\n/, '').replace(/\r\n$/, ''));
  }
  return parts;
}

/** One part of a batch's answer: the HTTP answer of its request, lines ending in CRLF. */
function answerPart(done: PartOutcome): string {
  const status = `HTTP/1.1 ${done.status} ${http.STATUS_CODES[done.status]}`;
  const message = done.entityId
    ? [status, 'OData-Version: 4.0', `Location: ${done.entityId}`]
        .concat([`OData-EntityId: ${done.entityId}`, '', ''])
        .join('\r\n')
    : [status, `REQ_ID: ${randomUUID()}`, 'Content-Type: application/json; odata.metadata=minimal']
        .concat(['OData-Version: 4.0', '', JSON.stringify(done.body)])
        .join('\r\n');
  return ['Content-Type: application/http', 'Content-Transfer-Encoding: binary', '', message].join(
    '\r\n',
  );
}

/**
 * A server's side of an OData 4.0 multipart `$batch` as Dataverse speaks it
 * (learn.microsoft.com/power-apps/developer/data-platform/webapi/execute-batch-operations-using-web-api):
 * reads each `application/http` part's request line, headers and body (CRLF line ends), runs
 * it with `run`, and answers a `multipart/mixed` body of one HTTP answer per request, in order,
 * under a `batchresponse_` boundary. Without `Prefer: odata.continue-on-error` the first error
 * ends the batch, which answers 400. Null: not a multipart body of HTTP requests (a change set
 * is not read here).
 */
export function runBatch({
  contentType,
  prefer,
  text,
  run,
}: {
  contentType: string | undefined;
  prefer: string | string[] | undefined;
  text: string;
  run: (method: string, url: string, body: string) => PartOutcome;
}) {
  const boundary = /^multipart\/mixed;\s*boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return null;
  const continueOnError = /odata\.continue-on-error/.test(String(prefer ?? ''));
  const requests: Array<{ method: string; url: string }> = [];
  const answers: string[] = [];
  let failed = false;
  for (const part of multipartParts(text, boundary)) {
    const [mime = '', message = ''] = part.split(/\r\n\r\n(.*)/s);
    if (
      !/^content-type: application\/http$/im.test(mime) ||
      !/^content-transfer-encoding: binary$/im.test(mime)
    ) {
      return null;
    }
    const [head = '', body = ''] = message.split(/\r\n\r\n(.*)/s);
    const [requestLine = ''] = head.split('\r\n');
    const [, method = '', url = ''] = /^(\w+) (\S+) HTTP\/1\.1$/.exec(requestLine) ?? [];
    requests.push({ method, url });
    const done = run(method, url, body.trim());
    answers.push(answerPart(done));
    if (done.status >= 400 && !continueOnError) {
      failed = true;
      break;
    }
  }
  const answerBoundary = `batchresponse_${randomUUID()}`;
  const parts = answers.map((answer) => `--${answerBoundary}\r\n${answer}`).join('\r\n');
  return {
    status: failed ? 400 : 200,
    contentType: `multipart/mixed; boundary=${answerBoundary}`,
    body: `${parts}\r\n--${answerBoundary}--\r\n`,
    requests,
  };
}
