import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder.tsx';

export function DashboardRoute() {
  return <ScreenPlaceholder title="Dashboard" subtitle="Overview and Analytics" />;
}
