import { homePathForState } from '@masar/shared/user-states';
import { Outlet } from 'react-router';
import { PublicFrame } from '../../features/shell/components/public-frame';
import { useSession } from '../session/session-store';

export function PublicLayout() {
  const { state } = useSession();
  return (
    <PublicFrame homePath={homePathForState(state)}>
      <Outlet />
    </PublicFrame>
  );
}
