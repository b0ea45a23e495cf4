/**
 * The import calls (ADR 0051): `POST /api/imports` (multipart, one `file`), `POST /api/imports/{id}/match`
 * (called until nothing is pending), `POST /api/imports/{id}/commit` and the leftovers file's URL. Errors are
 * `ApiError`s whose `serverMessage` is the server's text in the member's language.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_FILE_FIELD,
  importsRoutes,
  type ImportCommitBody,
  type ImportMatchResponse,
  type ImportView,
} from '@/contract/imports';
import { buildPath } from '@/contract/path';
import { refreshAfterBookChange } from '@/client/features/books';
import { apiRequest, call } from '@/client/lib/api';

/**
 * Uploads the export file as multipart field `file` (≤ 2 MB, ≤ 2,000 rows); resolves with the parsed rows
 * and counts. Throws `ApiError` (400 with the 'We could not read this file…' message for an unrecognised
 * file; status 0 while offline).
 */
export function uploadImport(file: File): Promise<ImportView> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  return apiRequest<ImportView>(importsRoutes.create.method, importsRoutes.create.path, form);
}

/** Matches the next batch of pending rows (20, ADR 0051); the answer has those rows and the new counts. */
export function matchImport(id: string): Promise<ImportMatchResponse> {
  return call(importsRoutes.match, { params: { id } });
}

/** The upload as a mutation. */
export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport });
}

/**
 * Lists the ticked rows through bulk add in chunks of 50, each all or none; the answer says how many were
 * listed and which rows failed with the reason. Refreshes the book lists afterwards.
 */
export function useCommitImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportCommitBody) => call(importsRoutes.commit, { params: { id }, body }),
    onSuccess: () => refreshAfterBookChange(queryClient),
  });
}

/** `GET /api/imports/{id}/leftovers.csv`: the rows not listed, in the upload's format (a download link). */
export const leftoversUrl = (id: string) => buildPath(importsRoutes.leftovers.path, { id });
