import { HttpError } from 'react-admin';
import { markUnavailable, resetAvailability, useAvailable } from '../availability';

/**
 * Whether the activity log is there for this admin: one of the optional resources of
 * ../availability.ts (a `404` on `/admin/activity` hides the timelines, the page and the menu item
 * until the page is reloaded; a `403`, until `/admin/me` is read again).
 */
export const markActivityMissing = (): void => void markUnavailable('activity', new HttpError('', 404));

/** `/admin/activity` answered 403: hidden until the admin's rights are read again. */
export const markActivityRefused = (): void => void markUnavailable('activity', new HttpError('', 403));

/** For tests: as if the page had been reloaded. */
export const resetActivityAvailability = resetAvailability;

/** False once the server said it has no activity log, or refused it to this admin. */
export const useActivityAvailable = (): boolean => useAvailable('activity');
