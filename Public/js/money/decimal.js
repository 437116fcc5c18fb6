// Exact decimal numbers for the calculator and the converter: value = m × 10^e with m a BigInt.
// Mirrors Foundation's Decimal closely enough that results agree once rounded for display:
// + − × are exact, ÷ keeps 38 significant digits (long division), and every mantissa stays below 2^128 as in
// Decimal.

const MAX_MANTISSA = 1n << 128n;
const TEN = 10n;

export class Dec {
  constructor(m, e) {
    this.m = m;
    this.e = e;
  }

  static zero = new Dec(0n, 0);

  /** Parses plain decimal text with "." ("12.50", "-0.3"); null when it is not one. */
  static parse(text) {
    const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(String(text).trim());
    if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
    const fraction = match[3] ?? '';
    let m = BigInt((match[2] || '0') + fraction);
    if (match[1] === '-') m = -m;
    return new Dec(m, -fraction.length).normalized();
  }

  static fromNumber(value) {
    return Dec.parse(String(value)) ?? Dec.zero;
  }

  isZero() { return this.m === 0n; }
  isNegative() { return this.m < 0n; }
  neg() { return new Dec(-this.m, this.e); }
  abs() { return this.m < 0n ? this.neg() : this; }

  /** Keeps the mantissa below 2^128 by dropping trailing digits (toward zero), as Decimal must. */
  normalized() {
    let { m, e } = this;
    while ((m < 0n ? -m : m) >= MAX_MANTISSA) {
      m /= TEN;
      e += 1;
    }
    return new Dec(m, e);
  }

  static align(a, b) {
    if (a.e === b.e) return [a.m, b.m, a.e];
    if (a.e > b.e) return [a.m * TEN ** BigInt(a.e - b.e), b.m, b.e];
    return [a.m, b.m * TEN ** BigInt(b.e - a.e), a.e];
  }

  add(other) {
    const [x, y, e] = Dec.align(this, other);
    return new Dec(x + y, e).normalized();
  }

  sub(other) { return this.add(other.neg()); }

  mul(other) { return new Dec(this.m * other.m, this.e + other.e).normalized(); }

  /**
   * Quotient to 38 significant digits, truncated, by long division on operands rounded to 36 significant
   * digits: the same steps as Decimal.dividedPrecisely in BaluchonCore. The caller checks for a zero divisor.
   */
  div(other) {
    if (this.m === 0n) return Dec.zero;
    const negative = (this.m < 0n) !== (other.m < 0n);
    const a = this.abs().roundedSignificant(36);
    const b = other.abs().roundedSignificant(36);
    let remainder = a.m;
    let denominator = b.m;
    let exponent = a.e - b.e;
    const shift = digits(denominator) - digits(remainder);
    if (shift > 0) {
      remainder *= TEN ** BigInt(shift);
      exponent -= shift;
    } else if (shift < 0) {
      denominator *= TEN ** BigInt(-shift);
      exponent -= shift;
    }
    if (remainder < denominator) {
      remainder *= TEN;
      exponent -= 1;
    }
    let quotient = 0n;
    let produced = 0;
    while (produced < 38 && exponent >= -127) {
      const digit = remainder / denominator;
      remainder -= digit * denominator;
      quotient = quotient * TEN + digit;
      produced += 1;
      if (remainder === 0n) break;
      remainder *= TEN;
      exponent -= 1;
    }
    return new Dec(negative ? -quotient : quotient, remainder === 0n ? exponent : exponent + 1);
  }

  roundedSignificant(count) {
    if (this.m === 0n) return this;
    return this.rounded(count - 1 - this.magnitudeExponent());
  }

  compareMagnitude(other) {
    const [x, y] = Dec.align(this.abs(), other.abs());
    return x < y ? -1 : x > y ? 1 : 0;
  }

  /** Power of ten of the leading digit: 0 for 1…9.99, 2 for 123, −3 for 0.00123. */
  magnitudeExponent() { return this.e + digits(this.m) - 1; }

  /** Rounded to `scale` digits after the point, half away from zero. */
  rounded(scale) {
    if (-this.e <= scale) return this;
    const drop = TEN ** BigInt(-this.e - scale);
    const negative = this.m < 0n;
    const magnitude = negative ? -this.m : this.m;
    let q = magnitude / drop;
    if ((magnitude % drop) * 2n >= drop) q += 1n;
    return new Dec(negative ? -q : q, -scale);
  }

  /** Plain notation with "." and no trailing zeros: "1234.5", "-0.001", "2". */
  toPlain() {
    if (this.m === 0n) return '0';
    const negative = this.m < 0n;
    let text = (negative ? -this.m : this.m).toString();
    let result;
    if (this.e >= 0) {
      result = text + '0'.repeat(this.e);
    } else {
      const point = text.length + this.e;
      result = point > 0 ? text.slice(0, point) + '.' + text.slice(point) : '0.' + '0'.repeat(-point) + text;
      result = result.replace(/0+$/, '').replace(/\.$/, '');
    }
    return (negative ? '-' : '') + result;
  }
}

function digits(m) {
  const magnitude = m < 0n ? -m : m;
  return magnitude === 0n ? 1 : magnitude.toString().length;
}
