// The qrcode package's own table of alignment pattern centres (its types cover only the API).
declare module 'qrcode/lib/core/alignment-pattern.js' {
  /** [row, col] centres of the version's alignment patterns, those under finders left out. */
  export function getPositions(version: number): [number, number][];
}
