// Match ids. `crypto.randomUUID` exists only in secure contexts (https and localhost): a phone opening the
// game over plain http from another machine on the network has none, and an id made with it blanked every
// page. `crypto.getRandomValues` is there in every context, so the id is made from it, in the same form.

/** A random UUID (version 4), e.g. "3b241101-e2bb-4255-8caf-4136c566a962". */
export function randomId(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(16);
  random(bytes);
  // The version (4) and variant (10xx) bits of RFC 9562.
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
