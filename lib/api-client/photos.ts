import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfileDetail, PhotoUploadResult } from '@/lib/schemas/profile';
import { http } from './lazy-http';
import { queryKeys } from './keys';

// The member's photos (POST/PUT/DELETE /api/photos.php). Every answer carries the whole own
// profile, which replaces the cache; the User is refetched because its main image may change.

function useApplyProfile() {
  const qc = useQueryClient();
  return (profile: OwnProfileDetail) => {
    qc.setQueryData(queryKeys.ownProfile, profile);
    void qc.invalidateQueries({ queryKey: queryKeys.user });
  };
}

/** Upload progress as a fraction 0…1 (null while the size is unknown). */
export type UploadProgress = (fraction: number | null) => void;

export async function uploadPhoto(file: Blob, onProgress?: UploadProgress): Promise<PhotoUploadResult> {
  const form = new FormData();
  form.append('photo', file);
  const { data } = await http.post<PhotoUploadResult>('/photos.php', form, {
    // Overrides the instance's JSON default; the browser adds the multipart boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: 120_000,
    onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : null),
  });
  return data;
}

/** Errors: 409 photo_limit {max}, 413 photo_too_large, 422 photo_invalid (read them with apiError). */
export function useUploadPhoto(onProgress?: UploadProgress) {
  const apply = useApplyProfile();
  return useMutation({
    mutationFn: (file: Blob) => uploadPhoto(file, onProgress),
    onSuccess: (result) => apply(result.profile),
  });
}

export function useSetMainPhoto() {
  const apply = useApplyProfile();
  return useMutation({
    mutationFn: async (id: number) =>
      (await http.put<OwnProfileDetail>('/photos.php', { id, main: true })).data,
    onSuccess: apply,
  });
}

export function useDeletePhoto() {
  const apply = useApplyProfile();
  return useMutation({
    mutationFn: async (id: number) =>
      (await http.delete<OwnProfileDetail>('/photos.php', { params: { id } })).data,
    onSuccess: apply,
  });
}
