import { useEffect, useState } from 'react';
import type { PublicFulfillmentCenter } from '@stationboard/domain/schemas/fulfillment-center';

type State = { status: 'loading' } | { status: 'ready'; centers: PublicFulfillmentCenter[] } | { status: 'error' };

/** A placeholder until the sign-in screen lands: proves the page, the API and the database meet. */
export function HomeRoute() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/fulfillment-centers/public', { signal: controller.signal })
      .then((res) => res.json())
      .then((body: { data: PublicFulfillmentCenter[] }) => setState({ status: 'ready', centers: body.data }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);

  return (
    <main className="min-h-screen bg-slate-50 text-slate-900">
      <div className="mx-auto max-w-2xl px-6 py-16">
        <h1 className="text-4xl font-bold tracking-tight text-blue-900">Stationboard</h1>
        <p className="mt-2 text-slate-600">Station planning for fulfillment centers.</p>
        <section className="mt-10 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold">Fulfillment centers</h2>
          {state.status === 'loading' && <p className="mt-3 text-slate-500">Loading fulfillment centers...</p>}
          {state.status === 'error' && <p className="mt-3 text-red-600">Failed to load fulfillment centers</p>}
          {state.status === 'ready' && (
            <ul className="mt-3 divide-y divide-slate-100" aria-label="Fulfillment centers">
              {state.centers.map((c) => (
                <li key={c.id} className="flex justify-between py-2">
                  <span>
                    {c.name} ({c.code})
                  </span>
                  <span className="text-slate-500">{c.location ?? 'No location'}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
