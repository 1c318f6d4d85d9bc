/**
 * The candle chart (TradingView Lightweight Charts, bundled): the history route's buckets for the
 * selected range and resolution, or any other series of candles (the pairs view's basis). The
 * container's `data-points` carries the bar count and `data-resolution` the width served, so the browser
 * test can tell a drawn chart from an empty one.
 */
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from "lightweight-charts";
import type { Candle, History } from "./types.ts";

export interface HistoryChart {
  show(history: History): void;
  /** Any candles, of `resolution`, with prices shown to `decimals` places. */
  showCandles(candles: Candle[], resolution: string, decimals: number): void;
  clear(): void;
}

export function createHistoryChart(container: HTMLElement): HistoryChart {
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: "#0b0f14" },
      textColor: "#9fb0c3",
      fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
      fontSize: 11,
      // The logo injects a <style> element, which the page's CSP (style-src 'self') refuses; the page's
      // footer carries the attribution and link the library's licence asks for instead.
      attributionLogo: false,
    },
    grid: { vertLines: { color: "#16202b" }, horzLines: { color: "#16202b" } },
    rightPriceScale: { borderColor: "#223041" },
    timeScale: { borderColor: "#223041", timeVisible: true, secondsVisible: false },
    crosshair: { mode: 0 },
  });
  const series: ISeriesApi<"Candlestick"> = chart.addSeries(CandlestickSeries, {
    upColor: "#2fbf71",
    downColor: "#ef5350",
    borderVisible: false,
    wickUpColor: "#2fbf71",
    wickDownColor: "#ef5350",
    priceLineColor: "#5aa9ff",
  });

  const paint = (candles: Candle[], resolution: string) => {
    series.setData(
      candles.map((b) => ({
        time: (Date.parse(b.start_at) / 1000) as UTCTimestamp,
        open: b.open,
        high: b.high,
        low: b.low,
        close: b.close,
      })),
    );
    chart.timeScale().fitContent();
    container.dataset.points = String(candles.length);
    container.dataset.resolution = resolution;
  };

  return {
    show(history) {
      paint(history.buckets, history.resolution);
    },
    showCandles(candles, resolution, decimals) {
      series.applyOptions({ priceFormat: { type: "price", precision: decimals, minMove: 10 ** -decimals } });
      paint(candles, resolution);
    },
    clear() {
      series.setData([]);
      container.dataset.points = "0";
    },
  };
}
