import { describe, expect, it } from "vitest";
import {
  OWNERS,
  ownerOf,
  ownerReport,
  ownerShares,
  parsePerfScript,
  topFrames,
} from "../../../bench/profile/owners.ts";

/** `perf script -F tid,ip,sym` text: a right-aligned tid per sample, then tab-indented frames. */
function perfText(...stacks: string[][]): string {
  return stacks
    .map((frames) =>
      [`   1044 `, ...frames.map((frame, i) => `\t    ${(0x1000 + i).toString(16)} ${frame}`)].join("\n"),
    )
    .join("\n\n");
}

const RUNTIME = ["kj::_::waitImpl", "workerd_server::entry::serve"];
const pix = (name: string) => `JS:*${name} worker.js:100:3`;

describe("perf owners", () => {
  it("parses samples with their frames, innermost first", () => {
    const samples = parsePerfScript(perfText([pix("lakeRow"), ...RUNTIME], ["md5_block_asm_data_order"]));
    expect(samples).toEqual([
      { frames: ["JS:*lakeRow worker.js:100:3", ...RUNTIME] },
      { frames: ["md5_block_asm_data_order"] },
    ]);
  });

  it("gives each sample to the first owner whose rule matches", () => {
    const cases: [string[], (typeof OWNERS)[number]][] = [
      [["sqlite3VdbeExec", "JS:^#query database.worker.js:206:12", ...RUNTIME], OWNERS[0]],
      [["md5_block_asm_data_order", "JS:~put bucket.worker.js:9:1"], OWNERS[1]],
      // GC triggered by pix's allocation is still the collector's time.
      [["v8::internal::Scavenger::ScavengePage", pix("lakeRow")], OWNERS[2]],
      [
        ["v8::internal::JsonParser<unsigned char>::ParseJsonObject", "JS:+'decode worker.js:36203:17"],
        OWNERS[3],
      ],
      [["Builtins_StringAdd_NoMapCheck", pix("formatTrimmed"), ...RUNTIME], OWNERS[4]],
      // JSON.parse outside pix (another script) is not pix's.
      [["v8::internal::JsonParser<unsigned char>::ParseJson", "JS:~ index.js:1:1"], OWNERS[9]],
      [["workerd::api::WritableStreamJsController::pipeLoop", ...RUNTIME], OWNERS[5]],
      [["workerd::api::(anonymous namespace)::handleHttpFetchResponse", ...RUNTIME], OWNERS[6]],
      [["v8::platform::DefaultJobWorker::Run", "start_thread"], OWNERS[7]],
      [["_copy_to_iter", "do_syscall_64", "entry_SYSCALL_64_after_hwframe"], OWNERS[8]],
      [["kj::_::ChainPromiseNode::fire", ...RUNTIME], OWNERS[9]],
    ];
    for (const [frames, owner] of cases) expect(ownerOf({ frames }), frames[0]).toBe(owner);
  });

  it("names pix's bundle as asked", () => {
    const sample = { frames: ["JS:*lakeRow index.js:1:1"] };
    expect(ownerOf(sample)).toBe(OWNERS[9]);
    expect(ownerOf(sample, "index.js")).toBe(OWNERS[4]);
  });

  it("adds up to every sample, one share per owner", () => {
    const samples = parsePerfScript(
      perfText([pix("a")], [pix("b")], ["md5_block_asm_data_order"], ["kj::_::ChainPromiseNode::fire"]),
    );
    const shares = ownerShares(samples);
    expect(shares.map((s) => s.owner)).toEqual([...OWNERS]);
    expect(shares.reduce((sum, s) => sum + s.samples, 0)).toBe(4);
    expect(shares.find((s) => s.owner === OWNERS[4])).toMatchObject({ samples: 2, share: 0.5 });
    expect(ownerShares([]).every((s) => s.share === 0)).toBe(true);
  });

  it("lists where one owner's samples were, each with the pix function that asked for the work", () => {
    const intern = "v8::internal::StringTable::TryLookupKey<v8::internal::SeqSubStringKey<X>, Y>";
    const samples = parsePerfScript(
      perfText(
        [intern, pix("keep"), pix("collect"), ...RUNTIME],
        [intern, pix("keep"), ...RUNTIME],
        [intern, pix("lakeRow"), ...RUNTIME],
        [pix("readSide"), pix("clobTopOfBook"), ...RUNTIME],
        ["md5_block_asm_data_order"],
      ),
    );
    expect(topFrames(samples, OWNERS[4])).toEqual([
      // Template arguments dropped; the caller is the innermost pix frame, not the outermost.
      { frame: "v8::internal::StringTable::TryLookupKey", pixCaller: pix("keep"), samples: 2 },
      { frame: "v8::internal::StringTable::TryLookupKey", pixCaller: pix("lakeRow"), samples: 1 },
      // A pix frame's caller is the next pix frame out.
      { frame: pix("readSide"), pixCaller: pix("clobTopOfBook"), samples: 1 },
    ]);
    expect(topFrames(samples, OWNERS[4], "worker.js", 1)).toHaveLength(1);
    expect(topFrames(samples, OWNERS[1])).toEqual([
      { frame: "md5_block_asm_data_order", pixCaller: null, samples: 1 },
    ]);
  });
});

describe("owner report", () => {
  const samples = parsePerfScript(
    perfText(
      ["v8::internal::FastJsonStringifier<X>", "JS:*encode worker.js:40:10", ...RUNTIME],
      ["v8::internal::FastJsonStringifier<X>", "JS:*encode worker.js:40:10", ...RUNTIME],
      ["md5_block_asm_data_order"],
      ["kj::_::ChainPromiseNode::fire", ...RUNTIME],
    ),
  );

  it("numbers the owners as --owner takes them and gives ms per unit from perf's rate", () => {
    // 4 samples at 1,000 Hz over 2 cycles: 2 ms of CPU, each sample 0.5 ms of a cycle.
    const lines = ownerReport(samples, { hz: 1000, per: 2 });
    expect(lines[0]).toBe("4 samples (0.00 s of CPU at 1000 Hz over 2 units; the ms column is per unit)");
    expect(lines).toContain(` 2.  25.0 %      0.5 ms  ${OWNERS[1]}`);
    expect(lines).toContain(` 5.  50.0 %      1.0 ms  ${OWNERS[4]}`);
    expect(lines).toHaveLength(1 + OWNERS.length);
  });

  it("lists one owner's frames with the source module of each pix frame", () => {
    // Bundle line 40 (perf counts from 1) is index line 39.
    const moduleOf = (line: number) => (line === 39 ? "src/lake/tape.ts" : "elsewhere");
    const lines = ownerReport(samples, { owner: OWNERS[4], moduleOf });
    expect(lines.slice(-1)).toEqual([
      "      2  v8::internal::FastJsonStringifier  <  *encode worker.js:40:10 (src/lake/tape.ts)",
    ]);
    expect(ownerReport(samples, { owner: OWNERS[1] }).slice(-1)).toEqual([
      "      1  md5_block_asm_data_order",
    ]);
  });
});
