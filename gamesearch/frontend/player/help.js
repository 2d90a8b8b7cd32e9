// The keys' dialog: the "?" button's list of the player's keys (keys.js), a small dialog
// inside the player; Escape or its Close button closes it, and the focus goes back where it
// was.
import { h } from "./dom.js";
import { KEYS } from "./keys.js";

export class KeysDialog {
  /** The dialog of the player `scope`; `button`, set by the player, is the "?" button it
   *  reports its state to (aria-expanded). */
  constructor(scope) {
    this.button = null;
    this.back = null; // where the focus goes on closing
    const list = h("dl");
    for (const k of KEYS) {
      list.append(h("dt", {}, h("kbd", { text: k.shown })), h("dd", { text: k.does }));
    }
    const close = h("button", { type: "button", text: "Close", onclick: () => this.close() });
    this.el = h(
      "div",
      {
        class: "keys",
        id: `${scope}-keys`,
        role: "dialog",
        "aria-label": "The player's keys",
        tabindex: "-1",
        hidden: "",
      },
      h("div", {
        class: "keys-title",
        "aria-hidden": "true",
        text: "Keys, while the player has the focus",
      }),
      list,
      close,
    );
  }

  get open() {
    return !this.el.hidden;
  }

  /** Open the dialog and move the focus into it; `from`: where to give it back. */
  show(from) {
    this.back = from;
    this.el.hidden = false;
    this.button?.setAttribute("aria-expanded", "true");
    this.el.focus();
  }

  /** Close it, the focus back where it was (or on the "?" button). */
  close() {
    if (!this.open) return;
    this.el.hidden = true;
    this.button?.setAttribute("aria-expanded", "false");
    const to =
      this.back?.isConnected && this.back.getClientRects().length ? this.back : this.button;
    to?.focus({ preventScroll: true });
  }
}
