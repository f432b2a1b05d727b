'use client';
// "Your data" through the API: the copy of the person's data (a ZIP, fetched as a Blob with the
// session's token bound here) and closing the account.
import { endpointUrl } from '@hearth/shared/contract';
import { privacyEndpoints, type DataExportInput, type EraseAccountInput } from '@hearth/shared/privacy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequestBlob } from '@/lib/api';
import { saveBlob } from '@/lib/save-blob';
import { useAccessToken } from '@/lib/use-access-token';
import { useCall } from '@/lib/use-call';

/** Downloads the ZIP and saves it as hearth-data-YYYY-MM-DD.zip. */
export function useDataExport() {
  const token = useAccessToken();
  return useMutation({
    mutationFn: async (body: DataExportInput) => {
      const { dataExport } = privacyEndpoints;
      const zip = await apiRequestBlob(endpointUrl(dataExport), { method: dataExport.method, body, token });
      saveBlob(zip, `hearth-data-${new Date().toISOString().slice(0, 10)}.zip`);
    },
  });
}

/** Closes the account; the API ends every session, the caller signs the browser out. */
export function useEraseAccount() {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: EraseAccountInput) => call(privacyEndpoints.erase, { body }) });
}
