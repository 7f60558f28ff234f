import sharp from 'sharp';
import { blackPng } from './long-png';

/**
 * The costliest inputs one ordinary account may send, as the security probe sent them: a cover of
 * 1 x 49 000 000 pixels (95 KB, refused from its header), the largest cover an upload may be
 * (5 000 x 5 000, worked in full), and a member file of 45 000 short rows (440 KB, under the size
 * limit, refused by its line count).
 */
export const tallCover = () => blackPng(1, 49_000_000);

export const largestCover = () =>
  sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

export const hostileMemberCsv = () =>
  ['email', ...Array.from({ length: 45_000 }, (_, i) => `x${i}@a.b`)].join('\n');

/** One hostile request's answer: its status, how long it took, and when it came (epoch ms). */
export interface HostileAnswer {
  status: number;
  ms: number;
  at: number;
}

/** Sends hostile inputs to a running server as the account of `accessToken`. */
export function hostileSender(api: string, accessToken: string) {
  const auth = { authorization: `Bearer ${accessToken}` };
  const timed = async (request: Promise<Response>): Promise<HostileAnswer> => {
    const started = performance.now();
    const answer = await request;
    await answer.arrayBuffer();
    return { status: answer.status, ms: performance.now() - started, at: Date.now() };
  };
  return {
    cover(png: Buffer) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
      return timed(
        fetch(`${api}/api/uploads/cover-images`, {
          method: 'POST',
          headers: auth,
          body: form,
          signal: AbortSignal.timeout(170_000),
        }),
      );
    },
    importMembers(teamId: string, csv: string) {
      return timed(
        fetch(`${api}/api/teams/${teamId}/members/import`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'text/csv' },
          body: csv,
          signal: AbortSignal.timeout(170_000),
        }),
      );
    },
  };
}
