/** PostgreSQL's type oid of `uuid`, which a binary array names for its elements. */
const UUID_OID = 2950;
/** Dimensions, whether any element is null, the elements' type; then the one dimension's length and lower bound. */
const HEADER_BYTES = 20;
/** Each element: its length, then its 16 bytes. */
const ELEMENT_BYTES = 20;

const encode = (ids: readonly string[]): Buffer => {
  if (ids.length === 0) {
    const empty = Buffer.alloc(12);
    empty.writeInt32BE(UUID_OID, 8);
    return empty;
  }
  const buffer = Buffer.alloc(HEADER_BYTES + ids.length * ELEMENT_BYTES);
  buffer.writeInt32BE(1, 0);
  buffer.writeInt32BE(UUID_OID, 8);
  buffer.writeInt32BE(ids.length, 12);
  buffer.writeInt32BE(1, 16);
  for (const [index, id] of ids.entries()) {
    const at = HEADER_BYTES + index * ELEMENT_BYTES;
    buffer.writeInt32BE(16, at);
    buffer.write(id.replaceAll('-', ''), at + 4, 16, 'hex');
  }
  return buffer;
};

const encoded = new WeakMap<readonly string[], Buffer>();

/**
 * Ids as one `uuid[]` parameter in PostgreSQL's binary form (`array_recv`), which both drivers send as binary: the
 * server copies 16 bytes an element instead of parsing text, 0.8 ms for 6 762 ids against 6 ms as a text array
 * (decision 190). A favourite's ids go to every statement of a view, so the form is kept while they are. The ids are
 * canonical uuids read from the database.
 */
export const uuidArray = (ids: readonly string[]): Buffer => {
  let buffer = encoded.get(ids);
  if (!buffer) {
    buffer = encode(ids);
    encoded.set(ids, buffer);
  }
  return buffer;
};
