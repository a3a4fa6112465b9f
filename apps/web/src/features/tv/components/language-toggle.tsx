import { LANGUAGE_NAMES, LANGUAGES } from '@stationboard/domain/i18n/languages';
import { cn } from '../../../lib/cn.ts';
import { setKioskLanguage, useKioskLanguage, useKioskText } from '../../../lib/i18n/kiosk-language.ts';

export type LanguageToggleProps = {
  /** 'wall': large, on the dark TV List; 'panel': small, in the TV Mode overlay. */
  appearance?: 'panel' | 'wall';
  className?: string;
};

/**
 * Issue 14: the kiosk's language, one button per language named in its own words (English,
 * Español), the chosen one pressed. The choice is kept on this device (decision 128).
 */
export function LanguageToggle({ appearance = 'panel', className }: LanguageToggleProps) {
  const current = useKioskLanguage();
  const { MESSAGES } = useKioskText();
  const isWall = appearance === 'wall';
  return (
    <div
      role="group"
      aria-label={MESSAGES.kioskLanguage}
      className={cn(
        'inline-flex shrink-0 rounded-lg border p-0.5',
        isWall ? 'gap-1 border-slate-600 bg-slate-900' : 'border-indigo-200 bg-indigo-50',
        className,
      )}
    >
      {LANGUAGES.map((language) => {
        const pressed = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={pressed}
            onClick={() => void setKioskLanguage(language)}
            className={cn(
              'rounded-md font-semibold outline-none focus-visible:ring-4',
              isWall ? 'px-4 py-1 text-2xl focus-visible:ring-sky-400/60' : 'px-2 py-0.5 text-xs focus-visible:ring-indigo-500/40',
              pressed
                ? isWall
                  ? 'bg-sky-400 text-slate-950'
                  : 'bg-indigo-700 text-white'
                : isWall
                  ? 'text-slate-200 hover:bg-slate-800'
                  : 'text-indigo-900 hover:bg-indigo-100',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        );
      })}
    </div>
  );
}
