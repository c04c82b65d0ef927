// @ts-check
// The shapes of the API's answers and events that the views read (the contract in
// /api/openapi.json), as JSDoc types for the type checker. Nothing here runs.

/**
 * @typedef {import("./animation.js").Animation} Animation
 * @typedef {import("./transaction-outcome.js").WriteTransaction} WriteTransaction
 * @typedef {{name: string, value?: unknown}} Hook
 * @typedef {{type: string, min?: number, max?: number, step?: number}} ControlInfo
 * @typedef {{id: string, kind: string, valueType: string, expression: string, control: ControlInfo}} BindingInfo
 * @typedef {{written: unknown, stored?: unknown, readBack: unknown, verdict: "exact"|"lossy"}} RoundTrip
 * @typedef {{sequence: number, binding: string, scene: string, kind?: string, noOp?: boolean,
 *   value: {written: unknown, readBack: unknown}, root: {before: unknown, after: unknown},
 *   roundTrip: RoundTrip, transaction: WriteTransaction, hooks: Hook[]}} WriteRecord
 * @typedef {{sequence: number, entry: "reset"|"restore", scenes: string[], restoredTo?: number,
 *   roots: {before: Record<string, unknown>, after: Record<string, unknown>}}} RootChange
 * @typedef {WriteRecord|RootChange} LogEntry
 * @typedef {{recordedAt: string, start: {sequence: number, roots: Record<string, unknown>},
 *   end: {sequence: number, roots: Record<string, unknown>}, entries: LogEntry[]}} Recording
 * @typedef {{identity: string, previousIdentity?: string|null, stable: boolean}} IdentityReport
 */

export {};
