import { useState, type FormEvent, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';

/** The words of one list, from MESSAGES: the editor's own are only Save and Cancel. */
export type NamedListTexts = {
  /** The list's accessible name. */
  list: string;
  empty: string;
  loadFailed: string;
  /** The Add form's field and button. */
  nameField: string;
  add: string;
  addFailed: string;
  /** The row's delete button, the confirmation's title, button and question. */
  removeLabel: (name: string) => string;
  removeTitle: string;
  removeConfirm: string;
  removeQuestion: (name: string) => string;
  removeFailed: string;
};

/** A rename in place, for lists whose names can change. */
export type NamedListRename<T> = {
  fieldLabel: string;
  buttonLabel: (name: string) => string;
  failed: string;
  save: (item: T, name: string) => Promise<unknown>;
};

/** How a row's own control (the routing areas' Active switch) runs its change: one change at a time, its failure shown under the list. */
export type NamedListRun = { isRunning: boolean; run: (work: () => Promise<unknown>, failedText: string) => void };

export type NamedListEditorProps<T extends { id: string }> = {
  items: { data: readonly T[] | undefined; error: Error | null };
  nameOf: (item: T) => string;
  /** The domain's rule for a name: the trimmed name, or its message. */
  nameSchema: z.ZodType<string, string>;
  /** Add, rename and delete; without it the list only reads. */
  canEdit: boolean;
  texts: NamedListTexts;
  create: (name: string) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
  /** Reloads the list after each change. */
  reload: () => Promise<unknown>;
  rename?: NamedListRename<T>;
  /** Controls of a row shown before its edit buttons, whoever looks. */
  rowControls?: (item: T, action: NamedListRun) => ReactNode;
};

/**
 * A center's list of named things (skills, external routing areas): the list, an Add form,
 * delete after a confirmation, and a rename or a row control where the list has one. One
 * change at a time; a refusal shows under the list in the server's words or the list's text.
 */
export function NamedListEditor<T extends { id: string }>({
  items,
  nameOf,
  nameSchema,
  canEdit,
  texts,
  create,
  remove,
  reload,
  rename,
  rowControls,
}: NamedListEditorProps<T>) {
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  // One change at a time; runningFor says which row (or 'new', the Add form) it belongs to.
  const action = useAsyncAction();
  const [runningFor, setRunningFor] = useState<string | null>(null);
  const runFor = (id: string, work: () => Promise<unknown>, failedText: string) => {
    setRunningFor(id);
    void action.run(async () => {
      await work();
      await reload();
    }, failedText);
  };

  function checked(value: string): string | null {
    const parsed = nameSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    action.setError(parsed.error.issues[0]?.message ?? null);
    return null;
  }

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    const valid = checked(name);
    if (valid === null) return;
    runFor(
      'new',
      async () => {
        await create(valid);
        setName('');
      },
      texts.addFailed,
    );
  }

  function handleRename(event: FormEvent) {
    event.preventDefault();
    const item = editing && items.data?.find((candidate) => candidate.id === editing.id);
    if (!rename || !editing || !item) return;
    const valid = checked(editing.name);
    if (valid === null) return;
    runFor(
      item.id,
      async () => {
        await rename.save(item, valid);
        setEditing(null);
      },
      rename.failed,
    );
  }

  async function confirmRemove(item: T) {
    try {
      await remove(item);
    } catch (caught) {
      throw new Error(failureText(caught, texts.removeFailed), { cause: caught });
    }
    await reload();
  }

  return (
    <>
      {items.error && (
        <Alert tone="error" className="mt-3">
          {failureText(items.error, texts.loadFailed)}
        </Alert>
      )}
      {!items.data && !items.error && <Spinner className="mt-3 text-ink-muted" />}
      {items.data && items.data.length === 0 && <p className="mt-3 text-sm text-ink-muted">{texts.empty}</p>}
      {items.data && items.data.length > 0 && (
        <ul aria-label={texts.list} className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
          {items.data.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              {rename && editing?.id === item.id ? (
                <RenameForm
                  label={rename.fieldLabel}
                  value={editing.name}
                  isBusy={action.isRunning}
                  onChange={(value) => setEditing({ id: item.id, name: value })}
                  onSubmit={handleRename}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <span className="font-medium text-ink">{nameOf(item)}</span>
                  <span className="flex items-center gap-2">
                    {rowControls?.(item, { isRunning: action.isRunning, run: (work, failedText) => runFor(item.id, work, failedText) })}
                    {canEdit && rename && (
                      <IconButton
                        label={rename.buttonLabel(nameOf(item))}
                        onClick={() => setEditing({ id: item.id, name: nameOf(item) })}
                        className="hover:bg-slate-100"
                      >
                        <Pencil aria-hidden className="size-4" />
                      </IconButton>
                    )}
                    {canEdit && (
                      <IconButton label={texts.removeLabel(nameOf(item))} onClick={() => setRemoving(item)} className="hover:bg-red-50 hover:text-red-700">
                        <Trash2 aria-hidden className="size-4" />
                      </IconButton>
                    )}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form onSubmit={handleAdd} className="mt-3 flex items-end gap-2">
          <TextField label={texts.nameField} value={name} onChange={(event) => setName(event.target.value)} className="flex-1" />
          <Button type="submit" disabled={action.isRunning}>
            {action.isRunning && runningFor === 'new' && <Spinner className="size-4" />}
            {texts.add}
          </Button>
        </form>
      )}
      {action.error && (
        <Alert tone="error" className="mt-3">
          {action.error}
        </Alert>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={texts.removeTitle}
        confirmLabel={texts.removeConfirm}
        onConfirm={() => confirmRemove(removing!)}
      >
        {texts.removeQuestion(removing ? nameOf(removing) : '')}
      </ConfirmDialog>
    </>
  );
}

function RenameForm({
  label,
  value,
  isBusy,
  onChange,
  onSubmit,
  onCancel,
}: {
  label: string;
  value: string;
  isBusy: boolean;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <form onSubmit={onSubmit} className="flex flex-1 items-end gap-2">
      <TextField autoFocus label={label} value={value} onChange={(event) => onChange(event.target.value)} className="flex-1" />
      <Button type="submit" disabled={isBusy}>
        {MESSAGES.save}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {MESSAGES.cancel}
      </Button>
    </form>
  );
}

function IconButton({ label, onClick, className, children }: { label: string; onClick: () => void; className: string; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={cn('rounded p-1 text-slate-600', className)}>
      {children}
    </button>
  );
}
