import { createAuthProvider } from './providers/authProvider';
import { createI18nProvider, messagesWith } from './providers/i18nProvider';
import { definitionOf, resourceMessages } from './resources';

/**
 * The app's react-admin providers, given what they need from the resource registry: the menu id
 * guarding each resource, and the resources' Persian names and field labels. The providers
 * themselves never import the registry (src/providers/ sits below src/resources/).
 */
export const authProvider = createAuthProvider(resource => definitionOf(resource)?.menuId);

export const messages = messagesWith(resourceMessages());

export const i18nProvider = createI18nProvider(messages);
