// Numbers in JSON, the front end's side of gamesearch/jsonnum.py (the one policy; read its
// docstring): a number is finite; an infinity is only ever an interval's open end, written
// null, and the slot says which (a lower end's null is −∞, an upper end's +∞); null anywhere
// else means "no value". tests/frontend/jsonnum.test.js checks this module against the
// Python module's table of cases.

/** @typedef {"lower"|"upper"} Side */

const OPEN = { lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY };

/** `x` as the wire carries it: a finite number; an Error says what else it is. */
export function numberFromJson(x) {
  if (typeof x !== "number" || !Number.isFinite(x)) {
    throw new Error(`expected a finite number, found ${JSON.stringify(x) ?? String(x)}`);
  }
  return x;
}

/** The `side` end of an interval read from the wire: null is its open end (−∞, +∞). */
export function endFromJson(x, side) {
  return x === null ? OPEN[side] : numberFromJson(x);
}

/** The `side` end of an interval as the wire writes it: null for its open end. An
 *  infinity on the other side, or NaN, is an Error. */
export function endToJson(x, side) {
  return x === OPEN[side] ? null : numberFromJson(x);
}
