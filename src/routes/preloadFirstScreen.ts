import { LazyDashboard } from '../dashboard/lazyDashboard';
import { preloadScreenAt } from '../resources/screens/screenLoaders';

/**
 * Fetches the code of the screen a signed-in start opens, as the admin starts (src/main.tsx): the
 * dashboard at `/`, a resource's screen at its paths (`preloadScreenAt`), nothing elsewhere. Its
 * route then draws it at once, without suspending. Resolves once the code has arrived (or failed:
 * the route then fetches again and shows its own error).
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
    if (pathname === '/') await LazyDashboard.preload().catch(() => undefined);
    else await preloadScreenAt(pathname);
}
