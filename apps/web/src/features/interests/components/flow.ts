import { DEFAULT_INTEREST_AREA, type InterestArea } from '@masar/shared/interests';

/** Spec §2 My Next Move flow steps; spec §4: the flow starts at START and resets to it. */
export type FlowStep =
  | 'START'
  | 'START_DESCRIPTION'
  | 'INTEREST_QUESTIONS'
  | 'INTEREST_SCORES'
  | 'RESULTS'
  | 'JOB_ZONES'
  | 'CAREERS'
  | 'MORE_CAREERS';

export interface FlowState {
  step: FlowStep;
  /** The page of activities shown, 0–4; null: the first with an unanswered one. */
  questionPage: number | null;
  /** The area whose meaning the results show: Realistic until another is picked (spec §4). */
  area: InterestArea;
  /** Pages of careers shown: 1 at CAREERS, one more for each "more careers". */
  careerPages: number;
}

export const START: FlowState = { step: 'START', questionPage: null, area: DEFAULT_INTEREST_AREA, careerPages: 1 };

export type FlowAction =
  | { type: 'go'; step: FlowStep }
  | { type: 'questions'; page: number | null }
  | { type: 'area'; area: InterestArea }
  | { type: 'careers' }
  | { type: 'moreCareers' }
  | { type: 'reset' };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'go':
      return { ...state, step: action.step };
    case 'questions':
      return { ...state, step: 'INTEREST_QUESTIONS', questionPage: action.page };
    case 'area':
      return { ...state, area: action.area };
    case 'careers':
      return { ...state, step: 'CAREERS', careerPages: 1 };
    case 'moreCareers':
      return { ...state, step: 'MORE_CAREERS', careerPages: state.careerPages + 1 };
    case 'reset':
      return START;
  }
}
