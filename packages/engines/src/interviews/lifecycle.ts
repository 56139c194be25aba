/**
 * The interview lifecycle as a table (issue #16, decision 0075): for each action, the states it starts
 * from, the state it leads to and who may take it. Pure: the server loads the interview, asks here, and
 * writes the move and its history row in one transaction.
 */
import type { InterviewAction, InterviewActor, InterviewState } from '@masar/shared/interviews';

export interface Transition {
  from: readonly InterviewState[];
  to: InterviewState;
  by: InterviewActor;
  /** Allowed only when the company lets interviews be redone (`redo_allowed`). */
  needsRedo?: true;
}

/** Lifecycle moves, the spec's six actions and the clock's expiry. */
export type LifecycleAction = InterviewAction | 'expire';

export const TRANSITIONS: Readonly<Record<LifecycleAction, Transition>> = {
  // The candidate opens the invitation and answers the first question.
  start: { from: ['invited'], to: 'in_progress', by: 'candidate' },
  // Back after a pause or a closed tab: the interview goes on at the next unanswered question.
  resume: { from: ['in_progress'], to: 'in_progress', by: 'candidate' },
  // The candidate finished (or stopped for good): what is answered is what is assessed.
  over: { from: ['in_progress'], to: 'completed', by: 'candidate' },
  // The company withdraws an interview nobody has finished.
  cancel: { from: ['invited', 'in_progress'], to: 'cancelled', by: 'company' },
  // A redo: a new attempt from the first question, the earlier attempt's answers kept apart.
  reset: { from: ['in_progress', 'completed', 'cancelled', 'expired'], to: 'invited', by: 'company', needsRedo: true },
  // Out of every list; an interview being taken is cancelled first, so nobody loses it mid-answer.
  delete: { from: ['invited', 'completed', 'cancelled', 'expired'], to: 'deleted', by: 'company' },
  expire: { from: ['invited', 'in_progress'], to: 'expired', by: 'system' },
};

export type TransitionRefusal = 'actor' | 'state' | 'redo';
export type TransitionDecision = { allowed: true; to: InterviewState } | { allowed: false; refusal: TransitionRefusal };

export interface TransitionRequest {
  action: LifecycleAction;
  state: InterviewState;
  actor: InterviewActor;
  redoAllowed: boolean;
}

/**
 * Whether `actor` may take `action` on an interview in `state`. The actor is checked first: someone who
 * may never take the action learns nothing of the interview's state from the refusal.
 */
export function decideTransition({ action, state, actor, redoAllowed }: TransitionRequest): TransitionDecision {
  const transition = TRANSITIONS[action];
  if (transition.by !== actor) return { allowed: false, refusal: 'actor' };
  if (!transition.from.includes(state)) return { allowed: false, refusal: 'state' };
  if (transition.needsRedo && !redoAllowed) return { allowed: false, refusal: 'redo' };
  return { allowed: true, to: transition.to };
}
