/** The access rules live in src/access/; the menu and shortcuts read them from here. */
export { useCanOpen } from '../access/useCanOpen';
