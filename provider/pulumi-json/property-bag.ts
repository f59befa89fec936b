// The engine's property bag, named once: a resource's inputs or state as the engine stores and
// sends them, a provider call's properties, an object's fields read by name (reviews, drift, the
// dashboard's names). Everything else past this module is typed; a bag becomes a resource's own
// types where its definition's schema parses it (check), and is read here as a bag only where no
// one schema can type it. No schema here: the plugin's server imports this module, and loads zod
// only when a call needs a definition (the bag's schema lives with the documents, in parse.ts).

/**
 * A property bag as the engine hands it: string keys (its own `__provider` too), values as the
 * program, the state or the service wrote them. Untyped on purpose: one bag may be any kind's
 * (App, AdLocation, ...), a state written by an earlier version (a field a later one added is
 * missing), or a preview's (the engine's unknown placeholder and secret wrappers at any depth), so
 * no schema of this version can promise its values. It is what gRPC's Struct converts to and from,
 * what the dynamic provider's methods take, and what a state's `inputs` and `outputs` hold.
 */
export type EngineProps = Record<string, unknown>;

/** Whether `value` is a bag: an object that is not a list (its string keys are its properties). */
export function isEngineProps(value: unknown): value is EngineProps {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `value` as a bag, or no properties when it is none (absent, a scalar, a list). */
export function propsOf(value: unknown): EngineProps {
  return isEngineProps(value) ? value : {};
}
