// The one part of jsdom the server uses (rich-text.ts). Not @types/jsdom: it brings the DOM's
// global types into the whole server's compilation (`/// <reference lib="dom" />`).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    /** The document's window, handed to DOMPurify as its DOM. */
    readonly window: object;
  }
}
