/**
 * Condition photos and deposit claims (docs/decisions/0035-deposit-claims-and-photos.md): a rental's photos
 * (GET, and POST as multipart: `stage` then `photo`), a claim by id or by rental, the borrower's accept and
 * dispute, the administrators' list of disputed claims and their decision. Errors are `ApiError`s.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { claimsRoutes, PHOTO_FIELD, PHOTO_STAGE_FIELD, type RentalPhoto } from '@/contract/claims';
import { ApiError, call } from '@/client/lib/api';

export type PhotoStage = RentalPhoto['stage'];

const photosKey = (rentalId: number) => ['/api/rentals', rentalId, 'photos'] as const;
const CLAIMS_KEY = ['/api/deposit-claims'] as const;
const ADMIN_KEY = [claimsRoutes.adminList.path] as const;

export function useRentalPhotos(rentalId: number) {
  return useQuery({
    queryKey: photosKey(rentalId),
    queryFn: () => call(claimsRoutes.listPhotos, { params: { id: rentalId } }),
  });
}

async function uploadPhoto(rentalId: number, stage: PhotoStage, file: File): Promise<RentalPhoto> {
  const form = new FormData();
  form.append(PHOTO_STAGE_FIELD, stage);
  form.append(PHOTO_FIELD, file);
  const res = await fetch(`/api/rentals/${rentalId}/photos`, {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  return JSON.parse(text) as RentalPhoto;
}

export function useUploadPhoto(rentalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, file }: { stage: PhotoStage; file: File }) => uploadPhoto(rentalId, stage, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey(rentalId) }),
  });
}

export function useClaim(claimId: number) {
  return useQuery({
    queryKey: [...CLAIMS_KEY, claimId],
    queryFn: () => call(claimsRoutes.get, { params: { id: claimId } }),
  });
}

function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: CLAIMS_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
  void queryClient.invalidateQueries({ queryKey: ['/api/notifications'] });
}

export function useAnswerClaim(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { accept: true } | { accept: false; reply: string }) =>
      answer.accept
        ? call(claimsRoutes.accept, { params: { id: claimId } })
        : call(claimsRoutes.dispute, { params: { id: claimId }, body: { reply: answer.reply } }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDisputedClaims() {
  return useQuery({
    queryKey: ADMIN_KEY,
    queryFn: () => call(claimsRoutes.adminList, { query: { status: 'disputed' } }),
  });
}

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, amountRupees, note }: { claimId: number; amountRupees: number; note: string }) =>
      call(claimsRoutes.decide, { params: { id: claimId }, body: { amountRupees, note } }),
    onSuccess: () => refresh(queryClient),
  });
}
