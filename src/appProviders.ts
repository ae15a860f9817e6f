import { createAuthProvider } from './providers/authProvider';
import { createI18nProvider, messagesWith } from './providers/i18nProvider';
import { definitionOf, resourceMessages } from './resources';

/**
 * The app's react-admin providers, given what they need from the resource registry: the menu id
 * guarding each resource, and the resources' Persian names and field labels. The providers
 * themselves never import the registry (src/providers/ sits below src/resources/).
 */
/** The menu id guarding a resource: what an admin's `accesses` must name to open it. */
export const menuIdOf = (resource: string) => definitionOf(resource)?.menuId;

export const authProvider = createAuthProvider(menuIdOf);

export const messages = messagesWith(resourceMessages());

export const i18nProvider = createI18nProvider(messages);
