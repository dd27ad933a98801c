import { RUNNING_BUILD } from '../../lib/build-version';
import { AfterLoadExtra } from './after-load-extra';
import { setPageExtras, type PageWorker } from './page-extras';
import { registerWorker } from './register-worker';

type Register = (options: { publish: (worker: PageWorker) => void }) => Promise<void>;

/**
 * What the page needs once it has loaded and no first page shows, in a chunk of its own
 * (`main.tsx` fetches it after the `load` event, so the first load stays within its budget): the
 * offline notice and the new-version note, and in a build (not the dev server, not the tests) the service worker, whose
 * updates the new-version note offers.
 */
export const start = ({
  build = RUNNING_BUILD,
  supported = 'serviceWorker' in navigator,
  register = registerWorker,
}: { build?: string | null; supported?: boolean; register?: Register } = {}) => {
  setPageExtras({ Extra: AfterLoadExtra, worker: null });
  if (build === null || !supported) return;
  void register({ publish: (worker) => setPageExtras({ Extra: AfterLoadExtra, worker }) });
};
