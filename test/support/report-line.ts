/**
 * A line a test prints on purpose (a seed to replay with, a figure it measured), on stderr so the
 * runner shows it beside the test; debugging output has no place in tests.
 */
export function reportLine(message: string): void {
  process.stderr.write(`${message}\n`);
}
