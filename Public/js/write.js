// @ts-check
// The page's one write: POST a value to a binding (with the ambient transaction, if any), hand
// the committed record to the store like any other news, or tell the store why it was refused.
// The playground's rows, its lessons and the lab's rows all write through it.

import { api } from "./api.js";
import { ambientTransaction } from "./preferences.js";

/** @typedef {import("./types.js").Transaction} Transaction */
/** @typedef {import("./types.js").WriteRecord} WriteRecord */
/** @typedef {import("./types.js").TrappedWrite} TrappedWrite */
/** @typedef {{accepted: boolean, readBack?: any, record?: WriteRecord, reason?: string, status?: number, trapped?: TrappedWrite}} WriteResult `status`: the refusal's HTTP status */
/** @typedef {(bindingId: string, value: any, options?: {transaction?: Transaction | null}) => Promise<WriteResult>} Write */

/**
 * @param {import("./store.js").Store} store
 * @param {import("./sync.js").Sync} sync
 * @returns {Write}
 */
export function createWrite(store, sync) {
  return async function write(bindingId, value, { transaction } = {}) {
    /** @type {{value: any, transaction?: Transaction}} */
    const body = { value };
    const ambient = transaction === undefined ? ambientTransaction() : transaction;
    if (ambient) body.transaction = ambient;
    let answer;
    try {
      answer = await api.write(bindingId, body);
    } catch {
      store.rejection({ bindingId, reason: "the server cannot be reached", status: 0, body });
      return { accepted: false };
    }
    if (answer.ok) {
      const record = answer.body;
      if (record.entry === "trapped") {
        // Not a log entry: the server ran it in a child process, which the runtime stopped.
        store.trap(record);
        return { accepted: false, reason: `the app would have crashed (${record.trap.signal})`, trapped: record };
      }
      sync.entry(record);
      return { accepted: true, readBack: record.value.readBack, record };
    }
    const rejection = /** @type {{reason?: string, root?: any} | undefined} */ (answer.body?.rejection);
    const reason = rejection?.reason ?? answer.body?.error?.message ?? "no reason given";
    store.rejection({ bindingId, reason: `${reason} (HTTP ${answer.status})`, status: answer.status, body });
    return { accepted: false, reason, status: answer.status };
  };
}
