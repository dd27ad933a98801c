import { NewVersionPrompt } from '../new-version-prompt';
import { OfflineNotice } from './offline-notice';

/**
 * Beside every screen once the page has loaded: the offline notice and the new-version note.
 * Neither can show on a first page (nothing is offline or newer yet), so both come in the chunk
 * fetched after the `load` event, not in the first load.
 */
export const AfterLoadExtra = () => (
  <>
    <OfflineNotice />
    <NewVersionPrompt />
  </>
);
