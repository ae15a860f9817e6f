/**
 * The ids seen in this page session, remembered up to a limit: the oldest are forgotten first,
 * so a page open for a week uses bounded memory (docs/asyncapi.yaml: duplicates are ignored).
 */
export class RecentIds {
    private readonly ids = new Set<string>();

    constructor(readonly capacity = 5000) {}

    /** True the first time an id is seen (and remembers it); false for a duplicate. */
    firstSeen(id: number | string): boolean {
        const key = String(id);
        if (this.ids.has(key)) return false;
        this.ids.add(key);
        if (this.ids.size > this.capacity) {
            // a Set iterates in insertion order: the first is the oldest
            this.ids.delete(this.ids.values().next().value as string);
        }
        return true;
    }

    get size(): number {
        return this.ids.size;
    }
}
