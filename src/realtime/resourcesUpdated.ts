/**
 * The live event `resources.updated` (docs/asyncapi.yaml): the API's served resource definitions
 * changed. The live layer only passes the word on; the resources layer, above it, listens here and
 * reads the definitions again (src/resources/served/).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` on every `resources.updated`; returns the unsubscribe function. */
export function onResourcesUpdated(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/** Tells the listeners that the served definitions changed. */
export function resourcesUpdated(): void {
    listeners.forEach(listener => listener());
}
