import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

import { Notifications as MantineNotifications } from '@mantine/notifications';

/** The toasts, at the top centre; loaded by `provider.tsx` when the first one is shown. */
const Notifications = () => <MantineNotifications position="top-center" />;

export default Notifications;
