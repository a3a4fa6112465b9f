import { Link } from 'react-router';
import { CenteredScreen } from '../../components/layouts/centered-screen.tsx';
import { MESSAGES } from '../../lib/i18n/messages.ts';

export function NotFoundRoute() {
  return (
    <CenteredScreen fullHeight={false}>
      <div className="text-center">
        <h1 className="text-xl font-semibold text-ink">{MESSAGES.pageNotFound}</h1>
        <p className="mt-2 text-sm text-slate-600">{MESSAGES.pageNotFoundText}</p>
        <Link to="/" className="mt-4 inline-block font-medium text-blue-700 hover:underline">
          {MESSAGES.goToStartPage}
        </Link>
      </div>
    </CenteredScreen>
  );
}
