/** One line to stderr, prefixed with the part of the stack that speaks. */
export function logger(scope: string): (message: string) => void {
  return (message) => process.stderr.write(`[${scope}] ${message}\n`);
}
