import { describe, expect, it } from 'vitest';
import { createLogger, wantsPrettyLogs } from './logger';

describe('the process logger', () => {
  it('is readable only in development on a terminal, JSON otherwise and always in production', () => {
    expect(wantsPrettyLogs('development', true)).toBe(true);
    expect(wantsPrettyLogs('development', false)).toBe(false);
    expect(wantsPrettyLogs('production', true)).toBe(false);
    expect(wantsPrettyLogs('test', true)).toBe(false);
  });

  it('writes JSON lines with credentials and token URLs redacted', () => {
    const lines: string[] = [];
    const log = createLogger(
      { env: 'production', logLevel: 'info' },
      { write: (line: string) => void lines.push(line) },
    );
    log.info(
      {
        req: {
          method: 'GET',
          url: '/password-reset/abcdefghijklmnopqrstuvwxyz0123456789?a=b',
          host: 'app.example',
          ip: '203.0.113.9',
          headers: { authorization: 'Bearer secret-token' },
        },
      },
      'incoming request',
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as { req: Record<string, unknown> };
    expect(line.req).toEqual({
      method: 'GET',
      url: '/password-reset/[redacted]?a=[redacted]',
      host: 'app.example',
      remoteAddress: '203.0.113.9',
    });
    expect(lines[0]).not.toContain('secret-token');
  });
});
