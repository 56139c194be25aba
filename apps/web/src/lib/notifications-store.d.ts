/** The toasts' store without their container (vite.config.ts aliases this to the package's store module). */
declare module '@mantine/notifications/store' {
  export { notifications, useNotifications } from '@mantine/notifications';
}
