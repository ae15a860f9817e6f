import { useEffect } from 'react';
import { closeOrderNotification } from '../alerts/desktopNotification';
import { liveStore } from '../liveStore';
import { listenForDecisions } from './decisionSync';
import { startLeaderElection } from './leader';

/**
 * The admin's tabs of one browser, together: this tab joins the election of the one
 * that rings and notifies, and drops from its panel every order another tab decided.
 */
export const TabSync = () => {
    useEffect(() => {
        startLeaderElection();
        return listenForDecisions(id => {
            liveStore.removeOrder(id);
            closeOrderNotification(id);
        });
    }, []);
    return null;
};
