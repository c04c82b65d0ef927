// @ts-check
// Values as Swift prints them, and text typed by a learner turned back into JSON values.
//
// The API sends numbers as JSON numbers (Double text) and says each value's Swift type
// (`valueType`, `root.type`). A Float 0.1 travels as 0.1 or as 0.10000000149011612; either way
// Swift prints the Float as `0.1` and the same value as a Double as `0.10000000149011612`, so
// the text is chosen by the type: the shortest decimal that reads back as the same value of
// that type, laid out the way Swift's `description` lays it out (`1.0`, `1e-05`, `1e+16`).
// An integer beyond ±2^53 arrives as a BigInt (see json.js) and is printed with all its digits.

import { decimalParts, float32Parts, toFloat32 } from "./shortest-decimal.js";
import { stringifyJSON } from "./json.js";

const NON_FINITE = new Set(["inf", "-inf", "nan"]);

/**
 * The type a number inside `type` has: `Float` for `Float?`, `Int` for `[Int]` or `Set<Int>`.
 * @param {string} [type]
 * @returns {string}
 */
export function scalarType(type = "") {
  let inner = type.trim();
  for (;;) {
    const unwrapped = inner.replace(/\?$/, "").replace(/^\[(.*)\]$/, "$1").replace(/^(Set|Array|Optional)<(.*)>$/, "$2");
    if (unwrapped === inner) return inner;
    inner = unwrapped;
  }
}

/**
 * Whether `type` holds floating-point numbers (`Float`, `Double`, optionally wrapped).
 * @param {string} type
 */
export function isFloatingType(type) {
  return ["Float", "Double", "Float32", "Float64", "CGFloat"].includes(scalarType(type));
}

/** @param {string} type */
function isSinglePrecision(type) {
  return ["Float", "Float32"].includes(scalarType(type));
}

/**
 * Lays digits out as Swift's `description` does: `0.001`, `16777216.0`, `1e-05`, `3.3554432e+07`.
 * @param {{digits: string, exponent: number}} parts
 * @param {boolean} exponential
 */
function swiftLayout({ digits, exponent }, exponential) {
  if (exponential) {
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${mantissa}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  return `${whole}.${digits.slice(exponent + 1) || "0"}`;
}

/**
 * A floating-point number as Swift prints a value of `type` (`Float` or `Double`).
 * @example describeFloatingPoint(0.10000000149011612, "Float") // "0.1"
 * @example describeFloatingPoint(0.10000000149011612, "Double") // "0.10000000149011612"
 * @example describeFloatingPoint(1, "Double") // "1.0"
 * @param {number} number
 * @param {string} type
 * @returns {string}
 */
export function describeFloatingPoint(number, type) {
  const single = isSinglePrecision(type);
  const x = single ? toFloat32(number) : number;
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const magnitude = Math.abs(x);
  const parts = single ? float32Parts(magnitude) : decimalParts(String(magnitude));
  // Swift switches to exponent notation below 1e-4 and above the largest run of exact integers.
  const exponential = parts.exponent < -4 || magnitude > (single ? 2 ** 24 : 2 ** 53);
  return `${x < 0 ? "-" : ""}${swiftLayout(parts, exponential)}`;
}

/**
 * Whether `value` is one of the JSON strings that carry a non-finite Float or Double.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isNonFiniteText(value) {
  return typeof value === "string" && NON_FINITE.has(value);
}

/**
 * A JSON value of Swift type `type` as Swift prints it to a learner: numbers by their own type,
 * `nil` for an optional's nil, strings quoted, collections element by element.
 * @param {unknown} value
 * @param {string} [type] the Swift type, e.g. `Float`, `Int?`, `[Int]`; without it a number is
 *   printed as a Double unless it is a whole number.
 * @returns {string}
 */
export function showValue(value, type = "") {
  const floating = isFloatingType(type);
  if (value === null || value === undefined) {
    // A Float or Double that is not optional cannot be nil: an older server sent inf and nan as null.
    return floating && !type.trim().endsWith("?") ? "non-finite" : "nil";
  }
  if (typeof value === "bigint") return floating ? describeFloatingPoint(Number(value), type) : String(value);
  if (typeof value === "number") {
    if (floating || (!type && !Number.isInteger(value))) return describeFloatingPoint(value, type || "Double");
    return String(value);
  }
  if (floating && isNonFiniteText(value)) return value;
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((element) => showValue(element, scalarType(type))).join(", ")}]`;
  const enumCase = caseOf(value, type);
  if (enumCase) return `.${enumCase.name}(${showValue(enumCase.payload, "String")})`;
  return typeof value === "object" ? stringifyJSON(value) : String(value);
}

/**
 * The case of an enum value, sent as an object with one member, the case's name, whose value
 * is its payload (`{"edit": "Draft"}`, a `Destination`); `null` for any other value.
 * @param {unknown} value
 * @param {string} type
 * @returns {{name: string, payload: string} | null}
 */
function caseOf(value, type) {
  if (!type || scalarType(type) !== type.trim() || typeof value !== "object" || value === null) return null;
  const members = Object.entries(value);
  if (members.length !== 1 || typeof members[0][1] !== "string") return null;
  return { name: members[0][0], payload: members[0][1] };
}

/**
 * The number `value` carries, with the three non-finite strings read as numbers (a BigInt as
 * the nearest number, for a picture or a slider).
 * @param {unknown} value
 * @returns {number|null}
 */
export function numberFrom(value) {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (value === "inf") return Infinity;
  if (value === "-inf") return -Infinity;
  if (value === "nan") return NaN;
  return null;
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;

/**
 * The JSON value to send for text typed into a number field of Swift type `valueType`.
 * A decimal is sent as a number; empty text is nil for an optional; `inf`, `-inf` and `nan`
 * are sent as those strings; anything else (`1e`, `abc`, `1e999`) is sent as the text itself,
 * for the server to refuse with its reason. Invalid text never becomes nil.
 * @example numberFromText("1e", "Int?") // "1e"
 * @example numberFromText("", "Int?") // null
 * @example numberFromText(" 2.5 ", "Double") // 2.5
 * @example numberFromText("9223372036854775807", "Int") // 9223372036854775807n
 * @param {string} text
 * @param {string} valueType
 * @returns {number|bigint|string|null}
 */
export function numberFromText(text, valueType) {
  const trimmed = text.trim();
  if (trimmed === "" && valueType.trim().endsWith("?")) return null;
  // An integer typed beyond ±2^53 keeps its digits (a number would round them).
  if (INTEGER.test(trimmed) && !isFloatingType(valueType) && !Number.isSafeInteger(Number(trimmed))) return BigInt(trimmed);
  if (DECIMAL.test(trimmed)) {
    const number = Number(trimmed);
    if (Number.isFinite(number)) return number;
  }
  if (isFloatingType(valueType) && NON_FINITE.has(trimmed.toLowerCase())) return trimmed.toLowerCase();
  return trimmed;
}

/**
 * Text for a number field showing `value` of `valueType` (empty for nil).
 * @param {unknown} value
 * @param {string} valueType
 */
export function numberFieldText(value, valueType) {
  return value === null || value === undefined ? "" : showValue(value, valueType).replace(/^"(.*)"$/, "$1");
}
