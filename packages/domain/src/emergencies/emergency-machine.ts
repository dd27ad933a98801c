import { msg, type MessageKey } from '../i18n/translate.ts';

/**
 * The emergency request's state machine: an owner's request starts
 * `pending`; the veterinarian it was sent to acknowledges it or says they cannot help; an
 * acknowledged request is then resolved. Nothing else moves. The server checks that the caller is
 * the request's vet (anyone else gets 404), then asks `transitionEmergency`, which answers with
 * the new status or an error code it maps to a 409 with the code's message.
 */

/** Every status a stored emergency request can hold. A new one is `pending`. */
export const EMERGENCY_STATUSES = ['pending', 'acknowledged', 'cannot_help', 'resolved'] as const;
export type EmergencyStatus = (typeof EMERGENCY_STATUSES)[number];

export const isEmergencyStatus = (value: unknown): value is EmergencyStatus =>
  typeof value === 'string' && (EMERGENCY_STATUSES as readonly string[]).includes(value);

/**
 * A stored status read back: case and surrounding space do not matter, `cannot-help` is
 * `cannot_help`, and anything unknown is `pending` (as bookings read theirs).
 */
export const normalizeEmergencyStatus = (value: unknown): EmergencyStatus => {
  if (typeof value !== 'string') return 'pending';
  const word = value.trim().toLowerCase().replace(/-/g, '_');
  return isEmergencyStatus(word) ? word : 'pending';
};

/** What the veterinarian does to a request; each may carry a note for the owner. */
export const EMERGENCY_ACTIONS = ['acknowledge', 'cannot_help', 'resolve'] as const;
export type EmergencyAction = (typeof EMERGENCY_ACTIONS)[number];

/** Error codes of refused transitions, each answered with HTTP 409 and its message. */
export const EMERGENCY_TRANSITION_ERRORS = {
  /** Acknowledge or cannot-help on a request that is no longer pending. */
  EMERGENCY_NOT_PENDING: msg('emergencies:transition.notPending'),
  /** Resolve on a request that is not acknowledged (pending, cannot-help or already resolved). */
  EMERGENCY_NOT_ACKNOWLEDGED: msg('emergencies:transition.notAcknowledged'),
} as const satisfies Record<string, MessageKey>;
export type EmergencyTransitionErrorCode = keyof typeof EMERGENCY_TRANSITION_ERRORS;

export type EmergencyTransition = {
  readonly ok: true;
  readonly action: EmergencyAction;
  readonly from: EmergencyStatus;
  readonly status: EmergencyStatus;
  /** Acknowledge and cannot-help answer the request (its `answered_at`). */
  readonly answers: boolean;
  /** Resolve closes it (its `resolved_at`). */
  readonly resolves: boolean;
};
export type EmergencyTransitionError = {
  readonly ok: false;
  readonly code: EmergencyTransitionErrorCode;
  readonly message: MessageKey;
};

const refuse = (code: EmergencyTransitionErrorCode): EmergencyTransitionError => ({
  ok: false,
  code,
  message: EMERGENCY_TRANSITION_ERRORS[code],
});

/**
 * The outcome of the veterinarian's action on a request whose stored status is `status`:
 * - acknowledge: pending → acknowledged;
 * - cannot_help: pending → cannot_help (final);
 * - resolve: acknowledged → resolved (final).
 * Every other pair is refused. The owner is told of each change.
 */
export const transitionEmergency = (
  status: unknown,
  action: EmergencyAction,
): EmergencyTransition | EmergencyTransitionError => {
  const from = normalizeEmergencyStatus(status);
  const done = (next: EmergencyStatus): EmergencyTransition => ({
    ok: true,
    action,
    from,
    status: next,
    answers: action !== 'resolve',
    resolves: action === 'resolve',
  });
  switch (action) {
    case 'acknowledge':
      return from === 'pending' ? done('acknowledged') : refuse('EMERGENCY_NOT_PENDING');
    case 'cannot_help':
      return from === 'pending' ? done('cannot_help') : refuse('EMERGENCY_NOT_PENDING');
    case 'resolve':
      return from === 'acknowledged' ? done('resolved') : refuse('EMERGENCY_NOT_ACKNOWLEDGED');
  }
};

/** The actions the veterinarian may take on a request now: the buttons its card shows. */
export const availableEmergencyActions = (status: unknown): EmergencyAction[] =>
  EMERGENCY_ACTIONS.filter((action) => transitionEmergency(status, action).ok);
