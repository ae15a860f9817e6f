import { localStorageStore } from 'react-admin';
import { perAdminStore } from './adminStore';

/**
 * react-admin's store in this browser: preferences (sidebar, list parameters) survive reloads;
 * bump the version to reset them. Saved views, chosen columns and recent searches are each
 * admin's own and survive a sign-out too (./adminStore.ts).
 */
export const browserStore = perAdminStore(localStorageStore('1', 'zar-admin'));
