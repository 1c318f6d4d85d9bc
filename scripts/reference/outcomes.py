"""Reference outcome scores, recomputed independently of src/domain/outcomes/ with numpy and SciPy.

Prints the expected figures for the fixed inputs below, which test/domain/outcomes/reference.unit.test.ts
repeats literally (inputs and numbers); the tests never call Python. The rules come from the doc comments
of src/domain/outcomes/: Brier and log loss (clamp 1e-6), 10 equal-width bins, Wilson 95 % intervals
(SciPy's binomtest), the Murphy decomposition with its within-bin terms, categorical scores, and the
CRPS of bucketed distributions (uniform inside bounded buckets, open tails as a point at their finite
bound) integrated numerically with scipy.integrate.quad rather than in closed form.
"""

from fractions import Fraction

import numpy as np
from scipy import integrate, stats

EPS = 1e-6
BINS = 10

# (mid as taped, outcome)
BINARY = [
    ("0.05", 0), ("0.05", 0), ("0.04", 1), ("0.12", 0), ("0.18", 0),
    ("0.25", 0), ("0.30", 1), ("0.33", 0), ("0.41", 1), ("0.45", 0),
    ("0.50", 1), ("0.55", 1), ("0.62", 0), ("0.68", 1), ("0.70", 1),
    ("0.77", 1), ("0.85", 1), ("0.90", 0), ("0.97", 1), ("1.00", 1),
]

# (probabilities as quoted, realized index)
CATEGORICAL = [
    ([0.6, 0.3, 0.1], 0),
    ([0.2, 0.5, 0.35], 2),
    ([0.25, 0.25, 0.25, 0.25], 1),
]

# Buckets: (low, high, probability); None is an open tail. Realised values scored against each.
DISTRIBUTION = [
    (None, 2.0, 0.1),
    (2.0, 2.5, 0.25),
    (2.5, 3.0, 0.4),
    (3.0, 3.5, 0.15),
    (3.5, None, 0.1),
]
REALIZED = [1.0, 2.0, 2.7, 3.5, 4.2]


def binary_scores():
    p = np.array([float(m) for m, _ in BINARY])
    o = np.array([float(x) for _, x in BINARY])
    brier = np.mean((p - o) ** 2)
    pc = np.clip(p, EPS, 1 - EPS)
    logloss = -np.mean(o * np.log(pc) + (1 - o) * np.log(1 - pc))
    # exact bins from the decimal strings
    k = np.array([min(BINS - 1, int(Fraction(m) * BINS)) for m, _ in BINARY])
    print(f"brier {brier:.15g}")
    print(f"log_loss {logloss:.15g}")
    base = o.mean()
    rel = res = wbv = wbc = 0.0
    for b in range(BINS):
        sel = k == b
        n = int(sel.sum())
        if n == 0:
            print(f"bin {b} n 0")
            continue
        fbar = p[sel].mean()
        obar = o[sel].mean()
        hits = int(o[sel].sum())
        ci = stats.binomtest(hits, n).proportion_ci(confidence_level=0.95, method="wilson")
        print(f"bin {b} n {n} hits {hits} mean {fbar:.15g} rate {obar:.15g} wilson {ci.low:.15g} {ci.high:.15g}")
        rel += n * (fbar - obar) ** 2
        res += n * (obar - base) ** 2
        wbv += np.sum((p[sel] - fbar) ** 2)
        wbc += 2 * np.sum((p[sel] - fbar) * (o[sel] - obar))
    N = len(p)
    unc = base * (1 - base)
    print(f"reliability {rel / N:.15g} resolution {res / N:.15g} uncertainty {unc:.15g}")
    print(f"within_bin_variance {wbv / N:.15g} within_bin_covariance {wbc / N:.15g}")
    print(f"identity_residual {brier - (rel / N - res / N + unc + wbv / N - wbc / N):.3g}")


def categorical_scores():
    brier = np.mean([np.sum((np.array(ps) - np.eye(len(ps))[r]) ** 2) for ps, r in CATEGORICAL])
    logloss = -np.mean([np.log(np.clip(ps[r], EPS, 1 - EPS)) for ps, r in CATEGORICAL])
    print(f"categorical_brier {brier:.15g}")
    print(f"categorical_log_loss {logloss:.15g}")


def cdf(y):
    total = 0.0
    for low, high, prob in DISTRIBUTION:
        if low is None:
            total += prob if y >= high else 0.0
        elif high is None:
            total += prob if y >= low else 0.0
        else:
            total += prob * min(1.0, max(0.0, (y - low) / (high - low)))
    return total


def crps(x):
    lo = min(x, 2.0) - 1.0
    hi = max(x, 3.5) + 1.0
    marks = sorted({lo, hi, x, 2.0, 2.5, 3.0, 3.5})
    total = 0.0
    for a, b in zip(marks, marks[1:]):
        value, _ = integrate.quad(lambda y: (cdf(y) - (1.0 if y >= x else 0.0)) ** 2, a, b, epsabs=1e-14, epsrel=1e-13)
        total += value
    return total


def bucket_scores():
    for x in REALIZED:
        r = None
        for i, (low, high, _) in enumerate(DISTRIBUTION):
            if (low is None or x >= low) and (high is None or x < high):
                r = i
                break
        probs = [prob for _, _, prob in DISTRIBUTION]
        pit = sum(probs[:r]) + probs[r] / 2
        print(f"x {x} bucket {r} p {probs[r]} pit {pit:.15g} log {-np.log(max(probs[r], EPS)):.15g} crps {crps(x):.15g}")


if __name__ == "__main__":
    binary_scores()
    categorical_scores()
    bucket_scores()
