// @ts-check
// Swift code laid out to wrap between its parts, never inside a word: a line may break before
// `.` and `[` (a member, a subscript) and after `(`, `{` and `,`, and nowhere else but spaces.
// The breaks are <wbr> elements, which add no text: what is copied or read aloud is the code.

/** Where a break may go: before `.` (not inside a number like 0.0...1.0) or `[`, after `(`, `{`, `,`. */
const BREAKS = /(?<![\d.])(?=\.)|(?=\[)|(?<=[({,])/;

/**
 * The nodes of `code` with break opportunities between its parts.
 * @example swiftCodeNodes("$a[convert: .to(Double.self)]") // "$a", <wbr>, "[convert: ", <wbr>, ".to(", <wbr>, "Double", …
 * @param {string} code
 * @returns {Node[]}
 */
export function swiftCodeNodes(code) {
  return code.split(BREAKS).flatMap((part, index) => (index === 0 ? [document.createTextNode(part)] : [document.createElement("wbr"), document.createTextNode(part)]));
}
