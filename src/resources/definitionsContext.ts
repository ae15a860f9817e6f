import { createContext, useContext } from 'react';
import type { ResourceDefinition } from './types';

/** Finds a resource's definition by name (undefined for a name the registry doesn't hold). */
export type DefinitionLookup = (name: string) => ResourceDefinition | undefined;

const DefinitionsContext = createContext<DefinitionLookup | null>(null);

/**
 * Gives the screens below it the registry's lookup. src/resources/index.ts provides it around
 * every resource screen it builds, so a screen reaches other definitions (a relation's target, a
 * reference's resource) without importing the registry, which imports the screens.
 */
export const DefinitionsProvider = DefinitionsContext.Provider;

/** The registry's lookup, from the nearest DefinitionsProvider. */
export function useDefinitionOf(): DefinitionLookup {
    const lookup = useContext(DefinitionsContext);
    if (!lookup) throw new Error('no DefinitionsProvider');
    return lookup;
}
