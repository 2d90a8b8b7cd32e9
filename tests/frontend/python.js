// The project's Python, for the tests that check the front end against Python itself:
// $PYTHON if set, else the checkout's .venv, else python3 on the PATH.
import { existsSync } from "node:fs";

/** The checkout's root folder, as a URL. */
export const root = new URL("../../", import.meta.url);
const venv = new URL(".venv/bin/python", root);
/** The Python to run. */
export const python = process.env.PYTHON ?? (existsSync(venv) ? venv.pathname : "python3");
