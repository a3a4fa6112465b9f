import type { PlannerTabProps } from './tab-props.ts';

export function RotationsTab(_props: PlannerTabProps) {
  return <p className="text-sm text-slate-500">This tab is being built.</p>;
}
