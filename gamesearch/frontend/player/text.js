// Numbers and intervals as the course writes them (pure): the front end's side of
// gamesearch.bounds.number, window_text and value_text, and of gamesearch.views.style's
// test_text and answer_text. A value here is a number, ±Infinity an open end, NaN none.

/** The numbers written so far (a trace repeats a few values many times), up to LOTS. */
const written = new Map();
const LOTS = 100000;

/** Whole number `v` with its thousands grouped: "12,345", as gamesearch.text.number writes
 *  it (and toLocaleString("en"), which is too slow to call for every mark at every step):
 *  every count the player shows. */
export const grouped = (v) => String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "3", "2.5", "−4" (a real minus sign), "∞", "−∞"; as Python's `number`. */
export function number(x) {
  let text = written.get(x);
  if (text === undefined) {
    text = write(x);
    if (written.size < LOTS) written.set(x, text);
  }
  return text;
}

function write(x) {
  if (x === Number.POSITIVE_INFINITY) return "∞";
  if (x === Number.NEGATIVE_INFINITY) return "−∞";
  const a = Math.abs(x);
  const text = Number.isInteger(a) ? a.toFixed(0) : general(a);
  return x < 0 ? `−${text}` : text;
}

/** `a` (positive, finite) as Python's "%g": 6 significant digits, trailing zeros dropped,
 *  an exponent below 1e-4 and from 1e6 on; an exact tie rounded to even, as Python does. */
function general(a) {
  const [mantissa, e] = scientific(a, 5);
  const trim = (s) => (s.includes(".") ? s.replace(/0+$/, "").replace(/\.$/, "") : s);
  if (e < -4 || e >= 6) {
    return `${trim(mantissa)}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
  }
  return trim(fixed(a, 5 - e));
}

/** `a` (positive, finite) as Python's format(a, ".Ne"): `[mantissa, exponent]`, an exact
 *  tie rounded to even (toExponential rounds it up). */
function scientific(a, digits) {
  const [mantissa, exp] = a.toExponential(digits).split("e");
  const [long, longExp] = a.toExponential(Math.min(100, digits + 40)).split("e");
  const kept = long.slice(0, digits + 2); // "d." and the digits kept
  const rest = long.slice(digits + 2);
  const even = Number(kept.at(-1) === "." ? kept.at(-2) : kept.at(-1)) % 2 === 0;
  if (/^50*$/.test(rest) && even) return [kept.replace(/\.$/, ""), Number(longExp)];
  return [mantissa, Number(exp)];
}

/** Python's format(x, ".Nf"): `x` with `digits` decimals, an exact tie rounded to even
 *  (toFixed rounds it up). */
export function fixed(x, digits) {
  const long = x.toFixed(Math.min(100, digits + 40)); // the exact decimals, and more
  const kept = long.slice(0, long.length - 40).replace(/\.$/, "");
  const even = Number(kept.at(-1)) % 2 === 0;
  return /^50*$/.test(long.slice(-40)) && even ? kept : x.toFixed(digits);
}

/** A window: "(−∞, 3)". */
export const windowText = (alpha, beta) => `(${number(alpha)}, ${number(beta)})`;

/** A closed interval: "[2, ∞]". */
export const intervalText = (lower, upper) => `[${number(lower)}, ${number(upper)}]`;

/** A returned value with what it proves: "≤ 3"; "3" with no bound; "…" for none (NaN or
 *  null). `symbol` maps a bound to its sign (D.words.symbol). */
export function valueText(value, bound, symbol) {
  if (value === null || Number.isNaN(value)) return "…";
  return `${(bound && symbol[bound]) || ""} ${number(value)}`.trim();
}

/** SCOUT's test as a question: "> 3?". */
export const testText = (relation, v) => `${relation} ${number(v)}?`;

/** A test's answer with what it proves: "yes: > 3", "no: ≤ 3"; "yes"/"no" without a
 *  relation; "…" before it answered. */
export function answerText(answer, relation = null, v = 0) {
  if (answer === null || answer === undefined) return "…";
  const word = answer ? "yes" : "no";
  return relation === null ? word : `${word}: ${relation} ${number(v)}`;
}

/** What `value`, returned for the window (alpha, beta), proves (gamesearch.bounds.classify,
 *  the width-0 rule included). */
export function classify(value, alpha, beta) {
  if (alpha === beta) return value < alpha ? "upper" : value > beta ? "lower" : "exact";
  return value <= alpha ? "upper" : value >= beta ? "lower" : "exact";
}
