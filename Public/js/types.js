// @ts-check
// The shapes of the server's answers and events (the OpenAPI document at /api/openapi.json is
// their definition), as JSDoc types the page's modules import with `import("./types.js")`.
// A JSON value stays `any`: the page prints it by the Swift type the server names beside it.

/**
 * @typedef {{type: string, min?: number, max?: number, step?: number, options?: string[]}} Control
 * @typedef {{
 *   id: string, scene: string, expression: string, kind: string, valueType: string, value: any,
 *   identity: string, control: Control, part?: string, writable?: boolean, stableIdentity?: boolean,
 *   wouldTrap?: boolean,
 * }} BindingInfo
 * @typedef {{binding?: string, value?: any, root?: any}} SequenceStep a write through `binding`, or (`root`) the scene's root set
 * @typedef {{label: string, writes: SequenceStep[]}} SceneSequence
 * @typedef {{kind: string, position?: number}} SceneWidget `bar`, `swatch`, `identityPanel` or `deleteRow` (at `position`)
 * @typedef {{kind: string, count?: number, case?: string}} GonePart `nil`, `shorterThan` (`count`) or `otherCase` (not `case`)
 * @typedef {{
 *   id: string, title: string, summary: string, root: {type: string, value: any}, bindings: BindingInfo[], pitfall?: string,
 *   hooks?: string[], sequences?: SceneSequence[], widgets?: SceneWidget[], partGoneWhen?: GonePart,
 * }} Scene
 * @typedef {{sequence: number, scenes: Scene[]}} ScenesAnswer
 * @typedef {{sequence: number, id: string, bindings: {id: string, value: any}[]}} SceneValues
 * @typedef {{animation: ({curve: string, duration?: number, response?: number} | null), disablesAnimations?: boolean}} Transaction
 * @typedef {{
 *   binding: Transaction | null, ambient: Transaction | null, arrived: Transaction | null, committed: Transaction | null,
 *   animationRequested: boolean, animationPreserved: boolean,
 * }} TransactionPath
 * @typedef {{name: string, value: any}} Hook
 * @typedef {{written: any, stored?: any, readBack: any, verdict: "exact" | "lossy"}} RoundTrip
 * @typedef {{
 *   sequence: number, binding: string, scene: string, kind: string, expression: string, identity: string,
 *   value: {written: any, readBack: any}, root: {before: any, after: any}, noOp: boolean,
 *   transaction: TransactionPath, hooks: Hook[], roundTrip: RoundTrip, entry?: undefined,
 * }} WriteRecord
 * @typedef {{
 *   sequence: number, entry: "reset" | "restore", scenes: string[],
 *   roots: {before: Object<string, any>, after: Object<string, any>}, restoredTo?: number | null,
 * }} RootChange a ResetRecord or a RestoreRecord
 * @typedef {WriteRecord | RootChange} LogEntry
 * @typedef {{signal: string, signalNumber: number, message: string, errorOutput: string, milliseconds: number}} Trap
 * @typedef {{
 *   entry: "trapped", binding: string, scene: string, kind: string, expression: string, value: {written: any},
 *   root: {before: any, after: any}, noOp: true, trap: Trap, after?: number,
 * }} TrappedWrite a write that would stop the program, run in a child process of the server (not
 *   logged); `after`: the log entry it followed, as GET /api/transactions/unlogged and a recording give it
 * @typedef {{sequence: number, entries: LogEntry[]}} TransactionsAnswer
 * @typedef {{sequence: number, roots: Object<string, any>}} StateAnswer
 * @typedef {{sequence: number, roots: Object<string, any>}} Snapshot
 * @typedef {{id: string, stable: boolean, identity: string, previousIdentity: string | null}} IdentityReport
 * @typedef {{render: number, bindings: IdentityReport[], comparisons: {left: string, right: string, equal: boolean, why: string}[]}} RenderReport
 * @typedef {{lesson: string | null, step: number, revision: number}} Presentation
 * @typedef {{share: boolean, canWrite: boolean}} Session
 * @typedef {{step: string} & Object<string, any>} LabStep
 * @typedef {{root: {type: string, value: any}, steps: LabStep[]}} LabDefinition
 * @typedef {{position: number, code: string, input: string, output: string}} LabStepInfo
 * @typedef {{
 *   id: string, definition: LabDefinition, rootType: string, memberType: string, readOnly: boolean,
 *   expression: string, root: {type: string, value: any}, steps: LabStepInfo[], bindings: BindingInfo[],
 *   laws: any, evicted: string[],
 * }} LabBinding
 * @typedef {{action: "created" | "deleted", id: string, binding?: LabBinding}} LabEvent
 * @typedef {{
 *   format: string, version: number, recordedAt: string,
 *   start: {sequence: number, roots: Object<string, any>}, end: {sequence: number, roots: Object<string, any>},
 *   entries: RecordingEntry[], labs?: Object<string, LabDefinition>,
 * }} Recording
 * @typedef {{
 *   entry: "rejected", binding: string, scene?: string, value: {written: any}, transaction: {ambient: Transaction | null},
 *   reason: string, root: any, after?: number,
 * }} RejectedWrite a write a binding refused with 422 (not logged); `after`: the log entry it followed
 * @typedef {RejectedWrite | TrappedWrite} UnloggedWrite a write that changed no root, kept by the server
 * @typedef {LogEntry | UnloggedWrite} RecordingEntry an entry of a recording: logged, or a refused or trapped write
 * @typedef {{
 *   source: string, column: string, code: string, arrived: Transaction | null, ambient: Transaction,
 *   committed: Transaction | null, animates: boolean, uiBindingCommitted: Transaction | null, uiBindingDiffers: boolean,
 * }} WhoWinsCell
 * @typedef {{
 *   rule: string, noAnimations: string, columns: {id: string, expression: string}[],
 *   rows: {id: string, title: string, isConflict: boolean, cells: WhoWinsCell[]}[],
 * }} WhoWinsGrid
 * @typedef {{cell: WhoWinsCell, progress: number}} WhoWinsRecord
 * @typedef {{kind: "firstRender" | "inputsDiffer" | "inputsEqual", text: string, previous: string | null, current: string | null}} RedrawReason
 * @typedef {{
 *   disclaimer: string, counter: number, parentBodyRuns: number,
 *   children: {name: string, expression: string, bodyRuns: number, ran: boolean, reason: RedrawReason}[],
 *   printChanges: {line: string, code: string},
 * }} Redraws
 * @typedef {{
 *   id: string, disclaimer: string, ticks: number, parentBodyRuns: number,
 *   children: {part: string, binding: string, expression: string, bodyRuns: number, ran: boolean, reason: RedrawReason}[],
 * }} LabRedraws
 */

/**
 * An answer of the API: `ok` for a 2xx status; `body` is the parsed JSON (an error body otherwise).
 * @template T
 * @typedef {{ok: true, status: number, body: T} | {ok: false, status: number, body: ErrorBody}} Answer
 */

/** @typedef {{error?: {status: number, message: string}, rejection?: {reason: string}}} ErrorBody */

export {};
