// A record's header lines, as PGN writes its tags: [Name "value"], with \" and \\ inside the quotes.

/** A header line: `[Name "value"]`. */
export function printHeader(name: string, value: string): string {
  return `[${name} "${value.replace(/[\\"]/g, (c) => `\\${c}`)}"]`;
}

const HEADER = /^\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]$/;

/** True when `line` is meant as a header (it starts with a bracket), well written or not. */
export function looksLikeHeader(line: string): boolean {
  return line.startsWith('[');
}

/** The name and value of a header line, or null when it is not written `[Name "value"]`. */
export function readHeader(line: string): { name: string; value: string } | null {
  const m = HEADER.exec(line);
  if (!m) return null;
  return { name: m[1], value: m[2].replace(/\\(.)/g, '$1') };
}
