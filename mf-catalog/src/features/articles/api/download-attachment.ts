// GET {pim}/api/app/article/{id}/bijlagen/{attachmentId}: one attachment as a PDF. It needs the
// bearer token, so a plain link cannot fetch it: the file is fetched and then saved.
import { useMutation } from '@tanstack/react-query';
import { answer, FILE_ACCEPT, pimApi } from '@kraanvogel/shared';
import type { Attachment } from '@/types/pim';
import { saveBlob } from '@kraanvogel/shared/screens';

export async function downloadAttachment(itemNo: string, attachment: Attachment): Promise<void> {
  const file = pimApi.GET('/api/app/article/{id}/bijlagen/{attachmentId}', {
    params: { path: { id: itemNo, attachmentId: attachment.id } },
    headers: FILE_ACCEPT,
    parseAs: 'blob',
  });
  saveBlob(await answer(file), attachment.fileName);
}

export const useDownloadAttachment = (itemNo: string) => useMutation({ mutationFn: (attachment: Attachment) => downloadAttachment(itemNo, attachment) });
