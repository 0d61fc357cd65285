"""Physics benchmark: bodies in the galaxy, steps, CPU time and speed against real time.

    taskset -c 1 python -m magtui.games.magnitus.bench [--bodies 40] [--seconds 1.0]

(taskset keeps it on one core, as the target reads: 40 bodies at least 10x faster than real
time, at most 150 us a step. Other work on the machine only slows it; note `uptime` with it.)

It fills the Great square with bodies on a staggered grid (poles alternating, so several
of them move at once) and simulates a fixed span, then a typical turn: 20 bodies on the Square
and one more placed among them.
"""

from __future__ import annotations

import argparse
import math
import time

from magtui.core.model import copy_of
from magtui.games.magnitus import data
from magtui.games.magnitus.geometry import Galaxy
from magtui.games.magnitus.bodies import World
from magtui.games.magnitus.physics import Simulator


def crowded_world(bodies: int, spacing: float = 50.0) -> World:
    world = World()
    per_kind = bodies // len(data.KINDS) + 1
    columns = 7
    for n in range(bodies):
        row, col = divmod(n, columns)
        kind = n % len(data.KINDS)
        world.add(
            kind * per_kind + n // len(data.KINDS),
            kind,
            30 + col * spacing + (row % 2) * 10,
            30 + row * 60,
            pole=1 if (row + col) % 2 else -1,
            angle_deg=(n * 37) % 360,
        )
    return world


def measure(
    world: World, galaxy: Galaxy, seconds: float | None, repeat: int
) -> tuple[int, float, float, int]:
    """Steps, simulated seconds, CPU seconds (the best of `repeat` identical runs, since other
    processes only ever add time), and events."""
    best = math.inf
    for _ in range(repeat):
        copy = copy_of(world)
        sim = Simulator(copy, galaxy)
        sim.align_spheres(data.ALIGN_PASSES)
        start = time.process_time()
        report = sim.run(seconds)
        best = min(best, time.process_time() - start)
    return report.steps, report.elapsed, best, len(report.contacts) + len(report.fell)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bodies", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument(
        "--repeat", type=int, default=5, help="runs of each case; the fastest counts"
    )
    args = parser.parse_args(argv)

    galaxy = Galaxy(data.GREAT_SQUARE)
    world = crowded_world(args.bodies)
    steps, simulated, cpu, events = measure(world, galaxy, args.seconds, args.repeat)
    print(
        f"crowded Great square: bodies={args.bodies} simulated={simulated:.3f}s steps={steps} "
        f"events={events} cpu={cpu * 1000:.1f}ms per_step={cpu / max(steps, 1) * 1e6:.0f}us "
        f"speed={simulated / max(cpu, 1e-9):.1f}x real time"
    )

    square = Galaxy(data.SQUARE)
    turn = crowded_world(20, spacing=34.0)
    turn.remove(
        [
            int(i)
            for i in turn.ids
            if not square.contains(
                float(turn.x[turn.index(int(i))]) * 1000, float(turn.y[turn.index(int(i))]) * 1000
            )
        ]
    )
    turn.add(999, data.KIND_INDEX["planet"], 127.3, 127.3)
    steps, simulated, cpu, events = measure(turn, square, None, args.repeat)
    print(
        f"typical turn on the Square: bodies={len(turn)} simulated={simulated:.3f}s steps={steps} "
        f"events={events} cpu={cpu * 1000:.1f}ms speed={simulated / max(cpu, 1e-9):.1f}x real time"
    )


if __name__ == "__main__":
    main()
