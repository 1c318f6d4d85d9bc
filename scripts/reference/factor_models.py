#!/usr/bin/env python3
"""Independent reference numbers for the factor models in src/domain/factors.

Builds fixed data sets from seeded numpy Generators, computes every model output with statsmodels OLS
(params, bse, tvalues), scipy.optimize.lsq_linear(method="bvls") and numpy, and writes one JSON file per
data set to test/fixtures/factors/. The TypeScript tests read only those files, so CI needs no Python.

The alignment, proxy choice, rank rule and window rules are re-implemented here from their written
definitions (src/domain/factors/*.ts doc comments), not translated from the TypeScript code.

Run from the repository root: python3 scripts/reference/factor_models.py
(needs numpy, scipy and statsmodels, e.g. Debian's python3-numpy python3-scipy python3-statsmodels).
"""

from __future__ import annotations

import datetime as dt
import json
import math
import pathlib
import shutil
import subprocess
import sys
from zoneinfo import ZoneInfo

import numpy as np
import statsmodels.api as sm
from scipy.optimize import lsq_linear

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "test" / "fixtures" / "factors"
NEW_YORK = ZoneInfo("America/New_York")

THEMES = ["growth_stress", "higher_for_longer", "trade_friction", "energy_shock", "ai_disruption", "credit_stress"]
VENUES = ["kalshi", "polymarket"]
MIN_OBS = 252
EXPOSURE_WINDOW = 399
TRAIN = 252
MIN_OOS = 2
MIMIC_WINDOW = 252
NOTIONAL = 1_000_000.0
ANNUAL = 252
COLLINEARITY_TOLERANCE = 1e-9
MINUTE_MS = 60_000
# Contracts whose per-session p_t is written out in full (the hostile observation set).
P_AT_CLOSE_SHOWN = {"hy-spreads-2026"}


# ---------------------------------------------------------------- data building


def business_days(start: dt.date, count: int, halt: tuple[int, int] | None = None) -> list[dt.date]:
    """`count` weekdays from `start`; with `halt=(i, k)` the k weekdays from index i are left out."""
    days: list[dt.date] = []
    day = start
    while len(days) < count:
        if day.weekday() < 5:
            days.append(day)
        day += dt.timedelta(days=1)
    if halt is not None:
        i, k = halt
        del days[i : i + k]
    return days


def close_ms(day: dt.date) -> int:
    """16:00 America/New_York of a date, epoch ms (computed with the tz database, not the TS code)."""
    local = dt.datetime(day.year, day.month, day.day, 16, 0, tzinfo=NEW_YORK)
    return int(local.timestamp()) * 1000


def probability_path(rng: np.random.Generator, closes: list[int], start: int, rate: float, step: float):
    """Observations of a random walk in logit space, about `rate` per session from session `start` on.

    Observation times fall between 6.5 hours before a session's close and 20 hours after it, so some land
    after the close (they count for the next session) and some on the weekend.
    """
    t_ms: list[int] = []
    p: list[float] = []
    logit = rng.normal(0.0, 0.8)
    first = closes[start] - 30 * MINUTE_MS  # always one observation just before the start session's close
    t_ms.append(first)
    p.append(round(1 / (1 + math.exp(-logit)), 4))
    for close in closes[start:]:
        for _ in range(rng.poisson(rate)):
            offset = int(rng.integers(-390, 1200))
            t = close + offset * MINUTE_MS
            if t <= first:
                continue
            logit = float(np.clip(logit + rng.normal(0.0, step), -4.5, 4.5))
            t_ms.append(t)
            p.append(round(1 / (1 + math.exp(-logit)), 4))
    return t_ms, p


def contract(venue: str, market_id: str, t_ms: list[int], p: list[float], current: float | None) -> dict:
    return {
        "venue": venue,
        "market_id": market_id,
        "current_probability": current,
        "observations": {"t_ms": t_ms, "p": p},
    }


def sessions_from(days: list[dt.date], adjusted: list[float | None], close: list[float]) -> list[list]:
    """One row per session: [session_date, close_utc_ms, adjusted_close, close] (rows keep the file small)."""
    return [[d.isoformat(), close_ms(d), a, c] for d, a, c in zip(days, adjusted, close)]


# ---------------------------------------------------------------- alignment (from the written rules)


def session_prices(sessions: list[list]) -> list[float | None]:
    out = []
    for _, _, adj, close in sessions:
        price = adj if adj is not None else close
        out.append(price if math.isfinite(price) and price > 0 else None)
    return out


def stock_returns(sessions: list[list]) -> list[float | None]:
    prices = session_prices(sessions)
    out: list[float | None] = [None]
    for prev, cur in zip(prices, prices[1:]):
        out.append(None if prev is None or cur is None else cur / prev - 1)
    return out


def p_at_close(sessions: list[list], observations: dict) -> list[float | None]:
    t = np.array(observations["t_ms"], dtype=np.int64)
    p = np.array(observations["p"], dtype=float)
    ok = np.isfinite(p) & (p >= 0) & (p <= 1)
    t, p = t[ok], p[ok]
    order = np.argsort(t, kind="stable")
    t, p = t[order], p[order]
    idx = np.searchsorted(t, np.array([row[1] for row in sessions], dtype=np.int64), side="right") - 1
    return [None if i < 0 else float(p[i]) for i in idx]


def changes(ps: list[float | None]) -> list[float | None]:
    out: list[float | None] = [None]
    for prev, cur in zip(ps, ps[1:]):
        out.append(None if prev is None or cur is None else cur - prev)
    return out


def aligned(returns, series_list):
    """Indices of sessions with a return and every series defined."""
    return [i for i, r in enumerate(returns) if r is not None and all(s[i] is not None for s in series_list)]


def venue_rank(venue: str) -> int:
    return VENUES.index(venue) if venue in VENUES else len(VENUES)


# ---------------------------------------------------------------- models


def kept_columns(X: np.ndarray) -> list[int]:
    """Sequential rank rule: drop a column whose residual on the kept earlier ones is ≤ 1e-9 of its norm."""
    kept: list[int] = []
    for j in range(X.shape[1]):
        x = X[:, j]
        norm = np.linalg.norm(x)
        if norm == 0:
            continue
        if kept:
            B = X[:, kept]
            coef = np.linalg.lstsq(B, x, rcond=None)[0]
            residual = np.linalg.norm(x - B @ coef)
        else:
            residual = norm
        if residual <= COLLINEARITY_TOLERANCE * norm:
            continue
        kept.append(j)
    return kept


def num(x) -> float | None:
    x = float(x)
    return x if math.isfinite(x) else None


def exposure_for_theme(factor_id, sessions, returns, contracts):
    if not contracts:
        return {"factor_id": factor_id, "status": "no_proxy", "proxy": None, "beta": None,
                "standard_error": None, "t_stat": None, "observations": 0}, None
    scored = []
    for c in contracts:
        n = len(aligned(returns, [c["dp"]]))
        scored.append(((-n, venue_rank(c["venue"]), c["market_id"]), c))
    scored.sort(key=lambda item: item[0])
    proxy = scored[0][1]
    rows = aligned(returns, [proxy["dp"]])[-EXPOSURE_WINDOW:]
    base = {"factor_id": factor_id, "proxy": {"factor_id": factor_id, "venue": proxy["venue"],
            "market_id": proxy["market_id"]}, "observations": len(rows)}
    empty = {"beta": None, "standard_error": None, "t_stat": None}
    if len(rows) < MIN_OBS:
        return {**base, "status": "insufficient_observations", **empty}, proxy
    y = np.array([returns[i] for i in rows])
    x = np.array([proxy["dp"][i] for i in rows])
    X = sm.add_constant(x, has_constant="add")
    if kept_columns(X) != [0, 1]:
        return {**base, "status": "degenerate_proxy", **empty}, proxy
    fit = sm.OLS(y, X).fit()
    se = float(fit.bse[1])
    return {**base, "status": "fitted", "beta": float(fit.params[1]), "standard_error": se,
            "t_stat": None if se == 0 else num(fit.tvalues[1])}, proxy


def proxy_score(exposures, proxies):
    parts = []
    for e, proxy in zip(exposures, proxies):
        if e["status"] != "fitted" or proxy is None:
            continue
        p = proxy["current_probability"]
        if p is None or not (0 <= p <= 1):
            continue
        parts.append((e["factor_id"], e["beta"], p))
    total = sum(abs(b) for _, b, _ in parts)
    if not parts or total == 0:
        return {"status": "UNAVAILABLE", "score": None, "components": []}
    adverse = [(f, b, p, p if b < 0 else 1 - p) for f, b, p in parts]
    score = 100 * float(np.dot([abs(b) for _, b, _, _ in adverse], [a for _, _, _, a in adverse])) / total
    status = "AVAILABLE" if {f for f, _, _ in parts} == set(THEMES) else "PARTIAL"
    return {"status": status, "score": score, "components": [
        {"factor_id": f, "beta": b, "probability": p, "adverse_probability": a, "weight": abs(b) / total}
        for f, b, p, a in adverse]}


def leg(pnl: np.ndarray) -> dict:
    std = float(np.std(pnl, ddof=1))
    cumulative = np.cumsum(pnl)
    path = np.concatenate([[0.0], cumulative])
    drawdown = float(np.max(np.maximum.accumulate(path) - path))
    return {"daily_std_usd": std, "annualised_vol_usd": std * math.sqrt(ANNUAL),
            "cumulative_pnl_usd": float(np.sum(pnl)), "max_drawdown_usd": drawdown, "sessions": int(pnl.size)}


def walk_forward(sessions, returns, proxies):
    refs = [{"factor_id": p["factor_id"], "venue": p["venue"], "market_id": p["market_id"]} for p in proxies]
    if not proxies:
        return {"status": "UNAVAILABLE", "reason": "no_fitted_proxies", "proxies": refs,
                "aligned_sessions": 0, "out_of_sample_sessions": 0}
    rows = aligned(returns, [p["dp"] for p in proxies])
    m = len(rows)
    oos = max(0, m - TRAIN)
    if oos < MIN_OOS:
        return {"status": "UNAVAILABLE", "reason": "insufficient_observations", "proxies": refs,
                "aligned_sessions": m, "out_of_sample_sessions": oos}
    y_all = np.array([returns[i] for i in rows])
    X_all = np.column_stack([np.ones(m)] + [np.array([p["dp"][i] for i in rows]) for p in proxies])
    unhedged, hedged, dropped_sessions = [], [], 0
    for j in range(TRAIN, m):
        X = X_all[j - TRAIN : j]
        y = y_all[j - TRAIN : j]
        kept = kept_columns(X)
        if len(kept) < X.shape[1]:
            dropped_sessions += 1
        fit = sm.OLS(y, X[:, kept]).fit()
        coef = np.zeros(X.shape[1])
        coef[kept] = fit.params
        hedge = float(np.dot(X_all[j, 1:], coef[1:]))
        unhedged.append(NOTIONAL * y_all[j])
        hedged.append(NOTIONAL * (y_all[j] - hedge))
    unhedged, hedged = np.array(unhedged), np.array(hedged)
    dates = [sessions[i][0] for i in rows[TRAIN:]]
    var_u = np.var(unhedged, ddof=1)
    return {
        "status": "AVAILABLE", "reason": None, "proxies": refs, "aligned_sessions": m,
        "out_of_sample_sessions": oos, "first_session": dates[0], "last_session": dates[-1],
        "metrics": {"unhedged": leg(unhedged), "hedged": leg(hedged),
                    "variance_reduction": None if var_u == 0 else float(1 - np.var(hedged, ddof=1) / var_u),
                    "sessions_with_dropped_proxies": dropped_sessions},
        "series": {"session_index": rows[TRAIN:], "unhedged_pnl_usd": unhedged.tolist(), "hedged_pnl_usd": hedged.tolist(),
                   "unhedged_cumulative_pnl_usd": np.cumsum(unhedged).tolist(),
                   "hedged_cumulative_pnl_usd": np.cumsum(hedged).tolist()},
    }


def check_kkt(A, b, x, lo, hi):
    """Independent optimality check of scipy's answer (it must be the unique bounded minimiser)."""
    g = A.T @ (A @ x - b)
    scale = np.linalg.norm(A, axis=0) * np.linalg.norm(b) * 1e-8
    for j in range(x.size):
        if x[j] <= lo + 1e-12:
            assert g[j] >= -scale[j], ("lower bound not optimal", j, g[j])
        elif x[j] >= hi - 1e-12:
            assert g[j] <= scale[j], ("upper bound not optimal", j, g[j])
        else:
            assert abs(g[j]) <= scale[j], ("free variable not stationary", j, g[j])


def mimicking(sessions, returns, contracts):
    ordered = sorted(contracts, key=lambda c: (THEMES.index(c["factor_id"]), venue_rank(c["venue"]), c["market_id"]))

    def position(c, status, weight=None, at_bound=None):
        return {"factor_id": c["factor_id"], "venue": c["venue"], "market_id": c["market_id"],
                "status": status, "weight": weight, "at_bound": at_bound}

    if not ordered:
        return {"status": "UNAVAILABLE", "reason": "no_contracts", "positions": []}
    window = [i for i, r in enumerate(returns) if r is not None][-MIMIC_WINDOW:]
    covering = [c for c in ordered if len(window) == MIMIC_WINDOW and all(c["dp"][i] is not None for i in window)]
    if not covering:
        return {"status": "UNAVAILABLE", "reason": "insufficient_observations",
                "positions": [position(c, "insufficient_observations") for c in ordered]}
    r = np.array([returns[i] for i in window])
    D = np.column_stack([np.array([c["dp"][i] for i in window]) for c in covering])
    kept = [j - 1 for j in kept_columns(np.column_stack([np.ones(len(window)), D])) if j > 0]
    A = D[:, kept] - D[:, kept].mean(axis=0)
    b = r - r.mean()
    res = lsq_linear(A, b, bounds=(-1.0, 1.0), method="bvls")
    assert res.status > 0, res.message
    check_kkt(A, b, res.x, -1.0, 1.0)
    w = res.x
    e = b - A @ w
    sst = float(b @ b)
    te = float(np.std(e, ddof=1))
    stock = NOTIONAL * r
    portfolio = NOTIONAL * (D[:, kept] @ w)
    corr = None
    if np.std(stock) > 0 and np.std(portfolio) > 0:
        corr = float(np.corrcoef(stock, portfolio)[0, 1])
    positions = []
    for c in ordered:
        if c not in covering:
            positions.append(position(c, "insufficient_observations"))
            continue
        k = covering.index(c)
        if k not in kept:
            positions.append(position(c, "collinear"))
            continue
        col = kept.index(k)
        state = int(res.active_mask[col])
        positions.append(position(c, "included", float(w[col]), {-1: "lower", 1: "upper"}.get(state)))
    dates = [sessions[i][0] for i in window]
    return {
        "status": "AVAILABLE", "reason": None, "positions": positions,
        "scipy": {"status": int(res.status), "nit": int(res.nit)},
        "window": {"sessions": len(window), "first_session": dates[0], "last_session": dates[-1]},
        "metrics": {"tracking_error_daily": te, "tracking_error_annualised": te * math.sqrt(ANNUAL),
                    "r_squared": None if sst == 0 else 1 - float(e @ e) / sst, "correlation": corr,
                    "sessions": len(window)},
        "series": {"session_index": window, "stock_pnl_usd": stock.tolist(), "portfolio_pnl_usd": portfolio.tolist()},
    }


def compute(data: dict) -> dict:
    sessions = data["sessions"]
    returns = stock_returns(sessions)
    by_theme = {t["factor_id"]: t["contracts"] for t in data["themes"]}
    all_contracts = []
    exposures, proxies = [], []
    for factor_id in THEMES:
        contracts = []
        for c in by_theme.get(factor_id, []):
            ps = p_at_close(sessions, c["observations"])
            contracts.append({**c, "factor_id": factor_id, "p": ps, "dp": changes(ps)})
        all_contracts.extend(contracts)
        exposure, proxy = exposure_for_theme(factor_id, sessions, returns, contracts)
        exposures.append(exposure)
        proxies.append(proxy)
    fitted = [p for e, p in zip(exposures, proxies) if e["status"] == "fitted"]
    return {
        "null_return_sessions": [i for i, r in enumerate(returns) if r is None],
        "p_at_close": {c["market_id"]: c["p"] for c in all_contracts if c["market_id"] in P_AT_CLOSE_SHOWN},
        "aligned_observations": [
            {"factor_id": c["factor_id"], "venue": c["venue"], "market_id": c["market_id"],
             "observations": len(aligned(returns, [c["dp"]])),
             "first_p_session": next((i for i, p in enumerate(c["p"]) if p is not None), None)}
            for c in all_contracts
        ],
        "exposure_model": {"fitted": any(e["status"] == "fitted" for e in exposures), "exposures": exposures},
        "proxy_model_score": proxy_score(exposures, proxies),
        "pnl_comparison": walk_forward(sessions, returns, fitted),
        "mimicking_portfolio": mimicking(sessions, returns, all_contracts),
    }


# ---------------------------------------------------------------- data sets


def price_columns(rng, returns: list[float], null_adjusted: set[int], zero_close: set[int]):
    """Adjusted closes from returns (4 decimals); raw closes differ by a fixed factor except where the
    adjusted close is null, where the raw close carries the adjusted level (so only the fallback rule gives
    smooth returns)."""
    level = 100.0
    adjusted, close = [], []
    for i, r in enumerate(returns):
        if i > 0:
            level *= 1 + r
        value = round(level, 4)
        if i in null_adjusted or i in zero_close:
            adjusted.append(None)
            close.append(0.0 if i in zero_close else value)
        else:
            adjusted.append(value)
            close.append(round(value * 1.0123, 4))
    return adjusted, close


def build(name, description, seed, days, contract_specs, planted, alpha, noise, null_adjusted=(), zero_close=()):
    """contract_specs: (factor_id, venue, market_id, start, rate, step, transform) in any order.
    `planted` maps (factor_id, market_id) to a beta on that contract's Δp at the close."""
    rng = np.random.default_rng(seed)
    closes = [close_ms(d) for d in days]
    probe = [[d.isoformat(), c, None, 0.0] for d, c in zip(days, closes)]
    themes: dict[str, list] = {}
    paths = {}
    for factor_id, venue, market_id, start, rate, step, transform in contract_specs:
        if transform is None:
            t_ms, p = probability_path(rng, closes, start, rate, step)
        else:
            t_ms, p = transform(paths)
        paths[market_id] = (t_ms, p)
        last = p[-1] if p else 0.5
        current = round(min(1.0, max(0.0, last + float(rng.normal(0, 0.01)))), 4)
        themes.setdefault(factor_id, []).append(contract(venue, market_id, t_ms, p, current))
    dp = {key: changes(p_at_close(probe, {"t_ms": t, "p": p})) for key, (t, p) in paths.items()}
    returns = [0.0]
    for i in range(1, len(days)):
        r = alpha + float(rng.normal(0.0, noise)) if noise > 0 else 0.0
        for market_id, beta in planted.items():
            change = dp[market_id][i]
            if change is not None:
                r += beta * change
        returns.append(r)
    adjusted, close = price_columns(rng, returns, set(null_adjusted), set(zero_close))
    data = {
        "sessions": sessions_from(days, adjusted, close),
        "themes": [{"factor_id": f, "contracts": cs} for f, cs in themes.items()],
    }
    return {"name": name, "description": description, "input": data}


def planted_dataset():
    days = business_days(dt.date(2024, 1, 2), 425, halt=(200, 5))  # a five-session trading halt
    specs = [
        ("growth_stress", "polymarket", "us-recession-in-2026", 0, 0.45, 0.2, None),
        ("growth_stress", "kalshi", "KXRECSSNBER-26", 0, 0.45, 0.2, None),
        ("higher_for_longer", "kalshi", "KXFEDCUTS-27H1", 60, 0.4, 0.2, None),
        ("higher_for_longer", "polymarket", "fed-rate-above-3pt5-june-2027", 0, 0.45, 0.2, None),
        ("trade_friction", "polymarket", "tariff-b", 0, 0.3, 0.18, None),
        ("trade_friction", "polymarket", "tariff-a", 0, 0.3, 0.18, None),
        ("energy_shock", "kalshi", "KXOIL-26", 0, 0.35, 0.18, None),
        ("ai_disruption", "kalshi", "KXAI-26", 0, 0.3, 0.18, None),
        ("credit_stress", "polymarket", "hy-spreads-2026", 0, 0.35, 0.18, None),
    ]
    data = build(
        "planted",
        "Strong planted exposure on growth_stress (beta -0.35 on the Kalshi proxy, a venue tie) and "
        "higher_for_longer (+0.2 on Polymarket, which has more observations); no exposure elsewhere; "
        "a market-id tie on trade_friction; 420 sessions with a five-session halt, rows with a null "
        "adjusted close, one unusable price, and hostile credit_stress observations (unsorted, duplicate "
        "instants, probabilities outside [0, 1]). Bounds inactive in the mimicking portfolio.",
        20260101,
        days,
        specs,
        {"KXRECSSNBER-26": -0.35, "fed-rate-above-3pt5-june-2027": 0.2},
        0.0002,
        0.012,
        null_adjusted=(17, 18, 90, 311),
        zero_close=(150,),
    )
    # Hostile observations on credit_stress: reversed order, a duplicate instant (the later input wins),
    # and out-of-range probabilities that must be ignored.
    credit = data["input"]["themes"][-1]["contracts"][0]["observations"]
    t_ms, p = credit["t_ms"], credit["p"]
    dup_at = t_ms[40]
    t_ms.insert(41, dup_at)
    p.insert(41, round(min(0.99, p[40] + 0.05), 4))
    t_ms.extend([t_ms[60] + 1, t_ms[120] + 1])
    p.extend([1.5, -0.2])
    order = list(range(len(t_ms)))[::-1]
    credit["t_ms"] = [t_ms[i] for i in order]
    credit["p"] = [p[i] for i in order]
    return data


def edges_dataset():
    days = business_days(dt.date(2024, 9, 3), 325, halt=(120, 4))
    rng = np.random.default_rng(7)
    closes = [close_ms(d) for d in days]

    def constant(_paths):
        t = sorted({c + int(rng.integers(-300, 600)) * MINUTE_MS for c in closes[::3]})
        return t, [0.37] * len(t)

    def complement(paths):
        t, p = paths["KXOIL-26"]
        return list(t), [round(1 - v, 4) for v in p]

    specs = [
        ("growth_stress", "kalshi", "KXRECSSNBER-26", 0, 0.0, 0.0, constant),
        ("higher_for_longer", "polymarket", "fed-rate-above-3pt5-june-2027", 0, 0.6, 0.2, None),
        ("energy_shock", "kalshi", "KXOIL-26", 0, 0.6, 0.2, None),
        ("ai_disruption", "polymarket", "ai-adverse-is-oil-no", 0, 0.0, 0.0, complement),
    ]
    data = build(
        "edges",
        "growth_stress proxy never moves (degenerate_proxy); ai_disruption's proxy is 1 - p of the "
        "energy_shock proxy, so the two are collinear (dropped in the walk-forward fit and the mimicking "
        "portfolio); trade_friction and credit_stress have no contracts; energy_shock has no current "
        "probability; a four-session halt and an unusable price.",
        42,
        days,
        specs,
        {"fed-rate-above-3pt5-june-2027": -0.3, "KXOIL-26": 0.25},
        0.0,
        0.01,
        null_adjusted=(5, 6),
        zero_close=(230,),
    )
    for theme in data["input"]["themes"]:
        if theme["factor_id"] == "energy_shock":
            theme["contracts"][0]["current_probability"] = None
    return data


def zero_returns_dataset():
    days = business_days(dt.date(2025, 2, 3), 270)
    specs = [
        ("growth_stress", "kalshi", "KXRECSSNBER-26", 0, 0.6, 0.2, None),
        ("higher_for_longer", "polymarket", "fed-rate-above-3pt5-june-2027", 0, 0.6, 0.2, None),
    ]
    return build(
        "zero_returns",
        "Every return is 0 (constant price): beta 0 with standard error 0 and a null t statistic, "
        "score UNAVAILABLE, flat P&L, mimicking weights 0.",
        99,
        days,
        specs,
        {},
        0.0,
        0.0,
    )


def bounds_dataset():
    days = business_days(dt.date(2024, 6, 3), 300)
    specs = [
        ("growth_stress", "kalshi", "KXRECSSNBER-26", 48, 0.7, 0.2, None),  # 251 aligned observations
        ("higher_for_longer", "polymarket", "fed-rate-above-3pt5-june-2027", 47, 0.7, 0.2, None),  # 252
        ("energy_shock", "kalshi", "KXOIL-26", 0, 0.7, 0.2, None),
        ("ai_disruption", "polymarket", "ai-capex-cut", 0, 0.7, 0.2, None),
        ("ai_disruption", "kalshi", "KXAI-26", 0, 0.7, 0.2, None),
    ]
    return build(
        "bounds",
        "Exactly 251 aligned observations on growth_stress (not fitted) and exactly 252 on "
        "higher_for_longer (fitted); the walk-forward has no out-of-sample session; the mimicking "
        "portfolio's unbounded weights exceed the [-1, 1] bounds so BVLS binds (planted 1.6 and -1.3).",
        314159,
        days,
        specs,
        {"fed-rate-above-3pt5-june-2027": 1.6, "KXOIL-26": -1.3, "KXAI-26": 0.3},
        0.0003,
        0.004,
    )


def clipped_start(A, b, lo, hi):
    """Active set after BVLS's start (clip, re-solve the free variables, repeat), before its main loop."""
    x = np.linalg.lstsq(A, b, rcond=None)[0]
    state = np.where(x < lo, -1, np.where(x > hi, 1, 0))
    while True:
        free = np.flatnonzero(state == 0)
        if free.size == 0:
            return state
        fixed = np.where(state < 0, lo, np.where(state > 0, hi, 0.0))
        z = np.linalg.lstsq(A[:, free], b - A @ fixed, rcond=None)[0]
        if not np.any((z < lo) | (z > hi)):
            return state
        state[free[z < lo]] = -1
        state[free[z > hi]] = 1


def bvls_cases() -> dict:
    """Small bounded least-squares problems solved by scipy's BVLS, chosen to reach every branch: inside
    the bounds, bounds binding after the start alone, a clipped variable freed again by the main loop,
    and every variable on a bound."""
    wanted = {"unbounded_inside": None, "start_only": None, "main_loop_frees": None, "all_on_bounds": None}
    cases = []
    for seed in range(1, 400):
        rng = np.random.default_rng(seed)
        m, n = 24, 5
        A = rng.normal(0, 1, (m, n)) + rng.normal(0, 0.8, (m, 1))  # correlated columns
        x_true = rng.normal(0, 1.3, n)
        if seed % 7 == 0:
            x_true = np.sign(x_true) * 3.0
        b = A @ x_true + rng.normal(0, 0.5, m)
        res = lsq_linear(A, b, bounds=(-1.0, 1.0), method="bvls")
        assert res.status > 0, res.message
        check_kkt(A, b, res.x, -1.0, 1.0)
        final = res.active_mask.astype(int)
        if res.status == 3:
            kind = "unbounded_inside"
        elif np.all(final != 0):
            kind = "all_on_bounds"
        elif np.array_equal(clipped_start(A, b, -1.0, 1.0), final):
            kind = "start_only"
        else:
            kind = "main_loop_frees"
        if wanted[kind] is not None:
            continue
        wanted[kind] = seed
        cases.append({"kind": kind, "seed": seed, "columns": A.T.round(6).tolist(), "b": b.round(6).tolist()})
        if all(v is not None for v in wanted.values()):
            break
    assert all(v is not None for v in wanted.values()), wanted
    for case in cases:  # solve again on the rounded numbers that the fixture holds
        A = np.array(case["columns"]).T
        b = np.array(case["b"])
        res = lsq_linear(A, b, bounds=(-1.0, 1.0), method="bvls")
        assert res.status > 0, res.message
        check_kkt(A, b, res.x, -1.0, 1.0)
        case["expected"] = {"x": res.x.tolist(), "active_mask": res.active_mask.astype(int).tolist(),
                            "scipy_status": int(res.status)}
    return {"name": "bvls", "description": "scipy.optimize.lsq_linear(A, b, bounds=(-1, 1), method='bvls') "
            "on small problems; columns are the columns of A.", "cases": cases}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    datasets = [planted_dataset(), edges_dataset(), zero_returns_dataset(), bounds_dataset()]
    for dataset in datasets:
        dataset["expected"] = compute(dataset["input"])
    for dataset in [*datasets, bvls_cases()]:
        path = OUT / f"{dataset['name']}.json"
        path.write_text(json.dumps(dataset, separators=(",", ":"), allow_nan=False) + "\n")
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    biome = ROOT / "node_modules" / ".bin" / "biome"
    if biome.exists():
        subprocess.run([str(biome), "format", "--write", str(OUT)], cwd=ROOT, check=True)
    else:
        print("node_modules/.bin/biome not found: run `npx biome format --write test/fixtures/factors`", file=sys.stderr)


if __name__ == "__main__":
    main()
