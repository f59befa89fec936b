// Mermaid's own parser and a strict XML parser, in Node, for the charts `adpublisher impact` writes.
// Mermaid's parse needs a DOM (its sanitizer, DOMPurify, does); jsdom gives it one. Neither
// `@mermaid-js/parser` (it has no xychart grammar) nor a bare Node (DOMPurify then has no hooks)
// can parse an xychart.
import { JSDOM } from "jsdom";

let dom: JSDOM | undefined;

function window(): JSDOM["window"] {
  dom ??= new JSDOM("<!doctype html><html><body></body></html>");
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.window ??= dom.window;
  globals.document ??= dom.window.document;
  return dom.window;
}

/** The diagram type Mermaid finds in `text`; throws Mermaid's parse error when it does not parse. */
export async function parseMermaid(text: string): Promise<string> {
  window();
  const mermaid = (await import("mermaid")).default;
  const result = await mermaid.parse(text);
  if (!result) throw new Error("mermaid.parse gave nothing");
  return result.diagramType;
}

/** An SVG document parsed as XML; throws on a document that is not well-formed. */
export function parseSvg(text: string): ReturnType<InstanceType<JSDOM["window"]["DOMParser"]>["parseFromString"]> {
  const doc = new (window().DOMParser)().parseFromString(text, "image/svg+xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ""}`);
  return doc;
}
