// The data the player reads: checked once, before anything is drawn.
import { VERSION } from "./payload.types.js";

/** @typedef {import("./payload.types.js").PlayerData} PlayerData */

/**
 * `D` if it is data this front end reads (payload.VERSION); else an Error saying which
 * version it reads, which it got, and what to do.
 * @returns {PlayerData}
 */
export function checkData(D) {
  const got = D && typeof D === "object" ? D.version : undefined;
  if (got === VERSION) return D;
  const which = got === undefined ? "data of no version" : `data of version ${JSON.stringify(got)}`;
  throw new Error(
    `This player reads data of version ${VERSION}, and got ${which}: the notebook's output was ` +
      "made by another version of gamesearch. Run the cell again to make it with the " +
      "gamesearch installed now (after updating, restart the kernel first).",
  );
}
