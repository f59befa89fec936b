// A fifth resource definition, of a fake service held in memory: tests hand it, with the
// package's four, to every piece that derives from the list of definitions.
import { z } from "zod";
import { tokensOf, type ResourceDefinition } from "../../provider/resources/definition";

export interface Widget {
  id: string;
  title: string;
  size: number;
  token: string;
}

/** The fake service: widgets by id, and what the handler was asked to do. */
export function fakeWidgets() {
  const widgets = new Map<string, Widget>([["w-1", { id: "w-1", title: "Blue Widget", size: 3, token: "t0ken" }]]);
  const calls: string[] = [];
  const definition: ResourceDefinition<Widget> = {
    name: "Widget",
    slug: "widget",
    tokens: tokensOf("Widget"),
    description: "A widget; its id is the widget id.",
    inputs: z.object({ title: z.string(), size: z.number(), adoptId: z.string().optional() }),
    outputs: z.object({ title: z.string(), size: z.number(), token: z.string() }),
    resourceInputs: z.object({ adoptId: z.string().optional() }),
    replaceOnChanges: ["size"],
    secretOutputs: ["token"],
    id: { describe: "the widget id", parse: (id) => (id.startsWith("w-") ? { widgetId: id } : (() => { throw new Error(`widget id "${id}" does not start with w-`); })()) },
    rules: {},
    references: {},
    handler: () => ({
      check: async (_olds, news) => ({ inputs: news, failures: [] }),
      diff: async () => ({ changes: false, replaces: [], diffs: [] }),
      async create(inputs) {
        const widget = { id: `w-${widgets.size + 1}`, title: String(inputs.title), size: Number(inputs.size), token: "s3cret" };
        widgets.set(widget.id, widget);
        return { id: widget.id, outs: { title: widget.title, size: widget.size, token: widget.token } };
      },
      async read(id) {
        calls.push(`read ${id}`);
        const live = widgets.get(id);
        return live ? { id, props: { ...live } } : { id: "", props: {} };
      },
      update: async () => ({ outs: {} }),
      async delete(id) {
        calls.push(`delete ${id}`);
        widgets.delete(id);
      },
    }),
    liveToInputs: (_id, live) => ({ title: live.title, size: live.size }),
    adoption: (id) => ({ adoptId: id }),
    deletable: true,
    discovery: {
      scope: "account",
      async *list() {
        yield* [...widgets.values()];
      },
      idOf: (live) => live.id,
      names: (live) => [live.title.toLowerCase().replace(/\s+/g, "-")],
      label: (live) => `widget "${live.title}"`,
      standalone: true,
    },
  };
  return { definition, calls };
}

