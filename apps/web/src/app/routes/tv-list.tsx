import { TvListScreen } from '../../features/tv/components/tv-list-screen.tsx';
import { WallRoute } from './wall-route.tsx';

/** /tv-list (spec 1 §2): who is where, for a wall TV. */
export function TvListRoute() {
  return <WallRoute Screen={TvListScreen} />;
}
