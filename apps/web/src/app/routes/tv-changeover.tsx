import { ChangeoverScreen } from '../../features/tv/components/changeover-screen.tsx';
import { WallRoute } from './wall-route.tsx';

/** /tv-changeover (issue 15, decision 130): the quarter-change wallboard, like the TV List. */
export function TvChangeoverRoute() {
  return <WallRoute Screen={ChangeoverScreen} />;
}
