// The player's data as a page with no kernel carries it (gamesearch.widgets.page_data.pack):
// one base64 text of gzip-compressed bytes, decompressed here with the browser's own
// DecompressionStream (Chrome 80+, Firefox 113+, Safari 16.4+, Node 18+). The result is
// the data with its columns as bytes, as the widget hands them over: payload.checkData
// reads both the same way.
import { fromBase64, typedColumn } from "./buffers.js";

/** What a page says in place of its player where the browser cannot decompress its data. */
export const NO_DECOMPRESSION =
  "This browser cannot open the player: it has no DecompressionStream. " +
  "Open the page in Chrome 80, Firefox 113, Safari 16.4 or later.";

/** Whether this browser can unpack a page's data. */
export const canUnpack = () => typeof globalThis.DecompressionStream === "function";

/** The data packed in `text` (page_data.pack); an Error if it is not such a text or this
 *  browser cannot decompress it (NO_DECOMPRESSION). */
export async function unpack(text) {
  if (!canUnpack()) throw new Error(NO_DECOMPRESSION);
  const stream = new Blob([fromBase64(text)]).stream();
  const bytes = await new Response(
    stream.pipeThrough(new DecompressionStream("gzip")),
  ).arrayBuffer();
  return unpacked(new Uint8Array(bytes));
}

/**
 * The data in the decompressed `bytes`: a 4-byte header length, the JSON header
 * `{data, columns}`, then each column's bytes at a multiple of 8. A column written as
 * differences (`delta`) is summed back, in its own type (a typed array wraps as
 * page_data.differences did); the columns are views of `bytes`, no copies where aligned.
 */
export function unpacked(bytes) {
  const size = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true);
  const { data, columns } = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + size)));
  let at = 4 + size;
  for (const [part, name, length, delta] of columns) {
    at += -at & 7;
    if (at + length > bytes.length) throw new Error(`the page's data ends inside ${part}.${name}`);
    let column = bytes.subarray(at, at + length);
    if (delta) {
      column = typedColumn(column, data.types[part][name], `${part}.${name}`);
      for (let i = 1; i < column.length; i++) column[i] += column[i - 1];
    }
    data[part][name] = column;
    at += length;
  }
  return data;
}
