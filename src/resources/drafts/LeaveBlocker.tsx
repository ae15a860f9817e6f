import { lazy, Suspense, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { session } from '../../providers/session';
import { hasUnsavedChanges, leaveAll, subscribeUnsaved } from './leaveGuard';

const LeaveQuestion = lazy(() => import('./LeaveQuestion'));

/** Asked only while signed in: a 401's sign-out is never held (the drafts are already kept). */
const shouldAsk = () => hasUnsavedChanges() && session.getToken() !== null;

/** In-app navigation (links, the router, the browser's back button) waits for the question. */
const RouterBlocker = () => {
    const block = useCallback<BlockerFunction>(
        ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldAsk(),
        []
    );
    const blocker = useBlocker(block);
    if (blocker.state !== 'blocked') return null;
    return (
        <Suspense>
            <LeaveQuestion
                onStay={() => blocker.reset()}
                onLeave={() => {
                    leaveAll();
                    blocker.proceed();
                }}
            />
        </Suspense>
    );
};

/**
 * The page's one leave question: while a form on it holds unsaved changes (./leaveGuard), leaving
 * through the app asks first, and a reload or closing the tab gets the browser's own question.
 * In-app blocking needs a data router (the app's `createBrowserRouter`); under a plain router only
 * the browser's question is asked.
 */
export const LeaveBlocker = () => {
    const dataRouter = useContext(UNSAFE_DataRouterContext);
    useEffect(() => {
        const beforeUnload = (event: BeforeUnloadEvent) => {
            if (!shouldAsk()) return;
            event.preventDefault();
            // older Chromium asks only when returnValue is set
            event.returnValue = true;
        };
        window.addEventListener('beforeunload', beforeUnload);
        return () => window.removeEventListener('beforeunload', beforeUnload);
    }, []);
    // the router's blocker exists only while there is something to lose: a page with nothing
    // unsaved leaves every navigation alone, the browser's own back and forward included
    const unsaved = useSyncExternalStore(subscribeUnsaved, hasUnsavedChanges);
    return dataRouter && unsaved ? <RouterBlocker /> : null;
};
