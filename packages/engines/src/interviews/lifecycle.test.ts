import { describe, expect, it } from 'vitest';
import { INTERVIEW_ACTORS, INTERVIEW_STATES } from '@masar/shared/interviews';
import { decideTransition, TRANSITIONS, type LifecycleAction } from './lifecycle.ts';

const ACTIONS = Object.keys(TRANSITIONS) as LifecycleAction[];

describe('the interview lifecycle table', () => {
  it('lets nothing out of deleted, and only the system expire', () => {
    for (const action of ACTIONS) {
      for (const actor of INTERVIEW_ACTORS) {
        expect(decideTransition({ action, state: 'deleted', actor, redoAllowed: true }).allowed).toBe(false);
        const expire = decideTransition({ action: 'expire', state: 'invited', actor, redoAllowed: true });
        expect(expire.allowed).toBe(actor === 'system');
      }
    }
  });

  it('refuses the wrong person before the wrong state, and a redo when the company turned redo off', () => {
    expect(decideTransition({ action: 'cancel', state: 'completed', actor: 'candidate', redoAllowed: true })).toEqual({ allowed: false, refusal: 'actor' });
    expect(decideTransition({ action: 'cancel', state: 'completed', actor: 'company', redoAllowed: true })).toEqual({ allowed: false, refusal: 'state' });
    expect(decideTransition({ action: 'reset', state: 'completed', actor: 'company', redoAllowed: false })).toEqual({ allowed: false, refusal: 'redo' });
    expect(decideTransition({ action: 'reset', state: 'completed', actor: 'company', redoAllowed: true })).toEqual({ allowed: true, to: 'invited' });
  });

  it('leads every move to a known state', () => {
    for (const action of ACTIONS) expect(INTERVIEW_STATES).toContain(TRANSITIONS[action].to);
  });
});
