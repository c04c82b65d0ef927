// @ts-check
// The lab's endpoints (GET /api/lab/catalogue, /api/lab/bindings, /api/lab/compare,
// /api/lab/bindings/{id}/redraws; POST and DELETE /api/lab/bindings), through the page's one request function.

import { request } from "../api.js";

/** @typedef {import("../types.js").LabBinding} LabBinding */
/** @typedef {import("../types.js").LabDefinition} LabDefinition */
/**
 * @template T
 * @typedef {import("../types.js").Answer<T>} Answer
 */

export const labAPI = {
  catalogue: () => request("GET", "/api/lab/catalogue"),
  /** @returns {Promise<Answer<{bindings: {id: string}[]}>>} */
  list: () => request("GET", "/api/lab/bindings"),
  /** @returns {Promise<Answer<LabBinding>>} */
  get: (/** @type {string} */ id) => request("GET", `/api/lab/bindings/${encodeURIComponent(id)}`),
  /** @returns {Promise<Answer<LabBinding>>} */
  create: (/** @type {LabDefinition} */ definition) => request("POST", "/api/lab/bindings", definition),
  /** Every counterexample of a lab binding's laws (the binding itself carries the first few). */
  /** @returns {Promise<Answer<{chain: import("./law-report.js").LawCheck, steps: import("./law-report.js").LawCheck[]}>>} */
  laws: (/** @type {string} */ id) => request("GET", `/api/lab/bindings/${encodeURIComponent(id)}/laws`),
  /** How often a child holding the chain, and one holding each twin, runs its body over `ticks` ticks. */
  /** @returns {Promise<Answer<import("../types.js").LabRedraws>>} */
  redraws: (/** @type {string} */ id, /** @type {number} */ ticks) => request("GET", `/api/lab/bindings/${encodeURIComponent(id)}/redraws?ticks=${ticks}`),
  /** @returns {Promise<Answer<{id: string, deleted: boolean}>>} */
  remove: (/** @type {string} */ id) => request("DELETE", `/api/lab/bindings/${encodeURIComponent(id)}`),
  compare: (/** @type {string} */ left, /** @type {string} */ right) => request("GET", `/api/lab/compare?left=${encodeURIComponent(left)}&right=${encodeURIComponent(right)}`),
};
