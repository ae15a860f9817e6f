/** How long a toast stays on screen, the live toasts and react-admin's notifications alike. */
export const TOAST_MS = 3000;
