/**
 * The first bytes that name a file's format, whatever the browser or the client says its type is: a renamed
 * executable is refused by its bytes, not its extension.
 */
const SIGNATURES = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]], // "%PDF-"
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  // "RIFF", four bytes of length, "WEBP".
  'image/webp': [[0x52, 0x49, 0x46, 0x46, -1, -1, -1, -1, 0x57, 0x45, 0x42, 0x50]],
} as const;

export type SignedMediaType = keyof typeof SIGNATURES;

/** Bytes enough to tell every format above apart. */
export const SIGNATURE_LENGTH = 12;

/** Whether `bytes` begin as a file of `mediaType` does (-1 matches any byte). */
export const hasSignature = (bytes: Uint8Array, mediaType: SignedMediaType): boolean =>
  SIGNATURES[mediaType].some((signature) => signature.every((byte, index) => byte === -1 || bytes[index] === byte));

// zod's File type holds only `size` and `type` where neither DOM nor Node types are loaded (this package);
// the browser's File and Node's both slice.
type Sliceable = { slice: (start: number, end: number) => { arrayBuffer: () => Promise<ArrayBuffer> } };

/** A file's first bytes, for `hasSignature`, in the browser before sending and on the server after. */
export const readSignature = async (file: unknown): Promise<Uint8Array> =>
  new Uint8Array(await (file as Sliceable).slice(0, SIGNATURE_LENGTH).arrayBuffer());
