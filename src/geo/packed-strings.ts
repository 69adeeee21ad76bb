/**
 * Many short strings kept as one (issue 37 §7). V8 gives every string its own header and the array
 * holding them a pointer each: the gazetteer's 135k place names and 135k search keys cost about
 * 8 MB of heap that way, and about a third of it joined, with the boundaries in a Uint32Array.
 * Reading one (`at`) makes a short-lived copy; `charCodeAt` and `compare` read in place.
 */
export class PackedStrings {
  readonly length: number;
  private readonly text: string;
  /** ends[i] is where string i ends in `text`; string i starts where string i − 1 ends. */
  private readonly ends: Uint32Array;

  constructor(strings: readonly string[]) {
    this.length = strings.length;
    this.ends = new Uint32Array(strings.length);
    let end = 0;
    strings.forEach((s, i) => {
      end += s.length;
      this.ends[i] = end;
    });
    this.text = strings.join('');
  }

  private start(i: number): number {
    return i === 0 ? 0 : (this.ends[i - 1] as number);
  }

  /** String i; undefined outside 0 … length − 1. */
  at(i: number): string | undefined {
    if (!(i >= 0 && i < this.length)) return undefined;
    return this.text.slice(this.start(i), this.ends[i]);
  }

  /** The UTF-16 code unit at `position` of string i; NaN past its end (as String#charCodeAt). */
  charCodeAt(i: number, position: number): number {
    const at = this.start(i) + position;
    return at < (this.ends[i] as number) ? this.text.charCodeAt(at) : Number.NaN;
  }

  /** String i against `other` by UTF-16 code units, as `<` orders strings: negative, 0 or positive. */
  compare(i: number, other: string): number {
    const start = this.start(i);
    const length = (this.ends[i] as number) - start;
    const n = Math.min(length, other.length);
    for (let k = 0; k < n; k++) {
      const d = this.text.charCodeAt(start + k) - other.charCodeAt(k);
      if (d !== 0) return d;
    }
    return length - other.length;
  }
}
