import type { UserState } from '@masar/shared/user-states';
import {
  IconBook,
  IconBriefcase,
  IconBrain,
  IconChartBar,
  IconCompass,
  IconLayoutDashboard,
  IconMessageChatbot,
  IconMicrophone,
  IconUserCheck,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  IconClipboardCheck,
  type Icon,
} from '@tabler/icons-react';

export type NavigationLabel =
  | 'dashboard'
  | 'jobs'
  | 'interviews'
  | 'courses'
  | 'profile'
  | 'personality'
  | 'myNextMove'
  | 'candidateAssessments'
  | 'candidates'
  | 'employees'
  | 'assessments'
  | 'knowledgeBase'
  | 'skillsAnalytics'
  | 'approvals';

export interface NavigationItem {
  label: NavigationLabel;
  to: string;
  icon: Icon;
}

const candidateArea: NavigationItem[] = [
  { label: 'dashboard', to: '/candidate/dashboard', icon: IconLayoutDashboard },
  { label: 'jobs', to: '/candidate/jobs', icon: IconBriefcase },
  { label: 'interviews', to: '/candidate/interviews', icon: IconMicrophone },
  { label: 'courses', to: '/candidate/courses', icon: IconBook },
  { label: 'candidateAssessments', to: '/candidate/assessments', icon: IconClipboardCheck },
  { label: 'personality', to: '/candidate/assessments/personality', icon: IconBrain },
  { label: 'myNextMove', to: '/candidate/assessments/my-next-move', icon: IconCompass },
  { label: 'profile', to: '/candidate/profile', icon: IconUserCircle },
];

const recruiterArea: NavigationItem[] = [
  { label: 'dashboard', to: '/recruiter/dashboard', icon: IconLayoutDashboard },
  { label: 'jobs', to: '/recruiter/jobs', icon: IconBriefcase },
  { label: 'candidates', to: '/recruiter/candidates', icon: IconUsers },
  { label: 'employees', to: '/recruiter/employees', icon: IconUsersGroup },
  { label: 'interviews', to: '/recruiter/interviews', icon: IconMicrophone },
  { label: 'assessments', to: '/recruiter/assessments', icon: IconClipboardCheck },
  { label: 'knowledgeBase', to: '/recruiter/chatbot', icon: IconMessageChatbot },
  { label: 'skillsAnalytics', to: '/recruiter/skills-analytics', icon: IconChartBar },
];

const talentManagerArea: NavigationItem[] = [
  { label: 'dashboard', to: '/talent-manager/dashboard', icon: IconLayoutDashboard },
  { label: 'jobs', to: '/talent-manager/jobs', icon: IconBriefcase },
];

/** The left navigation of the role's area (spec §6); states without an area have none. */
export function navigationForState(state: UserState): NavigationItem[] {
  switch (state) {
    case 'CANDIDATE':
      return candidateArea;
    case 'RECRUITER':
      return recruiterArea;
    case 'RECRUITER_ADMIN':
      return [...recruiterArea, { label: 'approvals', to: '/recruiter/admin', icon: IconUserCheck }];
    case 'TALENT_MANAGER':
      return talentManagerArea;
    default:
      return [];
  }
}
