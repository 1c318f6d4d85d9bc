"""Reference candles, recomputed independently of src/domain/candles.ts (Python standard library only).

Builds a fixed set of taped minute rows and trade prints from a seeded generator, computes the candles
of several windows and resolutions from the rules written in the README, and writes inputs and expected
outputs together to test/fixtures/candles/reference.json, which
test/domain/candles.unit.test.ts compares with the TypeScript function exactly.
"""

import json
import random
import re
import subprocess
from decimal import Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "test" / "fixtures" / "candles" / "reference.json"

MINUTE = 60_000
RESOLUTIONS = {"1m": 1, "5m": 5, "15m": 15, "1h": 60, "4h": 240, "1d": 1440}
PLAIN = re.compile(r"^([+-])?(\d{1,18})(?:\.(\d{1,18}))?$")


def readable(text):
    """A plain decimal with at most 6 significant fraction digits, as the lake's decimals are read."""
    match = PLAIN.match(text.strip())
    if not match:
        return None
    fraction = (match.group(3) or "").rstrip("0")
    if len(fraction) > 6:
        return None
    return Decimal(text.strip())


def trimmed(value):
    text = format(value.quantize(Decimal("0.000001")), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def ohlc(texts):
    values = [(t, readable(t)) for t in texts]
    values = [(t, v) for t, v in values if v is not None]
    if not values:
        return None, 0
    high = values[0]
    low = values[0]
    for pair in values[1:]:
        if pair[1] > high[1]:
            high = pair
        if pair[1] < low[1]:
            low = pair
    return {"open": values[0][0], "high": high[0], "low": low[0], "close": values[-1][0]}, len(values)


def candles(quotes, trades, resolution, from_ms, to_ms):
    size = RESOLUTIONS[resolution] * MINUTE
    starts = set()
    for q in quotes:
        if from_ms <= q["minuteMs"] < to_ms:
            starts.add(q["minuteMs"] // size * size)
    for t in trades or []:
        if from_ms <= t["timeMs"] < to_ms:
            starts.add(t["timeMs"] // size * size)
    out = []
    for start in sorted(starts):
        minutes = sorted(
            (q for q in quotes if start <= q["minuteMs"] < start + size and from_ms <= q["minuteMs"] < to_ms),
            key=lambda q: q["minuteMs"],
        )
        mid, n = ohlc([q["mid"] for q in minutes if q["mid"] is not None])
        candle = {
            "startMs": start,
            "endMs": start + size,
            "mid": dict(mid, minutes=n) if mid else None,
            "quote_minutes": len(minutes),
            "volume_usd": next((q["volume_usd"] for q in reversed(minutes) if q["volume_usd"] is not None), None),
            "open_interest_usd": next(
                (q["open_interest_usd"] for q in reversed(minutes) if q["open_interest_usd"] is not None), None
            ),
            "trades": None,
        }
        if trades is not None:
            inside = [
                (i, t)
                for i, t in enumerate(trades)
                if start <= t["timeMs"] < start + size and from_ms <= t["timeMs"] < to_ms
            ]
            usable = [(i, t) for i, t in inside if readable(t["price"]) is not None and readable(t["size"]) is not None]
            usable.sort(key=lambda pair: (pair[1]["timeMs"], pair[0]))
            price, _ = ohlc([t["price"] for _, t in usable])
            candle["trades"] = {
                "price": price,
                "volume": trimmed(sum((readable(t["size"]) for _, t in usable), Decimal(0))),
                "count": len(usable),
            }
        out.append(candle)
    return out


def price(rng):
    return f"{rng.randint(1, 99) / 100:.{rng.choice([2, 4])}f}"


def build():
    rng = random.Random(37)
    start = 1_774_000_800_000  # 2026-03-20T10:00:00Z
    quotes = []
    volume = Decimal("1000.00")
    for minute in range(0, 600):
        if rng.random() < 0.12:
            continue  # a minute without a row for the market
        volume += Decimal(rng.randint(0, 500)) / 4
        two_sided = rng.random() < 0.8
        quotes.append(
            {
                "minuteMs": start + minute * MINUTE,
                "mid": price(rng) if two_sided else None,
                "volume_usd": f"{volume:.2f}" if rng.random() < 0.9 else None,
                "open_interest_usd": f"{rng.randint(100, 9000)}.00" if rng.random() < 0.7 else None,
            }
        )
    # Equal mids written at different scales: the first of the extreme values is kept as written.
    quotes[3]["mid"] = "0.5"
    quotes[4]["mid"] = "0.5000"
    quotes[10]["mid"] = "not-a-decimal"
    rng.shuffle(quotes)
    trades = []
    for _ in range(900):
        trades.append(
            {
                "price": price(rng),
                "size": f"{rng.randint(1, 40000) / 100}",
                "timeMs": start + rng.randint(-30, 620) * MINUTE + rng.randint(0, 59_999),
            }
        )
    trades.append({"price": "0.42", "size": "0.1234567", "timeMs": start + 5 * MINUTE})  # unreadable size
    trades.append({"price": "0.42", "size": "3", "timeMs": trades[0]["timeMs"]})  # a tie in time
    cases = []
    for resolution, from_offset, to_offset, with_trades in [
        ("1m", 0, 120, True),
        ("5m", 0, 600, True),
        ("15m", 15, 585, True),
        ("1h", 0, 600, True),
        ("4h", -240, 720, True),
        ("1d", -1440 * 2, 1440 * 2, True),
        ("1h", 0, 600, False),
    ]:
        size = RESOLUTIONS[resolution]
        from_ms = (start + from_offset * MINUTE) // (size * MINUTE) * size * MINUTE
        to_ms = -(-(start + to_offset * MINUTE) // (size * MINUTE)) * size * MINUTE
        cases.append(
            {
                "resolution": resolution,
                "fromMs": from_ms,
                "toMs": to_ms,
                "withTrades": with_trades,
                "expected": candles(quotes, trades if with_trades else None, resolution, from_ms, to_ms),
            }
        )
    return {"quotes": quotes, "trades": trades, "cases": cases}


def main():
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(build()) + "\n")
    subprocess.run(["npx", "biome", "format", "--write", str(OUT)], cwd=ROOT, check=True)


if __name__ == "__main__":
    main()
