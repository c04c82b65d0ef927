// @ts-check
// The shortest decimal digits of a Double or a Float: the digits Swift prints. ECMAScript's
// `String(x)` already gives them for a Double; a Float needs its own search, done with exact
// integer arithmetic because rounding a decimal to a Double and then to a Float can land one
// Float off.

/**
 * The significant digits and decimal exponent of a finite, non-zero, positive number's
 * shortest text (`String(x)`, which ECMAScript defines as the shortest round trip):
 * 0.00125 is {digits: "125", exponent: -3}, meaning 1.25e-3.
 * @param {string} text
 * @returns {{digits: string, exponent: number}}
 */
export function decimalParts(text) {
  const [mantissa, power = "0"] = text.split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  const all = whole + fraction;
  const leadingZeros = all.length - all.replace(/^0*/, "").length;
  const digits = all.slice(leadingZeros).replace(/0+$/, "") || "0";
  return { digits, exponent: Number(power) + whole.length - 1 - leadingZeros };
}

/** @param {number} x */
function float32Bits(x) {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, x);
  return view.getUint32(0);
}

/** @param {number} bits */
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
 * @param {number} x
 * @param {number} shift
 * @returns {{reads: (n: bigint) => boolean, distance: (n: bigint) => bigint}}
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
  const binary = (/** @type {bigint} */ units) => units * 2n ** BigInt(power - 2 + twos) * 10n ** tens;
  const value = binary(4n * mantissa);
  const low = binary(fraction === 0n && biased > 1 ? 4n * mantissa - 1n : 4n * mantissa - 2n);
  const high = binary(4n * mantissa + 2n);
  const decimal = (/** @type {bigint} */ n) => n * 10n ** (BigInt(shift) + tens) * 2n ** BigInt(twos);
  const evenMantissa = mantissa % 2n === 0n; // round half to even keeps an even Float's boundaries
  return {
    reads(/** @type {bigint} */ n) {
      const c = decimal(n);
      return (low < c && c < high) || (evenMantissa && (c === low || c === high));
    },
    distance(/** @type {bigint} */ n) {
      const d = decimal(n) - value;
      return d < 0n ? -d : d;
    },
  };
}

/**
 * `text`'s digits as the integer `n` and exponent `shift` of `n`e`shift`.
 * @param {string} text
 */
function integerAndShift(text) {
  const { digits, exponent } = decimalParts(text);
  return { n: BigInt(digits), shift: exponent - digits.length + 1 };
}

/**
 * The Float a JSON number stands for. A Float sent as its Double text is exact; one sent as
 * its shortest decimal (`7.038531e-26`) is rounded straight to the nearest Float here, which
 * `Math.fround` of the parsed Double misses by one Float in rare cases.
 * @param {number} number
 * @returns {number}
 */
export function toFloat32(number) {
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
 * @param {number} x
 * @returns {{digits: string, exponent: number}}
 */
export function float32Parts(x) {
  for (let precision = 1; precision <= 9; precision++) {
    // The nearest decimal of `precision` digits, trailing zeros kept: 1.00e-1 is 100e-3.
    const [mantissa, power] = x.toExponential(precision - 1).split("e");
    const nearest = BigInt(mantissa.replace(".", ""));
    const shift = Number(power) - precision + 1;
    const interval = float32Interval(x, shift);
    const closer = (/** @type {bigint} */ a, /** @type {bigint} */ b) => {
      const d = interval.distance(a) - interval.distance(b);
      return d !== 0n ? (d < 0n ? -1 : 1) : Number(a % 2n) - Number(b % 2n);
    };
    const best = [nearest - 1n, nearest, nearest + 1n].filter((n) => n > 0n && interval.reads(n)).sort(closer)[0];
    if (best !== undefined) return decimalParts(String(Number(`${best}e${shift}`)));
  }
  return decimalParts(String(x));
}
