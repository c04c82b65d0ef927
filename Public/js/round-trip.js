// A write's round trip, written → stored → read back, each value printed by its own type, and
// in words why it is lossy when it is (defect 6 of issue 17: the loss must be visible, not
// rounded away).

import { el } from "./dom.js";
import { describeFloatingPoint, isFloatingType, numberFrom, scalarType, showValue } from "./swift-values.js";
import { bindingType, rootType } from "./value-types.js";

const FLOAT_MAX = describeFloatingPoint(3.4028234663852886e38, "Float");

/** Why a number written as `writtenType` came back different, or "" when no reason is known. */
function numericReason({ written, stored, readBack }, writtenType, storedType) {
  const number = numberFrom(written);
  if (number === null || !Number.isFinite(number)) return "";
  const target = scalarType(storedType);
  if (target === "Float" && scalarType(writtenType) !== "Float") {
    if (!Number.isFinite(Math.fround(number))) {
      return `${showValue(written, writtenType)} is beyond a Float's range (±${FLOAT_MAX}), so the Float becomes ${showValue(stored, storedType)}.`;
    }
    if (Math.fround(number) !== number) {
      return `A Float keeps 24 significant bits (about 7 digits), and ${showValue(written, writtenType)} has no exact Float: ` +
        `the root stores the nearest one, which prints as ${showValue(stored, storedType)} (the shortest text that reads back as that Float). ` +
        `Read back as a ${scalarType(writtenType)}, the same value prints as ${showValue(readBack, writtenType)}.`;
    }
  }
  if (target === "Int" && !Number.isInteger(number)) {
    return `An Int has no fraction: ${showValue(written, writtenType)} became ${showValue(stored, storedType)}.`;
  }
  return "";
}

/** Why a lossy round trip lost something, in words. */
export function explainRoundTrip(record) {
  const { written, stored, readBack } = record.roundTrip;
  const writtenType = bindingType(record.binding);
  const storedType = rootType(record.scene);
  const reason = isFloatingType(storedType) || scalarType(storedType) === "Int" ? numericReason(record.roundTrip, writtenType, storedType) : "";
  if (reason) return reason;
  if (record.noOp) {
    return `Nothing was stored (the write was a no-op), so reading back gives ${showValue(readBack, writtenType)}, not what was written.`;
  }
  return `The root (${storedType || "its type"}) cannot hold ${showValue(written, writtenType)} as written: ` +
    `it stored ${showValue(stored, storedType)}, which the binding reads back as ${showValue(readBack, writtenType)}.`;
}

/** The nodes of a round-trip verdict: exact, or lossy with its three values and the reason. */
export function roundTripNodes(record) {
  if (record.roundTrip.verdict === "exact") return [el("span", { class: "verdict exact", text: "round trip exact" })];
  const { written, stored, readBack } = record.roundTrip;
  const writtenType = bindingType(record.binding);
  const storedType = rootType(record.scene);
  return [
    el("span", { class: "verdict lossy", text: "round trip lossy" }), " ",
    el("span", { class: "verdict-values",
      text: `wrote ${showValue(written, writtenType)} → stored ${showValue(stored, storedType)} → read back ${showValue(readBack, writtenType)}` }),
    el("span", { class: "verdict-why", text: explainRoundTrip(record) }),
  ];
}
