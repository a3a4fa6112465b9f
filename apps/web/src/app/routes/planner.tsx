import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder.tsx';

export function PlannerRoute() {
  return <ScreenPlaceholder title="Configuration" subtitle="System Setup" />;
}
