import { authHandlers } from './auth';
import { goldHandlers } from './gold';
import { resourceHandlers } from './resources';

/** Every HTTP handler of the mock backend; specific paths before the generic resource REST. */
export const handlers = [...authHandlers, ...goldHandlers, ...resourceHandlers];
