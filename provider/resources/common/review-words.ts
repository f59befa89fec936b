// How a review shows one value of a field: strings as they are, anything else as JSON.

export const showValue = (value: unknown): string => (value === undefined || value === null ? "(unset)" : typeof value === "string" ? value : JSON.stringify(value));
