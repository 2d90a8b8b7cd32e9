// The payload's binary columns (gamesearch.widgets.payload.COLUMNS; each one's typed array
// is in D.types) as typed arrays: the widget hands each over as a DataView (anywidget's
// binary buffers), a page with no kernel as base64 text; both read into the same typed
// array.

const TYPES = {
  Int8: Int8Array,
  Int16: Int16Array,
  Int32: Int32Array,
  Float32: Float32Array,
  Float64: Float64Array,
};

/** The bytes of `column` (a DataView, an ArrayBuffer view or base64 text) as a typed array
 *  of `type` ("Int8", "Int16", "Int32", "Float32", "Float64"); an Error names the column
 *  that is not one. */
export function typedColumn(column, type, name = "a column") {
  const Type = TYPES[type];
  let bytes;
  if (typeof column === "string") bytes = fromBase64(column);
  else if (ArrayBuffer.isView(column)) {
    bytes = new Uint8Array(column.buffer, column.byteOffset, column.byteLength);
  } else if (column instanceof ArrayBuffer) bytes = new Uint8Array(column);
  else throw new Error(`the player's data has no bytes for ${name}`);
  if (bytes.byteLength % Type.BYTES_PER_ELEMENT) {
    throw new Error(`${name} holds ${bytes.byteLength} bytes: not a whole number of ${type}`);
  }
  if (bytes.byteOffset % Type.BYTES_PER_ELEMENT) bytes = bytes.slice(); // aligned copy
  return new Type(bytes.buffer, bytes.byteOffset, bytes.byteLength / Type.BYTES_PER_ELEMENT);
}

/** Base64 text as bytes. */
export function fromBase64(text) {
  if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(text);
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}
