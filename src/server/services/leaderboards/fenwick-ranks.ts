/**
 * One board's ranks in this process: an order-statistic structure for integer scores. Scores fall in buckets
 * (`score >> shift`), a Fenwick tree counts the participants per bucket, and each bucket keeps its participants in
 * board order (score descending, then participant id descending, as a Redis sorted set lists them with ZREVRANGE).
 * So "how many score more", "where is this participant" and "who is at position p" each cost a few tree steps and
 * one binary search: no scan. When a score outgrows the buckets, the tree doubles (up to MAX_BUCKETS), then the
 * buckets widen (`shift` grows); either way it is rebuilt once from the buckets.
 */

const MAX_BUCKETS = 1 << 22;
const FIRST_BUCKETS = 1 << 12;

export interface Ranked {
  readonly participantId: string;
  readonly score: number;
}

export class FenwickRanks {
  private readonly scores = new Map<string, number>();
  private readonly buckets = new Map<number, string[]>();
  private tree = new Int32Array(FIRST_BUCKETS + 1);
  private capacity = FIRST_BUCKETS;
  private shift = 0;

  /**
   * A board built at once from its scores (the highest kept when a participant comes twice): every participant
   * pushed into its bucket, each bucket sorted once and the tree counted in one pass, instead of one ordered
   * insert each.
   */
  static from(entries: Iterable<Ranked>): FenwickRanks {
    const ranks = new FenwickRanks();
    let highest = 0;
    for (const { participantId, score } of entries) {
      const kept = Math.max(score, ranks.scores.get(participantId) ?? score);
      ranks.scores.set(participantId, kept);
      highest = Math.max(highest, kept);
    }
    ranks.widenFor(highest);
    ranks.rebuild();
    return ranks;
  }

  get size(): number {
    return this.scores.size;
  }

  scoreOf(participantId: string): number | undefined {
    return this.scores.get(participantId);
  }

  /** Sets a participant's score (adding the participant when new). Scores are non-negative safe integers. */
  set(participantId: string, score: number): void {
    const old = this.scores.get(participantId);
    if (old === score) return;
    if (old !== undefined) this.remove(participantId, old);
    this.grow(score);
    this.scores.set(participantId, score);
    const bucket = this.bucketOf(score);
    let members = this.buckets.get(bucket);
    if (members === undefined) {
      members = [];
      this.buckets.set(bucket, members);
    }
    members.splice(this.indexIn(members, score, participantId), 0, participantId);
    this.add(bucket, 1);
  }

  /** 1 + how many participants score strictly more (standard competition rank of `score`). */
  rankOfScore(score: number): number {
    const bucket = Math.min(this.bucketOf(score), this.capacity - 1);
    const members = this.buckets.get(bucket) ?? [];
    return 1 + this.countAbove(bucket) + this.firstIndexNotAbove(members, score);
  }

  /** A participant's 0-based position in board order, or undefined when it has no score. */
  positionOf(participantId: string): number | undefined {
    const score = this.scores.get(participantId);
    if (score === undefined) return undefined;
    const bucket = this.bucketOf(score);
    return this.countAbove(bucket) + this.indexIn(this.buckets.get(bucket) ?? [], score, participantId);
  }

  /** The participants at positions `start` to `stop` (inclusive, 0-based, clipped), in board order. */
  range(start: number, stop: number): Ranked[] {
    const out: Ranked[] = [];
    const last = Math.min(stop, this.size - 1);
    let position = Math.max(0, start);
    while (position <= last) {
      // The bucket holding the position-th from the top is the one holding the (size-1-position)-th from the bottom.
      const bucket = this.findFromBottom(this.size - 1 - position);
      const members = this.buckets.get(bucket) ?? [];
      const from = position - this.countAbove(bucket);
      for (let index = from; index < members.length && position <= last; index += 1, position += 1) {
        const participantId = members[index] as string;
        out.push({ participantId, score: this.scores.get(participantId) ?? 0 });
      }
    }
    return out;
  }

  /** Rough bytes held by the tree and the bucket arrays (not the ids' strings themselves). */
  treeBytes(): number {
    return this.tree.byteLength + this.size * 8;
  }

  private remove(participantId: string, score: number): void {
    const bucket = this.bucketOf(score);
    const members = this.buckets.get(bucket);
    if (members === undefined) return;
    members.splice(this.indexIn(members, score, participantId), 1);
    if (members.length === 0) this.buckets.delete(bucket);
    this.add(bucket, -1);
    this.scores.delete(participantId);
  }

  private bucketOf(score: number): number {
    return Math.floor(score / 2 ** this.shift);
  }

  private grow(score: number): void {
    if (this.bucketOf(score) < this.capacity) return;
    this.widenFor(score);
    this.rebuild();
  }

  /** Doubles the tree (up to MAX_BUCKETS), then widens the buckets, until `score` has a bucket. */
  private widenFor(score: number): void {
    while (this.bucketOf(score) >= this.capacity) {
      if (this.capacity < MAX_BUCKETS) this.capacity *= 2;
      else this.shift += 1;
    }
  }

  /** Puts every participant in its bucket again, each bucket in board order, and counts them in a new tree. */
  private rebuild(): void {
    this.buckets.clear();
    this.tree = new Int32Array(this.capacity + 1);
    for (const [participantId, kept] of this.scores) {
      const bucket = this.bucketOf(kept);
      let members = this.buckets.get(bucket);
      if (members === undefined) {
        members = [];
        this.buckets.set(bucket, members);
      }
      members.push(participantId);
    }
    for (const [bucket, members] of this.buckets) {
      members.sort((a, b) => this.compare(a, b));
      this.tree[bucket + 1] = members.length;
    }
    // The tree of the bucket counts in one pass: each node passes its sum on to its parent.
    for (let index = 1; index <= this.capacity; index += 1) {
      const parent = index + (index & -index);
      if (parent <= this.capacity) this.tree[parent] = (this.tree[parent] ?? 0) + (this.tree[index] ?? 0);
    }
  }

  /** Board order: higher score first, then higher participant id first. */
  private compare(a: string, b: string): number {
    const byScore = (this.scores.get(b) ?? 0) - (this.scores.get(a) ?? 0);
    if (byScore !== 0) return byScore;
    return a < b ? 1 : a > b ? -1 : 0;
  }

  /** Where (score, id) is, or belongs, in a bucket's board order. */
  private indexIn(members: readonly string[], score: number, participantId: string): number {
    let low = 0;
    let high = members.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = members[middle] as string;
      const otherScore = this.scores.get(other) ?? 0;
      const before = otherScore > score || (otherScore === score && other > participantId);
      if (before) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** How many members of a bucket score strictly more than `score`. */
  private firstIndexNotAbove(members: readonly string[], score: number): number {
    let low = 0;
    let high = members.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.scores.get(members[middle] as string) ?? 0) > score) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private add(bucket: number, delta: number): void {
    for (let index = bucket + 1; index <= this.capacity; index += index & -index)
      this.tree[index] = (this.tree[index] ?? 0) + delta;
  }

  /** How many participants are in buckets 0..bucket. */
  private prefix(bucket: number): number {
    let sum = 0;
    for (let index = bucket + 1; index > 0; index -= index & -index) sum += this.tree[index] ?? 0;
    return sum;
  }

  private countAbove(bucket: number): number {
    return this.size - this.prefix(bucket);
  }

  /** The bucket holding the k-th participant (0-based) counted from the lowest score. */
  private findFromBottom(k: number): number {
    let index = 0;
    let remaining = k;
    for (let step = this.capacity; step > 0; step >>= 1) {
      const next = index + step;
      if (next <= this.capacity && (this.tree[next] ?? 0) <= remaining) {
        index = next;
        remaining -= this.tree[next] ?? 0;
      }
    }
    return index;
  }
}
