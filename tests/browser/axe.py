"""axe-core, the accessibility checker, run on a Playwright page (WCAG 2.1 A and AA rules).

axe-core comes from the npm registry with the front end's build tools (``npm ci``), never
committed; :func:`violations` injects it into the page (or a frame) and returns what it finds.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
IMPACTS = ("minor", "moderate", "serious", "critical")


def violations(page: Any, within: str | None = None, least: str = "minor") -> list[dict[str, Any]]:
    """axe's WCAG 2.1 A/AA violations of impact ``least`` or worse, in the element matching the
    CSS selector ``within`` (the whole page if None): each ``{"id", "impact", "help",
    "targets"}``, the targets being the offending elements' selectors."""
    if not AXE.exists():
        raise FileNotFoundError(f"{AXE} is missing: run `npm ci` (make setup does)")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async ([within, tags]) => {
            const context = within ? { include: [[within]] } : document;
            const result = await axe.run(context, { runOnly: { type: "tag", values: tags } });
            return result.violations.map((v) => ({
                id: v.id, impact: v.impact, help: v.help,
                targets: v.nodes.map((n) => n.target.join(" ")),
            }));
        }""",
        [within, WCAG_AA],
    )
    floor = IMPACTS.index(least)
    return [v for v in found if IMPACTS.index(v["impact"] or "minor") >= floor]


def describe(found: list[dict[str, Any]]) -> str:
    """The violations as lines a failing assertion prints."""
    return "\n".join(f"{v['impact']}: {v['id']} ({v['help']}): {v['targets'][:3]}" for v in found)
