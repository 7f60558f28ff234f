// jsdom ships no types and @types/jsdom is not installed: only what tests/support/parse-html.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
