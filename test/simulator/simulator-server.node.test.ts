/**
 * The simulator's HTTP server records the requests it answers while asked to (`recordCalls`): the
 * bench's collection floor replays one cycle's requests from this list, so it must hold every request,
 * in order, with its method, full URL and body, and nothing from before or after the recording.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";

let server: SimulatorServer;

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, host: "127.0.0.1", extraMarketsPerVenue: 0 });
});
afterAll(async () => {
  await server.close();
});

describe("simulator server recordCalls", () => {
  it("lists exactly the requests answered between start and stop, in order, with bodies", async () => {
    const markets = `${server.bases.kalshi}/markets?limit=5`;
    const books = `${server.bases.polymarketClob}/books`;
    await (await fetch(markets)).text(); // before the recording

    const stop = server.recordCalls();
    const first = await fetch(markets);
    expect(first.status).toBe(200);
    await first.text();
    const body = JSON.stringify([{ token_id: "1" }]);
    await (
      await fetch(books, { method: "POST", body, headers: { "content-type": "application/json" } })
    ).text();
    const calls = stop();

    await (await fetch(markets)).text(); // after it
    expect(calls).toEqual([
      { method: "GET", url: markets },
      { method: "POST", url: books, body },
    ]);
  });

  it("keeps recordings apart: a new recording starts empty and stops the old one", async () => {
    const url = `${server.bases.kalshi}/markets?limit=1`;
    const stopOld = server.recordCalls();
    const stopNew = server.recordCalls();
    await (await fetch(url)).text();
    expect(stopNew()).toEqual([{ method: "GET", url }]);
    expect(stopOld()).toEqual([]);
  });
});
