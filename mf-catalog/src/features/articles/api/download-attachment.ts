// GET {pim}/api/app/article/{id}/bijlagen/{attachmentId}: one attachment as a PDF. It needs the
// bearer token, so a plain link cannot fetch it: the file is fetched and then saved.
import { useMutation } from '@tanstack/react-query';
import { pimClient } from '@kraanvogel/shared';
import { saveBlob } from '@/lib/download';
import type { Attachment } from '@/types/pim';

export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const blob = await pimClient.downloadAttachment(attachment.url);
  saveBlob(blob, attachment.fileName);
}

export const useDownloadAttachment = () => useMutation({ mutationFn: downloadAttachment });
