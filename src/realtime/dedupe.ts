/**
 * The ids seen in this page session, remembered up to a limit: the oldest are forgotten first,
 * so a page open for a week uses bounded memory (docs/asyncapi.yaml: duplicates are ignored).
 *
 * Constant time and no allocation per id: numeric ids are kept as numbers (a string id that
 * reads as the same number, "5" for 5, is the same id, as before), and a ring of the remembered
 * ids says which to forget next.
 */
export class RecentIds {
    private readonly ids = new Set<number | string>();
    private readonly ring: Array<number | string>;
    private next = 0;

    readonly capacity: number;

    constructor(capacity = 5000) {
        this.capacity = Math.max(1, Math.floor(capacity));
        this.ring = new Array<number | string>(this.capacity);
    }

    /** True the first time an id is seen (and remembers it); false for a duplicate. */
    firstSeen(id: number | string): boolean {
        const key = typeof id === 'number' ? id : keyOf(id);
        if (this.ids.has(key)) return false;
        if (this.ids.size >= this.capacity) this.ids.delete(this.ring[this.next]);
        this.ids.add(key);
        this.ring[this.next] = key;
        this.next = (this.next + 1) % this.capacity;
        return true;
    }

    get size(): number {
        return this.ids.size;
    }
}

/** A string id that is a number's own text is that number ("12" → 12; "012" stays a string). */
function keyOf(id: string): number | string {
    const number = Number(id);
    return String(number) === id ? number : id;
}
