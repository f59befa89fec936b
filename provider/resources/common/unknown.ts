/** The engine's placeholder for a value not known during preview (@pulumi/pulumi runtime/rpc). */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
