import { ConnectionBanner } from './ConnectionBanner';
import { LiveToasts } from './LiveToasts';
import { TabSync } from './tabs/TabSync';

/**
 * What the live layer adds over the page besides the live-order panel: this tab joining the
 * others (who rings, decisions made elsewhere), the live toasts and the connection banner. A lazy
 * chunk the shell loads once the first screen is shown (src/realtime/firstScreen.ts), with the
 * live connection: before it, none of them has anything to say.
 */
export const LiveOverlays = () => (
    <>
        <TabSync />
        <LiveToasts />
        <ConnectionBanner />
    </>
);
