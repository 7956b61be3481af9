// A game record in an address (`?record=…`): its text compressed (deflate, the browser's CompressionStream) and
// written in base64url, after a version letter. A record too long for an address is refused with its length,
// so that the file is offered instead.
import { RecordError } from './types';
import { MAX_RECORD_CHARS } from './read';

/** The longest `record` parameter a link carries: chat apps and servers cut longer addresses. */
export const MAX_LINK_PARAM = 6000;

/** The parameter's first letter: its encoding (1: deflate-raw + base64url). */
const VERSION = '1';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** True where the browser can compress and decompress (CompressionStream). */
export function canLink(): boolean {
  return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';
}

/** A stream of `bytes` (Blob.stream is missing in some test pages). */
function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<BufferSource> {
  return new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

async function drain(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new RecordError(0, 'this is too long to be the record of a match');
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The `record` parameter of `text`: compressed and encoded; null when it is longer than a link carries. */
export async function recordParam(text: string): Promise<string | null> {
  const input = streamOf(new TextEncoder().encode(text)).pipeThrough(new CompressionStream('deflate-raw'));
  const param = VERSION + toBase64Url(await drain(input as ReadableStream<Uint8Array>, Infinity));
  return param.length <= MAX_LINK_PARAM ? param : null;
}

/** The record's text from a `record` parameter; a RecordError when it holds none. */
export async function recordFromParam(param: string): Promise<string> {
  const broken = () => new RecordError(0, 'this link holds no readable record: it may have been cut short');
  if (!param.startsWith(VERSION) || !/^[A-Za-z0-9_-]+$/.test(param.slice(1))) throw broken();
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(param.slice(1));
  } catch {
    throw broken();
  }
  try {
    const output = streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw'));
    const text = await drain(output as ReadableStream<Uint8Array>, MAX_RECORD_CHARS * 4);
    return new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch (e) {
    if (e instanceof RecordError) throw e;
    throw broken();
  }
}
