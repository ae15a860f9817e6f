import { createContext, useContext } from 'react';

/** Whether the collapsed side menu is open over the content while the pointer is on it. */
export const SidebarPeekContext = createContext(false);

export const useSidebarPeek = (): boolean => useContext(SidebarPeekContext);
