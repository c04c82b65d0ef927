// @ts-check
// The page's one reading and writing of JSON text. Swift's integers reach ±2^63 and UInt64
// beyond, a JavaScript number holds integers exactly only to ±2^53: an integer whose text is
// beyond that is read as a BigInt from its own digits (the reviver sees the number's source
// text), and a BigInt is written back as those digits. Every other value is plain JSON.

/** Whether `text` is an integer literal (no fraction, no exponent). */
const INTEGER_TEXT = /^-?\d+$/;

/**
 * Parses JSON `text`, keeping every integer beyond ±2^53 exact as a BigInt.
 * @example parseJSON('{"max": 9223372036854775807}').max // 9223372036854775807n
 * @param {string} text
 * @returns {any}
 */
export function parseJSON(text) {
  return JSON.parse(text, (/** @type {string} */ _key, /** @type {unknown} */ value, /** @type {{source?: string}} */ context) => {
    if (typeof value !== "number" || Number.isSafeInteger(value) || !context?.source) return value;
    return INTEGER_TEXT.test(context.source) ? BigInt(context.source) : value;
  });
}

/** `JSON.rawJSON`, which writes text into JSON as it is (newer than the compiler's library). */
const rawJSON = /** @type {(text: string) => unknown} */ (/** @type {any} */ (JSON).rawJSON);

/**
 * JSON text of `value`, a BigInt written as its digits.
 * @param {unknown} value
 * @param {number} [indent] spaces per level, for a file a person reads
 * @returns {string}
 */
export function stringifyJSON(value, indent) {
  return JSON.stringify(value, (_key, member) => (typeof member === "bigint" ? rawJSON(member.toString()) : member), indent);
}
