// Building blocks of the management API's body checks: typed field readers that collect every
// issue of a body into one validation error.
import { invalid, loc, validationError, type Issue } from "../errors";

export type Body = Record<string, unknown>;

export function isObject(value: unknown): value is Body {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The body must be a JSON object (400 dict_type otherwise, an empty body included). */
export function objectBody(value: unknown, at: string[] = ["body"]): Body {
  if (!isObject(value)) throw invalid(at, "Input should be a valid dictionary or object", "dict_type");
  return value;
}

interface FieldRule {
  required?: boolean;
  nullable?: boolean;
}

/**
 * Collects validation issues for one JSON object in the pydantic-like vocabulary of the
 * management API's `{ loc, msg, type }` entries, so one reply lists every problem at once.
 */
export class Checker {
  readonly issues: Issue[] = [];

  constructor(
    readonly body: Body,
    readonly at: string[] = ["body"],
  ) {}

  fail(field: string | (string | number)[], msg: string, type = "value_error"): undefined {
    const parts = Array.isArray(field) ? field : [field];
    this.issues.push({ loc: [...this.at, ...loc(...parts)], msg, type });
    return undefined;
  }

  has(key: string): boolean {
    return this.body[key] !== undefined;
  }

  /** undefined: absent (or already reported); null: explicit null where allowed. */
  private present(key: string, rule: FieldRule): unknown {
    const value = this.body[key];
    if (value === undefined) {
      if (rule.required) this.fail(key, "Field required", "missing");
      return undefined;
    }
    if (value === null && !rule.nullable) {
      this.fail(key, "Input should not be null", "null_not_allowed");
      return undefined;
    }
    return value;
  }

  string(key: string, rule: FieldRule & { min?: number; max?: number } = {}): string | null | undefined {
    const value = this.present(key, rule);
    if (value === undefined || value === null) return value as null | undefined;
    if (typeof value !== "string") return this.fail(key, "Input should be a valid string", "string_type");
    if (rule.min !== undefined && value.length < rule.min) {
      return this.fail(key, `String should have at least ${rule.min} character${rule.min === 1 ? "" : "s"}`, "string_too_short");
    }
    if (rule.max !== undefined && value.length > rule.max) {
      return this.fail(key, `String should have at most ${rule.max} characters`, "string_too_long");
    }
    return value;
  }

  bool(key: string, rule: FieldRule = {}): boolean | null | undefined {
    const value = this.present(key, rule);
    if (value === undefined || value === null) return value as null | undefined;
    if (typeof value !== "boolean") return this.fail(key, "Input should be a valid boolean", "bool_type");
    return value;
  }

  int(key: string, rule: FieldRule & { min?: number; max?: number } = {}): number | null | undefined {
    const value = this.present(key, rule);
    if (value === undefined || value === null) return value as null | undefined;
    if (typeof value !== "number" || !Number.isInteger(value)) return this.fail(key, "Input should be a valid integer", "int_type");
    if (rule.min !== undefined && value < rule.min) return this.fail(key, `Input should be greater than or equal to ${rule.min}`, "greater_than_equal");
    if (rule.max !== undefined && value > rule.max) return this.fail(key, `Input should be less than or equal to ${rule.max}`, "less_than_equal");
    return value;
  }

  oneOf<T extends string | number>(key: string, allowed: readonly T[], rule: FieldRule = {}): T | null | undefined {
    const value = this.present(key, rule);
    if (value === undefined || value === null) return value as null | undefined;
    if (!allowed.includes(value as T)) return this.fail(key, `Input should be ${describe(allowed)}`, "enum");
    return value as T;
  }

  array(key: string, rule: FieldRule = {}): unknown[] | null | undefined {
    const value = this.present(key, rule);
    if (value === undefined || value === null) return value as null | undefined;
    if (!Array.isArray(value)) return this.fail(key, "Input should be a valid list", "list_type");
    return value;
  }

  object(key: string, rule: FieldRule = {}): Body | null | undefined {
    const value = this.present(key, rule);
    if (value === undefined || value === null) return value as null | undefined;
    if (!isObject(value)) return this.fail(key, "Input should be a valid dictionary or object", "dict_type");
    return value;
  }

  /** Unknown fields are refused rather than ignored, so a misspelt field is not silently lost. */
  onlyKeys(allowed: readonly string[], readOnly: readonly string[] = [], immutable: readonly string[] = []): void {
    for (const key of Object.keys(this.body)) {
      if (readOnly.includes(key)) this.fail(key, `${key} is read-only and cannot be set`, "read_only");
      else if (immutable.includes(key)) this.fail(key, `${key} cannot be changed after creation`, "immutable");
      else if (!allowed.includes(key)) this.fail(key, "Extra inputs are not permitted", "extra_forbidden");
    }
  }

  /** Throws the 400 when anything was reported. */
  done(): void {
    if (this.issues.length > 0) throw validationError(this.issues);
  }
}

export function describe(values: readonly (string | number)[]): string {
  const quoted = values.map((v) => (typeof v === "string" ? `'${v}'` : String(v)));
  return quoted.length <= 1 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`;
}
