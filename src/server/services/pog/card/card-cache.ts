/**
 * The rendered POG cards of this server, by the fingerprint of everything drawn on them. A card is never
 * invalidated by hand: a new avatar, name, tier, badge or score is a new fingerprint, so it is drawn afresh and
 * the stale picture ages out. Least recently used first out once `capacity` is reached; one drawing per
 * fingerprint at a time (requests for a card being drawn wait for that drawing).
 */
export class PogCardCache {
  private readonly entries = new Map<string, Promise<Uint8Array>>();

  constructor(private readonly capacity: number) {}

  /** The card of `fingerprint`, drawn by `draw` unless it is held; a failed drawing is not kept. */
  get(fingerprint: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const held = this.entries.get(fingerprint);
    if (held !== undefined) {
      // Map order is insertion order: moving it to the end marks it recently used.
      this.entries.delete(fingerprint);
      this.entries.set(fingerprint, held);
      return held;
    }
    const drawing = draw();
    this.entries.set(fingerprint, drawing);
    drawing.catch(() => {
      if (this.entries.get(fingerprint) === drawing) this.entries.delete(fingerprint);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
    return drawing;
  }

  has(fingerprint: string): boolean {
    return this.entries.has(fingerprint);
  }

  get size(): number {
    return this.entries.size;
  }
}
