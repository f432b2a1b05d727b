'use client';
// "Your data" through the API: the copy of the person's data (a ZIP file) and closing the account.
import { privacyEndpoints, type DataExportInput, type EraseAccountInput } from '@hearth/shared/privacy/contract';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@/lib/save-blob';
import { useCall } from '@/lib/use-call';

/** Downloads the ZIP and saves it as hearth-data-YYYY-MM-DD.zip. */
export function useDataExport() {
  const { download } = useCall();
  return useMutation({
    mutationFn: async (body: DataExportInput) => {
      const zip = await download(privacyEndpoints.dataExport, { body });
      saveBlob(zip, `hearth-data-${new Date().toISOString().slice(0, 10)}.zip`);
    },
  });
}

/** Closes the account; the API ends every session, the caller signs the browser out. */
export function useEraseAccount() {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: EraseAccountInput) => call(privacyEndpoints.erase, { body }) });
}
