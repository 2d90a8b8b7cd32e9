"""What the player costs on a 300-node trace.

Run: ``.venv/bin/python bench/bench_stepper.py``. Prints the time to build a player (the
tree laid out once, and every step's sentence, number line, board and question computed
once for the front end) and milliseconds per step for the plain Python model, stepping
forward through every event, back again, and jumping to random cursors. A step in the
browser costs no Python at all: ``tests/browser/test_player.py`` measures it there.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from gamesearch.games.trees import TreeGame
from gamesearch.search import solve
from gamesearch.widgets.stepper import Stepper
from gamesearch.widgets.stepper_model import StepperModel


def per_step(moves: list[int], step: Callable[[int], object]) -> float:
    """Milliseconds per call of ``step(cursor)`` over ``moves``."""
    began = time.perf_counter()
    for cursor in moves:
        step(cursor)
    return (time.perf_counter() - began) * 1000 / len(moves)


def main() -> None:
    trace = solve(TreeGame.random(3, 6, seed=1), algorithm="mtdf", trace=True).trace
    events = len(trace.codes)
    rng = random.Random(0)
    walks = {
        "forward": list(range(1, events + 1)),
        "back": list(range(events - 1, -1, -1)),
        "random jumps": [rng.randrange(events + 1) for _ in range(500)],
    }

    model = StepperModel(trace)

    def model_step(cursor: int) -> None:
        model.go(cursor)
        model.step()
        model.question()

    began = time.perf_counter()
    player = Stepper(trace, max_nodes=5000)
    build = (time.perf_counter() - began) * 1000
    size = len(player.to_html()) / 1024

    print(f"trace: mtdf on a random tree, {len(trace)} nodes, {events} events")
    print(f"player built (tree laid out, every step computed) in {build:.0f} ms, {size:.0f} KiB")
    print(f"{'walk':<14}{'model ms/step':>15}")
    for name, moves in walks.items():
        print(f"{name:<14}{per_step(moves, model_step):>15.3f}")


if __name__ == "__main__":
    main()
