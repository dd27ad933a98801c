/**
 * Where the process is in its life, for the readiness probe and the answers: `stopping` from the
 * first SIGTERM/SIGINT, when a load balancer should stop sending new work (the requests already
 * here are still answered, each with `Connection: close`).
 */
export type Lifecycle = {
  readonly stopping: boolean;
  markStopping(): void;
};

export const createLifecycle = (): Lifecycle => {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    markStopping: () => {
      stopping = true;
    },
  };
};
