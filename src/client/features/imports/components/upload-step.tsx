/**
 * Step 1 of an import (ADR 0051): which four files are accepted and where each is exported, a labelled
 * file input, and the upload. A file over 2 MB is refused before it is sent; a file the server refuses
 * shows the server's message (e.g. 'We could not read this file…') in an alert under the input.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportView } from '@/contract/imports';
import { MAX_IMPORT_BYTES } from '@/domain/imports';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { useUploadImport } from '../api/imports';

const FORMAT_KEYS = [
  'upload.goodreads',
  'upload.storygraph',
  'upload.librarything',
  'upload.isbnList',
] as const;

/** The file types offered by the picker (the server decides by the header row, not the name). */
const ACCEPT = '.csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values';

export function UploadStep({ onUploaded }: { onUploaded: (view: ImportView) => void }) {
  const { t } = useTranslation('imports');
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem(t('upload.chooseFirst'));
    if (file.size > MAX_IMPORT_BYTES) return setProblem(t('upload.tooLarge'));
    setProblem(null);
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (err) => setProblem(errorMessage(err, t('upload.failed'))),
    });
  };

  return (
    <Card className="gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('upload.heading')}</h2>
      <div className="grid gap-1 text-sm">
        <p>{t('upload.formatsTitle')}</p>
        <ul className="list-disc space-y-1 ps-5">
          {FORMAT_KEYS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">{t('upload.limits')}</p>
      </div>
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <div className="grid gap-1">
          <Label htmlFor="import-file">{t('upload.fileLabel')}</Label>
          <Input
            id="import-file"
            type="file"
            accept={ACCEPT}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'import-file-error' : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
          {problem && (
            <p id="import-file-error" role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          )}
        </div>
        <Button type="submit" disabled={upload.isPending} className="justify-self-start">
          {upload.isPending && <Spinner aria-hidden="true" />}
          {upload.isPending ? t('upload.uploading') : t('upload.submit')}
        </Button>
      </form>
    </Card>
  );
}
