// Entry of player.js, a classic script for pages with no Jupyter (nbconvert's HTML and
// slides, nbviewer, Stepper.save_html): it defines `gamesearchPlayer.mount(el, data)`.
// gamesearch.widgets.stepper.player_html inlines it with a call to mount on the element
// just before the script.
import { player } from "./player/player.js";
import { canUnpack, NO_DECOMPRESSION, unpack } from "./player/unpack.js";

/** A player of `data` in `el`, with no kernel, showing event `cursor` first. `data` is the
 *  page's packed text (gamesearch.widgets.page_data.pack), unpacked here while a line says
 *  the player is loading, or the data itself (as payload.json_ready writes it, or as pages
 *  saved before the data was packed carry it). Resolves to the player (`{dispose}`), or to
 *  null where the data cannot be unpacked: a line in `el` says why. */
export async function mount(el, data, cursor = 0) {
  if (typeof data === "string") {
    if (!canUnpack()) return said(el, NO_DECOMPRESSION, "gs-player-error");
    said(el, "Loading the player…", "gs-player-loading", "status");
    try {
      data = await unpack(data);
    } catch (error) {
      return said(el, `The player's data cannot be read: ${error.message}`, "gs-player-error");
    }
  }
  const values = { data, cursor, quiz: !!data?.quiz };
  const model = {
    get: (key) => values[key],
    set: (key, value) => {
      values[key] = value;
    },
    save_changes() {},
    on() {},
    off() {},
  };
  return player(el, model);
}

/** `el` showing one line, `text`, in place of the player; null. */
function said(el, text, className, role = "alert") {
  const line = document.createElement("p");
  Object.assign(line, { className, textContent: text });
  line.setAttribute("role", role);
  el.replaceChildren(line);
  return null;
}
