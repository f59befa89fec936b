// The part of jsdom the tests use (its own types pull in the DOM library, whose `fetch` types clash with Node's).
declare module "jsdom" {
  interface Element {
    readonly textContent: string | null;
  }
  interface XmlDocument {
    getElementsByTagName(name: string): ArrayLike<Element> & Iterable<Element>;
  }
  export class JSDOM {
    constructor(html?: string);
    readonly window: {
      readonly document: unknown;
      readonly DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
    };
  }
}
