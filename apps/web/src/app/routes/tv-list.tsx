/** Spec 1 §2: full screen and dark, without the navigation bar. */
export function TvListRoute() {
  return (
    <main className="flex min-h-screen flex-col bg-slate-950 px-8 py-6 text-slate-100">
      <h1 className="text-3xl font-bold tracking-tight">TV List</h1>
      <p className="mt-1 text-slate-400">Who is where, by the first letter of their name.</p>
      <div className="mt-8 flex flex-1 items-center justify-center rounded-xl border border-dashed border-slate-700 text-slate-500">This screen is being built.</div>
    </main>
  );
}
