import { createElement, lazy, Suspense, type ReactNode } from 'react';
import { useAvailable } from '../availability';
import type { ResourceDefinition } from '../types';

/** The notice loads only where it is said: a first load holds none of it. */
const UnavailableNotice = lazy(() => import('./UnavailableNotice'));

/** An optional resource's screen, or the notice once the server said it is not there for this admin. */
export const OptionalScreen = ({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) =>
    useAvailable(definition.name) ? children : createElement(Suspense, { fallback: null }, createElement(UnavailableNotice, { definition }));
