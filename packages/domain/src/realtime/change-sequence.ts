/**
 * A client's place in its center's change sequence (decision 119). The server states the
 * number on join; every later message must carry the next one. A number already seen is a
 * duplicate; a number further on means messages were lost, and the client reloads once and
 * carries on from there.
 */
export type SequenceVerdict = 'apply' | 'duplicate' | 'gap';

export class ChangeSequence {
  #last: number | null = null;

  /** Null until joined. */
  get last(): number | null {
    return this.#last;
  }

  joined(seq: number): void {
    this.#last = seq;
  }

  /** Judges a message's number and moves on to it. Call only once joined. */
  next(seq: number): SequenceVerdict {
    if (this.#last === null) throw new Error('not joined');
    if (seq <= this.#last) return 'duplicate';
    const verdict = seq === this.#last + 1 ? 'apply' : 'gap';
    this.#last = seq;
    return verdict;
  }
}
