#!/usr/bin/env python3
"""Independent reference numbers for the basis statistics in src/domain/equivalence/basis-statistics.ts.

Builds a fixed minute series of a pair's basis from a seeded numpy Generator (an AR(1) around a mean,
rounded to four decimal places as prices are, with unquoted minutes, minutes missing from the series and
minutes without an executable edge), computes the mean, the sample standard deviation (ddof=1), the
AR(1) fit by least squares with numpy.linalg.lstsq on every two consecutive quoted minutes, its
half-life and the share of executable minutes with an edge above zero, and writes the inputs with the
expected outputs to test/fixtures/equivalence/basis-statistics.json. The rules are re-implemented from
the module's doc comment, not translated from its code. CI never runs Python.

Run from the repository root: python3 scripts/reference/basis_statistics.py (needs numpy).
"""

from __future__ import annotations

import json
import math
import pathlib
import subprocess

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "test" / "fixtures" / "equivalence" / "basis-statistics.json"
MINUTE_MS = 60_000
START_MS = 1_796_000_000_000 // MINUTE_MS * MINUTE_MS


def build(seed: int, n: int, phi: float, mean: float, sigma: float):
    rng = np.random.default_rng(seed)
    x = mean
    minutes = []
    for i in range(n):
        x = mean + phi * (x - mean) + rng.normal(0.0, sigma)
        # About one minute in twenty is missing from the series; one in ten is unquoted.
        if rng.random() < 0.05:
            continue
        quoted = rng.random() >= 0.10
        edge = None
        if rng.random() >= 0.15:
            edge = f"{round(float(rng.normal(-0.01, 0.02)), 6):.6f}"
        minutes.append(
            {
                "minute": START_MS + i * MINUTE_MS,
                "mid_basis": f"{round(x, 4):.4f}" if quoted else None,
                "best_edge": edge,
            }
        )
    return minutes


def expected(minutes):
    values = [None if m["mid_basis"] is None else float(m["mid_basis"]) for m in minutes]
    quoted = np.array([v for v in values if v is not None])
    pairs = [
        (values[i - 1], values[i])
        for i in range(1, len(minutes))
        if minutes[i]["minute"] - minutes[i - 1]["minute"] == MINUTE_MS
        and values[i - 1] is not None
        and values[i] is not None
    ]
    xs = np.array([p[0] for p in pairs])
    ys = np.array([p[1] for p in pairs])
    design = np.column_stack([np.ones_like(xs), xs])
    (intercept, phi), *_ = np.linalg.lstsq(design, ys, rcond=None)
    edges = np.array([float(m["best_edge"]) for m in minutes if m["best_edge"] is not None])
    return {
        "minutes": len(minutes),
        "quoted_minutes": int(quoted.size),
        "mean": float(np.mean(quoted)),
        "standard_deviation": float(np.std(quoted, ddof=1)),
        "ar1": {
            "phi": float(phi),
            "intercept": float(intercept),
            "observations": len(pairs),
            "half_life_minutes": math.log(0.5) / math.log(float(phi)) if 0 < phi < 1 else None,
        },
        "executable_minutes": int(edges.size),
        "tradeable_share": float(np.mean(edges > 0)),
    }


def main() -> None:
    datasets = []
    for name, seed, n, phi, mean, sigma in [
        ("reverting", 20261205, 300, 0.9, 0.012, 0.004),
        ("slow", 50, 250, 0.985, -0.02, 0.002),
    ]:
        minutes = build(seed, n, phi, mean, sigma)
        datasets.append({"name": name, "minutes": minutes, "expected": expected(minutes)})
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(
        json.dumps({"generator": "scripts/reference/basis_statistics.py", "numpy": np.__version__, "datasets": datasets}, indent=1)
        + "\n"
    )
    # The repository's Biome formats the file, so `biome check` stays clean.
    subprocess.run(["npx", "biome", "format", "--write", str(OUT)], cwd=ROOT, check=True)
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
