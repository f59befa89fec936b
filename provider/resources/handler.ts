// The interface each resource's handler implements, once for both faces, typed over its parsed
// inputs and its state.
import type * as pulumi from "@pulumi/pulumi";
import type { EngineProps } from "../pulumi-json/property-bag";
import type { UNKNOWN } from "./common/unknown";

/**
 * What each resource implements, once for both faces, typed over its definition's parsed inputs
 * (`Args`, the input schema's output) and its state (`State`, the output schema's output). The
 * faces hand it the engine's property bags through one adapter (engine-handler.ts); decision
 * record 0184 says what each argument's type promises and why.
 */
export interface ResourceHandler<Args = EngineProps, State = EngineProps> {
  /**
   * Parses the program's inputs: the parsed value (a preview's unknowns kept in place), or the
   * failures. `urn`, in check and read: the resource's, where the face knows it (the plugin does),
   * so that a warning is shown on the resource.
   */
  check(olds: Unchecked<Args>, news: EngineProps, urn?: string): Promise<CheckResult<Args>>;
  diff(id: string, olds: Stored<State>, news: PlannedInputs<Args>): Promise<HandlerDiffResult>;
  create(inputs: Args): Promise<Created<State>>;
  /** `state` is absent for an import (only the id is known). */
  read(id: string, state: Stored<State> | undefined, urn?: string): Promise<ReadResult<Args, State>>;
  update(id: string, olds: Stored<State>, news: Args): Promise<Updated<State>>;
  delete(id: string, state: Stored<State>): Promise<void>;
}

/** The engine's placeholder for a value a preview does not know yet (another resource's output). */
export type Unknown = typeof UNKNOWN;

/**
 * A value as a preview may hold it: at any depth, a value the program computes from another
 * resource's output is the placeholder instead. (A string field's type already admits it: the
 * placeholder is a string, so code that judges a string compares it with UNKNOWN first.)
 */
export type Planned<T> = T extends Unknown
  ? T
  : T extends readonly (infer U)[]
    ? Planned<U>[] | Unknown
    : T extends object
      ? { [K in keyof T]: Planned<T[K]> } | Unknown
      : T | Unknown;

/** A resource's parsed inputs as a preview may hold them: each property, or part of it, may be unknown. */
export type PlannedInputs<Args> = { [K in keyof Args]: Planned<Args[K]> };

/**
 * Inputs this version's check has not vouched for: the last checked inputs (`check`'s olds, which
 * an earlier version may have written, and which are empty for a new resource), or the inputs a
 * read gives back (a live object may hold values a program may not set). Known keys, unknown values.
 */
export type Unchecked<Args> = { readonly [K in keyof Args]?: unknown };

/**
 * A state as the engine stores it: written by this version or an earlier one and passed on without
 * a second parse, so its keys are the state's and each value is read as unknown (a field a later
 * version added may be missing).
 */
export type Stored<State> = { readonly [K in keyof State]?: unknown };

/** Check's answer: the parsed inputs, or the failures with the inputs as given (the engine shows them). */
export type CheckResult<Args> = Checked<Args> | Refused;

export interface Checked<Args> {
  /** What the schemas parsed (defaults applied; at preview, a value not known yet stays the placeholder). */
  readonly inputs: PlannedInputs<Args>;
  readonly failures: readonly [];
}

export interface Refused {
  readonly inputs: EngineProps;
  readonly failures: readonly pulumi.dynamic.CheckFailure[];
}

/** A diff that also names the changed properties (dotted paths), for the plugin's detailed diff. */
export interface HandlerDiffResult extends pulumi.dynamic.DiffResult {
  /** Every changed property, replaced ones included; the dynamic face has no detailed diff and drops it. */
  readonly diffs: string[];
}

export interface Created<State> {
  readonly id: string;
  readonly outs: State;
}

export interface Updated<State> {
  readonly outs: State;
}

/** The object as it is now, and the inputs that reproduce it (absent: the engine keeps the last ones); or `GONE` when it no longer exists. */
export type ReadResult<Args, State> = { readonly id: string; readonly props: State; readonly inputs?: Unchecked<Args> } | Gone;

export interface Gone {
  readonly id: "";
  readonly props?: undefined;
  readonly inputs?: undefined;
}

/** What a read answers for an object that no longer exists: the engine drops it from state. */
export const GONE: Gone = Object.freeze({ id: "" });
