// Values as Swift prints them, and text typed by a learner turned back into JSON values.
//
// The API sends numbers as JSON numbers (Double text) and says each value's Swift type
// (`valueType`, `root.type`). A Float 0.1 travels as 0.1 or as 0.10000000149011612; either way
// Swift prints the Float as `0.1` and the same value as a Double as `0.10000000149011612`, so
// the text is chosen by the type: the shortest decimal that reads back as the same value of
// that type, laid out the way Swift's `description` lays it out (`1.0`, `1e-05`, `1e+16`).

const NON_FINITE = new Set(["inf", "-inf", "nan"]);

/** The type a number inside `type` has: `Float` for `Float?`, `Int` for `[Int]` or `Set<Int>`. */
export function scalarType(type = "") {
  let inner = type.trim();
  for (;;) {
    const unwrapped = inner.replace(/\?$/, "").replace(/^\[(.*)\]$/, "$1").replace(/^(Set|Array|Optional)<(.*)>$/, "$2");
    if (unwrapped === inner) return inner;
    inner = unwrapped;
  }
}

/** Whether `type` holds floating-point numbers (`Float`, `Double`, optionally wrapped). */
export function isFloatingType(type) {
  return ["Float", "Double", "Float32", "Float64", "CGFloat"].includes(scalarType(type));
}

function isSinglePrecision(type) {
  return ["Float", "Float32"].includes(scalarType(type));
}

/**
 * The significant digits and decimal exponent of a finite, non-zero, positive number's
 * shortest text (`String(x)`, which ECMAScript defines as the shortest round trip):
 * 0.00125 is {digits: "125", exponent: -3}, meaning 1.25e-3.
 */
function decimalParts(text) {
  const [mantissa, power = "0"] = text.split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  const all = whole + fraction;
  const leadingZeros = all.match(/^0*/)[0].length;
  const digits = all.slice(leadingZeros).replace(/0+$/, "") || "0";
  return { digits, exponent: Number(power) + whole.length - 1 - leadingZeros };
}

function float32Bits(x) {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, x);
  return view.getUint32(0);
}

function float32FromBits(bits) {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, bits);
  return view.getFloat32(0);
}

/**
 * The reals that round to the Float `x` (finite, > 0), compared exactly with decimals
 * `n`e`shift`: `reads(n)` says whether that decimal rounds to `x`, `distance(n)` how far it is
 * from `x` (in units shared by all `n`). Exact, because parsing a decimal to a Double and
 * rounding that to a Float rounds twice, and is sometimes one Float off.
 */
function float32Interval(x, shift) {
  const bits = float32Bits(x);
  const biased = bits >>> 23;
  const fraction = BigInt(bits & 0x7fffff);
  const mantissa = biased === 0 ? fraction : fraction + (1n << 23n);
  const power = biased === 0 ? -149 : biased - 150; // x = mantissa * 2^power
  // Everything in units of 2^(power - 2) * 10^shift, scaled up to integers: halfway to the
  // Float below (the gap below a power of two is half the gap above) and to the one above.
  const twos = Math.max(0, 2 - power);
  const tens = BigInt(Math.max(0, -shift));
  const binary = (units) => units * 2n ** BigInt(power - 2 + twos) * 10n ** tens;
  const value = binary(4n * mantissa);
  const low = binary(fraction === 0n && biased > 1 ? 4n * mantissa - 1n : 4n * mantissa - 2n);
  const high = binary(4n * mantissa + 2n);
  const decimal = (n) => n * 10n ** (BigInt(shift) + tens) * 2n ** BigInt(twos);
  const evenMantissa = mantissa % 2n === 0n; // round half to even keeps an even Float's boundaries
  return {
    reads(n) {
      const c = decimal(n);
      return (low < c && c < high) || (evenMantissa && (c === low || c === high));
    },
    distance(n) {
      const d = decimal(n) - value;
      return d < 0n ? -d : d;
    },
  };
}

/** `text`'s digits as the integer `n` and exponent `shift` of `n`e`shift`. */
function integerAndShift(text) {
  const { digits, exponent } = decimalParts(text);
  return { n: BigInt(digits), shift: exponent - digits.length + 1 };
}

/**
 * The Float a JSON number stands for. A Float sent as its Double text is exact; one sent as
 * its shortest decimal (`7.038531e-26`) is rounded straight to the nearest Float here, which
 * `Math.fround` of the parsed Double misses by one Float in rare cases.
 */
function toFloat32(number) {
  const rounded = Math.fround(number);
  if (rounded === number || !Number.isFinite(rounded) || rounded === 0) return rounded;
  const magnitude = Math.abs(rounded);
  const { n, shift } = integerAndShift(String(Math.abs(number)));
  const bits = float32Bits(magnitude);
  const found = [bits, bits - 1, bits + 1].map(float32FromBits)
    .find((candidate) => candidate > 0 && Number.isFinite(candidate) && float32Interval(candidate, shift).reads(n));
  return Math.sign(number) * (found ?? magnitude);
}

/**
 * The shortest digits that read back as the Float `x` (x === Math.fround(x), finite, > 0); of
 * several, the one closest to `x`, and of two as close, the even one (as Swift chooses). The
 * nearest decimal of each length is tried with its two neighbours, because next to a power of
 * two the Floats below lie closer than those above.
 */
function float32Parts(x) {
  for (let precision = 1; precision <= 9; precision++) {
    // The nearest decimal of `precision` digits, trailing zeros kept: 1.00e-1 is 100e-3.
    const [mantissa, power] = x.toExponential(precision - 1).split("e");
    const nearest = BigInt(mantissa.replace(".", ""));
    const shift = Number(power) - precision + 1;
    const interval = float32Interval(x, shift);
    const closer = (a, b) => {
      const d = interval.distance(a) - interval.distance(b);
      return d !== 0n ? (d < 0n ? -1 : 1) : Number(a % 2n) - Number(b % 2n);
    };
    const best = [nearest - 1n, nearest, nearest + 1n].filter((n) => n > 0n && interval.reads(n)).sort(closer)[0];
    if (best !== undefined) return decimalParts(String(Number(`${best}e${shift}`)));
  }
  return decimalParts(String(x));
}

/** Lays digits out as Swift's `description` does: `0.001`, `16777216.0`, `1e-05`, `3.3554432e+07`. */
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

/** Whether `value` is one of the JSON strings that carry a non-finite Float or Double. */
export function isNonFiniteText(value) {
  return typeof value === "string" && NON_FINITE.has(value);
}

/**
 * A JSON value of Swift type `type` as Swift prints it to a learner: numbers by their own type,
 * `nil` for an optional's nil, strings quoted, collections element by element.
 * @param {*} value
 * @param {string} [type] the Swift type, e.g. `Float`, `Int?`, `[Int]`; without it a number is
 *   printed as a Double unless it is a whole number.
 */
export function showValue(value, type = "") {
  const floating = isFloatingType(type);
  if (value === null || value === undefined) {
    // A Float or Double that is not optional cannot be nil: an older server sent inf and nan as null.
    return floating && !type.trim().endsWith("?") ? "non-finite" : "nil";
  }
  if (typeof value === "number") {
    if (floating || (!type && !Number.isInteger(value))) return describeFloatingPoint(value, type || "Double");
    return String(value);
  }
  if (floating && isNonFiniteText(value)) return value;
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((element) => showValue(element, scalarType(type))).join(", ")}]`;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The number `value` carries, with the three non-finite strings read as numbers. */
export function numberFrom(value) {
  if (typeof value === "number") return value;
  if (value === "inf") return Infinity;
  if (value === "-inf") return -Infinity;
  if (value === "nan") return NaN;
  return null;
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The JSON value to send for text typed into a number field of Swift type `valueType`.
 * A decimal is sent as a number; empty text is nil for an optional; `inf`, `-inf` and `nan`
 * are sent as those strings; anything else (`1e`, `abc`, `1e999`) is sent as the text itself,
 * for the server to refuse with its reason. Invalid text never becomes nil.
 * @example numberFromText("1e", "Int?") // "1e"
 * @example numberFromText("", "Int?") // null
 * @example numberFromText(" 2.5 ", "Double") // 2.5
 */
export function numberFromText(text, valueType) {
  const trimmed = text.trim();
  if (trimmed === "" && valueType.trim().endsWith("?")) return null;
  if (DECIMAL.test(trimmed)) {
    const number = Number(trimmed);
    if (Number.isFinite(number)) return number;
  }
  if (isFloatingType(valueType) && NON_FINITE.has(trimmed.toLowerCase())) return trimmed.toLowerCase();
  return trimmed;
}

/** Text for a number field showing `value` of `valueType` (empty for nil). */
export function numberFieldText(value, valueType) {
  return value === null || value === undefined ? "" : showValue(value, valueType).replace(/^"(.*)"$/, "$1");
}
