// @ts-check
// A write's round trip, written → stored → read back, each value printed by its own type, and
// in words what changed the value when the round trip is lossy: a step of the chain (a clamp),
// the root's type (a fraction dropped by an Int, a value beyond a Float's range), or nothing
// but a Float's precision. That last one happens on nearly every write through a Double over a
// Float: it is shown as a quiet mark, with the explanation once, in `precisionNote`, and in full
// only where the lesson shown is about round trips (the page marks that with a class).

import { el } from "./dom.js";
import { describeFloatingPoint, numberFrom, scalarType, showValue } from "./swift-values.js";
import { toFloat32 } from "./shortest-decimal.js";
import { bindingExpression, bindingType, rootType } from "./value-types.js";

/**
 * What the round-trip views read of a WriteRecord.
 * @typedef {{binding: string, scene: string, noOp?: boolean,
 *   roundTrip: {written: unknown, stored?: unknown, readBack: unknown, verdict: "exact"|"lossy"}}} RoundTripRecord
 */

const FLOAT_MAX = describeFloatingPoint(3.4028234663852886e38, "Float");

/** A clamp in a binding's expression: `.clamped(to: 0.0...1.0)`, its bounds as written. */
const CLAMP = /\.clamped\(to:\s*(-?[\d.e+]+)\s*\.\.\.\s*(-?[\d.e+]+)\)/g;

/**
 * The clamp step of `expression` that moved `number` to `stored`, as its code, or "".
 * @param {string} expression
 * @param {number} number
 * @param {number|null} stored
 */
function clampThatChanged(expression, number, stored) {
  for (const match of expression.matchAll(CLAMP)) {
    const [code, low, high] = [match[0], Number(match[1]), Number(match[2])];
    if ((number < low || number > high) && (stored === null || stored === low || stored === high || Math.fround(stored) === Math.fround(number < low ? low : high))) {
      return code;
    }
  }
  return "";
}

/**
 * The steps of `expression` that can change a value on its way to the root: subscripts and
 * method calls other than the transaction ones (`.animation`, `.transaction`).
 * @param {string} expression
 */
function valueSteps(expression) {
  const steps = expression.match(/\[[^\]]*\]|\.\w+\([^()]*(\([^()]*\))*[^()]*\)/g) ?? [];
  return steps.filter((step) => !/^\.(animation|transaction)\(/.test(step));
}

/** Whether a value of `type` holds `number` exactly. */
function holdsExactly(/** @type {string} */ type, /** @type {number} */ number) {
  const scalar = scalarType(type);
  if (scalar === "Float" || scalar === "Float32") return Math.fround(number) === number;
  if (scalar === "Double" || scalar === "Float64") return true;
  if (/^U?Int\d*$/.test(scalar)) return Number.isInteger(number);
  return false;
}

/**
 * Whether the only loss of a lossy round trip is a Float's precision: a Double written, the
 * nearest Float stored (or already held, for a no-op), and nothing else in between changed it.
 * @param {RoundTripRecord} record
 */
export function isPrecisionLoss(record) {
  const { written, stored, verdict } = record.roundTrip;
  if (verdict !== "lossy") return false;
  const number = numberFrom(written);
  const storedType = rootType(record.scene);
  if (number === null || !Number.isFinite(number) || scalarType(storedType) !== "Float" || scalarType(bindingType(record.binding)) === "Float") return false;
  const rounded = Math.fround(number);
  const kept = numberFrom(stored ?? null);
  // The stored Float may travel as its shortest text (0.33): read it as the Float it names.
  return Number.isFinite(rounded) && rounded !== number && kept !== null && toFloat32(kept) === rounded;
}

/**
 * What changed the written value, in words, naming the step or the type responsible.
 * @param {RoundTripRecord} record
 * @returns {string}
 */
export function explainRoundTrip(record) {
  const { written, readBack } = record.roundTrip;
  const stored = record.roundTrip.stored ?? readBack;
  const writtenType = bindingType(record.binding);
  const storedType = rootType(record.scene);
  const was = showValue(written, writtenType);
  const number = numberFrom(written);
  const expression = bindingExpression(record.binding);
  if (record.noOp && !isPrecisionLoss(record)) {
    return `Nothing was stored (the write was a no-op), so reading back gives ${showValue(readBack, writtenType)}, not what was written.`;
  }
  if (number !== null && Number.isFinite(number)) {
    const clamp = clampThatChanged(expression, number, numberFrom(stored));
    if (clamp) return `The step ${clamp} changed ${was} to ${showValue(stored, storedType)}; the root stored what it was given.`;
    if (isPrecisionLoss(record)) return precisionFinding(record);
    if (scalarType(storedType) === "Float" && !Number.isFinite(Math.fround(number))) {
      return `${was} is beyond a Float's range (±${FLOAT_MAX}), so the Float root became ${showValue(stored, storedType)}.`;
    }
    if (/^U?Int\d*$/.test(scalarType(storedType)) && !Number.isInteger(number)) {
      return `An ${scalarType(storedType)} has no fraction: ${was} became ${showValue(stored, storedType)}.`;
    }
  }
  const steps = valueSteps(expression);
  // A root that holds the written value exactly did not change it: a step of the chain did.
  if (number !== null && Number.isFinite(number) && holdsExactly(storedType, number) && steps.length) {
    const which = steps.length === 1 ? `the step ${steps[0]}` : `one of its steps (${steps.join(", ")})`;
    return `A ${storedType} holds ${was} exactly, so ${which} changed it on the way: the root stored ${showValue(stored, storedType)}, ` +
      `which the binding reads back as ${showValue(readBack, writtenType)}.`;
  }
  const through = steps.length ? `Through ${steps.join(", ")}, the` : "The";
  return `${through} root (${storedType || "its type"}) stored ${showValue(stored, storedType)} for ${was}, ` +
    `which the binding reads back as ${showValue(readBack, writtenType)}.`;
}

/** A Float's precision, said of one write: what was stored and why it reads back longer. */
function precisionFinding(/** @type {RoundTripRecord} */ record) {
  const { written, stored, readBack } = record.roundTrip;
  const writtenType = bindingType(record.binding);
  const keeps = record.noOp ? "already held" : "stores";
  return `${showValue(written, writtenType)} has no exact Float: the root ${keeps} the nearest one, ${showValue(stored ?? readBack, rootType(record.scene))}, ` +
    `which reads back as the ${scalarType(writtenType)} ${showValue(readBack, writtenType)}.`;
}

/** The explanation of a Float's precision, shown once on a page (and once in a transcript). */
export const PRECISION_NOTE = "A Float keeps 24 significant bits, about 7 decimal digits. Most decimals (0.1, 0.77) have no exact Float, " +
  "so the root stores the nearest one. Swift prints that Float as the shortest text that reads back as it (0.77), and the same " +
  "value as a Double with all the digits a Double needs (0.7699999809265137). Nothing is lost beyond that rounding.";

/**
 * The page's one expandable note on Float precision.
 * @returns {HTMLDetailsElement}
 */
export function precisionNote() {
  return /** @type {HTMLDetailsElement} */ (el("details", { class: "precision-note" },
    el("summary", { text: "≈ marks a Float's precision: why 0.77 reads back as 0.7699999809265137" }),
    el("p", { text: PRECISION_NOTE })));
}

/**
 * The nodes of a round-trip verdict: exact; a Float's precision as a quiet mark (in full where
 * the lesson is about round trips); or lossy with its three values and what changed the value.
 * @param {RoundTripRecord} record
 * @returns {(Node|string)[]}
 */
export function roundTripNodes(record) {
  if (record.roundTrip.verdict === "exact") return [el("span", { class: "verdict exact", text: "round trip exact" })];
  const { written, stored, readBack } = record.roundTrip;
  const writtenType = bindingType(record.binding);
  const storedType = rootType(record.scene);
  const values = el("span", { class: "verdict-values",
    text: `wrote ${showValue(written, writtenType)} → stored ${showValue(stored ?? readBack, storedType)} → read back ${showValue(readBack, writtenType)}` });
  if (isPrecisionLoss(record)) {
    return [
      el("span", { class: "verdict precision", title: PRECISION_NOTE, text: "≈ stored as the nearest Float" }),
      el("span", { class: "verdict-detail" }, " ", values, el("span", { class: "verdict-why", text: explainRoundTrip(record) })),
    ];
  }
  return [el("span", { class: "verdict lossy", text: "round trip lossy" }), " ", values, el("span", { class: "verdict-why", text: explainRoundTrip(record) })];
}
