// Entry of player.js, a classic script for pages with no Jupyter (nbconvert's HTML and
// slides, nbviewer, Stepper.save_html): it defines `gamesearchPlayer.mount(el, data)`.
// gamesearch.widgets.stepper.player_html inlines it with a call to mount on the element
// just before the script.
import { player } from "./player/player.js";

/** A player of `data` (as Stepper.to_html hands it over) in `el`, with no kernel, showing
 *  event `cursor` first. */
export function mount(el, data, cursor = 0) {
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
