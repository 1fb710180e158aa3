/** `text` with every control character (CR, LF, NUL, …) turned into a space: safe in a header or a log line. */
export function oneLine(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code < 0x20 || code === 0x7f ? ' ' : char;
  }
  return out;
}
