/**
 * The keys panel over the terminal session API (`/api/terminal/**`): sign in with a code, list the
 * account's keys, mint one (its plaintext shown once, with a copy button), rename, rotate, revoke, sign
 * out here or everywhere. A venue account's keys are issued by the operator: it is offered no mint form
 * and no rotate button (the API refuses both with 403 operator-issued-keys), only rename and revoke. The session is an HttpOnly cookie the page never sees; every state-changing
 * request carries the session's CSRF token in `X-CSRF-Token`. Problems show their `detail`.
 */
import { ApiError, messageOf, type RequestOptions, requestJson } from "./api.ts";
import { byId, el, replaceChildren } from "./dom.ts";
import { shortStamp, utcStamp } from "./format.ts";
import type { Envelope } from "./types.ts";

interface Ceiling {
  scopes: string[];
  rate_limit_per_minute: number;
  entitlements: string[] | null;
  max_keys: number;
}

interface Session {
  signed_in: true;
  account: { id: string; name: string; kind: string; ceiling: Ceiling };
  csrf_token: string;
  expires_at: string;
}

export interface KeyRecord {
  id: string;
  name: string;
  key_hint: string;
  scopes: string[];
  rate_limit_per_minute: number;
  entitlements: string[] | null;
  status: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
}

/** `GET /api/terminal/session` without a live session. */
interface SignedOut {
  signed_in: false;
}

type NewKey = KeyRecord & { key: string };

const REVOKE_CONFIRM_MS = 5_000;

/** Whether the account mints and rotates its own keys (a venue's come from the operator). */
const selfService = (s: Session) => s.account.kind !== "venue";

export function createKeysPanel() {
  const message = byId("keys-message");
  const signIn = byId<HTMLFormElement>("sign-in");
  const code = byId<HTMLInputElement>("sign-in-code");
  const account = byId("account");
  const summary = byId("account-summary");
  const rows = byId("key-rows");
  const mint = byId<HTMLFormElement>("mint");
  const scopes = byId("mint-scopes");
  const limit = byId<HTMLInputElement>("mint-limit");
  const expires = byId<HTMLInputElement>("mint-expires");
  const entitlements = byId<HTMLInputElement>("mint-entitlements");
  const minted = byId("minted");
  const mintedKey = byId<HTMLInputElement>("minted-key");

  let session: Session | null = null;

  const say = (text: string, tone: "info" | "error" = "info") => {
    message.textContent = text;
    message.dataset.tone = tone;
  };

  const signedOut = (text = "") => {
    session = null;
    account.hidden = true;
    signIn.hidden = false;
    minted.hidden = true;
    mintedKey.value = "";
    say(text);
  };

  /** A state-changing call: the CSRF header; a 401 means the session ended (expired or signed out elsewhere). */
  const call = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const headers: Record<string, string> =
      session && options.method && options.method !== "GET" ? { "X-CSRF-Token": session.csrf_token } : {};
    try {
      return await requestJson<T>(path, { ...options, headers });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && session) {
        signedOut(`Your session ended: ${error.message} Sign in again.`);
      }
      throw error;
    }
  };

  const showMinted = (key: string, what: string) => {
    mintedKey.value = key;
    minted.hidden = false;
    mintedKey.focus();
    mintedKey.select();
    say(`${what} Copy the key now: it will not be shown again.`);
  };

  const renderAccount = (s: Session) => {
    const c = s.account.ceiling;
    const issued = selfService(s)
      ? ""
      : " · your keys are issued by the operator: ask them for a new key; you can rename and revoke yours here";
    summary.textContent = `Signed in as ${s.account.name} (${s.account.kind}) · up to ${c.max_keys} keys · ${c.scopes.join(", ")} · ${c.rate_limit_per_minute}/min · ${c.entitlements ? `entitled to ${c.entitlements.join(", ")}` : "every public market"} · session until ${utcStamp(s.expires_at)}${issued}`;
    mint.hidden = !selfService(s);
    replaceChildren(
      scopes,
      c.scopes.map((scope) =>
        el(
          "label",
          {},
          el("input", { type: "checkbox", name: "scopes", value: scope, checked: "" }),
          ` ${scope}`,
        ),
      ),
    );
    limit.max = String(c.rate_limit_per_minute);
    limit.placeholder = String(c.rate_limit_per_minute);
    signIn.hidden = true;
    account.hidden = false;
  };

  const keyRow = (k: KeyRecord) => {
    // The name (swapped for the rename form) above the key's hint.
    const nameCell = el("div", { class: "name" }, k.name);
    const actions = el("td", { class: "actions" });
    const active = k.status === "active";

    const rename = el("button", { type: "button", "aria-label": `Rename ${k.name}` }, "Rename");
    rename.addEventListener("click", () => {
      const input = el("input", { value: k.name, maxlength: "100", "aria-label": `New name for ${k.name}` });
      const form = el("form", { class: "inline" }, input, el("button", { type: "submit" }, "Save"));
      const cancel = el("button", { type: "button" }, "Cancel");
      cancel.addEventListener("click", () => void refreshKeys());
      form.append(cancel);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        void (async () => {
          try {
            await call(`/api/terminal/keys/${k.id}`, { method: "PATCH", body: { name: input.value } });
            say(`Renamed to “${input.value.trim()}”.`);
            await refreshKeys();
          } catch (error) {
            say(messageOf(error), "error");
          }
        })();
      });
      replaceChildren(nameCell, [form]);
      input.focus();
    });

    const rotate = el("button", { type: "button", "aria-label": `Rotate ${k.name}` }, "Rotate");
    rotate.disabled = !active;
    rotate.addEventListener("click", () => {
      void (async () => {
        try {
          const { data } = await call<Envelope<NewKey>>(`/api/terminal/keys/${k.id}/rotate`, {
            method: "POST",
          });
          showMinted(data.key, `Rotated “${k.name}”: the old key no longer works.`);
          await refreshKeys();
        } catch (error) {
          say(messageOf(error), "error");
        }
      })();
    });

    const revoke = el(
      "button",
      { type: "button", class: "danger", "aria-label": `Revoke ${k.name}` },
      "Revoke",
    );
    revoke.disabled = !active;
    let armed: number | undefined;
    revoke.addEventListener("click", () => {
      if (armed === undefined) {
        revoke.textContent = "Confirm revoke";
        revoke.setAttribute("aria-label", `Confirm revoking ${k.name}`);
        armed = window.setTimeout(() => {
          armed = undefined;
          revoke.textContent = "Revoke";
          revoke.setAttribute("aria-label", `Revoke ${k.name}`);
        }, REVOKE_CONFIRM_MS);
        return;
      }
      window.clearTimeout(armed);
      void (async () => {
        try {
          await call(`/api/terminal/keys/${k.id}/revoke`, { method: "POST" });
          say(`Revoked “${k.name}”.`);
          await refreshKeys();
        } catch (error) {
          say(messageOf(error), "error");
        }
      })();
    });

    if (session && selfService(session)) actions.append(rename, rotate, revoke);
    else actions.append(rename, revoke);
    return el(
      "tr",
      { "data-key-id": k.id, "data-status": k.status },
      el("th", { scope: "row" }, nameCell, el("code", { class: "hint" }, `${k.key_hint}…`)),
      // `data-label` names a cell where a narrow screen stacks each key as a card (no header row).
      el("td", { class: "scopes", "data-label": "Scopes" }, k.scopes.join(", ")),
      el("td", { class: "num", "data-label": "Limit/min" }, String(k.rate_limit_per_minute)),
      el("td", { "data-label": "Status" }, el("span", { class: `badge ${k.status}` }, k.status)),
      el(
        "td",
        { class: "created", "data-label": "Created (UTC)" },
        el("time", { datetime: k.created_at }, shortStamp(k.created_at)),
      ),
      actions,
    );
  };

  const refreshKeys = async () => {
    const { data } = await call<Envelope<{ items?: KeyRecord[]; keys?: KeyRecord[] }>>("/api/terminal/keys");
    const keys = data.items ?? data.keys ?? [];
    replaceChildren(
      rows,
      keys.length === 0
        ? [el("tr", {}, el("td", { colspan: "6", class: "muted" }, "No keys yet."))]
        : keys.map(keyRow),
    );
  };

  const enter = async (s: Session) => {
    session = s;
    renderAccount(s);
    await refreshKeys();
  };

  signIn.addEventListener("submit", (event) => {
    event.preventDefault();
    void (async () => {
      try {
        const { data } = await requestJson<Envelope<Session>>("/api/terminal/sign-in", {
          method: "POST",
          body: { code: code.value.trim() },
        });
        code.value = "";
        await enter(data);
        say(`Welcome, ${data.account.name}.`);
      } catch (error) {
        say(messageOf(error), "error");
      }
    })();
  });

  mint.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(mint);
    const body: Record<string, unknown> = { name: String(data.get("name") ?? "").trim() };
    body.scopes = data.getAll("scopes").map(String);
    if (limit.value) body.rate_limit_per_minute = Number(limit.value);
    if (expires.value)
      body.expires_at = `${expires.value.length === 16 ? `${expires.value}:00` : expires.value}Z`;
    const slugs = entitlements.value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (slugs.length > 0) body.entitlements = slugs;
    void (async () => {
      try {
        const created = await call<Envelope<NewKey>>("/api/terminal/keys", { method: "POST", body });
        mint.reset();
        renderAccount(session as Session);
        showMinted(created.data.key, `Minted “${created.data.name}”.`);
        await refreshKeys();
      } catch (error) {
        say(messageOf(error), "error");
      }
    })();
  });

  byId("copy-key").addEventListener("click", () => {
    void navigator.clipboard.writeText(mintedKey.value).then(
      () => say("Copied to the clipboard."),
      () => {
        mintedKey.select();
        say("Copying was refused by the browser: the key is selected, copy it with your keyboard.", "error");
      },
    );
  });
  byId("dismiss-key").addEventListener("click", () => {
    minted.hidden = true;
    mintedKey.value = "";
    say("");
  });

  const end = (path: string, text: string) => {
    void (async () => {
      try {
        await call(path, { method: "POST" });
        signedOut(text);
      } catch (error) {
        say(messageOf(error), "error");
      }
    })();
  };
  byId("sign-out").addEventListener("click", () => end("/api/terminal/sign-out", "Signed out."));
  byId("sign-out-everywhere").addEventListener("click", () =>
    end("/api/terminal/sign-out-everywhere", "Signed out on every device."),
  );

  return {
    /**
     * Resumes a session the cookie still holds, else offers the sign-in form. The session route answers
     * 200 either way (`signed_in`), so a signed-out visitor's page logs no failed request.
     */
    async start() {
      try {
        const { data } = await requestJson<Envelope<Session | SignedOut>>("/api/terminal/session");
        if (data.signed_in) await enter(data);
        else signedOut("Sign in with the code pix gave you to manage your keys.");
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          signIn.hidden = true;
          say("Key management is not available on this deployment.");
          return;
        }
        signedOut(messageOf(error));
      }
    },
  };
}
