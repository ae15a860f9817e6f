import { createContext, useContext } from 'react';
import type { AnyMenuId } from '../access/rules';
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

/** The menu's built-in screens in menu order: each menu id and the resource it opens. */
export type MenuResources = ReadonlyArray<{ menuId: AnyMenuId; resource: string }>;

const MenuResourcesContext = createContext<MenuResources>([]);

/** Gives the screens below it the menu's resources (src/resources/index.ts, from the registry's `menuResources`). */
export const MenuResourcesProvider = MenuResourcesContext.Provider;

/** The menu's resources, in menu order (a staff member's accesses are chosen among them). */
export const useMenuResources = (): MenuResources => useContext(MenuResourcesContext);
